import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { decideRetreat, type RetreatDecision, whyBadRetreat } from '../rules/assault';
import { decide, unitMoves } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-36: step 9: the attacker, then the defender, retreats by the flee rules or stays for another round. */
export function assaultRetreat(
  draft: XenocideDraft,
  command: CommandOfType<'assault-retreat'>,
  ctx: XenocideContext,
): void {
  const decision: RetreatDecision = command.retreat
    ? { retreat: true, moves: unitMoves(command.moves) }
    : { retreat: false };
  decide(
    draft,
    ctx,
    command.player,
    'retreat',
    'moves',
    (s, a) => {
      if (!command.retreat && (command.moves?.length ?? 0) > 0)
        return {
          code: 'illegal-action',
          message: 'Moves are given only with a retreat; send retreat: true, or no moves (XEN-CA-36).',
        };
      return whyBadRetreat(s, a, command.player, decision);
    },
    (s, a, d) => decideRetreat(s, a, d, command.player, decision),
  );
}

/** The `assault-retreat` command's row of the command table: XEN-CA-36, a side retreats or fights on. */
export const assaultRetreatCommand: XenocideCommandSpec<'assault-retreat'> = { apply: assaultRetreat };
