import type { XenocideDecisionSpec } from '../context';

/** XEN-SCEN-01 / XEN-SCEN-03: the first player rolls which agreed terrain layout is played on. */
export const rollTableDecision: XenocideDecisionSpec<'roll-table'> = {
  accepts: ['roll-table'],
  rules: ['XEN-SCEN-01', 'XEN-SCEN-03'],
  prompt: (state) => [
    {
      player: state.players[0],
      kind: 'roll-table',
      commands: ['roll-table'],
      message: 'Roll for the terrain layout the battle is fought on.',
    },
  ],
  legal: (state, player) => (player === state.players[0] ? [{ type: 'roll-table', player }] : []),
};
