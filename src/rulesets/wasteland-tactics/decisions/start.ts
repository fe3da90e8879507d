import { withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** WT-MIS-01 / WT-DEP-03/04: the first player starts the game (the mission roll and the deployment order). */
export const startDecision: WastelandDecision<'start'> = {
  accepts: ['start-game'],
  rules: ['WT-DEP-03', 'WT-DEP-04'],
  prompt: (state) => [
    {
      player: state.players[0] as string,
      kind: 'start',
      message: state.settings.randomMission
        ? 'Start the game: roll the mission (WT-MIS-01) and the deployment order (WT-DEP-03/04).'
        : 'Start the game: roll the deployment order (WT-DEP-03/04).',
      ...(state.settings.randomMission ? { rules: ['WT-MIS-01'] } : {}),
    },
  ],
  legal: (state, player) =>
    withStanding(state, player, player === state.players[0] ? [{ type: 'start-game', player }] : []),
};
