import { memoize, profileOf } from '../../context';
import { isArtillery } from '../../schemas/weapon';
import type { UnitState, XenocideState } from '../../state';
import { weaponSystemsOf, whyNotTargetable } from './eligibility';
import { shootingModels } from './engagement';
import { losFeatures } from './sight';
import { targetWeapon } from './targeting';
import { weaponStatsFor } from './weapon-system';

/**
 * XEN-AOE-10: whether being suppressed is all that keeps `unit`'s artillery from firing indirectly now: some
 * unfired artillery weapon system has an enemy unit it may target in range, and carriers that do not see it
 * would fire at it indirectly (XEN-AOE-07/08) if the unit had no suppression marker. False for a unit that
 * is not suppressed or has no artillery.
 */
export function isIndirectFireWithheld(state: XenocideState, unit: UnitState): boolean {
  if (unit.suppression === 0) return false;
  return memoize(state, `indirect-withheld:${unit.id}`, () => {
    const artillery = weaponSystemsOf(state, unit).filter(
      (weapon) =>
        !unit.activity.firedWeapons?.includes(weapon) &&
        shootingModels(state, unit).some((m) => {
          const stats = weaponStatsFor(profileOf(state, m), weapon);
          return stats !== undefined && isArtillery(stats);
        }),
    );
    if (artillery.length === 0) return false;
    const steady: UnitState = { ...unit, suppression: 0 };
    const features = losFeatures(state);
    return state.units.some(
      (target) =>
        target.player !== unit.player &&
        target.status === 'on-table' &&
        whyNotTargetable(state, unit, target.id, 'shooting') === undefined &&
        artillery.some((weapon) =>
          targetWeapon(state, steady, target, weapon, { features }).firing.some(
            (f) => f.mode !== undefined && f.mode !== 'direct',
          ),
        ),
    );
  });
}
