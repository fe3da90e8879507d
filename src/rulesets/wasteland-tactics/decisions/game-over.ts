import type { DecisionSpec } from 'sandtable/kit';
import type { WastelandCommand } from '../commands/schema';
import type { WastelandTacticsPrompt } from '../schemas/prompts';
import { withStanding } from '../standing';
import type { Stage, WastelandState } from '../state';

/** WT-WIN-01/02: the game is over; nothing is asked. */
export const gameOverDecision: DecisionSpec<
  WastelandState,
  WastelandCommand,
  WastelandTacticsPrompt,
  Extract<Stage, { kind: 'game-over' }>
> = {
  accepts: [],
  rules: ['WT-WIN-01'],
  prompt: () => [],
  legal: (state, player) => withStanding(state, player, []),
};
