import type { Dice, PlayerId } from 'sandtable';
import { rulesOf } from 'sandtable/kit';
import { findUnit, profileOf } from '../../context';
import type { XenocideState } from '../../state';
import type { SuppressionCheck, SuppressionTally, SuppressionTest } from '../../state/suppression';
import { shootingModels } from './engagement';
import { effectiveTally, reachesSuppressionThreshold } from './suppression-tally';
import { suppressionTarget } from './suppression-target';
import { addSuppressionDie, markersAfterTest, rollSuppressionTest } from './suppression-test';

/** XEN-CP-14 / XEN-SUP-14: the owner's choices for {@link checkSuppression}. */
export interface SuppressionCheckChoices {
  /** XEN-CP-14: after seeing the roll, buy the extra die (1 CP, paid by the caller); default never. */
  readonly buyExtraDie?: (test: SuppressionTest) => boolean;
  /** XEN-SUP-14: a scenario's modifier to the target; default 0. */
  readonly scenarioModifier?: number;
}

/**
 * XEN-SUP-05..15 / XEN-TITAN-23 / R37 / R54: the first step of {@link checkSuppression}: if the unit's tally
 * (summed over mingled units) reaches a threshold, rolls its test (2d6, titans 3d6 keep two) against the
 * target; the extra CP die is not yet decided. Undefined when the unit does not test.
 */
export function rollSuppressionCheck(
  state: XenocideState,
  dice: Dice,
  unitId: string,
  phase: readonly SuppressionTally[],
  scenarioModifier?: number,
): SuppressionCheck | undefined {
  const unit = findUnit(state, unitId);
  const tally = effectiveTally(phase, unitId);
  if (!unit || !tally || !reachesSuppressionThreshold(tally)) return undefined;
  const models = shootingModels(state, unit);
  if (models.length === 0) return undefined;
  const titan = models.some((m) => profileOf(state, m).kind === 'titan');
  // XEN-SUP-14: the scenario's modifier for the unit's owner, unless the caller gives one.
  const scenario = scenarioModifier ?? state.suppressionModifier?.[unit.player] ?? 0;
  const target = suppressionTarget(state, unit, tally, scenario);
  const test = rollSuppressionTest(dice, {
    target: target.target,
    player: unit.player,
    keepBestOfThree: titan,
    rules: rulesOf(target.modifiers, titan ? 'XEN-TITAN-23' : undefined),
  });
  return {
    unit: unitId,
    target,
    test,
    markersBefore: unit.suppression,
    markersAfter: markersAfterTest(unit.suppression, test),
  };
}

/**
 * XEN-CP-14 / R3: the second step of {@link checkSuppression}: the owner has seen the roll and buys the
 * extra die (1 CP, paid by the caller) or not; at most once per test.
 */
export function finishSuppressionCheck(
  dice: Dice,
  check: SuppressionCheck,
  buyExtraDie: boolean,
  player?: PlayerId,
): SuppressionCheck {
  if (!buyExtraDie || check.test.extra !== undefined) return check;
  const test = addSuppressionDie(dice, check.test, player);
  return { ...check, test, markersAfter: markersAfterTest(check.markersBefore, test) };
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
  const rolled = rollSuppressionCheck(state, dice, unitId, phase, choices.scenarioModifier);
  if (!rolled) return undefined;
  const owner = findUnit(state, unitId)?.player;
  return finishSuppressionCheck(dice, rolled, choices.buyExtraDie?.(rolled.test) === true, owner);
}
