import type { DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import { sampleMoves } from '../rules/movement/move-samples';
import { unitName } from '../rules/units/units';
import type { WastelandTacticsPrompt } from '../schemas/prompts';
import { withStanding } from '../standing';
import type { Stage, WastelandState } from '../state';

/** WT-MOVE-01: the activated unit carries out its declared Move (moves are samples of a continuous choice). */
export const moveDecision: DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { kind: 'move' }>
> = {
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
