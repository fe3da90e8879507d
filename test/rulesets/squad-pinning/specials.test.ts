import { describe, expect, it } from 'vitest';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import { accept, BLUE, eventsOf, game, RED, unit } from './engine-support';
import { fire, only, pos, rolled, run } from './rules-support';

describe('special rules (SQ-SPC, SQ-DEF-26)', () => {
  it('SQ-SPC-03 a Conscript unit must pass a leadership test to act; on a failure its activation is spent', () => {
    const s = pos({
      red: only('conscriptSquad'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 5, y: 10 }, 'blue.u1': { x: 10, y: 40 } },
    });
    // Green leadership 4+: a 3 fails.
    const fail = accept(game(structuredClone(s), [3, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(fail.events, 'test-taken')[0]).toMatchObject({
      test: 'conscript activation test',
      passed: false,
    });
    expect(eventsOf(fail.events, 'activation-lost')[0]?.rules).toContain('SQ-SPC-03');
    expect(unit(fail.game.game, 'red.u1').activated).toBe(true);
    expect(fail.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    const pass = accept(game(structuredClone(s), [4, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(pass.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
    // A pinned Conscript takes no activation test: its rally stands instead.
    unit(s, 'red.u1').pinned = true;
    const pinned = accept(game(s, [6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(rolled(pinned.events)).toEqual([]);
    expect(pinned.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
  });

  it('SQ-SPC-06 Gene Enhanced: each unsaved wound is ignored on a 6', () => {
    const s = pos({
      red: only('gunner'),
      blue: only('geneSquad'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
    });
    // Hit on 4, the 4+ save fails on a 1, the gene roll is a 6: no casualty.
    const saved = fire(structuredClone(s), 'red.u1', 'blue.u1', [4, 1, 6, 6, 6]);
    expect(rolled(saved.events).slice(0, 3)).toEqual([
      'to hit: rifle',
      'armour saves: Gene Squad',
      'gene enhanced: Gene Squad',
    ]);
    expect(eventsOf(saved.events, 'wound-ignored')).toHaveLength(1);
    expect(eventsOf(saved.events, 'saves-rolled')[0]).toMatchObject({ saved: 0, wounds: 0 });
    expect(unit(saved.game.game, 'blue.u1').models.every((m) => m.alive)).toBe(true);
    // A 5 does not ignore it.
    const lost = fire(s, 'red.u1', 'blue.u1', [4, 1, 5, 6, 6]);
    expect(eventsOf(lost.events, 'saves-rolled')[0]).toMatchObject({ wounds: 1 });
    expect(eventsOf(lost.events, 'wound-ignored')).toHaveLength(0);
  });

  /** Red's `who` at (10,10) and blue's Xeno Brood `dy` north of it. */
  function terror(who: string, dy: number, params: Parameters<typeof pos>[0]['params'] = {}): SqState {
    return pos({
      red: only(who),
      blue: only('xenoBrood'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 10 + dy } },
      params,
    });
  }

  it('SQ-SPC-16 a unit starting its activation within 10" of a Terrifying enemy must pass a test or break', () => {
    // 11" centre to centre = 10" between bases: within range. Regular leadership 3+: a 2 fails.
    const r = accept(game(terror('gunner', 11), [2, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({ test: 'terrifying test', passed: false });
    expect(eventsOf(r.events, 'test-taken')[0]?.rules).toContain('SQ-SPC-16');
    expect(unit(r.game.game, 'red.u1')).toMatchObject({ broken: true, pinned: true, activated: true });
    expect(eventsOf(r.events, 'fell-back')).toHaveLength(1);
    expect(unit(r.game.game, 'red.u1').models[0]?.y).toBeLessThan(5);
    expect(r.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    // 10.5" between bases: no test.
    const out = accept(game(terror('gunner', 11.5), [6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(rolled(out.events)).toEqual([]);
  });

  it('SQ-SPC-17 a unit that passed the Terrifying test never takes it again', () => {
    const s = terror('gunner', 11);
    const first = accept(game(structuredClone(s), [3, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(first.events, 'test-taken')[0]).toMatchObject({ test: 'terrifying test', passed: true });
    expect(unit(first.game.game, 'red.u1').terrifyingPassed).toBe(true);
    expect(first.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
    // Next turn: no test.
    const later = structuredClone(first.game.game) as SqState;
    delete later.acting;
    Object.assign(unit(later, 'red.u1'), { activated: false });
    later.stage = { kind: 'activate', player: RED };
    const again = accept(game(later, [1]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(rolled(again.events)).toEqual([]);
    expect(again.game.game.stage).toEqual({ kind: 'action', player: RED, unit: 'red.u1' });
  });

  it('SQ-DEF-26 Fearless units and vehicles skip the Terrifying test; terrifying.range and affectsVehicles change it', () => {
    const fearless = accept(game(terror('xenoBrood', 5), [1]), {
      type: 'activate',
      player: RED,
      unit: 'red.u1',
    });
    expect(rolled(fearless.events)).toEqual([]);
    const car = terror('scoutCar', 6);
    const v = accept(game(car, [1]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(rolled(v.events)).toEqual([]);
    // A vehicle's 1.5" base counts: 12" between centres is 10" between bases.
    const cv = accept(game(terror('scoutCar', 12, { terrifying: { affectsVehicles: true } }), [6, 6]), {
      type: 'activate',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(cv.events, 'test-taken')[0]).toMatchObject({ test: 'terrifying test' });
    // 14" between bases: only a 15" range reaches it.
    const near = accept(game(terror('gunner', 15, { terrifying: { range: 15 } }), [6, 6]), {
      type: 'activate',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(near.events, 'test-taken')[0]).toMatchObject({ test: 'terrifying test', passed: true });
    const far = accept(game(terror('gunner', 15), [6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(rolled(far.events)).toEqual([]);
    void run;
  });
});

describe('terror sources (SQ-SPC-16)', () => {
  it('SQ-SPC-16 a unit broken by terror falls back from the Terrifying unit near it, not another one', () => {
    const s = pos({
      red: only('gunner'),
      blue: only('xenoBrood', 'xenoBrood'),
      // blue.u1 is far to the west; blue.u2 is 6" east of the gunner.
      place: {
        'red.u1': { x: 24, y: 10 },
        'blue.u1': { x: 1, y: 44 },
        'blue.u2': { x: 30, y: 10, spacing: 1.5 },
      },
    });
    const r = accept(game(s, [2, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(r.events, 'fell-back')).toHaveLength(1);
    // Away from blue.u2 (east): westwards.
    expect(unit(r.game.game, 'red.u1').models[0]?.x).toBeLessThan(19);
  });
});

describe('conscripts aboard (SQ-SPC-03)', () => {
  it('SQ-SPC-03 an embarked Conscript unit tests too before it may exit', () => {
    const s = pos({
      red: only('conscriptSquad', 'apc'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 5, y: 2 }, 'red.u2': { x: 24, y: 20 }, 'blue.u1': { x: 10, y: 40 } },
    });
    Object.assign(unit(s, 'red.u1'), { status: 'embarked', transport: 'red.u2' });
    const r = accept(game(s, [3, 6]), { type: 'activate', player: RED, unit: 'red.u1' });
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({
      test: 'conscript activation test',
      passed: false,
    });
    expect(r.game.game.stage).toEqual({ kind: 'activate', player: BLUE });
  });
});
