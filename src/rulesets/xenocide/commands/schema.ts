import * as z from 'zod';

const Id = z.string().min(1).max(80);
const Coordinate = z.number().min(-1000).max(1000);
/** A point on the table, in inches. */
export const PointSchema = z.strictObject({ x: Coordinate, y: Coordinate });
/** A point on the table, in inches. */
export type Point = z.infer<typeof PointSchema>;

const base = <T extends string>(type: T) => ({ type: z.literal(type), player: z.string().max(40) });

/** XEN-SCEN-02 / R52: roll for a random scenario. */
export const RollScenarioSchema = z.strictObject({ ...base('roll-scenario') });
/** XEN-SCEN-01 / XEN-SCEN-03: roll which of the agreed terrain layouts the game is played on. */
export const RollTableSchema = z.strictObject({ ...base('roll-table') });
/** R52: roll off (table sides, objective placement, Invasion roles); ties are rerolled. */
export const RollOffSchema = z.strictObject({ ...base('roll-off') });
/** XEN-SCEN-03/04/12: choose a table edge. */
export const ChooseEdgeSchema = z.strictObject({ ...base('choose-edge'), edge: z.enum(['south', 'north']) });
/** R22: the roll-off winner chooses attacker or defender in Invasion. */
export const ChooseRoleSchema = z.strictObject({
  ...base('choose-role'),
  role: z.enum(['attacker', 'defender']),
});
/** XEN-SCEN-07/22: place an objective marker. */
export const PlaceObjectiveSchema = z.strictObject({ ...base('place-objective'), at: PointSchema });
/** XEN-SCEN-24: secretly record which objective is the real command center. */
export const ChooseCommandCenterSchema = z.strictObject({ ...base('choose-command-center'), objective: Id });

/** One model's placement. */
export const ModelPlacementSchema = z.strictObject({
  model: Id,
  at: PointSchema,
  facing: z.number().min(-360).max(360).optional(),
});

/** XEN-SCEN-04/05/13/14/16/25: deploy one company (or put it in reserve). */
export const DeployCompanySchema = z.strictObject({
  ...base('deploy-company'),
  company: Id,
  reserve: z.boolean().optional(),
  units: z
    .array(
      z.strictObject({
        unit: Id,
        models: z.array(ModelPlacementSchema).max(60),
        /** XEN-SCEN-16: an Invasion defender unit may start on overwatch. */
        overwatch: z.boolean().optional(),
        /** XEN-TERR-20: a hover unit may start high. */
        high: z.boolean().optional(),
        /**
         * XEN-TRANS-01: models of the unit that start the game aboard a friendly transport model placed on
         * the table (by this command or an earlier one); they get no placement in `models`.
         */
        embark: z
          .array(z.strictObject({ model: Id, transport: Id }))
          .max(60)
          .optional(),
      }),
    )
    .max(10)
    .default([]),
});

/** XEN-TURN-02 / XEN-CP-04: the secret plan for a turn: activation order and CP for initiative dice. */
export const PlanTurnSchema = z.strictObject({
  ...base('plan-turn'),
  order: z.array(Id).max(30),
  initiativeCp: z.number().int().min(0).max(30).default(0),
});

/** XEN-TURN-04: the initiative winner chooses to activate first or second. */
export const ChooseInitiativeSchema = z.strictObject({ ...base('choose-initiative'), first: z.boolean() });

/** XEN-TURN-13 / XEN-CP-06: activate the next company of the secret order and give every unit its order. */
export const ActivateCompanySchema = z.strictObject({
  ...base('activate-company'),
  company: Id,
  orders: z
    .array(z.strictObject({ unit: Id, order: z.enum(['fire-and-move', 'move-and-fire', 'assault']) }))
    .max(10),
  /** XEN-CP-06: 1 CP: up to 2 units act with a later company instead. */
  coordinate: z.strictObject({ units: z.array(Id).min(1).max(2), with: Id }).optional(),
  /**
   * XEN-TITAN-03: the acting titans at core 0 (model ids) that roll to restart their core; when omitted,
   * every such titan tries (a restart costs nothing). `[]` tries none.
   */
  restartTitans: z.array(Id).max(10).optional(),
});

/** XEN-CP-07: 2 CP: the whole company activates with a later company. */
export const DelayCompanySchema = z.strictObject({ ...base('delay-company'), company: Id, with: Id });

/** XEN-CP-05 / XEN-TURN-11: 1 CP: let the opponent activate a company instead. */
export const SkipActivationSchema = z.strictObject({ ...base('skip-activation') });

/** One model's move: the waypoints after its start, the last being where it ends. */
export const ModelMoveSchema = z.strictObject({
  model: Id,
  path: z.array(PointSchema).min(1).max(20),
  /** XEN-TERR-28: a flyer's facing at the end of its move. */
  facing: z.number().min(-360).max(360).optional(),
});

/** XEN-MOVE / XEN-TERR / XEN-TRANS: move one unit in a movement phase. */
export const MoveUnitSchema = z.strictObject({
  ...base('move-unit'),
  unit: Id,
  models: z.array(ModelMoveSchema).max(60),
  /** XEN-TERR-32/33: replace the normal move with a jump or teleport. */
  mode: z.enum(['normal', 'jump', 'teleport']).default('normal'),
  /** XEN-TERR-20/22: a hover unit flies high during (and, unless it lands, after) the move. */
  high: z.boolean().optional(),
  /** XEN-CP-13: pay 1 CP to move a suppressed unit normally. */
  suppressedMove: z.boolean().optional(),
  /** XEN-TRANS: models boarding a transport model (at the start or end of the transport's move). */
  embark: z
    .array(z.strictObject({ model: Id, transport: Id }))
    .max(60)
    .optional(),
  /** XEN-TRANS: models leaving a transport model, placed at the given point. */
  disembark: z
    .array(z.strictObject({ model: Id, at: PointSchema }))
    .max(60)
    .optional(),
  /**
   * XEN-BLD-12..14: the unit moves into a building section (give no model paths): one model must reach it
   * with its allowance and the rest with 2" more; entering ends the move and the models stand inside.
   */
  enter: z
    .strictObject({
      building: Id,
      section: Id,
      route: z.enum(['door', 'roof', 'teleport']).default('door'),
    })
    .optional(),
  /** XEN-TERR-29: a flyer leaves the table over an edge. */
  leaveTable: z.boolean().optional(),
  /**
   * XEN-TERR-31 / R40: a flyer with a Bombs weapon drops its bombs on these enemy units, each one its path
   * passes over; each attack is resolved as the flyer passes (no LOS, no range), in the order it reaches them.
   */
  bombs: z.array(Id).min(1).max(10).optional(),
  /** XEN-OVR-01: the enemy unit this move overruns (its models pass through that unit's zone of control). */
  overrun: Id.optional(),
  /**
   * XEN-BLD-34 / R51: a titan's path runs into this building section and it bursts through it, putting `dice`
   * of its close-assault dice on it (default all); it stops at the section either way.
   */
  burst: z
    .strictObject({ building: Id, section: Id, dice: z.number().int().min(1).max(100).optional() })
    .optional(),
});

/** Ends the current activation phase (the units that did not act forgo it). */
export const EndPhaseSchema = z.strictObject({ ...base('end-phase') });

/** XEN-SHOOT-08 / XEN-SHOOT-09 / XEN-TITAN-13: one weapon system fired, with its power line and focus fire. */
export const WeaponFireSchema = z.strictObject({
  weapon: z.string().min(1).max(80),
  /** Titan weapons: the power level of the stat line fired (default the lowest line). */
  power: z.number().int().min(0).max(10).optional(),
  /** XEN-SHOOT-09: trade every 3 Strength-0 shots for 1 Strength-1 shot. */
  focusFire: z.boolean().optional(),
});

/** XEN-TITAN-14: where a titan traces line of sight from: its head, or a weapon mount (half its height). */
export const SightFromSchema = z.enum(['head', 'mount']);

/**
 * XEN-SHOOT-01..12 / XEN-CP-09 / XEN-BLD-17: a unit fires some of its weapon systems at one enemy unit, or at
 * a building section itself (its structure, not the units inside).
 */
export const ShootSchema = z.strictObject({
  ...base('shoot'),
  unit: Id,
  /** An enemy unit id, or a building section id (`house.s1`; a one-section building's own id also works). */
  target: Id,
  weapons: z.array(WeaponFireSchema).min(1).max(20),
  /** XEN-CP-09 / XEN-HIT-10 / R59: 1 CP: the non-AOE hits go only to these models of the target. */
  directedAt: z.array(Id).min(1).max(60).optional(),
  /**
   * XEN-TERR-24 / R19: a Hover unit on Move and Fire orders that did not move rises to 12" to fire (high for
   * sight and for enemy range), then descends once enemy overwatch has replied (XEN-TERR-25).
   */
  popUp: z.boolean().optional(),
  /** XEN-TITAN-14: a titan traces sight from its head (default) or from a weapon mount, half as high. */
  sightFrom: SightFromSchema.optional(),
});

/** XEN-SAVE-10 / R35: a unit digs in instead of shooting. */
export const DigInSchema = z.strictObject({ ...base('dig-in'), unit: Id });

/** XEN-CP-11 / XEN-OW-01 / R27: units go on overwatch instead of shooting (1 CP per company activation). */
export const GoOnOverwatchSchema = z.strictObject({
  ...base('go-on-overwatch'),
  units: z.array(Id).min(1).max(10),
});

/** XEN-OW-03..07 / R28: an overwatching unit fires at the unit that just moved, from one snapshot of its move. */
export const OverwatchFireSchema = z.strictObject({
  ...base('overwatch-fire'),
  unit: Id,
  target: Id,
  /** The index of the mover's recorded position (0 = its start). */
  snapshot: z.number().int().min(0).max(100),
  weapons: z.array(WeaponFireSchema).min(1).max(20),
  /** XEN-CP-09: directed fire, as in `shoot`. */
  directedAt: z.array(Id).min(1).max(60).optional(),
  /** XEN-TITAN-14: a titan traces sight from its head (default) or a weapon mount. */
  sightFrom: SightFromSchema.optional(),
});

/** XEN-OW-04: the overwatching player lets the move go without (further) overwatch fire. */
export const PassOverwatchSchema = z.strictObject({ ...base('pass-overwatch') });

/** XEN-ALLOC-04 / R59 / R65: the order of preference for the models that take the hits of a partial round. */
export const AllocateHitsSchema = z.strictObject({
  ...base('allocate-hits'),
  models: z.array(Id).min(1).max(60),
});

/** XEN-SAVE-15 / R2: the models of one save pool the defender removes as casualties. */
export const AssignCasualtiesSchema = z.strictObject({
  ...base('assign-casualties'),
  pool: z.string().min(1).max(200),
  models: z.array(Id).max(60),
});

/** XEN-BLD-20 / R50: the attacker combines AOE hits on a building: 3 of `strength` → 1 at +1, `times` times per step, in order (`[]`: none). */
export const CombineAoeHitsSchema = z.strictObject({
  ...base('combine-aoe-hits'),
  plan: z
    .array(
      z.strictObject({
        strength: z.number().int().min(-10).max(20),
        times: z.number().int().min(1).max(1000),
      }),
    )
    .max(50),
});

/** XEN-BLD-19: the models each occupying unit loses to a building's CA dice, with the dice (indices into the prompt's) that kill each. */
export const AssignBuildingCasualtiesSchema = z.strictObject({
  ...base('assign-building-casualties'),
  assignment: z
    .array(
      z.strictObject({
        unit: Id,
        kills: z
          .array(z.strictObject({ model: Id, dice: z.array(z.number().int().min(0).max(1000)).max(10) }))
          .max(500),
      }),
    )
    .max(20),
});

/** XEN-BLD-24: where the models that escaped a collapse go: each unit into one section, or each model to a point. */
export const EscapeBuildingSchema = z.strictObject({
  ...base('escape-building'),
  plan: z
    .array(
      z.strictObject({
        unit: Id,
        section: Id.optional(),
        positions: z
          .array(z.strictObject({ model: Id, at: PointSchema }))
          .max(60)
          .optional(),
      }),
    )
    .max(20),
});

/** XEN-CP-14 / R3: after seeing a failed suppression test, buy (1 CP) the extra die or not. */
export const BuySuppressionDieSchema = z.strictObject({
  ...base('buy-suppression-die'),
  unit: Id,
  buy: z.boolean(),
});

/** XEN-SUP-26..30 / XEN-CP-10 / R63: a suppressed unit tries to rally (1 CP for 3d6 keep two, declared first). */
export const RallySchema = z.strictObject({
  ...base('rally'),
  unit: Id,
  cpDie: z.boolean().default(false),
});

/** XEN-WIN-05/09 / R21: leftover CP committed (secretly) to a break test before it is rolled. */
export const CommitBreakCpSchema = z.strictObject({
  ...base('commit-break-cp'),
  cp: z.number().int().min(0).max(30),
});

/** XEN-CA-05 / XEN-CA-31 / XEN-CA-37: one model's path in a close-assault move (empty: it stays; in a flee, it is abandoned). */
export const AssaultModelPathSchema = z.strictObject({ model: Id, path: z.array(PointSchema).max(20) });

/** XEN-CA-05 / XEN-CA-09 / XEN-CA-31 / XEN-CA-36 / XEN-CA-37: a unit's move during a close assault. */
export const AssaultUnitMoveSchema = z.strictObject({
  unit: Id,
  /** XEN-CA-09 / XEN-CA-34: special movement where the step allows it (default normal). */
  mode: z.enum(['normal', 'jump', 'teleport']).optional(),
  models: z.array(AssaultModelPathSchema).max(60),
  /** XEN-TRANS-10 / XEN-TRANS-12: models getting into transports (flee: at its start; follow-up: at its end). */
  embark: z
    .array(z.strictObject({ model: Id, transport: Id }))
    .max(60)
    .optional(),
  /** XEN-TRANS-10: passengers of the unit getting out at the end of a follow-up. */
  disembark: z
    .array(z.strictObject({ model: Id, at: PointSchema }))
    .max(60)
    .optional(),
  /**
   * XEN-BLD-31: a unit in a building that flees or retreats moves instead into another section of it, or into
   * an adjacent building farther from the enemy (give no model paths).
   */
  into: z.strictObject({ building: Id, section: Id }).optional(),
});

const AssaultMoves = z.array(AssaultUnitMoveSchema).max(20);
const DieIndex = z.number().int().min(0).max(1000);

/** XEN-CA-38: the attacker's order for resolving the phase's close assaults (indices into the prompt's list). */
export const OrderAssaultsSchema = z.strictObject({
  ...base('order-assaults'),
  order: z.array(z.number().int().min(0).max(50)).max(50),
});

/**
 * XEN-BLD-28 / XEN-BLD-36: at the start of the Close Assault phase, the assaults the active player declares
 * for its units in buildings (none: both lists empty): an activated unit assaulting out at an enemy unit in
 * another building within 4", and sections attacking an adjacent enemy-held section of the same building.
 */
export const DeclareBuildingAssaultsSchema = z.strictObject({
  ...base('declare-building-assaults'),
  out: z
    .array(z.strictObject({ unit: Id, target: Id }))
    .max(20)
    .default([]),
  sections: z
    .array(z.strictObject({ building: Id, target: Id, from: z.array(Id).min(1).max(32) }))
    .max(20)
    .default([]),
});

/** XEN-BLD-30: your units in buildings within 4" that join the assault on a building (none: `[]`). */
export const AssaultJoinSchema = z.strictObject({ ...base('assault-join'), units: z.array(Id).max(20) });

/** XEN-CA-09 / XEN-CP-12 / R62: 1 CP per unit moved into the assault at step 1 of round 2 and later (none: `[]`). */
export const AssaultReinforceSchema = z.strictObject({ ...base('assault-reinforce'), moves: AssaultMoves });

/** XEN-CA-05..08 / XEN-TRANS-09: step 1: 2" maneuvers, and passengers getting out from round 2 on. */
export const AssaultManeuverSchema = z.strictObject({
  ...base('assault-maneuver'),
  moves: AssaultMoves,
  disembark: z
    .array(z.strictObject({ model: Id, at: PointSchema }))
    .max(60)
    .optional(),
});

/** XEN-CA-12 / XEN-CA-15 / XEN-CA-16: step 2: the dice each unit sets aside for defence (units left out: 0). */
export const AssaultSplitSchema = z.strictObject({
  ...base('assault-split'),
  split: z.array(z.strictObject({ unit: Id, defence: z.number().int().min(0).max(1000) })).max(20),
  /** XEN-TITAN-26: power your engaged titans put into close-assault weapons this round (counted in their dice). */
  power: z
    .array(
      z.strictObject({
        titan: Id,
        weapon: z.string().min(1).max(80),
        power: z.number().int().min(0).max(10),
      }),
    )
    .max(10)
    .optional(),
});

/** XEN-CA-19 / XEN-CA-28 / XEN-STAT-16: steps 3 and 5: each unit's attack dice sent to the enemy units it reaches. */
export const AssaultStrikeSchema = z.strictObject({
  ...base('assault-strike'),
  allocation: z
    .array(
      z.strictObject({
        unit: Id,
        target: Id,
        dice: z.number().int().min(0).max(1000),
        antiArmor: z.number().int().min(0).max(1000).optional(),
      }),
    )
    .max(60),
});

/** XEN-CA-22: which defence die cancels which attack die (indices into the prompt's dice), per struck unit. */
export const AssaultCancelSchema = z.strictObject({
  ...base('assault-cancel'),
  cancellation: z
    .array(
      z.strictObject({
        unit: Id,
        pairs: z.array(z.strictObject({ defence: DieIndex, attack: DieIndex })).max(500),
      }),
    )
    .max(20),
});

/** XEN-CA-24..27 / XEN-CA-29: the models the struck player removes, each with the dice (indices) that kill it. */
export const AssignAssaultCasualtiesSchema = z.strictObject({
  ...base('assign-assault-casualties'),
  assignment: z
    .array(
      z.strictObject({
        unit: Id,
        kills: z.array(z.strictObject({ model: Id, dice: z.array(DieIndex).max(10) })).max(500),
      }),
    )
    .max(20),
});

/** XEN-CP-14: after the close-assault suppression tests, 1 CP per failed test adds a die (none: `[]`). */
export const AssaultSuppressionDieSchema = z.strictObject({
  ...base('assault-suppression-die'),
  units: z.array(Id).max(20),
});

/** XEN-CA-31..35 / XEN-OVR-06: step 8: the flee moves of the player's suppressed units. */
export const AssaultFleeSchema = z.strictObject({ ...base('assault-flee'), moves: AssaultMoves });

/** XEN-CA-36: step 9: stay and fight another round, or retreat every unit by the flee rules. */
export const AssaultRetreatSchema = z.strictObject({
  ...base('assault-retreat'),
  retreat: z.boolean(),
  moves: AssaultMoves.optional(),
});

/** XEN-CA-37: step 10: follow-up moves of up to 4" (none: `[]`). */
export const AssaultFollowUpSchema = z.strictObject({ ...base('assault-follow-up'), moves: AssaultMoves });

/**
 * XEN-TITAN-04..09: a titan spends power during its own activation (any phase): movement boost, repair
 * attempts, deflector recharges. Weapon lines are powered where they fire (the
 * `power` of each weapon in `shoot` / `overwatch-fire`, XEN-TITAN-13).
 */
export const SpendPowerSchema = z.strictObject({
  ...base('spend-power'),
  /** The titan model. */
  titan: Id,
  boost: z.number().int().min(0).max(10).optional(),
  repairs: z.number().int().min(0).max(10).optional(),
  /** XEN-TITAN-06 / R30: damaged systems to repair, one attempt (1 power, d6 ≤ 3) each. */
  fixSystems: z.array(z.string().min(1).max(80)).min(1).max(12).optional(),
  recharge: z.number().int().min(0).max(10).optional(),
});

/** Every Xenocide command. */
export const XenocideCommandSchema = z.discriminatedUnion('type', [
  RollTableSchema,
  RollScenarioSchema,
  RollOffSchema,
  ChooseEdgeSchema,
  ChooseRoleSchema,
  PlaceObjectiveSchema,
  ChooseCommandCenterSchema,
  DeployCompanySchema,
  PlanTurnSchema,
  ChooseInitiativeSchema,
  ActivateCompanySchema,
  DelayCompanySchema,
  SkipActivationSchema,
  MoveUnitSchema,
  EndPhaseSchema,
  ShootSchema,
  DigInSchema,
  GoOnOverwatchSchema,
  OverwatchFireSchema,
  PassOverwatchSchema,
  AllocateHitsSchema,
  AssignCasualtiesSchema,
  CombineAoeHitsSchema,
  AssignBuildingCasualtiesSchema,
  EscapeBuildingSchema,
  BuySuppressionDieSchema,
  RallySchema,
  CommitBreakCpSchema,
  OrderAssaultsSchema,
  AssaultReinforceSchema,
  AssaultManeuverSchema,
  AssaultSplitSchema,
  AssaultStrikeSchema,
  DeclareBuildingAssaultsSchema,
  AssaultJoinSchema,
  AssaultCancelSchema,
  AssignAssaultCasualtiesSchema,
  AssaultSuppressionDieSchema,
  AssaultFleeSchema,
  AssaultRetreatSchema,
  AssaultFollowUpSchema,
  SpendPowerSchema,
]);

/** Every Xenocide command. */
export type XenocideCommand = z.infer<typeof XenocideCommandSchema>;
/** Every Xenocide command as a caller writes it: fields with a default (`mode`, `route`, ...) may be left out. */
export type XenocideCommandInput = z.input<typeof XenocideCommandSchema>;
/** A command of one type. */
export type CommandOfType<T extends XenocideCommand['type']> = Extract<XenocideCommand, { type: T }>;
/** The move-unit command. */
export type MoveUnitCommand = CommandOfType<'move-unit'>;
/** A unit's move in a close-assault command. */
export type AssaultUnitMovePayload = z.infer<typeof AssaultUnitMoveSchema>;

/** The command types, in schema order. */
export const XENOCIDE_COMMAND_TYPES = XenocideCommandSchema.options.map((o) => o.shape.type.value);
