import { z } from 'zod';

const Id = z.string().min(1).max(80);
const Coordinate = z.number().min(-1000).max(1000);
/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: Coordinate, y: Coordinate });
/** A point on the table, in inches. */
export type Point = z.infer<typeof PointSchema>;

const base = <T extends string>(type: T) => ({ type: z.literal(type), player: z.string().max(40) });

/** The weapon a model uses in a Shoot or Fight action. */
export const WeaponChoiceSchema = z.strictObject({ model: Id, weapon: z.string().min(1).max(60) });

/** R17 / WT-ACT-10: one action declared at activation, with its targets. */
export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('move') }),
  z.strictObject({
    type: z.literal('shoot'),
    target: Id,
    weapons: z.array(WeaponChoiceSchema).max(60).optional(),
  }),
  z.strictObject({
    type: z.literal('fight'),
    targets: z.array(Id).max(6),
    weapons: z.array(WeaponChoiceSchema).max(60).optional(),
  }),
  z.strictObject({ type: z.literal('defend') }),
  z.strictObject({ type: z.literal('cast'), power: z.enum(['psychic-fury', 'war-blessing']), target: Id }),
]);

/** A declared action. */
export type ActionDeclaration = z.infer<typeof ActionSchema>;

/** One model's placement. */
export const PlacementSchema = z.strictObject({
  model: Id,
  x: Coordinate,
  y: Coordinate,
  facing: z.number().min(-360).max(360).optional(),
});

/** WT-MIS-01 / WT-DEP-03/04: begins the game: rolls a random mission, the Rescue key and the deployment order. */
export const StartGameSchema = z.strictObject({ ...base('start-game') });

/** WT-DEP-01/02: deploys one unit in the player's zone. */
export const DeployUnitSchema = z.strictObject({
  ...base('deploy-unit'),
  unit: Id,
  models: z.array(PlacementSchema).max(60),
});

/** WT-SUR-05: keeps an Ambush unit off the table. */
export const HoldInAmbushSchema = z.strictObject({ ...base('hold-in-ambush'), unit: Id });

/** WT-ACT-01 / R17: activates a unit and declares its actions (two, one if suppressed, none to pass). */
export const ActivateUnitSchema = z.strictObject({
  ...base('activate-unit'),
  unit: Id,
  actions: z.array(ActionSchema).max(2),
});

/** WT-SUR-06 / R38: brings an Ambush unit in: the D10 distance is rolled, then the unit is placed. */
export const ArriveFromAmbushSchema = z.strictObject({ ...base('arrive-from-ambush'), unit: Id });

/** WT-SUR-06 / R38: places the arriving Ambush unit and declares its one action. */
export const PlaceAmbushSchema = z.strictObject({
  ...base('place-ambush'),
  unit: Id,
  models: z.array(PlacementSchema).max(60),
  actions: z.array(ActionSchema).max(1),
});

/** One model's move: the waypoints after its start, the last being where it ends. */
export const ModelPathSchema = z.strictObject({ model: Id, path: z.array(PointSchema).min(1).max(20) });

/** WT-MOVE-01 … WT-MOVE-07: carries out a declared Move action; models not listed stay where they are. */
export const MoveUnitSchema = z.strictObject({
  ...base('move-unit'),
  unit: Id,
  models: z.array(ModelPathSchema).max(60),
  /** WT-WSR-05 / R49: once a round, fire the unit's Assault weapons at this unit at the end of the Move. */
  assaultTarget: Id.optional(),
});

/** WT-FIGHT-03: a charged unit reacts (a marker and a Will roll for a free Shoot) or not. */
export const ReactToChargeSchema = z.strictObject({
  ...base('react-to-charge'),
  unit: Id,
  react: z.boolean(),
});

/** WT-SHOOT-07 / R6: the order in which the unit's models take the hits (every live model once). */
export const AllocateCasualtiesSchema = z.strictObject({
  ...base('allocate-casualties'),
  unit: Id,
  order: z.array(Id).max(60),
});

/** WT-CAST-03: an enemy player tries to nullify a psychic power with one of their Caster units, or declines (no unit). */
export const NullifySchema = z.strictObject({ ...base('nullify'), unit: Id.optional() });

/** WT-SUR-27 … WT-SUR-32: a Leadership model issues a Command to a unit of its Battle Group. */
export const IssueCommandSchema = z.strictObject({
  ...base('issue-command'),
  leader: Id,
  unit: Id,
  command: z.enum(['push-forward', 'strike-harder', 'get-back-into-the-fight', 'seize-the-initiative']),
});

/** Every Wasteland Tactics command. */
export const WastelandCommandSchema = z.discriminatedUnion('type', [
  StartGameSchema,
  DeployUnitSchema,
  HoldInAmbushSchema,
  ActivateUnitSchema,
  ArriveFromAmbushSchema,
  PlaceAmbushSchema,
  MoveUnitSchema,
  ReactToChargeSchema,
  AllocateCasualtiesSchema,
  NullifySchema,
  IssueCommandSchema,
]);

/** Every Wasteland Tactics command. */
export type WastelandCommand = z.infer<typeof WastelandCommandSchema>;
/** A command of one type. */
export type CommandOfType<T extends WastelandCommand['type']> = Extract<WastelandCommand, { type: T }>;

/** The command types, in schema order. */
export const WASTELAND_COMMAND_TYPES = WastelandCommandSchema.options.map((o) => o.shape.type.value);
