import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { answerAllocation } from '../rules/shooting';
import type { CommandOfType } from './schema';
import { waitingAttack } from './shooting/attack-decisions';
import { driveAttack } from './shooting/attack-flow';

/**
 * XEN-ALLOC-04 / R59 / R65: the player who allocates (the defender; the shooter under directed fire) gives
 * the order of preference for the models that take the hits of a partial round; the unit's saves are then
 * rolled and the attack goes on.
 * @example allocateHits(draft, { type: 'allocate-hits', player: 'blue', models: ['blue.c1.u1.m4'] }, ctx);
 */
export function allocateHits(
  draft: XenocideDraft,
  command: CommandOfType<'allocate-hits'>,
  ctx: XenocideContext,
): void {
  const attack = waitingAttack(ctx.base, command.player, 'allocate-hits');
  if (!attack)
    return ctx.reject('illegal-action', 'No hits wait for you to allocate now (XEN-ALLOC-04).', {
      rule: 'XEN-ALLOC-04',
    });
  const answered = answerAllocation(attack, command.models);
  if ('code' in answered) return refuse(ctx, answered, { path: ['models'] });
  driveAttack(draft, ctx, answered);
}

/** The `allocate-hits` command's row of the command table: XEN-ALLOC-04, the order of the models that take a partial round. */
export const allocateHitsCommand: XenocideCommandSpec<'allocate-hits'> = { apply: allocateHits };
