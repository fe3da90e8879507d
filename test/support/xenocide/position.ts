import type { Polygon, Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../../src/rulesets/xenocide/commands/schema';
import { baseRadius } from '../../../src/rulesets/xenocide/data/base-radius';
import { TERRAIN_TABLE } from '../../../src/rulesets/xenocide/data/terrain-table';
import {
  type BuildingSpec,
  BuildingSpecSchema,
  createBuilding,
  enterBuilding,
} from '../../../src/rulesets/xenocide/rules/buildings';
import type { ModelProfile } from '../../../src/rulesets/xenocide/schemas/unit-list';
import { emptyActivity } from '../../../src/rulesets/xenocide/setup';
import type {
  ActivationPhase,
  ModelState,
  Order,
  SideState,
  Stage,
  TerrainFeature,
  TitanStatus,
  UnitActivity,
  UnitState,
  UnitStatus,
  XenocideState,
} from '../../../src/rulesets/xenocide/state';
import type { BuildingState } from '../../../src/rulesets/xenocide/state/buildings';
import { PROFILES } from './profiles';

/** One model of {@link aUnit}: where it stands, and optionally its own profile, ride, facing or titan values. */
export interface ModelSpec {
  readonly at: Vec2;
  readonly profile?: string;
  readonly embarkedIn?: string;
  readonly facing?: number;
  readonly removed?: boolean;
  /** A titan's core (default the profile's). */
  readonly core?: number;
  /** A titan's power (default its core). */
  readonly power?: number;
  /** A titan's deflector layers up (default the profile's). */
  readonly layers?: number;
}

/** What {@link aUnit} takes. */
export interface UnitSpec {
  /** `player.cN.uN`: the player and company come from it unless given. */
  readonly id: string;
  readonly player?: string;
  readonly company?: string;
  /** Every model's profile unless a model names its own (default `test/trooper`). */
  readonly profile?: string;
  /** Shorthand: one model of `profile` at each point. */
  readonly at?: readonly Vec2[];
  readonly models?: readonly ModelSpec[];
  /** Default Fire and Move; `null` for a unit with no order yet. */
  readonly order?: Order | null;
  readonly status?: UnitStatus;
  readonly suppression?: number;
  readonly dugIn?: boolean;
  /** Default: whether every model flies. */
  readonly high?: boolean;
  readonly overwatch?: boolean;
  readonly returnTurn?: number;
  readonly value?: number;
  readonly startModels?: number;
  readonly facing?: number;
  readonly activity?: Partial<UnitActivity>;
}

/**
 * A unit on the table (player and company from its id `player.cN.uN`), of `test/trooper` models on Fire and
 * Move orders unless told otherwise; `profiles` is where model profiles are looked up.
 */
export function aUnit(spec: UnitSpec, profiles: Record<string, ModelProfile> = PROFILES): UnitState {
  const specs: ModelSpec[] = [...(spec.at ?? []).map((at) => ({ at })), ...(spec.models ?? [])];
  const profileOf = (key: string): ModelProfile => {
    const found = profiles[key];
    if (!found) throw new Error(`no profile '${key}'`);
    return found;
  };
  const models = specs.map((m, i): ModelState => {
    const key = m.profile ?? spec.profile ?? 'test/trooper';
    const p = profileOf(key);
    const model: ModelState = {
      id: `${spec.id}.m${i + 1}`,
      profile: key,
      x: m.at.x,
      y: m.at.y,
      facing: m.facing ?? spec.facing ?? 0,
      radius: baseRadius(p),
      removed: m.removed ?? false,
      ...(m.embarkedIn === undefined ? {} : { embarkedIn: m.embarkedIn }),
    };
    if (p.kind !== 'titan') return model;
    const core = m.core ?? p.core;
    return {
      ...model,
      titan: { core, power: m.power ?? core, layers: m.layers ?? p.deflectorLayers, boostThisTurn: 0 },
    };
  });
  const [idPlayer = 'red', idCompany = 'c1'] = spec.id.split('.');
  const player = spec.player ?? idPlayer;
  const order = spec.order === null ? undefined : (spec.order ?? 'fire-and-move');
  return {
    id: spec.id,
    player,
    company: spec.company ?? `${idPlayer}.${idCompany}`,
    name: spec.id,
    value: spec.value ?? 100,
    startModels: spec.startModels ?? models.length,
    models,
    status: spec.status ?? 'on-table',
    ...(order === undefined ? {} : { order }),
    suppression: spec.suppression ?? 0,
    dugIn: spec.dugIn ?? false,
    overwatch: spec.overwatch ?? false,
    high: spec.high ?? models.every((m) => profileOf(m.profile).types.includes('Flyer')),
    ...(spec.returnTurn === undefined ? {} : { returnTurn: spec.returnTurn }),
    activity: { ...emptyActivity(), ...spec.activity },
  };
}

/** The movement tests' unit: {@link aUnit} of bundled line infantry with no order unless told otherwise. */
export function aLineUnit(spec: UnitSpec): UnitState {
  return aUnit({ profile: 'generic/line-infantry', ...spec, order: spec.order ?? null });
}

/** What {@link aTitan} takes. */
export interface TitanSpec {
  readonly id?: string;
  readonly at?: Vec2;
  readonly profile?: string;
  readonly status?: Partial<TitanStatus>;
  readonly order?: Order;
  readonly suppression?: number;
}

/** A titan unit (default a blue Strider at (20, 30), full core, power = core, every layer up). */
export function aTitan(spec: TitanSpec = {}): UnitState {
  const unit = aUnit({
    id: spec.id ?? 'blue.c1.u1',
    models: [{ at: spec.at ?? { x: 20, y: 30 }, profile: spec.profile ?? 'generic/strider-titan' }],
    ...(spec.order ? { order: spec.order } : {}),
    ...(spec.suppression === undefined ? {} : { suppression: spec.suppression }),
  });
  return {
    ...unit,
    models: unit.models.map((m) => (m.titan ? { ...m, titan: { ...m.titan, ...spec.status } } : m)),
  };
}

/** An axis-aligned rectangle as a polygon. */
export function rect(x: number, y: number, width: number, depth: number): Polygon {
  return {
    points: [
      { x, y },
      { x: x + width, y },
      { x: x + width, y: y + depth },
      { x, y: y + depth },
    ],
  };
}

/** A row of `count` points `gap` inches apart along x from `(x, y)`. */
export function row(x: number, y: number, count: number, gap = 1.5): Vec2[] {
  return Array.from({ length: count }, (_, i) => ({ x: x + i * gap, y }));
}

/** What {@link aFeature} takes: an outline and any field of a terrain feature. */
export type FeatureSpec = Partial<Omit<TerrainFeature, 'polygon'>> & { readonly polygon: Polygon };

const OPEN: TerrainFeature['movement'] = {
  Infantry: 'open',
  Walker: 'open',
  Wheeled: 'open',
  Tracked: 'open',
};

/** A custom terrain feature: open ground, no cover, not obscuring, not solid, 3" high, unless given. */
export function aFeature(spec: FeatureSpec): TerrainFeature {
  return {
    id: spec.id ?? 'feature',
    kind: spec.kind ?? 'custom',
    name: spec.name ?? 'Feature',
    polygon: spec.polygon,
    height: spec.height ?? 3,
    obscures: spec.obscures ?? false,
    cover: spec.cover ?? 'none',
    movement: spec.movement ?? OPEN,
    road: spec.road ?? false,
    water: spec.water ?? false,
    intrinsicallyDangerous: spec.intrinsicallyDangerous ?? false,
    solid: spec.solid ?? false,
  };
}

let tableFeatures = 0;

/** {@link aFeature} of a terrain-table kind (R17): the table's name and flags for it, 1" high, a numbered id. */
export function aTableFeature(spec: FeatureSpec & { readonly kind: string }): TerrainFeature {
  const kind = TERRAIN_TABLE.find((k) => k.id === spec.kind);
  tableFeatures += 1;
  return aFeature({
    id: `${spec.kind}-${tableFeatures}`,
    name: kind?.name ?? 'Custom feature',
    height: 1,
    obscures: kind?.obscures ?? false,
    cover: kind?.cover ?? 'none',
    movement: kind?.movement ?? OPEN,
    road: kind?.road ?? false,
    water: kind?.water ?? false,
    intrinsicallyDangerous: kind?.intrinsicallyDangerous ?? false,
    ...spec,
  });
}

/** An activation stage of `player` in a phase, with the acting units. */
export function activation(player: string, phase: ActivationPhase, units: readonly string[]): Stage {
  return { kind: 'activation', player, company: `${player}.c1`, phase, units };
}

/** What {@link aPosition} takes. */
export interface PositionSpec {
  readonly units?: readonly UnitState[];
  readonly terrain?: readonly TerrainFeature[];
  /** Profiles on top of {@link PROFILES}. */
  readonly profiles?: Record<string, ModelProfile>;
  /** The phase of red's activation (default Shooting), unless a whole `stage` is given. */
  readonly phase?: ActivationPhase;
  readonly stage?: Stage;
  readonly turn?: number;
  readonly table?: { readonly width: number; readonly depth: number };
  readonly sides?: readonly [Partial<SideState>?, Partial<SideState>?];
}

/**
 * A Xenocide position: red (south edge) against blue (north edge) on a 72"×48" table, every bundled and
 * test profile available, turn 1, red's activation in the Shooting phase with every red unit acting.
 */
export function aPosition(spec: PositionSpec = {}): XenocideState {
  const units = spec.units ?? [];
  const side = (player: string, edge: 'south' | 'north', extra: Partial<SideState> = {}): SideState => ({
    player,
    armyName: player,
    value: 1000,
    edge,
    cp: 3,
    lostVp: 0,
    score: 0,
    activationOrder: [],
    lostInitiative: false,
    ...extra,
  });
  const companies = [...new Set(units.map((u) => u.company))].map((id) => ({
    id,
    player: units.find((u) => u.company === id)?.player ?? 'red',
    name: id,
    units: units.filter((u) => u.company === id).map((u) => u.id),
    value: 100,
    activated: false,
    reserve: false,
  }));
  const red = units.filter((u) => u.player === 'red').map((u) => u.id);
  return {
    table: spec.table ?? { width: 72, depth: 48 },
    players: ['red', 'blue'],
    scenario: 'attrition',
    cpPerTurn: 3,
    terrain: spec.terrain ?? [],
    profiles: { ...PROFILES, ...spec.profiles },
    sides: [side('red', 'south', spec.sides?.[0]), side('blue', 'north', spec.sides?.[1])],
    companies,
    units,
    objectives: [],
    turn: spec.turn ?? 1,
    stage: spec.stage ?? activation('red', spec.phase ?? 'shooting', red),
  };
}

/** The movement tests' position: {@link aPosition} in red's First Movement. */
export function aMovementPosition(spec: PositionSpec = {}): XenocideState {
  return aPosition({ phase: 'first-movement', ...spec });
}

/** The building tests' shorthand: {@link aPosition} of these units and terrain features. */
export function aBuildingPosition(
  units: readonly UnitState[],
  features: readonly TerrainFeature[] = [],
): XenocideState {
  return aPosition({ units, terrain: features });
}

/** The same position in another phase (and, optionally, of another player with other acting units). */
export function inPhase(
  position: XenocideState,
  phase: ActivationPhase,
  player = 'red',
  units?: readonly string[],
): XenocideState {
  return {
    ...position,
    stage: {
      kind: 'activation',
      player,
      company: `${player}.c1`,
      phase,
      units: units ?? position.units.filter((u) => u.player === player).map((u) => u.id),
    },
  };
}

/** A building feature (kind 'building', solid, hard cover, 4" high) and its agreed state. */
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

/** A move-unit command (normal mode, by the unit's player) from `unit` with per-model paths. */
export function move(
  unit: string,
  paths: Record<string, readonly Vec2[]>,
  extra: Partial<Omit<MoveUnitCommand, 'type' | 'unit' | 'models'>> = {},
): MoveUnitCommand {
  return {
    type: 'move-unit',
    player: extra.player ?? unit.split('.')[0] ?? 'red',
    unit,
    mode: 'normal',
    ...extra,
    models: Object.entries(paths).map(([model, path]) => ({ model: `${unit}.${model}`, path: [...path] })),
  };
}

/** A unit of a state by id. */
export function unitOf(state: XenocideState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** A model of a state by id. */
export function modelOf(state: XenocideState, id: string): ModelState {
  for (const u of state.units) for (const m of u.models) if (m.id === id) return m;
  throw new Error(`no model ${id}`);
}

/** A titan's status in a state. */
export function statusOf(state: XenocideState, unit: string): TitanStatus {
  const titan = state.units.find((u) => u.id === unit)?.models.find((m) => m.titan)?.titan;
  if (!titan) throw new Error(`no titan in ${unit}`);
  return titan;
}
