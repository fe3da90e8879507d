import { createGame } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { deploymentZones, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  eventsOf,
  type Game,
  gameOf,
  outcome,
  pass,
  play,
  roundEnd,
  row,
  setupFor,
  table,
  troops,
  unit,
} from '../../support/wasteland-tactics';

describe('missions with a defender (WT-MIS)', () => {
  it('WT-MIS-03 Ambush: the defender deploys in a 12"-wide strip from the centre to a far edge', () => {
    expect(deploymentZones(table, 1, ['red', 'blue'], 'blue')[1]).toEqual({
      kind: 'rect',
      x0: 36,
      y0: 18,
      x1: 72,
      y1: 30,
    });
  });

  it('WT-MIS-04 Ambush: every attacker unit gains Ambush and must deploy in ambush', () => {
    const game = createGame(wastelandTactics, setupFor(2, 1), { seed: 1 });
    const { state } = play(game as Game, { type: 'start-game', player: 'red' });
    const red = state.game.units.filter((u) => u.player === 'red');
    expect(red.every((u) => u.status === 'ambush' && u.ambush)).toBe(true);
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'deploy' });
  });

  it('WT-MIS-05 Ambush: a defender unit whose models all reach the far edge is evacuated', () => {
    const state = aPosition({
      mission: 1,
      units: [troops('b', 'blue', [{ x: 4, y: 24 }]), troops('r', 'red', [{ x: 60, y: 4 }])],
      stage: { kind: 'move', player: 'blue', unit: 'b' },
    });
    const { state: after, events } = play(
      gameOf({ ...state, stage: { kind: 'move', player: 'blue', unit: 'b' } }),
      {
        type: 'move-unit',
        player: 'blue',
        unit: 'b',
        models: [{ model: 'b.m1', path: [{ x: 0.5, y: 24 }] }],
      },
    );
    expect(unit(after, 'b').status).toBe('evacuated');
    expect(eventsOf(events, 'unit-evacuated')[0]?.unit).toBe('b');
  });

  it('WT-MIS-06 Ambush: the defender wins with more than half evacuated; otherwise the attackers share the win', () => {
    const defender = [
      troops('b1', 'blue', [{ x: 40, y: 24 }], 'trooper'),
      { ...troops('b2', 'blue', [{ x: 40, y: 28 }]), status: 'evacuated' as const },
      { ...troops('b3', 'blue', [{ x: 40, y: 32 }]), status: 'evacuated' as const },
    ];
    const won = roundEnd(1, defender, { missionState: {} });
    const withSide = {
      ...won,
      game: {
        ...won.game,
        sides: won.game.sides.map((s) => (s.player === 'blue' ? { ...s, evacuated: 2 } : s)),
      },
    };
    expect(outcome(withSide)).toMatchObject({ kind: 'win', winners: ['blue'] });
    expect(outcome(roundEnd(1, [troops('b1', 'blue', [{ x: 40, y: 24 }])], { round: 8 }))).toMatchObject({
      kind: 'win',
      winners: ['red'],
    });
  });

  it("WT-MIS-07 Blitz: an attacker with three scoring units entirely in the defender's zone at the end of a round wins", () => {
    const inside = [1, 2, 3].map((i) => troops(`r${i}`, 'red', [{ x: 10 * i, y: 44 }]));
    expect(outcome(roundEnd(2, [...inside, troops('b', 'blue', [{ x: 60, y: 40 }])]))).toMatchObject({
      kind: 'win',
      winners: ['red'],
    });
    const marked = inside.map((u, i) => (i === 0 ? { ...u, markers: 2 } : u));
    expect(
      outcome(roundEnd(2, [...marked, troops('b', 'blue', [{ x: 60, y: 40 }])], { dice: [1, 5, 6] })),
    ).toBeUndefined();
  });

  it('WT-MIS-08 Blitz: the defender wins once no attacker has a scoring unit left', () => {
    const shaken = { ...troops('c', 'red', [{ x: 20, y: 20 }]), markers: 2 };
    const game = roundEnd(2, [troops('b', 'blue', [{ x: 60, y: 40 }]), shaken], {
      passerMarkers: 1,
      dice: [1, 1],
    });
    expect(outcome(game)).toMatchObject({ winners: ['blue'], reason: expect.stringMatching(/WT-MIS-08/) });
  });

  it('WT-MIS-15 WT-MIS-16 Evacuation: a defender unit with most models within 6" of the point leaves for 3× its current cost', () => {
    const area = {
      id: 'objective',
      polygon: {
        points: [
          { x: 34, y: 22 },
          { x: 38, y: 22 },
          { x: 38, y: 26 },
          { x: 34, y: 26 },
        ],
      },
    };
    const units = [
      { ...troops('b', 'blue', row(30, 24, 2)), extra: { startModels: 4 } },
      troops('r', 'red', [{ x: 60, y: 4 }]),
    ];
    const { state, events } = play(
      roundEnd(6, units, { terrain: [area], missionState: { area: 'objective' } }),
      pass,
    );
    expect(eventsOf(events, 'unit-evacuated')[0]).toMatchObject({ unit: 'b', points: 30 });
    expect(unit(state, 'b').status).toBe('evacuated');
  });

  it('WT-MIS-17 WT-MIS-18 Evacuation: attackers score destroyed defender units at cost; the most points win', () => {
    const area = {
      id: 'objective',
      polygon: {
        points: [
          { x: 34, y: 22 },
          { x: 38, y: 22 },
          { x: 38, y: 26 },
          { x: 34, y: 26 },
        ],
      },
    };
    const dead = {
      ...troops('b', 'blue', [{ x: 10, y: 40 }]),
      status: 'destroyed' as const,
      extra: { destroyedBy: 'red' },
    };
    const units = [dead, troops('c', 'blue', [{ x: 60, y: 44 }]), troops('r', 'red', [{ x: 60, y: 4 }])];
    expect(
      outcome(roundEnd(6, units, { round: 8, terrain: [area], missionState: { area: 'objective' } })),
    ).toMatchObject({ winners: ['red'], scores: { red: 10, blue: 0 } });
  });

  it('WT-MIS-19 WT-MIS-20 Hold at all costs: the defender holds a 24" circle and wins with a scoring unit after 8 rounds', () => {
    expect(deploymentZones(table, 7, ['red', 'blue'], 'blue')[1]).toEqual({
      kind: 'circle',
      x: 36,
      y: 24,
      r: 12,
    });
    expect(outcome(roundEnd(7, [troops('b', 'blue', [{ x: 36, y: 24 }])], { round: 8 }))).toMatchObject({
      winners: ['blue'],
    });
    expect(
      outcome(
        roundEnd(7, [{ ...troops('b', 'blue', [{ x: 36, y: 24 }]), markers: 2 }], { round: 8, dice: [1] }),
      ),
    ).toMatchObject({ winners: ['red'] });
  });

  it('WT-MIS-24 WT-MIS-25 WT-MIS-26 Sabotage: attackers by the facility two rounds running destroy it, the same attacker both rounds (R41); else the defender wins at the end', () => {
    const facility = {
      id: 'facility',
      building: 'intact' as const,
      polygon: {
        points: [
          { x: 34, y: 40 },
          { x: 38, y: 40 },
          { x: 38, y: 44 },
          { x: 34, y: 44 },
        ],
      },
    };
    const sappers = [troops('r', 'red', [{ x: 36, y: 37 }]), troops('b', 'blue', [{ x: 10, y: 44 }])];
    const first = play(
      roundEnd(9, sappers, { terrain: [facility], missionState: { area: 'facility' } }),
      pass,
    );
    expect(first.state.outcome).toBeUndefined();
    const second = roundEnd(9, sappers, {
      terrain: [facility],
      missionState: { area: 'facility', streaks: [{ player: 'red', rounds: 1 }] },
    });
    expect(outcome(second)).toMatchObject({ winners: ['red'] });
    // R41: the streak is one player's own; another attacker there the next round starts its own.
    const relay = gameOf(
      {
        ...aPosition({
          mission: 9,
          players: ['red', 'green', 'blue'],
          defender: 'blue',
          terrain: [facility],
          units: [
            { ...troops('x', 'red', [{ x: 70, y: 2 }]) },
            { ...troops('r', 'red', [{ x: 10, y: 10 }]), extra: { activated: true } },
            { ...troops('g', 'green', [{ x: 36, y: 37 }]), extra: { activated: true } },
            { ...troops('b', 'blue', [{ x: 10, y: 44 }]), extra: { activated: true } },
          ],
        }),
        mission: {
          ...aPosition({ mission: 9, units: [] }).mission,
          area: 'facility',
          streaks: [{ player: 'red', rounds: 1 }],
        },
      },
      [5, 6, 7, 8],
    );
    const next = play(relay, pass);
    expect(next.state.outcome).toBeUndefined();
    expect(next.state.game.mission.facilityDestroyed).toBe(false);
    expect(next.state.game.mission.streaks).toEqual([{ player: 'green', rounds: 1 }]);
    expect(
      outcome(
        roundEnd(9, [troops('b', 'blue', [{ x: 10, y: 44 }])], {
          round: 8,
          terrain: [facility],
          missionState: { area: 'facility' },
        }),
      ),
    ).toMatchObject({ winners: ['blue'] });
  });
});
