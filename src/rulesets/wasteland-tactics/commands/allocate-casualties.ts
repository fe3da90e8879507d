import type { WastelandContext } from '../events';
import { resolveLoss } from '../rules/casualties/casualties';
import { liveModels, unitsById } from '../rules/units/units';
import type { UnitState, WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SHOOT-07 / R6: the owner's answer to a casualties prompt: every live model, in the order to take hits. */
function allocateCasualties(
  draft: WastelandDraft,
  command: CommandOfType<'allocate-casualties'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const stage = state.stage;
  if (stage.kind !== 'casualties' || stage.player !== command.player)
    return ctx.reject('illegal-action', 'No casualties are waiting for you to allocate.');
  if (command.unit !== stage.unit)
    return ctx.reject('illegal-action', `The hits to allocate are on ${stage.unit}, not ${command.unit}.`, {
      path: ['unit'],
    });
  const unit = unitsById.get(state, stage.unit) as UnitState;
  const live = liveModels(unit).map((m) => m.id);
  const given = new Set(command.order);
  if (given.size !== command.order.length || given.size !== live.length || live.some((id) => !given.has(id)))
    return ctx.reject(
      'out-of-range',
      `List each live model of ${unit.name} exactly once, in the order they should take hits: ${live.join(', ')} (R6).`,
      { path: ['order'] },
    );
  resolveLoss(draft, ctx, command.order);
}

/** The `allocate-casualties` command. WT-SHOOT-07 / R6: the owner's answer to a casualties prompt: every live model, in the order to take hits. */
export const allocateCasualtiesCommand: WastelandCommandRow<'allocate-casualties'> = {
  apply: allocateCasualties,
};
