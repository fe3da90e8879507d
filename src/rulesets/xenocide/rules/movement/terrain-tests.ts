import type { XenocideContext } from '../../context';
import { TERRAIN_TABLE } from '../../data/terrain-table';
import type { UnitState, XenocideState } from '../../state';
import { terrainLossFraction } from './allowance';
import { untabledFeatureMovement } from './custom-terrain';
import type { ModelStep, MovePlan, TerrainTest } from './move-plan';

/** XEN-TERR-03 / R42: one test per model profile per difficult or dangerous feature, terrain order first. */
export function terrainTestsFor(unit: UnitState, steps: readonly ModelStep[]): TerrainTest[] {
  const profiles = [...new Set(unit.models.map((m) => m.profile))];
  const tests: TerrainTest[] = [];
  const features = [...new Set(steps.flatMap((s) => s.crossings.map((c) => c.feature)))].sort(
    (a, b) => a - b,
  );
  for (const feature of features) {
    for (const profile of profiles) {
      const step = steps.find(
        (s) =>
          s.profile === profile &&
          s.crossings.some(
            (c) => c.feature === feature && (c.effect === 'difficult' || c.effect === 'dangerous'),
          ),
      );
      if (step) tests.push({ feature, profile, titan: step.traits.titan, base: step.base });
    }
  }
  return tests;
}

/** XEN-TERR-03/04 / R42: rolls the unit's terrain tests; returns the modified die per `feature:profile`. */
export function rollTerrainTests(
  base: XenocideState,
  plan: MovePlan,
  ctx: Pick<XenocideContext, 'emit' | 'dice'>,
): Map<string, number> {
  const dice = new Map<string, number>();
  for (const test of plan.tests) {
    const untabled = isUntabledDefault(base, test);
    const roll = ctx.dice.roll({
      purpose: 'difficult-terrain',
      count: 1,
      sides: 6,
      player: plan.player,
      rules: ['XEN-TERR-03', ...(test.titan ? ['XEN-TERR-04'] : []), ...(untabled ? ['XEN-TERR-13'] : [])],
    });
    const natural = roll.dice[0] ?? 1;
    const modified = test.titan ? natural - 2 : natural;
    dice.set(`${test.feature}:${test.profile}`, modified);
    const feature = base.terrain[test.feature];
    ctx.emit({
      type: 'terrain-test',
      unit: plan.unit,
      profile: test.profile,
      feature: feature?.id ?? String(test.feature),
      roll: natural,
      loss: terrainLossFraction(modified) * test.base,
      ...(untabled ? { rules: ['XEN-TERR-13'] } : {}),
    });
  }
  return dice;
}

/**
 * XEN-TERR-13: whether a test's feature is one the terrain table does not list and the vehicle's effect in it
 * is the untabled default (difficult light cover, dangerous hard cover or loose ground), not an agreed one.
 */
function isUntabledDefault(state: XenocideState, test: TerrainTest): boolean {
  const feature = state.terrain[test.feature];
  if (!feature || TERRAIN_TABLE.some((k) => k.id === feature.kind)) return false;
  const types = state.profiles[test.profile]?.types ?? [];
  const type = types.includes('Tracked') ? 'Tracked' : types.includes('Wheeled') ? 'Wheeled' : undefined;
  if (!type) return false;
  const effect = feature.movement[type];
  const defaults = [false, true].map((loose) => untabledFeatureMovement(feature.cover, loose)[type]);
  return effect !== 'open' && defaults.includes(effect);
}
