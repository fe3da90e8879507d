import type { XenocideCommandSpec, XenocideContext, XenocideDraft } from '../context';
import { type AttackAllocation, strike, whyBadAttackAllocation } from '../rules/assault';
import { decide } from './assault/decisions';
import type { CommandOfType } from './schema';

/** XEN-CA-19 / XEN-CA-28: steps 3 and 5: the attack dice sent at the enemy units each unit reaches; then rolled. */
export function assaultStrike(
  draft: XenocideDraft,
  command: CommandOfType<'assault-strike'>,
  ctx: XenocideContext,
): void {
  const allocation: AttackAllocation = command.allocation.map((a) => ({
    unit: a.unit,
    target: a.target,
    dice: a.dice,
    ...(a.antiArmor === undefined ? {} : { antiArmor: a.antiArmor }),
  }));
  decide(
    draft,
    ctx,
    command.player,
    'strike',
    'allocation',
    (s, a) => whyBadAttackAllocation(s, a, command.player, allocation),
    (s, a, d) => strike(s, a, d, command.player, allocation),
  );
}

/** The `assault-strike` command's row of the command table: XEN-CA-19, attack dice sent at the enemy units. */
export const assaultStrikeCommand: XenocideCommandSpec<'assault-strike'> = { apply: assaultStrike };
