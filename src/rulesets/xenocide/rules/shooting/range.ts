import { geometry } from 'sandtable';
import type { ModelState, UnitState } from '../../state';
import { baseOf } from './sight';

/** XEN-TERR-23 / R41: inches added to the measured range when a ground unit shoots at a high unit. */
export const HIGH_RANGE_PENALTY = 6;

/**
 * XEN-TERR-23 / R41: the range a ground unit needs to reach a high unit grows by 6"; not high→ground,
 * not high→high, and not an overwatch reply to a pop-up (`popUpReply`, XEN-TERR-25).
 */
export function rangePenalty(shooter: UnitState, target: UnitState, popUpReply = false): number {
  return !shooter.high && target.high && !popUpReply ? HIGH_RANGE_PENALTY : 0;
}

/**
 * XEN-SHOOT-04 / R66: whether a target model is within `range` of a shooting model, measured edge to
 * edge on the table, with the high-target penalty already added to the distance.
 */
export function isInWeaponRange(
  shooter: Pick<ModelState, 'x' | 'y' | 'radius'>,
  target: Pick<ModelState, 'x' | 'y' | 'radius'>,
  range: number,
  penalty: number,
): boolean {
  return geometry.isAtMost(geometry.baseDistance(baseOf(shooter), baseOf(target)) + penalty, range);
}
