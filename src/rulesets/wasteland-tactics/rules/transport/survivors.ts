import { castDraft } from 'immer';
import type { CommandOfType, WastelandCommand } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandState } from '../../state';
import { setStage, type WastelandDraft } from '../../state';
import { destroyModel } from '../casualties/destroy';
import { addMarker } from '../morale/markers';
import { liveModels, unitsById } from '../units/units';
import { type Carrier, findCarrier } from './carriers';
import { autoPlacementNear, placeFromCarrier, placementNearCarrier } from './embark';

/** The carrier a displaced unit leaves: found even once destroyed (a unit's last positions, a building's ruins). */
function formerCarrier(state: WastelandState, id: string): Carrier | undefined {
  const carrier = findCarrier(state, id);
  if (carrier) return carrier;
  const unit = unitsById.get(state, id);
  return unit ? { kind: 'unit', id, unit } : undefined;
}

/** WT-SUR-55: moves the first displaced unit along; false when its owner must place it. */
export function stepDisplaced(draft: WastelandDraft, _ctx: WastelandContext): boolean {
  const state = draft as WastelandState;
  const next = state.displaced?.[0];
  if (!next) return true;
  const unit = unitsById.get(state, next.unit);
  if (unit?.status !== 'embarked' || liveModels(unit).length === 0) {
    draft.displaced = castDraft((state.displaced ?? []).slice(1));
    return true;
  }
  setStage(draft, { kind: 'place-survivors', player: unit.player, unit: unit.id });
  return false;
}

/**
 * WT-SUR-55 / R30: the owner places the survivors of a destroyed transport or building within 3" of it, not in
 * contact with enemies; models left out cannot be placed and are destroyed; the unit gains a marker.
 */
export function placeSurvivors(
  draft: WastelandDraft,
  command: CommandOfType<'place-survivors'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  const next = state.displaced?.[0];
  if (stage.kind !== 'place-survivors' || stage.player !== command.player || !next)
    return ctx.reject('not-your-turn', 'No survivors are waiting for you to place them.');
  if (command.unit !== stage.unit)
    return ctx.reject('illegal-action', `The survivors to place are ${stage.unit}.`, { path: ['unit'] });
  const unit = unitsById.get(state, stage.unit) as UnitState;
  const carrier = formerCarrier(state, next.carrier);
  const problem = carrier
    ? placementNearCarrier(state, unit, carrier, command.models, false)
    : 'the transport is gone';
  if (problem) return ctx.reject('out-of-range', problem, { path: ['models'] });
  draft.displaced = castDraft((state.displaced ?? []).slice(1));
  placeFromCarrier(draft, unit.id, next.carrier, command.models);
  ctx.emit({ type: 'unit-disembarked', unit: unit.id, carrier: next.carrier });
  for (const model of liveModels(unit))
    if (!command.models.some((p) => p.model === model.id))
      destroyModel(
        draft,
        ctx,
        unit.id,
        model.id,
        'could not be placed after its transport was destroyed (WT-SUR-55)',
      );
  addMarker(draft, ctx, unit.id, 'its transport was destroyed (WT-SUR-55)');
}

/** A place-survivors command for the unit waiting (every model if a placement is found, else none). */
export function autoSurvivorsCommand(state: WastelandState): WastelandCommand | undefined {
  const stage = state.stage;
  const next = state.displaced?.[0];
  if (stage.kind !== 'place-survivors' || !next) return undefined;
  const unit = unitsById.get(state, stage.unit);
  const carrier = formerCarrier(state, next.carrier);
  if (!unit || !carrier) return undefined;
  const models = autoPlacementNear(state, unit, carrier) ?? [];
  return { type: 'place-survivors', player: stage.player, unit: unit.id, models };
}
