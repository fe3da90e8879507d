import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import {
  applyShootingResult,
  chooseCasualties,
  coverSave,
  losesDugIn,
  resolveShootingAttack,
  rollPoolSaves,
  terrainCoverOf,
  titanDamage,
  whyBadCasualtyChoice,
  whyCannotDigIn,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  aFeature,
  aPosition,
  aTank,
  aTrooper,
  aUnit,
  aWeapon,
  rect,
  row,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const shooter = (profile = 'test/trooper') => aUnit({ id: 'red.c1.u1', profile, at: [{ x: 10, y: 10 }] });
const shoot = (weapon = 'Rifles') => ({ shooter: 'red.c1.u1', target: 'blue.c1.u1', weapons: [{ weapon }] });
const hit = (id: number, strength = 0, extra = {}) => ({ id, strength, ...extra });

describe('XEN-SAVE saves and casualties', () => {
  it('XEN-SAVE-01 each unsaved hit removes one model of its pool; hits beyond the pool are lost', () => {
    const state = aPosition({ units: [shooter(), aUnit({ id: 'blue.c1.u1', at: row(10, 30, 2) })] });
    // 3 hits on 2 models, armor 2 saves on 1-2: 3, 4, 5 all fail → 2 removed, 1 lost.
    const result = resolveShootingAttack(state, scriptedDice([1, 1, 1, 3, 4, 5]).dice, shoot());
    expect(result.removed).toEqual(['blue.c1.u1.m1', 'blue.c1.u1.m2']);
    expect(result.outcomes[0]?.pools[0]?.lost).toBe(1);
  });

  it('XEN-SAVE-02 saves run cover, then shield, then armor, one d6 per hit still unsaved', () => {
    const t = scriptedDice([1, 4, 6, 3, 5, 1, 6, 6, 2]);
    const saves = rollPoolSaves(t.dice, [hit(0), hit(1), hit(2), hit(3)], { cover: 1, shield: 3, armor: 2 });
    expect(t.events.map((e) => [e.purpose, e.dice])).toEqual([
      ['cover-save', [1, 4, 6, 3]],
      ['shield-save', [5, 1, 6]],
      ['armor-save', [6, 2]],
    ]);
    expect(saves.rolls.map((r) => r.saved)).toEqual([[0], [2], [3]]);
    expect(saves.unsaved).toEqual([1]);
  });

  it('XEN-SAVE-03 a shield saves on d6 ≤ its value whatever the Strength', () => {
    const t = scriptedDice([3, 4, 6, 6]);
    const saves = rollPoolSaves(t.dice, [hit(0, 5), hit(1, 5)], { cover: 0, shield: 3, armor: 2 });
    expect(saves.rolls[0]).toMatchObject({ step: 'shield', target: 3, saved: [0] });
    expect(saves.unsaved).toEqual([1]);
  });

  it('XEN-SAVE-04 Shield Breaker hits allow no shield save', () => {
    const t = scriptedDice([1, 6]);
    const saves = rollPoolSaves(t.dice, [hit(0, 0, { shieldBreaker: true }), hit(1)], {
      cover: 0,
      shield: 3,
      armor: 2,
    });
    expect(saves.rolls.map((r) => [r.step, r.hits])).toEqual([
      ['shield', [1]],
      ['armor', [0]],
    ]);
    expect(saves.unsaved).toEqual([0]);
  });

  it('XEN-SAVE-05 armor saves on d6 ≤ Armor − Strength: none at 0 or less, always at 6 or more', () => {
    const t = scriptedDice([3, 4]);
    const saves = rollPoolSaves(t.dice, [hit(0, 2), hit(1, 2), hit(2, 5)], { cover: 0, armor: 5 });
    expect(saves.rolls).toEqual([{ step: 'armor', target: 3, hits: [0, 1], dice: [3, 4], saved: [0] }]);
    expect(saves.unsaved).toEqual([1, 2]);
    const never = rollPoolSaves(scriptedDice([]).dice, [hit(0, 0)], { cover: 0, armor: 6 });
    expect(never).toEqual({
      rolls: [{ step: 'armor', target: 6, hits: [0], dice: [], saved: [0] }],
      unsaved: [],
    });
  });

  it('XEN-SAVE-06 only models in or directly behind cover get a cover save', () => {
    const wall = aFeature({ polygon: rect(0, 28, 20, 0.5), cover: 'hard' });
    const state = aPosition({ units: [], terrain: [wall] });
    const model = { ...aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 29.2 }] }).models[0]! };
    expect(terrainCoverOf(state, model, { x: 10, y: 10 })).toBe('hard');
    expect(terrainCoverOf(state, model, { x: 10, y: 45 })).toBe('none');
    expect(terrainCoverOf(state, { ...model, y: 35 }, { x: 10, y: 10 })).toBe('none');
  });

  it('XEN-SAVE-07 cover saves: light 1, hard 2, fortified 3', () => {
    const vehicle = { infantry: false, dugIn: false };
    expect([
      coverSave({ cover: 'light', ...vehicle }),
      coverSave({ cover: 'hard', ...vehicle }),
      coverSave({ cover: 'fortified', ...vehicle }),
    ]).toEqual([1, 2, 3]);
  });

  it('XEN-SAVE-08 Strength never reduces cover, and a weapon that ignores cover allows none', () => {
    const forest = aFeature({ polygon: rect(0, 28, 40, 4), cover: 'light' });
    const flamer = aTrooper({
      weapons: [
        aWeapon({
          name: 'Flamer',
          shots: 1,
          accuracy: 4,
          strength: 4,
          specials: { aoe: 1, ignoresCover: true },
        }),
      ],
    });
    const cannon = aTrooper({ weapons: [aWeapon({ name: 'Cannon', shots: 1, strength: 5 })] });
    const profiles = { 'test/flamer': flamer, 'test/cannon': cannon };
    const target = () => aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 30 }] });
    const s1 = aPosition({
      units: [aUnit({ id: 'red.c1.u1', profile: 'test/cannon', at: [{ x: 10, y: 10 }] }, profiles), target()],
      terrain: [forest],
      profiles,
    });
    const r1 = resolveShootingAttack(s1, scriptedDice([1, 2]).dice, shoot('Cannon'));
    expect(r1.outcomes[0]?.pools[0]?.rolls).toEqual([
      { step: 'cover', target: 2, hits: [0], dice: [2], saved: [0] },
    ]);
    const s2 = aPosition({
      units: [aUnit({ id: 'red.c1.u1', profile: 'test/flamer', at: [{ x: 10, y: 10 }] }, profiles), target()],
      terrain: [forest],
      profiles,
    });
    const t2 = scriptedDice([1, 1]);
    resolveShootingAttack(s2, t2.dice, shoot('Flamer'));
    expect(t2.rolls('cover-save')).toEqual([]);
  });

  it('XEN-SAVE-09 Infantry add +1 to a cover save they have, and only then', () => {
    expect(coverSave({ cover: 'hard', infantry: true, dugIn: false })).toBe(3);
    expect(coverSave({ cover: 'none', infantry: true, dugIn: false })).toBe(0);
  });

  it('XEN-SAVE-10 an Infantry unit (or one with the dig-in ability) on a firing order may dig in instead of shooting', () => {
    const state = aPosition({ units: [aUnit({ id: 'red.c1.u1', at: [{ x: 10, y: 10 }] })] });
    const acting = ['red.c1.u1'];
    expect(whyCannotDigIn(state, unitOf(state, 'red.c1.u1'), acting)).toBeUndefined();
    expect(
      whyCannotDigIn(state, aUnit({ id: 'red.c1.u1', order: 'assault', at: [{ x: 10, y: 10 }] }), acting)
        ?.message,
    ).toMatch(/Assault/);
    const tanks = aUnit({ id: 'red.c1.u1', profile: 'test/tank', at: [{ x: 10, y: 10 }] });
    expect(whyCannotDigIn(state, tanks, acting)?.message).toMatch(/Infantry/);
    const diggers = { 'test/digger': aTank({ defenseSpecials: { digIn: true } }) };
    const dig = aPosition({
      units: [aUnit({ id: 'red.c1.u1', profile: 'test/digger', at: [{ x: 10, y: 10 }] }, diggers)],
      profiles: diggers,
    });
    expect(whyCannotDigIn(dig, unitOf(dig, 'red.c1.u1'), acting)).toBeUndefined();
  });

  it('XEN-SAVE-11 Dug In models add +1 to any cover save they could make', () => {
    expect(coverSave({ cover: 'light', infantry: false, dugIn: true })).toBe(2);
    expect(coverSave({ cover: 'light', infantry: true, dugIn: true })).toBe(3);
  });

  it('XEN-SAVE-12 Dug In infantry in the open save on 2, other units with the ability on 1', () => {
    expect(coverSave({ cover: 'none', infantry: true, dugIn: true })).toBe(2);
    expect(coverSave({ cover: 'none', infantry: false, dugIn: true })).toBe(1);
  });

  it('XEN-SAVE-13 a unit with a model in hard or fortified cover cannot dig in', () => {
    const ruins = aFeature({ polygon: rect(8, 8, 4, 4), cover: 'hard' });
    const state = aPosition({
      units: [
        aUnit({
          id: 'red.c1.u1',
          at: [
            { x: 10, y: 10 },
            { x: 20, y: 10 },
          ],
        }),
      ],
      terrain: [ruins],
    });
    expect(whyCannotDigIn(state, unitOf(state, 'red.c1.u1'), ['red.c1.u1'])?.message).toMatch(/XEN-SAVE-13/);
  });

  it('XEN-SAVE-14 the Dug In marker goes as soon as any model moves or embarks', () => {
    expect(losesDugIn({ movedModels: 0 })).toBe(false);
    expect(losesDugIn({ movedModels: 1 })).toBe(true);
    expect(losesDugIn({ movedModels: 0, embarked: true })).toBe(true);
  });

  it('XEN-SAVE-15 the defender chooses which models of the pool are removed', () => {
    expect(chooseCasualties(['m1', 'm2', 'm3'], 2)).toEqual({ removed: ['m1', 'm2'], lost: 0 });
    expect(chooseCasualties(['m1', 'm2', 'm3'], 2, ['m3', 'm1'])).toEqual({ removed: ['m3', 'm1'], lost: 0 });
    expect(whyBadCasualtyChoice(['m1', 'm2'], 1, ['x9'])?.message).toMatch(/not in the pool/);
    expect(whyBadCasualtyChoice(['m1', 'm2'], 1, ['m1', 'm2'])?.code).toBe('out-of-range');
    const state = aPosition({ units: [shooter(), aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3) })] });
    const result = resolveShootingAttack(state, scriptedDice([1, 6, 6, 6]).dice, {
      ...shoot(),
      partialRoundChoice: ['blue.c1.u1.m2'],
      casualties: { 'blue.c1.u1:test/trooper:cover0': ['blue.c1.u1.m2'] },
    });
    expect(result.removed).toEqual(['blue.c1.u1.m2']);
  });

  it('XEN-SAVE-16 a unit whose last model is removed is eliminated and scored', () => {
    const state = aPosition({ units: [shooter(), aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 30 }] })] });
    const result = resolveShootingAttack(state, scriptedDice([1, 6, 6, 6]).dice, shoot());
    const events: XenocideEvent[] = [];
    const next = produce(state, (draft) =>
      applyShootingResult(draft, state, result, { emit: (e) => events.push(e) }),
    );
    expect(unitOf(next, 'blue.c1.u1').status).toBe('eliminated');
    expect(next.sides[1].lostVp).toBe(100);
    expect(unitOf(next, 'red.c1.u1').activity.shot).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['model-removed', 'unit-eliminated']);
  });

  it('XEN-TRANS-21 models in an open transport save on 2, not raised for infantry or digging in', () => {
    expect(coverSave({ cover: 'fortified', infantry: true, dugIn: true, openTransport: true })).toBe(2);
    const track = aUnit({ id: 'blue.c1.u2', profile: 'generic/half-track', at: [{ x: 30, y: 30 }] });
    const riders = aUnit({
      id: 'blue.c1.u1',
      dugIn: true,
      models: [{ at: { x: 0, y: 0 }, embarkedIn: 'blue.c1.u2.m1' }],
    });
    const state = aPosition({ units: [aUnit({ id: 'red.c1.u1', at: [{ x: 30, y: 10 }] }), riders, track] });
    const result = resolveShootingAttack(state, scriptedDice([1, 6, 6, 3, 6]).dice, shoot());
    expect(result.outcomes[0]?.pools[0]?.cover).toBe(2);
  });
});

describe('titan saves', () => {
  const titan = () => aUnit({ id: 'blue.c1.u1', profile: 'generic/strider-titan', at: [{ x: 10, y: 30 }] });
  const lance = aTrooper({ weapons: [aWeapon({ name: 'Lance', shots: 3, accuracy: 4, strength: 3 })] });
  const profiles = { 'test/lance': lance };

  it('XEN-TITAN-18 XEN-TITAN-17 XEN-TITAN-19 titans save cover, then deflector (≤4, a layer lost when also ≤ Strength), then armor', () => {
    const state = aPosition({
      units: [aUnit({ id: 'red.c1.u1', profile: 'test/lance', at: [{ x: 10, y: 10 }] }, profiles), titan()],
      profiles,
    });
    // Acc 4 + Aspect 2 = 6: all three hit. Deflector: 2 (blocked, ≤ S3: layer lost), 4 (blocked), 5 (through).
    // Armor 6 − 3 = 3: a 5 fails → core 4 → 3.
    const t = scriptedDice([1, 2, 3, 2, 4, 5, 5]);
    const result = resolveShootingAttack(state, t.dice, shoot('Lance'));
    expect(t.events.map((e) => e.purpose)).toEqual([
      'to-hit',
      'deflector-save',
      'deflector-save',
      'deflector-save',
      'armor-save',
    ]);
    expect(result.outcomes[0]?.pools[0]?.titan).toMatchObject({
      coreBefore: 4,
      core: 3,
      layers: 2,
      destroyed: false,
    });
  });

  it('XEN-TITAN-20 XEN-TITAN-21 XEN-TITAN-22 Shield Breaker strips a layer with no save; each unsaved hit costs 1 core; at 0 the titan is destroyed', () => {
    const t = scriptedDice([6, 6]);
    const saves = rollPoolSaves(t.dice, [hit(0, 4, { shieldBreaker: true }), hit(1, 4)], {
      cover: 0,
      armor: 6,
      deflectorLayers: 1,
    });
    expect(saves.layers).toBe(0);
    expect(saves.unsaved).toEqual([0, 1]);
    expect(titanDamage(2, 3, 2)).toEqual({ coreBefore: 2, core: 0, layers: 0, destroyed: false, lost: 0 });
    expect(titanDamage(1, 3, 3)).toEqual({ coreBefore: 1, core: 0, layers: 0, destroyed: true, lost: 1 });
  });
});
