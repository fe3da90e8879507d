import { findModel, unitOfModel } from '../../context';
import type { TitanProfile } from '../../schemas/titan';
import type { ModelState, TitanStatus, UnitState, XenocideState } from '../../state';

/** XEN-TITAN-01: a live titan model with its unit, profile and status, as the titan rules read it. */
export interface TitanRef {
  readonly unit: UnitState;
  readonly model: ModelState;
  readonly profile: TitanProfile;
  readonly status: TitanStatus;
}

/** XEN-TITAN-01: the live titan model with this id, or undefined (not a titan, removed, or unknown). */
export function findTitan(state: XenocideState, modelId: string): TitanRef | undefined {
  const model = findModel(state, modelId);
  const unit = unitOfModel(state, modelId);
  if (!model || !unit || model.removed || !model.titan) return undefined;
  const profile = state.profiles[model.profile];
  if (profile?.kind !== 'titan') return undefined;
  return { unit, model, profile, status: model.titan };
}

/** XEN-TITAN-01 / XEN-ARMY-10: the live titan of a titan unit (titans are always their own unit), or undefined. */
export function titanOfUnit(state: XenocideState, unit: UnitState): TitanRef | undefined {
  const model = unit.models.find((m) => !m.removed && m.titan !== undefined);
  return model ? findTitan(state, model.id) : undefined;
}

/** XEN-TITAN-01: a fielded titan's status: core at its Core stat, every deflector layer up, no power yet. */
export function initialTitanStatus(profile: TitanProfile): TitanStatus {
  return { core: profile.core, power: 0, layers: profile.deflectorLayers, boostThisTurn: 0 };
}

/** XEN-TITAN-29 / R32: a titan is below half strength (and half its original numbers) while core < Core / 2. */
export function isTitanBelowHalf(
  profile: Pick<TitanProfile, 'core'>,
  status: Pick<TitanStatus, 'core'>,
): boolean {
  return status.core < profile.core / 2;
}
