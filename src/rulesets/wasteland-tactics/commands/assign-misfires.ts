import type { WastelandContext } from '../events';
import { assign, misfireTargets } from '../rules/shooting/misfire';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SHOOT-09 / R25: the target's owner names the shooter unit each failed roll hits, in order. */
function assignMisfires(
  draft: WastelandDraft,
  command: CommandOfType<'assign-misfires'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const misfire = state.misfires?.[0];
  if (state.stage.kind !== 'misfire' || state.stage.player !== command.player || !misfire)
    return ctx.reject('not-your-turn', 'No failed shots are waiting for you to assign.');
  const units = misfireTargets(state, misfire);
  if (command.units.length !== misfire.weapons.length || command.units.some((id) => !units.includes(id)))
    return ctx.reject(
      'out-of-range',
      `Name one of ${units.join(', ')} for each of the ${misfire.weapons.length} failed Shoot roll(s) (WT-SHOOT-09).`,
      { path: ['units'] },
    );
  assign(draft, misfire, command.units);
}

/** The `assign-misfires` command. WT-SHOOT-09 / R25: the target's owner names the shooter unit each failed roll hits, in order. */
export const assignMisfiresCommand: WastelandCommandRow<'assign-misfires'> = { apply: assignMisfires };
