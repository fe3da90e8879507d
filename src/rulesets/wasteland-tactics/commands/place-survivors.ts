import { castDraft } from 'immer';
import type { WastelandContext } from '../events';
import { destroyModel } from '../rules/casualties/destroy';
import { addMarker } from '../rules/morale/markers';
import { placeFromCarrier, placementNearCarrier } from '../rules/transport/embark';
import { formerCarrier } from '../rules/transport/survivors';
import { draftUnitsById, liveModels, unitsById } from '../rules/units/units';
import type { UnitState, WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/**
 * WT-SUR-55 / R30: the owner places the survivors of a destroyed transport or building within 3" of it, not in
 * contact with enemies; models left out cannot be placed and are destroyed; the unit gains a marker.
 */
function placeSurvivors(
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
  // WT-SUR-54 / R30: units that disembark because their transport was destroyed may not Fight this round.
  draftUnitsById.require(draft, unit.id).disembarked = next.carrier;
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

/** The `place-survivors` command. WT-SUR-55 / R30: the owner places the survivors of a destroyed transport or building within 3" of it, not in contact with enemies; models left out cannot be placed and are destroyed; the unit gains a marker. */
export const placeSurvivorsCommand: WastelandCommandRow<'place-survivors'> = { apply: placeSurvivors };
