import {
  refuse,
  unitById,
  type XenocideCommandSpec,
  type XenocideContext,
  type XenocideDraft,
} from '../context';
import { isPoppedUp } from '../rules/movement/high-units';
import { beginAttack, isRefusal, validateShootingAttack } from '../rules/shooting';
import type { CommandOfType } from './schema';
import { payDirectedFire, weaponFires, whyNoDirectedFire } from './shoot';
import { driveAttack, emitShotsFired } from './shooting/attack-flow';
import { validateOverwatchFire } from './shooting/overwatch-window';
import { isTitanFireRefusal, titanFireCost } from './shooting/titan-fire';
import { payPowerPlan } from './spend-power';

/**
 * XEN-OW-03..10: an overwatching unit fires at the unit that just moved, measured from the snapshot its
 * player picks; normal shooting that adds nothing to suppression, after which its counter is removed.
 */
export function overwatchFire(
  draft: XenocideDraft,
  command: CommandOfType<'overwatch-fire'>,
  ctx: XenocideContext,
): void {
  const checked = validateOverwatchFire(ctx.base, command);
  if ('code' in checked) return refuse(ctx, checked);
  const weapons = weaponFires(command.weapons);
  // XEN-TERR-25 / R19: fire at a popped-up unit is a reply to its pop-up (no 6" addition).
  const popUpReply = isPoppedUp(ctx.base, command.target);
  const titan = unitById.get(ctx.base, command.unit)?.models.some((m) => m.titan && !m.removed) === true;
  if (command.sightFrom !== undefined && !titan)
    return ctx.reject(
      'illegal-action',
      `Only a titan chooses to trace sight from its head or a weapon mount; ${command.unit} is not a titan (XEN-TITAN-14).`,
      { rule: 'XEN-TITAN-14', path: ['sightFrom'] },
    );
  const sightFrom = titan ? (command.sightFrom ?? 'head') : undefined;
  // XEN-TITAN-05 / XEN-TITAN-13: a titan on overwatch may power the weapons it fires.
  const titanCost = titanFireCost(ctx.base, command.unit, weapons);
  if (isTitanFireRefusal(titanCost)) return refuse(ctx, titanCost);
  const valid = validateShootingAttack(checked.state, {
    shooter: command.unit,
    target: command.target,
    weapons,
    phase: 'overwatch',
    ...(command.directedAt ? { directedAt: command.directedAt } : {}),
    ...(popUpReply ? { popUpReply } : {}),
    ...(sightFrom ? { sightFrom } : {}),
  });
  if (isRefusal(valid)) return refuse(ctx, valid);
  if (command.directedAt) {
    const refusal = whyNoDirectedFire(ctx.base, valid, command.player);
    if (refusal) return refuse(ctx, refusal);
    payDirectedFire(draft, ctx, command.player);
  }
  if (titanCost) payPowerPlan(draft, ctx, titanCost.plan, titanCost.window);
  const attack = beginAttack(checked.state, ctx.dice, valid, {
    shooter: command.unit,
    target: command.target,
    weapons,
    phase: 'overwatch',
    snapshot: checked.snapshot,
    ...(command.directedAt ? { directedAt: [...command.directedAt] } : {}),
    ...(popUpReply ? { popUpReply } : {}),
    ...(sightFrom ? { sightFrom } : {}),
  });
  emitShotsFired(ctx, attack);
  driveAttack(draft, ctx, attack);
}

/** The `overwatch-fire` command's row of the command table: XEN-OW-03..08, a shot from the open overwatch window. */
export const overwatchFireCommand: XenocideCommandSpec<'overwatch-fire'> = { apply: overwatchFire };
