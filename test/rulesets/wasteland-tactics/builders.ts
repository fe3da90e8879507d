import { applyCommand, type GameState, gameFromState, scripted } from 'sandtable';
import {
  type AdvancedSettings,
  BUNDLED_PROFILES,
  type ConditionId,
  type MissionId,
  type SideState,
  type Stage,
  type TerrainAreaInput,
  type UnitProfile,
  type UnitProfileInput,
  UnitProfileSchema,
  type UnitState,
  type WastelandCommand,
  type WastelandEvent,
  type WastelandState,
  wastelandTactics,
} from '../../../src/rulesets/wasteland-tactics/index';
import { NO_ADVANCED_RULES } from '../../../src/rulesets/wasteland-tactics/rules/advanced-rules/settings';
import {
  BUILDING_PROFILES,
  initialBuildings,
} from '../../../src/rulesets/wasteland-tactics/rules/buildings/buildings';
import { deploymentZones } from '../../../src/rulesets/wasteland-tactics/rules/missions/zones';
import { terrainArea } from '../../../src/rulesets/wasteland-tactics/rules/terrain/areas';
import { checkPendingPrompts } from '../prompt-check';

/** A game state of this ruleset. */
export type Game = GameState<WastelandState, WastelandCommand, WastelandEvent>;

/** A test profile: a 1-model Troops unit with a rifle and a knife unless overridden. */
export function aProfile(overrides: Partial<UnitProfileInput> = {}): UnitProfile {
  return UnitProfileSchema.parse({
    id: 'trooper',
    name: 'Trooper',
    unitType: 'Troops',
    models: { min: 1, max: 20 },
    move: 6,
    will: 6,
    life: 6,
    weapons: ['Rifle: R24 A1 5+ D1', 'Knife: R0 A1 5+ D0'],
    costPerModel: 10,
    ...overrides,
  });
}

/** A unit to place: its owner, profile id and model positions. */
export interface UnitSpec {
  readonly id: string;
  readonly player: string;
  readonly profile: string;
  readonly at: readonly { x: number; y: number }[];
  readonly markers?: number;
  readonly status?: UnitState['status'];
  readonly wounds?: number;
  readonly extra?: Partial<UnitState>;
}

/** Models in a row along x, `gap` inches apart centre to centre. */
export function row(x: number, y: number, count: number, gap = 1.25): { x: number; y: number }[] {
  return Array.from({ length: count }, (_, i) => ({ x: x + i * gap, y }));
}

/** Options of {@link battle}. */
export interface BattleOptions {
  readonly units: readonly UnitSpec[];
  readonly profiles?: readonly UnitProfile[];
  readonly players?: readonly string[];
  readonly mission?: MissionId;
  readonly defender?: string;
  readonly terrain?: readonly TerrainAreaInput[];
  readonly stage?: Stage;
  readonly gameSize?: 'small' | 'medium' | 'large';
  readonly round?: number;
  /** Advanced rules in force (the rest off). */
  readonly advanced?: Partial<AdvancedSettings>;
  /** WT-COND-02: the battlefield condition. */
  readonly condition?: ConditionId;
  /** Per-player side fields (advantages, disadvantages). */
  readonly sides?: Readonly<Record<string, Partial<SideState>>>;
}

/** A hand-built position in the activation phase of round 1, `red` to activate (unless a stage is given). */
export function battle(options: BattleOptions): WastelandState {
  const players = options.players ?? ['red', 'blue'];
  const profiles: Record<string, UnitProfile> = {};
  for (const p of [...BUNDLED_PROFILES, aProfile(), ...(options.profiles ?? [])]) profiles[p.id] = p;
  const mission = options.mission ?? 10;
  const defender = options.defender ?? (players[players.length - 1] as string);
  const hasDefender = [1, 2, 6, 7, 9].includes(mission);
  const zones = deploymentZones(
    { width: 72, depth: 48 },
    mission,
    players,
    hasDefender ? defender : undefined,
  );
  const terrain = (options.terrain ?? []).map((t, i) => terrainArea(t, `terrain-${i + 1}`));
  const units: UnitState[] = options.units.map((spec) => {
    const profile = profiles[spec.profile] as UnitProfile;
    const tough = profile.rules.find((r) => r.rule === 'Tough');
    const wounds = spec.wounds ?? (tough && 'x' in tough ? (tough.x ?? 1) : 1);
    return {
      id: spec.id,
      player: spec.player,
      battleGroup: 0,
      name: spec.id,
      profile: spec.profile,
      cost: profile.costPerModel * spec.at.length,
      startModels: spec.at.length,
      models: spec.at.map((p, i) => ({
        id: `${spec.id}.m${i + 1}`,
        x: p.x,
        y: p.y,
        facing: 0,
        wounds,
        alive: true,
      })),
      status: spec.status ?? 'on-table',
      markers: spec.markers ?? 0,
      ambush: false,
      activated: false,
      defending: false,
      moved: false,
      failedLife: false,
      markedSinceCheck: false,
      slowUsed: [],
      ...spec.extra,
    };
  });
  return {
    table: { width: 72, depth: 48 },
    players,
    defender,
    settings: {
      gameSize: options.gameSize ?? 'medium',
      maxRounds: 8,
      deploySeparation: 24,
      contactTolerance: 0.05,
      randomMission: false,
      ...(options.advanced ? { advanced: { ...NO_ADVANCED_RULES, ...options.advanced } } : {}),
    },
    terrain,
    profiles: options.advanced?.occupyBuildings ? { ...profiles, ...BUILDING_PROFILES } : profiles,
    ...(options.advanced?.occupyBuildings ? { buildings: initialBuildings(terrain) } : {}),
    ...(options.condition ? { condition: options.condition } : {}),
    started: true,
    sides: players.map((player, i) => ({
      player,
      role: hasDefender ? (player === defender ? 'defender' : 'attacker') : 'none',
      zone: zones[i] ?? { kind: 'rect', x0: 0, y0: 0, x1: 12, y1: 12 },
      score: 0,
      evacuated: 0,
      ...options.sides?.[player],
    })),
    units,
    mission: { id: mission, markers: [], facilityDestroyed: false, agreed: {} },
    round: options.round ?? 1,
    phase: 'activation',
    deployOrder: [],
    initiative: players,
    turn: 0,
    losses: [],
    fightKills: [],
    stage: options.stage ?? { kind: 'activate', player: players[0] as string },
  };
}

/** Wraps a position in a game whose dice are the given faces (then runs out). */
export function play(state: WastelandState, dice: readonly number[] = []): Game {
  return gameFromState(wastelandTactics, state, { seed: 1, dice: scripted([...dice]) }) as Game;
}

/** Applies commands in order, failing the test on a rejection; returns the final state and all events. */
export function run(game: Game, ...commands: WastelandCommand[]): { state: Game; events: WastelandEvent[] } {
  let state = game;
  const events: WastelandEvent[] = [];
  for (const command of commands) {
    const result = applyCommand(state, command);
    if (!result.ok) throw new Error(`${command.type} rejected: ${result.error.message}`);
    state = result.state;
    checkPendingPrompts(state);
    events.push(...(result.events as WastelandEvent[]));
  }
  return { state, events };
}

/** The result of a command expected to be rejected. */
export function rejection(game: Game, command: WastelandCommand): { code: string; message: string } {
  const result = applyCommand(game, command);
  if (result.ok) throw new Error(`${command.type} was accepted`);
  return result.error;
}

/** A unit of the state by id. */
export function unit(state: Game | WastelandState, id: string): UnitState {
  const game = 'game' in state ? state.game : state;
  const found = game.units.find((u) => u.id === id);
  if (!found) throw new Error(`no unit ${id}`);
  return found;
}

/** Live model count of a unit. */
export function alive(state: Game, id: string): number {
  return unit(state, id).models.filter((m) => m.alive).length;
}

/** Events of one type. */
export function ofType<T extends WastelandEvent['type']>(
  events: readonly WastelandEvent[],
  type: T,
): Extract<WastelandEvent, { type: T }>[] {
  return events.filter((e) => e.type === type) as Extract<WastelandEvent, { type: T }>[];
}
