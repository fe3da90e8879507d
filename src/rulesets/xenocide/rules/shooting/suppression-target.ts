import { type Modifier, modified, modifier } from 'sandtable/kit';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { SuppressionTally, SuppressionTarget } from '../../state/suppression';
import { isInHardCover } from './cover';
import { shootingModels } from './engagement';

/** XEN-SUP-06 / XEN-SUP-17: the 2d6 target of a suppression test before modifiers. */
export const SUPPRESSION_BASE_TARGET = 3;

/** XEN-SUP-06 / XEN-SUP-17: sums modifiers onto the base target of 3, keeping only those that apply. */
export function targetFrom(modifiers: readonly Modifier[]): SuppressionTarget {
  const kept = modifiers.filter((m) => m.value !== 0);
  return { target: modified(SUPPRESSION_BASE_TARGET, kept), modifiers: kept };
}

/**
 * XEN-SUP-11 / XEN-TITAN-29 / R32 / R44: whether a unit is below half strength: fewer live models than half
 * its starting count ("original numbers", so models riding in its carriers count); a titan when its core is
 * below half its Core stat.
 */
export function isBelowHalfStrength(state: XenocideState, unit: UnitState): boolean {
  const live = unit.models.filter((m) => !m.removed);
  const titan = live.find((m) => m.titan !== undefined);
  if (titan?.titan) {
    const profile = profileOf(state, titan);
    return profile.kind === 'titan' && titan.titan.core < profile.core / 2;
  }
  return live.length < unit.startModels / 2;
}

/** XEN-SUP-13 / R64: dug in, or a majority of its models on the table in hard or fortified cover. */
export function isDugInOrInHardCover(state: XenocideState, unit: UnitState): boolean {
  if (unit.dugIn) return true;
  const models = shootingModels(state, unit);
  return models.filter((m) => isInHardCover(state, m)).length * 2 > models.length;
}

/**
 * XEN-SUP-06..14 / R36: the shooting suppression target: 3, +1 per unit that fired at it with weapons that
 * could cause a casualty, +1 overwhelming fire (≥10 such shots or ≥5d3 AOE), +1 hit by such an attack,
 * +1 casualty suffered, +1 below half strength, +1 per Suppression weapon that hit, −1 dug in or mostly in
 * hard/fortified cover, plus any scenario modifier.
 * @example suppressionTarget(state, unit, tally).target
 */
export function suppressionTarget(
  state: XenocideState,
  unit: UnitState,
  tally: SuppressionTally,
  scenarioModifier = 0,
): SuppressionTarget {
  return targetFrom([
    modifier(
      'XEN-SUP-07',
      tally.firingUnits.length,
      'units fired at it with weapons that could cause a casualty',
    ),
    modifier('XEN-SUP-08', tally.penetratingShots >= 10 || tally.aoeD3 >= 5 ? 1 : 0, 'overwhelming fire'),
    modifier('XEN-SUP-09', tally.hitByPenetrating ? 1 : 0, 'hit by an attack that could cause a casualty'),
    modifier('XEN-SUP-10', tally.casualties > 0 ? 1 : 0, 'suffered a casualty'),
    modifier('XEN-SUP-11', isBelowHalfStrength(state, unit) ? 1 : 0, 'below half strength'),
    modifier('XEN-SUP-12', tally.suppressionWeapons.length, 'Suppression weapons hit it'),
    modifier('XEN-SUP-13', isDugInOrInHardCover(state, unit) ? -1 : 0, 'dug in or mostly in hard cover'),
    modifier('XEN-SUP-14', scenarioModifier, 'scenario'),
  ]);
}
