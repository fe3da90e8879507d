import type { Draft } from 'immer';
import { CountSchema, IdSchema, IntSchema, PlayerSchema, Vec2Schema } from 'sandtable/kit';
import * as z from 'zod';
import { ParamsSchema, ProfileSchema, WeaponSchema } from './params';
import type { SqStep } from './rules/steps';
import { ScenarioSchema } from './schemas/scenario';

/** One model: where it stands and what it carries (SQ-DEF-05: one weapon per infantry model). */
export const ModelSchema = z.strictObject({
  /** `${unit}.m${n}`. */
  id: IdSchema,
  x: z.number(),
  y: z.number(),
  /** Degrees, as the core's `bearing` (vehicles: the hull's facing, SQ-DEF-17). */
  facing: z.number(),
  alive: z.boolean(),
  /** The model's weapon keys (infantry: one; a vehicle: all of its weapons). */
  weapons: z.array(z.string().min(1)),
});
/** A model. */
export type ModelState = z.output<typeof ModelSchema>;

/** Where a unit is. */
export const UNIT_STATUSES = ['undeployed', 'table', 'embarked', 'destroyed', 'removed'] as const;

/** SQ-FM-08 / SQ-DEF-22: a fire-mission chain a caller may sustain. */
export const SustainedSchema = z.strictObject({
  point: Vec2Schema,
  weight: z.enum(['light', 'medium', 'heavy']),
  rounds: z.number().int().min(1),
  /** The turn of the last call: the chain holds only into the caller's next activation. */
  turn: IntSchema,
});

/** One unit and its state in play. */
export const UnitSchema = z.strictObject({
  /** `${player}.u${n}`. */
  id: IdSchema,
  player: PlayerSchema,
  /** The profile's key. */
  profile: IdSchema,
  name: z.string().min(1),
  kind: z.enum(['infantry', 'vehicle']),
  models: z.array(ModelSchema),
  startModels: z.number().int().min(1),
  status: z.enum(UNIT_STATUSES),
  /** SQ-DEF-11: Pinned. */
  pinned: z.boolean(),
  /** SQ-DEF-06: Broken (always Pinned too). */
  broken: z.boolean(),
  /** SQ-DEF-14: an Overwatch marker. */
  overwatch: z.boolean(),
  /** SQ-DEF-03: has activated this turn. */
  activated: z.boolean(),
  /** SQ-DEF-19: the enemy units it is locked in CQB with. */
  engaged: z.array(IdSchema),
  /** SQ-DEF-16: the transport it rides in. */
  transport: IdSchema.optional(),
  /** SQ-DEF-03 / SQ-SHT-06 / SQ-VEH-01…03: inches moved in its last activation. */
  lastMove: z.number().min(0),
  /** Moved in this turn (SQ-FM-03, SQ-DEF-22). */
  movedThisTurn: z.boolean(),
  /** Called a fire mission this turn: may not move (SQ-FM-03). */
  calledThisTurn: z.boolean(),
  /** SQ-DEF-18: Immobilised results taken. */
  immobilised: CountSchema,
  /** SQ-SPC-17: passed a Terrifying test. */
  terrifyingPassed: z.boolean(),
  /** SQ-WPN-01: model ids whose once-per-turn weapon fired this turn (`model:weapon`). */
  usedOnce: z.array(z.string()),
  /** SQ-DEF-15: smoke clouds placed (for `smoke.usesPerGame`). */
  smokeUsed: CountSchema,
  /** SQ-FM-08: the fire-mission chain it may sustain. */
  sustained: SustainedSchema.optional(),
  /** SQ-DEF-26: a Recon unit's free move is spent or refused. */
  reconDone: z.boolean(),
});
/** A unit. */
export type UnitState = z.output<typeof UnitSchema>;

/** SQ-DEF-15: a smoke cloud. */
export const SmokeSchema = z.strictObject({
  x: z.number(),
  y: z.number(),
  radius: z.number().positive(),
  /** The turn it was placed. */
  turn: IntSchema,
  by: IdSchema,
});

/** What the game waits for: who decides what. */
export const StageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll-off'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('choose-zone'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('deploy'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('recon'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('activate'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('action'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({ kind: z.literal('casualties'), player: PlayerSchema, unit: IdSchema, count: CountSchema }),
  z.strictObject({
    kind: z.literal('overwatch'),
    player: PlayerSchema,
    target: IdSchema,
    shooters: z.array(IdSchema),
  }),
  z.strictObject({ kind: z.literal('consolidate'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({
    kind: z.literal('split-attacks'),
    player: PlayerSchema,
    unit: IdSchema,
    among: z.array(IdSchema),
    attacks: CountSchema,
  }),
  z.strictObject({ kind: z.literal('mark-target'), player: PlayerSchema, unit: IdSchema, asset: z.string() }),
  z.strictObject({ kind: z.literal('choose-strike'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({
    kind: z.literal('assign-shots'),
    player: PlayerSchema,
    unit: IdSchema,
    shots: CountSchema,
    among: z.array(IdSchema),
  }),
  z.strictObject({
    kind: z.literal('spread-hits'),
    player: PlayerSchema,
    hits: CountSchema,
    among: z.array(IdSchema),
  }),
  z.strictObject({ kind: z.literal('game-over') }),
]);
/** A stage. */
export type Stage = z.output<typeof StageSchema>;

/** The side state: where it deploys and what it has lost. */
export const SideSchema = z.strictObject({
  player: PlayerSchema,
  /** SQ-DEF-02: `south` deploys along y = 0, `north` along y = depth. */
  zone: z.enum(['south', 'north']).optional(),
});

/** SQ-DEF-28: the result. */
export const ResultSchema = z.strictObject({
  winners: z.array(PlayerSchema),
  reason: z.string(),
  scores: z.record(PlayerSchema, z.number()),
});

/** The whole state of a game of Squad pinning & CQB. */
export const SqStateSchema = z.strictObject({
  params: ParamsSchema,
  /** SQ-DEF-08 / SQ-DEF-29: the weapon and profile tables in force (defaults merged with the setup's). */
  weapons: z.record(z.string(), WeaponSchema),
  profiles: z.record(z.string(), ProfileSchema),
  scenario: ScenarioSchema,
  players: z.array(PlayerSchema).length(2),
  sides: z.array(SideSchema).length(2),
  units: z.array(UnitSchema),
  smoke: z.array(SmokeSchema),
  turn: IntSchema,
  phase: z.enum(['setup', 'deploy', 'recon', 'turn', 'over']),
  /** SQ-DEF-02: who won the roll-off and deploys first. */
  first: PlayerSchema.optional(),
  /** SQ-DEF-03: who activates first this turn, and whose turn it is to activate. */
  initiative: PlayerSchema.optional(),
  active: PlayerSchema.optional(),
  /** The unit acting now and how many actions it has left (SQ-DEF-04). */
  acting: z.strictObject({ unit: IdSchema, actionsLeft: CountSchema, done: z.array(z.string()) }).optional(),
  stage: StageSchema,
  queue: z.array(z.custom<SqStep>((v) => typeof v === 'object' && v !== null && 'kind' in v)),
  result: ResultSchema.optional(),
});
/** The state. */
export type SqState = z.output<typeof SqStateSchema>;
/** The state as immer drafts it. */
export type SqDraft = Draft<SqState>;
