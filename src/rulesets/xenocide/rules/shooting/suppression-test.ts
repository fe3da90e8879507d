import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import type { SuppressionTest } from '../../state/suppression';

/** XEN-SUP-15 / XEN-SUP-17: a natural total (the two kept dice) that always passes. */
export const NATURAL_PASS = 11;

/** XEN-SUP-06: options of {@link rollSuppressionTest}. */
export interface SuppressionTestSpec {
  readonly target: number;
  readonly player?: PlayerId;
  /** XEN-TITAN-23 / R49: roll 3d6 and keep the highest two (titans; units defending a building in CA). */
  readonly keepBestOfThree?: boolean;
  readonly purpose?: string;
  /** The rule IDs besides the test's own that decided it: its target's modifiers, the rule of a third die. */
  readonly rules?: readonly string[];
}

/** The purpose of a close-assault suppression test (XEN-SUP-16 / XEN-SUP-17); any other is a shooting test. */
export const CLOSE_ASSAULT_SUPPRESSION = 'close-assault-suppression';

function judge(kept: readonly number[], total: number, target: number) {
  const natural = kept.reduce((a, b) => a + b, 0) >= NATURAL_PASS;
  return { natural, passed: natural || total >= target };
}

/**
 * XEN-SUP-06 / XEN-SUP-15 / XEN-SUP-17 / R3: rolls a suppression test: 2d6 (or 3d6 keeping the best two)
 * against the target; a total ≥ target passes, and a natural 11 or 12 always passes.
 * @example rollSuppressionTest(dice, { target: 7, player: 'blue' })
 */
export function rollSuppressionTest(dice: Dice, spec: SuppressionTestSpec): SuppressionTest {
  const count = spec.keepBestOfThree ? 3 : 2;
  const roll = dice.roll({
    purpose: spec.purpose ?? 'suppression-test',
    count,
    sides: 6,
    target: { per: 'total', op: 'atLeast', value: spec.target },
    rules: rulesOf(
      spec.purpose === CLOSE_ASSAULT_SUPPRESSION ? ['XEN-SUP-16', 'XEN-SUP-17'] : 'XEN-SUP-06',
      'XEN-SUP-15',
      spec.rules,
    ),
    ...(spec.player === undefined ? {} : { player: spec.player }),
  });
  const kept = [...roll.dice].sort((a, b) => b - a).slice(0, 2);
  const total = kept.reduce((a, b) => a + b, 0);
  return { target: spec.target, dice: roll.dice, kept, total, ...judge(kept, total, spec.target) };
}

/**
 * XEN-CP-14 / XEN-TITAN-23 / R3 / R5: after seeing a test, the owner may buy one extra d6 (1 CP) and add
 * it to the total; at most once per test, so a test that already has one is returned unchanged.
 */
export function addSuppressionDie(
  dice: Dice,
  test: SuppressionTest,
  player?: PlayerId,
  rules: readonly string[] = ['XEN-CP-14'],
): SuppressionTest {
  if (test.extra !== undefined) return test;
  const extra = dice.roll({
    purpose: 'suppression-extra-die',
    sides: 6,
    rules,
    ...(player === undefined ? {} : { player }),
  }).dice[0] as number;
  const total = test.total + extra;
  return { ...test, extra, total, ...judge(test.kept, total, test.target) };
}

/** XEN-SUP-01 / XEN-SUP-06: markers after a test: a failed test adds one; a pass changes nothing. */
export function markersAfterTest(markers: number, test: Pick<SuppressionTest, 'passed'>): number {
  return test.passed ? Math.max(0, markers) : Math.max(0, markers) + 1;
}
