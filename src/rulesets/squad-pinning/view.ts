import type { SqState } from './state';

/** What a player sees: everything (Squad pinning has no hidden information; the dice seed is never in the state). */
export type SqView = SqState;

/** SQ-DEF-30: a player's view of the game: the whole state (nothing is secret). */
export function sqViewFor(state: SqState): SqView {
  return state;
}
