import { applyCommand, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { ParamsInput } from '../../../../src/rulesets/squad-pinning/params';
import type { ForceInput } from '../../../../src/rulesets/squad-pinning/schemas/force';
import type { SqState } from '../../../../src/rulesets/squad-pinning/state';
import {
  acting,
  BLUE,
  eventsOf,
  feature,
  force,
  game,
  OPEN_TABLE,
  position,
  RED,
  refused,
  type UnitPlacement,
  unit,
} from '../engine-support';
import { call, mark, only, remove, rolls, run, SPARE, usedAllBut } from './fire-support';

/** A one-model infantry unit with a 3+ save (params.profiles). */
const ARMOURED = {
  profiles: {
    armoured: {
      name: 'Armoured Trooper',
      type: 'infantry' as const,
      models: 1,
      quality: 'regular' as const,
      save: 3,
      weapons: ['rifle'],
      points: 20,
    },
  },
};

/** The spotter team (red.u1) at (10,10), acting; blue placed as given. */
function target(
  blue: ForceInput,
  place: Record<string, UnitPlacement>,
  options: { params?: ParamsInput; terrain?: ReturnType<typeof feature>[]; red?: ForceInput } = {},
): SqState {
  return acting(
    position({
      red: options.red ?? force('spotterTeam'),
      blue,
      scenario: { ...OPEN_TABLE, terrain: options.terrain ?? [] },
      place: { 'red.u1': { x: 10, y: 10 }, ...place },
      ...(options.params ? { params: options.params } : {}),
    }),
    'red.u1',
  );
}

/** Availability 5, asset 6 (airstrike), then the strike face. */
const STRAFE = [5, 6, 1];
const BOMBS = [5, 6, 2];
const ANTI_VEHICLE = [5, 6, 3];

/** Calls the airstrike and lays the line: midpoint (25,30), heading 90 (from (16,30) to (34,30)). */
function strike(state: SqState, faces: number[], heading = 90) {
  return run(game(state, [...faces, ...SPARE]), call(), mark(25, 30, heading));
}

/** Blue rifles on the line (x 20 … 30.5, y 30). */
const ON_LINE = { 'blue.u1': { x: 20, y: 30 } };

describe('squad-pinning: airstrikes', () => {
  it('SQ-AIR-02 a strafing run makes 3d6 shots at enemy units under the 18" line; friends are spared', () => {
    const state = target(
      force('rifleSquad'),
      { ...ON_LINE, 'red.u2': { x: 20, y: 31.5 } },
      {
        red: force('spotterTeam', 'rifleSquad'),
      },
    );
    const called = run(game(state, [...STRAFE, 1, 1, 2, 4, 4, 3, 1, 6, ...SPARE]), call());
    expect(called.game.game.stage).toMatchObject({ kind: 'mark-target', asset: 'strafing' });
    refused(called.game, mark(25, 30), 'missing-heading', 'SQ-DEF-25');
    // 1+1+2 = 4 shots, to-hit 4 4 3 1: 2 hits; −2 leaves the 5+ armour no save: 2 casualties, blue chooses.
    const laid = run(called.game, mark(25, 30, 90));
    expect(only(laid.events, 'line')).toMatchObject({ asset: 'strafing', heading: 90, detail: 'blue.u1' });
    expect(only(laid.events, 'shots')).toMatchObject({ shots: 4, hits: 2 });
    expect(only(laid.events, 'shots').rules).toContain('SQ-AIR-02');
    expect(laid.game.game.stage).toMatchObject({
      kind: 'casualties',
      player: BLUE,
      unit: 'blue.u1',
      count: 2,
    });
    const done = run(laid.game, remove('blue.u1', 'blue.u1.m7', 'blue.u1.m8'));
    expect(eventsOf(done.events, 'test-taken')[0]).toMatchObject({ unit: 'blue.u1', passed: true });
    expect(eventsOf([...laid.events, ...done.events], 'test-taken').some((e) => e.unit === 'red.u2')).toBe(
      false,
    );
    usedAllBut(done.game);
  });

  it('SQ-AIR-03 strafing gives −2 to armour saves (3+ becomes 5+) and is AT U against vehicles', () => {
    // 3 shots, one hit, the 4 fails the 5+ save: the one-model unit is destroyed.
    const infantry = strike(
      target(force('armoured'), { 'blue.u1': { x: 25, y: 30 } }, { params: ARMOURED }),
      [...STRAFE, 1, 1, 1, 4, 1, 1, 4],
    );
    expect(rolls(infantry.events, 'armour saves')).toEqual([{ dice: [4], target: 5 }]);
    expect(unit(infantry.game.game, 'blue.u1').status).toBe('destroyed');
    usedAllBut(infantry.game);
    // A scout car: one hit as AT U on the side (U): damage 5 → Immobilised; then its crew test (3, passed).
    const car = strike(target(force('scoutCar'), { 'blue.u1': { x: 25, y: 30 } }), [
      ...STRAFE,
      1,
      1,
      1,
      4,
      1,
      1,
      5,
      3,
    ]);
    const hit = eventsOf(car.events, 'vehicle-hit')[0];
    expect(hit).toMatchObject({ at: 'U', facing: 'side', result: 'immobilised' });
    expect(hit?.rules).toContain('SQ-AIR-03');
    usedAllBut(car.game);
  });

  it('SQ-AIR-04 units under strafing fire take cover saves as normal', () => {
    const ruins = [feature('r1', 'ruins', 19, 29, 13, 2)];
    // 3 shots, 3 hits, heavy-cover saves 4 4 4 (4+): all saved; pinning check 3 passed.
    const { game: after, events } = strike(target(force('rifleSquad'), ON_LINE, { terrain: ruins }), [
      ...STRAFE,
      1,
      1,
      1,
      4,
      4,
      4,
      4,
      4,
      4,
      3,
    ]);
    expect(rolls(events, 'cover saves')).toEqual([{ dice: [4, 4, 4], target: 4 }]);
    expect(eventsOf(events, 'saves-rolled')).toMatchObject([{ hits: 3, saved: 3, wounds: 0 }]);
    usedAllBut(after);
  });

  it('SQ-AIR-05 every enemy unit under the line tests even when no shot hits', () => {
    const state = target(force('rifleSquad', 'scoutCar'), { ...ON_LINE, 'blue.u2': { x: 32, y: 30.5 } });
    // 3 shots, all miss; the rifles fail their pinning check (2), the car its crew test (2).
    const { game: after, events } = strike(state, [...STRAFE, 1, 1, 1, 1, 1, 1, 2, 2]);
    expect(only(events, 'shots').hits).toBe(0);
    const tests = eventsOf(events, 'test-taken');
    expect(tests.map((t) => [t.unit, t.test, t.passed])).toEqual([
      ['blue.u1', 'pinning check', false],
      ['blue.u2', 'crew test', false],
    ]);
    expect(tests.every((t) => t.rules?.includes('SQ-AIR-05'))).toBe(true);
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
    expect(unit(after.game, 'blue.u2').pinned).toBe(true);
    usedAllBut(after);
  });

  it('SQ-AIR-06 the target owner spreads the strafing hits and removes casualties as it likes', () => {
    const state = target(force('rifleSquad', 'rifleSquad'), { ...ON_LINE, 'blue.u2': { x: 20, y: 29 } });
    // 3 shots, 3 hits.
    const laid = strike(state, [...STRAFE, 1, 1, 1, 4, 4, 4, 6, 6]);
    expect(laid.game.game.stage).toMatchObject({
      kind: 'spread-hits',
      player: BLUE,
      hits: 3,
      among: ['blue.u1', 'blue.u2'],
    });
    expect(legalCommands(laid.game as never, BLUE)).toContainEqual({
      type: 'spread-hits',
      player: BLUE,
      allocation: { 'blue.u1': 3 },
    });
    refused(
      laid.game,
      { type: 'spread-hits', player: BLUE, allocation: { 'blue.u1': 1 } },
      'wrong-count',
      'SQ-AIR-06',
    );
    refused(
      laid.game,
      { type: 'spread-hits', player: BLUE, allocation: { 'red.u1': 3 } },
      'illegal-target',
      'SQ-AIR-06',
    );
    const spread = run(laid.game, {
      type: 'spread-hits',
      player: BLUE,
      allocation: { 'blue.u1': 1, 'blue.u2': 2 },
    });
    expect(spread.game.game.stage).toMatchObject({ kind: 'casualties', unit: 'blue.u1', count: 1 });
    const first = run(spread.game, remove('blue.u1', 'blue.u1.m8'));
    expect(first.game.game.stage).toMatchObject({ kind: 'casualties', unit: 'blue.u2', count: 2 });
    const second = run(first.game, remove('blue.u2', 'blue.u2.m1', 'blue.u2.m5'));
    const saves = eventsOf([...spread.events, ...first.events, ...second.events], 'saves-rolled');
    expect(saves.map((s) => [s.unit, s.hits, s.wounds])).toEqual([
      ['blue.u1', 1, 1],
      ['blue.u2', 2, 2],
    ]);
    expect(
      unit(second.game.game, 'blue.u2')
        .models.filter((m) => !m.alive)
        .map((m) => m.id),
    ).toEqual(['blue.u2.m1', 'blue.u2.m5']);
    usedAllBut(second.game);
  });

  it('SQ-AIR-07 light bombs scatter and use the light row on a 10" template', () => {
    const state = target(force('rifleSquad'), { 'blue.u1': { x: 10, y: 38 } });
    const called = run(game(state, [...BOMBS, 1, 3, 3, ...SPARE]), call());
    refused(called.game, mark(10, 30, 90), 'unexpected-heading', 'SQ-DEF-25');
    // Scatter hit; the rifles 7.5" away are under the 10" template: light row 3 = pinning check (3, passed).
    const { game: after, events } = run(called.game, mark(10, 30));
    expect(only(events, 'fire-for-effect')).toMatchObject({
      asset: 'lightBombs',
      distance: 10,
      detail: 'blue.u1',
    });
    expect(only(events, 'fire-for-effect').rules).toContain('SQ-AIR-07');
    expect(eventsOf(events, 'template-effect')).toMatchObject([{ unit: 'blue.u1', effect: 'pin', roll: 3 }]);
    expect(unit(after.game, 'red.u1').sustained).toBeUndefined();
    usedAllBut(after);
  });

  it('SQ-AIR-08 anti-vehicle fire: D3 shots the caller assigns, 5+ to hit, AT Med on the side armour', () => {
    const state = target(force('apc', 'scoutCar', 'rifleSquad'), {
      'blue.u1': { x: 20, y: 30 },
      'blue.u2': { x: 30, y: 30 },
      'blue.u3': { x: 22, y: 31 },
    });
    // D3 = 2 shots; to-hit 5 4; damage 4: Med − side VLt = +2 → 6: destroyed.
    const laid = strike(state, [...ANTI_VEHICLE, 2, 5, 4, 4]);
    expect(laid.game.game.stage).toMatchObject({
      kind: 'assign-shots',
      player: RED,
      shots: 2,
      among: ['blue.u1', 'blue.u2'],
    });
    refused(
      laid.game,
      { type: 'assign-shots', player: RED, unit: 'red.u1', targets: ['blue.u1'] },
      'wrong-count',
    );
    refused(
      laid.game,
      { type: 'assign-shots', player: RED, unit: 'red.u1', targets: ['blue.u1', 'blue.u3'] },
      'illegal-target',
      'SQ-AIR-08',
    );
    const { game: after, events } = run(laid.game, {
      type: 'assign-shots',
      player: RED,
      unit: 'red.u1',
      targets: ['blue.u1', 'blue.u1'],
    });
    const hits = eventsOf(events, 'vehicle-hit');
    expect(hits).toMatchObject([{ unit: 'blue.u1', at: 'Med', facing: 'side', result: 'destroyed' }]);
    expect(hits[0]?.rules).toContain('SQ-AIR-08');
    expect(unit(after.game, 'blue.u1').status).toBe('destroyed');
    expect(eventsOf(events, 'test-taken').some((t) => t.unit === 'blue.u3')).toBe(false);
    usedAllBut(after);
  });

  it('SQ-AIR-08 an anti-vehicle hit on a vehicle in cover allows a cover save', () => {
    const crater = [feature('c1', 'crater', 20, 25, 10, 10)];
    // One vehicle: the shots go to it. D3 = 1, to-hit 5, cover save 5 (light 5+): no effect.
    const { game: after, events } = strike(
      target(force('apc'), { 'blue.u1': { x: 25, y: 30 } }, { terrain: crater }),
      [...ANTI_VEHICLE, 1, 5, 5],
    );
    expect(rolls(events, 'cover save')).toEqual([{ dice: [5], target: 5 }]);
    expect(eventsOf(events, 'vehicle-hit')).toMatchObject([{ at: 'Med', facing: 'side', result: 'none' }]);
    usedAllBut(after);
  });

  it('SQ-DEF-25 airstrikes never sustain: a new point ends the chain, the strike is rolled and its line laid', () => {
    const state = target(force('rifleSquad'), ON_LINE);
    unit(state, 'red.u1').sustained = { point: { x: 10, y: 30 }, weight: 'light', rounds: 1, turn: 0 };
    const called = run(game(state, [...STRAFE, 1, 1, 1, 1, 1, 1, 6, ...SPARE]), call());
    expect(called.game.game.stage).toMatchObject({ kind: 'mark-target', asset: 'sustained light' });
    // A new point (no heading yet): the chain ends, the rolls give a strafing run, which asks for the heading.
    const marked = run(called.game, mark(25, 31));
    expect(marked.game.game.stage).toMatchObject({ kind: 'mark-target', asset: 'strafing' });
    const laid = run(marked.game, mark(25, 30, 90));
    expect(only(laid.events, 'shots')).toMatchObject({ shots: 3, hits: 0 });
    expect(unit(laid.game.game, 'red.u1').sustained).toBeUndefined();
    usedAllBut(laid.game);
  });

  it('SQ-DEF-25 airstrike.lineLength: a 24" line reaches rifles 1.1" past the end of an 18" one', () => {
    const place = { 'blue.u1': { x: 35.6, y: 30 } };
    const short = strike(target(force('rifleSquad'), place), STRAFE);
    expect(only(short.events, 'line').detail).toBe('no enemy target under the line');
    usedAllBut(short.game);
    const long = strike(target(force('rifleSquad'), place, { params: { airstrike: { lineLength: 24 } } }), [
      ...STRAFE,
      1,
      1,
      1,
      1,
      1,
      1,
      6,
    ]);
    expect(only(long.events, 'line').detail).toBe('blue.u1');
    usedAllBut(long.game);
  });

  it('SQ-DEF-25 airstrike.lineHalfWidth: rifles 1.3" from the line are under it only with a 2" half-width', () => {
    const place = { 'blue.u1': { x: 20, y: 31.8 } };
    const narrow = strike(target(force('rifleSquad'), place), STRAFE);
    expect(only(narrow.events, 'line').detail).toBe('no enemy target under the line');
    const wide = strike(target(force('rifleSquad'), place, { params: { airstrike: { lineHalfWidth: 2 } } }), [
      ...STRAFE,
      1,
      1,
      1,
      1,
      1,
      1,
      6,
    ]);
    expect(only(wide.events, 'line').detail).toBe('blue.u1');
    usedAllBut(wide.game);
  });

  it('SQ-DEF-25 airstrike.strafeToHit: with 3+ three 3s are three hits', () => {
    const place = { 'blue.u1': { x: 25, y: 30 } };
    const plain = strike(target(force('scoutCar'), place), [...STRAFE, 1, 1, 1, 3, 3, 3, 6]);
    expect(only(plain.events, 'shots').hits).toBe(0);
    usedAllBut(plain.game);
    const easy = strike(target(force('scoutCar'), place, { params: { airstrike: { strafeToHit: 3 } } }), [
      ...STRAFE,
      1,
      1,
      1,
      3,
      3,
      3,
      1,
      1,
      1,
      6,
    ]);
    expect(only(easy.events, 'shots').hits).toBe(3);
    expect(eventsOf(easy.events, 'vehicle-hit')).toHaveLength(3);
    usedAllBut(easy.game);
  });
});

describe('squad-pinning: the fire-mission prompts list only accepted commands', () => {
  const many = Array.from({ length: 60 }, () => 6);
  /** Enough 3s (D3-safe) for any strike's dice. */
  const threes = Array.from({ length: 60 }, () => 3);
  /** Applies every legal command of `player` in `g`; each must be accepted. Returns how many there were. */
  function allAccepted(g: ReturnType<typeof game>, player: string): number {
    const legal = legalCommands(g as never, player);
    for (const c of legal) {
      const result = applyCommand(g as never, c as never);
      expect(result.ok, JSON.stringify(c)).toBe(true);
    }
    return legal.length;
  }

  it('SQ-DEF-25 mark-target (with headings), assign-shots and spread-hits', () => {
    const vehicles = target(force('apc', 'scoutCar'), {
      'blue.u1': { x: 20, y: 30 },
      'blue.u2': { x: 30, y: 30 },
    });
    const av = run(game(vehicles, [...ANTI_VEHICLE, ...threes]), call());
    expect(allAccepted(av.game, RED)).toBeGreaterThan(1);
    const assign = run(game(vehicles, [...ANTI_VEHICLE, 2, ...many]), call(), mark(25, 30, 90));
    expect(legalCommands(assign.game as never, RED)).toContainEqual({
      type: 'assign-shots',
      player: RED,
      unit: 'red.u1',
      targets: ['blue.u1', 'blue.u2'],
    });
    expect(allAccepted(assign.game, RED)).toBe(3);
    const rifles = target(force('rifleSquad', 'rifleSquad'), { ...ON_LINE, 'blue.u2': { x: 20, y: 29 } });
    const spread = strike(rifles, [...STRAFE, 1, 1, 1, 4, 4, 4, ...many]);
    expect(allAccepted(spread.game, BLUE)).toBe(3);
  });

  it('SQ-AIR-01 choose-strike lists the three strikes', () => {
    const state = target(force('rifleSquad'), ON_LINE);
    const { game: g } = run(game(state, [5, 6, 4, ...many]), call());
    expect(allAccepted(g, RED)).toBe(3);
  });
});
