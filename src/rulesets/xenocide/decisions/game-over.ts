import type { XenocideDecisionSpec } from '../context';

/** The game is over (XEN-WIN-01 decided it); nobody decides anything. */
export const gameOverDecision: XenocideDecisionSpec<'game-over'> = {
  accepts: [],
  rules: ['XEN-WIN-01'],
  prompt: () => [],
  legal: () => [],
};
