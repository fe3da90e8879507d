import type { DiceRolledEvent, Polygon, Vec2 } from 'sandtable';
import { scripted } from 'sandtable';
import { CommandDice } from '../../../../src/core/dice';
import { initialDiceState } from '../../../../src/core/dice-source';
import { baseRadius } from '../../../../src/rulesets/xenocide/data/base-radius';
import { genericUnitList } from '../../../../src/rulesets/xenocide/data/generic-units';
import { kethriUnitList } from '../../../../src/rulesets/xenocide/data/kethri-units';
import type { UnitProfile } from '../../../../src/rulesets/xenocide/schemas/profile';
import type { ModelProfile } from '../../../../src/rulesets/xenocide/schemas/unit-list';
import type { Weapon } from '../../../../src/rulesets/xenocide/schemas/weapon';
import { emptyActivity } from '../../../../src/rulesets/xenocide/setup';
import type {
  ModelState,
  Order,
  TerrainFeature,
  UnitActivity,
  UnitState,
  XenocideState,
} from '../../../../src/rulesets/xenocide/state';

/** A weapon line: Rifles, 3 shots, 24", Accuracy 3, Strength 0 unless overridden. */
export function aWeapon(overrides: Partial<Weapon> = {}): Weapon {
  return { name: 'Rifles', shots: 3, range: 24, accuracy: 3, strength: 0, ...overrides };
}

/** An infantry profile: Aspect 0, Armor 2, one Rifles weapon, unless overridden. */
export function aTrooper(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return {
    kind: 'standard',
    name: 'Trooper',
    vp: 10,
    move: 4,
    types: ['Infantry'],
    size: 1,
    aspect: 0,
    armor: 2,
    caa: 2,
    cad: 4,
    weapons: [aWeapon()],
    ...overrides,
  };
}

/** A tracked vehicle profile: Aspect 0, Armor 4, unless overridden. */
export function aTank(overrides: Partial<UnitProfile> = {}): UnitProfile {
  return aTrooper({ name: 'Tank', types: ['Tracked'], size: 3, armor: 4, cad: 5, ...overrides });
}

/** Every bundled profile, keyed as game states key them, plus the test profiles `test/...`. */
export const PROFILES: Record<string, ModelProfile> = {
  ...Object.fromEntries(Object.entries(genericUnitList.profiles).map(([id, p]) => [`generic/${id}`, p])),
  ...Object.fromEntries(Object.entries(kethriUnitList.profiles).map(([id, p]) => [`kethri/${id}`, p])),
  'test/trooper': aTrooper(),
  'test/tank': aTank(),
};

/** One model of {@link aUnit}. */
export interface ModelSpec {
  readonly at: Vec2;
  readonly profile?: string;
  readonly embarkedIn?: string;
  readonly facing?: number;
  readonly core?: number;
  readonly layers?: number;
}

/** What {@link aUnit} takes. */
export interface UnitSpec {
  readonly id: string;
  readonly profile?: string;
  readonly at?: readonly Vec2[];
  readonly models?: readonly ModelSpec[];
  readonly order?: Order;
  readonly suppression?: number;
  readonly dugIn?: boolean;
  readonly high?: boolean;
  readonly overwatch?: boolean;
  readonly startModels?: number;
  readonly activity?: Partial<UnitActivity>;
  readonly company?: string;
}

/** A unit on the table (player and company from its id `player.cN.uN`), on Fire and Move orders by default. */
export function aUnit(spec: UnitSpec, profiles: Record<string, ModelProfile> = PROFILES): UnitState {
  const specs: ModelSpec[] = [...(spec.at ?? []).map((at) => ({ at })), ...(spec.models ?? [])];
  const models = specs.map((m, i): ModelState => {
    const key = m.profile ?? spec.profile ?? 'test/trooper';
    const p = profiles[key];
    if (!p) throw new Error(`no profile ${key}`);
    const model: ModelState = {
      id: `${spec.id}.m${i + 1}`,
      profile: key,
      x: m.at.x,
      y: m.at.y,
      facing: m.facing ?? 0,
      radius: baseRadius(p),
      removed: false,
      ...(m.embarkedIn === undefined ? {} : { embarkedIn: m.embarkedIn }),
    };
    if (p.kind !== 'titan') return model;
    const core = m.core ?? p.core;
    return {
      ...model,
      titan: { core, power: core, layers: m.layers ?? p.deflectorLayers, boostThisTurn: 0 },
    };
  });
  const [player = 'red', company = 'c1'] = spec.id.split('.');
  return {
    id: spec.id,
    player,
    company: spec.company ?? `${player}.${company}`,
    name: spec.id,
    value: 100,
    startModels: spec.startModels ?? models.length,
    models,
    status: 'on-table',
    order: spec.order ?? 'fire-and-move',
    suppression: spec.suppression ?? 0,
    dugIn: spec.dugIn ?? false,
    overwatch: spec.overwatch ?? false,
    high: spec.high ?? false,
    activity: { ...emptyActivity(), ...spec.activity },
  };
}

/** An axis-aligned rectangle. */
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

/** A terrain feature: no cover, not obscuring, not solid, 3" high, unless given. */
export function aFeature(
  spec: Partial<Omit<TerrainFeature, 'polygon'>> & { readonly polygon: Polygon },
): TerrainFeature {
  return {
    id: spec.id ?? 'feature',
    kind: spec.kind ?? 'custom',
    name: spec.name ?? 'Feature',
    polygon: spec.polygon,
    height: spec.height ?? 3,
    obscures: spec.obscures ?? false,
    cover: spec.cover ?? 'none',
    movement: spec.movement ?? { Infantry: 'open', Walker: 'open', Wheeled: 'open', Tracked: 'open' },
    road: false,
    water: false,
    intrinsicallyDangerous: false,
    solid: spec.solid ?? false,
  };
}

/** What {@link aPosition} takes. */
export interface PositionSpec {
  readonly units: readonly UnitState[];
  readonly terrain?: readonly TerrainFeature[];
  readonly profiles?: Record<string, ModelProfile>;
}

/** A 72"×48" red-vs-blue position in red's Shooting phase, with every red unit acting. */
export function aPosition(spec: PositionSpec): XenocideState {
  const side = (player: string, edge: 'south' | 'north') => ({
    player,
    armyName: player,
    value: 1000,
    edge,
    cp: 3,
    lostVp: 0,
    score: 0,
    activationOrder: [],
    lostInitiative: false,
  });
  const companies = [...new Set(spec.units.map((u) => u.company))].map((id) => ({
    id,
    player: spec.units.find((u) => u.company === id)?.player ?? 'red',
    name: id,
    units: spec.units.filter((u) => u.company === id).map((u) => u.id),
    value: 100,
    activated: false,
    reserve: false,
  }));
  return {
    table: { width: 72, depth: 48 },
    players: ['red', 'blue'],
    scenario: 'attrition',
    cpPerTurn: 3,
    terrain: spec.terrain ?? [],
    profiles: { ...PROFILES, ...spec.profiles },
    sides: [side('red', 'south'), side('blue', 'north')],
    companies,
    units: spec.units,
    objectives: [],
    turn: 1,
    stage: {
      kind: 'activation',
      player: 'red',
      company: 'red.c1',
      phase: 'shooting',
      units: spec.units.filter((u) => u.player === 'red').map((u) => u.id),
    },
  };
}

/** Scripted dice for one resolution, with the events they emitted. */
export interface TestDice {
  readonly dice: CommandDice;
  readonly events: DiceRolledEvent[];
  /** Faces not used yet. */
  left(): number;
  /** The faces rolled for one purpose, roll by roll. */
  rolls(purpose: string): number[][];
}

/** Scripted dice: `faces` in order; running out throws `dice-exhausted`. */
export function scriptedDice(faces: readonly number[]): TestDice {
  const events: DiceRolledEvent[] = [];
  const dice = new CommandDice(initialDiceState(scripted(faces)), (e) => events.push(e));
  return {
    dice,
    events,
    left: () => faces.length - dice.rolled,
    rolls: (purpose) => events.filter((e) => e.purpose === purpose).map((e) => [...e.dice]),
  };
}

/** A row of `count` points 1.5" apart along x from `(x, y)`. */
export function row(x: number, y: number, count: number, gap = 1.5): Vec2[] {
  return Array.from({ length: count }, (_, i) => ({ x: x + i * gap, y }));
}

/** The unit of a state by id. */
export function unitOf(state: XenocideState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}
