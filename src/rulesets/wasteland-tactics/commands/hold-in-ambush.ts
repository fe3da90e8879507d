import type { WastelandContext } from '../events';
import { deployable } from '../rules/deployment/deployment';
import { draftUnitsById, unitHas } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SUR-05: an Ambush unit stays off the table, to arrive later (WT-SUR-06). */
function holdInAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'hold-in-ambush'>,
  ctx: WastelandContext,
): void {
  const unit = deployable(ctx, command.player, command.unit);
  if (!unitHas(ctx.base, unit, 'Ambush'))
    return ctx.reject('illegal-action', `${unit.name} does not have the Ambush rule (WT-SUR-05).`, {
      path: ['unit'],
    });
  draftUnitsById.require(draft, unit.id).status = 'ambush';
  ctx.emit({ type: 'unit-held-in-ambush', player: unit.player, unit: unit.id });
}

/** The `hold-in-ambush` command. WT-SUR-05: an Ambush unit stays off the table, to arrive later (WT-SUR-06). */
export const holdInAmbushCommand: WastelandCommandRow<'hold-in-ambush'> = { apply: holdInAmbush };
