import type { WastelandContext } from '../events';
import { airSupportProblem } from '../rules/advantages/air-support';
import { rollD5 } from '../rules/dice/dice';
import { unitsById } from '../rules/units/units';
import type { WastelandDraft } from '../state';
import type { WastelandCommandRow } from '../tables';
import type { CommandOfType } from './schema';

/**
 * WT-ADV-07 / R55: at any time, once a round, the player designates an enemy unit anywhere on the table: it
 * fails D5 Life rolls, allocated by its owner (the Tough rule applies; no Deadly; no visibility needed).
 */
function callAirSupport(
  draft: WastelandDraft,
  command: CommandOfType<'call-air-support'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const problem = airSupportProblem(state, command.player, command.target);
  if (problem) return ctx.reject('illegal-action', problem, { path: ['target'] });
  const target = unitsById.get(state, command.target);
  if (!target) return;
  const side = draft.sides.find((s) => s.player === command.player);
  if (side) side.airSupportRound = state.round;
  const count = rollD5(ctx, `air support (${target.id})`, command.player, ['WT-ADV-07']);
  ctx.emit({ type: 'air-support-called', player: command.player, target: target.id, count });
  draft.losses.push({
    unit: target.id,
    owner: target.player,
    by: command.player,
    cause: 'air-support',
    hits: Array.from({ length: count }, () => ({
      kind: 'life' as const,
      modifier: 0,
      wounds: 1,
      autoFail: true,
    })),
  });
}

/** The `call-air-support` command. WT-ADV-07 / R55: at any time, once a round, the player designates an enemy unit anywhere on the table: it fails D5 Life rolls, allocated by its owner (the Tough rule applies; no Deadly; no visibility needed). */
export const callAirSupportCommand: WastelandCommandRow<'call-air-support'> = { apply: callAirSupport };
