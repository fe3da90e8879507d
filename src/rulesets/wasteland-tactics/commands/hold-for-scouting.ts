import type { WastelandContext } from '../events';
import { deployable } from '../rules/deployment/deployment';
import { draftUnitsById, unitHas } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SUR-41 / R39: a Scouts unit waits to deploy after every other unit, out of sight of the enemy. */
function holdForScouting(
  draft: WastelandDraft,
  command: CommandOfType<'hold-for-scouting'>,
  ctx: WastelandContext,
): void {
  const unit = deployable(ctx, command.player, command.unit);
  if (!unitHas(ctx.base, unit, 'Scouts') || unit.scouting)
    return ctx.reject(
      'illegal-action',
      `${unit.name} is not a Scouts unit that could wait to deploy (WT-SUR-41).`,
      {
        path: ['unit'],
      },
    );
  draftUnitsById.require(draft, unit.id).scouting = true;
  ctx.emit({ type: 'unit-held-for-scouting', player: unit.player, unit: unit.id });
}

/** The `hold-for-scouting` command. WT-SUR-41 / R39: a Scouts unit waits to deploy after every other unit, out of sight of the enemy. */
export const holdForScoutingCommand: WastelandCommandRow<'hold-for-scouting'> = { apply: holdForScouting };
