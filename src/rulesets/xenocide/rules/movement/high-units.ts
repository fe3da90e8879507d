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
 * XEN-TERR-24 / R19: why a unit may not pop up when it shoots, or undefined: every model Hover, on Move and
 * Fire orders, low, it did not move in First Movement, and it has not popped up already this activation.
 */
export function whyCannotPopUp(
  state: XenocideState,
  unit: UnitState,
): { readonly code: 'illegal-action'; readonly message: string } | undefined {
  const refuse = (message: string) => ({ code: 'illegal-action' as const, message });
  const live = unit.models.filter((m) => !m.removed);
  if (
    unit.status !== 'on-table' ||
    live.length === 0 ||
    !live.every((m) => profileOf(state, m).types.includes('Hover'))
  )
    return refuse(`Only a unit of Hover models pops up; ${unit.id} is not one (XEN-TERR-24).`);
  if (unit.order !== 'move-and-fire')
    return refuse(
      `A pop-up attack is made on Move and Fire orders; ${unit.id} is not on them (XEN-TERR-24, R19).`,
    );
  if (unit.activity.poppedUp)
    return refuse(`Unit ${unit.id} has already popped up this activation (XEN-TERR-24, R19).`);
  if (unit.high) return refuse(`Unit ${unit.id} is flying high already; it needs no pop-up (XEN-TERR-24).`);
  if (unit.activity.distance > 0)
    return refuse(`Unit ${unit.id} moved in First Movement, so it cannot pop up (XEN-TERR-24, R19).`);
  return undefined;
}

/** XEN-TERR-24 / R19: whether a unit may pop up when it shoots (see {@link whyCannotPopUp}). */
export function canPopUp(state: XenocideState, unit: UnitState): boolean {
  return whyCannotPopUp(state, unit) === undefined;
}

/** XEN-TERR-24 / R19: the state with a unit popped up: high (12" for sight, +6" for ground shooters' range). */
export function withPoppedUp(state: XenocideState, unitId: string): XenocideState {
  return {
    ...state,
    units: state.units.map((u) =>
      u.id === unitId ? { ...u, high: true, activity: { ...u.activity, poppedUp: true } } : u,
    ),
  };
}

/** XEN-TERR-25 / R19: whether fire at this unit now is an overwatch reply to its pop-up (no 6" addition). */
export function isPoppedUp(state: XenocideState, unitId: string): boolean {
  const unit = state.units.find((u) => u.id === unitId);
  return unit?.high === true && unit.activity.poppedUp === true;
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
