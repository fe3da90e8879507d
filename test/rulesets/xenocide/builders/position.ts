import { produce } from 'immer';
import { applyCommand, type GameState, gameFromState, type Polygon, scripted, type Vec2 } from 'sandtable';
import { CommandDice } from '../../../../src/core/dice';
import type { MoveUnitCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import type { XenocideContext, XenocideDraft } from '../../../../src/rulesets/xenocide/context';
import { baseRadius } from '../../../../src/rulesets/xenocide/data/base-radius';
import { genericUnitList } from '../../../../src/rulesets/xenocide/data/generic-units';
import { kethriUnitList } from '../../../../src/rulesets/xenocide/data/kethri-units';
import { TERRAIN_TABLE } from '../../../../src/rulesets/xenocide/data/terrain-table';
import type { XenocideEvent } from '../../../../src/rulesets/xenocide/events';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { ModelProfile } from '../../../../src/rulesets/xenocide/schemas/unit-list';
import { emptyActivity } from '../../../../src/rulesets/xenocide/setup';
import type {
  ActivationPhase,
  ModelState,
  Order,
  SideState,
  Stage,
  TerrainFeature,
  UnitActivity,
  UnitState,
  UnitStatus,
  XenocideState,
} from '../../../../src/rulesets/xenocide/state';

/** Every bundled profile, keyed `generic/<id>` and `kethri/<id>` as game states key them. */
export const BUNDLED_PROFILES: Record<string, ModelProfile> = Object.fromEntries([
  ...Object.entries(genericUnitList.profiles).map(([id, p]) => [`generic/${id}`, p]),
  ...Object.entries(kethriUnitList.profiles).map(([id, p]) => [`kethri/${id}`, p]),
]);

/** A profile by key; throws on a typo so tests fail loudly. */
export function profile(key: string): ModelProfile {
  const found = BUNDLED_PROFILES[key];
  if (!found) throw new Error(`no bundled profile '${key}'`);
  return found;
}

/** One model of `aUnit`: where it stands, and optionally its own profile, ride or facing. */
export interface ModelSpec {
  readonly at: Vec2;
  readonly profile?: string;
  readonly embarkedIn?: string;
  readonly facing?: number;
  readonly removed?: boolean;
  readonly power?: number;
  readonly core?: number;
}

/** What `aUnit` accepts. */
export interface UnitSpec {
  readonly id: string;
  readonly player?: string;
  readonly company?: string;
  readonly profile?: string;
  /** Shorthand: one model of `profile` at each point. */
  readonly at?: readonly Vec2[];
  readonly models?: readonly ModelSpec[];
  readonly order?: Order;
  readonly status?: UnitStatus;
  readonly suppression?: number;
  readonly high?: boolean;
  readonly returnTurn?: number;
  readonly value?: number;
  readonly facing?: number;
  readonly activity?: Partial<UnitActivity>;
  readonly dugIn?: boolean;
}

/** A unit of bundled models (default: red line infantry on Assault orders, on the table). */
export function aUnit(spec: UnitSpec): UnitState {
  const player = spec.player ?? spec.id.split('.')[0] ?? 'red';
  const specs: ModelSpec[] = [...(spec.at ?? []).map((at) => ({ at })), ...(spec.models ?? [])];
  const models = specs.map((m, i): ModelState => {
    const key = m.profile ?? spec.profile ?? 'generic/line-infantry';
    const p = profile(key);
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
    return {
      ...model,
      titan: {
        core: m.core ?? p.core,
        power: m.power ?? p.core,
        layers: p.deflectorLayers,
        boostThisTurn: 0,
      },
    };
  });
  const allFly = models.every((m) => profile(m.profile).types.includes('Flyer'));
  return {
    id: spec.id,
    player,
    company: spec.company ?? spec.id.split('.').slice(0, 2).join('.'),
    name: spec.id,
    value: spec.value ?? 100,
    startModels: models.length,
    models,
    status: spec.status ?? 'on-table',
    ...(spec.order === undefined ? {} : { order: spec.order }),
    suppression: spec.suppression ?? 0,
    dugIn: spec.dugIn ?? false,
    overwatch: false,
    high: spec.high ?? allFly,
    ...(spec.returnTurn === undefined ? {} : { returnTurn: spec.returnTurn }),
    activity: { ...emptyActivity(), ...spec.activity },
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

/** What `aFeature` accepts: a terrain-table kind (or 'custom'), its outline and any overrides. */
export type FeatureSpec = {
  readonly kind: string;
  readonly polygon: Polygon;
  readonly id?: string;
} & Partial<Omit<TerrainFeature, 'kind' | 'polygon' | 'id'>>;

let featureCount = 0;

/** A terrain feature with the terrain table's flags for its kind (R17), height 1" unless given. */
export function aFeature(spec: FeatureSpec): TerrainFeature {
  const kind = TERRAIN_TABLE.find((k) => k.id === spec.kind);
  featureCount += 1;
  return {
    id: spec.id ?? `${spec.kind}-${featureCount}`,
    kind: spec.kind,
    name: spec.name ?? kind?.name ?? 'Custom feature',
    polygon: spec.polygon,
    height: spec.height ?? 1,
    obscures: spec.obscures ?? kind?.obscures ?? false,
    cover: spec.cover ?? kind?.cover ?? 'none',
    movement: spec.movement ??
      kind?.movement ?? { Infantry: 'open', Walker: 'open', Wheeled: 'open', Tracked: 'open' },
    road: spec.road ?? kind?.road ?? false,
    water: spec.water ?? kind?.water ?? false,
    intrinsicallyDangerous: spec.intrinsicallyDangerous ?? kind?.intrinsicallyDangerous ?? false,
    solid: spec.solid ?? false,
  };
}

/** An activation stage of `player` in a phase, with the acting units. */
export function activation(player: string, phase: ActivationPhase, units: readonly string[]): Stage {
  return { kind: 'activation', player, company: `${player}.c1`, phase, units };
}

/** What `aPosition` accepts. */
export interface PositionSpec {
  readonly units?: readonly UnitState[];
  readonly terrain?: readonly TerrainFeature[];
  readonly stage?: Stage;
  readonly turn?: number;
  readonly table?: { readonly width: number; readonly depth: number };
  readonly sides?: readonly [Partial<SideState>?, Partial<SideState>?];
}

/**
 * A full Xenocide state for movement tests: red (south edge) against blue (north edge) on a 72"×48"
 * table, every bundled profile available, red's First Movement by default with all red units acting.
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
  return {
    table: spec.table ?? { width: 72, depth: 48 },
    players: ['red', 'blue'],
    scenario: 'attrition',
    cpPerTurn: 3,
    terrain: spec.terrain ?? [],
    profiles: BUNDLED_PROFILES,
    sides: [side('red', 'south', spec.sides?.[0]), side('blue', 'north', spec.sides?.[1])],
    companies,
    units,
    objectives: [],
    turn: spec.turn ?? 1,
    stage:
      spec.stage ??
      activation(
        'red',
        'first-movement',
        units.filter((u) => u.player === 'red').map((u) => u.id),
      ),
  };
}

/** A move-unit command for red (normal mode) from `unit` with per-model paths. */
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

/** The outcome of one command run through the real engine. */
export type Played =
  | {
      readonly ok: true;
      readonly state: XenocideState;
      readonly events: readonly XenocideEvent[];
      readonly game: GameState<XenocideState>;
    }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly path?: readonly (string | number)[];
    };

/** Runs a command on a position through the engine with scripted dice (which must all be used). */
export function play(
  position: XenocideState,
  command: MoveUnitCommand,
  dice: readonly number[] = [],
): Played {
  const game = gameFromState(xenocide, position, { seed: 1, dice: scripted([...dice]) });
  const result = applyCommand(game, command);
  if (!result.ok)
    return {
      ok: false,
      code: result.error.code,
      message: result.error.message,
      ...(result.error.path ? { path: result.error.path } : {}),
    };
  const dice_ = result.state.dice;
  if (dice_.kind === 'scripted' && dice_.next !== dice_.values.length) {
    throw new Error(`the move used ${dice_.next} of the ${dice_.values.length} scripted dice`);
  }
  return {
    ok: true,
    state: result.state.game,
    events: result.events as unknown as XenocideEvent[],
    game: result.state as GameState<XenocideState>,
  };
}

/** The faces of the dice rolled for one purpose, in order. */
export function diceOf(events: readonly { readonly type: string }[], purpose: string): number[][] {
  return events
    .filter(
      (e): e is { type: 'dice-rolled'; purpose: string; dice: number[] } =>
        e.type === 'dice-rolled' && (e as { purpose?: string }).purpose === purpose,
    )
    .map((e) => [...e.dice]);
}

/** Runs a command with seeded dice (for property tests): the engine's result. */
export function playSeeded(position: XenocideState, command: MoveUnitCommand, seed: number) {
  return applyCommand(gameFromState(xenocide, position, { seed }), command);
}

/** Like `play`, but fails the test with the rejection message when the command is refused. */
export function played(position: XenocideState, command: MoveUnitCommand, dice: readonly number[] = []) {
  const result = play(position, command, dice);
  if (!result.ok) throw new Error(`expected the move to be accepted, got ${result.code}: ${result.message}`);
  return result;
}

/** A model of a state by id. */
export function modelOf(state: XenocideState, id: string): ModelState {
  for (const u of state.units) for (const m of u.models) if (m.id === id) return m;
  throw new Error(`no model ${id}`);
}

/** A unit of a state by id. */
export function unitOf(state: XenocideState, id: string): UnitState {
  const unit = state.units.find((u) => u.id === id);
  if (!unit) throw new Error(`no unit ${id}`);
  return unit;
}

/** The events of one type. */
export function eventsOf<T extends XenocideEvent['type']>(events: readonly XenocideEvent[], type: T) {
  return events.filter((e): e is Extract<XenocideEvent, { type: T }> => e.type === type);
}

/** Runs a rule helper inside immer with scripted dice, as a command handler would; returns the new state and events. */
export function withDice(
  state: XenocideState,
  dice: readonly number[],
  run: (draft: XenocideDraft, ctx: XenocideContext) => void,
): { state: XenocideState; events: { type: string }[] } {
  const events: { type: string }[] = [];
  const emit = (event: { type: string }) => {
    events.push(event);
  };
  const roller = new CommandDice({ kind: 'scripted', values: [...dice], next: 0 }, emit as never);
  const ctx = {
    base: state,
    dice: roller,
    seq: 0,
    emit,
    reject(code: string, message: string): never {
      throw new Error(`rejected ${code}: ${message}`);
    },
  } as unknown as XenocideContext;
  const next = produce(state, (draft) => run(draft as XenocideDraft, ctx));
  const used = roller.nextState();
  if (used.kind === 'scripted' && used.next !== dice.length)
    throw new Error(`used ${used.next} of ${dice.length} dice`);
  return { state: next, events };
}
