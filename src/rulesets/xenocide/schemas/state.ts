import * as z from 'zod';
import type { XenocideState } from '../state';
import { AssaultStateSchema, BuildingStateSchema, CloseAssaultGroupSchema } from './state-assault';
import {
  type Assignable,
  CountSchema,
  type DeepReadonly,
  IdSchema,
  type KeyShape,
  PlayerSchema,
  PolygonSchema,
  secretChoicesSchema,
  Vec2Schema,
} from './state-common';
import {
  AttackInProgressSchema,
  BuildingFireInProgressSchema,
  MoveSnapshotSchema,
  SuppressionCheckSchema,
  SuppressionTallySchema,
} from './state-shooting';
import { CoverKindSchema, MovementEffectSchema } from './terrain';
import { type ModelProfile, ModelProfileSchema } from './unit-list';

/**
 * A profile as kept in state: every field the profile schema would default must be present (a state is
 * stored already parsed, and the engine reads it as it is), then the profile schema checks the rest.
 */
const ProfileDefaultsPresent = z.discriminatedUnion('kind', [
  z.looseObject({ kind: z.literal('standard'), weapons: z.array(z.unknown()) }),
  z.looseObject({ kind: z.literal('titan'), systems: z.array(z.unknown()), options: z.array(z.unknown()) }),
]);
const StateProfileSchema = ProfileDefaultsPresent.pipe(
  ModelProfileSchema as unknown as z.ZodType<ModelProfile, z.output<typeof ProfileDefaultsPresent>>,
);

const TerrainFeatureSchema = z.strictObject({
  id: IdSchema,
  kind: z.string().min(1),
  name: z.string(),
  polygon: PolygonSchema,
  height: z.number().min(0),
  obscures: z.boolean(),
  cover: CoverKindSchema,
  movement: z.strictObject({
    Infantry: MovementEffectSchema,
    Walker: MovementEffectSchema,
    Wheeled: MovementEffectSchema,
    Tracked: MovementEffectSchema,
  }),
  road: z.boolean(),
  water: z.boolean(),
  intrinsicallyDangerous: z.boolean(),
  solid: z.boolean(),
});

const ModelStateSchema = z.strictObject({
  id: IdSchema,
  profile: IdSchema,
  x: z.number(),
  y: z.number(),
  facing: z.number(),
  radius: z.number().positive(),
  removed: z.boolean(),
  embarkedIn: IdSchema.exactOptional(),
  titan: z
    .strictObject({
      core: CountSchema,
      power: CountSchema,
      layers: CountSchema,
      boostThisTurn: CountSchema,
      damagedSystems: z.array(z.string().min(1)).exactOptional(),
    })
    .exactOptional(),
});

const OrderSchema = z.enum(['fire-and-move', 'move-and-fire', 'assault']);

const UnitStateSchema = z.strictObject({
  id: IdSchema,
  player: PlayerSchema,
  company: IdSchema,
  name: z.string(),
  value: CountSchema,
  startModels: CountSchema,
  models: z.array(ModelStateSchema),
  status: z.enum(['undeployed', 'reserve', 'on-table', 'off-board', 'eliminated']),
  order: OrderSchema.exactOptional(),
  suppression: CountSchema,
  dugIn: z.boolean(),
  overwatch: z.boolean(),
  high: z.boolean(),
  returnTurn: CountSchema.exactOptional(),
  coordinatedWith: IdSchema.exactOptional(),
  activity: z.strictObject({
    moved: z.boolean(),
    distance: z.number().min(0),
    shot: z.boolean(),
    rallied: z.boolean(),
    suppressedMoveBought: z.boolean(),
    transportLocked: z.boolean(),
    firedWeapons: z.array(z.string()).exactOptional(),
    insteadOfShooting: z.enum(['dig-in', 'overwatch']).exactOptional(),
    assaulted: z.boolean().exactOptional(),
    overrun: z.enum(['completed', 'failed']).exactOptional(),
    stoppedByBuilding: z.boolean().exactOptional(),
    poppedUp: z.boolean().exactOptional(),
  }),
});

const CompanyStateSchema = z.strictObject({
  id: IdSchema,
  player: PlayerSchema,
  name: z.string(),
  units: z.array(IdSchema),
  value: CountSchema,
  activated: z.boolean(),
  reserve: z.boolean(),
});

const EdgeSchema = z.enum(['south', 'north']);

const SideStateSchema = z.strictObject({
  player: PlayerSchema,
  armyName: z.string(),
  value: CountSchema,
  edge: EdgeSchema.exactOptional(),
  cp: CountSchema,
  lostVp: CountSchema,
  score: CountSchema,
  role: z.enum(['attacker', 'defender']).exactOptional(),
  activationOrder: z.array(IdSchema),
  lostInitiative: z.boolean(),
});

const ObjectiveSchema = z.strictObject({
  id: IdSchema,
  owner: PlayerSchema,
  x: z.number(),
  y: z.number(),
  real: z.boolean().exactOptional(),
  revealed: z.boolean(),
  removed: z.boolean(),
});

const ActivationStageSchema = z.strictObject({
  kind: z.literal('activation'),
  player: PlayerSchema,
  company: IdSchema,
  phase: z.enum(['first-movement', 'shooting', 'second-movement', 'close-assault', 'morale']),
  units: z.array(IdSchema),
  tally: z.array(SuppressionTallySchema).exactOptional(),
  overwatchPaid: z.boolean().exactOptional(),
  attack: z.union([BuildingFireInProgressSchema, AttackInProgressSchema]).exactOptional(),
  suppression: z
    .strictObject({
      queue: z.array(IdSchema),
      waiting: SuppressionCheckSchema.exactOptional(),
      bombing: z.boolean().exactOptional(),
    })
    .exactOptional(),
  bombing: z
    .strictObject({
      flyer: IdSchema,
      targets: z.array(IdSchema),
      bombed: z.array(IdSchema),
      tally: z.array(SuppressionTallySchema),
      snapshots: z.array(MoveSnapshotSchema),
    })
    .exactOptional(),
  overwatch: z
    .strictObject({
      mover: IdSchema,
      player: PlayerSchema,
      snapshots: z.array(MoveSnapshotSchema),
      units: z.array(IdSchema),
    })
    .exactOptional(),
  moves: z
    .array(z.strictObject({ unit: IdSchema, displacement: Vec2Schema, disembarked: z.array(IdSchema) }))
    .exactOptional(),
  assaults: z
    .strictObject({
      groups: z.array(CloseAssaultGroupSchema),
      ordering: z.boolean(),
      declaring: z.boolean().exactOptional(),
      started: CountSchema,
      current: AssaultStateSchema.exactOptional(),
    })
    .exactOptional(),
  overrun: z
    .strictObject({
      assault: AssaultStateSchema,
      rest: z.array(z.strictObject({ model: IdSchema, path: z.array(Vec2Schema) })),
      from: z.array(z.strictObject({ model: IdSchema, at: Vec2Schema })),
      length: z.number().min(0),
    })
    .exactOptional(),
});

const withPlayer = <K extends string>(kind: K) =>
  z.strictObject({ kind: z.literal(kind), player: PlayerSchema });

const StageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll-table') }),
  z.strictObject({ kind: z.literal('roll-scenario') }),
  z.strictObject({ kind: z.literal('roll-off'), purpose: z.enum(['table-sides', 'objectives', 'roles']) }),
  withPlayer('choose-edge'),
  withPlayer('choose-role'),
  withPlayer('place-objective'),
  z.strictObject({ kind: z.literal('choose-command-center'), choices: secretChoicesSchema(IdSchema) }),
  withPlayer('deploy'),
  z.strictObject({
    kind: z.literal('plan-turn'),
    plans: secretChoicesSchema(z.strictObject({ order: z.array(IdSchema), initiativeCp: CountSchema })),
  }),
  withPlayer('choose-initiative'),
  withPlayer('activate'),
  ActivationStageSchema,
  z.strictObject({
    kind: z.literal('break-test'),
    tester: PlayerSchema,
    queue: z.array(PlayerSchema),
    equalLosses: z.boolean(),
    results: z.array(z.strictObject({ player: PlayerSchema, passed: z.boolean() })),
    commits: secretChoicesSchema(CountSchema),
  }),
  z.strictObject({ kind: z.literal('game-over') }),
]);

/**
 * The whole Xenocide game state, as a load checks it: every field typed (counts whole and not negative,
 * coordinates finite), fixed shapes strict, every stage and in-progress step known.
 */
export const XenocideStateSchema = z
  .strictObject({
    table: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }),
    players: z.tuple([PlayerSchema, PlayerSchema]),
    scenario: z.enum(['attrition', 'seize-ground', 'invasion', 'command-centers', 'random']),
    cpPerTurn: CountSchema,
    suppressionModifier: z.record(PlayerSchema, z.number().int().min(-3).max(3)).exactOptional(),
    maxTurns: CountSchema.exactOptional(),
    terrainSetBy: PlayerSchema.exactOptional(),
    terrain: z.array(TerrainFeatureSchema),
    buildings: z.array(BuildingStateSchema).exactOptional(),
    layouts: z
      .array(
        z.strictObject({
          name: z.string().max(80),
          terrain: z.array(TerrainFeatureSchema),
          buildings: z.array(BuildingStateSchema).exactOptional(),
        }),
      )
      .min(1)
      .exactOptional(),
    profiles: z.record(z.string(), StateProfileSchema),
    sides: z.tuple([SideStateSchema, SideStateSchema]),
    companies: z.array(CompanyStateSchema),
    units: z.array(UnitStateSchema),
    objectives: z.array(ObjectiveSchema),
    turn: CountSchema,
    nextToActivate: PlayerSchema.exactOptional(),
    rollOffWinner: PlayerSchema.exactOptional(),
    firstDeployer: PlayerSchema.exactOptional(),
    stage: StageSchema,
    result: z.strictObject({ winner: PlayerSchema.exactOptional(), reason: z.string() }).exactOptional(),
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
    state.units.forEach((unit, i) => {
      if (!state.players.includes(unit.player))
        ctx.addIssue({
          code: 'custom',
          path: ['units', i, 'player'],
          message: `'${unit.player}' is not a player`,
        });
      unit.models.forEach((model, j) => {
        if (!Object.hasOwn(state.profiles, model.profile))
          ctx.addIssue({
            code: 'custom',
            path: ['units', i, 'models', j, 'profile'],
            message: `'${model.profile}' is not in profiles`,
          });
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

// Drift check (tsc fails on any difference): the schema's output and `XenocideState` accept each other's values,
// optional keys included (compared with every key made required).
type Output = z.output<typeof XenocideStateSchema>;
/** Compile-time only: the schema's output is a `XenocideState`. */
export type _OutputIsState = Assignable<Output, XenocideState>;
/** Compile-time only: a `XenocideState` is what the schema outputs. */
export type _StateIsOutput = Assignable<XenocideState, DeepReadonly<Output>>;
/** Compile-time only: the schema has no key `XenocideState` lacks, optional ones included. */
export type _SameKeys = Assignable<KeyShape<Output>, KeyShape<XenocideState>>;
/** Compile-time only: `XenocideState` has no key the schema lacks, optional ones included. */
export type _SameKeysBack = Assignable<KeyShape<XenocideState>, KeyShape<Output>>;
