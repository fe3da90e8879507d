import { describe, expect, it } from 'vitest';
import type { SqEvent } from '../../../../src/rulesets/squad-pinning/events';
import type { ParamsInput } from '../../../../src/rulesets/squad-pinning/params';
import type { ForceInput } from '../../../../src/rulesets/squad-pinning/schemas/force';
import type { SqState } from '../../../../src/rulesets/squad-pinning/state';
import {
  acting,
  eventsOf,
  feature,
  force,
  game,
  OPEN_TABLE,
  position,
  refused,
  type UnitPlacement,
  unit,
} from '../engine-support';
import { call, mark, only, rolls, run, SPARE, usedAllBut } from './fire-support';

/** The spotter team (red.u1) at (10,10) and (11.5,10), acting; blue placed as given. */
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

/** Blue rifles far from everything (y 44). */
const FAR = { 'blue.u1': { x: 30, y: 44 } };

/** Calls the spotter's fire and marks (10,30). */
function fireAt(state: SqState, faces: number[], x = 10, y = 30) {
  return run(game(state, [...faces, ...SPARE]), call(), mark(x, y));
}

const effects = (events: readonly SqEvent[]) => eventsOf(events, 'template-effect');

describe('squad-pinning: scatter', () => {
  it("SQ-FM-07 a deviating marker moves 2D6 inches; SQ-DEF-23 3 o'clock is 90° clockwise of caller→marker", () => {
    // availability 5, light 4, scatter 3 (deviates), hour 3, second die 1 (+0), distance 2+3.
    const { game: after, events } = fireAt(target(force('rifleSquad'), FAR), [5, 4, 3, 3, 1, 2, 3]);
    const scatter = only(events, 'scatter');
    expect(scatter).toMatchObject({ detail: "3 o'clock", distance: 5, heading: 90, at: { x: 15, y: 30 } });
    expect(scatter.rules).toEqual(expect.arrayContaining(['SQ-FM-07', 'SQ-DEF-23']));
    expect(only(events, 'fire-for-effect').at).toEqual({ x: 15, y: 30 });
    usedAllBut(after);
  });

  it("SQ-DEF-23 a second die of 4+ adds 6 hours: 3 + 6 = 9 o'clock", () => {
    const { events } = fireAt(target(force('rifleSquad'), FAR), [5, 4, 3, 3, 4, 2, 3]);
    expect(only(events, 'scatter')).toMatchObject({ detail: "9 o'clock", at: { x: 5, y: 30 } });
  });

  it("SQ-DEF-23 12 o'clock points from the nearest caller model on past the marker", () => {
    const { events } = fireAt(target(force('rifleSquad'), FAR), [5, 4, 3, 6, 4, 1, 1]);
    expect(only(events, 'scatter')).toMatchObject({ detail: "12 o'clock", at: { x: 10, y: 32 } });
  });

  it('SQ-DEF-23 a scatter die of 1–2 is a hit: no direction or distance dice', () => {
    const { game: after, events } = fireAt(target(force('rifleSquad'), FAR), [5, 4, 2]);
    expect(only(events, 'scatter')).toMatchObject({ detail: 'hit', distance: 0, at: { x: 10, y: 30 } });
    usedAllBut(after);
  });

  it('SQ-DEF-23 scatter.hitFaces: with [1, 2, 3] a 3 is a hit too', () => {
    const state = target(force('rifleSquad'), FAR, { params: { scatter: { hitFaces: [1, 2, 3] } } });
    const { game: after, events } = fireAt(state, [5, 4, 3]);
    expect(only(events, 'scatter')).toMatchObject({ detail: 'hit', at: { x: 10, y: 30 } });
    usedAllBut(after);
  });
});

/** The position after a first round at (10,30), moved on to the caller's next activation (turn 2). */
function nextTurn(after: SqState, turnsLater = 1): SqState {
  const s = structuredClone(after) as SqState;
  s.turn += turnsLater;
  for (const u of s.units) {
    u.activated = false;
    u.calledThisTurn = false;
  }
  return acting(s, 'red.u1');
}

describe('squad-pinning: sustained fire', () => {
  it('SQ-FM-08 sustained fire at the same point: no new rolls, one distance die fewer each round', () => {
    // Round 1: medium, scatter 3 o'clock 2+3 = 5".
    const first = fireAt(target(force('rifleSquad'), FAR), [5, 2, 3, 3, 1, 2, 3]);
    expect(unit(first.game.game, 'red.u1').sustained).toMatchObject({ weight: 'medium', rounds: 1, turn: 1 });
    // Round 2: no availability or asset roll; scatter 3, hour 3, +0, one distance die (4).
    const second = fireAt(nextTurn(first.game.game), [3, 3, 1, 4]);
    expect(second.events.filter((e) => e.type === 'fire-mission' && e.step === 'availability')).toHaveLength(
      0,
    );
    const marked = only(second.events, 'marked');
    expect(marked.asset).toBe('medium');
    expect(marked.rules).toContain('SQ-FM-08');
    expect(only(second.events, 'scatter')).toMatchObject({ distance: 4, at: { x: 14, y: 30 } });
    usedAllBut(second.game);
    // Round 3: no distance dice left: a deviation leaves the marker where it is.
    const third = fireAt(nextTurn(second.game.game), [3]);
    expect(only(third.events, 'scatter')).toMatchObject({ distance: 0, at: { x: 10, y: 30 } });
    expect(only(third.events, 'scatter').rules).toContain('SQ-FM-08');
    usedAllBut(third.game);
  });

  it('SQ-FM-08 on-board artillery sustains its own fire: one distance die in the second round', () => {
    const mortar = acting(
      position({
        red: force('mortarTeam'),
        blue: force('rifleSquad'),
        scenario: OPEN_TABLE,
        place: { 'red.u1': { x: 10, y: 10 }, ...FAR },
      }),
      'red.u1',
    );
    const first = fireAt(mortar, [1]);
    expect(unit(first.game.game, 'red.u1').sustained).toMatchObject({ weight: 'light', rounds: 1 });
    const again = run(game(nextTurn(first.game.game), [3, 3, 1, 4, ...SPARE]), call());
    expect(again.game.game.stage).toMatchObject({ kind: 'mark-target', asset: 'sustained light' });
    refused(again.game, mark(20, 30, 90), 'unexpected-heading', 'SQ-DEF-25');
    const second = run(again.game, mark(10, 30));
    expect(only(second.events, 'scatter')).toMatchObject({ distance: 4, at: { x: 14, y: 30 } });
    usedAllBut(second.game);
  });

  it('SQ-DEF-22 fireMissions.sustainedDiceReduction: 2 removes both distance dice in the second round', () => {
    const state = target(force('rifleSquad'), FAR, {
      params: { fireMissions: { sustainedDiceReduction: 2 } },
    });
    const first = fireAt(state, [5, 2, 1]);
    const second = fireAt(nextTurn(first.game.game), [3]);
    expect(only(second.events, 'scatter')).toMatchObject({ distance: 0, at: { x: 10, y: 30 } });
    usedAllBut(second.game);
  });

  it('SQ-DEF-22 marking a new point ends the chain: the mission is rolled for afresh', () => {
    const first = fireAt(target(force('rifleSquad'), FAR), [5, 2, 1]);
    // New point (20,30): chain ended, then availability 5, light 4, scatter hit.
    const second = fireAt(nextTurn(first.game.game), [5, 4, 1], 20, 30);
    const steps = eventsOf(second.events, 'fire-mission').map((e) => e.step);
    expect(steps.slice(0, 3)).toEqual(['chain-ended', 'availability', 'asset']);
    expect(only(second.events, 'marked').rules).not.toContain('SQ-FM-08');
    expect(unit(second.game.game, 'red.u1').sustained).toMatchObject({ weight: 'light', rounds: 1 });
    usedAllBut(second.game);
  });

  it('SQ-DEF-22 a chain holds only into the next activation: a turn later the call rolls again', () => {
    const first = fireAt(target(force('rifleSquad'), FAR), [5, 2, 1]);
    const { game: after, events } = run(game(nextTurn(first.game.game, 2), [4, ...SPARE]), call());
    expect(only(events, 'availability').passed).toBe(false);
    expect(unit(after.game, 'red.u1').sustained).toBeUndefined();
  });
});

/** Blue rifles at x = 13.9, 15.4, … on y = 30: with the marker at (10,30) the first two are under a 5" template. */
const NEAR = { 'blue.u1': { x: 13.9, y: 30 } };

describe('squad-pinning: templates and effects', () => {
  it('SQ-FM-09 light shelling has a 5" template, heavy a 10" one', () => {
    const place = { 'blue.u1': { x: 10, y: 38 } };
    const light = fireAt(target(force('rifleSquad'), place), [5, 4, 1]);
    expect(only(light.events, 'fire-for-effect')).toMatchObject({
      distance: 5,
      detail: 'no unit under the template',
    });
    expect(effects(light.events)).toHaveLength(0);
    usedAllBut(light.game);
    const heavy = fireAt(target(force('rifleSquad'), place), [5, 1, 1, 1]);
    expect(only(heavy.events, 'fire-for-effect')).toMatchObject({ distance: 10, detail: 'blue.u1' });
    expect(effects(heavy.events)).toMatchObject([{ unit: 'blue.u1', effect: 'nothing', roll: 1 }]);
    usedAllBut(heavy.game);
  });

  it('SQ-DEF-24 fireMissions.templateRadius: an 8" light template reaches a unit 7.5" away', () => {
    const state = target(
      force('rifleSquad'),
      { 'blue.u1': { x: 10, y: 38 } },
      {
        params: { fireMissions: { templateRadius: { light: 8, medium: 5, heavy: 10, lightBombs: 10 } } },
      },
    );
    const { events } = fireAt(state, [5, 4, 1, 1]);
    expect(effects(events)).toMatchObject([{ unit: 'blue.u1', roll: 1 }]);
  });

  it('SQ-FM-10 light 3–5 is a pinning check with no casualty modifier', () => {
    const passed = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 3, 3]);
    expect(effects(passed.events)).toMatchObject([{ unit: 'blue.u1', effect: 'pin', roll: 3 }]);
    const test = eventsOf(passed.events, 'test-taken')[0];
    expect(test).toMatchObject({ unit: 'blue.u1', test: 'pinning check', passed: true });
    expect(test?.rules).toContain('SQ-FM-10');
    expect(unit(passed.game.game, 'blue.u1').pinned).toBe(false);
    const failed = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 5, 2]);
    expect(unit(failed.game.game, 'blue.u1').pinned).toBe(true);
    usedAllBut(failed.game);
  });

  it('SQ-FM-10 light 6 is D3 hits with saves; casualties come from the models under the template; −1 per casualty', () => {
    // Effect 6, D3 = 2 hits, saves 1 1 (fail), pinning check 4 − 2 = 2 < 3: fails.
    const { game: after, events } = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 6, 2, 1, 1, 4]);
    expect(effects(events)).toMatchObject([{ effect: 'AT VLt / AP, D3 hits', roll: 6 }]);
    expect(eventsOf(events, 'saves-rolled')).toMatchObject([{ unit: 'blue.u1', hits: 2, wounds: 2 }]);
    expect(eventsOf(events, 'model-removed').map((e) => e.model)).toEqual(['blue.u1.m1', 'blue.u1.m2']);
    const test = eventsOf(events, 'test-taken')[0];
    expect(test).toMatchObject({ test: 'pinning check', passed: false });
    expect(test?.rules).toContain('SQ-PIN-02');
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
    usedAllBut(after);
  });

  it('SQ-FM-10 light 1–2 does nothing; medium 5–6 is D6 hits; heavy 5–6 is D6+3 hits', () => {
    const nothing = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 2]);
    expect(effects(nothing.events)).toMatchObject([{ effect: 'nothing', roll: 2 }]);
    expect(eventsOf(nothing.events, 'test-taken')).toHaveLength(0);
    // Medium: effect 5, D6 = 4 hits, four saved, pinning check passed.
    const medium = fireAt(target(force('rifleSquad'), NEAR), [5, 2, 1, 5, 4, 5, 5, 5, 5, 3]);
    expect(effects(medium.events)).toMatchObject([{ effect: 'AT Lt / AP, D6 hits' }]);
    expect(eventsOf(medium.events, 'saves-rolled')).toMatchObject([{ hits: 4, wounds: 0 }]);
    usedAllBut(medium.game);
    // Heavy: effect 6, D6 = 2 → 5 hits, five saved, pinning check passed.
    const heavy = fireAt(target(force('rifleSquad'), NEAR), [5, 1, 1, 6, 2, 6, 6, 6, 6, 6, 3]);
    expect(effects(heavy.events)).toMatchObject([{ effect: 'AT Med / AP, D6+3 hits' }]);
    expect(eventsOf(heavy.events, 'saves-rolled')).toMatchObject([{ hits: 5, wounds: 0 }]);
    usedAllBut(heavy.game);
  });

  it('SQ-FM-10 a vehicle\'s "Pinning check" is a crew test: on a failure it is Pinned', () => {
    const { game: after, events } = fireAt(
      target(force('apc'), { 'blue.u1': { x: 10, y: 30 } }),
      [5, 4, 1, 3, 2],
    );
    expect(eventsOf(events, 'test-taken')[0]).toMatchObject({
      unit: 'blue.u1',
      test: 'crew test',
      passed: false,
    });
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
    usedAllBut(after);
  });

  it('SQ-FM-11 a direct hit on an AFV is at the listed class against its side armour', () => {
    // Heavy, scatter hit on the APC's centre, effect 5 (AT Med), damage 3: Med − side VLt = +2 → 5, immobilised.
    const { game: after, events } = fireAt(
      target(force('apc'), { 'blue.u1': { x: 10, y: 30 } }),
      [5, 1, 1, 5, 3],
    );
    const hit = eventsOf(events, 'vehicle-hit')[0];
    expect(hit).toMatchObject({ unit: 'blue.u1', at: 'Med', facing: 'side', result: 'immobilised' });
    expect(hit?.rules).toContain('SQ-FM-11');
    usedAllBut(after);
  });

  it('SQ-FM-12 an AFV only in the blast radius takes the hit one class lower on its front armour', () => {
    // Heavy 10" template, the APC 6" away: AT Lt against front Lt, damage 4 → Shaken (Pinned).
    const { game: after, events } = fireAt(
      target(force('apc'), { 'blue.u1': { x: 10, y: 36 } }),
      [5, 1, 1, 5, 4],
    );
    const hit = eventsOf(events, 'vehicle-hit')[0];
    expect(hit).toMatchObject({ at: 'Lt', facing: 'front', result: 'shaken' });
    expect(hit?.rules).toContain('SQ-FM-12');
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
    usedAllBut(after);
  });

  it('SQ-FM-13 infantry under fire for effect take cover saves (heavy cover 4+)', () => {
    const ruins = [feature('r1', 'ruins', 13, 28, 10, 4)];
    // Effect 6, D3 = 2, cover saves 4 4 (pass at 4+), pinning check 3.
    const covered = fireAt(target(force('rifleSquad'), NEAR, { terrain: ruins }), [5, 4, 1, 6, 2, 4, 4, 3]);
    expect(rolls(covered.events, 'cover saves')).toEqual([{ dice: [4, 4], target: 4 }]);
    expect(eventsOf(covered.events, 'saves-rolled')).toMatchObject([{ hits: 2, saved: 2, wounds: 0 }]);
    usedAllBut(covered.game);
    // In the open the same 4s fail the 5+ armour save.
    const open = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 6, 2, 4, 4, 6]);
    expect(eventsOf(open.events, 'saves-rolled')).toMatchObject([{ hits: 2, saved: 0, wounds: 2 }]);
  });

  it('SQ-FM-13 an AFV in cover hit by the blast takes a cover save', () => {
    const crater = [feature('c1', 'crater', 5, 31, 10, 10)];
    const { game: after, events } = fireAt(
      target(force('apc'), { 'blue.u1': { x: 10, y: 36 } }, { terrain: crater }),
      [5, 1, 1, 5, 5],
    );
    expect(rolls(events, 'cover save')).toEqual([{ dice: [5], target: 5 }]);
    expect(eventsOf(events, 'vehicle-hit')[0]).toMatchObject({ at: 'Lt', facing: 'front', result: 'none' });
    usedAllBut(after);
  });

  it('SQ-FM-14 a vehicle under a direct hit gets no cover save', () => {
    const crater = [feature('c1', 'crater', 5, 25, 10, 10)];
    const { game: after, events } = fireAt(
      target(force('apc'), { 'blue.u1': { x: 10, y: 30 } }, { terrain: crater }),
      [5, 1, 1, 5, 3],
    );
    expect(rolls(events, 'cover save')).toHaveLength(0);
    const hit = eventsOf(events, 'vehicle-hit')[0];
    expect(hit).toMatchObject({ at: 'Med', facing: 'side', result: 'immobilised' });
    expect(hit?.rules).toContain('SQ-FM-14');
    usedAllBut(after);
  });

  it('SQ-DEF-24 every unit under the template, friend or foe, rolls, nearest the centre first; embarked units do not', () => {
    const state = target(
      force('rifleSquad', 'apc'),
      { 'blue.u1': { x: 10, y: 34 }, 'blue.u2': { x: 10, y: 34 }, 'red.u2': { x: 11, y: 30 } },
      { red: force('spotterTeam', 'rifleSquad') },
    );
    const passengers = unit(state, 'blue.u1');
    passengers.status = 'embarked';
    passengers.transport = 'blue.u2';
    const { game: after, events } = fireAt(state, [5, 4, 1, 1, 2]);
    expect(effects(events).map((e) => [e.unit, e.roll])).toEqual([
      ['red.u2', 1],
      ['blue.u2', 2],
    ]);
    usedAllBut(after);
  });

  it('SQ-DEF-24 fireMissions.ap: AP −2 on light shelling leaves rifles (5+) no save', () => {
    const params = { fireMissions: { ap: { light: -2, medium: 0, heavy: 0 } } };
    const ap = fireAt(target(force('rifleSquad'), NEAR, { params }), [5, 4, 1, 6, 2, 6]);
    expect(rolls(ap.events, 'armour saves')).toHaveLength(0);
    expect(eventsOf(ap.events, 'saves-rolled')).toMatchObject([{ hits: 2, wounds: 2 }]);
    usedAllBut(ap.game);
    const plain = fireAt(target(force('rifleSquad'), NEAR), [5, 4, 1, 6, 2, 6, 6, 6]);
    expect(eventsOf(plain.events, 'saves-rolled')).toMatchObject([{ hits: 2, wounds: 0 }]);
    usedAllBut(plain.game);
  });

  it('SQ-DEF-24 fireMissions.vehicleHitsPerResult: 2 makes two AT hits from one damage result', () => {
    const place = { 'blue.u1': { x: 10, y: 30 } };
    const one = fireAt(target(force('apc'), place), [5, 1, 1, 5, 1]);
    expect(eventsOf(one.events, 'vehicle-hit')).toHaveLength(1);
    const two = fireAt(
      target(force('apc'), place, { params: { fireMissions: { vehicleHitsPerResult: 2 } } }),
      [5, 1, 1, 5, 1, 1],
    );
    expect(eventsOf(two.events, 'vehicle-hit')).toHaveLength(2);
    usedAllBut(two.game);
  });
});
