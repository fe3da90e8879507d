import { describe, expect, it } from 'vitest';
import {
  applyBuildingEffects,
  assignOccupantCasualties,
  buildingsAfterEffects,
  combineAoeHits,
  defaultAoeCombination,
  defaultEscapePlan,
  defaultOccupantCasualties,
  escapeTarget,
  mayDigInInBuilding,
  occupantCoverSave,
  resolveEscapes,
  resolveStructureHits,
  rollBuildingHits,
  rollEscapes,
  rollOccupantDice,
  seesOccupant,
  shootingCollapseTarget,
  structureEffects,
  whyBadAoeCombination,
  whyBadEscapePlan,
  whyBadOccupantCasualties,
} from '../../../../src/rulesets/xenocide/rules/buildings';
import {
  aBlock,
  aBuildingPosition,
  aFeature,
  aHouse,
  aUnit,
  BUILDING_PROFILES,
  occupied,
  PROFILES,
  rect,
  row,
  runHandler,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const trooper = PROFILES['test/trooper'];
if (!trooper) throw new Error('no trooper');
const hits = (strength: number, count: number, aoe = false) =>
  Array.from({ length: count }, (_, id) => ({ id, weapon: 'Gun', strength, aoe }));
const only = <T>(x: T | undefined): T => {
  if (x === undefined) throw new Error('missing');
  return x;
};
const sectionOf = (b: ReturnType<typeof aHouse>['building'] | undefined, structure?: number) => {
  if (!b) throw new Error('no building');
  const s = b.sections[0];
  if (!s) throw new Error('no section');
  return structure === undefined ? s : { ...s, structure };
};

/** Red troopers inside the house; returns state and buildings. */
function garrison(models = 2, extra: { readonly suppression?: number; readonly profile?: string } = {}) {
  const house = aHouse();
  const unit = aUnit({ id: 'red.c1.u1', at: row(21, 21, models), ...extra });
  const state = aBuildingPosition([unit], [house.feature]);
  return { state, house, buildings: occupied([house.building], [['red.c1.u1', 'house', 'house.s1']]) };
}

describe('XEN-BLD shooting at and into buildings', () => {
  it('XEN-BLD-16 occupants can be shot only if seen; they get the building’s cover (+1 infantry) and never dig in', () => {
    const { building, feature } = aHouse();
    expect(occupantCoverSave(building, trooper)).toBe(3);
    expect(occupantCoverSave(aHouse({ construction: 'weak' }).building, trooper)).toBe(2);
    expect(mayDigInInBuilding()).toBe(false);
    const shooter = { x: 22, y: 5, radius: 0.5 };
    const occupant = { x: 22, y: 21, radius: 0.5 };
    expect(seesOccupant(aBuildingPosition([], [feature]), building, shooter, occupant)).toBe(true);
    const tower = aFeature({ id: 'tower', polygon: rect(18, 10, 8, 2), height: 8, solid: true });
    expect(seesOccupant(aBuildingPosition([], [feature, tower]), building, shooter, occupant)).toBe(false);
  });

  it('XEN-BLD-17 shots at a building hit on a d6 of 5 or less whatever their Accuracy; AOE hits roll Xd3 with no cap', () => {
    const t = scriptedDice([5, 6, 1, 2, 6]);
    const result = rollBuildingHits(t.dice, [
      { weapon: 'Rifles', shots: 3, strength: 0 },
      { weapon: 'Mortar', shots: 1, strength: 1, aoe: 1 },
    ]);
    expect(t.rolls('building-to-hit')).toEqual([[5, 6, 1], [2]]);
    expect(result.volleys.map((v) => v.hits)).toEqual([2, 3]);
    expect(result.hits.filter((h) => h.aoe)).toHaveLength(3);
  });

  it('XEN-BLD-18 a building makes armor saves like a unit; each failed save removes 1 structure point', () => {
    const { building } = aHouse();
    const damage = resolveStructureHits(scriptedDice([3, 4, 6]).dice, building, sectionOf(building), {
      kind: 'shooting',
      hits: [0, 1, 2].map((id) => ({ id, strength: 2 })),
    });
    expect(damage.records.map((r) => r.save)).toEqual([
      { target: 3, roll: 3, saved: true },
      { target: 3, roll: 4, saved: false },
      { target: 3, roll: 6, saved: false },
    ]);
    expect(damage).toMatchObject({ before: 10, structure: 8, lost: 2, collapsed: false });
    expect(structureEffects(damage)).toEqual([
      { kind: 'structure-lost', building: 'house', section: 'house.s1', lost: 2, structure: 8 },
    ]);
    const strong = aHouse({ construction: 'strong' }).building;
    const t = scriptedDice([]);
    expect(
      resolveStructureHits(t.dice, strong, sectionOf(strong), {
        kind: 'shooting',
        hits: [{ id: 0, strength: 0 }],
      }).lost,
    ).toBe(0);
  });

  it('XEN-BLD-19 each structure point lost rolls a CA die at every occupying unit, with no building CAD bonus; the owner assigns kills and nobody tests suppression', () => {
    const { state, buildings, house } = garrison(3);
    const damage = resolveStructureHits(scriptedDice([6, 6]).dice, house.building, sectionOf(buildings[0]), {
      kind: 'shooting',
      hits: [0, 1].map((id) => ({ id, strength: 2 })),
    });
    const rolls = rollOccupantDice(state, scriptedDice([4, 2]).dice, damage, 'blue');
    expect(rolls).toEqual([{ unit: 'red.c1.u1', player: 'red', dice: [4, 2], pending: [4] }]);
    expect(
      whyBadOccupantCasualties(state, rolls, 'blue', [{ unit: 'red.c1.u1', kills: [] }])?.message,
    ).toContain('XEN-BLD-19');
    expect(whyBadOccupantCasualties(state, rolls, 'red', [])?.message).toContain('XEN-CA-24');
    const choice = defaultOccupantCasualties(state, rolls);
    expect(choice).toEqual([{ unit: 'red.c1.u1', kills: [{ model: 'red.c1.u1.m1', dice: [0] }] }]);
    const { effects, again } = assignOccupantCasualties(state, scriptedDice([]).dice, rolls, 'red', choice);
    expect(effects).toEqual([
      { kind: 'model-killed', unit: 'red.c1.u1', model: 'red.c1.u1.m1', cause: 'building-damage' },
    ]);
    expect(again).toEqual([]);
    const written = runHandler(state, [], (draft, ctx) =>
      applyBuildingEffects(draft, state, effects, ctx),
    ).state;
    expect(unitOf(written, 'red.c1.u1').models.map((m) => m.removed)).toEqual([true, false, false]);
    const suppressed = garrison(2, { suppression: 1 });
    const low = rollOccupantDice(suppressed.state, scriptedDice([3]).dice, { ...damage, lost: 1 });
    expect(low[0]?.pending).toEqual([3]);
    const shielded = garrison(1, { profile: 'test/shield' });
    const one = rollOccupantDice(shielded.state, scriptedDice([5]).dice, { ...damage, lost: 1 });
    const saved = assignOccupantCasualties(
      shielded.state,
      scriptedDice([2]).dice,
      one,
      'red',
      defaultOccupantCasualties(shielded.state, one),
    );
    expect(saved.effects).toEqual([]);
  });

  it('XEN-BLD-20 three AOE hits of one Strength may be combined into one at Strength +1, again and again (10 S0 on Armor 6 → 3 S1)', () => {
    const ten = hits(0, 10, true);
    const plan = defaultAoeCombination(6, ten);
    expect(plan).toEqual([{ strength: 0, times: 3 }]);
    const combined = combineAoeHits(ten, plan);
    expect(combined.map((h) => h.strength).sort()).toEqual([0, 1, 1, 1]);
    expect(whyBadAoeCombination(ten, [{ strength: 0, times: 4 }])?.message).toContain('XEN-BLD-20');
    const nine = hits(0, 9, true);
    const twice = [
      { strength: 0, times: 3 },
      { strength: 1, times: 1 },
    ];
    expect(whyBadAoeCombination(nine, twice)).toBeUndefined();
    expect(combineAoeHits(nine, twice).map((h) => h.strength)).toEqual([2]);
    expect(whyBadAoeCombination(hits(0, 3), [{ strength: 0, times: 1 }])?.code).toBe('out-of-range');
  });

  it('XEN-BLD-21 the hit that brings a building to 0 and every later hit force a collapse test; after 0 there is no armor save', () => {
    const { building } = aHouse();
    const t = scriptedDice([5, 3, 4, 6]);
    const damage = resolveStructureHits(t.dice, building, sectionOf(building, 1), {
      kind: 'shooting',
      hits: [0, 1, 2, 3].map((id) => ({ id, strength: 1 })),
    });
    expect(t.rolls('building-armor-save')).toEqual([[5]]);
    expect(t.rolls('building-collapse')).toEqual([[3], [4], [6]]);
    expect(damage.records.map((r) => [r.save !== undefined, r.collapse?.collapsed])).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(damage).toMatchObject({ structure: 0, collapsed: true, wasted: 1 });
  });

  it('XEN-BLD-22 a collapse test against shooting is passed on d6 ≤ 5 − the weapon’s Strength', () => {
    expect(shootingCollapseTarget(0)).toBe(5);
    expect(shootingCollapseTarget(2)).toBe(3);
    const { building } = aHouse();
    const s2 = resolveStructureHits(scriptedDice([4]).dice, building, sectionOf(building, 0), {
      kind: 'shooting',
      hits: [{ id: 0, strength: 2 }],
    });
    expect(s2.records[0]?.collapse).toEqual({ target: 3, roll: 4, collapsed: true });
    const t = scriptedDice([]);
    const s5 = resolveStructureHits(t.dice, building, sectionOf(building, 0), {
      kind: 'shooting',
      hits: [{ id: 0, strength: 5 }],
    });
    expect(s5.collapsed).toBe(true);
    expect(t.events).toEqual([]);
  });

  it('XEN-BLD-23 when a section collapses each model inside escapes on d6 ≤ 3 (≤ 4 hover, skimmer or jump; ≤ 5 teleport) or is removed', () => {
    expect(escapeTarget(trooper)).toBe(3);
    expect(escapeTarget(only(BUILDING_PROFILES['test/jumper']))).toBe(4);
    expect(escapeTarget({ ...trooper, types: ['Infantry', 'Hover'] })).toBe(4);
    expect(escapeTarget(only(BUILDING_PROFILES['test/porter']))).toBe(5);
    const { state, buildings, house } = garrison(2);
    const damage = resolveStructureHits(scriptedDice([]).dice, house.building, sectionOf(buildings[0], 0), {
      kind: 'shooting',
      hits: [{ id: 0, strength: 5 }],
    });
    const escapes = rollEscapes(state, scriptedDice([3, 4]).dice, damage);
    expect(escapes.map((e) => e.escaped)).toEqual([true, false]);
    const after = buildingsAfterEffects(buildings, structureEffects(damage));
    const effects = resolveEscapes(
      state,
      after,
      damage,
      escapes,
      defaultEscapePlan(state, after, damage, escapes),
    );
    expect(effects.filter((e) => e.kind === 'model-killed')).toEqual([
      { kind: 'model-killed', unit: 'red.c1.u1', model: 'red.c1.u1.m2', cause: 'building-collapse' },
    ]);
  });

  it('XEN-BLD-24 survivors move up to 4" away or into another section, never within 4" of an enemy; with no safe place they die', () => {
    const { state, buildings, house } = garrison(1);
    const collapse = (b = buildings, s = state) => {
      const damage = resolveStructureHits(scriptedDice([]).dice, house.building, sectionOf(b[0], 0), {
        kind: 'shooting',
        hits: [{ id: 0, strength: 5 }],
      });
      const escapes = rollEscapes(s, scriptedDice([1]).dice, damage);
      return { damage, escapes, after: buildingsAfterEffects(b, structureEffects(damage)) };
    };
    const { damage, escapes, after } = collapse();
    const plan = defaultEscapePlan(state, after, damage, escapes);
    expect(whyBadEscapePlan(state, after, damage, escapes, plan)).toBeUndefined();
    const spot = plan[0]?.positions?.[0]?.at;
    expect(spot).toBeDefined();
    const far = [{ unit: 'red.c1.u1', positions: [{ model: 'red.c1.u1.m1', at: { x: 22, y: 10 } }] }];
    expect(whyBadEscapePlan(state, after, damage, escapes, far)?.message).toContain('XEN-BLD-24');
    const ring = [17, 19, 21, 23, 25, 27].flatMap((v) => [
      { x: v, y: 17 },
      { x: v, y: 27 },
      { x: 17, y: v },
      { x: 27, y: v },
    ]);
    const surrounded = aBuildingPosition(
      [unitOf(state, 'red.c1.u1'), aUnit({ id: 'blue.c1.u1', at: ring })],
      [house.feature],
    );
    const trapped = collapse(buildings, surrounded);
    const none = defaultEscapePlan(surrounded, trapped.after, trapped.damage, trapped.escapes);
    expect(none).toEqual([{ unit: 'red.c1.u1', positions: [] }]);
    expect(resolveEscapes(surrounded, trapped.after, trapped.damage, trapped.escapes, none)).toContainEqual({
      kind: 'model-killed',
      unit: 'red.c1.u1',
      model: 'red.c1.u1.m1',
      cause: 'trapped-in-collapse',
    });
    const block = aBlock();
    const inBlock = aBuildingPosition([aUnit({ id: 'red.c1.u1', at: row(21, 21, 1) })], [block.feature]);
    const held = occupied([block.building], [['red.c1.u1', 'block', 'block.s1']]);
    const d2 = resolveStructureHits(scriptedDice([]).dice, block.building, sectionOf(held[0], 0), {
      kind: 'shooting',
      hits: [{ id: 0, strength: 5 }],
    });
    const e2 = rollEscapes(inBlock, scriptedDice([2]).dice, d2);
    const a2 = buildingsAfterEffects(held, structureEffects(d2));
    expect(defaultEscapePlan(inBlock, a2, d2, e2)).toEqual([{ unit: 'red.c1.u1', section: 'block.s2' }]);
    expect(resolveEscapes(inBlock, a2, d2, e2, [{ unit: 'red.c1.u1', section: 'block.s2' }])).toContainEqual({
      kind: 'occupancy-changed',
      unit: 'red.c1.u1',
      to: { building: 'block', section: 'block.s2' },
      rules: ['XEN-BLD-24'],
    });
  });
});
