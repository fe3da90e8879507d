import { describe, expect, it } from 'vitest';
import {
  dieHitsAt,
  directedModels,
  modifiedAccuracy,
  resolveShootingAttack,
  rollToHit,
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

const dodger = aTrooper({ name: 'Dodger', aspect: -1 });
const flamer = aTrooper({
  weapons: [aWeapon({ name: 'Flamer', shots: 1, accuracy: 4, specials: { aoe: 1 } })],
});
const profiles = { 'test/dodger': dodger, 'test/flamer': flamer };

describe('XEN-HIT to hit', () => {
  it('XEN-HIT-01 each shot rolls one d6 and hits on a roll ≤ the modified Accuracy', () => {
    const t = scriptedDice([1, 3, 4, 6]);
    const roll = rollToHit(t.dice, { shots: 4, accuracy: 3 });
    expect(roll.dice.map((d) => d.hit)).toEqual([true, true, false, false]);
    expect(roll.hits).toBe(2);
  });

  it('XEN-HIT-02 modified Accuracy is weapon Accuracy + target Aspect, −1 when suppressed whatever the markers', () => {
    expect(modifiedAccuracy(3, -1, false)).toBe(2);
    expect(modifiedAccuracy(3, -1, true)).toBe(1);
    const shooters = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }], suppression: 3 });
    const target = aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 30 }] });
    const state = aPosition({ units: [shooters, target] });
    const result = resolveShootingAttack(state, scriptedDice([3, 2, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.volleys[0]?.groups[0]?.roll.accuracy).toBe(2);
    expect(result.hits).toHaveLength(1);
  });

  it('XEN-HIT-03 against mixed Aspects the highest Aspect is used for the roll', () => {
    const shooters = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] });
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 30 }, profile: 'test/dodger' }, { at: { x: 12, y: 30 } }],
      },
      { ...profiles, 'test/trooper': aTrooper() },
    );
    const state = aPosition({ units: [shooters, target], profiles });
    const result = resolveShootingAttack(state, scriptedDice([3, 3, 3, 6, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(result.volleys[0]?.groups[0]?.roll.accuracy).toBe(3);
    expect(result.hits).toHaveLength(3);
  });

  it('XEN-HIT-04 with modified Accuracy 6 or more every roll hits', () => {
    const roll = rollToHit(scriptedDice([6, 6, 5]).dice, { shots: 3, accuracy: 6 });
    expect(roll.hits).toBe(3);
    expect(dieHitsAt({ first: 6 }, 7)).toBe(true);
  });

  it('XEN-HIT-05 at Accuracy 0 a 1 is rerolled and hits on a reroll of 4 or less', () => {
    const t = scriptedDice([1, 2, 1, 4, 5]);
    const roll = rollToHit(t.dice, { shots: 3, accuracy: 0 });
    expect(t.rolls('to-hit-reroll')).toEqual([[4, 2, 5]]);
    expect(roll.dice).toEqual([
      { first: 1, reroll: 4, hit: true, splash: false },
      { first: 2, hit: false, splash: false },
      { first: 1, reroll: 5, hit: false, splash: false },
    ]);
  });

  it('XEN-HIT-06 at Accuracy −1 a 1 is rerolled and hits on a reroll of 2 or less', () => {
    const roll = rollToHit(scriptedDice([1, 1, 2, 3]).dice, { shots: 2, accuracy: -1 });
    expect(roll.dice.map((d) => [d.reroll, d.hit])).toEqual([
      [2, true],
      [3, false],
    ]);
  });

  it('XEN-HIT-07 at Accuracy −2 a 1 is rerolled and hits only on a reroll of 1', () => {
    const roll = rollToHit(scriptedDice([1, 1, 1, 2]).dice, { shots: 2, accuracy: -2 });
    expect(roll.dice.map((d) => d.hit)).toEqual([true, false]);
  });

  it('XEN-HIT-08 at Accuracy −3 or lower the weapon cannot hit and no dice are rolled', () => {
    const t = scriptedDice([]);
    const roll = rollToHit(t.dice, { shots: 5, accuracy: -3 });
    expect(roll).toEqual({ accuracy: -3, dice: [], hits: 0, splashes: 0 });
    expect(t.events).toHaveLength(0);
  });

  it('XEN-HIT-09 a hit goes to a lower-Aspect model only if its die would also have hit that model', () => {
    const shooters = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] });
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 30 }, profile: 'test/dodger' }, { at: { x: 12, y: 30 } }],
      },
      { ...profiles, 'test/trooper': aTrooper() },
    );
    const state = aPosition({ units: [shooters, target], profiles });
    // Acc 3 (highest Aspect 0): 3, 3 hit only the Aspect-0 model (the dodger needs ≤2); 2 may hit either.
    const result = resolveShootingAttack(state, scriptedDice([3, 3, 2, 6, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const byModel = result.outcomes[0]?.allocation.byModel;
    expect(byModel?.['blue.c1.u1.m1']).toEqual([2]);
    expect(byModel?.['blue.c1.u1.m2']).toEqual([0, 1]);
  });

  it('XEN-HIT-09 a natural 1 against a target with an Accuracy-0 model is rerolled to tell if it may go to that model', () => {
    const t = scriptedDice([1, 1, 4, 5]);
    const roll = rollToHit(t.dice, { shots: 2, accuracy: 1, lowerAccuracies: [0] });
    expect(roll.hits).toBe(2);
    expect(dieHitsAt(roll.dice[0]!, 0)).toBe(true);
    expect(dieHitsAt(roll.dice[1]!, 0)).toBe(false);
  });

  it('XEN-HIT-10 directed fire restricts non-AOE hits to the chosen models', () => {
    const shooters = aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] });
    const target = aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3) });
    const state = aPosition({ units: [shooters, target] });
    const result = resolveShootingAttack(state, scriptedDice([1, 1, 1, 6, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
      directedAt: ['blue.c1.u1.m3'],
    });
    expect(result.outcomes[0]?.allocation.byModel['blue.c1.u1.m3']).toEqual([0, 1, 2]);
    expect(result.removed).toEqual(['blue.c1.u1.m3']);
    expect(result.outcomes[0]?.pools[0]?.lost).toBe(2);
  });

  it('XEN-HIT-10 directed fire may name a model type, or the models in or out of cover', () => {
    const forest = aFeature({ polygon: rect(9, 29, 2, 2), cover: 'light' });
    const target = aUnit(
      {
        id: 'blue.c1.u1',
        models: [{ at: { x: 10, y: 30 } }, { at: { x: 13, y: 30 }, profile: 'test/dodger' }],
      },
      { ...profiles, 'test/trooper': aTrooper() },
    );
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] }), target],
      terrain: [forest],
      profiles,
    });
    const pick = (choice: Parameters<typeof directedModels>[3]) =>
      directedModels(state, unitOf(state, 'red.c1.u1'), unitOf(state, 'blue.c1.u1'), choice);
    expect(pick({ kind: 'profile', profile: 'test/dodger' })).toEqual(['blue.c1.u1.m2']);
    expect(pick({ kind: 'in-cover' })).toEqual(['blue.c1.u1.m1']);
    expect(pick({ kind: 'out-of-cover' })).toEqual(['blue.c1.u1.m2']);
    expect(pick({ kind: 'models', models: ['blue.c1.u1.m2', 'nobody'] })).toEqual(['blue.c1.u1.m2']);
  });

  it('XEN-HIT-11 directed fire never applies to AOE weapons', () => {
    const shooters = aUnit({ id: 'red.c1.u1', profile: 'test/flamer', at: [{ x: 10, y: 10 }] }, profiles);
    const target = aUnit({ id: 'blue.c1.u1', at: row(10, 20, 3) });
    const state = aPosition({ units: [shooters, target], profiles });
    // 1 AOE hit → d3 from a 6 = 3 hits, spread over all three models despite the directed choice.
    const result = resolveShootingAttack(state, scriptedDice([1, 6, 1, 1, 1]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Flamer' }],
      directedAt: ['blue.c1.u1.m1'],
    });
    const counts = Object.values(result.outcomes[0]?.allocation.byModel ?? {}).map((h) => h.length);
    expect(counts).toEqual([1, 1, 1]);
  });
});
