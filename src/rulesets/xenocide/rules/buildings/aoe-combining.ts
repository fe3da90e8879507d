import type { Rejection } from 'sandtable';
import type { AoeCombination, BuildingHit } from '../../state/buildings';
import { refuse } from '../assault/refusal';

/** XEN-BLD-20: how many AOE hits of one Strength combine into one hit at Strength +1. */
export const COMBINE_COUNT = 3;

function aoeCounts(hits: readonly BuildingHit[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const h of hits) if (h.aoe) counts.set(h.strength, (counts.get(h.strength) ?? 0) + 1);
  return counts;
}

/** XEN-BLD-20 / R50: why a combining plan is refused: each step needs 3 AOE hits of its Strength per time. */
export function whyBadAoeCombination(
  hits: readonly BuildingHit[],
  plan: AoeCombination,
): Rejection | undefined {
  const counts = aoeCounts(hits);
  for (const [i, step] of plan.entries()) {
    if (!Number.isInteger(step.times) || step.times < 1)
      return refuse(
        'out-of-range',
        `Step ${i + 1} must combine a whole number of times, at least 1 (XEN-BLD-20).`,
        [i],
      );
    const have = counts.get(step.strength) ?? 0;
    if (have < COMBINE_COUNT * step.times)
      return refuse(
        'out-of-range',
        `Combining ${step.times} time(s) at Strength ${step.strength} needs ${COMBINE_COUNT * step.times} AOE hits of that Strength; there are ${have} (XEN-BLD-20).`,
        [i],
      );
    counts.set(step.strength, have - COMBINE_COUNT * step.times);
    counts.set(step.strength + 1, (counts.get(step.strength + 1) ?? 0) + step.times);
  }
  return undefined;
}

/**
 * XEN-BLD-20 / R50: the hits after combining (validate with {@link whyBadAoeCombination} first): for each step
 * the first 3 × times AOE hits of that Strength become `times` hits at Strength + 1, numbered after the rest.
 * @example combineAoeHits(tenStrength0Hits, [{ strength: 0, times: 3 }]).length // 4: three at Strength 1, one at 0
 */
export function combineAoeHits(hits: readonly BuildingHit[], plan: AoeCombination): BuildingHit[] {
  let out = [...hits];
  let next = Math.max(-1, ...hits.map((h) => h.id)) + 1;
  for (const step of plan) {
    for (let t = 0; t < step.times; t++) {
      const used = out.filter((h) => h.aoe && h.strength === step.strength).slice(0, COMBINE_COUNT);
      if (used.length < COMBINE_COUNT) return out;
      out = out.filter((h) => !used.includes(h));
      out.push({
        id: next++,
        weapon: (used[0] as BuildingHit).weapon,
        strength: step.strength + 1,
        aoe: true,
      });
    }
  }
  return out;
}

/**
 * XEN-BLD-20: a bot's combining: while 3 AOE hits share a Strength that cannot beat the armor (Armor −
 * Strength ≥ 6), combine them; e.g. 10 Strength-0 hits on Armor 6 become 3 at Strength 1 and 1 at 0.
 */
export function defaultAoeCombination(armor: number, hits: readonly BuildingHit[]): AoeCombination {
  const counts = aoeCounts(hits);
  const plan: { strength: number; times: number }[] = [];
  const strengths = () => [...counts.keys()].sort((a, b) => a - b);
  for (let s = strengths()[0]; s !== undefined && armor - s >= 6; s = strengths().find((k) => k > s)) {
    const times = Math.floor((counts.get(s) ?? 0) / COMBINE_COUNT);
    if (times === 0) continue;
    plan.push({ strength: s, times });
    counts.set(s, (counts.get(s) ?? 0) - COMBINE_COUNT * times);
    counts.set(s + 1, (counts.get(s + 1) ?? 0) + times);
  }
  return plan;
}
