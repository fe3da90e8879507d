import { describe, expect, it } from 'vitest';
import {
  activateNext,
  BLUE,
  edit,
  eventsOf,
  eventTypes,
  finishActivation,
  placeUnit,
  play,
  playActivation,
  RED,
  toFirstActivation,
} from '../../../support/xenocide';

/** Red o1 (12,12) o3 (36,12) o5 (60,12); blue o2 (12,40) o4 (36,40) o6 (60,40). Real: red o1, blue o4. */
const layout = {
  objectives: {
    red: [
      { x: 12, y: 12 },
      { x: 36, y: 12 },
      { x: 60, y: 12 },
    ],
    blue: [
      { x: 12, y: 40 },
      { x: 36, y: 40 },
      { x: 60, y: 40 },
    ],
  },
  commandCenter: { red: 0, blue: 1 },
};

describe('end of activation', () => {
  it('XEN-END-01 the Morale phase comes after close assault, and scenario actions follow it at the very end', () => {
    const game = edit(toFirstActivation('command-centers', layout), (draft) =>
      placeUnit(draft, 'red.c1.u3', { x: 12, y: 37 }),
    );
    let state = activateNext(game).state;
    for (let i = 0; i < 4; i++) {
      const step = play(state, { type: 'end-phase', player: RED });
      expect(eventsOf(step.events, 'objective-revealed')).toEqual([]);
      state = step.state;
    }
    expect(state.game.stage).toMatchObject({ kind: 'activation', phase: 'morale' });
    const ended = play(state, { type: 'end-phase', player: RED });
    expect(eventTypes(ended.events)).toEqual(['objective-revealed', 'activation-ended']);
  });

  it('XEN-END-03 the reveal is checked at the end of every activation, for any unit of the active player', () => {
    // A red unit of another company (Fire Support) stands by blue's decoy o2 while red.c1 activates.
    const game = edit(toFirstActivation('command-centers', layout), (draft) =>
      placeUnit(draft, 'red.c4.u2', { x: 12, y: 37 }),
    );
    const { events } = playActivation(game);
    expect(eventsOf(events, 'objective-revealed')).toEqual([
      expect.objectContaining({ objective: 'o2', owner: BLUE, real: false }),
    ]);
  });

  it("XEN-END-03 only the active player's units trigger it, not the opponent's during that activation", () => {
    // A blue unit stands by red's decoy o3; a red unit stands by blue's decoy o6.
    const game = edit(toFirstActivation('command-centers', layout), (draft) => {
      placeUnit(draft, 'blue.c4.u2', { x: 36, y: 15 });
      placeUnit(draft, 'red.c4.u2', { x: 60, y: 37 });
    });
    const redTurn = playActivation(game);
    expect(eventsOf(redTurn.events, 'objective-revealed').map((e) => e.objective)).toEqual(['o6']);
    expect(redTurn.state.game.objectives.find((o) => o.id === 'o3')?.revealed).toBe(false);
    // Blue's next activation ends with its unit still there: now o3 is revealed.
    const blueTurn = finishActivation(activateNext(redTurn.state).state);
    expect(eventsOf(blueTurn.events, 'objective-revealed').map((e) => [e.objective, e.owner])).toEqual([
      ['o3', RED],
    ]);
  });

  it('XEN-END-03 an objective already revealed is not revealed again', () => {
    const game = edit(toFirstActivation('command-centers', layout), (draft) =>
      placeUnit(draft, 'red.c4.u2', { x: 36, y: 37 }),
    );
    const first = playActivation(game);
    expect(eventsOf(first.events, 'objective-revealed').map((e) => e.objective)).toEqual(['o4', 'o2', 'o6']);
    const again = playActivation(playActivation(first.state).state);
    expect(eventsOf(again.events, 'objective-revealed')).toEqual([]);
  });
});
