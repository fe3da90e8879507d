import { describe, expect, it } from 'vitest';
import {
  BLUE,
  endTurnWith,
  eventsOf,
  type Game,
  type GameDraft,
  placeUnit,
  planTurn,
  play,
  RED,
  refused,
  side,
  startGame,
  toFirstActivation,
} from '../../../support/xenocide';

/** Seize Ground after the objective roll-off, which red wins: red places first. */
function toPlacement(): Game {
  return play(startGame('seize-ground', { dice: [6, 2] }), { type: 'roll-off', player: RED }).state;
}

const place = (player: string, x: number, y: number) => ({
  type: 'place-objective' as const,
  player,
  at: { x, y },
});

describe('Seize Ground objectives', () => {
  it('XEN-SCEN-07 each player places 2 objectives, alternately from the roll-off winner: 4 in total', () => {
    const game = toPlacement();
    expect(game.game.stage).toEqual({ kind: 'place-objective', player: RED });
    expect(refused(game, place(BLUE, 20, 20)).code).toBe('not-your-turn');
    const { state, events } = play(
      game,
      place(RED, 10, 10),
      place(BLUE, 30, 30),
      place(RED, 50, 10),
      place(BLUE, 60, 40),
    );
    expect(eventsOf(events, 'objective-placed').map((e) => [e.player, e.objective])).toEqual([
      [RED, 'o1'],
      [BLUE, 'o2'],
      [RED, 'o3'],
      [BLUE, 'o4'],
    ]);
    expect(state.game.objectives).toHaveLength(4);
    // Four placed: the sides are rolled next (XEN-SCEN-01 step 5).
    expect(state.game.stage).toEqual({ kind: 'roll-off', purpose: 'table-sides' });
  });

  it('XEN-SCEN-08 an objective must be at least 12" from every other objective', () => {
    const game = play(toPlacement(), place(RED, 20, 20)).state;
    const error = refused(game, place(BLUE, 31.9, 20));
    expect(error.code).toBe('out-of-range');
    expect(error.message).toContain('12"');
    expect(error.message).toContain('XEN-SCEN-08');
    expect(error.path).toEqual(['at']);
    expect(play(game, place(BLUE, 32, 20)).state.game.objectives).toHaveLength(2);
  });

  it('XEN-SCEN-08 an objective must be at least 6" from every board edge', () => {
    const game = toPlacement();
    for (const [x, y] of [
      [5.9, 20],
      [20, 5.9],
      [66.1, 20],
      [20, 42.1],
    ] as const) {
      expect(refused(game, place(RED, x, y)).message).toContain('6" from every table edge');
    }
    expect(refused(game, place(RED, -3, 20)).message).toContain('off the table');
    expect(play(game, place(RED, 6, 42)).state.game.objectives[0]).toMatchObject({ x: 6, y: 42 });
  });

  it('XEN-SCEN-08 an objective may be placed inside a building', () => {
    const game = play(
      startGame('seize-ground', {
        dice: [6, 2],
        terrain: [
          {
            kind: 'custom',
            name: 'Hab block',
            polygon: {
              points: [
                { x: 30, y: 20 },
                { x: 40, y: 20 },
                { x: 40, y: 28 },
                { x: 30, y: 28 },
              ],
            },
            overrides: { solid: true, cover: 'hard' },
          },
        ],
      }),
      { type: 'roll-off', player: RED },
    ).state;
    expect(play(game, place(RED, 35, 24)).state.game.objectives[0]).toMatchObject({
      owner: RED,
      x: 35,
      y: 24,
    });
  });
});

describe('Seize Ground control and scoring', () => {
  /** Placed alternately: o1 (12,24) red, o2 (60,24) blue, o3 (36,24) red, o4 (24,36) blue; red is south. */
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
  const start = () => toFirstActivation('seize-ground', { objectives });

  it('XEN-SCEN-09 a player alone within 4" controls an objective; both is contested; neither is uncontrolled', () => {
    const game = start();
    expect(game.game.objectives.map((o) => [o.id, o.x, o.y])).toEqual([
      ['o1', 12, 24],
      ['o2', 60, 24],
      ['o3', 36, 24],
      ['o4', 24, 36],
    ]);
    const { events } = endTurnWith(game, (draft) => {
      // o1 (12,24): a red infantry base 3.9" away (centre 4.4", radius 0.5): red controls it.
      placeUnit(draft, 'red.c4.u2', { x: 12 - 4.4 - 2 * 2, y: 24 }, 1);
      // o2 (60,24): red and blue both within 4": contested.
      placeUnit(draft, 'red.c4.u3', { x: 60, y: 21 });
      placeUnit(draft, 'blue.c4.u2', { x: 60, y: 27 });
      // o3 (36,24): a blue base 4.1" away only: uncontrolled.
      placeUnit(draft, 'blue.c1.u3', { x: 36, y: 24 + 4.6 });
      // o4 (24,36): a blue base exactly 4" away: blue controls it.
      placeUnit(draft, 'blue.c4.u1', { x: 24, y: 36 + 4.5 });
    });
    expect(eventsOf(events, 'objective-scored').map((e) => [e.objective, e.player])).toEqual([
      ['o1', RED],
      ['o4', BLUE],
    ]);
  });

  it('XEN-SCEN-09 control needs units on the table, not units merely near it in reserve', () => {
    const game = start();
    const { events } = endTurnWith(game, (draft) => {
      placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 });
      const unit = draft.units.find((u) => u.id === 'red.c4.u2');
      if (unit) unit.status = 'reserve';
    });
    expect(eventsOf(events, 'objective-scored')).toEqual([]);
  });

  it('XEN-SCEN-10 each controlled objective gives 1 point at the end of every turn, and points accumulate', () => {
    const game = start();
    const hold = (draft: GameDraft) => {
      placeUnit(draft, 'red.c4.u2', { x: 12, y: 24 });
      placeUnit(draft, 'red.c4.u3', { x: 36, y: 25 });
      placeUnit(draft, 'blue.c4.u2', { x: 24, y: 37 });
      // Contested: no points.
      placeUnit(draft, 'red.c1.u3', { x: 60, y: 22 });
      placeUnit(draft, 'blue.c1.u3', { x: 60, y: 26 });
    };
    const first = endTurnWith(game, hold, [6, 1]);
    expect(eventsOf(first.events, 'objective-scored').map((e) => [e.objective, e.player, e.score])).toEqual([
      ['o1', RED, 1],
      ['o3', RED, 2],
      ['o4', BLUE, 1],
    ]);
    expect([side(first.state, RED).score, side(first.state, BLUE).score]).toEqual([2, 1]);
    // Turn 2: nobody moved, so the same objectives score again.
    const planned = planTurn(first.state).state;
    const chosen = play(planned, { type: 'choose-initiative', player: RED, first: true }).state;
    const second = endTurnWith(chosen);
    expect([side(second.state, RED).score, side(second.state, BLUE).score]).toEqual([4, 2]);
  });
});
