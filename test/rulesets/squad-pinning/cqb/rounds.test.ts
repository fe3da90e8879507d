import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { SqEvent } from '../../../../src/rulesets/squad-pinning/events';
import type { ParamsInput } from '../../../../src/rulesets/squad-pinning/params';
import { accept, acting, BLUE, eventsOf, force, game, position, RED, refused, unit } from '../engine-support';
import { andThen, moved, RUINS, rifles, run, times } from './cqb-support';

const misses = times(200, 1);

interface Fight {
  readonly red?: string;
  readonly blue?: string;
  readonly params?: ParamsInput;
  /** Blue's models left alive. */
  readonly blueModels?: number;
  readonly redSpacing?: number;
}

/** On an open table red's unit (y 10) assaults blue's (y 16): blue is not in cover, red strikes first. */
function fight(f: Fight = {}) {
  const s = acting(
    position({
      red: force(f.red ?? 'bare8'),
      blue: force(f.blue ?? 'bare8'),
      params: { profiles: { bare8: rifles(8), bare5: rifles(5) }, ...f.params },
      place: { 'red.u1': { x: 10, y: 10, spacing: f.redSpacing ?? 1.5 }, 'blue.u1': { x: 10, y: 16 } },
    }),
    'red.u1',
  );
  if (f.blueModels !== undefined)
    unit(s, 'blue.u1').models.forEach((m, i) => {
      m.alive = i < (f.blueModels as number);
    });
  return s;
}

const assault = (s: ReturnType<typeof fight>) =>
  ({
    type: 'assault',
    player: RED,
    unit: 'red.u1',
    target: 'blue.u1',
    positions: moved(s, 'red.u1', 0, 3.5),
  }) as const;

const tests = (events: readonly SqEvent[], name: string) =>
  eventsOf(events, 'test-taken').filter((e) => e.test === name);

describe('CQB rounds', () => {
  it('SQ-CQB-05 each model has 1 attack: the assaulted unit strikes back with one per model', () => {
    const s = fight({ blueModels: 7 });
    const r = run(game(s, misses), assault(s));
    const strikes = eventsOf(r.events, 'cqb-strikes');
    expect(strikes[1]).toMatchObject({ unit: 'blue.u1', attacks: 7 });
    // Round 2: the assaulting unit too has 1 attack per model, no bonus.
    const round2 = strikes.filter((e) => e.unit === 'red.u1')[1];
    expect(round2?.attacks).toBe(8);
  });

  it('SQ-CQB-06 a 5-model assaulting unit adds D3 attacks in round 1', () => {
    const s = fight({ red: 'bare5' });
    const r = run(game(s, [2, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 7 });
    const bonus = (r.events as unknown as { type: string; purpose?: string; sides?: number }[]).find(
      (e) => e.type === 'dice-rolled' && e.purpose?.startsWith('bonus attacks'),
    );
    expect(bonus?.sides).toBe(3);
  });

  it('SQ-CQB-06 a 6-or-more-model assaulting unit adds D6 attacks in round 1', () => {
    const s = fight();
    const r = run(game(s, [5, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 13 });
  });

  it('SQ-CQB-07 each attack hits on a d6 equal to or above the CQB value (regular 4+)', () => {
    const s = fight({ params: { cqb: { maxRoundsPerActivation: 1 } } });
    // Bonus 1: 9 attacks; 4, 4, 6 hit, 3 and 2 miss. Three casualties (no save). Blue's 5 attacks miss.
    // Mop up: blue lost 3, tests at −3 and rolls a natural 6.
    const r = run(game(s, [1, 4, 4, 3, 3, 2, 6, 1, 1, 1, ...times(5, 1), 6, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 9, hits: 3 });
    expect(unit(r.game.game, 'blue.u1').models.filter((m) => m.alive)).toHaveLength(5);
  });

  it('SQ-CQB-08 armour or cover saves: cover only for the assaulted unit, only in round 1', () => {
    const s = acting(
      position({
        scenario: RUINS,
        params: { cqb: { maxRoundsPerActivation: 2 } },
        place: { 'red.u1': { x: 10, y: 11.5 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u1',
    );
    const faces = [
      ...[5, 1], // initiative: red 5 + 1 against 1
      ...[1, 4, ...times(8, 1)], // red: bonus 1, nine attacks, one hit
      4, // blue saves on 4: heavy cover 4+ beats its 5+ armour
      ...[4, ...times(7, 1)], // blue: one hit
      4, // red saves on 4: armour 5+ only (it is in the ruins but not assaulted): a casualty
      6, // red's mop-up check at −1
      ...[5, 1], // round 2 initiative
      ...[4, ...times(6, 1)], // red: one hit
      4, // blue saves on 4: armour only now, a casualty
      ...times(8, 1), // blue misses
      6, // blue's mop-up check
      ...misses,
    ];
    const r = run(game(s, faces), {
      type: 'assault',
      player: RED,
      unit: 'red.u1',
      target: 'blue.u1',
      positions: moved(s, 'red.u1', 0, 1),
    });
    expect(eventsOf(r.events, 'saves-rolled').map((e) => [e.unit, e.saved])).toEqual([
      ['blue.u1', 1],
      ['red.u1', 0],
      ['blue.u1', 0],
    ]);
    expect(eventsOf(r.events, 'saves-rolled')[0]?.rules).toContain('SQ-CQB-08');
  });

  it('SQ-CQB-09 the loser tests at −1 per casualty beyond the winner’s: a 5 passes at −2, a 4 fails', () => {
    const pass = fight();
    // Bonus 1, 9 attacks: two hits; blue's 6 attacks miss; blue tests at −2 with a 5.
    const a = run(game(pass, [1, 4, 4, ...times(7, 1), ...times(6, 1), 5, ...misses]), assault(pass));
    const check = tests(a.events, 'mop-up morale check')[0];
    expect(check).toMatchObject({ unit: 'blue.u1', passed: true });
    expect(check?.rules).toContain('SQ-CQB-09');
    const fail = fight();
    const b = run(game(fail, [1, 4, 4, ...times(7, 1), ...times(6, 1), 4, ...misses]), assault(fail));
    expect(tests(b.events, 'mop-up morale check')[0]).toMatchObject({ unit: 'blue.u1', passed: false });
  });

  it('SQ-CQB-10 a loser that passes fights another round', () => {
    const s = fight();
    const r = run(game(s, [1, 4, 4, ...times(7, 1), ...times(6, 1), 5, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-round')[0]).toMatchObject({ round: 1, loser: 'blue.u1' });
    expect(eventsOf(r.events, 'cqb-round')[0]?.rules).toContain('SQ-CQB-10');
    expect(eventsOf(r.events, 'initiative-rolled')[1]?.round).toBe(2);
    expect(unit(r.game.game, 'blue.u1').status).toBe('table');
  });

  it('SQ-CQB-11 a loser that fails is removed from play; the winner is left', () => {
    const s = fight();
    const r = run(game(s, [1, 4, 4, ...times(7, 1), ...times(6, 1), 4, ...misses]), assault(s));
    expect(unit(r.game.game, 'blue.u1').status).toBe('removed');
    expect(eventsOf(r.events, 'cqb-round')[0]?.rules).toContain('SQ-CQB-11');
    expect(eventsOf(r.events, 'cqb-ended')[0]).toMatchObject({ winner: 'red.u1', engaged: false });
    expect(r.game.game.stage).toMatchObject({ kind: 'consolidate', unit: 'red.u1' });
  });

  it('SQ-CQB-11 a Fearless loser is never removed: it stays in the fight (SQ-SPC-05)', () => {
    const s = fight({ blue: 'xenoBrood', redSpacing: 1, params: { cqb: { maxRoundsPerActivation: 1 } } });
    // Terrifying test 6 (passed), bonus 1, 9 attacks: two hits; saves 1, 1; the brood's 2 attacks: 1, 1 re-rolled
    // 1, 1 (Improved Close Combat); the brood's mop-up check at −2: 1, a failure.
    const r = run(game(s, [6, 1, 4, 4, ...times(7, 1), 1, 1, 1, 1, 1, 1, 1, ...misses]), assault(s));
    expect(tests(r.events, 'mop-up morale check')[0]).toMatchObject({ unit: 'blue.u1', passed: false });
    expect(tests(r.events, 'fearless: stays in the fight')[0]?.rules).toContain('SQ-SPC-05');
    expect(unit(r.game.game, 'blue.u1').status).toBe('table');
    expect(unit(r.game.game, 'blue.u1').engaged).toEqual(['red.u1']);
  });

  it('SQ-CQB-12 equal losses: no morale check, the next round starts at once', () => {
    const s = fight();
    const r = run(game(s, misses), assault(s));
    expect(eventsOf(r.events, 'cqb-round')[0]).toMatchObject({
      round: 1,
      losses: { 'red.u1': 0, 'blue.u1': 0 },
    });
    expect(eventsOf(r.events, 'cqb-round')[0]?.rules).toContain('SQ-CQB-12');
    expect(tests(r.events, 'mop-up morale check')).toHaveLength(0);
    expect(eventsOf(r.events, 'initiative-rolled')[1]?.round).toBe(2);
  });

  it('SQ-CQB-13 the winner may consolidate up to 3": 3.5" is refused, 2" accepted', () => {
    const s = fight({ red: 'bare5', redSpacing: 1, blueModels: 2 });
    // Bonus 1: two hits of six kill both remaining models.
    const r = run(game(s, [1, 4, 4, ...times(4, 1), ...misses]), assault(s));
    expect(r.game.game.stage).toMatchObject({ kind: 'consolidate', player: RED, unit: 'red.u1' });
    const here = r.game.game;
    refused(
      r.game,
      { type: 'consolidate', player: RED, unit: 'red.u1', positions: moved(here, 'red.u1', 0, 3.5) },
      'too-far',
      'SQ-CQB-13',
    );
    const legal = legalCommands(r.game as never, RED);
    expect(legal.length).toBeGreaterThan(1);
    for (const c of legal) accept(r.game, c as never);
    const after = andThen(r, {
      type: 'consolidate',
      player: RED,
      unit: 'red.u1',
      positions: moved(here, 'red.u1', 0, 2),
    });
    expect(eventsOf(after.events, 'consolidated')[0]).toMatchObject({ unit: 'red.u1', moved: true });
    expect(unit(after.game.game, 'red.u1').models[0]?.y).toBe(15.5);
  });

  it('SQ-CQB-14 the winner becomes Pinned whether or not it moved', () => {
    const s = fight({ red: 'bare5', redSpacing: 1, blueModels: 2 });
    const r = run(game(s, [1, 4, 4, ...times(4, 1), ...misses]), assault(s));
    expect(unit(r.game.game, 'red.u1').pinned).toBe(false);
    const after = andThen(r, { type: 'consolidate', player: RED, unit: 'red.u1' });
    expect(eventsOf(after.events, 'consolidated')[0]).toMatchObject({ moved: false });
    expect(unit(after.game.game, 'red.u1').pinned).toBe(true);
    expect(eventsOf(after.events, 'unit-pinned').at(-1)?.rules).toContain('SQ-CQB-14');
  });

  it('SQ-SPC-01 a CQB Specialist assaulting adds one more bonus die of the same size', () => {
    const s = fight({ red: 'assaultSquad' });
    const r = run(game(s, [3, 4, ...misses]), assault(s));
    expect(eventsOf(r.events, 'cqb-strikes')[0]).toMatchObject({ unit: 'red.u1', attacks: 6 + 7 });
    expect(eventsOf(r.events, 'cqb-strikes')[0]?.rules).toContain('SQ-SPC-01');
  });

  it('SQ-SPC-07 Improved Close Combat re-rolls 1s to hit in CQB', () => {
    const s = fight({ red: 'jumpSquad', params: { cqb: { maxRoundsPerActivation: 1 } } });
    // Bonus d3 1: 6 attacks at 3+: 1, 1, 3, 2, 2, 2; the two 1s re-rolled: 3, 1 → 2 hits.
    const r = run(game(s, [1, 1, 1, 3, 2, 2, 2, 3, 1, ...misses]), assault(s));
    const strike = eventsOf(r.events, 'cqb-strikes')[0];
    expect(strike).toMatchObject({ unit: 'red.u1', attacks: 6, hits: 2 });
    expect(strike?.rules).toContain('SQ-SPC-07');
  });

  it('cqb.maxRoundsPerActivation: 3 rounds by default, 1 when set, then both stay engaged', () => {
    const three = fight();
    const a = run(game(three, misses), assault(three));
    expect(eventsOf(a.events, 'cqb-round')).toHaveLength(3);
    const one = fight({ params: { cqb: { maxRoundsPerActivation: 1 } } });
    const b = run(game(one, misses), assault(one));
    expect(eventsOf(b.events, 'cqb-round')).toHaveLength(1);
    expect(eventsOf(b.events, 'cqb-ended')[0]).toMatchObject({ engaged: true });
  });

  it('SQ-DEF-19 after the last round both stay engaged; either one activating fights on with no round-1 rules', () => {
    const s = fight();
    const r = run(game(s, misses), assault(s));
    expect(unit(r.game.game, 'red.u1').engaged).toEqual(['blue.u1']);
    expect(unit(r.game.game, 'blue.u1').engaged).toEqual(['red.u1']);
    expect(r.game.game.stage).toMatchObject({ kind: 'activate', player: BLUE });
    const b = andThen(r, { type: 'activate', player: BLUE, unit: 'blue.u1' });
    const legal = legalCommands(b.game as never, BLUE) as { type: string }[];
    expect(legal.map((c) => c.type).sort()).toEqual(['assault', 'hold']);
    const here = b.game.game;
    refused(
      b.game,
      {
        type: 'assault',
        player: BLUE,
        unit: 'blue.u1',
        target: 'red.u1',
        positions: moved(here, 'blue.u1', 0, -1),
      },
      'engaged-cannot-move',
      'SQ-DEF-19',
    );
    const on = andThen(b, legal.find((c) => c.type === 'assault') as never);
    const fresh = on.events.slice(b.events.length);
    const rounds = eventsOf(fresh, 'initiative-rolled');
    // Rolled even though red is not in cover (no SQ-CQS-04), no initiator bonus, no bonus dice.
    expect(rounds[0]?.rules).toEqual(['SQ-DEF-19']);
    expect(rounds).toHaveLength(3);
    expect(eventsOf(fresh, 'cqb-strikes').every((e) => e.attacks === 8)).toBe(true);
    expect(unit(on.game.game, 'blue.u1').engaged).toEqual(['red.u1']);
  });

  it('SQ-DEF-19 when an engaged unit fights on, the enemy it is engaged with counts as activated', () => {
    const s = acting(
      position({
        red: force('bare8', 'bare8'),
        params: { profiles: { bare8: rifles(8) }, cqb: { maxRoundsPerActivation: 1 } },
        place: { 'red.u1': { x: 10, y: 13.5 }, 'red.u2': { x: 30, y: 2 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'blue.u1',
    );
    unit(s, 'red.u1').engaged = ['blue.u1'];
    unit(s, 'blue.u1').engaged = ['red.u1'];
    const here = unit(s, 'blue.u1').models.map((m) => ({ x: m.x, y: m.y }));
    const r = run(game(s, misses), {
      type: 'assault',
      player: BLUE,
      unit: 'blue.u1',
      target: 'red.u1',
      positions: here,
    });
    expect(eventsOf(r.events, 'assault-declared')[0]).toMatchObject({
      units: ['blue.u1'],
      target: ['red.u1'],
    });
    expect(unit(r.game.game, 'red.u1').activated).toBe(true);
    expect(r.game.game.stage).toMatchObject({ kind: 'activate', player: RED });
    expect(legalCommands(r.game as never, RED)).toEqual([{ type: 'activate', player: RED, unit: 'red.u2' }]);
  });

  it('SQ-DEF-19 an engaged unit cannot be shot at', () => {
    const s = acting(
      position({
        red: force('bare8', 'rifleSquad'),
        params: { profiles: { bare8: rifles(8) } },
        place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
      }),
      'red.u2',
    );
    unit(s, 'red.u1').engaged = ['blue.u1'];
    unit(s, 'blue.u1').engaged = ['red.u1'];
    refused(
      game(s, misses),
      { type: 'shoot', player: RED, unit: 'red.u2', target: 'blue.u1' },
      'illegal-action',
    );
  });
});
