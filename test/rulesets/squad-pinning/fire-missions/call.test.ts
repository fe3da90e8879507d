import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { ParamsInput } from '../../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../../src/rulesets/squad-pinning/state';
import {
  acting,
  BLUE,
  feature,
  force,
  game,
  OPEN_TABLE,
  position,
  RED,
  refused,
  unit,
} from '../engine-support';
import { call, mark, only, run, SPARE, step, usedAllBut } from './fire-support';

/**
 * Red: spotter team (red.u1) at (10,10), officer team (red.u2) at (20,10), mortar team (red.u3) at (30,10).
 * Blue: two rifle squads, at (10,30) and (30,44).
 */
function callers(
  who: string,
  options: { params?: ParamsInput; terrain?: ReturnType<typeof feature>[]; without?: string[] } = {},
): SqState {
  const place: Record<string, { x: number; y: number }> = {
    'red.u1': { x: 10, y: 10 },
    'red.u2': { x: 20, y: 10 },
    'red.u3': { x: 30, y: 10 },
    'blue.u1': { x: 10, y: 30 },
    'blue.u2': { x: 30, y: 44 },
  };
  for (const id of options.without ?? []) delete place[id];
  return acting(
    position({
      red: force('spotterTeam', 'officerTeam', 'mortarTeam'),
      blue: force('rifleSquad', 'rifleSquad'),
      scenario: { ...OPEN_TABLE, terrain: options.terrain ?? [] },
      place,
      ...(options.params ? { params: options.params } : {}),
    }),
    who,
  );
}

describe('squad-pinning: calling a fire mission', () => {
  it('SQ-ACT-06 a spotter team may call in a fire mission; a rifle squad may not', () => {
    const g = game(callers('red.u1'), [...SPARE]);
    expect(legalCommands(g as never, RED)).toContainEqual({ type: 'call-fire', player: RED, unit: 'red.u1' });
    const rifles = acting(
      position({
        red: force('rifleSquad'),
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
      }),
      'red.u1',
    );
    const rg = game(rifles, [...SPARE]);
    expect(legalCommands(rg as never, RED).some((c) => (c as { type: string }).type === 'call-fire')).toBe(
      false,
    );
    refused(rg, call(), 'illegal-action', 'SQ-DEF-22');
  });

  it("SQ-FM-01 a spotter team's asset is available on a 5+", () => {
    const { game: after, events } = run(game(callers('red.u1'), [5, 4, ...SPARE]), call());
    const availability = only(events, 'availability');
    expect(availability).toMatchObject({ passed: true, roll: 5 });
    expect(availability.rules).toContain('SQ-FM-01');
    expect(after.game.stage).toMatchObject({ kind: 'mark-target', unit: 'red.u1', asset: 'light' });
    usedAllBut(after);
  });

  it('SQ-FM-01 a spotter team rolling a 4 gets no asset and its action ends', () => {
    const { game: after, events } = run(game(callers('red.u1'), [4, ...SPARE]), call());
    expect(only(events, 'availability')).toMatchObject({ passed: false, roll: 4 });
    expect(step(events, 'asset')).toHaveLength(0);
    expect(after.game.stage).toMatchObject({ kind: 'activate', player: BLUE });
    expect(unit(after.game, 'red.u1').activated).toBe(true);
    usedAllBut(after);
  });

  it("SQ-FM-02 an officer's asset is available only on a 6", () => {
    const failed = run(game(callers('red.u2'), [5, ...SPARE]), call('red.u2'));
    const f = only(failed.events, 'availability');
    expect(f).toMatchObject({ passed: false, roll: 5 });
    expect(f.rules).toContain('SQ-FM-02');
    const passed = run(game(callers('red.u2'), [6, 2, ...SPARE]), call('red.u2'));
    expect(only(passed.events, 'availability')).toMatchObject({ passed: true });
    expect(passed.game.game.stage).toMatchObject({ kind: 'mark-target', unit: 'red.u2', asset: 'medium' });
    usedAllBut(passed.game);
  });

  it('SQ-DEF-22 fireMissions.availability: a spotter needing 4+ gets its asset on a 4', () => {
    const state = callers('red.u1', {
      params: { fireMissions: { availability: { spotter: 4, officer: 6 } } },
    });
    const { game: after, events } = run(game(state, [4, 4, ...SPARE]), call());
    expect(only(events, 'availability')).toMatchObject({ passed: true, roll: 4 });
    expect(after.game.stage.kind).toBe('mark-target');
  });

  it('SQ-FM-03 a unit that moved this turn cannot call in fire', () => {
    const state = callers('red.u1');
    unit(state, 'red.u1').movedThisTurn = true;
    refused(game(state, [...SPARE]), call(), 'illegal-action', 'SQ-FM-03');
  });

  it('SQ-FM-03 a caller may not move for the rest of the turn after calling', () => {
    const { game: after } = run(game(callers('red.u1'), [4, ...SPARE]), call());
    expect(unit(after.game, 'red.u1').calledThisTurn).toBe(true);
    // Give the caller another activation this turn: a Move is refused.
    const again = acting(structuredClone(after.game) as SqState, 'red.u1');
    refused(
      game(again, [...SPARE]),
      {
        type: 'move',
        player: RED,
        unit: 'red.u1',
        positions: [
          { x: 10, y: 12 },
          { x: 11.5, y: 12 },
        ],
      },
      'illegal-action',
      'SQ-FM-03',
    );
  });

  it('SQ-FM-03 a caller within enemy range ("in fire combat") may still call', () => {
    const state = callers('red.u2');
    // An enemy rifle squad 4" away.
    for (const [i, m] of unit(state, 'blue.u1').models.entries()) {
      m.x = 16 + i * 1.5;
      m.y = 14;
    }
    const { events } = run(game(state, [6, 4, ...SPARE]), call('red.u2'));
    expect(only(events, 'availability').passed).toBe(true);
  });

  it('SQ-DEF-22 a Pinned caller cannot call; an on-board unit with no artillery profile cannot either', () => {
    const pinned = callers('red.u1');
    unit(pinned, 'red.u1').pinned = true;
    refused(game(pinned, [...SPARE]), call(), 'illegal-action', 'SQ-DEF-11');
    const bare = callers('red.u3', {
      params: {
        profiles: {
          mortarTeam: {
            name: 'Mortar Team',
            type: 'infantry',
            models: 3,
            quality: 'regular',
            save: 6,
            weapons: ['carbine', 'carbine', 'carbine'],
            role: 'artillery',
            points: 60,
          },
        },
      },
    });
    refused(game(bare, [...SPARE]), call('red.u3'), 'illegal-action', 'SQ-DEF-22');
  });

  it('SQ-FM-06 only the caller answers its mark-target prompt, and only with a point on the table', () => {
    const { game: after } = run(game(callers('red.u1'), [5, 4, ...SPARE]), call());
    refused(after, mark(10, 30, undefined, 'red.u2'), 'illegal-action', 'SQ-FM-06');
    refused(after, mark(10, 60), 'off-table', 'SQ-FM-06');
    refused(after, mark(10, 30, 90), 'unexpected-heading', 'SQ-DEF-25');
  });

  it('SQ-FM-04 on-board artillery calls for itself with no availability or asset roll', () => {
    const { game: after, events } = run(game(callers('red.u3'), [...SPARE]), call('red.u3'));
    expect(step(events, 'availability')).toHaveLength(0);
    expect(only(events, 'on-board').rules).toContain('SQ-FM-04');
    expect(after.game.stage).toMatchObject({ kind: 'mark-target', unit: 'red.u3', asset: 'light' });
    usedAllBut(after);
  });

  it('SQ-DEF-22 on-board artillery marks a point within its 6"–48" range only', () => {
    // The scatter die hits: no unit is under the template.
    const { game: after } = run(game(callers('red.u3'), [1, ...SPARE]), call('red.u3'));
    refused(after, mark(31.5, 14, undefined, 'red.u3'), 'out-of-range', 'SQ-DEF-22');
    const ok = run(after, mark(31.5, 30, undefined, 'red.u3'));
    expect(only(ok.events, 'marked').at).toEqual({ x: 31.5, y: 30 });
    usedAllBut(ok.game);
  });

  it('SQ-DEF-22 on-board artillery may aim at a point only a friendly Spotter sees', () => {
    const terrain = [feature('b1', 'building', 25, 15, 15, 5)];
    const withSpotter = run(game(callers('red.u3', { terrain }), [1, ...SPARE]), call('red.u3'));
    const ok = run(withSpotter.game, mark(32, 30, undefined, 'red.u3'));
    expect(only(ok.events, 'marked').at).toEqual({ x: 32, y: 30 });
    const alone = run(
      game(callers('red.u3', { terrain, without: ['red.u1'] }), [1, ...SPARE]),
      call('red.u3'),
    );
    refused(alone.game, mark(32, 30, undefined, 'red.u3'), 'no-line-of-sight', 'SQ-DEF-22');
  });

  it('SQ-FM-05 the asset roll: 1 heavy, 2–3 medium, 4–5 light, 6 airstrike', () => {
    const expected = ['heavy', 'medium', 'medium', 'light', 'light', 'airstrike'];
    for (let face = 1; face <= 6; face++) {
      const { events } = run(game(callers('red.u1'), [5, face, 1, ...SPARE]), call());
      const asset = only(events, 'asset');
      expect(asset).toMatchObject({ asset: expected[face - 1], roll: face });
      expect(asset.rules).toContain('SQ-FM-05');
    }
  });

  it('SQ-AIR-01 the airstrike roll: 1 strafing, 2 light bombs, 3 anti-vehicle', () => {
    const expected = ['strafing', 'lightBombs', 'antiVehicle'];
    for (let face = 1; face <= 3; face++) {
      const { game: after, events } = run(game(callers('red.u1'), [5, 6, face, ...SPARE]), call());
      expect(only(events, 'airstrike')).toMatchObject({ asset: expected[face - 1], roll: face });
      expect(after.game.stage).toMatchObject({ kind: 'mark-target', asset: expected[face - 1] });
      usedAllBut(after);
    }
  });

  it('SQ-AIR-01 on a 4–6 the caller chooses the airstrike', () => {
    for (const face of [4, 5, 6]) {
      const { game: after } = run(game(callers('red.u1'), [5, 6, face, ...SPARE]), call());
      expect(after.game.stage).toMatchObject({ kind: 'choose-strike', player: RED, unit: 'red.u1' });
      const chosen = run(after, { type: 'choose-strike', player: RED, unit: 'red.u1', strike: 'lightBombs' });
      expect(only(chosen.events, 'strike-chosen').asset).toBe('lightBombs');
      expect(chosen.game.game.stage).toMatchObject({ kind: 'mark-target', asset: 'lightBombs' });
    }
  });

  it('SQ-FM-06 the caller marks any point a model of it sees, at any range', () => {
    const terrain = [feature('b1', 'building', 5, 15, 7, 5)];
    // Available, light; the scatter die hits; blue.u2 under the template rolls a 1 (nothing).
    const { game: after } = run(game(callers('red.u1', { terrain }), [5, 4, 1, 1, ...SPARE]), call());
    refused(after, mark(10, 30), 'no-line-of-sight', 'SQ-DEF-22');
    const far = run(after, mark(40, 45));
    expect(only(far.events, 'marked')).toMatchObject({ at: { x: 40, y: 45 }, asset: 'light' });
    expect(only(far.events, 'marked').rules).toContain('SQ-FM-06');
    usedAllBut(far.game);
  });

  it('SQ-FM-06 the mark-target prompt lists legal marks at enemy units', () => {
    const { game: after } = run(game(callers('red.u1'), [5, 4, ...SPARE]), call());
    const legal = legalCommands(after as never, RED) as { type: string; at: { x: number; y: number } }[];
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((c) => c.type === 'mark-target')).toBe(true);
    expect(legal.map((c) => c.at)).toContainEqual({ x: 15.25, y: 30 });
  });
});
