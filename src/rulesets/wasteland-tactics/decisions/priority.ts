import { withRules } from '../rules/rule-ids';
import { repeatedCommandRules, withStanding } from '../standing';
import type { WastelandDecision } from '../tables';

/** R20 / WT-SUR-27 / WT-ADV-07: before each morale step, players may issue Commands or call Air support, then pass. */
export const priorityDecision: WastelandDecision<'priority'> = {
  accepts: ['pass-priority', 'issue-command', 'call-air-support'],
  rules: ['WT-SUR-27'],
  prompt: (state, stage) => [
    {
      player: stage.player,
      kind: 'priority',
      message: `Before morale step ${state.morale?.step ?? 1}: issue Commands or call Air support, then pass (R20).`,
      constraints: { step: state.morale?.step ?? 1 },
      ...withRules(repeatedCommandRules(state, stage.player)),
    },
  ],
  legal: (state, player, stage) =>
    withStanding(
      state,
      player,
      stage.player === player ? [{ type: 'pass-priority', player }] : [],
      stage.player === player ? 3 : 2,
    ),
};
