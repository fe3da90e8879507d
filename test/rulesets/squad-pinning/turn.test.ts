import { describe, expect, it } from 'vitest';
import type { ScenarioInput } from '../../../src/rulesets/squad-pinning/schemas/scenario';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import {
  accept,
  acting,
  BLUE,
  eventsOf,
  game,
  OPEN_TABLE,
  RED,
  refused,
  shifted,
  unit,
} from './engine-support';
import { diceEvents, only, pos, rolled, run } from './rules-support';

/** Two red gunners and one blue gunner, far apart but in sight. */
function three(params: Parameters<typeof pos>[0]['params'] = {}): SqState {
  return pos({
    red: only('gunner', 'gunner'),
    blue: only('gunner'),
    place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
    params,
  });
}

const hold = (player: string, u: string) => [
  { type: 'activate' as const, player, unit: u },
  { type: 'hold' as const, player, unit: u },
];

describe('turns and activations (SQ-DEF-03, SQ-DEF-04)', () => {
  it('SQ-DEF-03 players alternate; a player with no unit left passes; the turn ends and initiative is rolled', () => {
    const g = game(three(), [2, 5, 6, 6]);
    const a = accept(g, { type: 'activate', player: RED, unit: 'red.u1' });
    expect(a.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
    const b = run(a.game, { type: 'hold', player: RED, unit: 'red.u1' });
    expect(b.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    const c = run(b.game, ...hold(BLUE, 'blue.u1'));
    // Blue has nothing left: red activates its remaining unit.
    expect(c.game.game.stage).toEqual({ kind: 'activate', player: RED });
    refused(c.game, { type: 'activate', player: RED, unit: 'red.u1' }, 'already-activated', 'SQ-DEF-03');
    const d = run(c.game, ...hold(RED, 'red.u2'));
    expect(eventsOf(d.events, 'turn-ended')[0]).toMatchObject({ turn: 1 });
    // Initiative: red 2, blue 5: blue activates first in turn 2.
    expect(rolled(d.events)).toEqual(['initiative: red', 'initiative: blue']);
    expect(eventsOf(d.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: BLUE });
    expect(d.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(d.game.game.units.every((u) => !u.activated)).toBe(true);
  });

  it('SQ-DEF-11 Pinned never wears off by itself: a unit that only holds is still Pinned next turn', () => {
    const s = three();
    unit(s, 'blue.u1').pinned = true;
    for (const id of ['red.u1', 'red.u2']) unit(s, id).activated = true;
    s.active = BLUE;
    s.stage = { kind: 'activate', player: BLUE };
    const r = run(game(s, [5, 2, 6]), ...hold(BLUE, 'blue.u1'));
    expect(r.game.game.turn).toBe(2);
    expect(unit(r.game.game, 'blue.u1').pinned).toBe(true);
  });

  it('SQ-DEF-03 after turn 1 an initiative tie goes to the player who activated second last turn', () => {
    const s = three();
    unit(s, 'red.u2').activated = true;
    unit(s, 'blue.u1').activated = true;
    const r = run(game(s, [3, 3, 6, 6]), ...hold(RED, 'red.u1'));
    expect(rolled(r.events)).toEqual(['initiative: red', 'initiative: blue']);
    expect(eventsOf(r.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: BLUE });
  });

  it('SQ-DEF-03 only the acting unit acts; the other player cannot act in its place', () => {
    const g = game(acting(three(), 'red.u1'), [6]);
    refused(
      g,
      { type: 'move', player: RED, unit: 'red.u2', positions: shifted(g.game, 'red.u2', 1, 0) },
      'not-acting',
      'SQ-DEF-03',
    );
    const r = applyBlue(g);
    expect(r).toBe(false);
  });

  it('SQ-DEF-04 one action per activation by default: a Move ends the activation', () => {
    const s = three();
    const r = run(
      game(s, [6]),
      { type: 'activate', player: RED, unit: 'red.u1' },
      {
        type: 'move',
        player: RED,
        unit: 'red.u1',
        positions: shifted(s, 'red.u1', 3, 0),
      },
    );
    expect(r.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(unit(r.game.game, 'red.u1').activated).toBe(true);
  });

  it('SQ-DEF-04 with actionsPerActivation 2 a unit takes two different actions; Shoot must be the last', () => {
    const s = three({ actionsPerActivation: 2 });
    const moved = run(
      game(s, [1, 6, 6]),
      { type: 'activate', player: RED, unit: 'red.u1' },
      {
        type: 'move',
        player: RED,
        unit: 'red.u1',
        positions: shifted(s, 'red.u1', 0, 3),
      },
    );
    expect(moved.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
    refused(
      moved.game,
      { type: 'move', player: RED, unit: 'red.u1', positions: shifted(moved.game.game, 'red.u1', 0, 1) },
      'illegal-action',
      'SQ-DEF-04',
    );
    const shot = accept(moved.game, { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' });
    expect(eventsOf(shot.events, 'shots-fired')).toHaveLength(1);
    expect(shot.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    // Shooting first ends the activation at once: nothing may follow it.
    const first = run(
      game(three({ actionsPerActivation: 2 }), [1, 6]),
      { type: 'activate', player: RED, unit: 'red.u1' },
      {
        type: 'shoot',
        player: RED,
        unit: 'red.u1',
        target: 'blue.u1',
      },
    );
    expect(first.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    // Overwatch then Move: two different non-shooting actions.
    const two = run(
      game(three({ actionsPerActivation: 2 }), [6]),
      { type: 'activate', player: RED, unit: 'red.u1' },
      { type: 'overwatch', player: RED, unit: 'red.u1' },
    );
    expect(two.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
    refused(two.game, { type: 'overwatch', player: RED, unit: 'red.u1' }, 'illegal-action', 'SQ-DEF-04');
    const then = accept(two.game, {
      type: 'move',
      player: RED,
      unit: 'red.u1',
      positions: shifted(two.game.game, 'red.u1', -2, 0),
    });
    expect(then.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
  });

  it('SQ-DEF-04 a unit with no ranged weapon may not shoot or go on overwatch', () => {
    const s = pos({
      red: only('xenoBrood'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const g = game(acting(s, 'red.u1'), [6]);
    refused(
      g,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-DEF-04',
    );
    refused(g, { type: 'overwatch', player: RED, unit: 'red.u1' }, 'illegal-action', 'SQ-DEF-04');
  });
});

function applyBlue(g: ReturnType<typeof game>): boolean {
  try {
    accept(g, { type: 'hold', player: BLUE, unit: 'blue.u1' });
    return true;
  } catch {
    return false;
  }
}

describe('overwatch (SQ-ACT-03, SQ-DEF-14)', () => {
  function watch(params: Parameters<typeof pos>[0]['params'] = {}) {
    const s = pos({
      red: only('gunner'),
      blue: only('squad5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
      params,
    });
    return s;
  }

  it('SQ-ACT-03 going on overwatch marks the unit; an enemy Move in sight lets it fire once, then the marker goes', () => {
    const s = watch();
    const set = accept(game(acting(s, 'red.u1'), [4, 6, 6, 6, 6]), {
      type: 'overwatch',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(set.events, 'overwatch-set')).toHaveLength(1);
    expect(unit(set.game.game, 'red.u1').overwatch).toBe(true);
    const moved = run(
      set.game,
      { type: 'activate', player: BLUE, unit: 'blue.u1' },
      { type: 'move', player: BLUE, unit: 'blue.u1', positions: shifted(s, 'blue.u1', 0, -4) },
    );
    expect(moved.game.game.stage).toEqual({
      kind: 'overwatch',
      player: RED,
      target: 'blue.u1',
      shooters: ['red.u1'],
    });
    const fired = accept(moved.game, { type: 'overwatch-fire', player: RED, unit: 'red.u1' });
    expect(eventsOf(fired.events, 'shots-fired')[0]).toMatchObject({
      unit: 'red.u1',
      target: 'blue.u1',
      hits: 1,
    });
    expect(eventsOf(fired.events, 'shots-fired')[0]?.rules).toContain('SQ-DEF-14');
    expect(unit(fired.game.game, 'red.u1').overwatch).toBe(false);
    // The pinning check of an ordinary shooting attack follows.
    expect(eventsOf(fired.events, 'test-taken')[0]).toMatchObject({ test: 'pinning check' });
  });

  it('SQ-DEF-14 the overwatching player may let a trigger pass (the marker stays); a unit that fires before activating counts as activated', () => {
    const s = watch();
    unit(s, 'red.u1').overwatch = true;
    s.active = BLUE;
    s.stage = { kind: 'activate', player: BLUE };
    const moved = run(
      game(s, [1, 6, 1, 6]),
      { type: 'activate', player: BLUE, unit: 'blue.u1' },
      {
        type: 'move',
        player: BLUE,
        unit: 'blue.u1',
        positions: shifted(s, 'blue.u1', 0, -4),
      },
    );
    const passed = accept(moved.game, { type: 'overwatch-pass', player: RED });
    expect(unit(passed.game.game, 'red.u1')).toMatchObject({ overwatch: true, activated: false });
    expect(passed.game.game.stage).toEqual({ kind: 'activate', player: RED });
    const fired = accept(moved.game, { type: 'overwatch-fire', player: RED, unit: 'red.u1' });
    expect(eventsOf(fired.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    // red.u1 has spent its activation: nobody is left to activate and turn 1 ends.
    expect(eventsOf(fired.events, 'turn-ended')[0]).toMatchObject({ turn: 1 });
    expect(fired.game.game.turn).toBe(2);
  });

  it('SQ-DEF-14 the marker is removed when the unit next activates', () => {
    const s = watch();
    unit(s, 'red.u1').overwatch = true;
    const r = accept(game(s, [6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(r.events, 'overwatch-cleared')).toHaveLength(1);
    expect(unit(r.game.game, 'red.u1').overwatch).toBe(false);
  });

  it('SQ-DEF-14 overwatch.toHitModifier changes overwatch to-hit rolls', () => {
    const need = (params: Parameters<typeof pos>[0]['params']) => {
      const s = watch(params);
      unit(s, 'red.u1').overwatch = true;
      s.active = BLUE;
      s.stage = { kind: 'activate', player: BLUE };
      const moved = run(
        game(s, [1, 6, 6, 6]),
        { type: 'activate', player: BLUE, unit: 'blue.u1' },
        {
          type: 'move',
          player: BLUE,
          unit: 'blue.u1',
          positions: shifted(s, 'blue.u1', 0, -4),
        },
      );
      const fired = accept(moved.game, { type: 'overwatch-fire', player: RED, unit: 'red.u1' });
      return diceEvents(fired.events).find((d) => d.purpose.startsWith('to hit'))?.target?.value;
    };
    // 15" away: within the rifle's effective range, beyond half: 4+.
    expect(need({})).toBe(4);
    expect(need({ overwatch: { toHitModifier: -1 } })).toBe(5);
  });
});

describe('smoke (SQ-ACT-07, SQ-DEF-15)', () => {
  function smoky(params: Parameters<typeof pos>[0]['params'] = {}) {
    return pos({
      red: only('gunner'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
      params,
    });
  }

  it('SQ-ACT-07 Deploy Smoke places a cloud within 6" that blocks sight', () => {
    const s = smoky();
    const r = accept(game(acting(s, 'red.u1'), [6]), {
      type: 'smoke',
      player: RED,
      unit: 'red.u1',
      at: { x: 11, y: 16 },
    });
    expect(eventsOf(r.events, 'smoke-placed')).toHaveLength(1);
    expect(r.game.game.smoke).toEqual([{ x: 11, y: 16, radius: 2, turn: 1, by: 'red.u1' }]);
    // Blue's only target is now hidden.
    const blue = accept(r.game, { type: 'activate', player: BLUE, unit: 'blue.u1' });
    refused(
      blue.game,
      { type: 'shoot', player: BLUE, unit: 'blue.u1', target: 'red.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
  });

  it('SQ-DEF-15 smoke beyond 6" is refused; smoke.range and smoke.radius change it', () => {
    const far = { type: 'smoke' as const, player: RED, unit: 'red.u1', at: { x: 11, y: 17.5 } };
    refused(game(acting(smoky(), 'red.u1'), [6]), far, 'out-of-range', 'SQ-DEF-15');
    const wide = accept(game(acting(smoky({ smoke: { range: 8 } }), 'red.u1'), [6]), far);
    expect(wide.game.game.smoke).toHaveLength(1);
    // A 0.5" cloud 1" off the sight line does not block it.
    const small = accept(game(acting(smoky({ smoke: { radius: 0.5 } }), 'red.u1'), [6]), {
      type: 'smoke',
      player: RED,
      unit: 'red.u1',
      at: { x: 11, y: 16 },
    });
    const blue = accept(small.game, { type: 'activate', player: BLUE, unit: 'blue.u1' });
    accept(game(blue.game.game as SqState, [1, 6, 1, 6]), {
      type: 'shoot',
      player: BLUE,
      unit: 'blue.u1',
      target: 'red.u1',
    });
  });

  it('SQ-DEF-15 a cloud blocks only the sight lines that cross it', () => {
    // A 2" cloud whose centre is 3" from the sight line (x = 10): the line passes it by.
    const s = smoky();
    const r = accept(game(acting(s, 'red.u1'), [6]), {
      type: 'smoke',
      player: RED,
      unit: 'red.u1',
      at: { x: 13, y: 15.5 },
    });
    const blue = accept(r.game, { type: 'activate', player: BLUE, unit: 'blue.u1' });
    const shot = accept(game(blue.game.game as SqState, [1, 6, 1, 6]), {
      type: 'shoot',
      player: BLUE,
      unit: 'blue.u1',
      target: 'red.u1',
    });
    expect(eventsOf(shot.events, 'shots-fired')).toHaveLength(1);
    // 1.9" from the line: blocked.
    const t = accept(game(acting(smoky(), 'red.u1'), [6]), {
      type: 'smoke',
      player: RED,
      unit: 'red.u1',
      at: { x: 11.9, y: 16 },
    });
    const b2 = accept(t.game, { type: 'activate', player: BLUE, unit: 'blue.u1' });
    refused(
      b2.game,
      { type: 'shoot', player: BLUE, unit: 'blue.u1', target: 'red.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
  });

  it('SQ-DEF-15 a vehicle lays smoke only with dischargers, centred within 3" of its hull', () => {
    const s = pos({
      red: only('apc', 'scoutCar'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 40 } },
    });
    refused(
      game(acting(structuredClone(s), 'red.u1'), [6]),
      { type: 'smoke', player: RED, unit: 'red.u1', at: { x: 10, y: 15 } },
      'out-of-range',
      'SQ-DEF-15',
    );
    accept(game(acting(structuredClone(s), 'red.u1'), [6]), {
      type: 'smoke',
      player: RED,
      unit: 'red.u1',
      at: { x: 10, y: 14.5 },
    });
    refused(
      game(acting(s, 'red.u2'), [6]),
      { type: 'smoke', player: RED, unit: 'red.u2', at: { x: 30, y: 12 } },
      'illegal-action',
      'SQ-DEF-15',
    );
  });

  it('SQ-DEF-15 smoke lasts until the end of the turn after the one it was placed in (smoke.durationTurns)', () => {
    const play = (params: Parameters<typeof pos>[0]['params']) => {
      const s = smoky(params);
      const placed = accept(game(acting(s, 'red.u1'), [6, 1, 6, 1, 6, 6]), {
        type: 'smoke',
        player: RED,
        unit: 'red.u1',
        at: { x: 11, y: 16 },
      });
      const t1 = run(placed.game, ...hold(BLUE, 'blue.u1'));
      return { placed, t1 };
    };
    const { t1 } = play({});
    expect(t1.game.game.turn).toBe(2);
    expect(t1.game.game.smoke).toHaveLength(1);
    expect(eventsOf(t1.events, 'smoke-cleared')).toHaveLength(0);
    const t2 = run(t1.game, ...hold(RED, 'red.u1'), ...hold(BLUE, 'blue.u1'));
    expect(eventsOf(t2.events, 'smoke-cleared')[0]).toMatchObject({ count: 1 });
    expect(t2.game.game.smoke).toHaveLength(0);
    // durationTurns 0: gone at the end of the turn it was placed in.
    const short = play({ smoke: { durationTurns: 0 } });
    expect(short.t1.game.game.smoke).toHaveLength(0);
  });

  it('SQ-DEF-15 smoke.usesPerGame limits the clouds a unit may lay', () => {
    const s = smoky({ smoke: { usesPerGame: 1 } });
    const g = game(acting(structuredClone(s), 'red.u1'), [6]);
    accept(g, { type: 'smoke', player: RED, unit: 'red.u1', at: { x: 11, y: 16 } });
    unit(s, 'red.u1').smokeUsed = 1;
    refused(
      game(acting(s, 'red.u1'), [6]),
      { type: 'smoke', player: RED, unit: 'red.u1', at: { x: 11, y: 16 } },
      'illegal-action',
      'SQ-DEF-15',
    );
  });
});

describe('victory (SQ-DEF-28)', () => {
  const field: ScenarioInput = {
    id: 'field',
    name: 'Field',
    victory: 'seize-the-ground',
    objectives: [
      { x: 12, y: 24 },
      { x: 24, y: 24 },
      { x: 36, y: 24 },
    ],
    terrain: [],
  };

  /** Turn 6 (or `turn`), every unit but red.u1 activated: red.u1 holding ends the game. */
  function lastTurn(spec: Parameters<typeof pos>[0], turn = 6): SqState {
    const s = pos(spec);
    s.turn = turn;
    for (const u of s.units) u.activated = u.id !== 'red.u1';
    return s;
  }

  const board = (params: Parameters<typeof pos>[0]['params'] = {}, turn = 6) =>
    lastTurn(
      {
        red: only('gunner', 'gunner', 'gunner'),
        blue: only('gunner', 'gunner'),
        scenario: field,
        params,
        // red.u2 holds objective 1, red.u3 and a pinned blue.u2 share objective 2, blue.u1 holds objective 3.
        place: {
          'red.u1': { x: 2, y: 2 },
          'red.u2': { x: 12, y: 22 },
          'red.u3': { x: 24, y: 22 },
          'blue.u1': { x: 36, y: 26 },
          'blue.u2': { x: 24, y: 26 },
        },
      },
      turn,
    );

  it('SQ-DEF-28 after turn 6 objectives held by a non-pinned infantry model within 3" score 3 VP; more VP wins', () => {
    const s = board();
    unit(s, 'blue.u2').pinned = true;
    const r = run(game(s, [6]), ...hold(RED, 'red.u1'));
    expect(r.game.game.result).toEqual({
      winners: [RED],
      reason: 'more victory points after the last turn',
      scores: { red: 6, blue: 3 },
    });
    expect(r.game.outcome).toMatchObject({ kind: 'win', winners: [RED] });
    // Unpinned, blue.u2 contests objective 2: 3 - 3, a draw.
    const even = run(game(board(), [6]), ...hold(RED, 'red.u1'));
    expect(even.game.game.result).toMatchObject({ winners: [], scores: { red: 3, blue: 3 } });
    expect(even.game.outcome).toMatchObject({ kind: 'draw' });
  });

  it('SQ-DEF-28 victory.objectiveVP, unitVP and vehicleVP set the points; destroyed units count', () => {
    const s = board({ victory: { objectiveVP: 1, unitVP: 4 } });
    unit(s, 'blue.u2').status = 'destroyed';
    for (const m of unit(s, 'blue.u2').models) m.alive = false;
    const r = run(game(s, [6]), ...hold(RED, 'red.u1'));
    // Red: objectives 1 and 2 (1 each) + a destroyed unit (4); blue: objective 3.
    expect(r.game.game.result?.scores).toEqual({ red: 6, blue: 1 });
    const v = lastTurn({
      red: only('gunner'),
      blue: only('gunner', 'scoutCar'),
      params: { victory: { vehicleVP: 5 } },
      place: { 'red.u1': { x: 2, y: 2 }, 'blue.u1': { x: 40, y: 40 }, 'blue.u2': { x: 20, y: 40 } },
    });
    unit(v, 'blue.u2').status = 'destroyed';
    for (const m of unit(v, 'blue.u2').models) m.alive = false;
    const rv = run(game(v, [6]), ...hold(RED, 'red.u1'));
    expect(rv.game.game.result?.scores).toEqual({ red: 5, blue: 0 });
  });

  it('SQ-DEF-28 units still Broken at the end count as destroyed (victory.brokenCountsAsDestroyed)', () => {
    const spec = (params: NonNullable<Parameters<typeof pos>[0]['params']>) =>
      lastTurn({
        red: only('gunner'),
        blue: only('gunner'),
        params,
        place: { 'red.u1': { x: 2, y: 2 }, 'blue.u1': { x: 40, y: 40 } },
      });
    const s = spec({});
    Object.assign(unit(s, 'blue.u1'), { pinned: true, broken: true });
    const r = run(game(s, [6]), ...hold(RED, 'red.u1'));
    expect(r.game.game.result).toMatchObject({ winners: [RED], scores: { red: 1, blue: 0 } });
    const t = spec({ victory: { brokenCountsAsDestroyed: false } });
    Object.assign(unit(t, 'blue.u1'), { pinned: true, broken: true });
    const rt = run(game(t, [6]), ...hold(RED, 'red.u1'));
    expect(rt.game.game.result).toMatchObject({ winners: [], scores: { red: 0, blue: 0 } });
  });

  it('SQ-DEF-28 the game lasts `turns` turns: turn 3 ends it with turns 3, not with the default 6', () => {
    const short = run(game(board({ turns: 3 }, 3), [6]), ...hold(RED, 'red.u1'));
    expect(short.game.game.phase).toBe('over');
    const long = run(game(board({}, 3), [6, 1, 6]), ...hold(RED, 'red.u1'));
    expect(long.game.game.phase).toBe('turn');
    expect(long.game.game.turn).toBe(4);
  });

  it('SQ-DEF-28 a side with no units left at the end of an activation loses at once', () => {
    const s = pos({
      red: only('squad4'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const r = accept(game(acting(s, 'red.u1'), [6, 1, 1, 1, 6]), {
      type: 'shoot',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
    });
    expect(unit(r.game.game, 'blue.u1').status).toBe('destroyed');
    expect(r.game.game.result).toMatchObject({ winners: [RED], reason: 'the enemy has no units left' });
    expect(r.game.outcome).toMatchObject({ kind: 'win', winners: [RED] });
    expect(r.game.game.turn).toBe(1);
    void OPEN_TABLE;
  });
});
