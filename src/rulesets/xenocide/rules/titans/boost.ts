import type { TitanProfile } from '../../schemas/titan';
import type { TitanStatus } from '../../state';

/** XEN-TITAN-09 / R60: power a titan may put into movement boost per turn when its profile gives no limit. */
export const DEFAULT_BOOST_LIMIT = 1;

/** XEN-TITAN-09 / R60: the power a titan may spend on boost per turn: its profile's limit, else 1. */
export function boostLimit(profile: Pick<TitanProfile, 'boostLimit'>): number {
  return profile.boostLimit ?? DEFAULT_BOOST_LIMIT;
}

/** XEN-TITAN-09 / R60: the boost power a titan may still spend this turn. */
export function boostLeft(profile: Pick<TitanProfile, 'boostLimit'>, status: TitanStatus): number {
  return Math.max(0, boostLimit(profile) - status.boostThisTurn);
}

/**
 * XEN-TITAN-09 / R42: a titan's movement allowance for a move: Move X" plus Y" for each power point spent
 * on boost (terrain losses are fractions of this whole allowance).
 * @example titanMoveAllowance({ move: 8, boost: 4 }, 1) // 12
 */
export function titanMoveAllowance(
  profile: Pick<TitanProfile, 'move' | 'boost'>,
  boostPower: number,
): number {
  return profile.move + profile.boost * Math.max(0, boostPower);
}
