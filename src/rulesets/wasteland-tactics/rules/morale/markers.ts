import type { WastelandContext } from '../../events';
import type { WastelandDraft, WastelandState } from '../../state';
import { rulesNamedIn, withRules } from '../rule-ids';
import { draftUnitsById, isVehicle, unitHas, unitsById } from '../units/units';
import { exemptVehicle } from './exemption';

/**
 * Gives a unit a suppression marker: Vehicle/Monster units never gain one (WT-SUR-56), and a Fearless unit
 * loses a model (or a wound, if all its models are Tough) of its owner's choice instead (WT-SUR-18 / R22).
 */
export function addMarker(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  reason: string,
): void {
  const state = draft as WastelandState;
  const unit = unitsById.get(state, unitId);
  if (!unit || unit.status === 'destroyed' || unit.status === 'evacuated') return;
  if (isVehicle(state, unit)) return exemptVehicle(ctx, unitId, 'suppression-marker', reason);
  if (unitHas(state, unit, 'Fearless')) {
    draft.losses.push({ unit: unit.id, owner: unit.player, cause: 'fearless', hits: [{ kind: 'remove' }] });
    return;
  }
  const target = draftUnitsById.require(draft, unitId);
  target.markers += 1;
  target.markedSinceCheck = true;
  ctx.emit({
    type: 'marker-added',
    unit: unitId,
    markers: target.markers,
    reason,
    ...withRules(rulesNamedIn(reason)),
  });
}

/** Removes one suppression marker, if the unit has any. */
export function removeMarker(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  reason: string,
): void {
  const target = draftUnitsById.require(draft, unitId);
  if (target.markers <= 0) return;
  target.markers -= 1;
  ctx.emit({
    type: 'marker-removed',
    unit: unitId,
    markers: target.markers,
    reason,
    ...withRules(rulesNamedIn(reason)),
  });
}
