import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { flee, whyBadFleeMoves } from '../rules/assault';
import { decide, unitMoves } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-31..35 / XEN-OVR-06: step 8: suppressed units flee 8" (attacker first). */
export function assaultFlee(
  draft: XenocideDraft,
  command: CommandOfType<'assault-flee'>,
  ctx: XenocideContext,
): void {
  const moves = unitMoves(command.moves);
  decide(
    draft,
    ctx,
    command.player,
    'flee',
    'moves',
    (s, a) => whyBadFleeMoves(s, a, command.player, moves),
    (s, a, d) => flee(s, a, d, command.player, moves),
  );
}

/** The `assault-flee` command's row of the command table: XEN-CA-31, suppressed units flee. */
export const assaultFleeCommand: XenocideCommandSpec<'assault-flee'> = { apply: assaultFlee };
