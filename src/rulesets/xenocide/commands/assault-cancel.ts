import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { type Cancellation, cancelAttacks, whyBadCancellation } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-22 / XEN-CA-23: the struck player's defence dice cancel attack dice of equal or lower value. */
export function assaultCancel(
  draft: XenocideDraft,
  command: CommandOfType<'assault-cancel'>,
  ctx: XenocideContext,
): void {
  const cancellation: Cancellation = command.cancellation.map((c) => ({
    unit: c.unit,
    pairs: c.pairs.map((p) => ({ defence: p.defence, attack: p.attack })),
  }));
  decide(
    draft,
    ctx,
    command.player,
    'cancel',
    'cancellation',
    (s, a) => whyBadCancellation(s, a, command.player, cancellation),
    (s, a) => cancelAttacks(s, a, command.player, cancellation),
  );
}

/** The `assault-cancel` command's row of the command table: XEN-CA-22 / XEN-CA-23, defence dice cancel attack dice. */
export const assaultCancelCommand: XenocideCommandSpec<'assault-cancel'> = { apply: assaultCancel };
