import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { disadvantageCauses, startCloseAssault } from '../../../../src/rulesets/xenocide/rules/assault';
import { isBelowHalfStrength } from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  addTitanSuppressionDie,
  isTitanBelowHalf,
  resolveTitanAssaultHits,
  rollTitanSuppressionTest,
  suppressedTitan,
  titanAssaultDice,
  titanIgnoresFiringOrders,
  titanWeaponCaa,
  whyBadPowerPlan,
} from '../../../../src/rulesets/xenocide/rules/titans';
import type { UnitState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aTitan,
  aUnit,
  currentAssault,
  gameOf,
  play,
  refused,
  row,
  STRIDER,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const full = { core: 4, power: 4, layers: 3, boostThisTurn: 0 };

describe('XEN-TITAN suppression and close assault', () => {
  it('XEN-TITAN-12 a titan that begins an assault on Fire and Move orders is not disadvantaged; on Move and Fire it is', () => {
    expect(titanIgnoresFiringOrders('fire-and-move')).toBe(true);
    expect(titanIgnoresFiringOrders('move-and-fire')).toBe(false);
    const at = (order: 'fire-and-move' | 'move-and-fire') =>
      aPosition({
        units: [
          aTitan({ id: 'red.c1.u1', order, at: { x: 10, y: 10 } }),
          aUnit({ id: 'blue.c1.u1', at: row(10, 14, 3) }),
        ],
      });
    const assault = startCloseAssault({
      id: 'ca',
      attacker: 'red',
      defender: 'blue',
      attackers: ['red.c1.u1'],
      defenders: ['blue.c1.u1'],
    });
    const fm = at('fire-and-move');
    expect(disadvantageCauses(fm, assault, unitOf(fm, 'red.c1.u1'), [])).toEqual([]);
    const mf = at('move-and-fire');
    expect(disadvantageCauses(mf, assault, unitOf(mf, 'red.c1.u1'), [])).toEqual(['firing-orders']);
  });

  it('XEN-TITAN-12 in play: a titan on Fire and Move orders moves into contact in Second Movement and assaults undisadvantaged; a tank may not', () => {
    const position = (attacker: UnitState) =>
      aPosition({
        units: [attacker, aUnit({ id: 'blue.c1.u1', at: row(10, 24, 3) })],
        phase: 'second-movement',
      });
    const charge = (unit: string, model: string): XenocideCommand => ({
      type: 'move-unit',
      player: 'red',
      unit,
      mode: 'normal',
      models: [{ model, path: [{ x: 11, y: 19.5 }] }],
    });
    const titan = aTitan({ id: 'red.c1.u1', order: 'fire-and-move', at: { x: 11, y: 12 } });
    const moved = play(gameOf(position(titan)), charge('red.c1.u1', 'red.c1.u1.m1'));
    const unitMoved = moved.events.find((e) => e.type === 'unit-moved') as unknown as { rules: string[] };
    expect(unitMoved.rules).toEqual(expect.arrayContaining(['XEN-MOVE-09', 'XEN-TITAN-12']));
    // The Close Assault phase starts the assault: the titan attacks with its full dice (no firing-orders loss).
    const begun = play(moved.state, { type: 'end-phase', player: 'red' });
    expect(begun.events.some((e) => e.type === 'assault-started')).toBe(true);
    const assault = currentAssault(begun.state);
    expect(assault?.participants.map((p) => [p.unit, p.side])).toEqual([
      ['red.c1.u1', 'attacker'],
      ['blue.c1.u1', 'defender'],
    ]);
    const tallied = play(
      begun.state,
      { type: 'assault-maneuver', player: 'blue', moves: [] },
      { type: 'assault-maneuver', player: 'red', moves: [] },
    ).state;
    const pool = currentAssault(tallied)?.pools.find((p) => p.unit === 'red.c1.u1');
    expect(pool?.disadvantage).toEqual([]);
    // The same move by a medium tank on Fire and Move orders is refused: only Assault orders close in.
    const tank = aUnit({
      id: 'red.c1.u1',
      profile: 'generic/medium-tank',
      order: 'fire-and-move',
      at: [{ x: 11, y: 12 }],
    });
    const error = refused(gameOf(position(tank)), charge('red.c1.u1', 'red.c1.u1.m1'));
    expect(error.code).toBe('zone-of-control');
  });

  it('XEN-TITAN-23 a titan rolls 3d6 for a suppression test and keeps the best two; 1 CP adds a 4th die to the total', () => {
    const t = scriptedDice([2, 5, 4]);
    const test = rollTitanSuppressionTest(t.dice, 9, 'blue');
    expect(t.rolls('suppression-test')).toEqual([[2, 5, 4]]);
    expect(test).toMatchObject({ kept: [5, 4], total: 9, passed: true });
    const failed = rollTitanSuppressionTest(scriptedDice([1, 2, 3]).dice, 8);
    expect(failed).toMatchObject({ kept: [3, 2], total: 5, passed: false });
    expect(addTitanSuppressionDie(scriptedDice([4]).dice, failed)).toMatchObject({
      extra: 4,
      total: 9,
      passed: true,
    });
    expect(rollTitanSuppressionTest(scriptedDice([6, 5, 1]).dice, 13)).toMatchObject({
      natural: true,
      passed: true,
    });
  });

  it('XEN-TITAN-24 a suppressed titan shoots at −1, loses 1/3 of its CAA dice and a CAD level, but moves freely', () => {
    expect(suppressedTitan('66', 12, true)).toEqual({
      accuracyPenalty: 1,
      caaLoss: 4,
      cad: 6,
      movesFreely: true,
    });
    expect(suppressedTitan('66', 12, false)).toEqual({
      accuracyPenalty: 0,
      caaLoss: 0,
      cad: '66',
      movesFreely: true,
    });
    expect(titanAssaultDice(STRIDER, full, { disadvantaged: true })).toMatchObject({
      engaged: 14,
      disadvantageLoss: 4,
      dice: 10,
    });
  });

  it('XEN-TITAN-25 a titan assaulted at core 0 loses half its CAA, then 1/3 of the rest if also suppressed', () => {
    expect(titanAssaultDice(STRIDER, { core: 0 }, { disadvantaged: false })).toMatchObject({
      coreZeroLoss: 7,
      dice: 7,
    });
    expect(titanAssaultDice(STRIDER, { core: 0 }, { disadvantaged: true })).toMatchObject({
      coreZeroLoss: 7,
      disadvantageLoss: 2,
      dice: 5,
    });
  });

  it('XEN-TITAN-26 an assault sword adds +4 CAA, and +4 more for each power point spent on it in the assault', () => {
    expect(titanWeaponCaa(STRIDER)).toBe(4);
    expect(titanWeaponCaa(STRIDER, [{ weapon: 'Assault Sword', power: 2 }])).toBe(12);
    expect(
      titanAssaultDice(STRIDER, full, {
        disadvantaged: false,
        assaultPower: [{ weapon: 'Assault Sword', power: 1 }],
      }).dice,
    ).toBe(18);
    const state = aPosition({ units: [aTitan()] });
    const plasma = { titan: 'blue.c1.u1.m1', assault: [{ weapon: 'Plasma Destructor', power: 1 }] };
    expect(whyBadPowerPlan(state, plasma, 'close-assault')?.message).toContain('XEN-TITAN-26');
  });

  it('XEN-TITAN-27 in close assault a standing layer blocks a hit on d6 ≤ 4, and every blocked hit drops a layer', () => {
    const t = scriptedDice([4, 5]);
    const result = resolveTitanAssaultHits(t.dice, { ...full, layers: 2 }, 2);
    expect(result).toMatchObject({ deflectorRolls: [4, 5], blocked: 1, status: { layers: 1, core: 3 } });
  });

  it('XEN-TITAN-28 each unblocked close-assault hit takes 1 core; a hit at core 0 destroys the titan', () => {
    const result = resolveTitanAssaultHits(scriptedDice([]).dice, { ...full, core: 1, layers: 0 }, 3);
    expect(result).toMatchObject({ destroyed: true, lost: 1, status: { core: 0 } });
  });

  it('XEN-TITAN-29 a titan is below half strength while its core is below half its Core stat', () => {
    expect(isTitanBelowHalf(STRIDER, { core: 2 })).toBe(false);
    expect(isTitanBelowHalf(STRIDER, { core: 1 })).toBe(true);
    expect(isTitanBelowHalf({ core: 5 }, { core: 2 })).toBe(true);
    const state = aPosition({ units: [aTitan({ status: { core: 1 } })] });
    expect(isBelowHalfStrength(state, unitOf(state, 'blue.c1.u1'))).toBe(true);
  });
});
