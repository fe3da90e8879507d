import type { XenocideDecisionSpec } from '../context';
import { objectivePlacementProblem } from '../scenarios/zones';
import type { XenocideState } from '../state';

/** XEN-SCEN-07 / XEN-SCEN-22: a player places an objective marker. */
export const placeObjectiveDecision: XenocideDecisionSpec<'place-objective'> = {
  accepts: ['place-objective'],
  rules: ['XEN-SCEN-07', 'XEN-SCEN-22'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'place-objective',
      commands: ['place-objective'],
      message: 'Place an objective marker.',
    },
  ],
  legal: (state, player, stage) =>
    stage.player === player
      ? objectiveSpots(state, player).map((at) => ({ type: 'place-objective', player, at }))
      : [],
};

/** A few valid objective spots on a coarse grid (deterministic). */
function objectiveSpots(state: XenocideState, player: string): { x: number; y: number }[] {
  const spots: { x: number; y: number }[] = [];
  for (let y = 6; y <= state.table.depth - 6 && spots.length < 4; y += 6) {
    for (let x = 6; x <= state.table.width - 6 && spots.length < 4; x += 6) {
      if (!objectivePlacementProblem(state, player, { x, y })) spots.push({ x, y });
    }
  }
  return spots;
}
