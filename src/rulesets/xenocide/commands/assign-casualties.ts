import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { answerCasualties } from '../rules/shooting';
import type { CommandOfType } from './schema';
import { waitingAttack, whyNotInPool } from './shooting/attack-decisions';
import { driveAttack } from './shooting/attack-flow';

/**
 * XEN-SAVE-15 / R2: the defender names the models of one save pool removed by its unsaved hits; the attack
 * then goes on (further pools, units, and finally the casualties are applied).
 * @example assignCasualties(draft, { type: 'assign-casualties', player: 'blue', pool, models: ['blue.c1.u1.m3'] }, ctx);
 */
export function assignCasualties(
  draft: XenocideDraft,
  command: CommandOfType<'assign-casualties'>,
  ctx: XenocideContext,
): void {
  const attack = waitingAttack(ctx.base, command.player, 'assign-casualties');
  if (!attack)
    return ctx.reject('illegal-action', 'No casualties wait for you to choose now (XEN-SAVE-15).', {
      rule: 'XEN-SAVE-15',
    });
  const decision = attack.decision;
  if (decision?.kind === 'assign-casualties' && command.pool === decision.pool) {
    for (const [i, model] of command.models.entries()) {
      const refusal = whyNotInPool(ctx.base, attack, model);
      if (refusal) return refuse(ctx, refusal, { path: ['models', i] });
    }
  }
  const answered = answerCasualties(attack, command.pool, command.models);
  if ('code' in answered) return refuse(ctx, answered);
  driveAttack(draft, ctx, answered);
}

/** The `assign-casualties` command's row of the command table: XEN-SAVE-15, the models a failed save removes. */
export const assignCasualtiesCommand: XenocideCommandSpec<'assign-casualties'> = { apply: assignCasualties };
