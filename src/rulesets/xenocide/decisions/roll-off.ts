import type { XenocideDecisionSpec } from '../context';

/** R52 / XEN-SCEN-04 / XEN-SCEN-07 / XEN-SCEN-11: a roll-off for table sides, objectives or roles. */
export const rollOffDecision: XenocideDecisionSpec<'roll-off'> = {
  accepts: ['roll-off'],
  rules: ['XEN-SCEN-04'],
  prompt: (state, stage) => [
    {
      player: state.players[0],
      kind: 'roll-off',
      commands: ['roll-off'],
      message: `Roll off for ${stage.purpose} (R52).`,
    },
  ],
  legal: (state, player) => (player === state.players[0] ? [{ type: 'roll-off', player }] : []),
};
