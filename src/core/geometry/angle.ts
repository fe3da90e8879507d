import type { Vec2 } from './vec2.js';

/*
 * Angles are bearings in degrees, measured like a compass seen from above the table:
 * 0 points along +y (toward the far table edge), 90 along +x (to the right), 180 along -y, 270 along -x.
 */

/** Maps any angle in degrees into the range [0, 360). */
export function normalizeDegrees(degrees: number): number {
  const r = degrees % 360;
  const n = r < 0 ? r + 360 : r;
  // -0 and 360 - tiny rounding both collapse onto the canonical range.
  return n === 360 || Object.is(n, -0) ? 0 : n;
}

/** Returns the smallest unsigned difference between two bearings, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

/** Returns the bearing in [0, 360) from `from` to `to` (0 = +y, 90 = +x), or 0 when the points coincide. */
export function bearing(from: Vec2, to: Vec2): number {
  const dx = to.x - from.x;
  const dy = to.y - from.y;
  if (dx === 0 && dy === 0) return 0;
  return normalizeDegrees((Math.atan2(dx, dy) * 180) / Math.PI);
}

/** Returns the unit vector pointing along a bearing; multiples of 90° give exact axis vectors. */
export function directionOf(degrees: number): Vec2 {
  const n = normalizeDegrees(degrees);
  if (n === 0) return { x: 0, y: 1 };
  if (n === 90) return { x: 1, y: 0 };
  if (n === 180) return { x: 0, y: -1 };
  if (n === 270) return { x: -1, y: 0 };
  const rad = (n * Math.PI) / 180;
  return { x: Math.sin(rad), y: Math.cos(rad) };
}

/** Rotates `v` about the origin by `degrees` in the bearing sense (clockwise seen from above, so +y turns to +x). */
export function rotate(v: Vec2, degrees: number): Vec2 {
  const d = directionOf(degrees);
  // directionOf gives (sin, cos); a clockwise turn maps (x, y) to (x cos + y sin, -x sin + y cos).
  return { x: v.x * d.y + v.y * d.x, y: -v.x * d.x + v.y * d.y };
}
