import { Vec2Schema } from 'sandtable/kit';
import * as z from 'zod';

/** RMP-DEF-02: what each terrain type does. */
export interface TerrainType {
  /** Costs `move.roughCost` per inch; Attack values and Armour change inside it (RMP-ATK-08). */
  readonly rough: boolean;
  /** A unit inside (or touching, for a wall) is in cover (RMP-DEF-16). */
  readonly cover: boolean;
  /** Blocks sight through more than `los.maxObscuringDepth` inches. */
  readonly obscuring: boolean;
  /** Blocks sight outright (a hill only between units not on it). */
  readonly blocksSight: boolean;
  /** No unit may enter it. */
  readonly impassable: boolean;
  /** A linear feature: cover to units touching it; crossing costs 2" for infantry, vehicles may not cross. */
  readonly linear: boolean;
}

/** RMP-DEF-02: the terrain types. */
export const TERRAIN_TYPES = {
  woods: { rough: true, cover: true, obscuring: true, blocksSight: false, impassable: false, linear: false },
  ruins: { rough: true, cover: true, obscuring: false, blocksSight: false, impassable: false, linear: false },
  rocks: { rough: true, cover: true, obscuring: false, blocksSight: false, impassable: false, linear: false },
  building: {
    rough: false,
    cover: false,
    obscuring: false,
    blocksSight: true,
    impassable: true,
    linear: false,
  },
  hill: { rough: false, cover: false, obscuring: false, blocksSight: true, impassable: false, linear: false },
  water: {
    rough: false,
    cover: false,
    obscuring: false,
    blocksSight: false,
    impassable: true,
    linear: false,
  },
  wall: { rough: false, cover: true, obscuring: false, blocksSight: false, impassable: false, linear: true },
} as const satisfies Record<string, TerrainType>;
/** A terrain type's key. */
export type TerrainKind = keyof typeof TERRAIN_TYPES;
/** The terrain types' keys. */
export const TERRAIN_KINDS = Object.keys(TERRAIN_TYPES) as [TerrainKind, ...TerrainKind[]];

/** RMP-DEF-02: one terrain feature: a type and its outline (a simple polygon, inches). */
export const TerrainFeatureSchema = z.strictObject({
  id: z.string().min(1),
  type: z.enum(TERRAIN_KINDS),
  points: z.array(Vec2Schema).min(3),
});
/** A terrain feature. */
export type TerrainFeature = z.output<typeof TerrainFeatureSchema>;

/** RMP-DEF-02 / RMP-DEF-20: a table: its name and terrain (the `clash` scenario is the only victory kind). */
export const ScenarioSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
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

/** RMP-DEF-02: the bundled 72" × 48" tables, seven features each, every terrain type on each. */
export const BUNDLED_SCENARIOS = {
  'broken-ground': {
    id: 'broken-ground',
    name: 'Broken Ground',
    terrain: [
      { id: 'woods-west', type: 'woods', points: rect(10, 18, 8, 7) },
      { id: 'ruins-centre', type: 'ruins', points: rect(32, 21, 8, 6) },
      { id: 'rocks-east', type: 'rocks', points: rect(54, 15, 6, 5) },
      { id: 'building-north', type: 'building', points: rect(46, 29, 6, 5) },
      { id: 'hill-south', type: 'hill', points: rect(22, 12, 10, 5) },
      { id: 'pond-east', type: 'water', points: rect(60, 27, 5, 4) },
      { id: 'wall-centre', type: 'wall', points: rect(20, 31, 8, 0.5) },
    ],
  },
  'colony-outskirts': {
    id: 'colony-outskirts',
    name: 'Colony Outskirts',
    terrain: [
      { id: 'ruins-west', type: 'ruins', points: rect(8, 24, 7, 7) },
      { id: 'building-centre', type: 'building', points: rect(33, 20, 6, 8) },
      { id: 'woods-east', type: 'woods', points: rect(52, 20, 9, 7) },
      { id: 'rocks-south', type: 'rocks', points: rect(24, 14, 5, 4) },
      { id: 'hill-north', type: 'hill', points: rect(42, 31, 10, 5) },
      { id: 'canal-west', type: 'water', points: rect(18, 30, 4, 5) },
      { id: 'wall-east', type: 'wall', points: rect(44, 16, 8, 0.5) },
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
