import type { XenocideDecisionSpec } from '../context';

/** XEN-SCEN-03 / XEN-SCEN-04 / XEN-SCEN-12: a player chooses a table edge. */
export const chooseEdgeDecision: XenocideDecisionSpec<'choose-edge'> = {
  accepts: ['choose-edge'],
  rules: ['XEN-SCEN-03', 'XEN-SCEN-04'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'choose-edge',
      commands: ['choose-edge'],
      message:
        state.scenario === 'invasion'
          ? 'Choose the table edge the attacker arrives from (XEN-SCEN-12).'
          : 'Choose your table edge (XEN-SCEN-03/04).',
    },
  ],
  legal: (_state, player, stage) =>
    stage.player === player
      ? [
          { type: 'choose-edge', player, edge: 'south' },
          { type: 'choose-edge', player, edge: 'north' },
        ]
      : [],
};
