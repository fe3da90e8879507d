import { describe, expect, it } from 'vitest';
import type { ParamsInput, ProfileInput } from '../../../src/rulesets/squad-pinning/params';
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
  flamer: {
    name: 'Flamer',
    type: 'infantry',
    models: 1,
    quality: 'regular',
    weapons: ['flamethrower'],
    points: 10,
  },
  greenGunner: {
    name: 'Green gunner',
    type: 'infantry',
    models: 1,
    quality: 'green',
    weapons: ['rifle'],
    points: 5,
  },
  eliteGunner: {
    name: 'Elite gunner',
    type: 'infantry',
    models: 1,
    quality: 'elite',
    weapons: ['rifle'],
    points: 5,
  },
  longRifle: {
    name: 'Long rifle',
    type: 'infantry',
    models: 1,
    quality: 'regular',
    weapons: ['musket'],
    points: 5,
  },
};
const WEAPONS = { musket: { effectiveRange: 10, shots: 1 } };

/** Red's `who` at (10,10), blue's `target` with its first model at (10, 10 + dy). */
function duel(
  who: string,
  target: string,
  dy: number,
  params: ParamsInput = {},
  scenario = OPEN_TABLE,
): SqState {
  return pos({
    red: only(who),
    blue: only(target),
    scenario,
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 10 + dy } },
    params: { ...params, profiles: PROFILES as never, weapons: WEAPONS as never },
  });
}

const need = (events: Parameters<typeof diceEvents>[0], prefix = 'to hit') =>
  diceEvents(events).find((d) => d.purpose.startsWith(prefix))?.target?.value;

describe('dice, qualities and rulings (SQ-DEF-01, SQ-DEF-05, SQ-DEF-27, SQ-DEF-31)', () => {
  it('SQ-DEF-01 a natural 1 always misses and a natural 6 always hits (dice.natural1Fails, natural6SucceedsToHitAndLeadership)', () => {
    // Elite 3+ within half range: 2+; with qualities.elite.shoot 1 the target is 0 and a 1 still misses.
    const easy = { qualities: { elite: { shoot: 1, cqb: 3, leadership: 2 } } };
    const one = fire(duel('eliteGunner', 'squad5', 8, easy), 'red.u1', 'blue.u1', [1, 6, 6]);
    expect(eventsOf(one.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    const loose = { ...easy, dice: { natural1Fails: false } };
    const hit = fire(duel('eliteGunner', 'squad5', 8, loose), 'red.u1', 'blue.u1', [1, 6, 6, 6]);
    expect(eventsOf(hit.events, 'shots-fired')[0]).toMatchObject({ hits: 1 });
    // Green 5+ outside effective range against a pinned unit: 7+; a 6 still hits unless the rule is off.
    const hard = duel('greenGunner', 'squad5', 21);
    unit(hard, 'blue.u1').pinned = true;
    const six = fire(hard, 'red.u1', 'blue.u1', [6, 6, 6, 6]);
    expect(need(six.events)).toBe(7);
    expect(eventsOf(six.events, 'shots-fired')[0]).toMatchObject({ hits: 1 });
    const strict = duel('greenGunner', 'squad5', 21, { dice: { natural6SucceedsToHitAndLeadership: false } });
    unit(strict, 'blue.u1').pinned = true;
    expect(eventsOf(fire(strict, 'red.u1', 'blue.u1', [6, 6]).events, 'shots-fired')[0]).toMatchObject({
      hits: 0,
    });
  });

  it('SQ-DEF-01 leadership tests: modifiers stack uncapped, a natural 6 passes (dice.natural6SucceedsToHitAndLeadership)', () => {
    // Four riflemen kill four of a 5-model unit without a save: the pinning check needs 3 + 4 = 7.
    const volley = (params: ParamsInput) =>
      pos({
        red: only('squad4'),
        blue: only('bare5'),
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
        params: { ...params, profiles: PROFILES as never },
      });
    const shot = fire(volley({}), 'red.u1', 'blue.u1', [4, 4, 4, 4, 6, 6]);
    const after = takeCasualties(shot.game);
    expect(need(after.events, 'pinning')).toBe(7);
    expect(eventsOf(after.events, 'test-taken')[0]).toMatchObject({ passed: true });
    const strict = volley({ dice: { natural6SucceedsToHitAndLeadership: false } });
    const shot2 = fire(strict, 'red.u1', 'blue.u1', [4, 4, 4, 4, 6, 6]);
    expect(eventsOf(takeCasualties(shot2.game).events, 'test-taken')[0]).toMatchObject({ passed: false });
  });

  it('SQ-DEF-05 troop quality sets the to-hit and leadership targets (qualities)', () => {
    const base = fire(duel('gunner', 'squad5', 14), 'red.u1', 'blue.u1', [1, 6]);
    expect(need(base.events)).toBe(4);
    const q = { qualities: { regular: { shoot: 5, cqb: 4, leadership: 5 } } };
    const worse = fire(duel('gunner', 'squad5', 14, q), 'red.u1', 'blue.u1', [4, 6, 4, 6]);
    expect(need(worse.events)).toBe(6 - 1);
    expect(eventsOf(worse.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    // Green and elite presets.
    expect(need(fire(duel('greenGunner', 'squad5', 14), 'red.u1', 'blue.u1', [1, 6]).events)).toBe(5);
    expect(need(fire(duel('eliteGunner', 'squad5', 14), 'red.u1', 'blue.u1', [1, 6]).events)).toBe(3);
    // The target's leadership 5+ under the changed regular preset: a 4 fails the pinning check.
    const led = fire(duel('eliteGunner', 'squad5', 14, q), 'red.u1', 'blue.u1', [3, 6, 4, 6]);
    expect(need(led.events, 'pinning')).toBe(5);
    expect(unit(led.game.game, 'blue.u1').pinned).toBe(true);
  });

  it('SQ-DEF-27 a flamethrower does not roll to hit: D3 automatic hits at AP 0, within 6"', () => {
    const r = fire(duel('flamer', 'squad5', 6), 'red.u1', 'blue.u1', [3, 6, 6, 6, 6, 6]);
    expect(rolled(r.events)[0]).toBe('flamethrower hits: Flamer');
    expect(rolled(r.events).some((p) => p.startsWith('to hit'))).toBe(false);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ hits: 3 });
    expect(need(r.events, 'armour saves')).toBe(5);
    // 6.5" away: out of reach.
    refused(
      game(acting(duel('flamer', 'squad5', 7.5), 'red.u1'), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
  });

  it('SQ-DEF-31 rulings: "half range" is within (≤) half; "3 or fewer" counts models when rolled; +1 cover only in cover', () => {
    // Exactly 9" of an 18" rifle: +1.
    expect(need(fire(duel('gunner', 'squad5', 10), 'red.u1', 'blue.u1', [1, 6]).events)).toBe(3);
    // A unit reduced to 3 models before the dice: -1.
    const three = duel('gunner', 'squad4', 14);
    const dead = unit(three, 'blue.u1').models[0];
    if (dead) dead.alive = false;
    expect(need(fire(three, 'red.u1', 'blue.u1', [1, 6]).events)).toBe(5);
    // Pinned in the open: no save is rolled (the +1 does not make a cover save).
    const open = duel('gunner', 'bare5', 14);
    unit(open, 'blue.u1').pinned = true;
    const r = fire(open, 'red.u1', 'blue.u1', [6, 6, 6]);
    expect(rolled(r.events).filter((p) => p.includes('save'))).toEqual([]);
  });
});

describe('default parameters change the outcome', () => {
  it('SQ-DEF-08 shooting.maxRangeFactor sets the maximum range of weapons without their own', () => {
    // The 10" musket reaches 20" by default; a target 21" away cannot be shot, but can with a factor of 3.
    const far = duel('longRifle', 'squad5', 22);
    refused(
      game(acting(far, 'red.u1'), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
    const r = fire(
      duel('longRifle', 'squad5', 22, { shooting: { maxRangeFactor: 3 } }),
      'red.u1',
      'blue.u1',
      [1, 6],
    );
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ shots: 1 });
    // The default rifle (18") reaches 36" and no farther.
    refused(
      game(acting(duel('gunner', 'squad5', 37.5), 'red.u1'), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
    fire(duel('gunner', 'squad5', 37.5, { shooting: { maxRangeFactor: 2.5 } }), 'red.u1', 'blue.u1', [1, 6]);
  });

  it('SQ-DEF-09 cover.light and cover.heavy set the cover saves', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 5, 23, 20, 2)] };
    const ruins = { ...OPEN_TABLE, terrain: [feature('ruins', 'ruins', 5, 23, 20, 2)] };
    const target = (params: ParamsInput, scenario: typeof woods) =>
      need(
        fire(duel('gunner', 'bare5', 14, params, scenario), 'red.u1', 'blue.u1', [4, 6, 6, 6]).events,
        'cover',
      );
    expect(target({}, woods)).toBe(5);
    expect(target({ cover: { light: 3 } }, woods)).toBe(3);
    expect(target({}, ruins)).toBe(4);
    expect(target({ cover: { heavy: 2 } }, ruins)).toBe(2);
  });

  it('SQ-DEF-13 a wall between gives cover unless the firer is within 1" of it', () => {
    const wall = (y: number) => ({ ...OPEN_TABLE, terrain: [feature('wall', 'wall', 0, y, 30, 0.5)] });
    const behind = fire(duel('gunner', 'bare5', 14, {}, wall(22)), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(need(behind.events, 'cover')).toBe(5);
    const hugging = fire(duel('gunner', 'bare5', 14, {}, wall(10.8)), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(rolled(hugging.events).filter((p) => p.includes('save'))).toEqual([]);
  });

  it('SQ-DEF-13 los.maxObscuringDepth sets how much obscuring terrain sight passes through', () => {
    const deep = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 14, 30, 3)] };
    refused(
      game(acting(duel('gunner', 'squad5', 14, {}, deep), 'red.u1'), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
    fire(duel('gunner', 'squad5', 14, { los: { maxObscuringDepth: 3 } }, deep), 'red.u1', 'blue.u1', [1, 6]);
  });

  it("SQ-DEF-11 rally.officerBonus and rally.officerRange set the Officer's help", () => {
    const rally = (params: ParamsInput, officerY: number, face: number) => {
      const s = pos({
        red: only('gunner', 'officerTeam'),
        blue: only('squad5'),
        place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 10, y: officerY }, 'blue.u1': { x: 10, y: 40 } },
        params,
      });
      unit(s, 'red.u1').pinned = true;
      const r = accept(game(acting(s, 'red.u1'), [face, 6]), { type: 'rally', player: RED, unit: 'red.u1' });
      return eventsOf(r.events, 'test-taken')[0]?.passed;
    };
    // Officer 5" away (centres 6"): a 2 passes with the +1.
    expect(rally({}, 16, 2)).toBe(true);
    expect(rally({ rally: { officerBonus: 0 } }, 16, 2)).toBe(false);
    // Officer 7" away: out of the default 6".
    expect(rally({}, 18, 2)).toBe(false);
    expect(rally({ rally: { officerRange: 8 } }, 18, 2)).toBe(true);
  });

  it('SQ-DEF-02 table.depth places the north deployment zone', () => {
    const s = pos({
      red: only('gunner'),
      blue: only('gunner'),
      params: { table: { width: 48, depth: 60 } },
      place: {},
    });
    s.phase = 'deploy';
    s.turn = 0;
    for (const u of s.units) {
      u.status = 'undeployed';
      for (const m of u.models) m.alive = true;
    }
    s.stage = { kind: 'deploy', player: BLUE };
    const g = game(s, [6, 6, 6, 6]);
    refused(
      g,
      { type: 'deploy', player: BLUE, unit: 'blue.u1', positions: [{ x: 10, y: 46 }] },
      'outside-zone',
      'SQ-DEF-02',
    );
    const ok = accept(g, { type: 'deploy', player: BLUE, unit: 'blue.u1', positions: [{ x: 10, y: 55 }] });
    expect(unit(ok.game.game, 'blue.u1').status).toBe('table');
    void run;
    void shifted;
  });
});
