import type { XenocideDecisionSpec } from '../context';

/** R22 / XEN-SCEN-11: the roll-off winner chooses to attack or defend in Invasion. */
export const chooseRoleDecision: XenocideDecisionSpec<'choose-role'> = {
  accepts: ['choose-role'],
  rules: ['XEN-SCEN-11'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'choose-role',
      commands: ['choose-role'],
      message: 'Choose to attack or defend (R22).',
    },
  ],
  legal: (_state, player, stage) =>
    stage.player === player
      ? [
          { type: 'choose-role', player, role: 'attacker' },
          { type: 'choose-role', player, role: 'defender' },
        ]
      : [],
};
