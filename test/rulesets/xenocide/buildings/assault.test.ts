import { describe, expect, it } from 'vitest';
import {
  assaultTrigger,
  buildingAssaultCandidates,
  buildingAssaultSides,
  buildingAwareGap,
  buildingRetreatOptions,
  countsAsHardCover,
  defaultAssaultOut,
  defaultBuildingRetreat,
  getsBuildingSuppressionDie,
  hasBuildingBonus,
  isInBuildingReach,
  occupantAssaultCad,
  occupantsDrawnIn,
  resolveTitanBurst,
  rollAssaultOnBuilding,
  rollBuildingAssaultSuppression,
  sectionAssaultOptions,
  sectionAssaultParticipants,
  standsOffInSections,
  whyBadAssaultOut,
  whyBadBuildingAllocation,
  whyBadBuildingRetreat,
  whyBadJoin,
  whyBadSectionAssault,
  whyBadTitanBurst,
} from '../../../../src/rulesets/xenocide/rules/buildings';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aTitan,
  aUnit,
  occupied,
  rect,
  row,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const HOUSE = { building: 'house', section: 'house.s1' };

describe('XEN-BLD close assault on, from and between buildings', () => {
  it('XEN-BLD-25 the +1 CAD (max 6) is only for units defending in a building, not for units assaulting out of one', () => {
    expect(
      occupantAssaultCad(4, { suppressed: false, buildingBonus: hasBuildingBonus(true, 'defender', false) }),
    ).toBe(5);
    expect(
      occupantAssaultCad(4, { suppressed: false, buildingBonus: hasBuildingBonus(true, 'attacker', false) }),
    ).toBe(4);
    expect(occupantAssaultCad(6, { suppressed: false, buildingBonus: true })).toBe(6);
    expect(occupantAssaultCad('66', { suppressed: false, buildingBonus: true })).toBe('66');
  });

  it('XEN-BLD-26 a suppressed unit defending a building uses its printed CAD: bonus and penalty cancel', () => {
    expect(occupantAssaultCad(4, { suppressed: true, buildingBonus: true })).toBe(4);
    expect(occupantAssaultCad(4, { suppressed: true, buildingBonus: false })).toBe(3);
    expect(occupantAssaultCad('66', { suppressed: true, buildingBonus: true })).toBe('66');
  });

  it('XEN-BLD-27 a unit in a building reaches 4" out from every edge of its building or section', () => {
    const house = aHouse();
    const section = house.building.sections[0];
    if (!section) throw new Error('no section');
    expect(isInBuildingReach(section, { center: { x: 27.5, y: 22 }, radius: 0.5 })).toBe(true);
    expect(isInBuildingReach(section, { center: { x: 28.6, y: 22 }, radius: 0.5 })).toBe(false);
    const state = aBuildingPosition(
      [
        aUnit({ id: 'blue.c1.u1', at: row(20.6, 21, 2) }),
        aUnit({ id: 'red.c1.u1', at: [{ x: 27.5, y: 22 }] }),
      ],
      [house.feature],
    );
    const buildings = occupied([house.building], [['blue.c1.u1', 'house', 'house.s1']]);
    const [blue, red] = [unitOf(state, 'blue.c1.u1'), unitOf(state, 'red.c1.u1')];
    expect(buildingAwareGap(state, buildings, blue, red)).toBeCloseTo(3);
    expect(buildingAwareGap(state, [house.building], blue, red)).toBeGreaterThan(4);
    expect(assaultTrigger(state, buildings, red, blue)).toBe('automatic');
  });

  it('XEN-BLD-28 enemies in buildings within 4" of each other fight only if the activated unit’s commander assaults out', () => {
    const house = aHouse();
    const barn = aBuilding('barn', rect(27, 20, 4, 4));
    const state = aBuildingPosition(
      [
        aUnit({ id: 'red.c1.u1', order: 'assault', at: row(28, 21, 2) }),
        aUnit({ id: 'blue.c1.u1', at: row(21, 21, 2) }),
      ],
      [house.feature, barn.feature],
    );
    const buildings = occupied(
      [house.building, barn.building],
      [
        ['blue.c1.u1', 'house', 'house.s1'],
        ['red.c1.u1', 'barn', 'barn.s1'],
      ],
    );
    expect(assaultTrigger(state, buildings, unitOf(state, 'red.c1.u1'), unitOf(state, 'blue.c1.u1'))).toBe(
      'declaration',
    );
    expect(whyBadAssaultOut(state, buildings, 'red.c1.u1', ['red.c1.u1'], 'blue.c1.u1')).toBeUndefined();
    expect(whyBadAssaultOut(state, buildings, 'red.c1.u1', [], 'blue.c1.u1')?.message).toContain(
      'XEN-BLD-28',
    );
    expect(defaultAssaultOut(unitOf(state, 'red.c1.u1'))).toBe(true);
    expect(defaultAssaultOut(unitOf(state, 'blue.c1.u1'))).toBe(false);
  });

  it('XEN-BLD-30 when a building is assaulted, units in buildings within 4" of the enemy each choose to join; the active side all attack', () => {
    const house = aHouse();
    const barn = aBuilding('barn', rect(27, 20, 4, 4));
    const shed = aBuilding('shed', rect(13, 20, 4, 4));
    const state = aBuildingPosition(
      [
        aUnit({ id: 'red.c1.u1', at: row(23, 17.5, 2) }),
        aUnit({ id: 'blue.c1.u1', at: row(21, 21, 2) }),
        aUnit({ id: 'blue.c1.u2', at: row(28, 21, 2) }),
        aUnit({ id: 'red.c1.u2', at: row(14, 21, 2) }),
      ],
      [house.feature, barn.feature, shed.feature],
    );
    const buildings = occupied(
      [house.building, barn.building, shed.building],
      [
        ['blue.c1.u1', 'house', 'house.s1'],
        ['blue.c1.u2', 'barn', 'barn.s1'],
        ['red.c1.u2', 'shed', 'shed.s1'],
      ],
    );
    const candidates = buildingAssaultCandidates(state, buildings, ['red.c1.u1', 'blue.c1.u1']);
    expect(candidates.sort()).toEqual(['blue.c1.u2', 'red.c1.u2']);
    expect(whyBadJoin(state, candidates, 'blue', ['red.c1.u2'])?.message).toContain('XEN-BLD-30');
    expect(whyBadJoin(state, candidates, 'blue', ['blue.c1.u2'])).toBeUndefined();
    const sides = buildingAssaultSides(state, 'red', ['red.c1.u1', 'blue.c1.u1', 'red.c1.u2', 'blue.c1.u2']);
    expect(sides).toEqual({ attackers: ['red.c1.u1', 'red.c1.u2'], defenders: ['blue.c1.u1', 'blue.c1.u2'] });
    expect(hasBuildingBonus(true, 'attacker', false)).toBe(false);
  });

  it('XEN-BLD-31 a unit losing an assault in a building may retreat to another section or an adjacent building farther from the enemy', () => {
    const block = aBlock();
    const barn = aBuilding('barn', rect(30, 20, 4, 4));
    const shed = aBuilding('shed', rect(14, 20, 4, 4));
    const state = aBuildingPosition(
      [aUnit({ id: 'blue.c1.u1', at: row(21, 21, 2) }), aUnit({ id: 'red.c1.u1', at: row(10, 21, 2) })],
      [block.feature, barn.feature, shed.feature],
    );
    const buildings = occupied(
      [block.building, barn.building, shed.building],
      [['blue.c1.u1', 'block', 'block.s1']],
    );
    const options = buildingRetreatOptions(state, buildings, 'blue.c1.u1', ['red.c1.u1']);
    expect(options).toEqual([{ building: 'block', section: 'block.s2' }]);
    const moved = occupied(
      [block.building, barn.building, shed.building],
      [['blue.c1.u1', 'block', 'block.s2']],
    );
    const fromS2 = buildingRetreatOptions(state, moved, 'blue.c1.u1', ['red.c1.u1']);
    expect(fromS2).toEqual([
      { building: 'block', section: 'block.s1' },
      { building: 'barn', section: 'barn.s1' },
    ]);
    expect(defaultBuildingRetreat(state, moved, 'blue.c1.u1', ['red.c1.u1'])).toEqual({
      building: 'barn',
      section: 'barn.s1',
    });
    expect(
      whyBadBuildingRetreat(state, buildings, 'blue.c1.u1', ['red.c1.u1'], {
        building: 'shed',
        section: 'shed.s1',
      })?.message,
    ).toContain('XEN-BLD-31');
  });

  it('XEN-BLD-32 attack dice may go to a building: its CAD is its Armor, each success removes 1 SP, and its collapse test is d6 ≤ 2', () => {
    const house = aHouse();
    const hit = rollAssaultOnBuilding(scriptedDice([5, 6, 4, 1, 5]).dice, [house.building], HOUSE, 5, 'red');
    expect(hit).toMatchObject({ cad: 5, successes: 3, damage: { structure: 7, collapsed: false } });
    const weak = [
      { ...house.building, sections: house.building.sections.map((s) => ({ ...s, structure: 1 })) },
    ];
    const t = scriptedDice([5, 5, 2, 3]);
    const down = rollAssaultOnBuilding(t.dice, weak, HOUSE, 2, 'red');
    expect(t.rolls('building-collapse')).toEqual([[2], [3]]);
    expect(down.damage).toMatchObject({ structure: 0, collapsed: true });
    const state = aBuildingPosition(
      [aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 17 }] }), aUnit({ id: 'red.c1.u2', at: [{ x: 22, y: 5 }] })],
      [house.feature],
    );
    expect(
      whyBadBuildingAllocation(state, [house.building], { unit: 'red.c1.u1', ...HOUSE, dice: 2 }, 3),
    ).toBeUndefined();
    expect(
      whyBadBuildingAllocation(state, [house.building], { unit: 'red.c1.u1', ...HOUSE, dice: 4 }, 3)?.message,
    ).toContain('XEN-BLD-32');
    expect(
      whyBadBuildingAllocation(state, [house.building], { unit: 'red.c1.u2', ...HOUSE, dice: 1 }, 3)?.code,
    ).toBe('out-of-range');
  });

  it('XEN-BLD-33 attacking a building in close assault also involves the units inside it', () => {
    const house = aHouse();
    const buildings = occupied([house.building], [['blue.c1.u1', 'house', 'house.s1']]);
    expect(occupantsDrawnIn(buildings, HOUSE)).toEqual(['blue.c1.u1']);
    const state = aBuildingPosition([
      aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 17 }] }),
      aUnit({ id: 'blue.c1.u1', at: row(21, 21, 2) }),
    ]);
    expect(
      buildingAssaultSides(state, 'red', ['red.c1.u1', ...occupantsDrawnIn(buildings, HOUSE)]).defenders,
    ).toEqual(['blue.c1.u1']);
  });

  it('XEN-BLD-34 a titan may burst through a building; unless it collapses the titan takes 3 terrain attacks, stops adjacent and may not shoot', () => {
    const house = aHouse();
    const state = aBuildingPosition([aTitan({ id: 'red.c1.u1', at: { x: 22, y: 10 } })], [house.feature]);
    const spec = {
      unit: 'red.c1.u1',
      ...HOUSE,
      dice: 3,
      path: [
        { x: 22, y: 10 },
        { x: 22, y: 30 },
      ],
    };
    expect(whyBadTitanBurst(state, [house.building], spec, 14)).toBeUndefined();
    const stood = resolveTitanBurst(state, scriptedDice([6, 6, 1, 6, 2, 6]).dice, [house.building], spec, 14);
    expect(stood).toMatchObject({ collapsed: false, mayContinue: false, mayShoot: false });
    expect(stood.terrain).toMatchObject({ rolls: [6, 2, 6], hits: 2, status: { core: 2 } });
    expect(stood.stopAt?.y).toBeGreaterThan(17.9);
    expect(stood.stopAt?.y).toBeLessThanOrEqual(18);
    expect(stood.effects).toContainEqual({
      kind: 'titan-damaged',
      unit: 'red.c1.u1',
      model: 'red.c1.u1.m1',
      status: expect.objectContaining({ core: 2 }),
    });
    const brittle = [
      { ...house.building, sections: house.building.sections.map((s) => ({ ...s, structure: 1 })) },
    ];
    const through = resolveTitanBurst(state, scriptedDice([5, 1, 1, 3]).dice, brittle, spec, 14);
    expect(through).toMatchObject({ collapsed: true, mayContinue: true, mayShoot: true });
    const infantry = aBuildingPosition([aUnit({ id: 'red.c1.u1', at: [{ x: 22, y: 10 }] })], [house.feature]);
    expect(whyBadTitanBurst(infantry, [house.building], spec, 3)?.message).toContain('XEN-BLD-34');
    const aside = {
      ...spec,
      path: [
        { x: 22, y: 10 },
        { x: 40, y: 10 },
      ],
    };
    expect(whyBadTitanBurst(state, [house.building], aside, 14)?.message).toContain('XEN-BLD-34');
  });

  it('XEN-BLD-35 opposing units may hold adjacent sections of one building, closer than 4", without a close assault', () => {
    const block = aBlock();
    const state = aBuildingPosition(
      [aUnit({ id: 'red.c1.u1', at: row(21, 21, 2) }), aUnit({ id: 'blue.c1.u1', at: row(25, 21, 2) })],
      [block.feature],
    );
    const buildings = occupied(
      [block.building],
      [
        ['red.c1.u1', 'block', 'block.s1'],
        ['blue.c1.u1', 'block', 'block.s2'],
      ],
    );
    expect(standsOffInSections(buildings, 'red.c1.u1', 'blue.c1.u1')).toBe(true);
    expect(assaultTrigger(state, buildings, unitOf(state, 'red.c1.u1'), unitOf(state, 'blue.c1.u1'))).toBe(
      'section',
    );
  });

  it('XEN-BLD-36 a section-to-section assault happens only when the active player declares it at the start of its Close Assault phase', () => {
    const block = aBlock();
    const state = aBuildingPosition(
      [aUnit({ id: 'red.c1.u1', at: row(21, 21, 2) }), aUnit({ id: 'blue.c1.u1', at: row(25, 21, 2) })],
      [block.feature],
    );
    const buildings = occupied(
      [block.building],
      [
        ['red.c1.u1', 'block', 'block.s1'],
        ['blue.c1.u1', 'block', 'block.s2'],
      ],
    );
    const declaration = { building: 'block', target: 'block.s2', from: ['block.s1'] };
    const now = { phaseStart: true, activationUnits: ['red.c1.u1'] };
    expect(whyBadSectionAssault(state, buildings, 'red', declaration, now)).toBeUndefined();
    expect(
      whyBadSectionAssault(state, buildings, 'red', declaration, { ...now, phaseStart: false })?.message,
    ).toContain('XEN-BLD-36');
    expect(
      whyBadSectionAssault(state, buildings, 'red', declaration, { ...now, activationUnits: [] })?.message,
    ).toContain('XEN-BLD-36');
    expect(
      whyBadSectionAssault(
        state,
        buildings,
        'blue',
        { ...declaration, target: 'block.s1', from: ['block.s1'] },
        now,
      )?.code,
    ).toBe('illegal-action');
    expect(sectionAssaultParticipants(buildings, declaration)).toEqual({
      attackers: ['red.c1.u1'],
      defenders: ['blue.c1.u1'],
    });
    expect(sectionAssaultOptions(state, buildings, 'red', ['red.c1.u1'])).toEqual([declaration]);
  });

  it('XEN-BLD-37 section to section both sides get +1 CAD (max 6) and 3d6 keep two on their CA suppression tests', () => {
    expect(hasBuildingBonus(true, 'attacker', true)).toBe(true);
    expect(
      occupantAssaultCad(3, { suppressed: false, buildingBonus: hasBuildingBonus(true, 'attacker', true) }),
    ).toBe(4);
    expect(getsBuildingSuppressionDie(true, 'attacker', true)).toBe(true);
    expect(getsBuildingSuppressionDie(true, 'attacker', false)).toBe(false);
    const t = scriptedDice([1, 6, 5]);
    expect(rollBuildingAssaultSuppression(t.dice, 12, 'red')).toMatchObject({
      kept: [6, 5],
      natural: true,
      passed: true,
    });
    expect(t.rolls('close-assault-suppression')).toEqual([[1, 6, 5]]);
    expect(countsAsHardCover(aHouse().building)).toBe(true);
    expect(countsAsHardCover(aHouse({ construction: 'weak' }).building)).toBe(false);
  });
});
