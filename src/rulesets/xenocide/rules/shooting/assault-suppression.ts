import type { Cad } from '../../schemas/cad';
import type { SuppressionTarget } from '../../state/suppression';
import { targetFrom } from './suppression-target';

/** XEN-SUP-25 / R32: how many models a model counts as in close-assault counting: CAD 66 → 2, 666 → 3, 6666 → 4. */
export function cadWeight(cad: Cad): number {
  return typeof cad === 'number' ? 1 : cad.length;
}

/** XEN-SUP-25: the weighted count of some models from their CADs. */
export function weightedCount(cads: readonly Cad[]): number {
  return cads.reduce((n, c) => n + cadWeight(c), 0);
}

/** XEN-SUP-16: whether step 7 tests anyone: only while both sides still have units in the assault. */
export function takesAssaultSuppressionTests(unitsPerSide: readonly [number, number]): boolean {
  return unitsPerSide[0] > 0 && unitsPerSide[1] > 0;
}

/** XEN-SUP-18..25: what a unit's close-assault suppression target depends on, counted by the assault. */
export interface AssaultSuppressionFacts {
  /** Casualties this unit took this round, weighted (XEN-SUP-25, R44). */
  readonly casualties: number;
  /** XEN-SUP-21 / R44: below half its original (unweighted) number of models. */
  readonly belowHalf: boolean;
  /** Weighted models of all units of its side still in the assault. */
  readonly ownSide: number;
  /** Weighted models of all enemy units still in the assault. */
  readonly enemySide: number;
  /** The round number, from 1. */
  readonly round: number;
  /** XEN-SUP-24 / R64: dug in, or a majority of its models in hard/fortified cover (or a normal or strong building). */
  readonly dugInOrHardCover: boolean;
}

/**
 * XEN-SUP-17..25 / R44: the close-assault suppression target: 3, +1/+1/+1 for 1, 2 and 4+ casualties this
 * round, +1 below half its original numbers, +1 outnumbered 2:1 or more, +1 after the first round, −1 dug in
 * or in hard/fortified cover. Roll it with {@link rollSuppressionTest}.
 * @example closeAssaultSuppressionTarget({ casualties: 2, belowHalf: false, ownSide: 4, enemySide: 8, round: 1, dugInOrHardCover: false }).target // 6
 */
export function closeAssaultSuppressionTarget(facts: AssaultSuppressionFacts): SuppressionTarget {
  return targetFrom([
    { rule: 'XEN-SUP-18', value: facts.casualties >= 1 ? 1 : 0, reason: 'suffered a casualty' },
    { rule: 'XEN-SUP-19', value: facts.casualties >= 2 ? 1 : 0, reason: 'suffered two casualties' },
    { rule: 'XEN-SUP-20', value: facts.casualties >= 4 ? 1 : 0, reason: 'suffered four or more casualties' },
    { rule: 'XEN-SUP-21', value: facts.belowHalf ? 1 : 0, reason: 'below half its original numbers' },
    {
      rule: 'XEN-SUP-22',
      value: facts.enemySide >= 2 * facts.ownSide ? 1 : 0,
      reason: 'outnumbered 2:1 or more',
    },
    { rule: 'XEN-SUP-23', value: facts.round > 1 ? 1 : 0, reason: 'the assault has gone beyond one round' },
    { rule: 'XEN-SUP-24', value: facts.dugInOrHardCover ? -1 : 0, reason: 'dug in or in hard cover' },
  ]);
}
