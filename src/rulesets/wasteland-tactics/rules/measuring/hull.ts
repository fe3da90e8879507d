import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';

/** Points on a footprint's rim, every 45° (R11's eight perimeter points). */
export function rimPoints(circle: Circle, count = 8): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * i) / count;
    out.push({
      x: circle.center.x + circle.radius * Math.sin(angle),
      y: circle.center.y + circle.radius * Math.cos(angle),
    });
  }
  return out;
}

/** R11 / R26: a unit seen as one solid block: the convex hull of its footprints. */
export function footprintHull(circles: readonly Circle[]): Polygon {
  return { points: geometry.convexHull(circles.flatMap((c) => rimPoints(c))) };
}

/** An axis-aligned bounding box. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The bounding box of a polygon. */
export function boxOf(polygon: Polygon): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of polygon.points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}

/** Whether segment a→b, widened by `margin`, can reach the box (a cheap pre-test). */
export function segmentNearBox(a: Vec2, b: Vec2, box: Box, margin = 0): boolean {
  return !(
    Math.max(a.x, b.x) < box.x0 - margin ||
    Math.min(a.x, b.x) > box.x1 + margin ||
    Math.max(a.y, b.y) < box.y0 - margin ||
    Math.min(a.y, b.y) > box.y1 + margin
  );
}

/** Hulls of frozen (immutable) units: a unit's models never move without the unit object changing. */
const hullCache = new WeakMap<object, Polygon>();

/** R11 / R26: a unit's footprints as one block (cached for immutable units). */
export function unitHull(unit: object, circles: () => readonly Circle[]): Polygon {
  const cached = hullCache.get(unit);
  if (cached) return cached;
  const hull = footprintHull(circles());
  if (Object.isFrozen(unit)) hullCache.set(unit, hull);
  return hull;
}
