import { GEOMETRY_EPSILON } from './epsilon.js';

/** A point or displacement on the table, in inches: x to the right, y away from the near edge. */
export interface Vec2 {
  readonly x: number;
  readonly y: number;
}

/** Builds the point `{ x, y }`. */
export function vec(x: number, y: number): Vec2 {
  return { x, y };
}

/** Returns the sum `a + b`. */
export function add(a: Vec2, b: Vec2): Vec2 {
  return { x: a.x + b.x, y: a.y + b.y };
}

/** Returns the difference `a - b`, the displacement from `b` to `a`. */
export function subtract(a: Vec2, b: Vec2): Vec2 {
  return { x: a.x - b.x, y: a.y - b.y };
}

/** Returns `v` multiplied by the scalar `factor`. */
export function scale(v: Vec2, factor: number): Vec2 {
  return { x: v.x * factor, y: v.y * factor };
}

/** Returns the dot product `a · b`. */
export function dot(a: Vec2, b: Vec2): number {
  return a.x * b.x + a.y * b.y;
}

/** Returns the z component of the cross product `a × b`: positive when `b` turns counter-clockwise from `a`. */
export function cross(a: Vec2, b: Vec2): number {
  return a.x * b.y - a.y * b.x;
}

/** Returns the Euclidean length of `v`. */
export function magnitude(v: Vec2): number {
  return Math.sqrt(v.x * v.x + v.y * v.y);
}

/** Returns the straight-line distance between two points. */
export function distance(a: Vec2, b: Vec2): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  // Not Math.hypot: it guards against overflow we cannot reach on a table and is several times slower.
  return Math.sqrt(dx * dx + dy * dy);
}

/** Returns `v` scaled to length 1, or the zero vector when `v` has length 0. */
export function normalize(v: Vec2): Vec2 {
  const len = magnitude(v);
  return len === 0 ? { x: 0, y: 0 } : { x: v.x / len, y: v.y / len };
}

/** Returns the point a fraction `t` of the way from `a` to `b` (`t = 0` gives `a`, `t = 1` gives `b`). */
export function lerp(a: Vec2, b: Vec2, t: number): Vec2 {
  return { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t };
}

/** Tells whether both coordinates are finite numbers (not NaN or ±Infinity). */
export function isFiniteVec(v: Vec2): boolean {
  return Number.isFinite(v.x) && Number.isFinite(v.y);
}

/** Tells whether two points are no more than `tolerance` inches apart (default {@link GEOMETRY_EPSILON}). */
export function isNearlyEqual(a: Vec2, b: Vec2, tolerance: number = GEOMETRY_EPSILON): boolean {
  return distance(a, b) <= tolerance;
}
