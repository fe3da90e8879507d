import type { GameEvent } from 'sandtable';
import type { XzEvent } from './events';
import type { XzState } from './state';

/**
 * XZ-TURN-06 / XZ-TURN-07 / R3 / R20: what a command revealed of the hidden information `xzViewFor` keeps from a
 * player, for undo: order counters turned over at the start of a player's Primary Actions, or an active marker
 * shown when its asset arrived. Undefined when nothing hidden came out.
 */
export function xzReveals(
  _before: XzState,
  _after: XzState,
  _command: unknown,
  events: readonly GameEvent<XzEvent>[] = [],
): string | undefined {
  for (const event of events) {
    if (event.type === 'order-revealed')
      return `${event.player}'s order counters were turned over (XZ-TURN-08, R20)`;
    if (event.type === 'support-arrived' && event.arrived)
      return `${event.player}'s active marker for ${event.name} was shown (XZ-TURN-07, R3)`;
  }
  return undefined;
}
