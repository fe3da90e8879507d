import type { DiceRequest, DiceRolledEvent } from './dice.js';
import type { EventBase, Outcome, PlayerId, Visibility } from './types.js';

/** Emitted when a manual-dice roll waits for a player to roll physical dice. */
export interface DiceRequestedEvent extends DiceRequest {
  readonly type: 'dice-requested';
  /** Who is asked to roll. */
  readonly roller: PlayerId;
  readonly visibleTo: Visibility;
}

/** Emitted once, when the command that ends the game is applied. */
export interface GameEndedEvent {
  readonly type: 'game-ended';
  readonly outcome: Outcome;
  readonly visibleTo: Visibility;
}

/** The events the core emits for every ruleset. */
export type CoreEvent = DiceRolledEvent | DiceRequestedEvent | GameEndedEvent;

/** An event as returned by the engine: the ruleset's or the core's, with `visibleTo` always set. */
export type GameEvent<E = EventBase> = (E & { readonly visibleTo: Visibility }) | CoreEvent;

/** Keeps the events `player` may see (those visible to all or listing the player). */
export function eventsFor<E extends { readonly visibleTo?: Visibility }>(
  events: readonly E[],
  player: PlayerId,
): E[] {
  return events.filter(
    (e) => e.visibleTo === undefined || e.visibleTo === 'all' || e.visibleTo.includes(player),
  );
}
