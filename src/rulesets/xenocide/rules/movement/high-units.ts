import { type Circle, geometry, type Vec2 } from 'sandtable';
import { modelsOnTable, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { pathDistanceToBase } from './path-geometry';

/** XEN-TERR-23 / R41: inches a ground unit adds to the range when it shoots at a high unit. */
export const HIGH_TARGET_RANGE_PENALTY = 6;

/** XEN-TERR-30: the width in degrees of a flyer's forward firing arc. */
export const FLYER_ARC = 90;

/**
 * XEN-TERR-23/25/26 / R19 / R41: inches added to the measured range of a shot: 6" when a ground shooter
 * fires at a high target (flyers always are), nothing high→ground, high→high, or for an overwatch reply
 * to a pop-up attack.
 */
export function highTargetRangePenalty(
  shooterHigh: boolean,
  targetHigh: boolean,
  replyToPopUp = false,
): number {
  return !shooterHigh && targetHigh && !replyToPopUp ? HIGH_TARGET_RANGE_PENALTY : 0;
}

/**
 * XEN-TERR-24 / R19: whether a unit may pop up when it shoots: every model Hover, on Move and Fire orders,
 * low, and it did not move in First Movement.
 */
export function canPopUp(state: XenocideState, unit: UnitState): boolean {
  const live = unit.models.filter((m) => !m.removed);
  return (
    unit.status === 'on-table' &&
    unit.order === 'move-and-fire' &&
    !unit.high &&
    unit.activity.distance === 0 &&
    live.length > 0 &&
    live.every((m) => profileOf(state, m).types.includes('Hover'))
  );
}

/** XEN-TERR-30: whether a target base lies in a flyer's forward 90° arc (45° either side of its facing). */
export function isInFlyerArc(flyer: ModelState, target: Circle): boolean {
  return geometry.isBaseInArc(
    { center: { x: flyer.x, y: flyer.y }, radius: flyer.radius, facing: flyer.facing },
    target,
    0,
    FLYER_ARC,
  );
}

/**
 * XEN-TERR-31 / R40: the enemy units a flyer passes over on its path (its base crosses one of their
 * bases), in the order it reaches them: the units it may bomb during that move.
 */
export function unitsFlownOver(
  state: XenocideState,
  flyerUnit: UnitState,
  path: readonly Vec2[],
  radius: number,
): string[] {
  const reached: { unit: string; at: number }[] = [];
  for (const unit of state.units) {
    if (unit.player === flyerUnit.player || unit.status !== 'on-table') continue;
    let first = Number.POSITIVE_INFINITY;
    for (const m of modelsOnTable(state, unit)) {
      const base = { center: { x: m.x, y: m.y }, radius: m.radius };
      if (!geometry.isAtMost(pathDistanceToBase(path, radius, base), 0)) continue;
      first = Math.min(first, distanceAlongTo(path, base.center));
    }
    if (Number.isFinite(first)) reached.push({ unit: unit.id, at: first });
  }
  return reached.sort((a, b) => a.at - b.at || a.unit.localeCompare(b.unit)).map((r) => r.unit);
}

/** How far along a path the point closest to `p` lies. */
function distanceAlongTo(path: readonly Vec2[], p: Vec2): number {
  let best = Number.POSITIVE_INFINITY;
  let bestAt = 0;
  let travelled = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i] as Vec2;
    const b = path[i + 1] as Vec2;
    const q = geometry.closestPointOnSegment(p, a, b);
    const d = geometry.distance(p, q);
    if (d < best) {
      best = d;
      bestAt = travelled + geometry.distance(a, q);
    }
    travelled += geometry.distance(a, b);
  }
  return bestAt;
}
