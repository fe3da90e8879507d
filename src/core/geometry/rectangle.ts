import { directionOf } from './angle.js';
import type { Polygon } from './polygon.js';
import { add, scale, type Vec2 } from './vec2.js';

/**
 * Returns the rectangle of `length` along bearing `facing` and `width` across it, centred on `center`,
 * as a counter-clockwise polygon (useful for vehicle hulls and rectangular templates).
 */
export function rectanglePolygon(center: Vec2, length: number, width: number, facing = 0): Polygon {
  const forward = scale(directionOf(facing), length / 2);
  const right = scale(directionOf(facing + 90), width / 2);
  const back = scale(forward, -1);
  const left = scale(right, -1);
  return {
    points: [
      add(add(center, back), right),
      add(add(center, forward), right),
      add(add(center, forward), left),
      add(add(center, back), left),
    ],
  };
}

/** Returns the rectangle of the given `width` whose centre line is segment a→b (a line template's footprint). */
export function segmentRectangle(a: Vec2, b: Vec2, width: number): Polygon {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len = Math.sqrt(dx * dx + dy * dy);
  const half = width / 2;
  const nx = len === 0 ? 0 : (-dy / len) * half;
  const ny = len === 0 ? 0 : (dx / len) * half;
  return {
    points: [
      { x: a.x - nx, y: a.y - ny },
      { x: b.x - nx, y: b.y - ny },
      { x: b.x + nx, y: b.y + ny },
      { x: a.x + nx, y: a.y + ny },
    ],
  };
}
