import * as z from 'zod';
import type { WastelandState } from '../state';
import { GAME_SIZES } from './battle-group';
import { SpecialRuleSchema } from './special-rules';
import {
  type Assignable,
  CountSchema,
  type DeepReadonly,
  IdSchema,
  IntSchema,
  type KeyShape,
  PlayerSchema,
  PointSchema,
} from './state-common';
import {
  ActivationSchema,
  AdvancedSettingsSchema,
  AdvantageSchema,
  BuildingStateSchema,
  ChargeSchema,
  ConditionSchema,
  DisadvantageSchema,
  DisplacedSchema,
  FightKillSchema,
  LossSchema,
  MisfireSchema,
  MoraleProgressSchema,
  PendingCastSchema,
  RecoveryProgressSchema,
  SetupChoiceSchema,
  StageSchema,
  StateWeaponSchema,
} from './state-progress';
import { UnitProfileSchema } from './unit-profile';

/**
 * A profile as kept in state: already parsed, so weapons and rules are objects (not shorthand) and the fields
 * the profile schema would default are present.
 */
const StateProfileSchema = UnitProfileSchema.extend({
  models: z
    .strictObject({ min: z.number().int().min(1).max(50), max: z.number().int().min(1).max(50) })
    .refine((m) => m.min <= m.max, { error: 'min must not exceed max' }),
  weapons: z.array(StateWeaponSchema).max(10),
  rules: z.array(SpecialRuleSchema).max(20),
  base: z.number().min(0.2).max(12),
  height: z.number().min(0.1).max(20),
});

const TerrainAreaSchema = z.strictObject({
  id: IdSchema,
  name: z.string(),
  polygon: z.strictObject({ points: z.array(PointSchema) }),
  height: z.number().min(0),
  difficult: z.boolean(),
  dangerous: CountSchema,
  impassible: z.boolean(),
  concealment: z.boolean(),
  cover: z.boolean(),
  blocksVisibility: z.boolean(),
  building: z.boolean(),
  wreck: z.boolean(),
  elevation: z.number().min(0).exactOptional(),
  levels: z.array(z.number().min(0)).exactOptional(),
  ruins: z.boolean().exactOptional(),
  buildingClass: z.enum(['light', 'heavy']).exactOptional(),
  capacity: CountSchema.exactOptional(),
  surveyed: z.boolean().exactOptional(),
});

const ZoneSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rect'), x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
  z.strictObject({ kind: z.literal('circle'), x: z.number(), y: z.number(), r: z.number().min(0) }),
]);

const ModelStateSchema = z.strictObject({
  id: IdSchema,
  x: z.number(),
  y: z.number(),
  facing: z.number(),
  wounds: CountSchema,
  alive: z.boolean(),
  elevation: z.number().min(0).exactOptional(),
});

const UnitStateSchema = z.strictObject({
  id: IdSchema,
  player: PlayerSchema,
  battleGroup: CountSchema,
  name: z.string(),
  profile: IdSchema,
  cost: CountSchema,
  startModels: CountSchema,
  models: z.array(ModelStateSchema),
  status: z.enum(['undeployed', 'ambush', 'on-table', 'embarked', 'destroyed', 'evacuated']),
  markers: CountSchema,
  ambush: z.boolean(),
  embarkedIn: IdSchema.exactOptional(),
  activated: z.boolean(),
  defending: z.boolean(),
  moved: z.boolean(),
  failedLife: z.boolean(),
  markedSinceCheck: z.boolean(),
  slowUsed: z.array(z.string()),
  casts: CountSchema.exactOptional(),
  nullifies: CountSchema.exactOptional(),
  blessing: z.enum(['ready', 'active']).exactOptional(),
  commandsUsed: CountSchema.exactOptional(),
  commandsReceived: z.array(z.string()).exactOptional(),
  pushForward: z.number().min(0).exactOptional(),
  seized: z.boolean().exactOptional(),
  assaultFired: z.boolean().exactOptional(),
  toughFocus: IdSchema.exactOptional(),
  lastHitBy: PlayerSchema.exactOptional(),
  destroyedBy: PlayerSchema.exactOptional(),
  lowAmmo: CountSchema.exactOptional(),
  leadershipZeroed: z.boolean().exactOptional(),
  strikeHarder: CountSchema.exactOptional(),
  scouting: z.boolean().exactOptional(),
  disembarked: IdSchema.exactOptional(),
  moveActions: CountSchema.exactOptional(),
});

const SideStateSchema = z.strictObject({
  player: PlayerSchema,
  role: z.enum(['attacker', 'defender', 'none']),
  zone: ZoneSchema,
  // WT-MIS-27: Total annihilation subtracts the cost of own units lost, so a score may be negative.
  score: IntSchema,
  evacuated: CountSchema,
  advantage: AdvantageSchema.exactOptional(),
  disadvantages: z.array(DisadvantageSchema).exactOptional(),
  airSupportRound: CountSchema.exactOptional(),
});

const MissionStateSchema = z.strictObject({
  id: z.literal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).nullable(),
  markers: z.array(z.strictObject({ id: IdSchema, x: z.number(), y: z.number() })),
  key: z.strictObject({ x: z.number(), y: z.number(), carrier: IdSchema.exactOptional() }).exactOptional(),
  area: IdSchema.exactOptional(),
  streaks: z.array(z.strictObject({ player: PlayerSchema, rounds: CountSchema })).exactOptional(),
  facilityDestroyed: z.boolean(),
  agreed: z.strictObject({
    area: IdSchema.exactOptional(),
    markers: z.array(PointSchema).exactOptional(),
    counters: z.array(PointSchema).exactOptional(),
  }),
});

/**
 * The whole Wasteland Tactics game state, as a load checks it: every field typed (counts whole and not
 * negative, coordinates finite), fixed shapes strict, every stage and in-progress step known.
 */
export const WastelandStateSchema = z
  .strictObject({
    table: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }),
    players: z.array(PlayerSchema),
    defender: PlayerSchema,
    settings: z.strictObject({
      gameSize: z.enum(GAME_SIZES),
      maxRounds: CountSchema,
      deploySeparation: z.number().min(0),
      contactTolerance: z.number().min(0),
      randomMission: z.boolean(),
      advanced: AdvancedSettingsSchema.exactOptional(),
    }),
    terrain: z.array(TerrainAreaSchema),
    profiles: z.record(z.string(), StateProfileSchema),
    sides: z.array(SideStateSchema),
    units: z.array(UnitStateSchema),
    mission: MissionStateSchema,
    round: CountSchema,
    phase: z.enum(['setup', 'deployment', 'round-start', 'initiative', 'activation', 'morale']),
    deployOrder: z.array(PlayerSchema),
    initiative: z.array(PlayerSchema),
    turn: CountSchema,
    activation: ActivationSchema.exactOptional(),
    charge: ChargeSchema.exactOptional(),
    cast: PendingCastSchema.exactOptional(),
    losses: z.array(LossSchema),
    morale: MoraleProgressSchema.exactOptional(),
    fightKills: z.array(FightKillSchema),
    started: z.boolean().exactOptional(),
    condition: ConditionSchema.exactOptional(),
    buildings: z.array(BuildingStateSchema).exactOptional(),
    setupChoices: z.array(SetupChoiceSchema).exactOptional(),
    misfires: z.array(MisfireSchema).exactOptional(),
    displaced: z.array(DisplacedSchema).exactOptional(),
    recovery: RecoveryProgressSchema.exactOptional(),
    arrival: z
      .strictObject({ player: PlayerSchema, unit: IdSchema, distance: z.number().min(0) })
      .exactOptional(),
    stage: StageSchema,
    result: z
      .strictObject({
        winners: z.array(PlayerSchema),
        reason: z.string(),
        scores: z.record(z.string(), IntSchema).exactOptional(),
      })
      .exactOptional(),
  })
  .superRefine((state, ctx) => {
    // References the engine follows without checking: refuse them here rather than throw in a later command.
    state.sides.forEach((side, i) => {
      if (side.player !== state.players[i])
        ctx.addIssue({
          code: 'custom',
          path: ['sides', i, 'player'],
          message: `must be '${state.players[i]}'`,
        });
    });
    if (state.sides.length !== state.players.length)
      ctx.addIssue({ code: 'custom', path: ['sides'], message: 'must have one side per player' });
    state.units.forEach((unit, i) => {
      if (!state.players.includes(unit.player))
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'player'],
          message: `'${unit.player}' is not a player`,
        });
      if (!Object.hasOwn(state.profiles, unit.profile))
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'profile'],
          message: `'${unit.profile}' is not in profiles`,
        });
    });
    const stage = state.stage;
    if ('player' in stage && !state.players.includes(stage.player))
      ctx.addIssue({
        code: 'custom',
        path: ['stage', 'player'],
        message: `'${stage.player}' is not a player`,
      });
  });

// Drift check (tsc fails on any difference): the schema's output and `WastelandState` accept each other's values,
// optional keys included (compared with every key made required).
type Output = z.output<typeof WastelandStateSchema>;
/** Compile-time only: the schema's output is a `WastelandState`. */
export type _OutputIsState = Assignable<Output, WastelandState>;
/** Compile-time only: a `WastelandState` is what the schema outputs. */
export type _StateIsOutput = Assignable<WastelandState, DeepReadonly<Output>>;
/** Compile-time only: the schema has no key `WastelandState` lacks, optional ones included. */
export type _SameKeys = Assignable<KeyShape<Output>, KeyShape<WastelandState>>;
/** Compile-time only: `WastelandState` has no key the schema lacks, optional ones included. */
export type _SameKeysBack = Assignable<KeyShape<WastelandState>, KeyShape<Output>>;
