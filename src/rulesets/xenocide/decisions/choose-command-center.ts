import { awaitingSecretChoices, hasChosen } from 'sandtable';
import type { XenocideDecisionSpec } from '../context';
import type { XenocidePromptOf } from '../schemas/prompts';

/** XEN-SCEN-24: each player secretly chooses which of their objectives is the real command center. */
export const chooseCommandCenterDecision: XenocideDecisionSpec<'choose-command-center'> = {
  accepts: ['choose-command-center'],
  rules: ['XEN-SCEN-24'],
  prompt: (_state, stage) =>
    awaitingSecretChoices(stage.choices).map(
      (player): XenocidePromptOf<'choose-command-center'> => ({
        player,
        kind: 'choose-command-center',
        commands: ['choose-command-center'],
        secret: true,
        message: 'Secretly choose which of your objectives is the real command center (XEN-SCEN-24).',
      }),
    ),
  legal: (state, player, stage) => {
    if (hasChosen(stage.choices, player) || !stage.choices.players.includes(player)) return [];
    return state.objectives
      .filter((o) => o.owner === player)
      .map((o) => ({ type: 'choose-command-center', player, objective: o.id }));
  },
};
