import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import {
  accept,
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

const profile = (name: string, weapons: string[], extra: Partial<ProfileInput> = {}): ProfileInput => ({
  name,
  type: 'infantry',
  models: weapons.length,
  quality: 'regular',
  weapons,
  points: 10,
  ...extra,
});

const PROFILES = {
  mixed: profile('Mixed', ['rifle', 'rpg']),
  riflePistol: profile('Rifle and pistol', ['rifle', 'pistol']),
  flamer: profile('Flamer', ['flamethrower']),
  sharp: profile('Sharp', ['rifle'], { specialRules: ['improvedTargeting'] }),
  gl: profile('Grenadier', ['grenadeLauncher']),
  sniper: profile('Sniper', ['sniperRifle']),
};

/** The gunner (one regular rifle, 4+) at (10, 10) and a blue unit whose first model is `dy` inches further north. */
function duel(
  target: string,
  dy: number,
  shooter = 'gunner',
  extra: Partial<Parameters<typeof pos>[0]> = {},
) {
  return pos({
    red: only(shooter),
    blue: only(target),
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 10 + dy } },
    params: { profiles: PROFILES as never },
    ...extra,
  });
}

/** The modified to-hit number of the first to-hit roll. */
function toHitNeed(events: Parameters<typeof diceEvents>[0]): number | undefined {
  return diceEvents(events).find((d) => d.purpose.startsWith('to hit'))?.target?.value;
}

describe('shooting (SQ-SHT, SQ-DEF-07)', () => {
  it('SQ-ACT-02 SQ-SHT-01 shooting runs: target, sight, range, to-hit, saves, then the pinning check', () => {
    // 7" away (base to base 7): within half of the rifle's 18" effective range.
    const { game: after, events } = fire(duel('squad5', 8), 'red.u1', 'blue.u1', [3, 6, 1, 6, 6]);
    expect(eventsOf(events, 'action-taken')[0]).toMatchObject({ unit: 'red.u1', action: 'shoot' });
    expect(rolled(events)).toEqual([
      'to hit: rifle',
      'armour saves: Squad of five',
      'pinning check: Squad of five',
    ]);
    expect(eventsOf(events, 'shots-fired')[0]).toMatchObject({ shots: 1, hits: 1, target: 'blue.u1' });
    expect(eventsOf(events, 'saves-rolled')[0]).toMatchObject({ hits: 1, saved: 1, wounds: 0 });
    expect(unit(after.game, 'blue.u1').pinned).toBe(true);
    expect(unit(after.game, 'red.u1').activated).toBe(true);
    expect(after.game.stage).toEqual({ kind: 'activate', player: BLUE });
  });

  it('SQ-SHT-01 a target no model can see is refused; so is a friendly unit, with the state unchanged', () => {
    const blocked = pos({
      red: only('gunner', 'gunner'),
      blue: only('squad5', 'squad5'),
      scenario: { ...OPEN_TABLE, terrain: [feature('house', 'building', 0, 13, 20, 3)] },
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 10, y: 4 },
        'blue.u1': { x: 10, y: 20 },
        'blue.u2': { x: 40, y: 10 },
      },
      params: { profiles: PROFILES as never },
    });
    const withActor = game(acting(blocked), [6, 6, 6]);
    // blue.u2 stands in the open to the east, so red.u1 has a target: blue.u1 behind the building is refused.
    refused(
      withActor,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-target',
      'SQ-SHT-01',
    );
    refused(
      withActor,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'red.u2' },
      'illegal-target',
      'SQ-SHT-01',
    );
    refused(
      withActor,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u9' },
      'unknown-entity',
      'SQ-SHT-01',
    );
    // The sight check: a clear line to blue.u2 is accepted.
    accept(withActor, { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u2' });
  });

  it('SQ-SHT-02 +1 to hit within half the effective range', () => {
    // Base to base 9" = exactly half of 18": +1, a 3 hits.
    const near = fire(duel('squad5', 10), 'red.u1', 'blue.u1', [3, 6, 6, 6, 6]);
    expect(toHitNeed(near.events)).toBe(3);
    expect(eventsOf(near.events, 'shots-fired')[0]?.hits).toBe(1);
    expect(eventsOf(near.events, 'shots-fired')[0]?.rules).toContain('SQ-SHT-02');
    // 9.5": no bonus, the same 3 misses.
    const far = fire(duel('squad5', 10.5), 'red.u1', 'blue.u1', [3, 6, 6, 6]);
    expect(toHitNeed(far.events)).toBe(4);
    expect(eventsOf(far.events, 'shots-fired')[0]?.hits).toBe(0);
  });

  it('SQ-SHT-03 -1 to hit outside the effective range (but within the maximum)', () => {
    const out = fire(duel('squad5', 20), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(toHitNeed(out.events)).toBe(5);
    expect(eventsOf(out.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    expect(eventsOf(out.events, 'shots-fired')[0]?.rules).toContain('SQ-SHT-03');
    // Exactly 18" is within the effective range: no penalty.
    const edge = fire(duel('squad5', 19), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(toHitNeed(edge.events)).toBe(4);
    expect(eventsOf(edge.events, 'shots-fired')[0]?.hits).toBe(1);
  });

  it('SQ-SHT-04 -1 to hit a squad of 3 or fewer models, counted when the dice are rolled', () => {
    const four = fire(duel('squad4', 14), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(toHitNeed(four.events)).toBe(4);
    const three = duel('squad4', 14);
    const m4 = unit(three, 'blue.u1').models[3];
    if (m4) m4.alive = false;
    const r = fire(three, 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(toHitNeed(r.events)).toBe(5);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    expect(eventsOf(r.events, 'shots-fired')[0]?.rules).toContain('SQ-SHT-04');
    // Four models firing at a 4-model unit: casualties of this volley do not change its modifiers.
    const volley = pos({
      red: only('squad4'),
      blue: only('squad4'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 24 } },
    });
    const v = fire(volley, 'red.u1', 'blue.u1', [6, 6, 6, 6, 6, 6, 6]);
    const needs = diceEvents(v.events)
      .filter((d) => d.purpose.startsWith('to hit'))
      .map((d) => d.target?.value);
    expect(needs).toEqual([4, 4, 4, 4]);
  });

  it('SQ-SHT-05 -1 to hit a pinned unit', () => {
    const s = duel('squad5', 14);
    unit(s, 'blue.u1').pinned = true;
    const r = fire(s, 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(toHitNeed(r.events)).toBe(5);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    expect(eventsOf(r.events, 'shots-fired')[0]?.rules).toContain('SQ-SHT-05');
  });

  it('SQ-SHT-06 -1 to hit a vehicle that moved more than 10" in its last activation', () => {
    const car = (moved: number) => {
      const s = duel('scoutCar', 15);
      unit(s, 'blue.u1').lastMove = moved;
      return s;
    };
    // 15 - 2 = 13" away; 10" moved is not "more than 10": a 4 hits (then the damage roll, a 1: no effect).
    const slow = fire(car(10), 'red.u1', 'blue.u1', [4, 1, 6, 6]);
    expect(toHitNeed(slow.events)).toBe(4);
    expect(eventsOf(slow.events, 'vehicle-hit')).toHaveLength(1);
    const fast = fire(car(10.5), 'red.u1', 'blue.u1', [4, 6, 6]);
    expect(toHitNeed(fast.events)).toBe(5);
    expect(eventsOf(fast.events, 'shots-fired')[0]?.rules).toContain('SQ-SHT-06');
    expect(eventsOf(fast.events, 'vehicle-hit')).toHaveLength(0);
  });

  it('SQ-SPC-08 Improved Targeting re-rolls 1s to hit', () => {
    const r = fire(duel('squad5', 14, 'sharp'), 'red.u1', 'blue.u1', [1, 4, 6, 6, 6]);
    expect(rolled(r.events).slice(0, 2)).toEqual(['to hit: rifle', 'improved targeting: rifle']);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ hits: 1 });
    expect(eventsOf(r.events, 'shots-fired')[0]?.rules).toContain('SQ-SPC-08');
    // Without the rule the 1 stands.
    const plain = fire(duel('squad5', 14), 'red.u1', 'blue.u1', [1, 4, 6, 6]);
    expect(eventsOf(plain.events, 'shots-fired')[0]).toMatchObject({ hits: 0 });
    expect(rolled(plain.events)).toEqual(['to hit: rifle']);
  });

  it('SQ-DEF-07 every model with sight and its weapon in range fires once; a model out of range does not', () => {
    // 13" away: the rifle (max 36") fires, the pistol (max 12") does not.
    const r = fire(duel('squad5', 14, 'riflePistol'), 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ shots: 1 });
    expect(rolled(r.events)[0]).toBe('to hit: rifle');
    // 11" away: both fire.
    const both = fire(duel('squad5', 12, 'riflePistol'), 'red.u1', 'blue.u1', [1, 1, 6, 6]);
    expect(eventsOf(both.events, 'shots-fired')[0]).toMatchObject({ shots: 2 });
  });

  it('SQ-DEF-08 a grenade launcher hit on infantry becomes D3 hits; the sniper rifle has AP -1', () => {
    const r = fire(duel('squad5', 14, 'gl'), 'red.u1', 'blue.u1', [4, 3, 6, 6, 6, 6, 6, 6]);
    expect(rolled(r.events).slice(0, 2)).toEqual(['to hit: grenadeLauncher', 'hits from grenadeLauncher']);
    expect(eventsOf(r.events, 'saves-rolled')[0]).toMatchObject({ hits: 3, saved: 3 });
    // Sniper AP -1 against a 5+ save: the save needs a 6; a 5 fails.
    const s = fire(duel('squad5', 14, 'sniper'), 'red.u1', 'blue.u1', [4, 5, 6, 6]);
    const save = diceEvents(s.events).find((d) => d.purpose.startsWith('armour saves'));
    expect(save?.target?.value).toBe(6);
    expect(eventsOf(s.events, 'saves-rolled')[0]).toMatchObject({ wounds: 1 });
  });

  it('SQ-WPN-01 an RPG fires once per turn: its overwatch fire later that turn leaves it out', () => {
    const s = duel('squad5', 14, 'mixed');
    const first = fire(s, 'red.u1', 'blue.u1', [1, 1, 6, 6, 6, 6]);
    expect(eventsOf(first.events, 'shots-fired')[0]).toMatchObject({ shots: 2 });
    expect(eventsOf(first.events, 'shots-fired')[0]?.rules).toContain('SQ-WPN-01');
    expect(unit(first.game.game, 'red.u1').usedOnce).toEqual(['red.u1.m2:rpg']);
    const later = structuredClone(first.game.game) as SqState;
    unit(later, 'red.u1').overwatch = true;
    const g = game(later, [1, 6, 6, 6, 6]);
    const moved = run(
      g,
      { type: 'activate', player: BLUE, unit: 'blue.u1' },
      { type: 'move', player: BLUE, unit: 'blue.u1', positions: shifted(later, 'blue.u1', 0, -1) },
    );
    expect(moved.game.game.stage).toMatchObject({ kind: 'overwatch', player: RED, shooters: ['red.u1'] });
    const ow = accept(moved.game, { type: 'overwatch-fire', player: RED, unit: 'red.u1' });
    expect(eventsOf(ow.events, 'shots-fired')[0]).toMatchObject({ shots: 1, why: 'overwatch' });
    expect(rolled(ow.events).filter((p) => p.startsWith('to hit'))).toEqual(['to hit: rifle']);
  });

  it('SQ-WPN-01 once-per-turn uses reset at the start of the next turn', () => {
    const s = duel('squad5', 14, 'mixed');
    const first = fire(s, 'red.u1', 'blue.u1', [1, 1, 6, 6, 6, 6, 6, 6]);
    // Blue holds; the turn ends; turn 2's initiative dice (6 for red, 1 for blue).
    const next = structuredClone(first.game.game) as SqState;
    const g = game(next, [6, 1, 1, 1, 6]);
    const r = run(
      g,
      { type: 'activate', player: BLUE, unit: 'blue.u1' },
      { type: 'hold', player: BLUE, unit: 'blue.u1' },
    );
    expect(r.game.game.turn).toBe(2);
    expect(unit(r.game.game, 'red.u1').usedOnce).toEqual([]);
    const again = run(
      r.game,
      { type: 'activate', player: RED, unit: 'red.u1' },
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
    );
    expect(eventsOf(again.events, 'shots-fired')[0]).toMatchObject({ shots: 2 });
  });

  it('SQ-WPN-02 a flamethrower makes the target take its morale test at -1 (in place of the pinning check)', () => {
    // D3 = 1 automatic hit, saved on a 6; the morale test rolls a 3: 3 - 1 = 2 fails leadership 3+.
    const flame = fire(duel('squad5', 6, 'flamer'), 'red.u1', 'blue.u1', [1, 6, 3, 6, 6]);
    expect(rolled(flame.events)).toEqual([
      'flamethrower hits: Flamer',
      'armour saves: Squad of five',
      'pinning check: Squad of five',
    ]);
    const test = eventsOf(flame.events, 'test-taken')[0];
    expect(test).toMatchObject({ passed: false });
    expect(test?.rules).toContain('SQ-WPN-02');
    expect(unit(flame.game.game, 'blue.u1').pinned).toBe(true);
    // The same 3 passes an ordinary pinning check after a rifle hit.
    const rifle = fire(duel('squad5', 6), 'red.u1', 'blue.u1', [3, 6, 3, 6, 6]);
    expect(eventsOf(rifle.events, 'test-taken')[0]).toMatchObject({ passed: true });
  });

  it('SQ-WPN-03 flamethrower hits ignore cover saves (SQ-DEF-27)', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 5, 14, 20, 4)] };
    // bare5 has no armour save: in woods it saves only by cover, which the flamethrower ignores.
    const flame = fire(duel('bare5', 6, 'flamer', { scenario: woods }), 'red.u1', 'blue.u1', [1, 6, 6, 6]);
    // No save is rolled: straight from the hits to the casualty and the morale test.
    expect(rolled(flame.events)).toEqual(['flamethrower hits: Flamer', 'pinning check: Bare five']);
    expect(eventsOf(flame.events, 'saves-rolled')[0]).toMatchObject({ hits: 1, saved: 0, wounds: 1 });
    expect(eventsOf(flame.events, 'shots-fired')[0]?.rules).toContain('SQ-WPN-03');
    // A rifle hit on the same unit gets its light-cover save (5+).
    const rifle = fire(duel('bare5', 6, 'gunner', { scenario: woods }), 'red.u1', 'blue.u1', [3, 5, 6, 6]);
    const save = diceEvents(rifle.events).find((d) => d.purpose.startsWith('cover saves'));
    expect(save?.target?.value).toBe(5);
    expect(eventsOf(rifle.events, 'saves-rolled')[0]).toMatchObject({ saved: 1 });
  });

  it('SQ-DEF-09 the better of armour and cover; armour on equal chances; AP worsens armour only', () => {
    const ruins = { ...OPEN_TABLE, terrain: [feature('ruins', 'ruins', 5, 22, 20, 4)] };
    // squad5 (5+ armour) in ruins (heavy cover 4+): the cover save is used, a 4 saves.
    const heavy = fire(duel('squad5', 14, 'gunner', { scenario: ruins }), 'red.u1', 'blue.u1', [4, 4, 6, 6]);
    const h = diceEvents(heavy.events).find((d) => d.purpose.includes('saves'));
    expect(h).toMatchObject({ purpose: 'cover saves: Squad of five', target: { value: 4 } });
    // In woods (light 5+ = armour 5+): armour is used.
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 5, 22, 20, 4)] };
    const light = fire(
      duel('squad5', 14, 'gunner', { scenario: woods }),
      'red.u1',
      'blue.u1',
      [4, 4, 6, 6, 6],
    );
    expect(diceEvents(light.events).find((d) => d.purpose.includes('saves'))?.purpose).toBe(
      'armour saves: Squad of five',
    );
    expect(eventsOf(light.events, 'saves-rolled')[0]).toMatchObject({ wounds: 1 });
    // In the open a 4 fails the 5+ armour save.
    const open = fire(duel('squad5', 14), 'red.u1', 'blue.u1', [4, 4, 6, 6]);
    expect(eventsOf(open.events, 'saves-rolled')[0]).toMatchObject({ saved: 0, wounds: 1 });
  });

  it('SQ-DEF-10 the target owner removes casualties, from the models a firer could see first', () => {
    const house = { ...OPEN_TABLE, terrain: [feature('house', 'building', 16, 15, 4, 4)] };
    // blue.u1's fifth model (x 16) hides behind the building from the gunner at (10,10)? place it explicitly.
    const s = pos({
      red: only('gunner'),
      blue: only('bare5'),
      scenario: house,
      place: {
        'red.u1': { x: 10, y: 10 },
        'blue.u1': {
          x: 0,
          y: 0,
          models: [
            { x: 10, y: 22 },
            { x: 11.5, y: 22 },
            { x: 13, y: 22 },
            { x: 14.5, y: 22 },
            { x: 18, y: 20.5 },
          ],
        },
      },
    });
    const r = fire(s, 'red.u1', 'blue.u1', [4, 6, 6, 6]);
    expect(r.game.game.stage).toMatchObject({ kind: 'casualties', player: BLUE, unit: 'blue.u1', count: 1 });
    refused(
      r.game,
      { type: 'remove-casualties', player: BLUE, unit: 'blue.u1', models: ['blue.u1.m5'] },
      'wrong-models',
      'SQ-DEF-10',
    );
    refused(
      r.game,
      { type: 'remove-casualties', player: BLUE, unit: 'blue.u1', models: ['blue.u1.m1', 'blue.u1.m2'] },
      'wrong-count',
      'SQ-DEF-10',
    );
    const done = accept(r.game, {
      type: 'remove-casualties',
      player: BLUE,
      unit: 'blue.u1',
      models: ['blue.u1.m3'],
    });
    expect(unit(done.game.game, 'blue.u1').models.map((m) => m.alive)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
    expect(eventsOf(done.events, 'model-removed')[0]).toMatchObject({ model: 'blue.u1.m3' });
    // The pinning check follows at -1 for the casualty.
    expect(eventsOf(done.events, 'test-taken')[0]?.rules).toContain('SQ-PIN-02');
  });

  it('SQ-DEF-13 sight: more than 2" of obscuring terrain blocks it; smoke blocks it; 2" does not', () => {
    const deep = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 14, 30, 2.5)] };
    const s = duel('squad5', 14, 'gunner', { scenario: deep });
    const g = game(acting(s), [6, 6, 6]);
    refused(
      g,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
    const thin = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 14, 30, 2)] };
    const ok = fire(duel('squad5', 14, 'gunner', { scenario: thin }), 'red.u1', 'blue.u1', [1, 6, 6]);
    expect(eventsOf(ok.events, 'shots-fired')).toHaveLength(1);
    const smoky = duel('squad5', 14);
    // A 4" cloud across every line from the gunner to the five targets.
    smoky.smoke.push({ x: 12, y: 17, radius: 4, turn: 1, by: 'red.u1' });
    refused(
      game(acting(smoky), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
  });
});

function acting(s: SqState): SqState {
  s.acting = { unit: 'red.u1', actionsLeft: s.params.actionsPerActivation, done: [] };
  s.stage = { kind: 'action', player: RED, unit: 'red.u1' };
  return s;
}
void takeCasualties;

describe('sight and overwatch details (SQ-DEF-13, SQ-DEF-14)', () => {
  it('SQ-DEF-13 a hill blocks sight between models on opposite sides, not from a model standing on it', () => {
    const hill = { ...OPEN_TABLE, terrain: [feature('hill', 'hill', 0, 14, 30, 3)] };
    refused(
      game(acting(duel('squad5', 14, 'gunner', { scenario: hill })), [6]),
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-SHT-01',
    );
    const onHill = duel('squad5', 14, 'gunner', { scenario: hill });
    const g = unit(onHill, 'red.u1').models[0];
    if (g) g.y = 15;
    const r = fire(onHill, 'red.u1', 'blue.u1', [1, 6, 6]);
    expect(eventsOf(r.events, 'shots-fired')).toHaveLength(1);
  });

  it("SQ-DEF-14 several overwatching units may fire at one trigger, one after another in the owner's order", () => {
    const s = pos({
      red: only('gunner', 'gunner'),
      blue: only('squad5'),
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 20, y: 10 }, 'blue.u1': { x: 10, y: 30 } },
    });
    unit(s, 'red.u1').overwatch = true;
    unit(s, 'red.u2').overwatch = true;
    s.active = BLUE;
    s.stage = { kind: 'activate', player: BLUE };
    const moved = run(
      game(s, [1, 1, 6, 6, 6, 6]),
      { type: 'activate', player: BLUE, unit: 'blue.u1' },
      {
        type: 'move',
        player: BLUE,
        unit: 'blue.u1',
        positions: shifted(s, 'blue.u1', 0, -4),
      },
    );
    expect(moved.game.game.stage).toMatchObject({ kind: 'overwatch', shooters: ['red.u1', 'red.u2'] });
    const first = accept(moved.game, { type: 'overwatch-fire', player: RED, unit: 'red.u2' });
    expect(first.game.game.stage).toMatchObject({ kind: 'overwatch', shooters: ['red.u1'] });
    refused(
      first.game,
      { type: 'overwatch-fire', player: RED, unit: 'red.u2' },
      'illegal-action',
      'SQ-DEF-14',
    );
    const second = accept(first.game, { type: 'overwatch-fire', player: RED, unit: 'red.u1' });
    expect(eventsOf(second.events, 'shots-fired')[0]).toMatchObject({ unit: 'red.u1' });
    expect(second.game.game.units.filter((u) => u.overwatch)).toHaveLength(0);
  });

  it('SQ-DEF-13 a unit is in cover when at least half its models are (heavy when half are in heavy cover)', () => {
    // Ruins cover x 5..12.2 at y 22..26: squad4's models stand at x 10, 11.5, 13, 14.5.
    const ruins = (w: number) => ({ ...OPEN_TABLE, terrain: [feature('ruins', 'ruins', 5, 22, w, 4)] });
    const half = fire(
      duel('squad4', 14, 'gunner', { scenario: ruins(7.2) }),
      'red.u1',
      'blue.u1',
      [4, 4, 6, 6],
    );
    const save = diceEvents(half.events).find((d) => d.purpose.includes('saves'));
    expect(save).toMatchObject({ purpose: 'cover saves: Squad of four', target: { value: 4 } });
    expect(eventsOf(half.events, 'saves-rolled')[0]).toMatchObject({ saved: 1 });
    // One model of four inside: not in cover, and squad4 has no armour: no save.
    const quarter = fire(
      duel('squad4', 14, 'gunner', { scenario: ruins(5.5) }),
      'red.u1',
      'blue.u1',
      [4, 6, 6],
    );
    expect(rolled(quarter.events).filter((p) => p.includes('saves'))).toEqual([]);
  });
});
