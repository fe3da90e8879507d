import { createGame, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { MISSIONS, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  defaultRescueCounters,
  defaultSalvageMarkers,
} from '../../../src/rulesets/wasteland-tactics/rules/missions/objectives';
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
} from '../../support/wasteland-tactics';

describe('missions without a defender (WT-MIS)', () => {
  it('WT-MIS-01 the mission is agreed, or rolled on a D10 by the first command', () => {
    expect(MISSIONS.map((m) => m.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const rolled = withScriptedDice(
      createGame(wastelandTactics, setupFor(2, 'random'), { seed: 1 }),
      [3, 5, 6],
    );
    expect(
      eventsOf(play(rolled as Game, { type: 'start-game', player: 'red' }).events, 'game-started')[0],
    ).toMatchObject({ mission: 3, rolled: true });
  });

  it('WT-MIS-09 Break the stalemate: holding more than half of the 24" squares at the end of a round wins', () => {
    const everywhere = [
      troops('a', 'red', [{ x: 12, y: 12 }]),
      troops('b2', 'red', [{ x: 36, y: 12 }]),
      troops('c', 'red', [{ x: 60, y: 12 }]),
      troops('d', 'red', [{ x: 12, y: 36 }]),
      troops('e', 'blue', [{ x: 60, y: 36 }]),
    ];
    expect(outcome(roundEnd(3, everywhere))).toMatchObject({ kind: 'win', winners: ['red'] });
    expect(outcome(roundEnd(3, everywhere.slice(1)))).toBeUndefined();
  });

  it('WT-MIS-10 Critical objective: the agreed objective lies outside every deployment zone', () => {
    const game = createGame(wastelandTactics, setupFor(2, 4), { seed: 1 });
    const { state } = play(withScriptedDice(game, [4, 5]) as Game, { type: 'start-game', player: 'red' });
    expect(state.game.mission.area).toBe('objective');
    expect(state.game.terrain.find((t) => t.id === 'objective')?.polygon.points[0]).toEqual({ x: 34, y: 22 });
  });

  it('WT-MIS-11 Critical objective: 15 models of 2 scoring units within 6" and no enemy, two rounds running, wins', () => {
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
    const crowd = [
      troops('r1', 'red', row(28, 20, 8, 1.1)),
      troops('r2', 'red', row(28, 28, 8, 1.1)),
      troops('b', 'blue', [{ x: 60, y: 40 }]),
    ];
    const first = play(roundEnd(4, crowd, { terrain: [area], missionState: { area: 'objective' } }), pass);
    expect(first.state.outcome).toBeUndefined();
    expect(first.state.game.mission.streaks).toEqual([{ player: 'red', rounds: 1 }]);
    const second = roundEnd(4, crowd, {
      terrain: [area],
      missionState: { area: 'objective', streaks: [{ player: 'red', rounds: 1 }] },
    });
    expect(outcome(second)).toMatchObject({ kind: 'win', winners: ['red'] });
  });

  it('WT-MIS-12 Salvage: five markers outside every zone, at least 6" apart', () => {
    const markers = defaultSalvageMarkers(table);
    expect(markers).toHaveLength(5);
    for (const a of markers)
      for (const b of markers)
        if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(6);
    expect(markers.every((m) => m.y > 12 && m.y < 36)).toBe(true);
  });

  it('WT-MIS-13 WT-MIS-14 Salvage: a marker is controlled by a scoring unit with all models within 6" and no enemy within 6"; most markers after 8 rounds wins', () => {
    const markers = [
      { id: 'm1', x: 20, y: 24 },
      { id: 'm2', x: 50, y: 24 },
    ];
    const units = [
      troops('r', 'red', [{ x: 20, y: 20 }]),
      troops('b', 'blue', [{ x: 50, y: 20 }]),
      troops('c', 'blue', [{ x: 20, y: 28 }]),
    ];
    expect(outcome(roundEnd(5, units, { round: 8, missionState: { markers } }))).toMatchObject({
      kind: 'win',
      winners: ['blue'],
      scores: { red: 0, blue: 1 },
    });
    expect(outcome(roundEnd(5, units.slice(0, 2), { round: 8, missionState: { markers } }))).toMatchObject({
      kind: 'draw',
    });
  });

  it('WT-MIS-21 Rescue: ten counters, and a D10 names the key individual', () => {
    expect(defaultRescueCounters(table)).toHaveLength(10);
    const game = withScriptedDice(createGame(wastelandTactics, setupFor(2, 8), { seed: 1 }), [7, 4, 5]);
    const { state, events } = play(game as Game, { type: 'start-game', player: 'red' });
    expect(eventsOf(events, 'key-counter-rolled')[0]?.counter).toBe(7);
    expect(state.game.mission.key).toEqual({ x: 28, y: 30 });
  });

  it('WT-MIS-22 WT-MIS-23 Rescue: a scoring unit touching the counter at the start of a round carries it; bringing it to its own edge wins', () => {
    const carrier = troops('r', 'red', [{ x: 20, y: 21 }]);
    const picked = play(
      roundEnd(8, [carrier, troops('b', 'blue', [{ x: 60, y: 44 }])], {
        missionState: { key: { x: 20, y: 20 } },
      }),
      pass,
    );
    expect(picked.state.game.mission.key?.carrier).toBe('r.m1');
    const home = aPosition({
      mission: 8,
      units: [troops('r', 'red', [{ x: 20, y: 4 }]), troops('b', 'blue', [{ x: 60, y: 44 }])],
      stage: { kind: 'move', player: 'red', unit: 'r' },
    });
    const game = gameOf({ ...home, mission: { ...home.mission, key: { x: 20, y: 4, carrier: 'r.m1' } } });
    const { state, events } = play(game, {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 20, y: 0.5 }] }],
    });
    expect(state.outcome).toMatchObject({ kind: 'win', winners: ['red'] });
    // The win comes mid-round: an event of its own names the rule that decided it.
    expect(eventsOf(events, 'key-counter-delivered')).toEqual([
      expect.objectContaining({ player: 'red', unit: 'r', rules: ['WT-MIS-23', 'WT-WIN-01'] }),
    ]);
  });

  it('WT-MIS-27 Total annihilation: after 8 rounds, enemy units destroyed score their cost, own losses subtract it', () => {
    const units = [
      {
        ...troops('b', 'blue', [{ x: 10, y: 40 }]),
        status: 'destroyed' as const,
        extra: { destroyedBy: 'red' },
      },
      troops('c', 'blue', [{ x: 60, y: 44 }]),
    ];
    expect(outcome(roundEnd(10, units, { round: 8 }))).toMatchObject({
      winners: ['red'],
      scores: { red: 10, blue: -10 },
    });
  });
});
