import {
  opponentOf,
  sideIndex,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { enqueueFlow } from '../flow/queue';
import { companiesToActivate, mustActivateFirst } from '../flow/turn-order';
import type { CommandOfType } from './schema';

/** XEN-CP-05 / XEN-TURN-11 / R26: 1 CP lets the opponent activate instead, if they have more companies left. */
export function skipActivation(
  draft: XenocideDraft,
  command: CommandOfType<'skip-activation'>,
  ctx: XenocideContext,
): void {
  const state = ctx.base;
  if (mustActivateFirst(state, command.player)) {
    return ctx.reject(
      'illegal-action',
      'The Invasion attacker must make the first activation of the battle; it cannot skip it (XEN-SCEN-18).',
      { rule: 'XEN-SCEN-18' },
    );
  }
  const mine = companiesToActivate(state, command.player).length;
  const theirs = companiesToActivate(state, opponentOf(state, command.player)).length;
  if (theirs <= mine) {
    return ctx.reject(
      'illegal-action',
      `You may skip only while your opponent has more companies left to activate than you (${theirs} vs your ${mine}) (XEN-CP-05).`,
      { rule: 'XEN-CP-05' },
    );
  }
  const side = state.sides[sideIndex(state, command.player)];
  if ((side?.cp ?? 0) < 1)
    return ctx.reject(
      'insufficient-resources',
      'Skipping an activation costs 1 CP and you have none (XEN-CP-05).',
      { rule: 'XEN-CP-05' },
    );
  const s = draft.sides[sideIndex(state, command.player)] as { cp: number };
  s.cp -= 1;
  ctx.emit({
    type: 'cp-spent',
    player: command.player,
    cp: 1,
    use: 'skip activation (XEN-CP-05)',
    left: s.cp,
    rules: ['XEN-CP-05', 'XEN-TURN-11'],
  });
  ctx.emit({ type: 'activation-passed', player: command.player });
  draft.nextToActivate = opponentOf(state, command.player);
  enqueueFlow(draft, { kind: 'advance' });
}

/** The `skip-activation` command's row of the command table. */
export const skipActivationCommand: XenocideCommandSpec<'skip-activation'> = { apply: skipActivation };
