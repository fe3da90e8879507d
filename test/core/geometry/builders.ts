import type { Circle, Polygon, Vec2 } from '../../../src/core/geometry/index.js';

/** A round base at (x, y), 1" across unless told otherwise. */
export function aBase(x: number, y: number, radius = 0.5, facing?: number): Circle {
  return facing === undefined ? { center: { x, y }, radius } : { center: { x, y }, radius, facing };
}

/** An axis-aligned rectangle from (x0, y0) to (x1, y1), counter-clockwise. */
export function aRect(x0: number, y0: number, x1: number, y1: number): Polygon {
  return {
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  };
}

/** A polygon through the given [x, y] pairs. */
export function aPolygon(...pairs: [number, number][]): Polygon {
  return { points: pairs.map(([x, y]): Vec2 => ({ x, y })) };
}

/**
 * A U-shaped polygon open at the top: outer 0..6 × 0..6, with the slot 2..4 × 2..6 cut out.
 * A horizontal line at y = 4 crosses the two arms, 2" each.
 */
export const uShape: Polygon = aPolygon([0, 0], [6, 0], [6, 6], [4, 6], [4, 2], [2, 2], [2, 6], [0, 6]);
