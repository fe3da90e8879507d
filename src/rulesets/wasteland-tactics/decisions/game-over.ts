import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-WIN-01/02: the game is over; nothing is asked. */
export const gameOverDecision: WastelandDecision<'game-over'> = {
  accepts: [],
  rules: ['WT-WIN-01'],
  prompt: () => [],
  legal: (state, player) => withStanding(state, player, []),
};
