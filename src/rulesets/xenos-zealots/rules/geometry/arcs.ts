import { geometry, type Vec2 } from 'sandtable';
import { type Body, bodyCenter, bodyDistance, closestPoints } from './body';

/* Bearings as in core `bearing`: degrees clockwise from +y (0 = +y, 90 = +x); facings are bearings too. */

/** Tolerance in degrees for a bearing on an arc boundary. */
const ANGLE_EPSILON = 1e-9;

/** R12: the half-angles of the front and rear armour arcs (each default 45°, ruleset parameters). */
export interface ArmourArcs {
  readonly frontHalf: number;
  readonly rearHalf: number;
}

/** R12: the default armour arcs: front and rear each ±45°. */
export const DEFAULT_ARMOUR_ARCS: ArmourArcs = { frontHalf: 45, rearHalf: 45 };

/**
 * R12 / XZ-SMU-02 … XZ-SMU-04: which armour facing of `target` an attack from `from` strikes, by the bearing
 * from the target's centre relative to its facing: within ±frontHalf → front, within ±rearHalf of the reverse
 * → rear (boundaries belong to front or rear), else side; a point on the centre ("on top of it") is rear.
 */
export function armourFacing(
  target: Body,
  from: Vec2,
  opts: ArmourArcs = DEFAULT_ARMOUR_ARCS,
): 'front' | 'side' | 'rear' {
  return geometry.arcOf({ center: bodyCenter(target), radius: 0, facing: target.facing }, from, {
    front: opts.frontHalf * 2,
    rear: opts.rearHalf * 2,
  });
}

/** R13: a weapon's arc: its centre `bearing` clockwise from the model's facing and its `width`, in degrees. */
export interface WeaponArc {
  readonly bearing: number;
  readonly width: number;
}

/**
 * R38 / XZ-RES-05: the default mount point of a weapon of `shooter` fired at `target`: the point of the
 * shooter's footprint closest to the target's footprint (for a round base, on its rim toward the target).
 */
export function mountPoint(shooter: Body, target: Body): Vec2 {
  return closestPoints(shooter, target).onA;
}

/**
 * R38 / XZ-RES-05 / R36: the range from `shooter` to `target`: the shortest distance between their
 * footprints. It is both the infantry measure (closest point of base to closest point of target) and the
 * large-model measure (from the mount point, which is the closest point of the hull, to the target), so one
 * function serves both.
 */
export function rangeBetween(shooter: Body, target: Body): number {
  return bodyDistance(shooter, target);
}

/**
 * R13 / XZ-ARC-01 … XZ-ARC-07: whether `target` is in the weapon arc: a width of 360° or more is everywhere;
 * otherwise the bearing from the mount point to the nearest point of the target's footprint, relative to the
 * shooter's facing, lies within `arc.bearing ± arc.width / 2` (boundaries included). When the footprints touch,
 * the bearing is taken from the shooter's centre instead.
 */
export function inWeaponArc(shooter: Body, arc: WeaponArc, target: Body): boolean {
  if (arc.width >= 360) return true;
  const { onA, onB } = closestPoints(shooter, target);
  const from = onA.x === onB.x && onA.y === onB.y ? bodyCenter(shooter) : onA;
  const off = geometry.angleBetween(geometry.bearing(from, onB), shooter.facing + arc.bearing);
  return off <= arc.width / 2 + ANGLE_EPSILON;
}

/** Bisection steps that narrow a 1° bracket below 1e-9°. */
const BISECT_STEPS = 32;

/**
 * XZ-ARC-06 / R13: the facing after the smallest pivot on the spot, of at most `maxDegrees` either way, that
 * brings `target` into `arc` (the current facing when it already is), or `undefined` when no such pivot
 * exists. Equal pivots either way prefer clockwise. Found by 1° steps outward, then bisection to 1e-9°.
 */
export function pivotToward(
  shooter: Body,
  arc: WeaponArc,
  target: Body,
  maxDegrees = 45,
): number | undefined {
  const fits = (delta: number) =>
    inWeaponArc({ ...shooter, facing: geometry.normalizeDegrees(shooter.facing + delta) }, arc, target);
  if (fits(0)) return shooter.facing;
  const steps = Math.ceil(maxDegrees);
  for (let k = 1; k <= steps; k++) {
    const outer = Math.min(k, maxDegrees);
    let best: number | undefined;
    for (const sign of [1, -1]) {
      if (!fits(sign * outer)) continue;
      let lo = k - 1;
      let hi = outer;
      for (let i = 0; i < BISECT_STEPS; i++) {
        const mid = (lo + hi) / 2;
        if (fits(sign * mid)) hi = mid;
        else lo = mid;
      }
      if (best === undefined || hi < Math.abs(best)) best = sign * hi;
    }
    if (best !== undefined) return geometry.normalizeDegrees(shooter.facing + best);
  }
  return undefined;
}
