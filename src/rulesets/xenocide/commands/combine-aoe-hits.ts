import { refuse, type XenocideCommandSpec, type XenocideContext, type XenocideDraft } from '../context';
import { answerAoeCombination } from '../rules/shooting/staged-building-fire';
import { driveBuildingFire, waitingFire } from './buildings/fire';
import type { CommandOfType } from './schema';

/**
 * XEN-BLD-20 / R50: the attacker combines AOE hits on a building (3 of one Strength → 1 at +1, repeatable on
 * combined hits; `[]` combines none); the structure damage is then rolled.
 * @example combineAoeHits(draft, { type: 'combine-aoe-hits', player: 'red', plan: [{ strength: 0, times: 3 }] }, ctx);
 */
export function combineAoeHits(
  draft: XenocideDraft,
  command: CommandOfType<'combine-aoe-hits'>,
  ctx: XenocideContext,
): void {
  const fire = waitingFire(ctx.base, command.player, 'combine-aoe-hits');
  if (!fire)
    return ctx.reject(
      'illegal-action',
      'No AOE hits on a building wait for you to combine them now (XEN-BLD-20).',
      { rule: 'XEN-BLD-20' },
    );
  const answered = answerAoeCombination(fire, command.plan);
  if ('code' in answered) return refuse(ctx, answered, { path: [...(answered.path ?? ['plan'])] });
  if (command.plan.length > 0)
    ctx.emit({
      type: 'aoe-hits-combined',
      player: command.player,
      building: fire.spec.building,
      section: fire.spec.section,
      plan: command.plan.map((p) => ({ ...p })),
      hits: [...new Set(answered.hits.map((h) => h.strength))]
        .sort((a, b) => a - b)
        .map((strength) => ({
          strength,
          count: answered.hits.filter((h) => h.strength === strength).length,
        })),
    });
  driveBuildingFire(draft, ctx, answered);
}

/** The `combine-aoe-hits` command's row of the command table: XEN-BLD-19, how AOE hits on a building combine. */
export const combineAoeHitsCommand: XenocideCommandSpec<'combine-aoe-hits'> = { apply: combineAoeHits };
