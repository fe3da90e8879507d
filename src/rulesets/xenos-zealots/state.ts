import type { Draft } from 'immer';
import { CountSchema, IdSchema, IntSchema, PlayerSchema, Vec2Schema } from 'sandtable/kit';
import * as z from 'zod';
import { ForceSchema } from './schemas/force';
import { ScenarioSchema } from './schemas/scenario';
import { BODY_KINDS } from './schemas/unit-stats';

/** XZ-ORD-02: the six order counters. */
export const ORDER_KINDS = [
  'advance',
  'charge',
  'double-time',
  'evade',
  'fire-support',
  'infiltrate',
] as const;
/** An order counter. */
export type OrderKind = (typeof ORDER_KINDS)[number];

/** XZ-ORD-02: the actions an order counter is made of. */
export const ACTION_KINDS = ['move', 'shoot', 'assault', 'ready'] as const;
/** An action. */
export type ActionKind = (typeof ACTION_KINDS)[number];

/** XZ-ORD-01 / XZ-ORD-02: each counter's first (Primary) and second (Secondary) action. */
export const ORDER_ACTIONS: Readonly<Record<OrderKind, readonly [ActionKind, ActionKind]>> = {
  advance: ['move', 'shoot'],
  charge: ['move', 'assault'],
  'double-time': ['move', 'move'],
  evade: ['shoot', 'move'],
  'fire-support': ['ready', 'shoot'],
  infiltrate: ['ready', 'move'],
};

/** XZ-MOR-02: the four morale states, best first. */
export const MORALE_STATES = ['ok', 'suppressed', 'neutralized', 'routed'] as const;
/** A morale state. */
export type MoraleState = (typeof MORALE_STATES)[number];

/** XZ-DMG-09: how bad a morale state is (higher is worse). */
export function moraleRank(state: MoraleState): number {
  return MORALE_STATES.indexOf(state);
}

/** R38: a model's footprint. */
export const ShapeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('circle'), diameter: z.number().positive() }),
  z.strictObject({ kind: z.literal('rect'), length: z.number().positive(), width: z.number().positive() }),
]);

/** R11 / XZ-SMU-05: one weapon system of a large model and its attack points left. */
export const SystemSchema = z.strictObject({
  weapon: z.string().min(1),
  points: CountSchema,
  start: CountSchema,
});

/** One model on (or off) the table. */
export const ModelSchema = z.strictObject({
  /** `${unit}.m${n}`. */
  id: IdSchema,
  name: z.string().min(1),
  body: z.enum(BODY_KINDS),
  x: z.number(),
  y: z.number(),
  /** Degrees, as the core's `bearing`. */
  facing: z.number(),
  shape: ShapeSchema,
  height: z.number().positive(),
  /** XZ-STAT-04: wounds left (for a large model, structure points left, R11). */
  wounds: CountSchema,
  startWounds: z.number().int().min(1),
  alive: z.boolean(),
  /** XZ-DMG-04 / R10: the model-level suppressed flag. */
  suppressed: z.boolean(),
  /** The names of the card weapons it carries. */
  weapons: z.array(z.string().min(1)),
  /** R11: mobility points left and at the start (large models only). */
  mobility: z.strictObject({ left: CountSchema, start: CountSchema }).optional(),
  /** R11: weapon systems (large models only). */
  systems: z.array(SystemSchema).optional(),
  /** R27: the unit (card) this model came from when it is a character attached to another unit. */
  from: IdSchema.optional(),
});

/** R3: an off-table asset's progress. */
export const AssetSchema = z.strictObject({
  index: CountSchema,
  status: z.enum(['available', 'requested', 'arrived']),
  /** The turn of the last request (at most one a Command Phase). */
  requestedTurn: IntSchema.optional(),
  /** XZ-TURN-07: the 4 markers, in sight of both players. */
  markers: z.array(Vec2Schema).max(4),
  /** Which marker is the active one: its owner's secret until arrival. */
  active: z.strictObject({ owner: PlayerSchema, revealed: z.boolean(), value: CountSchema }).optional(),
});

/** One unit. */
export const UnitSchema = z.strictObject({
  /** `${player}.${cardId}`. */
  id: IdSchema,
  player: PlayerSchema,
  /** The unit card's id in its force (`state.cards`). */
  card: IdSchema,
  name: z.string().min(1),
  status: z.enum(['undeployed', 'reserve', 'on-table', 'attached', 'destroyed']),
  models: z.array(ModelSchema),
  /** XZ-UNIT-02: the unit leader's model id. */
  leader: IdSchema,
  /** R27: the leader before a character took over. */
  formerLeader: IdSchema.optional(),
  /** R10 / R35: models counted for morale at the start (artillery: crew only). */
  startModels: z.number().int().min(1),
  /** R25: the unit's starting wound/structure total. */
  startWounds: z.number().int().min(1),
  /** XZ-MOR-01 / XZ-MOR-02. */
  morale: z.enum(MORALE_STATES),
  /** XZ-TURN-05 / XZ-TURN-06 / R20: the face-down (then revealed) order counter. */
  order: z
    .strictObject({ owner: PlayerSchema, revealed: z.boolean(), value: z.enum(ORDER_KINDS) })
    .optional(),
  /** XZ-ORD-01: actions of its order taken (0, 1 after Primary, 2 after Secondary). */
  actions: z.number().int().min(0).max(2),
  /** R23: a Suppressed unit's one behaviour is due (set at the start of its owner's Primary Actions). */
  behaviourDue: z.boolean(),
  /** R21: Infiltrate +1 Stealth until the end of the turn. */
  infiltrating: z.boolean(),
  /** R5 / XZ-WPN-08: given a Fire Support order this turn. */
  fireSupport: z.boolean(),
  /** R21: enemy units that shot at it, with the turn. */
  firedOnBy: z.array(z.strictObject({ unit: IdSchema, turn: z.number().int().min(1) })),
  /** R24: the `countedAsMoving` hook flag. */
  countedAsMoving: z.boolean(),
  /** R34: the turn in which it may not be given a CHARGE counter. */
  noChargeTurn: IntSchema.optional(),
  /** R24: rout moves made this turn. */
  routMoves: CountSchema,
  /** R24: the action step (this turn) of its last rout move: one rout move per step. */
  routedIn: z.enum(['primary', 'secondary']).optional(),
  /** R4: Command re-rolls left this turn. */
  rerolls: CountSchema,
  /** R27: the unit a character is attached to. */
  attachedTo: IdSchema.optional(),
  /**
   * XZ-UNIT-03: a casualty, a new leader or an assault placement (R31) since its last checked move may have left
   * it out of coherency, which is checked at the end of its next move.
   */
  regroup: z.boolean().optional(),
  /** Who destroyed it. */
  destroyedBy: PlayerSchema.optional(),
});

/** One player's side. */
export const SideSchema = z.strictObject({
  player: PlayerSchema,
  role: z.enum(['attacker', 'defender']).optional(),
  /** R2: the deployment zone's id. */
  zone: z.string().optional(),
  /** R2: enemy units destroyed. */
  destroyed: CountSchema,
  assets: z.array(AssetSchema),
  /** XZ-TURN-05: has finished assigning this Command Phase's counters. */
  ordersDone: z.boolean(),
});

/** The stage the game waits at: one row of the decision table. */
export const StageSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('odds-evens'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('choose-role'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('choose-zone'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('deploy'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('orders'), players: z.array(PlayerSchema) }),
  z.strictObject({ kind: z.literal('act'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('reroll'), player: PlayerSchema }),
  z.strictObject({ kind: z.literal('damage-type'), player: PlayerSchema, model: IdSchema }),
  z.strictObject({ kind: z.literal('new-leader'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({ kind: z.literal('withdraw'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({ kind: z.literal('consolidate'), player: PlayerSchema, unit: IdSchema }),
  z.strictObject({ kind: z.literal('game-over') }),
]);
/** A stage. */
export type Stage = z.output<typeof StageSchema>;

/** R4 / XZ-RES-12: a roll waiting for its owner's re-roll decision (a Command re-roll, or a limited re-roll). */
export const RerollOfferSchema = z.strictObject({
  player: PlayerSchema,
  /** The commanding unit whose pool pays (R4), or, for a limited re-roll, the unit whose card gives it. */
  commander: IdSchema,
  /** XZ-RES-12: a limited re-roll: its name and the natural face the eligible dice show (it costs nothing). */
  limited: z.strictObject({ name: z.string().min(1), natural: z.number().int().min(1).max(10) }).optional(),
  /** What the dice are for, in a player's words. */
  purpose: z.string(),
  dice: z.array(z.number().int().min(1).max(10)),
  /** Dice at these indices may be re-rolled (not re-rolled yet, XZ-RES-11). */
  eligible: z.array(CountSchema),
  sides: z.union([z.literal(6), z.literal(10)]),
});

/** Parameters of the rulings (R3, R12, R14, R24, R33), set per game. */
export const ParamsSchema = z.strictObject({
  frontArcHalfAngle: z.number().min(0).max(180).default(45),
  rearArcHalfAngle: z.number().min(0).max(180).default(45),
  teardropLength: z.number().positive().default(8),
  teardropNearWidth: z.number().positive().default(0.5),
  teardropFarWidth: z.number().positive().default(2),
  supportRequestTarget: z.number().int().min(1).max(7).default(4),
  supportArrivalTarget: z.number().int().min(1).max(7).default(4),
  reserveEntryRadius: z.number().positive().default(6),
  routMovesPerTurn: z.number().int().min(0).max(4).default(2),
  assaultTieLoser: z.enum(['charger', 'defender']).default('charger'),
  /** R12 / R38: inches of elevation per terrain level (storey), for attacks from above. */
  levelHeight: z.number().positive().max(24).default(3),
});
/** The ruling parameters. */
export type Params = z.output<typeof ParamsSchema>;

/** A queued step of resolution (shots, hits, assaults), plain data; see `rules/queue.ts`. */
export const QueuedSchema = z.looseObject({ kind: z.string() });

/**
 * XZ-ASLT-07 … XZ-ASLT-20 / R29 … R34: the assault being resolved: the two units, the wounds each had when it
 * began (R33), the attacks each model lost (XZ-ASLT-12, R32: the `hit` step counts suppressed results here),
 * and, once Step Five has decided, the winner and the loser.
 */
export const AssaultSchema = z.strictObject({
  lostAttacks: z.record(z.string(), z.number().int().min(0)),
  charger: IdSchema.optional(),
  defender: IdSchema.optional(),
  /** R33: each unit's wound total when the assault began. */
  startWounds: z.record(z.string(), z.number().int().min(0)).optional(),
  winner: IdSchema.optional(),
  loser: IdSchema.optional(),
});
/** The assault being resolved. */
export type AssaultState = z.output<typeof AssaultSchema>;

/** The whole Xenos & Zealots state. */
export const XzStateSchema = z.strictObject({
  scenario: ScenarioSchema,
  params: ParamsSchema,
  /** The players in setup order (the first is "first-listed" for R37). */
  players: z.array(PlayerSchema).length(2),
  forces: z.record(z.string(), ForceSchema),
  sides: z.array(SideSchema).length(2),
  units: z.array(UnitSchema),
  /** The game turn (0 before the first Command Phase). */
  turn: IntSchema,
  phase: z.enum(['setup', 'deploy', 'command', 'primary', 'secondary', 'resolution', 'end', 'over']),
  /** In Primary/Secondary Actions: 0 while the attacker acts, 1 while the defender acts (XZ-TURN-03). */
  half: z.number().int().min(0).max(1),
  /** Whether this half's counters have been turned over (R20). */
  revealed: z.boolean(),
  stage: StageSchema,
  queue: z.array(QueuedSchema),
  reroll: RerollOfferSchema.optional(),
  /** XZ-ASLT: the assault being resolved (see `AssaultSchema`). */
  assault: AssaultSchema.optional(),
  result: z
    .strictObject({
      winners: z.array(PlayerSchema),
      reason: z.string(),
      scores: z.record(z.string(), IntSchema),
    })
    .optional(),
});

/** The game state. */
export type XzState = z.output<typeof XzStateSchema>;
/** A unit. */
export type UnitState = XzState['units'][number];
/** A model. */
export type ModelState = UnitState['models'][number];
/** A side. */
export type SideState = XzState['sides'][number];
/** A draft of the state. */
export type XzDraft = Draft<XzState>;
