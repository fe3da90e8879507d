import { redactSecretChoices } from 'sandtable';
import type { XenocideState } from './state';

/**
 * What `player` may see: the opponent's secret activation order (but the companies already revealed by
 * activating, XEN-TURN-02), their unrevealed command center (XEN-SCEN-24) and uncollected secret choices
 * are removed.
 */
export function xenocideViewFor(state: XenocideState, player: string): XenocideState {
  const sides = state.sides.map((side) =>
    side.player === player
      ? side
      : {
          ...side,
          activationOrder: side.activationOrder.filter(
            (id) => state.companies.find((c) => c.id === id)?.activated,
          ),
        },
  ) as unknown as XenocideState['sides'];
  const objectives = state.objectives.map((o) => {
    if (o.owner === player || o.revealed || o.real === undefined) return o;
    const { real: _hidden, ...rest } = o;
    return rest;
  });
  const stage = state.stage;
  const hidden =
    stage.kind === 'plan-turn'
      ? { ...stage, plans: redactSecretChoices(stage.plans, player) }
      : stage.kind === 'choose-command-center'
        ? { ...stage, choices: redactSecretChoices(stage.choices, player) }
        : stage.kind === 'break-test'
          ? { ...stage, commits: redactSecretChoices(stage.commits, player) }
          : stage;
  return { ...state, sides, objectives, stage: hidden as XenocideState['stage'] };
}
