import type { Dice } from 'sandtable';
import { findUnit, profileOf } from '../../context';
import type { XenocideState } from '../../state';
import { shootingModels } from './engagement';
import { effectiveTally, reachesSuppressionThreshold, type SuppressionTally } from './suppression-tally';
import { type SuppressionTarget, suppressionTarget } from './suppression-target';
import {
  addSuppressionDie,
  markersAfterTest,
  rollSuppressionTest,
  type SuppressionTest,
} from './suppression-test';

/** XEN-SUP-05..15: one unit's suppression test after a Shooting phase. */
export interface SuppressionCheck {
  readonly unit: string;
  readonly target: SuppressionTarget;
  readonly test: SuppressionTest;
  readonly markersBefore: number;
  readonly markersAfter: number;
}

/** XEN-CP-14 / XEN-SUP-14: the owner's choices for {@link checkSuppression}. */
export interface SuppressionCheckChoices {
  /** XEN-CP-14: after seeing the roll, buy the extra die (1 CP, paid by the caller); default never. */
  readonly buyExtraDie?: (test: SuppressionTest) => boolean;
  /** XEN-SUP-14: a scenario's modifier to the target; default 0. */
  readonly scenarioModifier?: number;
}

/**
 * XEN-SUP-05..15 / XEN-TITAN-23 / R37 / R54: after the whole Shooting phase, tests one unit if its tally
 * (summed over mingled units) reaches a threshold: 2d6 (titans 3d6 keep two) against the target, then the
 * optional CP die; a failure adds a marker. Undefined when the unit does not test.
 */
export function checkSuppression(
  state: XenocideState,
  dice: Dice,
  unitId: string,
  phase: readonly SuppressionTally[],
  choices: SuppressionCheckChoices = {},
): SuppressionCheck | undefined {
  const unit = findUnit(state, unitId);
  const tally = effectiveTally(phase, unitId);
  if (!unit || !tally || !reachesSuppressionThreshold(tally)) return undefined;
  const models = shootingModels(state, unit);
  if (models.length === 0) return undefined;
  const titan = models.some((m) => profileOf(state, m).kind === 'titan');
  const target = suppressionTarget(state, unit, tally, choices.scenarioModifier ?? 0);
  let test = rollSuppressionTest(dice, {
    target: target.target,
    player: unit.player,
    keepBestOfThree: titan,
  });
  if (choices.buyExtraDie?.(test)) test = addSuppressionDie(dice, test, unit.player);
  return {
    unit: unitId,
    target,
    test,
    markersBefore: unit.suppression,
    markersAfter: markersAfterTest(unit.suppression, test),
  };
}
