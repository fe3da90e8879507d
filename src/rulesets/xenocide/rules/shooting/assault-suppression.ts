import { modifier } from 'sandtable/kit';
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
    modifier('XEN-SUP-18', facts.casualties >= 1 ? 1 : 0, 'suffered a casualty'),
    modifier('XEN-SUP-19', facts.casualties >= 2 ? 1 : 0, 'suffered two casualties'),
    modifier('XEN-SUP-20', facts.casualties >= 4 ? 1 : 0, 'suffered four or more casualties'),
    modifier('XEN-SUP-21', facts.belowHalf ? 1 : 0, 'below half its original numbers'),
    modifier('XEN-SUP-22', facts.enemySide >= 2 * facts.ownSide ? 1 : 0, 'outnumbered 2:1 or more'),
    modifier('XEN-SUP-23', facts.round > 1 ? 1 : 0, 'the assault has gone beyond one round'),
    modifier('XEN-SUP-24', facts.dugInOrHardCover ? -1 : 0, 'dug in or in hard cover'),
  ]);
}
