import { describe, expect, it } from 'vitest';
import {
  addToTally,
  canShoot,
  focusFire,
  hasLineOfSight,
  isEngaged,
  isInClosedTransport,
  isRefusal,
  isTargetable,
  resolveShootingAttack,
  targetWeapon,
  validateShootingAttack,
  whyCannotShoot,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  aFeature,
  aPosition,
  aTrooper,
  aUnit,
  aWeapon,
  rect,
  row,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3), ...over });

describe('XEN-SHOOT targeting', () => {
  it('XEN-SHOOT-01 only units of the active company on a firing order that have not shot may shoot', () => {
    const state = aPosition({ units: [red(), blue()] });
    const acting = ['red.c1.u1'];
    expect(canShoot(state, unitOf(state, 'red.c1.u1'), acting)).toBe(true);
    expect(canShoot(state, red({ order: 'move-and-fire' }), acting)).toBe(true);
    expect(whyCannotShoot(state, red({ order: 'assault' }), acting)?.message).toMatch(/Assault/);
    expect(whyCannotShoot(state, red({ activity: { shot: true } }), acting)?.message).toMatch(/already shot/);
    expect(canShoot(state, unitOf(state, 'red.c1.u1'), [])).toBe(false);
    const spec = { shooter: 'red.c1.u1', target: 'blue.c1.u1', weapons: [{ weapon: 'Rifles' }] };
    const done = aPosition({ units: [red({ activity: { shot: true } }), blue()] });
    const refused = validateShootingAttack(done, { ...spec, activationUnits: acting });
    expect(isRefusal(refused) && refused.message).toMatch(/already shot/);
  });

  it('XEN-SHOOT-02 a shooting attack rolls to hit, allocates, then the defender saves and removes models', () => {
    const state = aPosition({ units: [red(), blue()] });
    // 9 shots at Acc 3 vs Aspect 0: four hit (1,2,3,3); armor 2 vs S0 saves on 1-2: two fail (5,6).
    const t = scriptedDice([1, 2, 3, 3, 4, 5, 6, 6, 4, 1, 2, 5, 6]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(t.events.map((e) => e.purpose)).toEqual(['to-hit', 'armor-save']);
    expect(result.hits).toHaveLength(4);
    expect(result.removed).toEqual(['blue.c1.u1.m1', 'blue.c1.u1.m2']);
    expect(result.tally[0]?.shots).toBe(9);
    expect(t.left()).toBe(0);
  });

  it('XEN-SHOOT-03 several units firing at one target add up in one suppression tally', () => {
    const second = aUnit({ id: 'red.c1.u2', at: row(20, 10, 3) });
    const state = aPosition({ units: [red(), second, blue()] });
    const spec = (shooter: string) => ({ shooter, target: 'blue.c1.u1', weapons: [{ weapon: 'Rifles' }] });
    const a = resolveShootingAttack(state, scriptedDice([6, 6, 6, 6, 6, 6, 6, 6, 6]).dice, spec('red.c1.u1'));
    const b = resolveShootingAttack(state, scriptedDice([6, 6, 6, 6, 6, 6, 6, 6, 6]).dice, spec('red.c1.u2'));
    const tally = addToTally(addToTally([], a.tally), b.tally);
    expect(tally).toHaveLength(1);
    expect(tally[0]?.shots).toBe(18);
    expect(tally[0]?.firingUnits).toEqual(['red.c1.u1', 'red.c1.u2']);
  });

  it('XEN-SHOOT-04 a weapon needs one shooter with LOS and range to a target model', () => {
    const wall = aFeature({ polygon: rect(0, 19, 40, 1), solid: true });
    const hidden = aPosition({ units: [red(), blue()], terrain: [wall] });
    const t = targetWeapon(hidden, unitOf(hidden, 'red.c1.u1'), unitOf(hidden, 'blue.c1.u1'), 'Rifles');
    expect(t.refusal?.code).toBe('line-of-sight');
    const far = aPosition({ units: [red(), blue({ at: row(10, 40, 3) })] });
    const f = targetWeapon(far, unitOf(far, 'red.c1.u1'), unitOf(far, 'blue.c1.u1'), 'Rifles');
    expect(f.refusal?.code).toBe('out-of-range');
    const ok = aPosition({ units: [red(), blue()] });
    expect(targetWeapon(ok, unitOf(ok, 'red.c1.u1'), unitOf(ok, 'blue.c1.u1'), 'Rifles').firing).toHaveLength(
      3,
    );
  });

  it('XEN-SHOOT-05 soft range: one model in range gives range to every model with that weapon system', () => {
    // m1 is 19" from the target (in range), m3 is 29" away (out of its own 24" range).
    const shooters = aUnit({
      id: 'red.c1.u1',
      at: [
        { x: 10, y: 10 },
        { x: 10, y: 5 },
        { x: 10, y: 0.5 },
      ],
    });
    const state = aPosition({ units: [shooters, blue()] });
    const t = targetWeapon(state, shooters, unitOf(state, 'blue.c1.u1'), 'Rifles');
    expect(t.firing.map((f) => f.model)).toEqual(['red.c1.u1.m1', 'red.c1.u1.m2', 'red.c1.u1.m3']);
  });

  it('XEN-SHOOT-06 a model fires only if it sees at least one model of the target unit', () => {
    const wall = aFeature({ polygon: rect(25, 11, 10, 1), solid: true });
    const shooters = aUnit({
      id: 'red.c1.u1',
      at: [
        { x: 10, y: 10 },
        { x: 30, y: 10 },
      ],
    });
    const target = aUnit({
      id: 'blue.c1.u1',
      at: [
        { x: 10, y: 25 },
        { x: 30, y: 25 },
      ],
    });
    const open = aPosition({ units: [shooters, target] });
    expect(targetWeapon(open, shooters, target, 'Rifles').firing.map((f) => f.model)).toEqual([
      'red.c1.u1.m1',
      'red.c1.u1.m2',
    ]);
    // m2 stands right behind a wall that hides both targets from it.
    const walled = aPosition({ units: [shooters, target], terrain: [wall] });
    expect(targetWeapon(walled, shooters, target, 'Rifles').firing.map((f) => f.model)).toEqual([
      'red.c1.u1.m1',
    ]);
  });

  it('XEN-SHOOT-07 a target model no firing model sees takes no (non-AOE) hits', () => {
    const wall = aFeature({ polygon: rect(25, 14, 10, 20), solid: true });
    const shooters = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] });
    const target = aUnit({
      id: 'blue.c1.u1',
      at: [
        { x: 10, y: 25 },
        { x: 40, y: 25 },
      ],
    });
    const state = aPosition({ units: [shooters, target], terrain: [wall] });
    const t = targetWeapon(state, shooters, target, 'Rifles');
    expect(t.visible).toEqual(['blue.c1.u1.m1']);
    // 3 hits, all on the visible model; armor saves fail.
    const dice = scriptedDice([1, 1, 1, 6, 6, 6]);
    const result = resolveShootingAttack(state, dice.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.outcomes[0]?.allocation.byModel['blue.c1.u1.m2']).toEqual([]);
    expect(result.outcomes[0]?.allocation.byModel['blue.c1.u1.m1']).toHaveLength(3);
    expect(result.removed).toEqual(['blue.c1.u1.m1']);
  });

  it('XEN-SHOOT-08 a unit may fire different weapon systems at different units, each system once', () => {
    const gunner = aTrooper({
      weapons: [aWeapon(), aWeapon({ name: 'Cannon', shots: 1, strength: 3, range: 36 })],
    });
    const shooters = aUnit(
      { id: 'red.c1.u1', profile: 'test/gunner', at: [{ x: 10, y: 10 }] },
      { 'test/gunner': gunner },
    );
    const other = aUnit({ id: 'blue.c1.u2', at: [{ x: 40, y: 30 }] });
    const state = aPosition({ units: [shooters, blue(), other], profiles: { 'test/gunner': gunner } });
    const a = validateShootingAttack(state, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const b = validateShootingAttack(state, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u2',
      weapons: [{ weapon: 'Cannon' }],
    });
    expect(isRefusal(a) || isRefusal(b)).toBe(false);
    const twice = validateShootingAttack(state, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }, { weapon: 'Rifles' }],
    });
    expect(isRefusal(twice) && twice.message).toMatch(/named twice/);
  });

  it('XEN-SHOOT-09 focus fire trades every 3 Strength-0 shots for 1 Strength-1 shot, rounding down', () => {
    expect(focusFire(8, 0, true)).toEqual({ shots: 2, strength: 1, focused: true });
    expect(focusFire(8, 1, true)).toEqual({ shots: 8, strength: 1, focused: false });
    const state = aPosition({ units: [red(), blue({ profile: 'test/tank', at: [{ x: 10, y: 30 }] })] });
    // 9 rifle shots → 3 focused shots at Strength 1 (one die each).
    const t = scriptedDice([1, 1, 6, 5, 5]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles', focusFire: true }],
    });
    expect(result.volleys[0]?.groups[0]?.shots).toBe(3);
    expect(result.hits.map((h) => h.strength)).toEqual([1, 1]);
    // Armor 4 − Strength 1 saves on 1-3: 5 and 5 fail.
    expect(t.rolls('armor-save')).toEqual([[5, 5]]);
  });

  it('XEN-SHOOT-10 LOS passes through up to 4" of obscuring terrain in total, not more', () => {
    const state = (depth: number) =>
      aPosition({
        units: [red(), blue()],
        terrain: [aFeature({ polygon: rect(0, 18, 40, depth), obscures: true })],
      });
    const see = (s: ReturnType<typeof state>) =>
      hasLineOfSight(
        s,
        { model: unitOf(s, 'red.c1.u1').models[0]!, high: false },
        { model: unitOf(s, 'blue.c1.u1').models[0]!, high: false },
      );
    expect(see(state(4))).toBe(true);
    expect(see(state(4.5))).toBe(false);
  });

  it('XEN-SHOOT-11 solid terrain blocks LOS, but a model with part of its hull visible can be seen', () => {
    const wall = aFeature({ polygon: rect(0, 19, 10.2, 1), solid: true });
    const state = aPosition({ units: [red(), blue()], terrain: [wall] });
    const from = { model: unitOf(state, 'red.c1.u1').models[0]!, high: false };
    const hidden = { model: { x: 5, y: 30, radius: 0.5 }, high: false };
    const edge = { model: { x: 10, y: 30, radius: 0.5 }, high: false };
    expect(hasLineOfSight(state, { model: { x: 5, y: 10, radius: 0.5 }, high: false }, hidden)).toBe(false);
    expect(hasLineOfSight(state, from, edge)).toBe(true);
  });

  it('XEN-SHOOT-12 engaged units may neither shoot nor be shot at in the Shooting phase', () => {
    const close = aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 13 }] });
    const third = aUnit({ id: 'red.c1.u2', at: row(40, 10, 2) });
    const state = aPosition({ units: [red(), close, third] });
    expect(isEngaged(state, unitOf(state, 'red.c1.u1'))).toBe(true);
    expect(whyCannotShoot(state, unitOf(state, 'red.c1.u1'), ['red.c1.u1'])?.message).toMatch(/engaged/);
    expect(isTargetable(state, unitOf(state, 'red.c1.u2'), 'blue.c1.u1', 'shooting')).toBe(false);
    expect(isTargetable(state, unitOf(state, 'red.c1.u2'), 'blue.c1.u1', 'overwatch')).toBe(true);
  });
});

describe('targeting specials', () => {
  it('XEN-STAT-12 a Stealth model farther than 12" is seen only when spotted by another model of the unit or a recon model', () => {
    const target = aUnit({ id: 'blue.c1.u1', profile: 'generic/stealth-infantry', at: [{ x: 10, y: 30 }] });
    const lone = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] });
    const s1 = aPosition({ units: [lone, target] });
    expect(targetWeapon(s1, lone, target, 'Rifles').refusal?.code).toBe('line-of-sight');
    const withSpotter = aUnit({
      id: 'red.c1.u1',
      at: [
        { x: 10, y: 10 },
        { x: 10, y: 20 },
      ],
    });
    const s2 = aPosition({ units: [withSpotter, target] });
    expect(targetWeapon(s2, withSpotter, target, 'Rifles').firing).toHaveLength(2);
    const recon = aUnit({ id: 'red.c2.u1', profile: 'generic/recon-infantry', at: [{ x: 20, y: 22 }] });
    const s3 = aPosition({ units: [lone, recon, target] });
    expect(targetWeapon(s3, lone, target, 'Rifles').firing).toHaveLength(1);
  });

  it('XEN-TERR-23 a ground unit shooting at a high unit adds 6" to the range; not high to ground', () => {
    const flyer = aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 30 }], high: true });
    const state = aPosition({ units: [red(), flyer] });
    // 19" away + 6" = 25" > 24".
    expect(targetWeapon(state, unitOf(state, 'red.c1.u1'), flyer, 'Rifles').refusal?.code).toBe(
      'out-of-range',
    );
    expect(
      targetWeapon(state, unitOf(state, 'red.c1.u1'), flyer, 'Rifles', { popUpReply: true }).refusal,
    ).toBeUndefined();
    const highShooter = red({ high: true });
    const s2 = aPosition({ units: [highShooter, blue()] });
    expect(targetWeapon(s2, highShooter, unitOf(s2, 'blue.c1.u1'), 'Rifles').refusal).toBeUndefined();
  });

  it('XEN-TERR-30 a flyer shoots only at targets in its forward 90° arc', () => {
    const fighter = aTrooper({ types: ['Flyer'], weapons: [aWeapon({ range: 36 })] });
    const profiles = { 'test/fighter': fighter };
    const ahead = aUnit(
      { id: 'red.c1.u1', profile: 'test/fighter', high: true, models: [{ at: { x: 10, y: 10 }, facing: 0 }] },
      profiles,
    );
    const behind = aUnit(
      {
        id: 'red.c1.u1',
        profile: 'test/fighter',
        high: true,
        models: [{ at: { x: 10, y: 10 }, facing: 180 }],
      },
      profiles,
    );
    const s1 = aPosition({ units: [ahead, blue()], profiles });
    const s2 = aPosition({ units: [behind, blue()], profiles });
    expect(targetWeapon(s1, ahead, unitOf(s1, 'blue.c1.u1'), 'Rifles').refusal).toBeUndefined();
    expect(targetWeapon(s2, behind, unitOf(s2, 'blue.c1.u1'), 'Rifles').refusal?.code).toBe('line-of-sight');
  });

  it('XEN-TRANS-04 R57 passengers of a closed transport cannot shoot or be targeted', () => {
    const apc = aUnit({ id: 'blue.c1.u2', profile: 'generic/apc', at: [{ x: 30, y: 30 }] });
    const riders = aUnit({
      id: 'blue.c1.u1',
      models: [{ at: { x: 30, y: 30 }, embarkedIn: 'blue.c1.u2.m1' }],
    });
    const state = aPosition({ units: [red(), riders, apc] });
    expect(isInClosedTransport(state, unitOf(state, 'blue.c1.u1').models[0]!)).toBe(true);
    expect(isTargetable(state, unitOf(state, 'red.c1.u1'), 'blue.c1.u1', 'shooting')).toBe(false);
    expect(isTargetable(state, unitOf(state, 'red.c1.u1'), 'blue.c1.u2', 'shooting')).toBe(true);
  });
});
