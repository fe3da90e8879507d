import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import {
  accept,
  acting,
  BLUE,
  eventsOf,
  feature,
  game,
  OPEN_TABLE,
  RED,
  refused,
  shifted,
  unit,
} from './engine-support';
import { diceEvents, fire, only, pos, rolled, run, takeCasualties } from './rules-support';

const PROFILES: Record<string, ProfileInput> = {
  brood: {
    name: 'Brood',
    type: 'infantry',
    models: 5,
    quality: 'regular',
    save: 5,
    weapons: ['rifle', 'rifle', 'rifle', 'rifle', 'rifle'],
    specialRules: ['fearless'],
    points: 50,
  },
  stoic: {
    name: 'Stoic',
    type: 'infantry',
    models: 5,
    quality: 'regular',
    save: 5,
    weapons: ['rifle', 'rifle', 'rifle', 'rifle', 'rifle'],
    specialRules: ['resolute'],
    points: 50,
  },
};

/** Red's gunner at (10,10) facing blue's `target` 13" north (first model at (10,24)). */
function duel(target = 'squad5', extra: Partial<Parameters<typeof pos>[0]> = {}): SqState {
  return pos({
    red: only('gunner'),
    blue: only(target),
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
    params: { profiles: PROFILES as never, ...(extra.params ?? {}) },
    ...(extra.scenario ? { scenario: extra.scenario } : {}),
  });
}

const pinned = (s: SqState, id = 'blue.u1') => {
  unit(s, id).pinned = true;
  return s;
};

describe('pinning, breaking and rallying (SQ-PIN, SQ-DEF-06, SQ-DEF-11)', () => {
  it('SQ-PIN-01 a hit forces a pinning check even when saved; a volley with no hit forces none', () => {
    const hit = fire(duel(), 'red.u1', 'blue.u1', [4, 6, 2, 6]);
    expect(eventsOf(hit.events, 'saves-rolled')[0]).toMatchObject({ wounds: 0 });
    expect(eventsOf(hit.events, 'test-taken')[0]).toMatchObject({ test: 'pinning check', passed: false });
    expect(eventsOf(hit.events, 'test-taken')[0]?.rules).toContain('SQ-PIN-01');
    expect(unit(hit.game.game, 'blue.u1').pinned).toBe(true);
    const miss = fire(duel(), 'red.u1', 'blue.u1', [3, 6, 6]);
    expect(eventsOf(miss.events, 'test-taken')).toHaveLength(0);
    expect(unit(miss.game.game, 'blue.u1').pinned).toBe(false);
  });

  it('SQ-PIN-02 the pinning check is at -1 per casualty of the attack', () => {
    // Two riflemen hit a 5-model unit with no save: 2 casualties, then a 4 on the check: 4 - 2 = 2 < 3 fails.
    const s = pos({
      red: only('squad4'),
      blue: only('bare5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
    });
    const shot = fire(s, 'red.u1', 'blue.u1', [4, 4, 1, 1, 4, 6]);
    expect(shot.game.game.stage).toMatchObject({ kind: 'casualties', count: 2 });
    const after = takeCasualties(shot.game);
    const test = eventsOf(after.events, 'test-taken')[0];
    expect(test).toMatchObject({ test: 'pinning check', passed: false });
    expect(test?.rules).toContain('SQ-PIN-02');
    expect(diceEvents(after.events).find((d) => d.purpose.startsWith('pinning'))?.target?.value).toBe(5);
    expect(unit(after.game.game, 'blue.u1').pinned).toBe(true);
    // One casualty: the same 4 passes (4 - 1 = 3).
    const one = fire(s, 'red.u1', 'blue.u1', [4, 1, 1, 1, 4, 6]);
    const passed = takeCasualties(one.game);
    expect(eventsOf(passed.events, 'test-taken')[0]).toMatchObject({ passed: true });
  });

  it('SQ-PIN-03 a pinned unit in cover adds +1 to its cover saves (and gains nothing in the open)', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 5, 23, 20, 2)] };
    // bare5 (no armour) in woods: light cover 5+, pinned 4+. A 4 saves only when pinned.
    const p = fire(pinned(duel('bare5', { scenario: woods })), 'red.u1', 'blue.u1', [5, 4, 6, 6]);
    const save = diceEvents(p.events).find((d) => d.purpose.startsWith('cover saves'));
    expect(save?.target?.value).toBe(4);
    expect(eventsOf(p.events, 'saves-rolled')[0]).toMatchObject({ saved: 1 });
    expect(eventsOf(p.events, 'saves-rolled')[0]?.rules).toContain('SQ-PIN-03');
    const u = fire(duel('bare5', { scenario: woods }), 'red.u1', 'blue.u1', [5, 4, 6, 6]);
    expect(eventsOf(u.events, 'saves-rolled')[0]).toMatchObject({ saved: 0, wounds: 1 });
    // Pinned in the open: no cover, no save at all.
    const open = fire(pinned(duel('bare5')), 'red.u1', 'blue.u1', [5, 6, 6, 6]);
    expect(rolled(open.events).some((x) => x.includes('saves'))).toBe(false);
  });

  it('SQ-DEF-06 a pinned unit that fails a pinning check breaks and falls back its move away from the shooter', () => {
    const s = pinned(duel());
    const r = fire(s, 'red.u1', 'blue.u1', [5, 6, 1, 6, 6]);
    const blue = unit(r.game.game, 'blue.u1');
    expect(blue.broken).toBe(true);
    expect(blue.pinned).toBe(true);
    expect(eventsOf(r.events, 'unit-broken')).toHaveLength(1);
    const fell = eventsOf(r.events, 'fell-back')[0];
    expect(fell?.distance).toBeCloseTo(6, 1);
    // Away from the shooter: every model ends farther from it.
    for (const [i, m] of blue.models.entries()) {
      const before = unit(s, 'blue.u1').models[i] as { x: number; y: number };
      expect(Math.hypot(m.x - 10, m.y - 10)).toBeGreaterThan(Math.hypot(before.x - 10, before.y - 10) + 5);
    }
  });

  it('SQ-DEF-06 pinning.repinEffect "none": a pinned unit that fails again stays merely pinned', () => {
    const s = pinned(duel('squad5', { params: { pinning: { repinEffect: 'none' } } }));
    const r = fire(s, 'red.u1', 'blue.u1', [5, 6, 1, 6, 6]);
    expect(unit(r.game.game, 'blue.u1')).toMatchObject({ pinned: true, broken: false });
    expect(eventsOf(r.events, 'fell-back')).toHaveLength(0);
  });

  it('SQ-DEF-06 a Broken unit that falls back off the table is removed from play', () => {
    const s = pos({
      red: only('gunner', 'gunner'),
      blue: only('squad5', 'squad5'),
      place: {
        'red.u1': { x: 10, y: 30 },
        'red.u2': { x: 40, y: 2 },
        'blue.u1': { x: 10, y: 44 },
        'blue.u2': { x: 40, y: 46 },
      },
    });
    unit(s, 'blue.u1').pinned = true;
    const r = fire(s, 'red.u1', 'blue.u1', [5, 6, 1, 6, 6]);
    expect(unit(r.game.game, 'blue.u1').status).toBe('removed');
    expect(eventsOf(r.events, 'unit-destroyed')[0]).toMatchObject({
      unit: 'blue.u1',
      why: 'fell back off the table',
    });
  });

  it('SQ-SPC-05 Fearless units never break: a failed re-pin leaves them pinned', () => {
    const r = fire(pinned(duel('brood')), 'red.u1', 'blue.u1', [5, 6, 1, 6, 6]);
    expect(unit(r.game.game, 'blue.u1')).toMatchObject({ pinned: true, broken: false });
    expect(eventsOf(r.events, 'unit-broken')).toHaveLength(0);
    expect(eventsOf(r.events, 'test-taken').some((t) => t.rules?.includes('SQ-SPC-05'))).toBe(true);
  });

  it('SQ-SPC-15 Resolute units still take pinning checks and can be pinned', () => {
    const r = fire(duel('stoic'), 'red.u1', 'blue.u1', [4, 6, 2, 6]);
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({ test: 'pinning check', passed: false });
    expect(unit(r.game.game, 'blue.u1').pinned).toBe(true);
  });

  it('SQ-ACT-08 rallying: a passed leadership test removes Pinned; a failed one leaves it', () => {
    const s = pinned(duel(), 'red.u1');
    unit(s, 'red.u1').pinned = true;
    const pass = accept(game(acting(structuredClone(s), 'red.u1'), [3, 6]), {
      type: 'rally',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(pass.events, 'unit-rallied')).toHaveLength(1);
    expect(unit(pass.game.game, 'red.u1').pinned).toBe(false);
    const fail = accept(game(acting(structuredClone(s), 'red.u1'), [2, 6]), {
      type: 'rally',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(fail.events, 'test-taken')[0]).toMatchObject({ test: 'rally', passed: false });
    expect(unit(fail.game.game, 'red.u1').pinned).toBe(true);
  });

  it('SQ-DEF-11 a pinned unit may only rally or hold, loses its overwatch, and rallies at +1 near an officer', () => {
    const s = pinned(duel(), 'red.u1');
    const g = game(acting(structuredClone(s), 'red.u1'), [6]);
    refused(
      g,
      { type: 'move', player: RED, unit: 'red.u1', positions: shifted(s, 'red.u1', 1, 0) },
      'illegal-action',
      'SQ-DEF-11',
    );
    refused(
      g,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-DEF-11',
    );
    refused(g, { type: 'overwatch', player: RED, unit: 'red.u1' }, 'illegal-action', 'SQ-DEF-11');
    accept(g, { type: 'hold', player: RED, unit: 'red.u1' });
    // Not pinned: no rally.
    refused(
      game(acting(duel(), 'red.u1'), [6]),
      { type: 'rally', player: RED, unit: 'red.u1' },
      'illegal-action',
      'SQ-ACT-08',
    );
    // An Officer team within 6": a 2 passes (2 + 1 = 3).
    const withOfficer = pos({
      red: only('gunner', 'officerTeam'),
      blue: only('squad5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 10, y: 15 }, 'blue.u1': { x: 10, y: 30 } },
    });
    unit(withOfficer, 'red.u1').pinned = true;
    const r = accept(game(acting(withOfficer, 'red.u1'), [2, 6]), {
      type: 'rally',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({ passed: true });
    expect(eventsOf(r.events, 'test-taken')[0]?.rules).toContain('SQ-DEF-11');
    expect(unit(r.game.game, 'red.u1').pinned).toBe(false);
    // Becoming pinned removes an Overwatch marker.
    const ow = duel();
    unit(ow, 'blue.u1').overwatch = true;
    const shot = fire(ow, 'red.u1', 'blue.u1', [4, 6, 1, 6]);
    expect(unit(shot.game.game, 'blue.u1')).toMatchObject({ pinned: true, overwatch: false });
  });

  it('SQ-DEF-06 a Broken unit regroups on a passed rally; on a failure it falls back again', () => {
    const s = duel();
    Object.assign(unit(s, 'red.u1'), { pinned: true, broken: true });
    const ok = accept(game(acting(structuredClone(s), 'red.u1'), [3, 6]), {
      type: 'rally',
      player: RED,
      unit: 'red.u1',
    });
    expect(eventsOf(ok.events, 'test-taken')[0]).toMatchObject({ test: 'regroup', passed: true });
    expect(unit(ok.game.game, 'red.u1')).toMatchObject({ pinned: false, broken: false });
    const no = accept(game(acting(structuredClone(s), 'red.u1'), [2, 6]), {
      type: 'rally',
      player: RED,
      unit: 'red.u1',
    });
    expect(unit(no.game.game, 'red.u1')).toMatchObject({ pinned: true, broken: true });
    const fell = eventsOf(no.events, 'fell-back')[0];
    expect(fell?.distance).toBeCloseTo(6, 1);
    // Away from blue (north of it): southwards.
    expect(unit(no.game.game, 'red.u1').models[0]?.y).toBeLessThan(5.5);
    // A Broken unit may not move.
    refused(
      game(acting(structuredClone(s), 'red.u1'), [6]),
      { type: 'move', player: RED, unit: 'red.u1', positions: shifted(s, 'red.u1', 1, 0) },
      'illegal-action',
    );
    // Nor hold: its only action is to rally (a Pinned unit that is not Broken may hold).
    refused(
      game(acting(structuredClone(s), 'red.u1'), [6]),
      { type: 'hold', player: RED, unit: 'red.u1' },
      'illegal-action',
      'SQ-DEF-06',
    );
    const pinnedOnly = structuredClone(s);
    Object.assign(unit(pinnedOnly, 'red.u1'), { broken: false });
    accept(game(acting(pinnedOnly, 'red.u1'), [6]), { type: 'hold', player: RED, unit: 'red.u1' });
  });

  it('SQ-SPC-14 Resolute units pass rally (and regroup) tests automatically, without a roll', () => {
    const s = pos({
      red: only('stoic'),
      blue: only('squad5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
      params: { profiles: PROFILES as never },
    });
    Object.assign(unit(s, 'red.u1'), { pinned: true, broken: true });
    const r = accept(game(acting(s, 'red.u1'), [1]), { type: 'rally', player: RED, unit: 'red.u1' });
    expect(rolled(r.events)).toEqual([]);
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({ passed: true, automatic: true });
    expect(eventsOf(r.events, 'unit-rallied')[0]?.rules).toContain('SQ-SPC-14');
    expect(unit(r.game.game, 'red.u1')).toMatchObject({ pinned: false, broken: false, activated: true });
  });

  it('SQ-DEF-14 a fall back in sight and range of an overwatching enemy triggers overwatch fire', () => {
    const s = pos({
      red: only('gunner', 'gunner'),
      blue: only('squad5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
    });
    unit(s, 'blue.u1').pinned = true;
    unit(s, 'red.u2').overwatch = true;
    const r = fire(s, 'red.u1', 'blue.u1', [5, 6, 1, 1, 6, 6, 6]);
    expect(eventsOf(r.events, 'fell-back')).toHaveLength(1);
    expect(r.game.game.stage).toMatchObject({
      kind: 'overwatch',
      player: RED,
      target: 'blue.u1',
      shooters: ['red.u2'],
    });
    const ow = accept(r.game, { type: 'overwatch-fire', player: RED, unit: 'red.u2' });
    expect(eventsOf(ow.events, 'shots-fired')[0]).toMatchObject({
      unit: 'red.u2',
      why: 'overwatch',
      hits: 0,
    });
    void run;
    void BLUE;
  });
});
