import { setStage, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import type { CommandOfType } from './schema';

/** R52 / XEN-SCEN-22: both players roll a d6, ties reroll; the winner decides. */
export function rollOff(
  draft: XenocideDraft,
  command: CommandOfType<'roll-off'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'roll-off') return ctx.reject('illegal-action', 'No roll-off is due now.');
  const [a, b] = ctx.base.players;
  let winner: string | undefined;
  while (!winner) {
    const ra = ctx.dice.d6(`roll-off: ${stage.purpose}`, a);
    const rb = ctx.dice.d6(`roll-off: ${stage.purpose}`, b);
    if (ra !== rb) winner = ra > rb ? a : b;
  }
  draft.rollOffWinner = winner;
  ctx.emit({ type: 'roll-off-won', purpose: stage.purpose, player: winner });
  if (stage.purpose === 'table-sides') setStage(draft, { kind: 'choose-edge', player: winner });
  else if (stage.purpose === 'roles') setStage(draft, { kind: 'choose-role', player: winner });
  else setStage(draft, { kind: 'place-objective', player: winner });
  void command;
}

/** The `roll-off` command's row of the command table (XEN-SCEN-01: a pre-game step). */
export const rollOffCommand: XenocideCommandSpec<'roll-off'> = { apply: rollOff };
