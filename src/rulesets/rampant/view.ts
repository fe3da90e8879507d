import type { RmpState } from './state';

/** What a player sees: everything (Rampant has no hidden information; the dice seed is never in the state). */
export type RmpView = RmpState;

/** RMP-DEF-21: a player's view of the game: the whole state (nothing is secret). */
export function rmpViewFor(state: RmpState): RmpView {
  return state;
}
