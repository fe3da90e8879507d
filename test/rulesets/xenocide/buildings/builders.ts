import type { Polygon } from 'sandtable';
import {
  type BuildingSpec,
  BuildingSpecSchema,
  createBuilding,
  enterBuilding,
} from '../../../../src/rulesets/xenocide/rules/buildings';
import type { ModelProfile } from '../../../../src/rulesets/xenocide/schemas/unit-list';
import type { TerrainFeature, UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import type { BuildingState } from '../../../../src/rulesets/xenocide/state/buildings';
import {
  aFeature,
  aTank,
  aTrooper,
  aPosition as basePosition,
  aUnit as baseUnit,
  PROFILES,
  rect,
} from '../shooting/builders';
import { TITAN_PROFILES } from '../titans/builders';

export { rect, row, scriptedDice, unitOf } from '../shooting/builders';

/** Test profiles for buildings on top of the shooting ones: a jump trooper, a teleporter, a Size 1 bike, a shielded trooper. */
export const BUILDING_PROFILES: Record<string, ModelProfile> = {
  ...TITAN_PROFILES,
  'test/jumper': aTrooper({ name: 'Jumper', moveSpecials: { jump: 12 } }),
  'test/porter': aTrooper({ name: 'Porter', moveSpecials: { teleport: 12 } }),
  'test/bike': aTank({ name: 'Bike', types: ['Wheeled'], size: 1, cad: 4 }),
  'test/shield': aTrooper({ name: 'Shield Trooper', defenseSpecials: { shield: 3 } }),
  'test/brute': aTrooper({ name: 'Brute', caa: 3, cad: '66', vp: 40 }),
};

/** A unit with the building test profiles available (player and company from the id). */
export function aUnit(spec: Parameters<typeof baseUnit>[0]): UnitState {
  return baseUnit(spec, { ...PROFILES, ...BUILDING_PROFILES });
}

/** A building feature (kind 'building', solid, 4" high) and its agreed state. */
export function aBuilding(
  id: string,
  polygon: Polygon,
  spec: Omit<BuildingSpec, 'feature'> = {},
  height = 4,
): { feature: TerrainFeature; building: BuildingState } {
  const feature = aFeature({ id, kind: 'building', polygon, height, solid: true, cover: 'hard' });
  return { feature, building: createBuilding(feature, BuildingSpecSchema.parse({ feature: id, ...spec })) };
}

/** The default test building: 'house', a normal 4"×4" building with its south-west corner at (20, 20). */
export function aHouse(spec: Omit<BuildingSpec, 'feature'> = {}) {
  return aBuilding('house', rect(20, 20, 4, 4), spec);
}

/** A two-section block: 'block.s1' x 20–24 and 'block.s2' x 24–28 (y 20–24), adjacent. */
export function aBlock(spec: Omit<BuildingSpec, 'feature' | 'sections'> = {}) {
  return aBuilding('block', rect(20, 20, 8, 4), {
    ...spec,
    sections: [
      { polygon: { points: [...rect(20, 20, 4, 4).points] }, adjacent: [1] },
      { polygon: { points: [...rect(24, 20, 4, 4).points] } },
    ],
  });
}

/** A position with these units and building features (red's Shooting phase, red units acting). */
export function aPosition(
  units: readonly UnitState[],
  features: readonly TerrainFeature[] = [],
): XenocideState {
  return basePosition({ units, terrain: features, profiles: BUILDING_PROFILES });
}

/** Buildings with units placed in sections (occupancy only; the models must stand inside already). */
export function occupied(
  buildings: readonly BuildingState[],
  placements: readonly [unit: string, building: string, section: string][],
): BuildingState[] {
  return placements.reduce<BuildingState[]>(
    (list, [unit, building, section]) => enterBuilding(list, unit, { building, section }),
    [...buildings],
  );
}
