import { hasCondition } from '../rules/conditions/conditions';
import { sampleMoves } from '../rules/movement/move-samples';
import { isVehicle, liveModels, unitName, unitsById } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandState } from '../state';
import type { WastelandDecision } from '../tables';

/**
 * The rules that bound where the unit may go: paths clear of models, Impassible terrain and enemy gaps, no
 * contact with enemies, an upright end (WT-MOVE-03 … WT-MOVE-06), Clear Terrain open to all (WT-TERR-02),
 * and, when the table has them, climbing (WT-MOVE-02), Impassible terrain and intact buildings
 * (WT-TERR-07, WT-BLD-01) and Difficult Terrain (WT-TERR-03/04); coherency for a unit of several models
 * (WT-UNIT-04); a single turn for a Vehicle/Monster (WT-SUR-61).
 */
function moveRules(state: WastelandState, unitId: string): string[] {
  const unit = unitsById.get(state, unitId);
  const terrain = state.terrain;
  return [
    'WT-MOVE-03',
    'WT-MOVE-04',
    'WT-MOVE-05',
    'WT-MOVE-06',
    'WT-TERR-02',
    ...(terrain.some((t) => (t.elevation ?? 0) > 0) ? ['WT-MOVE-02'] : []),
    ...(terrain.some((t) => t.impassible) ? ['WT-TERR-07'] : []),
    ...(terrain.some((t) => t.building) ? ['WT-BLD-01'] : []),
    ...(terrain.some((t) => t.difficult) ? ['WT-TERR-03', 'WT-TERR-04'] : []),
    // WT-COND-05 / R44: under rain every move is Difficult (−3 through Difficult areas).
    ...(hasCondition(state, 'rainy') ? ['WT-COND-05'] : []),
    ...(unit && liveModels(unit).length > 1 ? ['WT-UNIT-04'] : []),
    // WT-SUR-61 / R32: a Vehicle/Monster turns only once on its path.
    ...(unit && isVehicle(state, unit) ? ['WT-SUR-61'] : []),
  ];
}

/** WT-MOVE-01: the activated unit carries out its declared Move (moves are samples of a continuous choice). */
export const moveDecision: WastelandDecision<'move'> = {
  accepts: ['move-unit'],
  rules: ['WT-MOVE-01'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'move',
      message: `Move ${unitName(state, stage.unit)} (WT-MOVE-01).`,
      constraints: { unit: stage.unit },
      rules: moveRules(state, stage.unit),
    },
  ],
  legal: (state, player, stage) =>
    withStanding(state, player, stage.player === player ? sampleMoves(state, stage.unit) : []),
};
