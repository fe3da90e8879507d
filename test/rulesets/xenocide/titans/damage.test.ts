import { describe, expect, it } from 'vitest';
import { coverFactsOf, coverSave, modifiedAccuracy } from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  activateTitan,
  damageTitan,
  resolvePowerPlan,
  resolveTitanHits,
  rollTitanTerrainAttacks,
  titanCoverSave,
  titanTerrainCover,
} from '../../../../src/rulesets/xenocide/rules/titans';
import type { TitanProfile } from '../../../../src/rulesets/xenocide/schemas/titan';
import {
  aFeature,
  aPosition,
  aTitan,
  rect,
  STRIDER,
  scriptedDice,
  TITAN_PROFILES,
  unitOf,
} from '../../../support/xenocide';

const full = { core: 4, power: 4, layers: 3, boostThisTurn: 0 };
const hit = (id: number, strength: number, extra = {}) => ({ id, strength, ...extra });

describe('XEN-TITAN damage, cover and deflectors', () => {
  it('XEN-TITAN-10 a titan failing a terrain attack (its CAD counts as 6) loses 1 core instead of dying, with no save', () => {
    const six = rollTitanTerrainAttacks(scriptedDice([6]).dice, full, 1);
    expect(six).toMatchObject({ rolls: [6], hits: 1, destroyed: false });
    expect(six.status).toMatchObject({ core: 3, layers: 3 });
    expect(rollTitanTerrainAttacks(scriptedDice([5]).dice, full, 1).status.core).toBe(4);
    const dead = rollTitanTerrainAttacks(scriptedDice([6]).dice, { ...full, core: 0, layers: 0 }, 1);
    expect(dead.destroyed).toBe(true);
  });

  it('XEN-TITAN-16 terrain at least half the titan’s height partly blocking sight gives hard cover; a forest gives soft cover', () => {
    const shooter = { x: 20, y: 10 };
    const titan = { x: 20, y: 30 };
    const wall = (height: number, extra = {}) =>
      aPosition({
        units: [],
        terrain: [aFeature({ id: 'b', kind: 'building', polygon: rect(18, 20, 4, 2), height, ...extra })],
      });
    expect(titanTerrainCover(wall(3), titan, shooter)).toBe('hard');
    expect(titanTerrainCover(wall(2), titan, shooter)).toBe('none');
    expect(titanTerrainCover(wall(3), titan, { x: 40, y: 10 })).toBe('none');
    const forest = wall(3, { kind: 'forest', cover: 'light' });
    expect(titanTerrainCover(forest, titan, shooter)).toBe('light');
    expect(titanCoverSave(STRIDER, 'hard')).toBe(2);
    expect(titanCoverSave(STRIDER, 'light')).toBe(1);
  });

  it('XEN-TITAN-17 while a layer stands each hit gets a deflector save on d6 ≤ 4; with none left there is no deflector roll', () => {
    const t = scriptedDice([4, 5, 2]);
    const result = resolveTitanHits(t.dice, STRIDER, full, [hit(0, 5), hit(1, 5)], 0);
    expect(t.rolls('deflector-save')).toEqual([[4], [5]]);
    expect(t.rolls('armor-save')).toEqual([[2]]);
    expect(result.status).toMatchObject({ core: 3, layers: 2 });
    const bare = scriptedDice([1]);
    resolveTitanHits(bare.dice, STRIDER, { ...full, layers: 0 }, [hit(0, 5)], 0);
    expect(bare.rolls('deflector-save')).toEqual([]);
  });

  it('XEN-TITAN-18 titan saves run cover, then deflector, then armor', () => {
    const t = scriptedDice([3, 1, 5, 4]);
    const result = resolveTitanHits(t.dice, STRIDER, full, [hit(0, 3), hit(1, 3)], 2);
    expect(t.events.map((e) => [e.purpose, [...e.dice]])).toEqual([
      ['cover-save', [3, 1]],
      ['deflector-save', [5]],
      ['armor-save', [4]],
    ]);
    expect(result.unsaved).toBe(1);
    expect(result.status.core).toBe(3);
  });

  it('XEN-TITAN-19 a deflector die that also rolls ≤ the Strength drops a layer, and the hit is still blocked', () => {
    const keep = resolveTitanHits(scriptedDice([3]).dice, STRIDER, full, [hit(0, 2)], 0);
    expect(keep).toMatchObject({ unsaved: 0, status: { layers: 3, core: 4 } });
    const drop = resolveTitanHits(scriptedDice([2]).dice, STRIDER, full, [hit(0, 2)], 0);
    expect(drop).toMatchObject({ unsaved: 0, status: { layers: 2, core: 4 } });
  });

  it('XEN-TITAN-20 a Shield Breaker hit drops a layer with no deflector save and goes on to the armor save', () => {
    const t = scriptedDice([1]);
    const result = resolveTitanHits(t.dice, STRIDER, full, [hit(0, 5, { shieldBreaker: true })], 0);
    expect(t.rolls('deflector-save')).toEqual([]);
    expect(t.rolls('armor-save')).toEqual([[1]]);
    expect(result).toMatchObject({ unsaved: 0, status: { layers: 2 } });
  });

  it('XEN-TITAN-21 at core 0 a titan loses every layer, and after a core repair it has none until it recharges', () => {
    const hurt = damageTitan({ ...full, core: 1, layers: 2 }, 1);
    expect(hurt.status).toMatchObject({ core: 0, layers: 0 });
    const restarted = activateTitan(scriptedDice([2]).dice, 'red.c1.u1', 'red.c1.u1.m1', hurt.status, true);
    expect(restarted.status).toMatchObject({ core: 1, power: 1, layers: 0 });
    const state = aPosition({ units: [aTitan({ id: 'red.c1.u1', status: restarted.status })] });
    const plan = { titan: 'red.c1.u1.m1', recharge: 1 };
    expect(resolvePowerPlan(state, scriptedDice([]).dice, plan, 'own-activation').status.layers).toBe(1);
  });

  it('XEN-TITAN-22 each unsaved shooting hit takes 1 core; a hit at core 0 destroys the titan', () => {
    expect(damageTitan(full, 2)).toMatchObject({ status: { core: 2, layers: 3 }, destroyed: false });
    expect(damageTitan({ ...full, core: 2 }, 3)).toMatchObject({
      status: { core: 0, layers: 0 },
      destroyed: true,
      lost: 0,
    });
    expect(damageTitan({ ...full, core: 1 }, 3)).toMatchObject({ destroyed: true, lost: 1 });
    const t = scriptedDice([6, 6, 6, 6]);
    const result = resolveTitanHits(
      t.dice,
      STRIDER,
      { ...full, core: 1, layers: 1 },
      [hit(0, 5), hit(1, 5)],
      0,
    );
    expect(result).toMatchObject({ unsaved: 2, destroyed: true });
  });

  it('XEN-TITAN-30 a flicker shield is a cover save everywhere, in the open too; a diffraction shield is a lower Aspect', () => {
    const phantom = TITAN_PROFILES['test/phantom'] as TitanProfile;
    expect(titanCoverSave(phantom, 'none')).toBe(2);
    expect(titanCoverSave(phantom, 'light')).toBe(2);
    const state = aPosition({ units: [aTitan({ profile: 'test/phantom' })] });
    const unit = unitOf(state, 'blue.c1.u1');
    const model = unit.models[0];
    if (!model) throw new Error('no model');
    expect(coverSave(coverFactsOf(state, unit, model))).toBe(2);
    expect(phantom.aspect).toBe(-1);
    expect(modifiedAccuracy(3, phantom.aspect, false)).toBe(2);
  });
});
