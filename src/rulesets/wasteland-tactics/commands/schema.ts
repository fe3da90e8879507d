import * as z from 'zod';

const Id = z.string().min(1).max(80);
const Coordinate = z.number().min(-1000).max(1000);
/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: Coordinate, y: Coordinate });
/** A point on the table, in inches. */
export type Point = z.infer<typeof PointSchema>;

const base = <T extends string>(type: T) => ({ type: z.literal(type), player: z.string().max(40) });

/** The weapon a model uses in a Shoot or Fight action, and (WT-SHOOT-02) its own Shoot target. */
export const WeaponChoiceSchema = z.strictObject({
  model: Id,
  weapon: z.string().min(1).max(60),
  target: Id.optional(),
});

/** One model's weapon choice. */
export type WeaponChoice = z.infer<typeof WeaponChoiceSchema>;

/** R17 / WT-ACT-10: one action declared at activation, with its targets. */
export const ActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('move') }),
  z.strictObject({
    type: z.literal('shoot'),
    target: Id,
    weapons: z.array(WeaponChoiceSchema).max(60).optional(),
    /** WT-SHOOT-04: targets on whose completely visible models the unit focuses its fire. */
    focus: z.array(Id).max(6).optional(),
    /** WT-SUR-29: spend Strike harder! re-rolls on missed dice (default true; false keeps them for later). */
    reroll: z.boolean().optional(),
  }),
  z.strictObject({
    type: z.literal('fight'),
    targets: z.array(Id).max(6),
    weapons: z.array(WeaponChoiceSchema).max(60).optional(),
    /** WT-SUR-29: spend Strike harder! re-rolls on missed dice (default true). */
    reroll: z.boolean().optional(),
  }),
  z.strictObject({ type: z.literal('defend') }),
  z.strictObject({
    type: z.literal('cast'),
    power: z.enum(['psychic-fury', 'war-blessing']),
    target: Id,
    /** WT-CAST-02: a Caster model's own power and target (the others use `power` and `target`). */
    casters: z
      .array(z.strictObject({ model: Id, power: z.enum(['psychic-fury', 'war-blessing']), target: Id }))
      .max(20)
      .optional(),
  }),
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

/**
 * One model's move: the waypoints after its start, the last being where it ends (disembarking: where it is
 * placed); its facing at the end (WT-SUR-61) and the ruins floor it ends on (WT-BLD-03).
 */
export const ModelPathSchema = z.strictObject({
  model: Id,
  path: z.array(PointSchema).min(1).max(20),
  facing: z.number().min(-360).max(360).optional(),
  level: z.number().min(0).max(50).optional(),
});

/** WT-MOVE-01 … WT-MOVE-07: carries out a declared Move action; models not listed stay where they are. */
export const MoveUnitSchema = z.strictObject({
  ...base('move-unit'),
  unit: Id,
  models: z.array(ModelPathSchema).max(60),
  /** WT-WSR-05 / R49: once a round, fire the unit's Assault weapons at this unit at the end of the Move. */
  assaultTarget: Id.optional(),
  /** WT-SUR-51 / WT-BLD-04: embark at the end of the Move on this transport unit or building. */
  embark: Id.optional(),
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

/** WT-SUR-27 … WT-SUR-32 / R20: at any time, a Leadership model issues a Command to a unit of its Battle Group. */
export const IssueCommandSchema = z.strictObject({
  ...base('issue-command'),
  leader: Id,
  unit: Id,
  command: z.enum(['push-forward', 'strike-harder', 'get-back-into-the-fight', 'seize-the-initiative']),
});

/** WT-ADV-11/12: the Terrible commander among tied leaders, or the order of the Traitors roll. */
export const ChooseUnitsSchema = z.strictObject({ ...base('choose-units'), units: z.array(Id).max(100) });

/** WT-SUR-41 / R39: a Scouts unit waits to deploy last, anywhere out of sight of the enemy. */
export const HoldForScoutingSchema = z.strictObject({ ...base('hold-for-scouting'), unit: Id });

/** WT-SHOOT-09 / R25: the target's owner says which of the shooter's units each failed Shoot roll hits. */
export const AssignMisfiresSchema = z.strictObject({
  ...base('assign-misfires'),
  units: z.array(Id).max(200),
});

/** WT-FIGHT-07 / R24: the striking unit's owner picks the target of each model whose closest enemy units are equally close. */
export const ChooseStrikeTargetsSchema = z.strictObject({
  ...base('choose-strike-targets'),
  unit: Id,
  targets: z.array(z.strictObject({ model: Id, target: Id })).max(60),
});

/** WT-SUR-55 / R30: places the survivors of a destroyed transport within 3" of it; models left out are destroyed. */
export const PlaceSurvivorsSchema = z.strictObject({
  ...base('place-survivors'),
  unit: Id,
  models: z.array(PlacementSchema).max(60),
});

/** WT-SUR-33 / R33: a Medic or Repair unit whose roll passed returns a destroyed model (placed `at`) or restores a wound; no model declines. */
export const RecoverSchema = z.strictObject({
  ...base('recover'),
  unit: Id,
  model: Id.optional(),
  at: PointSchema.optional(),
});

/** R20: a player lets the morale phase go on without (more) Commands or Air support before this step. */
export const PassPrioritySchema = z.strictObject({ ...base('pass-priority') });

/** WT-ADV-07 / R55: once a round, at any time, Air support strikes an enemy unit: it fails D5 Life rolls. */
export const CallAirSupportSchema = z.strictObject({ ...base('call-air-support'), target: Id });

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
  ChooseUnitsSchema,
  HoldForScoutingSchema,
  AssignMisfiresSchema,
  PlaceSurvivorsSchema,
  RecoverSchema,
  PassPrioritySchema,
  CallAirSupportSchema,
  ChooseStrikeTargetsSchema,
]);

/** Every Wasteland Tactics command. */
export type WastelandCommand = z.infer<typeof WastelandCommandSchema>;
/** Every Wasteland Tactics command as a caller writes it: fields with a default may be left out. */
export type WastelandCommandInput = z.input<typeof WastelandCommandSchema>;
/** A command of one type. */
export type CommandOfType<T extends WastelandCommand['type']> = Extract<WastelandCommand, { type: T }>;

/** The command types, in schema order. */
export const WASTELAND_COMMAND_TYPES = WastelandCommandSchema.options.map((o) => o.shape.type.value);
