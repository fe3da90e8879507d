import type { AoeHitCount, BuildingFireInProgress } from '../../state/building-fire';
import type { AoeCombination, BuildingHit } from '../../state/buildings';
import type { AttackInProgress, ShootingRefusal } from '../../state/shooting';
import { COMBINE_COUNT, combineAoeHits, whyBadAoeCombination } from '../buildings/aoe-combining';

/** XEN-BLD-17: whether the attack a stage holds is a shot at a building (not at units). */
export function isBuildingFire(
  attack: AttackInProgress | BuildingFireInProgress | undefined,
): attack is BuildingFireInProgress {
  return attack !== undefined && 'kind' in attack && attack.kind === 'building-fire';
}

/** XEN-BLD-20: the AOE hits per Strength, ascending. */
export function aoeHitCounts(hits: readonly BuildingHit[]): AoeHitCount[] {
  const counts = new Map<number, number>();
  for (const h of hits) if (h.aoe) counts.set(h.strength, (counts.get(h.strength) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([strength, count]) => ({ strength, count }));
}

/** XEN-BLD-20: whether the attacker has a combining choice: 3 or more AOE hits share a Strength. */
export function hasAoeCombinationChoice(hits: readonly BuildingHit[]): boolean {
  return aoeHitCounts(hits).some((c) => c.count >= COMBINE_COUNT);
}

/**
 * XEN-BLD-20 / R50: why the attacker's answer to a `combine-aoe-hits` decision is refused, or the fire with
 * the hits combined (resume it from there).
 */
export function answerAoeCombination(
  fire: BuildingFireInProgress,
  plan: AoeCombination,
): (ShootingRefusal & { readonly path?: readonly (string | number)[] }) | BuildingFireInProgress {
  if (fire.decision?.kind !== 'combine-aoe-hits')
    return {
      code: 'illegal-action',
      message: 'No AOE hits on a building wait to be combined now (XEN-BLD-20).',
    };
  const why = whyBadAoeCombination(fire.hits, plan);
  if (why)
    return {
      code: why.code === 'out-of-range' ? 'out-of-range' : 'illegal-action',
      message: `${why.message.replace(/\s*\(XEN-BLD-20\)\.?$/, '')}; combine only AOE hits the prompt lists, 3 of one Strength per time, or send [] (XEN-BLD-20).`,
      path: ['plan', ...(why.path ?? [])],
    };
  const { decision: _d, ...rest } = fire;
  return { ...rest, combination: plan, hits: combineAoeHits(fire.hits, plan) };
}
