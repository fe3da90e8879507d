import { redactSecretChoices, type SecretChoices } from 'sandtable';
import type { Stage, XenocideState } from './state';

/**
 * What one player sees of a Xenocide game (`viewFor`): the state's shape, with the opponent's secrets left out
 * (optional fields) or, inside the stage's secret choices, reading `'hidden'`. Typed as the state so that a
 * view can be read with every state helper; the stage's `'hidden'` choices are the one value the state type
 * does not spell out.
 */
export type XenocideView = XenocideState;

/**
 * What `player` may see: the opponent's secret activation order (but the companies already revealed by
 * activating, XEN-TURN-02), their unrevealed command center (XEN-SCEN-24) and uncollected secret choices
 * are removed.
 */
export function xenocideViewFor(state: XenocideState, player: string): XenocideView {
  const [a, b] = state.sides.map((side) =>
    side.player === player
      ? side
      : {
          ...side,
          activationOrder: side.activationOrder.filter(
            (id) => state.companies.find((c) => c.id === id)?.activated,
          ),
        },
  );
  const objectives = state.objectives.map((o) => {
    if (o.owner === player || o.revealed || o.real === undefined) return o;
    const { real: _hidden, ...rest } = o;
    return rest;
  });
  return {
    ...state,
    sides: [a ?? state.sides[0], b ?? state.sides[1]],
    objectives,
    stage: viewStage(state.stage, player),
  };
}

/** Secret choices with the choices of players other than `viewer` shown as `'hidden'`. */
function redacted<T>(secret: SecretChoices<T>, viewer: string): SecretChoices<T> {
  // 'hidden' stands in for a choice the viewer may not see (see XenocideView).
  return redactSecretChoices(secret, viewer) as SecretChoices<T>;
}

/** The stage with the secret choices of players other than `player` redacted. */
function viewStage(stage: Stage, player: string): Stage {
  switch (stage.kind) {
    case 'plan-turn':
      return { ...stage, plans: redacted(stage.plans, player) };
    case 'choose-command-center':
      return { ...stage, choices: redacted(stage.choices, player) };
    case 'break-test':
      return { ...stage, commits: redacted(stage.commits, player) };
    default:
      return stage;
  }
}
