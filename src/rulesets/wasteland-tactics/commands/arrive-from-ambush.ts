import type { WastelandContext } from '../events';
import { ambushUnits, hasRoomToArrive } from '../rules/activation/eligibility';
import { rollD10 } from '../rules/dice/dice';
import { unitHas } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/** WT-SUR-06 / R38: on the owner's turn, an Ambush unit arrives: the D10" distance is rolled (not for Scouts). */
function arriveFromAmbush(
  draft: WastelandDraft,
  command: CommandOfType<'arrive-from-ambush'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  if (state.stage.kind !== 'activate' || state.stage.player !== command.player)
    return ctx.reject('not-your-turn', 'Ambush units arrive on your turn to activate (WT-SUR-06).');
  const unit = ambushUnits(state, command.player).find((u) => u.id === command.unit);
  if (!unit)
    return ctx.reject('unknown-entity', `You have no unit '${command.unit}' waiting in ambush.`, {
      path: ['unit'],
    });
  if (!hasRoomToArrive(state, unit))
    return ctx.reject(
      'illegal-action',
      `${unit.name} has nowhere to arrive: no place on the table is farther than 10" (the most the D10 can roll) from every enemy model, so it stays in ambush (WT-SUR-06).`,
      { path: ['unit'] },
    );
  const distance = unitHas(state, unit, 'Scouts')
    ? 0
    : rollD10(ctx, `ambush distance (${unit.id})`, ['WT-SUR-06'], unit.player);
  draft.arrival = { player: unit.player, unit: unit.id, distance };
}

/** The `arrive-from-ambush` command. WT-SUR-06 / R38: on the owner's turn, an Ambush unit arrives: the D10" distance is rolled (not for Scouts). */
export const arriveFromAmbushCommand: WastelandCommandRow<'arrive-from-ambush'> = { apply: arriveFromAmbush };
