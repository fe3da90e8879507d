import { angleBetween, bearing, directionOf } from './angle.js';
import type { Circle, FacingCircle } from './circle.js';
import { GEOMETRY_EPSILON } from './epsilon.js';
import { distance, dot, subtract, type Vec2 } from './vec2.js';

/** Tolerance in degrees for a bearing that lies on an arc boundary. */
const ANGLE_EPSILON = 1e-9;

/** One of the three armour facings of a model. */
export type FacingArc = 'front' | 'side' | 'rear';

/** Total widths in degrees of the front and rear arcs (each centred on the facing or its reverse); the sides take the rest. */
export interface FacingArcWidths {
  readonly front?: number;
  readonly rear?: number;
}

/**
 * Returns which arc of `target` the point `from` lies in, judged by the bearing from the target's centre:
 * front within half the front width of the facing (default 90° in all), rear within half the rear width
 * of the reverse (default 90°), side otherwise; a bearing on a boundary belongs to the front or rear arc,
 * front winning if they overlap, and a point on the target's centre is in the rear arc ("on top of it").
 * @example arcOf({ center: { x: 0, y: 0 }, radius: 1, facing: 0 }, { x: 0, y: 10 }); // 'front'
 */
export function arcOf(target: FacingCircle, from: Vec2, widths: FacingArcWidths = {}): FacingArc {
  if (from.x === target.center.x && from.y === target.center.y) return 'rear';
  const off = angleBetween(bearing(target.center, from), target.facing);
  if (off <= (widths.front ?? 90) / 2 + ANGLE_EPSILON) return 'front';
  if (off >= 180 - (widths.rear ?? 90) / 2 - ANGLE_EPSILON) return 'rear';
  return 'side';
}

/**
 * Tells whether `point` lies in the arc of `widthDegrees` centred `centerOffsetDegrees` clockwise from the
 * model's facing, seen from the model's centre; boundaries count, 360° or more is everywhere, and a point
 * on the centre is in every arc.
 */
export function isInArc(
  model: FacingCircle,
  point: Vec2,
  centerOffsetDegrees: number,
  widthDegrees: number,
): boolean {
  if (widthDegrees >= 360) return true;
  if (point.x === model.center.x && point.y === model.center.y) return true;
  const off = angleBetween(bearing(model.center, point), model.facing + centerOffsetDegrees);
  return off <= widthDegrees / 2 + ANGLE_EPSILON;
}

/** Distance from `p` to the ray starting at `apex` along unit vector `dir`. */
function rayDistance(p: Vec2, apex: Vec2, dir: Vec2): number {
  const t = dot(subtract(p, apex), dir);
  if (t <= 0) return distance(p, apex);
  return Math.abs((p.x - apex.x) * dir.y - (p.y - apex.y) * dir.x);
}

/**
 * Tells whether any part of the `target` base lies in the arc described as for {@link isInArc} (the
 * wedge from the model's centre); touching a boundary counts.
 */
export function isBaseInArc(
  model: FacingCircle,
  target: Circle,
  centerOffsetDegrees: number,
  widthDegrees: number,
): boolean {
  if (isInArc(model, target.center, centerOffsetDegrees, widthDegrees)) return true;
  const center = model.facing + centerOffsetDegrees;
  const reach = target.radius + GEOMETRY_EPSILON;
  return (
    rayDistance(target.center, model.center, directionOf(center - widthDegrees / 2)) <= reach ||
    rayDistance(target.center, model.center, directionOf(center + widthDegrees / 2)) <= reach
  );
}
