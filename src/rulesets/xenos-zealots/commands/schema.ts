import * as z from 'zod';
import { ORDER_KINDS } from '../state';

const Id = z.string().min(1).max(80);
const Coordinate = z.number().min(-1000).max(1000);
const Degrees = z.number().min(-3600).max(3600);
/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: Coordinate, y: Coordinate });
/** A point on the table. */
export type Point = z.output<typeof PointSchema>;

const base = <T extends string>(type: T) => ({ type: z.literal(type), player: z.string().max(40) });

/** Where one model ends a move (its facing kept when left out). */
export const PlacementSchema = z.strictObject({
  model: Id,
  x: Coordinate,
  y: Coordinate,
  facing: Degrees.optional(),
});
/** One model's placement. */
export type Placement = z.output<typeof PlacementSchema>;

/** XZ-SHOOT-06: one weapon of one model fired at one enemy unit (or, R14, a template's centre or bearing). */
export const FireSchema = z.strictObject({
  model: Id,
  weapon: z.string().min(1).max(60),
  target: Id,
  /** R14: a Blast template's centre. */
  at: PointSchema.optional(),
  /** R14: a tear-drop template's bearing in degrees. */
  bearing: Degrees.optional(),
});
/** One weapon's fire. */
export type Fire = z.output<typeof FireSchema>;

/** Every command of Xenos & Zealots, discriminated by `type`. */
export const XzCommandSchema = z.discriminatedUnion('type', [
  /** R37 / XZ-TURN-01: the first-listed player rolls odds or evens for who chooses the roles. */
  z.strictObject({ ...base('roll-odds-evens') }),
  /** XZ-TURN-01: the roll-off winner chooses to attack or defend. */
  z.strictObject({ ...base('choose-role'), role: z.enum(['attacker', 'defender']) }),
  /** XZ-TURN-02: the Defender chooses its deployment zone. */
  z.strictObject({ ...base('choose-zone'), zone: Id }),
  /** R2: one unit placed in its side's zone. */
  z.strictObject({ ...base('deploy-unit'), unit: Id, models: z.array(PlacementSchema).min(1).max(40) }),
  /** XZ-TURN-05 / R20: face-down order counters for some or all of the player's good-morale units. */
  z.strictObject({
    ...base('assign-orders'),
    orders: z
      .array(z.strictObject({ unit: Id, order: z.enum(ORDER_KINDS) }))
      .min(1)
      .max(60),
  }),
  /** XZ-TURN-07 / R3: request an off-table asset and, if the roll succeeds, place its 4 markers (1 active). */
  z.strictObject({
    ...base('request-support'),
    asset: z.number().int().min(0).max(20),
    markers: z.array(PointSchema).length(4),
    active: z.number().int().min(0).max(3),
  }),
  /** XZ-ORD-05 / XZ-MOVE: a Move action (R28: `jump` for Jump Jets; R27: attach to or detach from a unit). */
  z.strictObject({
    ...base('move'),
    unit: Id,
    models: z.array(PlacementSchema).max(40),
    jump: z.boolean().optional(),
    attach: Id.optional(),
    detach: z.boolean().optional(),
  }),
  /** XZ-ORD-06 / XZ-SHOOT: a Shoot action (also a Suppressed unit's Return Fire, XZ-MOR-08). */
  z.strictObject({
    ...base('shoot'),
    unit: Id,
    /** XZ-SHOOT-02: the Aiming Point. */
    aim: PointSchema,
    /** XZ-ARC-06: a large monster or walker's pivot, as its new facing. */
    pivot: Degrees.optional(),
    fire: z.array(FireSchema).max(120),
  }),
  /**
   * XZ-ORD-07 / XZ-ASLT: the Assault action: the charge move into contact, then the assault (R28: `jump` for Jump
   * Jets, which replace the models' normal movement in the Assault move).
   */
  z.strictObject({
    ...base('assault'),
    unit: Id,
    target: Id,
    models: z.array(PlacementSchema).min(1).max(40),
    jump: z.boolean().optional(),
  }),
  /** XZ-ORD-08 / R5: the Ready action. */
  z.strictObject({ ...base('ready'), unit: Id }),
  /** R22: skip the unit's current action. */
  z.strictObject({ ...base('pass-action'), unit: Id }),
  /** XZ-MOR-05 / R23: a Suppressed unit moves to cover (no moves: it stays where it is). */
  z.strictObject({ ...base('move-to-cover'), unit: Id, models: z.array(PlacementSchema).max(40) }),
  /** XZ-MOR-06: a Suppressed single-model unit turns to face its attackers instead. */
  z.strictObject({ ...base('turn-to-face'), unit: Id, facing: Degrees }),
  /** XZ-MOR-07 / R33: withdraw (a Suppressed unit's behaviour, or an assault's loser); no models: directly away. */
  z.strictObject({ ...base('withdraw'), unit: Id, models: z.array(PlacementSchema).max(40).optional() }),
  /** XZ-RES-10 / R4: re-roll these dice of the roll just made (none: keep them). */
  z.strictObject({ ...base('reroll'), dice: z.array(z.number().int().min(0).max(40)).max(40) }),
  /** XZ-SMU-06 / R11: the roll-off winner's damage type for a structure point. */
  z.strictObject({ ...base('choose-damage'), system: z.string().min(1).max(60) }),
  /** R27: the unit's new leader after its leader was removed. */
  z.strictObject({ ...base('choose-leader'), unit: Id, model: Id }),
  /** XZ-ASLT-19 / R34: the assault winner consolidates (or not). */
  z.strictObject({
    ...base('consolidate'),
    unit: Id,
    accept: z.boolean(),
    models: z.array(PlacementSchema).max(40).optional(),
  }),
]);

/** A command as the handlers receive it. */
export type XzCommand = z.output<typeof XzCommandSchema>;
/** A command as a caller writes it. */
export type XzCommandInput = z.input<typeof XzCommandSchema>;
/** The command of one type. */
export type XzCommandOf<T extends XzCommand['type']> = Extract<XzCommand, { readonly type: T }>;
