import * as z from 'zod';

const Id = z.string().min(1).max(80);
const Coordinate = z.number().min(-1000).max(1000);
/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: Coordinate, y: Coordinate });
/** A point on the table. */
export type Point = z.output<typeof PointSchema>;
/** New positions of a unit's living models, in model order. */
const Positions = z.array(PointSchema).min(1).max(40);

const base = <T extends string>(type: T) => ({ type: z.literal(type), player: z.string().max(40) });

/** Every command of Squad pinning & CQB, discriminated by `type` (SQ-DEF-30: every decision is a command). */
export const SqCommandSchema = z.discriminatedUnion('type', [
  /** SQ-DEF-02: the players roll off for deployment (d6 each, ties re-rolled); the first-listed player rolls. */
  z.strictObject({ ...base('roll-off') }),
  /** SQ-DEF-02: the roll-off winner picks its deployment zone. */
  z.strictObject({ ...base('choose-zone'), zone: z.enum(['south', 'north']) }),
  /** SQ-DEF-02: one unit placed wholly in its zone, or (infantry) embarked in a transport already deployed. */
  z.strictObject({ ...base('deploy'), unit: Id, positions: Positions.optional(), transport: Id.optional() }),
  /** SQ-SPC-12 / SQ-DEF-26: a Recon unit's free move after deployment (`positions` left out: no move). */
  z.strictObject({ ...base('recon-move'), unit: Id, positions: Positions.optional() }),
  /** SQ-DEF-03: the unit to activate next. */
  z.strictObject({ ...base('activate'), unit: Id }),
  /** SQ-ACT-01: Move (SQ-SPC-09: `jump` uses jump packs). */
  z.strictObject({ ...base('move'), unit: Id, positions: Positions, jump: z.boolean().optional() }),
  /** SQ-ACT-02: Shoot at one enemy unit. */
  z.strictObject({ ...base('shoot'), unit: Id, target: Id }),
  /** SQ-ACT-03: Go on Overwatch. */
  z.strictObject({ ...base('overwatch'), unit: Id }),
  /**
   * SQ-ACT-04 / SQ-CQB-01 / SQ-CQS-05 / SQ-CQS-07: Enter into CQB: the target, the assault move's positions, an
   * optional second assaulting unit (multiple assault) or second target (split assault: the models sent at it).
   */
  z.strictObject({
    ...base('assault'),
    unit: Id,
    target: Id,
    positions: Positions,
    jump: z.boolean().optional(),
    partner: z.strictObject({ unit: Id, positions: Positions, jump: z.boolean().optional() }).optional(),
    split: z.strictObject({ target: Id, models: z.array(Id).min(1).max(40) }).optional(),
  }),
  /** SQ-ACT-05 / SQ-DEF-16: move and embark in a friendly transport. */
  z.strictObject({ ...base('embark'), unit: Id, transport: Id, positions: Positions }),
  /** SQ-ACT-05 / SQ-DEF-16: leave the transport: positions within 3" of it. */
  z.strictObject({ ...base('exit'), unit: Id, positions: Positions }),
  /** SQ-ACT-06 / SQ-DEF-22: Call in a Fire Mission. */
  z.strictObject({ ...base('call-fire'), unit: Id }),
  /** SQ-ACT-07 / SQ-DEF-15: Deploy Smoke centred at a point. */
  z.strictObject({ ...base('smoke'), unit: Id, at: PointSchema }),
  /** SQ-ACT-08 / SQ-DEF-11: Attempt to rally. */
  z.strictObject({ ...base('rally'), unit: Id }),
  /** SQ-DEF-04: Hold (do nothing). */
  z.strictObject({ ...base('hold'), unit: Id }),
  /** SQ-DEF-10: the models removed as casualties. */
  z.strictObject({ ...base('remove-casualties'), unit: Id, models: z.array(Id).min(1).max(40) }),
  /** SQ-DEF-14: overwatch fire from one unit at the unit that triggered it. */
  z.strictObject({ ...base('overwatch-fire'), unit: Id }),
  /** SQ-DEF-14: let the trigger pass. */
  z.strictObject({ ...base('overwatch-pass') }),
  /** SQ-CQB-13: the winner's consolidation (left out: it stays). */
  z.strictObject({ ...base('consolidate'), unit: Id, positions: Positions.optional() }),
  /** SQ-DEF-20: the defender's attacks split among the assaulting units. */
  z.strictObject({
    ...base('split-attacks'),
    unit: Id,
    allocation: z.record(Id, z.number().int().min(0).max(100)),
  }),
  /** SQ-FM-06 / SQ-DEF-25: the target point (and an airstrike line's heading in degrees). */
  z.strictObject({
    ...base('mark-target'),
    unit: Id,
    at: PointSchema,
    heading: z.number().min(-3600).max(3600).optional(),
  }),
  /** SQ-AIR-01: the strike chosen on a 4–6. */
  z.strictObject({
    ...base('choose-strike'),
    unit: Id,
    strike: z.enum(['strafing', 'lightBombs', 'antiVehicle']),
  }),
  /** SQ-DEF-25: the vehicle each anti-vehicle shot is aimed at. */
  z.strictObject({ ...base('assign-shots'), unit: Id, targets: z.array(Id).min(1).max(10) }),
  /** SQ-AIR-06: strafing hits spread over the player's units under the line. */
  z.strictObject({ ...base('spread-hits'), allocation: z.record(Id, z.number().int().min(0).max(100)) }),
]);

/** A command as a caller writes it. */
export type SqCommandInput = z.input<typeof SqCommandSchema>;
/** A validated command. */
export type SqCommand = z.output<typeof SqCommandSchema>;
/** The command of one type. */
export type SqCommandOf<T extends SqCommand['type']> = Extract<SqCommand, { type: T }>;
