import { isAtMost } from './epsilon.js';
import { pointSegmentDistance } from './segment.js';
import { distance, type Vec2 } from './vec2.js';

/**
 * A round model base (or any circle): centre and radius in inches, with an optional facing as a
 * bearing in degrees (0 = +y toward the far table edge, 90 = +x, as `bearing` measures).
 */
export interface Circle {
  readonly center: Vec2;
  readonly radius: number;
  readonly facing?: number;
}

/** A model base; the same shape as {@link Circle}, named for what it stands for. */
export type ModelBase = Circle;

/** A circle whose facing is known, as facing arcs require. */
export type FacingCircle = Circle & { readonly facing: number };

/** Returns the edge-to-edge distance between two bases: 0 when they touch or overlap, never negative. */
export function baseDistance(a: Circle, b: Circle): number {
  return Math.max(0, distance(a.center, b.center) - (a.radius + b.radius));
}

/** Tells whether two bases are within `range` inches edge to edge; exactly `range` counts as within. */
export function isWithin(a: Circle, b: Circle, range: number): boolean {
  return isAtMost(baseDistance(a, b), range);
}

/** Tells whether two bases touch or overlap (base contact counts). */
export function basesTouch(a: Circle, b: Circle): boolean {
  return isWithin(a, b, 0);
}

/** Returns the distance from a point to the nearest point of a base: 0 when the point is on or inside it. */
export function pointCircleDistance(p: Vec2, circle: Circle): number {
  return Math.max(0, distance(p, circle.center) - circle.radius);
}

/** Returns the distance from segment a→b to the nearest point of a base: 0 when the segment touches or crosses it. */
export function segmentCircleDistance(a: Vec2, b: Vec2, circle: Circle): number {
  return Math.max(0, pointSegmentDistance(circle.center, a, b) - circle.radius);
}
