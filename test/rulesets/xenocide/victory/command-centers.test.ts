import { describe, expect, it } from 'vitest';
import {
  BLUE,
  endTurnWith,
  eventsOf,
  type Game,
  type GameDraft,
  placeUnit,
  RED,
  toFirstActivation,
} from '../../../support/xenocide';

/** Red o1 (12,12) o3 (36,12) o5 (60,12); blue o2 (12,40) o4 (36,40) o6 (60,40). Real: red o1, blue o4. */
function start(): Game {
  return toFirstActivation('command-centers', {
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
  });
}

/** Red's Recon Team on blue's real command center (o4). */
const redOnBlueCenter = (draft: GameDraft) => placeUnit(draft, 'red.c4.u2', { x: 36, y: 37 });
/** Blue's Shades on red's real command center (o1). */
const blueOnRedCenter = (draft: GameDraft) => placeUnit(draft, 'blue.c4.u2', { x: 12, y: 15 });

describe('Command Centers victory', () => {
  it("XEN-WIN-14 controlling the enemy's real command center at the end of a turn wins", () => {
    const { state, events } = endTurnWith(start(), redOnBlueCenter);
    expect(eventsOf(events, 'objective-revealed')[0]).toMatchObject({ objective: 'o4', real: true });
    expect(state.outcome).toMatchObject({ kind: 'win', winners: [RED] });
    expect(state.outcome?.reason).toContain('XEN-WIN-14');
  });

  it('XEN-WIN-14 a contested command center is not controlled, and a decoy wins nothing', () => {
    const contested = endTurnWith(
      start(),
      (draft) => {
        redOnBlueCenter(draft);
        placeUnit(draft, 'blue.c1.u3', { x: 36, y: 43 });
      },
      [6, 1],
    );
    expect(contested.state.outcome).toBeUndefined();
    const decoy = endTurnWith(start(), (draft) => placeUnit(draft, 'red.c4.u2', { x: 60, y: 37 }), [6, 1]);
    expect(decoy.state.outcome).toBeUndefined();
    expect(decoy.state.game.turn).toBe(2);
  });

  it('XEN-WIN-15 if both capture the enemy command center in the same turn, fewer VP lost wins', () => {
    const both = (redLost: number, blueLost: number) =>
      endTurnWith(start(), (draft) => {
        redOnBlueCenter(draft);
        blueOnRedCenter(draft);
        draft.sides[0].lostVp = redLost;
        draft.sides[1].lostVp = blueLost;
      }).state;
    expect(both(100, 150).outcome).toMatchObject({ kind: 'win', winners: [RED] });
    const blueWins = both(150, 100).outcome;
    expect(blueWins).toMatchObject({ kind: 'win', winners: [BLUE] });
    expect(blueWins?.reason).toContain('XEN-WIN-15');
  });

  it('XEN-WIN-15 a simultaneous capture with equal losses is a draw (R25)', () => {
    const { state } = endTurnWith(start(), (draft) => {
      redOnBlueCenter(draft);
      blueOnRedCenter(draft);
    });
    expect(state.outcome).toMatchObject({ kind: 'draw' });
  });
});
