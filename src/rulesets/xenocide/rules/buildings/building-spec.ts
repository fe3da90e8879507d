import { geometry, type Polygon } from 'sandtable';
import * as z from 'zod';
import type { CoverKind } from '../../schemas/terrain';
import type { TerrainFeature } from '../../state';
import type { BuildingConstruction, BuildingSection, BuildingState } from '../../state/buildings';

/** XEN-BLD-09 / XEN-BLD-11: armor and cover of each construction. */
export const CONSTRUCTION: Readonly<Record<BuildingConstruction, { armor: number; cover: CoverKind }>> = {
  weak: { armor: 4, cover: 'light' },
  normal: { armor: 5, cover: 'hard' },
  strong: { armor: 6, cover: 'hard' },
};

/** XEN-BLD-09 / XEN-BLD-10: structure points of a small, normal and large building or section. */
export const STRUCTURE_BY_SIZE = { small: 5, normal: 10, large: 20 } as const;

/** XEN-BLD-05: the largest Size of vehicle a building admits unless the players agree otherwise. */
export const DEFAULT_MAX_VEHICLE_SIZE = 1;

/** XEN-BLD-03: the terrain kind of a building feature. */
export const BUILDING_KIND = 'building';

/** XEN-BLD-04: the edge of the cube a building section roughly is, in inches. */
export const SECTION_EDGE = 4;

const PointSchema = z.strictObject({
  x: z.number().min(-1000).max(1000),
  y: z.number().min(-1000).max(1000),
});
const PolygonSchema = z.strictObject({ points: z.array(PointSchema).min(3).max(64) });
const EdgesSchema = z.array(z.number().int().min(0).max(63)).max(64);

/** XEN-BLD-04: one agreed section of a multi-section building. */
export const BuildingSectionSpecSchema = z
  .strictObject({
    polygon: PolygonSchema.describe('#d1'),
    openings: EdgesSchema.optional().describe('#d2'),
    adjacent: z.array(z.number().int().min(0).max(63)).max(64).optional().describe('#d3'),
  })
  .describe('#d4');

/**
 * XEN-BLD-03: what the players agree about one building before the game: its construction, size or
 * structure points, which vehicles may enter, capacity, openings and sections.
 */
export const BuildingSpecSchema = z
  .strictObject({
    feature: z.string().min(1).max(40).describe('#d5'),
    construction: z.enum(['weak', 'normal', 'strong']).default('normal').describe('#d6'),
    size: z.enum(['small', 'normal', 'large']).default('normal').describe('#d7'),
    structure: z.number().int().min(1).max(40).optional().describe('#d8'),
    maxVehicleSize: z.number().int().min(1).max(20).default(DEFAULT_MAX_VEHICLE_SIZE).describe('#d9'),
    capacity: z.number().int().min(1).max(20).optional().describe('#d10'),
    openings: EdgesSchema.optional().describe('#d11'),
    sections: z.array(BuildingSectionSpecSchema).min(1).max(32).optional().describe('#d12'),
  })
  .describe('#d13');

/** XEN-BLD-03: an agreed building, as authored. */
export type BuildingSpec = z.input<typeof BuildingSpecSchema>;

/**
 * XEN-BLD-04: how many sections a building's footprint and height suggest: one per 4" block along each
 * side (at least one), so a 6"×6"×6" building stays whole and an 8"×4"×2" one makes two sections.
 * @example suggestedSections(8, 4, 2) // 2
 */
export function suggestedSections(width: number, depth: number, height: number): number {
  const blocks = (inches: number) => Math.max(1, Math.floor(inches / SECTION_EDGE + 1e-9));
  return blocks(width) * blocks(depth) * blocks(height);
}

function allEdges(polygon: Polygon): number[] {
  return polygon.points.map((_, i) => i);
}

/**
 * XEN-BLD-03 / XEN-BLD-04 / XEN-BLD-09..11: a building's starting state from its terrain feature and the
 * agreed spec (already parsed by {@link BuildingSpecSchema}): armor and cover by construction, structure
 * points by size (or as agreed) in every section, no occupants.
 */
export function createBuilding(
  feature: TerrainFeature,
  spec: z.output<typeof BuildingSpecSchema>,
): BuildingState {
  const stats = CONSTRUCTION[spec.construction];
  const structure = spec.structure ?? STRUCTURE_BY_SIZE[spec.size];
  const specs = spec.sections ?? [{ polygon: feature.polygon, openings: spec.openings }];
  const sectionId = (i: number) => `${feature.id}.s${i + 1}`;
  const linksOf = (i: number): readonly number[] => {
    const s = specs[i];
    return s && 'adjacent' in s ? (s.adjacent ?? []) : [];
  };
  const sections: BuildingSection[] = specs.map((s, i) => ({
    id: sectionId(i),
    polygon: s.polygon,
    structure,
    maxStructure: structure,
    openings: s.openings ?? allEdges(s.polygon),
    adjacent: specs
      .map((_, j) => j)
      .filter((j) => j !== i && (linksOf(i).includes(j) || linksOf(j).includes(i)))
      .map(sectionId),
    occupants: [],
    collapsed: false,
  }));
  return {
    id: feature.id,
    construction: spec.construction,
    armor: stats.armor,
    cover: stats.cover,
    height: feature.height,
    maxVehicleSize: spec.maxVehicleSize,
    ...(spec.capacity === undefined ? {} : { capacity: spec.capacity }),
    sections,
  };
}

/** XEN-BLD-04: why agreed sections do not fit their building (a section corner outside its outline), or undefined. */
export function whyBadSections(
  feature: TerrainFeature,
  spec: z.output<typeof BuildingSpecSchema>,
): string | undefined {
  for (const [i, s] of (spec.sections ?? []).entries()) {
    const out = s.polygon.points.find((p) => !geometry.pointInPolygon(p, feature.polygon));
    if (out)
      return `Section ${i + 1} of building ${feature.id} has a corner outside the building (XEN-BLD-04).`;
  }
  return undefined;
}
