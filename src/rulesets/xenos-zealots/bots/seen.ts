import type { PlayerId } from 'sandtable';
import type { XzState } from '../state';
import { xzViewFor } from '../view';

/**
 * What `player` may know of the game, shaped as a state so the rules' pure functions read it: the player's view
 * (XZ-TURN-06 / XZ-TURN-07) with the opponent's face-down counters and secret active markers left out altogether.
 * Every bot decision reads this, never the full state, so nothing it does depends on the opponent's secrets.
 */
export function seenState(state: XzState, player: PlayerId): XzState {
  const view = xzViewFor(state, player);
  return {
    ...view,
    units: view.units.map((u) => {
      if (u.order === undefined || 'value' in u.order) return u;
      const { order: _hidden, ...rest } = u;
      return rest;
    }),
    sides: view.sides.map((s) => ({
      ...s,
      assets: s.assets.map((a) => {
        if (a.active === undefined || 'value' in a.active) return a;
        const { active: _hidden, ...rest } = a;
        return rest;
      }),
    })),
  } as XzState;
}
