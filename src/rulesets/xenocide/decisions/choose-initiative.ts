import type { XenocideDecisionSpec } from '../context';

/** XEN-TURN-04: the initiative winner activates first or second. */
export const chooseInitiativeDecision: XenocideDecisionSpec<'choose-initiative'> = {
  accepts: ['choose-initiative'],
  rules: ['XEN-TURN-04'],
  prompt: (_state, stage) => [
    {
      player: stage.player,
      kind: 'choose-initiative',
      commands: ['choose-initiative'],
      message: 'You won initiative: activate first or second (XEN-TURN-04).',
    },
  ],
  legal: (_state, player, stage) =>
    stage.player === player
      ? [
          { type: 'choose-initiative', player, first: true },
          { type: 'choose-initiative', player, first: false },
        ]
      : [],
};
