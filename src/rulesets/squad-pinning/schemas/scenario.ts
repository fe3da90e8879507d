import { Vec2Schema } from 'sandtable/kit';
import * as z from 'zod';
import { TERRAIN_TYPES, type TerrainType } from '../data/tables';

/** SQ-DEF-02: the terrain feature types. */
export const TERRAIN_KINDS = Object.keys(TERRAIN_TYPES) as [TerrainType, ...TerrainType[]];

/** SQ-DEF-02: one terrain feature: a type and its outline (a convex or simple polygon, inches). */
export const TerrainFeatureSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(TERRAIN_KINDS),
  points: z.array(Vec2Schema).min(3),
});
/** A terrain feature. */
export type TerrainFeature = z.output<typeof TerrainFeatureSchema>;

/** SQ-DEF-02 / SQ-DEF-28: a table: its terrain, objective markers and the victory kind. */
export const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** SQ-DEF-28: `seize-the-ground` scores objectives; `annihilation` only destroyed units. */
  victory: z.enum(['seize-the-ground', 'annihilation']),
  objectives: z.array(Vec2Schema),
  terrain: z.array(TerrainFeatureSchema),
});
/** A scenario. */
export type Scenario = z.output<typeof ScenarioSchema>;
/** A scenario as written. */
export type ScenarioInput = z.input<typeof ScenarioSchema>;

const rect = (x: number, y: number, w: number, h: number) => [
  { x, y },
  { x: x + w, y },
  { x: x + w, y: y + h },
  { x, y: y + h },
];

/** SQ-DEF-02 / SQ-DEF-28: the bundled tables (7 features each, none within 3" of an objective). */
export const BUNDLED_SCENARIOS = {
  'seize-the-ground': {
    id: 'seize-the-ground',
    name: 'Seize the Ground',
    victory: 'seize-the-ground',
    objectives: [
      { x: 12, y: 24 },
      { x: 24, y: 24 },
      { x: 36, y: 24 },
    ],
    terrain: [
      { id: 'woods-west', type: 'woods', points: rect(3, 15, 6, 5) },
      { id: 'ruins-centre', type: 'ruins', points: rect(17, 28, 6, 5) },
      { id: 'building-east', type: 'building', points: rect(40, 21, 5, 6) },
      { id: 'wall-south', type: 'wall', points: rect(26, 17, 7, 0.5) },
      { id: 'crater-north', type: 'crater', points: rect(28, 29, 4, 4) },
      { id: 'hill-east', type: 'hill', points: rect(30, 8, 8, 5) },
      { id: 'woods-north', type: 'woods', points: rect(8, 34, 6, 5) },
    ],
  },
  annihilation: {
    id: 'annihilation',
    name: 'Annihilation',
    victory: 'annihilation',
    objectives: [],
    terrain: [
      { id: 'ruins-west', type: 'ruins', points: rect(8, 20, 6, 6) },
      { id: 'woods-centre', type: 'woods', points: rect(21, 16, 6, 5) },
      { id: 'building-centre', type: 'building', points: rect(22, 27, 5, 5) },
      { id: 'wall-east', type: 'wall', points: rect(33, 22, 7, 0.5) },
      { id: 'crater-east', type: 'crater', points: rect(38, 30, 4, 4) },
      { id: 'hill-west', type: 'hill', points: rect(4, 34, 8, 5) },
      { id: 'woods-south', type: 'woods', points: rect(34, 9, 6, 5) },
    ],
  },
} as const satisfies Record<string, ScenarioInput>;
/** A bundled scenario's id. */
export type BundledScenarioId = keyof typeof BUNDLED_SCENARIOS;
/** The bundled scenarios' ids. */
export const BUNDLED_SCENARIO_IDS = Object.keys(BUNDLED_SCENARIOS) as [
  BundledScenarioId,
  ...BundledScenarioId[],
];
