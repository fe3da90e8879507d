import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { buySuppressionDice, whyBadSuppressionDice } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CP-14: 1 CP per failed close-assault suppression test adds a die to it (attacker first). */
export function assaultSuppressionDie(
  draft: XenocideDraft,
  command: CommandOfType<'assault-suppression-die'>,
  ctx: XenocideContext,
): void {
  const units = [...command.units];
  decide(
    draft,
    ctx,
    command.player,
    'suppression-die',
    'units',
    (s, a) => whyBadSuppressionDice(s, a, command.player, units),
    (s, a, d) => buySuppressionDice(s, a, d, command.player, units),
  );
}

/** The `assault-suppression-die` command's row of the command table: XEN-CP-14, extra dice for failed close-assault suppression tests. */
export const assaultSuppressionDieCommand: XenocideCommandSpec<'assault-suppression-die'> = {
  apply: assaultSuppressionDie,
};
