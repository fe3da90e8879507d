import { describe, expect, it } from 'vitest';
import {
  BLUE,
  endTurnWith,
  type Game,
  type GameDraft,
  placeUnit,
  planTurn,
  play,
  RED,
  toFirstActivation,
} from '../../../support/xenocide';

/** Placed alternately: o1 (12,24) red, o2 (60,24) blue, o3 (36,24) red, o4 (24,36) blue. */
const objectives = {
  red: [
    { x: 12, y: 24 },
    { x: 36, y: 24 },
  ],
  blue: [
    { x: 60, y: 24 },
    { x: 24, y: 36 },
  ],
};

/** Seize Ground at red's first activation. */
function start(): Game {
  return toFirstActivation('seize-ground', { objectives });
}

/** Sets the scores so far; red holds o1, and blue holds o4 when `blueScores`. */
function hold(red: number, blue: number, blueScores = true) {
  return (draft: GameDraft) => {
    draft.sides[0].score = red;
    draft.sides[1].score = blue;
    placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 });
    if (blueScores) placeUnit(draft, 'blue.c4.u2', { x: 24, y: 37 });
  };
}

describe('Seize Ground victory', () => {
  it('XEN-WIN-07 a player with 10 or more objective points and more than the opponent wins at the end of the turn', () => {
    const { state } = endTurnWith(start(), hold(9, 8, false));
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED], scores: { red: 10, blue: 8 } });
    expect(state.outcome?.reason).toContain('XEN-WIN-07');
  });

  it('XEN-WIN-07 fewer than 10 points does not win, however far ahead', () => {
    const { state } = endTurnWith(start(), hold(8, 0, false), [6, 1]);
    expect(state.outcome).toBeUndefined();
    expect(state.game.turn).toBe(2);
  });

  it('XEN-WIN-07 when both reach 10 the one with more points wins', () => {
    const { state } = endTurnWith(start(), hold(9, 10));
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [BLUE], scores: { red: 10, blue: 11 } });
  });

  it('XEN-WIN-07 tied at 10 or more, play goes on until a turn ends with one player ahead', () => {
    const tied = endTurnWith(start(), hold(9, 9), [6, 1]);
    expect(tied.state.outcome).toBeUndefined();
    expect([tied.state.game.sides[0].score, tied.state.game.sides[1].score]).toEqual([10, 10]);
    const turnTwo = play(planTurn(tied.state).state, {
      type: 'choose-initiative',
      player: RED,
      first: true,
    }).state;
    // Blue's unit leaves o4: only red scores this time.
    const { state } = endTurnWith(turnTwo, (draft) => placeUnit(draft, 'blue.c4.u2', { x: 24, y: 45 }));
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED], scores: { red: 11, blue: 10 } });
  });
});
