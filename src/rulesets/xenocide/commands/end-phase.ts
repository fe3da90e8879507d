import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { enqueueFlow } from '../flow/queue';
import type { CommandOfType } from './schema';
import { runSuppressionTests, suppressionQueue } from './shooting/suppression';

/**
 * XEN-TURN-14: ends the current phase; ending Shooting first runs the phase's suppression tests (XEN-SUP-05),
 * entering Close Assault starts the assaults the moves created (XEN-CA-01), and after Morale the activation
 * ends and the opponent goes next (XEN-TURN-07).
 */
export function endPhase(
  draft: XenocideDraft,
  command: CommandOfType<'end-phase'>,
  ctx: XenocideContext,
): void {
  const stage = ctx.base.stage;
  if (stage.kind !== 'activation' || stage.player !== command.player)
    return ctx.reject('illegal-action', 'There is no activation phase of yours to end now.');
  if (stage.attack || stage.suppression || stage.overwatch)
    return ctx.reject('illegal-action', 'Finish the attack, test or overwatch window in progress first.');
  if (stage.overrun || stage.assaults)
    return ctx.reject('illegal-action', 'Finish the close assault in progress first (XEN-CA-04, XEN-CA-38).');
  if (stage.phase === 'shooting') {
    runSuppressionTests(draft, ctx, suppressionQueue(ctx.base));
    return;
  }
  enqueueFlow(draft, { kind: 'leave-phase' });
}

/** The `end-phase` command's row of the command table. */
export const endPhaseCommand: XenocideCommandSpec<'end-phase'> = { apply: endPhase };
