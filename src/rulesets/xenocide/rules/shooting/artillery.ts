import { geometry } from 'sandtable';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { ArtilleryMode } from '../../state/shooting';
import { shootingModels } from './engagement';
import { baseOf, hasLineOfSight } from './sight';
import { isRecon } from './stealth';

/** XEN-AOE-06..08: the base Accuracy of artillery in each mode. */
export const ARTILLERY_ACCURACY: Readonly<Record<ArtilleryMode, number>> = {
  direct: 3,
  'indirect-spotted': 2,
  indirect: 1,
};

/** XEN-AOE-08 / R15: how close, in inches, a friendly model that sees the target must be for blind indirect fire. */
export const INDIRECT_SPOTTER_RANGE = 24;

/**
 * XEN-AOE-05..08 / XEN-AOE-10 / R15: how one artillery model may fire at a target unit, or undefined when
 * it may not: direct if it sees a target model; indirect at Accuracy 2 if another model of its unit sees
 * one, or a friendly Recon model has LOS to one (no distance limit); indirect at Accuracy 1 if any other
 * friendly model sees the target unit from within 24". A suppressed unit may only fire direct.
 */
export function artilleryMode(
  state: XenocideState,
  shooterUnit: UnitState,
  sees: boolean,
  targetUnit: UnitState,
  features: readonly geometry.LosFeature[],
): ArtilleryMode | undefined {
  if (sees) return 'direct';
  if (shooterUnit.suppression > 0) return undefined;
  const targets = shootingModels(state, targetUnit).map((m) => ({ model: m, high: targetUnit.high }));
  const seesAny = (viewer: ModelState, high: boolean) =>
    targets.some((t) => hasLineOfSight(state, { model: viewer, high }, t, features));
  const friends = state.units.filter((u) => u.player === shooterUnit.player);
  const spotted = friends.some((u) =>
    shootingModels(state, u).some(
      (m) => (u.id === shooterUnit.id || isRecon(state, m)) && seesAny(m, u.high),
    ),
  );
  if (spotted) return 'indirect-spotted';
  const blind = friends.some((u) =>
    shootingModels(state, u).some(
      (m) =>
        targets.some((t) => geometry.isWithin(baseOf(m), baseOf(t.model), INDIRECT_SPOTTER_RANGE)) &&
        seesAny(m, u.high),
    ),
  );
  return blind ? 'indirect' : undefined;
}
