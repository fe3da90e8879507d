import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { reinforce, whyBadReinforcement } from '../rules/assault';
import { decide, unitMoves } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-09 / XEN-CP-12 / R62: reinforcements at step 1 of round 2 and later (1 CP per unit). */
export function assaultReinforce(
  draft: XenocideDraft,
  command: CommandOfType<'assault-reinforce'>,
  ctx: XenocideContext,
): void {
  const moves = unitMoves(command.moves);
  decide(
    draft,
    ctx,
    command.player,
    'reinforce',
    'moves',
    (s, a) => whyBadReinforcement(s, a, command.player, moves),
    (s, a, d) => reinforce(s, a, d, command.player, moves),
  );
}

/** The `assault-reinforce` command's row of the command table: XEN-CA-09 / XEN-CP-12, reinforcements. */
export const assaultReinforceCommand: XenocideCommandSpec<'assault-reinforce'> = { apply: assaultReinforce };
