import { describe, expect, it } from 'vitest';
import { checkSuppressedMove } from '../../../../src/rulesets/xenocide/rules/movement/suppressed-movement';
import {
  addSuppressionDie,
  cadWeight,
  checkSuppression,
  closeAssaultSuppressionTarget,
  couldPenetrate,
  hasCompanySupport,
  isSuppressed,
  markersAfterRally,
  markersAfterTest,
  modifiedAccuracy,
  rallyTarget,
  reachesSuppressionThreshold,
  resolveShootingAttack,
  rollRally,
  rollSuppressionTest,
  suppressionTarget,
  takesAssaultSuppressionTests,
  unitsToTest,
  weightedCount,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import type { SuppressionTally } from '../../../../src/rulesets/xenocide/state/suppression';
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

const tally = (over: Partial<SuppressionTally> = {}): SuppressionTally => ({
  unit: 'blue.c1.u1',
  models: 5,
  shots: 0,
  penetratingShots: 0,
  aoeD3: 0,
  firingUnits: [],
  hitByPenetrating: false,
  casualties: 0,
  suppressionWeapons: [],
  mingledWith: [],
  ...over,
});
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 30, 5), ...over });
const position = (over = {}) =>
  aPosition({ units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }), blue(over)] });
const targetOf = (t: SuppressionTally, over = {}) => {
  const state = position(over);
  return suppressionTarget(state, unitOf(state, 'blue.c1.u1'), t);
};
const caFacts = {
  casualties: 0,
  belowHalf: false,
  ownSide: 5,
  enemySide: 5,
  round: 1,
  dugInOrHardCover: false,
};

describe('XEN-SUP suppression from shooting', () => {
  it('XEN-SUP-01 a failed test adds one marker, and markers accumulate without limit', () => {
    expect(markersAfterTest(0, { passed: false })).toBe(1);
    expect(markersAfterTest(7, { passed: false })).toBe(8);
    expect(markersAfterTest(2, { passed: true })).toBe(2);
  });

  it('XEN-SUP-02 one marker suppresses; more markers only raise the rally target', () => {
    expect(isSuppressed({ suppression: 0 })).toBe(false);
    expect(isSuppressed({ suppression: 1 })).toBe(true);
    expect(modifiedAccuracy(3, 0, isSuppressed({ suppression: 4 }))).toBe(modifiedAccuracy(3, 0, true));
    expect([rallyTarget(1), rallyTarget(3)]).toEqual([7, 9]);
  });

  it('XEN-SUP-03 a suppressed unit may not end a move closer to an enemy unless in cover 12" from every enemy', () => {
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }], suppression: 1 }), blue()],
    });
    const base = (y: number) => ({ center: { x: 10, y }, radius: 0.5 });
    const closer = [{ model: 'red.c1.u1.m1', from: base(10), to: base(14) }];
    expect(checkSuppressedMove(state, 'red.c1.u1', 'red', closer, [base(14)])).toBeDefined();
    const away = [{ model: 'red.c1.u1.m1', from: base(10), to: base(6) }];
    expect(checkSuppressedMove(state, 'red.c1.u1', 'red', away, [base(6)])).toBeUndefined();
  });

  it('XEN-SUP-04 a suppressed unit shoots at −1 Accuracy', () => {
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }], suppression: 1 }), blue()],
    });
    const result = resolveShootingAttack(state, scriptedDice([3, 3, 2, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.volleys[0]?.groups[0]?.roll).toMatchObject({ accuracy: 2, hits: 1 });
  });

  it('XEN-SUP-05 a test is due after 4 penetrating shots, 1 shot per model, or 2d3 of AOE', () => {
    expect(reachesSuppressionThreshold(tally({ shots: 4, penetratingShots: 4 }))).toBe(true);
    expect(reachesSuppressionThreshold(tally({ shots: 4, penetratingShots: 3 }))).toBe(false);
    expect(reachesSuppressionThreshold(tally({ shots: 5 }))).toBe(true);
    expect(reachesSuppressionThreshold(tally({ shots: 1, aoeD3: 2 }))).toBe(true);
    const heavy = aPosition({
      units: [aUnit({ id: 'blue.c1.u1', profile: 'generic/heavy-tank', at: [{ x: 10, y: 30 }] })],
    });
    expect(couldPenetrate(heavy, unitOf(heavy, 'blue.c1.u1'), 0)).toBe(false);
    expect(couldPenetrate(heavy, unitOf(heavy, 'blue.c1.u1'), 1)).toBe(true);
    const state = position();
    const phase = [tally({ shots: 5, penetratingShots: 5 })];
    expect(unitsToTest(state, phase)).toEqual(['blue.c1.u1']);
  });

  it('XEN-SUP-06 a test is 2d6 against 3 plus modifiers; a total below it adds a marker', () => {
    const pass = rollSuppressionTest(scriptedDice([1, 2]).dice, { target: 3 });
    expect(pass).toMatchObject({ total: 3, passed: true });
    const fail = rollSuppressionTest(scriptedDice([3, 3]).dice, { target: 7 });
    expect(fail).toMatchObject({ total: 6, passed: false });
    expect(markersAfterTest(0, fail)).toBe(1);
  });

  it('XEN-SUP-07 +1 for each unit that fired at it with weapons that could cause a casualty', () => {
    expect(targetOf(tally({ firingUnits: ['red.c1.u1', 'red.c1.u2'] })).target).toBe(5);
  });

  it('XEN-SUP-08 +1 for overwhelming fire: 10 penetrating shots or 5d3 of AOE', () => {
    expect(targetOf(tally({ penetratingShots: 10 })).modifiers.map((m) => m.rule)).toEqual(['XEN-SUP-08']);
    expect(targetOf(tally({ aoeD3: 5 })).target).toBe(4);
    expect(targetOf(tally({ penetratingShots: 9, aoeD3: 4 })).target).toBe(3);
  });

  it('XEN-SUP-09 +1 when hit by an attack that could cause a casualty', () => {
    expect(targetOf(tally({ hitByPenetrating: true })).target).toBe(4);
  });

  it('XEN-SUP-10 +1 when the unit suffered a casualty', () => {
    expect(targetOf(tally({ casualties: 2 })).target).toBe(4);
  });

  it('XEN-SUP-11 +1 below half strength', () => {
    expect(targetOf(tally(), { startModels: 11 }).target).toBe(4);
    expect(targetOf(tally(), { startModels: 10 }).target).toBe(3);
  });

  it('XEN-SUP-12 +1 for each Suppression weapon that hit it', () => {
    const mg = aTrooper({ weapons: [aWeapon({ name: 'HMG', shots: 4, specials: { suppression: true } })] });
    const profiles = { 'test/mg': mg };
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', profile: 'test/mg', at: [{ x: 10, y: 10 }] }, profiles), blue()],
      profiles,
    });
    const result = resolveShootingAttack(state, scriptedDice([1, 6, 6, 6, 1]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'HMG' }],
    });
    expect(result.tally[0]?.suppressionWeapons).toEqual(['red.c1.u1/HMG']);
    expect(targetOf(tally({ suppressionWeapons: ['a/HMG', 'b/HMG'] })).target).toBe(5);
  });

  it('XEN-SUP-13 −1 when dug in or a majority of its models are in hard or fortified cover', () => {
    expect(targetOf(tally({ firingUnits: ['x'] }), { dugIn: true }).target).toBe(3);
    const ruins = aFeature({ polygon: rect(9, 29, 5, 2), cover: 'hard' });
    const state = aPosition({ units: [blue()], terrain: [ruins] });
    // Three of five models (x = 10, 11.5, 13) stand in the ruins.
    expect(suppressionTarget(state, unitOf(state, 'blue.c1.u1'), tally()).target).toBe(2);
  });

  it('XEN-SUP-14 a scenario may add its own modifier', () => {
    const state = position();
    expect(suppressionTarget(state, unitOf(state, 'blue.c1.u1'), tally(), 2).target).toBe(5);
  });

  it('XEN-SUP-15 a natural 11 or 12 always passes', () => {
    expect(rollSuppressionTest(scriptedDice([5, 6]).dice, { target: 13 })).toMatchObject({
      natural: true,
      passed: true,
    });
    expect(rollSuppressionTest(scriptedDice([5, 5]).dice, { target: 11 })).toMatchObject({
      natural: false,
      passed: false,
    });
  });

  it('XEN-CP-14 one extra die bought after the roll is added to the total, once per test', () => {
    const t = scriptedDice([2, 3, 4, 6]);
    const test = rollSuppressionTest(t.dice, { target: 8 });
    expect(test.passed).toBe(false);
    const bought = addSuppressionDie(t.dice, test);
    expect(bought).toMatchObject({ extra: 4, total: 9, passed: true });
    expect(addSuppressionDie(t.dice, bought)).toBe(bought);
    expect(t.left()).toBe(1);
  });

  it('XEN-SUP-05 XEN-SUP-06 XEN-TITAN-23 after the phase a unit at a threshold tests; titans keep the best two of 3d6', () => {
    const state = position();
    const phase = [tally({ shots: 5, penetratingShots: 5, firingUnits: ['red.c1.u1'] })];
    const check = checkSuppression(state, scriptedDice([1, 2, 5]).dice, 'blue.c1.u1', phase, {
      buyExtraDie: () => true,
    });
    expect(check).toMatchObject({ target: { target: 4 }, markersBefore: 0, markersAfter: 0 });
    expect(check?.test).toMatchObject({ dice: [1, 2], extra: 5, total: 8, passed: true });
    const titan = aUnit({ id: 'blue.c1.u1', profile: 'generic/strider-titan', at: [{ x: 10, y: 30 }] });
    const ts = aPosition({ units: [titan] });
    const tt = checkSuppression(ts, scriptedDice([1, 6, 2]).dice, 'blue.c1.u1', [
      tally({ models: 1, shots: 1 }),
    ]);
    expect(tt?.test).toMatchObject({ dice: [1, 6, 2], kept: [6, 2], total: 8 });
    expect(
      checkSuppression(state, scriptedDice([]).dice, 'blue.c1.u1', [tally({ shots: 2 })]),
    ).toBeUndefined();
  });
});

describe('XEN-SUP suppression from close assault', () => {
  it('XEN-SUP-16 the step-7 tests happen only while both sides still have units in the assault', () => {
    expect(takesAssaultSuppressionTests([2, 1])).toBe(true);
    expect(takesAssaultSuppressionTests([1, 0])).toBe(false);
  });

  it('XEN-SUP-17 the close-assault test is 2d6 against 3 plus modifiers, natural 11-12 passing; a building gives 3d6 keep 2', () => {
    const target = closeAssaultSuppressionTarget(caFacts);
    expect(target).toEqual({ target: 3, modifiers: [] });
    const test = rollSuppressionTest(scriptedDice([1, 6, 6]).dice, { target: 14, keepBestOfThree: true });
    expect(test).toMatchObject({ kept: [6, 6], natural: true, passed: true });
  });

  it('XEN-SUP-18 +1 for at least one casualty this round', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, casualties: 1 }).target).toBe(4);
  });

  it('XEN-SUP-19 a further +1 for at least two casualties', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, casualties: 2 }).target).toBe(5);
  });

  it('XEN-SUP-20 a further +1 for four or more casualties, at most +3', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, casualties: 3 }).target).toBe(5);
    expect(closeAssaultSuppressionTarget({ ...caFacts, casualties: 9 }).target).toBe(6);
  });

  it('XEN-SUP-21 +1 below half of its original number of models', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, belowHalf: true }).target).toBe(4);
  });

  it('XEN-SUP-22 +1 when its side is outnumbered 2:1 or more', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, ownSide: 4, enemySide: 8 }).target).toBe(4);
    expect(closeAssaultSuppressionTarget({ ...caFacts, ownSide: 4, enemySide: 7 }).target).toBe(3);
  });

  it('XEN-SUP-23 +1 once the assault has gone beyond one round', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, round: 2 }).target).toBe(4);
  });

  it('XEN-SUP-24 −1 dug in or in hard or fortified cover', () => {
    expect(closeAssaultSuppressionTarget({ ...caFacts, dugInOrHardCover: true }).target).toBe(2);
  });

  it('XEN-SUP-25 CAD 66 models count as 2, 666 as 3, 6666 as 4', () => {
    expect([cadWeight(4), cadWeight('66'), cadWeight('666'), cadWeight('6666')]).toEqual([1, 2, 3, 4]);
    expect(weightedCount([4, 4, '66'])).toBe(4);
  });
});

describe('XEN-SUP rallying', () => {
  it('XEN-SUP-26 a suppressed unit may attempt to rally; a unit without markers has nothing to roll', () => {
    const t = scriptedDice([]);
    expect(rollRally(t.dice, { markers: 0, support: false })).toMatchObject({ dice: [], markersAfter: 0 });
    expect(t.events).toHaveLength(0);
  });

  it('XEN-SUP-27 the rally needs 2d6 ≥ 6 + markers; the CP die rolls 3d6 and keeps the best two', () => {
    expect(rollRally(scriptedDice([3, 4]).dice, { markers: 1, support: false })).toMatchObject({
      total: 7,
      target: 7,
      passed: true,
    });
    expect(rollRally(scriptedDice([3, 4]).dice, { markers: 2, support: false }).passed).toBe(false);
    const cp = rollRally(scriptedDice([1, 4, 5]).dice, { markers: 3, support: false, cpDie: true });
    expect(cp).toMatchObject({ dice: [1, 4, 5], kept: [5, 4], total: 9, passed: true });
  });

  it('XEN-CP-10 the rally CP die is decided before rolling: three dice are rolled at once', () => {
    const t = scriptedDice([6, 6, 1]);
    rollRally(t.dice, { markers: 1, support: false, cpDie: true });
    expect(t.rolls('rally')).toEqual([[6, 6, 1]]);
  });

  it('XEN-SUP-28 +1 when another unit of the same company has a model within 12"', () => {
    const friend = aUnit({ id: 'red.c1.u2', at: [{ x: 10, y: 21 }] });
    const far = aUnit({ id: 'red.c1.u3', at: [{ x: 40, y: 40 }] });
    const state = aPosition({ units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }), friend, far] });
    const unit = unitOf(state, 'red.c1.u1');
    expect(hasCompanySupport(state, unit, ['red.c1.u1', 'red.c1.u2'])).toBe(true);
    expect(hasCompanySupport(state, unit, ['red.c1.u1', 'red.c1.u3'])).toBe(false);
    expect(rollRally(scriptedDice([3, 3]).dice, { markers: 1, support: true })).toMatchObject({
      total: 7,
      passed: true,
    });
  });

  it('XEN-SUP-29 a successful rally removes every marker', () => {
    expect(rollRally(scriptedDice([6, 6]).dice, { markers: 4, support: false }).markersAfter).toBe(0);
  });

  it('XEN-SUP-30 a failed rally leaves exactly one marker on a unit that had more, and changes nothing with one', () => {
    expect(rollRally(scriptedDice([1, 1]).dice, { markers: 3, support: false }).markersAfter).toBe(1);
    expect(markersAfterRally(1, false)).toBe(1);
  });
});
