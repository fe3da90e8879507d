import { describe, expect, it } from 'vitest';
import {
  BuildingSpecSchema,
  buildingFeatureFlags,
  buildingsAfterEffects,
  isBuildingDestroyed,
  occupantCoverSave,
  ruinedFeature,
  suggestedSections,
  terrainWithRuins,
  whyBadSections,
  whyCannotEnter,
} from '../../../../src/rulesets/xenocide/rules/buildings';
import {
  aBlock,
  aBuilding,
  aBuildingPosition,
  aHouse,
  aUnit,
  BUILDING_PROFILES,
  PROFILES,
  rect,
} from '../../../support/xenocide';

const trooper = PROFILES['test/trooper'];
const tank = PROFILES['test/tank'];
if (!trooper || !tank || !BUILDING_PROFILES['test/bike']) throw new Error('missing test profiles');

describe('XEN-BLD construction', () => {
  it('XEN-BLD-03 each building is agreed before the game: construction, capacity, openings and sections are setup data', () => {
    const spec = BuildingSpecSchema.parse({ feature: 'house' });
    expect(spec).toMatchObject({ construction: 'normal', size: 'normal', maxVehicleSize: 1 });
    expect(BuildingSpecSchema.safeParse({ feature: 'house', construction: 'paper' }).success).toBe(false);
    expect(BuildingSpecSchema.safeParse({ feature: 'house', extra: true }).success).toBe(false);
    const { building } = aHouse({ capacity: 2, openings: [0, 2], maxVehicleSize: 3 });
    expect(building).toMatchObject({ id: 'house', capacity: 2, maxVehicleSize: 3 });
    expect(building.sections).toEqual([
      expect.objectContaining({ id: 'house.s1', openings: [0, 2], occupants: [], collapsed: false }),
    ]);
  });

  it('XEN-BLD-04 a large building is divided into sections of about 4"×4"×4", which units move and assault between', () => {
    expect(suggestedSections(6, 6, 6)).toBe(1);
    expect(suggestedSections(8, 4, 2)).toBe(2);
    const { building, feature } = aBlock();
    expect(building.sections.map((s) => [s.id, s.adjacent])).toEqual([
      ['block.s1', ['block.s2']],
      ['block.s2', ['block.s1']],
    ]);
    const outside = BuildingSpecSchema.parse({
      feature: 'block',
      sections: [{ polygon: { points: [...rect(26, 20, 4, 4).points] } }],
    });
    expect(whyBadSections(feature, outside)).toContain('XEN-BLD-04');
  });

  it('XEN-BLD-08 a destroyed building becomes impassible terrain that blocks sight for the rest of the game', () => {
    const { feature, building } = aHouse();
    const ruin = ruinedFeature(feature);
    expect(ruin).toMatchObject({ solid: true, obscures: true, kind: 'custom' });
    expect(Object.values(ruin.movement)).toEqual(['impassable', 'impassable', 'impassable', 'impassable']);
    const fallen = buildingsAfterEffects(
      [building],
      [{ kind: 'section-collapsed', building: 'house', section: 'house.s1' }],
    );
    expect(isBuildingDestroyed(fallen[0] ?? building)).toBe(true);
    expect(terrainWithRuins([feature], fallen)).toEqual([ruin]);
    const block = aBlock();
    const half = buildingsAfterEffects(
      [block.building],
      [{ kind: 'section-collapsed', building: 'block', section: 'block.s2' }],
    );
    const terrain = terrainWithRuins([block.feature], half);
    expect(terrain.map((f) => f.id)).toEqual(['block', 'block.s2-ruins']);
    expect(terrainWithRuins(terrain, half)).toHaveLength(2);
    const state = aBuildingPosition([aUnit({ id: 'red.c1.u1', at: [{ x: 29, y: 22 }] })], [block.feature]);
    expect(
      whyCannotEnter(state, half, 'red.c1.u1', { building: 'block', section: 'block.s2' })?.message,
    ).toContain('XEN-BLD-08');
  });

  it('XEN-BLD-09 a normal building or section has Armor 5, 10 structure points and a hard cover save of 2', () => {
    const { building } = aHouse();
    expect(building).toMatchObject({ construction: 'normal', armor: 5, cover: 'hard' });
    expect(building.sections[0]).toMatchObject({ structure: 10, maxStructure: 10 });
    expect(occupantCoverSave(building, tank)).toBe(2);
  });

  it('XEN-BLD-10 a small building may have as few as 5 structure points and a large one as many as 20', () => {
    expect(aHouse({ size: 'small' }).building.sections[0]?.structure).toBe(5);
    expect(aHouse({ size: 'large' }).building.sections[0]?.structure).toBe(20);
    expect(aHouse({ structure: 15 }).building.sections[0]?.structure).toBe(15);
    expect(aBlock({ size: 'small' }).building.sections.map((s) => s.structure)).toEqual([5, 5]);
  });

  it('XEN-BLD-11 weak buildings have Armor 4 and soft cover 1; strong ones Armor 6 and cover 2', () => {
    const weak = aBuilding('shack', rect(0, 0, 4, 4), { construction: 'weak' }).building;
    expect(weak).toMatchObject({ armor: 4, cover: 'light' });
    expect(occupantCoverSave(weak, tank)).toBe(1);
    const strong = aBuilding('bunker', rect(0, 0, 4, 4), { construction: 'strong' }).building;
    expect(strong).toMatchObject({ armor: 6, cover: 'hard' });
    expect(occupantCoverSave(strong, tank)).toBe(2);
    expect(buildingFeatureFlags(weak)).toEqual({ cover: 'light', solid: true });
    expect(buildingFeatureFlags(strong)).toEqual({ cover: 'hard', solid: true });
  });
});
