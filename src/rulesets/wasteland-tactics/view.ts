import type { WastelandState } from './state';

/**
 * What `player` may see. Wasteland Tactics has no hidden information: every roll is public, the Rescue
 * key counter is revealed when it is rolled (R41) and Ambush units are known to be waiting. The whole
 * state is returned (the engine hides the dice generator).
 */
export function wastelandViewFor(state: WastelandState, _player: string): WastelandState {
  return state;
}
