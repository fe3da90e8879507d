import type { XenocideDecisionSpec } from '../context';

/** XEN-SCEN-02 / R52: the first player rolls for a random scenario. */
export const rollScenarioDecision: XenocideDecisionSpec<'roll-scenario'> = {
  accepts: ['roll-scenario'],
  rules: ['XEN-SCEN-01', 'XEN-SCEN-02'],
  prompt: (state) => [
    {
      player: state.players[0],
      kind: 'roll-scenario',
      commands: ['roll-scenario'],
      message: 'Roll for a random scenario (R52).',
    },
  ],
  legal: (state, player) => (player === state.players[0] ? [{ type: 'roll-scenario', player }] : []),
};
