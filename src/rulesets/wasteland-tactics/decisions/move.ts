import { sampleMoves } from '../rules/movement/move-samples';
import { unitName } from '../rules/units/units';
import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

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
    },
  ],
  legal: (state, player, stage) =>
    withStanding(state, player, stage.player === player ? sampleMoves(state, stage.unit) : []),
};
