import type { GameEvent } from 'sandtable';
import type { XenocideEvent } from './events';
import type { XenocideState } from './state';

/**
 * What a command revealed of the hidden information `xenocideViewFor` keeps from the opponent, for undo:
 * the next entry of a secret activation order (a company activated, delayed or skipped, XEN-TURN-02), a
 * command center or decoy turned over (XEN-SCEN-24..26), or a secret choice set completed (plans, command
 * centers, break-test CP), read from the command's events and from the states around it. Undefined when
 * nothing hidden came out.
 */
export function xenocideReveals(
  before: XenocideState,
  after: XenocideState,
  _command: unknown,
  events: readonly GameEvent<XenocideEvent>[] = [],
): string | undefined {
  // While a command waits for physical dice the state has not moved yet: its events say what came out.
  for (const event of events) {
    if (event.type === 'company-activated' || event.type === 'company-skipped') {
      return `company '${event.company}' was the next entry of ${event.player}'s secret activation order (XEN-TURN-02)`;
    }
    if (event.type === 'objective-revealed') {
      return `objective '${event.objective}' of ${event.owner} was turned over (XEN-SCEN-24)`;
    }
  }
  for (const side of after.sides) {
    for (const id of side.activationOrder) {
      const was = before.companies.find((c) => c.id === id);
      const now = after.companies.find((c) => c.id === id);
      if (was && now && !was.activated && now.activated) {
        return `company '${id}' was the next entry of ${side.player}'s secret activation order (XEN-TURN-02)`;
      }
    }
  }
  for (const objective of after.objectives) {
    const was = before.objectives.find((o) => o.id === objective.id);
    if (objective.real !== undefined && objective.revealed && was && !was.revealed) {
      return `objective '${objective.id}' of ${objective.owner} was turned over (XEN-SCEN-24)`;
    }
  }
  const secret = ['plan-turn', 'choose-command-center', 'break-test'];
  if (secret.includes(before.stage.kind) && before.stage.kind !== after.stage.kind) {
    return `every player's secret '${before.stage.kind}' choice was revealed`;
  }
  return undefined;
}
