/**
 * Wasteland Tactics' test builders, in one place: profiles, hand-built positions ({@link aPosition}) and
 * games with scripted dice, setups of the bundled forces, and positions at the end of a round. Generic
 * helpers (`eventsOf`, `refused`, `diceFor`) come from `sandtable/testing` and are re-exported here.
 */
import type { GameState } from 'sandtable';
import { applyAll, scriptedGame } from 'sandtable/testing';
import { advancedTerrain } from '../../src/rulesets/wasteland-tactics/data/advanced-terrain';
import {
  type AdvancedSettings,
  type BattleGroup,
  BUNDLED_PROFILES,
  type ConditionId,
  type FactionId,
  type GameSize,
  type MissionId,
  type MissionState,
  SAMPLE_FORCES,
  type SideState,
  type Stage,
  type TerrainAreaInput,
  type UnitProfile,
  type UnitProfileInput,
  UnitProfileSchema,
  type UnitState,
  type WastelandCommand,
  type WastelandEvent,
  type WastelandSetup,
  type WastelandState,
  wastelandTactics,
} from '../../src/rulesets/wasteland-tactics/index';
import { NO_ADVANCED_RULES } from '../../src/rulesets/wasteland-tactics/rules/advanced-rules/settings';
import {
  BUILDING_PROFILES,
  initialBuildings,
} from '../../src/rulesets/wasteland-tactics/rules/buildings/buildings';
import { deploymentZones } from '../../src/rulesets/wasteland-tactics/rules/missions/zones';
import { terrainArea } from '../../src/rulesets/wasteland-tactics/rules/terrain/areas';
import { checkPendingPrompts } from './prompt-check';

export { diceFor, diceLeft, eventsOf, refused } from 'sandtable/testing';

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

/** A rectangle's outline (for terrain areas in tests). */
export const square = (x0: number, y0: number, x1: number, y1: number) => ({
  points: [
    { x: x0, y: y0 },
    { x: x1, y: y0 },
    { x: x1, y: y1 },
    { x: x0, y: y1 },
  ],
});

/** An intact 6"×6" house from (20, 20) to (26, 26) (WT-BLD-01), with any overrides. */
export const house = (extra: Partial<TerrainAreaInput> = {}): TerrainAreaInput => ({
  id: 'house',
  name: 'House',
  polygon: square(20, 20, 26, 26),
  height: 4,
  building: 'intact',
  ...extra,
});

/** A Fast Vehicle/Monster transport with no weapons: Move 10, Tough 3, Transport `capacity` (WT-SUR-50). */
export const truckOf = (capacity: number) =>
  aProfile({
    id: 'truck',
    unitType: 'Fast',
    move: 10,
    base: 3,
    height: 2,
    weapons: [],
    rules: ['Vehicle/Monster', 'Tough 3', `Transport ${capacity}`],
  });

/** {@link truckOf} carrying six (Transport 6). */
export const truck = truckOf(6);

/** A blue trooper in the far corner, so blue has a unit on the table that stays out of the way. */
export const far: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };

/** What {@link aPosition} takes. */
export interface PositionSpec {
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
export function aPosition(options: PositionSpec): WastelandState {
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

/** A test position wrapped as a game whose dice are the given faces (then runs out). */
export function gameOf(state: WastelandState, dice: readonly number[] = []): Game {
  return scriptedGame(wastelandTactics, state, dice) as Game;
}

/**
 * Applies commands in order, checking every open prompt against the ruleset's prompt schema after each;
 * throws with the rejection if one is refused. Returns the final state and all events.
 */
export function play(game: Game, ...commands: WastelandCommand[]): { state: Game; events: WastelandEvent[] } {
  const played = applyAll(game, commands, { afterEach: checkPendingPrompts });
  return { state: played.state as Game, events: played.events as WastelandEvent[] };
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

const FACTION_ORDER: FactionId[] = ['scrap-raiders', 'iron-covenant', 'mutant-brood', 'scrap-raiders'];
const IDS = ['red', 'blue', 'green', 'gold'];

/** The bundled force of a faction at a game size. */
export function force(faction: FactionId, size: GameSize): BattleGroup[] {
  return SAMPLE_FORCES[faction][size].map((g) => ({ ...g, units: [...g.units] }));
}

/** A small attacker group that fits a shared 100-point pool of three: just a leader (WT-MIS-02). */
export function tinyGroup(faction: FactionId): BattleGroup[] {
  const leader = { 'scrap-raiders': 'warboss', 'iron-covenant': 'psyker', 'mutant-brood': 'brood-mother' }[
    faction
  ];
  return [{ name: `${faction} detachment`, units: [{ profile: leader }] }];
}

/** A setup of `count` players with the bundled forces of the given size and mission. */
export function setupFor(
  count: number,
  mission: WastelandSetup['mission'],
  size: GameSize = 'small',
  extra: Partial<WastelandSetup> = {},
): WastelandSetup {
  const withDefender = mission !== 'random' && [1, 2, 6, 7, 9].includes(mission) && count > 2;
  return {
    players: IDS.slice(0, count).map((id, i) => ({
      id,
      battleGroups:
        withDefender && i < count - 1
          ? tinyGroup(FACTION_ORDER[i] as FactionId)
          : force(FACTION_ORDER[i] as FactionId, size),
    })),
    gameSize: size,
    mission,
    ...extra,
  };
}

/**
 * A medium 2-player Hold at all costs of 4 rounds, the Iron Covenant (a Battle Psyker) against the Mutant Brood
 * (a Brood Mother): the small forces field no Caster against another's, and seed 1 of this game reaches a
 * nullify window.
 */
export function casterDuelSetup(): WastelandSetup {
  return {
    players: [
      { id: 'red', battleGroups: force('iron-covenant', 'medium') },
      { id: 'blue', battleGroups: force('mutant-brood', 'medium') },
    ],
    gameSize: 'medium',
    mission: 7,
    maxRounds: 4,
  };
}

/** A layout with an occupiable house, multi-level ruins, woods, a hill and a minefield (WT-TERR, WT-BLD). */
export const ADVANCED_TERRAIN = advancedTerrain();

/** A setup with every advanced rule on: advantages, a random battlefield condition, firing positions, buildings. */
export function advancedSetup(
  count: number,
  mission: WastelandSetup['mission'],
  maxRounds = 4,
): WastelandSetup {
  return setupFor(count, mission, 'small', {
    maxRounds,
    terrain: ADVANCED_TERRAIN,
    advanced: {
      advantages: true,
      battlefieldConditions: 'random',
      firingPositions: true,
      occupyBuildings: true,
    },
  });
}

/** Red's last unit passes, ending the round. */
export const pass = { type: 'activate-unit' as const, player: 'red', unit: 'x', actions: [] };
/** The default table. */
export const table = { width: 72, depth: 48 };

/** A position where red's last unit passes so the round ends (round 8 is the last). */
export function roundEnd(
  mission: MissionId,
  units: UnitSpec[],
  options: {
    round?: number;
    missionState?: Partial<MissionState>;
    terrain?: PositionSpec['terrain'];
    dice?: number[];
    passerMarkers?: number;
  } = {},
): Game {
  const state = aPosition({
    mission,
    round: options.round ?? 1,
    terrain: options.terrain ?? [],
    units: [
      {
        id: 'x',
        player: 'red',
        profile: 'trooper',
        at: [{ x: 70, y: 2 }],
        markers: options.passerMarkers ?? 0,
      },
      ...units.map((u) => ({ ...u, extra: { activated: true, ...u.extra } })),
    ],
  });
  return gameOf(
    { ...state, mission: { ...state.mission, ...options.missionState } },
    options.dice ?? [5, 6, 7, 8],
  );
}

/** A one-profile unit. */
export const troops = (
  id: string,
  player: string,
  at: { x: number; y: number }[],
  profile = 'trooper',
): UnitSpec => ({ id, player, profile, at });

/** The outcome after red passes. */
export const outcome = (game: Game) => play(game, pass).state.outcome;
