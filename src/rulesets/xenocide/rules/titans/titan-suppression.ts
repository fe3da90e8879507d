import type { Dice, PlayerId } from 'sandtable';
import type { Cad } from '../../schemas/cad';
import type { SuppressionTest } from '../../state/suppression';
import { effectiveCad } from '../assault/assault-cad';
import { SUPPRESSED_ACCURACY_PENALTY } from '../shooting/accuracy';
import { addSuppressionDie, rollSuppressionTest } from '../shooting/suppression-test';

/**
 * XEN-TITAN-23: a titan's suppression test (shooting or close assault): 3d6 keeping the highest two against
 * the target; a natural 11 or 12 on the kept dice passes.
 * @example rollTitanSuppressionTest(dice, 8, 'blue') // rolls 3 dice
 */
export function rollTitanSuppressionTest(
  dice: Dice,
  target: number,
  player?: PlayerId,
  purpose = 'suppression-test',
): SuppressionTest {
  return rollSuppressionTest(dice, {
    target,
    keepBestOfThree: true,
    purpose,
    rules: ['XEN-TITAN-23'],
    ...(player === undefined ? {} : { player }),
  });
}

/** XEN-TITAN-23 / XEN-CP-14: the owner's CP buys a 4th die, added to the two kept dice, at most once per test. */
export function addTitanSuppressionDie(
  dice: Dice,
  test: SuppressionTest,
  player?: PlayerId,
): SuppressionTest {
  return addSuppressionDie(dice, test, player, ['XEN-CP-14', 'XEN-TITAN-23']);
}

/** XEN-TITAN-24: how suppression changes a titan. */
export interface SuppressedTitan {
  /** Accuracy lost by every weapon it fires (a flat −1, R4). */
  readonly accuracyPenalty: number;
  /** XEN-CA-16: the 1/3 of its CAA dice a disadvantaged unit loses, rounded down (R18). */
  readonly caaLoss: number;
  /** Its CAD one level down the ladder (R33). */
  readonly cad: Cad;
  /** R12: titans move freely while suppressed, assaults included. */
  readonly movesFreely: true;
}

/**
 * XEN-TITAN-24 / R4 / R12 / R18 / R33: a suppressed titan fires at −1 Accuracy, loses 1/3 of its CAA dice
 * and one CAD level, but may move freely (assaulting included); an unsuppressed titan loses nothing.
 */
export function suppressedTitan(printedCad: Cad, caaDice: number, suppressed: boolean): SuppressedTitan {
  return {
    accuracyPenalty: suppressed ? SUPPRESSED_ACCURACY_PENALTY : 0,
    caaLoss: suppressed ? Math.floor(caaDice / 3) : 0,
    cad: effectiveCad(printedCad, { suppressed, defended: false }),
    movesFreely: true,
  };
}
