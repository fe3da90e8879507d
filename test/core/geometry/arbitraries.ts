import fc from 'fast-check';
import type { Circle, Polygon, Vec2 } from '../../../src/core/geometry/index.js';

/** A coordinate on a generous table, in inches. */
export const coordinate = fc.double({ noNaN: true, min: -100, max: 100 });

/** A point anywhere on that table. */
export const point: fc.Arbitrary<Vec2> = fc.record({ x: coordinate, y: coordinate });

/** A base radius from a pinpoint to a 10" titan base. */
export const radius = fc.double({ noNaN: true, min: 0, max: 5 });

/** A round base. */
export const base: fc.Arbitrary<Circle> = fc.record({ center: point, radius });

/** Angles in radians, sorted and at least ~0.05 rad apart, at least three of them. */
const sortedAngles = fc
  .uniqueArray(fc.integer({ min: 0, max: 119 }), { minLength: 3, maxLength: 12 })
  .map((steps) => [...steps].sort((a, b) => a - b).map((s) => (s * 2 * Math.PI) / 120));

/** A convex polygon: vertices on a circle, counter-clockwise. */
export const convexPolygon: fc.Arbitrary<Polygon> = fc
  .record({ center: point, r: fc.double({ noNaN: true, min: 1, max: 30 }), angles: sortedAngles })
  .map(({ center, r, angles }) => ({
    points: angles.map((a) => ({ x: center.x + r * Math.cos(a), y: center.y + r * Math.sin(a) })),
  }));

/** A simple star-shaped polygon, often concave, in either winding. */
export const starPolygon: fc.Arbitrary<Polygon> = fc
  .record({
    center: point,
    angles: sortedAngles,
    radii: fc.array(fc.double({ noNaN: true, min: 1, max: 30 }), { minLength: 12, maxLength: 12 }),
    clockwise: fc.boolean(),
  })
  .map(({ center, angles, radii, clockwise }) => {
    const points = angles.map((a, i) => ({
      x: center.x + radii[i]! * Math.cos(a),
      y: center.y + radii[i]! * Math.sin(a),
    }));
    return { points: clockwise ? points.reverse() : points };
  });

/** Convex weights for picking a point inside a convex polygon. */
export const weights = fc.array(fc.double({ noNaN: true, min: 0, max: 1 }), { minLength: 12, maxLength: 12 });

/** The point inside a convex polygon given by convex weights over its vertices. */
export function convexCombination(polygon: Polygon, w: readonly number[]): Vec2 {
  let sx = 0;
  let sy = 0;
  let total = 0;
  polygon.points.forEach((p, i) => {
    const k = (w[i] ?? 0) + 1e-3;
    sx += p.x * k;
    sy += p.y * k;
    total += k;
  });
  return { x: sx / total, y: sy / total };
}

/** Whether two measurements agree within a tolerance scaled to their size. */
export function isClose(a: number, b: number, tolerance = 1e-6): boolean {
  return Math.abs(a - b) <= tolerance * (1 + Math.abs(a) + Math.abs(b));
}
