import * as z from 'zod';

const Player = z.string().min(1);
const Id = z.string().min(1);

/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: z.number().finite(), y: z.number().finite() });
/** A point. */
export type Point = z.output<typeof PointSchema>;

/** RMP-DEF-04 / RMP-PHS-07: the ordered actions. */
export const ORDER_ACTIONS = ['move', 'shoot', 'attack', 'skirmish', 'move-and-fire'] as const;
/** An ordered action. */
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** Every command of Rampant-style sci-fi. */
export const RmpCommandSchema = z.discriminatedUnion('type', [
  /** RMP-DEF-02: the roll-off for the first player. */
  z.strictObject({ type: z.literal('roll-off'), player: Player }),
  /** RMP-DEF-02: the roll-off winner picks a zone. */
  z.strictObject({ type: z.literal('choose-zone'), player: Player, zone: z.enum(['south', 'north']) }),
  /** RMP-DEF-02: place a unit (its centre; the models stand in a line across `facing`) or start it embarked. */
  z.strictObject({
    type: z.literal('deploy'),
    player: Player,
    unit: Id,
    at: PointSchema.optional(),
    facing: z.number().finite().optional(),
    embarkIn: Id.optional(),
  }),
  /** RMP-PHS-02 / RMP-RAL: Rally a Suppressed unit (a Courage test). */
  z.strictObject({ type: z.literal('rally'), player: Player, unit: Id }),
  /** RMP-PHS-03 / RMP-DEF-11: test a unit's Wild Charge (`target` among the nearest, else the first). */
  z.strictObject({ type: z.literal('wild-charge'), player: Player, unit: Id, target: Id.optional() }),
  /**
   * RMP-PHS-04 / RMP-DEF-04: order a unit: its action and what it needs (`to`: where its centre moves, or
   * `positions` for every model — a Move's end, or where an Attack's models end, RMP-DEF-12; `target`; `embark`: a
   * friendly transport; `shootFirst` for a Skirmish).
   */
  z.strictObject({
    type: z.literal('order'),
    player: Player,
    unit: Id,
    action: z.enum(ORDER_ACTIONS),
    to: PointSchema.optional(),
    positions: z.array(PointSchema).min(1).max(20).optional(),
    target: Id.optional(),
    embark: Id.optional(),
    shootFirst: z.boolean().optional(),
  }),
  /** RMP-DEF-04: end the activation phase now. */
  z.strictObject({ type: z.literal('end-phase'), player: Player }),
  /** RMP-DEF-09: the reaction to a Shoot or an Attack. */
  z.strictObject({
    type: z.literal('react'),
    player: Player,
    reaction: z.enum(['firefight', 'go-to-ground', 'counter-charge', 'none']),
  }),
  /** RMP-DEF-06: the models to remove after a loss. */
  z.strictObject({ type: z.literal('remove-models'), player: Player, unit: Id, models: z.array(Id).min(1) }),
  /** RMP-RET-04: Retreat into a cover feature (its id) or flee (`null`). */
  z.strictObject({
    type: z.literal('retreat'),
    player: Player,
    unit: Id,
    cover: z.string().min(1).nullable(),
  }),
  /** RMP-DEF-17: where the passengers of a lost transport stand (their centre). */
  z.strictObject({ type: z.literal('place-passengers'), player: Player, unit: Id, at: PointSchema }),
]);
/** A command. */
export type RmpCommand = z.output<typeof RmpCommandSchema>;
/** A command as a caller writes it. */
export type RmpCommandInput = z.input<typeof RmpCommandSchema>;
/** The command of one type. */
export type RmpCommandOf<T extends RmpCommand['type']> = Extract<RmpCommand, { type: T }>;
