import { describe, expect, it } from 'vitest';
import { titanPowerFor } from '../../../../src/rulesets/xenocide/rules/movement/special-movement';
import {
  activateTitan,
  activateTitans,
  applyPowerPlan,
  applyTitanActivations,
  boostLeft,
  defaultPowerPlan,
  defaultRestartChoice,
  defaultWeaponPower,
  findTitan,
  initialTitanStatus,
  mayRepairIn,
  powerPlanCost,
  powerPlanEvents,
  powerWindowOf,
  resolvePowerPlan,
  rollRepairs,
  titanActivationEvent,
  titanMoveAllowance,
  titanWeaponLine,
  whyBadPowerPlan,
  whyBadRestartChoice,
  whyBadWeaponPower,
} from '../../../../src/rulesets/xenocide/rules/titans';
import type { TitanProfile } from '../../../../src/rulesets/xenocide/schemas/titan';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aTitan,
  aUnit,
  runHandler,
  STRIDER,
  scriptedDice,
  statusOf,
  TITAN_PROFILES,
} from '../../../support/xenocide';

const RED = 'red.c1.u1';
const TITAN = `${RED}.m1`;
const redTitan = (status = {}, profile?: string) =>
  aPosition({ units: [aTitan({ id: RED, status, ...(profile ? { profile } : {}) })] });

describe('XEN-TITAN power from the core', () => {
  it('XEN-TITAN-01 a titan tracks its core (from its Core stat), its power and its deflector layers', () => {
    expect(initialTitanStatus(STRIDER)).toEqual({ core: 4, power: 0, layers: 3, boostThisTurn: 0 });
    const state = redTitan({ core: 3, power: 1, layers: 2 });
    expect(findTitan(state, TITAN)?.status).toEqual({ core: 3, power: 1, layers: 2, boostThisTurn: 0 });
    const trooper = aPosition({ units: [aUnit({ id: 'blue.c1.u1', at: [{ x: 1, y: 1 }] })] });
    expect(findTitan(trooper, 'blue.c1.u1.m1')).toBeUndefined();
  });

  it('XEN-TITAN-02 when its company activates, power is set to the current core, never added to what was left', () => {
    const dice = scriptedDice([]);
    const status = { core: 3, power: 2, layers: 3, boostThisTurn: 0 };
    expect(activateTitan(dice.dice, RED, TITAN, status, true).status.power).toBe(3);
    const state = redTitan({ core: 2, power: 2 });
    const activations = activateTitans(state, dice.dice, [RED], []);
    const [activation] = activations;
    if (!activation) throw new Error('no activation');
    expect(activation.status).toMatchObject({ core: 2, power: 2 });
    expect(titanActivationEvent(activation)).toEqual({
      type: 'titan-powered',
      unit: RED,
      model: TITAN,
      power: 2,
    });
    const after = runHandler(state, [], (draft) => applyTitanActivations(draft, activations)).state;
    expect(statusOf(after, RED).power).toBe(2);
    expect(dice.events).toEqual([]);
  });

  it('XEN-TITAN-03 a titan at core 0 may roll a d6: on 3 or less its core becomes 1 and it has 1 power at once', () => {
    const dead = { core: 0, power: 0, layers: 0, boostThisTurn: 0 };
    const up = activateTitan(scriptedDice([3]).dice, RED, TITAN, dead, true);
    expect(up.restart).toEqual({ roll: 3, success: true });
    expect(up.status).toMatchObject({ core: 1, power: 1, layers: 0 });
    const down = activateTitan(scriptedDice([4]).dice, RED, TITAN, dead, true);
    expect(down.status).toMatchObject({ core: 0, power: 0 });
    const declined = scriptedDice([]);
    expect(activateTitan(declined.dice, RED, TITAN, dead, false).restart).toBeUndefined();
    const state = redTitan({ core: 0, power: 0, layers: 0 });
    expect(defaultRestartChoice(state, [RED])).toEqual([TITAN]);
    expect(whyBadRestartChoice(state, [RED], [TITAN])).toBeUndefined();
    expect(whyBadRestartChoice(redTitan(), [RED], [TITAN])?.message).toContain('XEN-TITAN-03');
  });

  it('XEN-TITAN-04 in its own activation a titan may spend power on boost, weapons, repairs and recharges at once', () => {
    const state = redTitan({ core: 3, power: 3, layers: 2 });
    const plan = { titan: TITAN, boost: 1, recharge: 1, repairs: 1 };
    expect(powerPlanCost(plan)).toBe(3);
    expect(whyBadPowerPlan(state, plan, 'own-activation')).toBeUndefined();
    const result = resolvePowerPlan(state, scriptedDice([2]).dice, plan, 'own-activation');
    expect(result.status).toEqual({ core: 4, power: 0, layers: 3, boostThisTurn: 1 });
    expect(result.moveAllowance).toBe(12);
    expect(powerPlanEvents(result).map((e) => e.type)).toEqual(['titan-power-spent', 'titan-repaired']);
    const after = runHandler(state, [], (draft) => applyPowerPlan(draft, result)).state;
    expect(statusOf(after, RED)).toEqual(result.status);
  });

  it('XEN-TITAN-04 titan power spent beyond what the core gave is refused, naming the rule', () => {
    const state = redTitan({ core: 3, power: 2 });
    const plan = { titan: TITAN, boost: 1, weapons: [{ weapon: 'Plasma Destructor', power: 2 }] };
    const why = whyBadPowerPlan(state, plan, 'own-activation');
    expect(why?.code).toBe('insufficient-resources');
    expect(why?.message).toMatch(/has 2 power left .* spends 3 .*XEN-TITAN-02/);
    expect(() => resolvePowerPlan(state, scriptedDice([]).dice, plan, 'own-activation')).toThrow(
      /whyBadPowerPlan/,
    );
  });

  it('XEN-TITAN-05 in another activation power goes only to overwatch weapons or close-assault weapons, never to repairs or recharges', () => {
    const state = redTitan({ core: 3, power: 3, layers: 1 });
    const overwatch = { titan: TITAN, weapons: [{ weapon: 'Plasma Destructor', power: 1 }] };
    expect(whyBadPowerPlan(state, overwatch, 'overwatch')).toBeUndefined();
    expect(whyBadPowerPlan(state, overwatch, 'close-assault')?.message).toContain('XEN-TITAN-05');
    const sword = { titan: TITAN, assault: [{ weapon: 'Assault Sword', power: 1 }] };
    expect(whyBadPowerPlan(state, sword, 'close-assault')).toBeUndefined();
    for (const plan of [
      { titan: TITAN, repairs: 1 },
      { titan: TITAN, recharge: 1 },
      { titan: TITAN, boost: 1 },
    ]) {
      expect(whyBadPowerPlan(state, plan, 'overwatch')?.message).toContain('XEN-TITAN-05');
    }
    expect(mayRepairIn('close-assault')).toBe(false);
    expect(defaultPowerPlan(state, TITAN, 'overwatch')).toEqual({ titan: TITAN });
  });

  it('XEN-TITAN-06 each repair costs 1 power and restores 1 core level on a d6 of 3 or less, never above the Core stat', () => {
    expect(rollRepairs(scriptedDice([4, 3]).dice, 2, 4, 2)).toEqual({ rolls: [4, 3], repaired: 1, core: 3 });
    const state = redTitan({ core: 3, power: 3 });
    const result = resolvePowerPlan(
      state,
      scriptedDice([1]).dice,
      { titan: TITAN, repairs: 3 },
      'own-activation',
    );
    expect(result).toMatchObject({ repairRolls: [1], repaired: 1, spent: 1 });
    expect(result.status).toMatchObject({ core: 4, power: 2 });
    const full = whyBadPowerPlan(redTitan(), { titan: TITAN, repairs: 1 }, 'own-activation');
    expect(full?.message).toContain('XEN-TITAN-06');
    expect(defaultPowerPlan(redTitan({ core: 2, power: 2, layers: 1 }), TITAN, 'own-activation')).toEqual({
      titan: TITAN,
      repairs: 2,
    });
  });

  it('XEN-TITAN-07 repairs may be made in any phase of its own activation, the end of its Close Assault phase included', () => {
    const base = redTitan({ core: 2, power: 2 });
    const closeAssault: XenocideState = {
      ...base,
      stage: { kind: 'activation', player: 'red', company: 'red.c1', phase: 'close-assault', units: [RED] },
    };
    const window = powerWindowOf(closeAssault, RED, 'close-assault');
    expect(window).toBe('own-activation');
    expect(whyBadPowerPlan(closeAssault, { titan: TITAN, repairs: 1 }, window)).toBeUndefined();
    const elsewhere: XenocideState = {
      ...closeAssault,
      stage: { kind: 'activation', player: 'red', company: 'red.c2', phase: 'close-assault', units: [] },
    };
    expect(powerWindowOf(elsewhere, RED, 'close-assault')).toBe('close-assault');
  });

  it('XEN-TITAN-08 1 power restores 1 deflector layer without a roll, up to the profile count', () => {
    const state = redTitan({ core: 4, power: 4, layers: 1 });
    const dice = scriptedDice([]);
    const result = resolvePowerPlan(state, dice.dice, { titan: TITAN, recharge: 2 }, 'own-activation');
    expect(result.status).toMatchObject({ layers: 3, power: 2 });
    expect(dice.events).toEqual([]);
    const why = whyBadPowerPlan(state, { titan: TITAN, recharge: 3 }, 'own-activation');
    expect(why?.message).toContain('XEN-TITAN-08');
  });

  it('XEN-TITAN-09 1 power adds the boost Y" to the move, at most 1 power a turn unless the profile allows more', () => {
    expect(titanMoveAllowance(STRIDER, 1)).toBe(12);
    const boosted = redTitan({ boostThisTurn: 1 });
    expect(boostLeft(STRIDER, statusOf(boosted, RED))).toBe(0);
    expect(whyBadPowerPlan(boosted, { titan: TITAN, boost: 1 }, 'own-activation')?.message).toContain(
      'XEN-TITAN-09',
    );
    const leaper = redTitan({}, 'test/leaper');
    expect(whyBadPowerPlan(leaper, { titan: TITAN, boost: 2 }, 'own-activation')).toBeUndefined();
    expect(titanMoveAllowance(TITAN_PROFILES['test/leaper'] as TitanProfile, 2)).toBe(24);
  });

  it('XEN-TITAN-11 each Jump or Teleport move of a titan costs 1 power', () => {
    const leaper = redTitan({ power: 1 }, 'test/leaper');
    expect(powerPlanCost({ titan: TITAN, specialMove: 'jump' })).toBe(1);
    expect(
      whyBadPowerPlan(leaper, { titan: TITAN, specialMove: 'jump', boost: 1 }, 'own-activation')?.code,
    ).toBe('insufficient-resources');
    expect(
      whyBadPowerPlan(redTitan(), { titan: TITAN, specialMove: 'jump' }, 'own-activation')?.message,
    ).toContain('XEN-TITAN-11');
    const broke = aTitan({ id: RED, profile: 'test/leaper', status: { power: 0 } });
    expect(titanPowerFor(broke, [0])).toMatchObject({ code: 'insufficient-resources' });
    expect(titanPowerFor(aTitan({ id: RED, profile: 'test/leaper' }), [0])).toEqual([0]);
  });

  it('XEN-TITAN-13 the power declared for a weapon picks its stat line; a weapon with no Power 0 line cannot fire unpowered', () => {
    expect(titanWeaponLine(STRIDER, 'Plasma Destructor', 2)?.strength).toBe(5);
    expect(titanWeaponLine(STRIDER, 'Plasma Destructor')?.strength).toBe(2);
    const phantom = TITAN_PROFILES['test/phantom'] as TitanProfile;
    expect(whyBadWeaponPower(phantom, 'Lance', 0)).toMatchObject({ code: 'insufficient-resources' });
    expect(whyBadWeaponPower(phantom, 'Lance', 0)?.message).toContain('XEN-TITAN-13');
    expect(whyBadWeaponPower(phantom, 'Lance', 3)?.code).toBe('out-of-range');
    expect(whyBadWeaponPower(phantom, 'Lance', 1)).toBeUndefined();
    expect(whyBadWeaponPower(STRIDER, 'Assault Sword', 0)?.message).toContain('XEN-TITAN-26');
    expect(defaultWeaponPower(STRIDER, 'Plasma Destructor', 1)).toBe(1);
    expect(defaultWeaponPower(phantom, 'Lance', 0)).toBeUndefined();
    const state = redTitan({ power: 1 });
    const bad = { titan: TITAN, weapons: [{ weapon: 'Plasma Destructor', power: 3 }] };
    expect(whyBadPowerPlan(state, bad, 'own-activation')?.message).toContain('XEN-TITAN-13');
  });
});
