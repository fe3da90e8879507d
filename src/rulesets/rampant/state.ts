import type { Draft } from 'immer';
import { CountSchema, IdSchema, IntSchema, PlayerSchema } from 'sandtable/kit';
import * as z from 'zod';
import { ScenarioSchema } from './data/tables';
import { CLASS_KEYS, OPTIONS, ParamsSchema } from './params';
import type { RmpStep } from './rules/steps';

/** One model: where it stands. */
export const ModelSchema = z.strictObject({
  /** `${unit}.m${n}`; `m1` carries the Commander in the Commander's unit (RMP-DEF-18). */
  id: IdSchema,
  x: z.number(),
  y: z.number(),
  alive: z.boolean(),
});
/** A model. */
export type ModelState = z.output<typeof ModelSchema>;

/** Where a unit is: `destroyed` (0 SP) and `routed` are both removed from play (RMP-DEF-13). */
export const UNIT_STATUSES = ['undeployed', 'table', 'embarked', 'destroyed', 'routed'] as const;

/** One unit and its state in play. */
export const UnitSchema = z.strictObject({
  /** `${player}.u${n}`. */
  id: IdSchema,
  player: PlayerSchema,
  class: z.enum(CLASS_KEYS),
  name: z.string().min(1),
  options: z.array(z.enum(OPTIONS)),
  /** RMP-DEF-18: carries the Commander. */
  commander: z.boolean(),
  /** The points it cost, with options (RMP-DEF-19). */
  points: IntSchema,
  models: z.array(ModelSchema),
  /** Degrees (vehicles and big creatures face their last move). */
  facing: z.number(),
  /** RMP-DEF-06: Strength Points now and at the start. */
  sp: CountSchema,
  startSp: z.number().int().min(1),
  status: z.enum(UNIT_STATUSES),
  /** RMP-SUP: a Suppressed marker. */
  suppressed: z.boolean(),
  /** RMP-DEF-17: the transport it rides in. */
  transport: IdSchema.optional(),
  /** RMP-DEF-09: Gone to Ground: cannot be ordered in its owner's next activation phase. */
  goneToGround: z.boolean(),
  /** The turn of its last reaction (RMP-DEF-09: one a turn). */
  reactedTurn: IntSchema.optional(),
  /** How many reactions it made in `reactedTurn` (RMP-DEF-09: `reactions.perUnitPerTurn`). */
  reactionsUsed: IntSchema.optional(),
  /** RMP-FF-04: the first enemy unit to target it this turn. */
  firstTargetedBy: IdSchema.optional(),
});
/** A unit. */
export type UnitState = z.output<typeof UnitSchema>;

const Ids = z.array(IdSchema);

/** What the game waits for: who decides what. */
export const StageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('roll-off'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('choose-zone'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('deploy'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('rally'), player: PlayerSchema, units: Ids }),
  z.strictObject({ kind: z.literal('wild-charge'), player: PlayerSchema, units: Ids }),
  z.strictObject({ kind: z.literal('order'), player: PlayerSchema }),
  z.strictObject({
    kind: z.literal('reaction'),
    player: PlayerSchema,
    unit: IdSchema,
    against: IdSchema,
    options: z.array(z.enum(['firefight', 'go-to-ground', 'counter-charge', 'none'])),
  }),
  z.strictObject({
    kind: z.literal('remove-models'),
    player: PlayerSchema,
    unit: IdSchema,
    count: CountSchema,
  }),
  z.strictObject({
    kind: z.literal('retreat'),
    player: PlayerSchema,
    unit: IdSchema,
    cover: z.array(z.string()),
  }),
  z.strictObject({ kind: z.literal('place-passengers'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({ kind: z.literal('game-over') }),
]);
/** A stage. */
export type Stage = z.output<typeof StageSchema>;

/** A side: its zone and what it has lost (RMP-DEF-13). */
export const SideSchema = z.strictObject({
  player: PlayerSchema,
  /** RMP-DEF-02: `south` deploys along y = 0, `north` along y = depth. */
  zone: z.enum(['south', 'north']).optional(),
  /** Points of its units removed from play (RMP-CRG-06/11). */
  pointsLost: CountSchema,
  startPoints: CountSchema,
  /** RMP-CRG-06: half its points are gone (the test was taken; −1 from then on, RMP-CRG-11). */
  halfLost: z.boolean(),
  /** RMP-CRG-04: its only remaining unit has tested. */
  lastUnitTested: z.boolean(),
  /** RMP-CRG-05: its Commander is lost. */
  commanderLost: z.boolean(),
});
/** A side. */
export type SideState = z.output<typeof SideSchema>;

/** RMP-PHS-01: the activation phase in progress. */
export const ActivationSchema = z.strictObject({
  player: PlayerSchema,
  step: z.enum(['rally', 'wild', 'orders']),
  /** RMP-DEF-04: units that have tried to activate (or Rallied, or made a Wild Charge). */
  tried: Ids,
  /** RMP-DEF-11: units that took their Wild Charge test this phase. */
  wildTested: Ids,
  /** RMP-PHS-02 / RMP-SUP-01: the units Suppressed when the phase began (only they Rally in it; absent: all). */
  rally: Ids.optional(),
  /** 0: the turn's first phase, 1: the second (RMP-DEF-03). */
  index: z.union([z.literal(0), z.literal(1)]),
  /** RMP-DEF-04: a free action failed with `activation.freeActionFailureEndsPhase` set. */
  freeFailed: z.boolean(),
});

/** RMP-DEF-20: the result. */
export const ResultSchema = z.strictObject({
  winners: z.array(PlayerSchema),
  reason: z.string(),
  scores: z.record(PlayerSchema, z.number()),
});

/** The whole state of a game of Rampant-style sci-fi. */
export const RmpStateSchema = z.strictObject({
  params: ParamsSchema,
  scenario: ScenarioSchema,
  players: z.array(PlayerSchema).length(2),
  sides: z.array(SideSchema).length(2),
  units: z.array(UnitSchema),
  turn: IntSchema,
  phase: z.enum(['setup', 'deploy', 'turn', 'over']),
  /** RMP-DEF-02: the roll-off winner (the first player, RMP-DEF-03). */
  first: PlayerSchema.optional(),
  /** RMP-DEF-03: who acts first this turn. */
  initiative: PlayerSchema.optional(),
  activation: ActivationSchema.optional(),
  stage: StageSchema,
  queue: z.array(z.custom<RmpStep>((v) => typeof v === 'object' && v !== null && 'kind' in v)),
  result: ResultSchema.optional(),
});
/** The state. */
export type RmpState = z.output<typeof RmpStateSchema>;
/** The state as immer drafts it. */
export type RmpDraft = Draft<RmpState>;
