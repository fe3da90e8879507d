import { awaitingSecretChoices, hasChosen } from 'sandtable';
import { opponentOf, sideIndex, type XenocideDecisionSpec } from '../context';
import type { XenocidePromptOf } from '../schemas/prompts';

/** XEN-WIN-05 / XEN-WIN-09: leftover CP committed secretly to a break test before it is rolled. */
export const breakTestDecision: XenocideDecisionSpec<'break-test'> = {
  accepts: ['commit-break-cp'],
  rules: ['XEN-WIN-03', 'XEN-WIN-05', 'XEN-WIN-09'],
  prompt: (state, stage) =>
    awaitingSecretChoices(stage.commits).map(
      (player): XenocidePromptOf<'break-test'> => ({
        player,
        kind: 'break-test',
        commands: ['commit-break-cp'],
        secret: true,
        message:
          player === stage.tester
            ? 'Break test: commit leftover CP to lower the target (XEN-WIN-05/09).'
            : `Break test of ${opponentOf(state, player)}: commit leftover CP to raise the target (XEN-WIN-09).`,
      }),
    ),
  legal(state, player, stage) {
    if (hasChosen(stage.commits, player) || !stage.commits.players.includes(player)) return [];
    const cp = state.sides[sideIndex(state, player)]?.cp ?? 0;
    return Array.from({ length: Math.min(cp, 3) + 1 }, (_, n) => ({
      type: 'commit-break-cp' as const,
      player,
      cp: n,
    }));
  },
};
