import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { followUp, whyBadFollowUp } from '../rules/assault';
import { decide, unitMoves } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-37: step 10: up to 4" follow-up moves, never within 4" of an enemy (attacker first). */
export function assaultFollowUp(
  draft: XenocideDraft,
  command: CommandOfType<'assault-follow-up'>,
  ctx: XenocideContext,
): void {
  const moves = unitMoves(command.moves);
  decide(
    draft,
    ctx,
    command.player,
    'follow-up',
    'moves',
    (s, a) => whyBadFollowUp(s, a, command.player, moves),
    (s, a, d) => followUp(s, a, d, command.player, moves),
  );
}

/** The `assault-follow-up` command's row of the command table: XEN-CA-37, the winners follow up. */
export const assaultFollowUpCommand: XenocideCommandSpec<'assault-follow-up'> = { apply: assaultFollowUp };
