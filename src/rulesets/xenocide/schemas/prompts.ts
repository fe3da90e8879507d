import { promptSchema } from 'sandtable';
import * as z from 'zod';

// Built on first use: an app that never validates prompts at run time does not pay for these schemas
// (top-level zod calls cannot be tree-shaken). The types below are inferred from the builder.
function buildXenocidePromptSchema() {
  const ids = z.array(z.string()).readonly();
  const faces = z.array(z.number().int()).readonly();
  const count = z.number().int().nonnegative();
  const inches = z.number().nonnegative();
  const list = <T extends z.ZodType>(item: T) => z.array(item).readonly();
  const record = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape).readonly();

  /** Models that a kill may take, with the CAD each fights at (XEN-CA-18, XEN-CA-21). */
  const victim = record({ model: z.string(), cad: z.string() });

  /** XEN-CA-04: the facts every close-assault decision carries: which assault, of which kind, in which round. */
  const assaultBase = {
    /** The assault's id. */
    assault: z.string(),
    /** A close assault or an overrun (XEN-OVR). */
    kind: z.enum(['close-assault', 'overrun']),
    /** The round being fought, from 1. */
    round: z.number().int().positive(),
  };

  /** XEN-TURN-14: the Command Power a titan may spend in any phase is offered with every phase prompt (XEN-TITAN). */
  const phase = <const K extends string, const Cmds extends readonly [string, ...string[]]>(
    kind: K,
    commands: Cmds,
  ) => promptSchema(kind, [...commands, 'spend-power'] as [...Cmds, 'spend-power']);

  /** R52: roll for a random scenario. */
  const RollScenarioPromptSchema = promptSchema('roll-scenario', ['roll-scenario']);
  /** XEN-SCEN-03: roll which agreed terrain layout the game is played on. */
  const RollTablePromptSchema = promptSchema('roll-table', ['roll-table']);
  /** R52: roll off (for the scenario's roles, edges or deployment). */
  const RollOffPromptSchema = promptSchema('roll-off', ['roll-off']);
  /** XEN-SCEN-03/04/12: choose a table edge. */
  const ChooseEdgePromptSchema = promptSchema('choose-edge', ['choose-edge']);
  /** R22: choose to attack or defend. */
  const ChooseRolePromptSchema = promptSchema('choose-role', ['choose-role']);
  /** XEN-SCEN: place an objective marker. */
  const PlaceObjectivePromptSchema = promptSchema('place-objective', ['place-objective']);
  /** XEN-SCEN-24: secretly choose the real command center. */
  const ChooseCommandCenterPromptSchema = promptSchema('choose-command-center', ['choose-command-center'], {
    secret: true,
  });
  /** R52: deploy a company. */
  const DeployPromptSchema = promptSchema('deploy', ['deploy-company']);
  /** XEN-TURN-02 / XEN-CP-04: secretly order the companies and commit CP to initiative dice. */
  const PlanTurnPromptSchema = promptSchema('plan-turn', ['plan-turn'], { secret: true });
  /** XEN-TURN-04: the initiative winner activates first or second. */
  const ChooseInitiativePromptSchema = promptSchema('choose-initiative', ['choose-initiative']);
  /** XEN-TURN-07: activate, delay or skip the next company. */
  const ActivatePromptSchema = promptSchema('activate', [
    'activate-company',
    'delay-company',
    'skip-activation',
  ]);
  /** XEN-WIN-05 / XEN-WIN-09: secretly commit leftover CP to a break test. */
  const BreakTestPromptSchema = promptSchema('break-test', ['commit-break-cp'], { secret: true });

  /** XEN-TURN-14 / XEN-MOVE: the first movement phase of the active company. */
  const FirstMovementPromptSchema = phase('first-movement', ['move-unit', 'end-phase']);
  /** XEN-TURN-14 / XEN-SHOOT / XEN-OW-01: the shooting phase of the active company. */
  const ShootingPromptSchema = phase('shooting', ['shoot', 'dig-in', 'go-on-overwatch', 'end-phase']);
  /** XEN-TURN-14 / XEN-MOVE: the second movement phase of the active company. */
  const SecondMovementPromptSchema = phase('second-movement', ['move-unit', 'end-phase']);
  /** XEN-TURN-14 / XEN-CA: the close-assault phase of the active company (assaults are declared by moving). */
  const CloseAssaultPromptSchema = phase('close-assault', ['end-phase']);
  /** XEN-TURN-14 / XEN-SUP: the morale phase of the active company (rally). */
  const MoralePromptSchema = phase('morale', ['rally', 'end-phase']);

  /** XEN-ALLOC-04 (R59, R65): order the models that take the hits of a partial round. */
  const AllocateHitsPromptSchema = promptSchema('allocate-hits', ['allocate-hits'], {
    constraints: record({
      /** The target unit. */
      unit: z.string(),
      /** Every model some hit could go to, in unit order. */
      models: ids,
      /** Those models by save pool (XEN-ALLOC-05). */
      pools: list(record({ pool: z.string(), models: ids })),
    }),
  });
  /** XEN-SAVE-15: choose which models of a pool are removed. */
  const AssignCasualtiesPromptSchema = promptSchema('assign-casualties', ['assign-casualties'], {
    constraints: record({
      unit: z.string(),
      /** The save pool the casualties come from. */
      pool: z.string(),
      /** The models the casualties may be chosen from. */
      models: ids,
      /** How many of them are removed. */
      count,
    }),
  });
  /** XEN-BLD-28 / XEN-BLD-36: declare assaults out of buildings and section-to-section assaults, or none. */
  const DeclareBuildingAssaultsPromptSchema = promptSchema(
    'declare-building-assaults',
    ['declare-building-assaults'],
    {
      constraints: record({
        /** Activated units in a building and the enemy units in other buildings they may assault. */
        out: list(record({ unit: z.string(), target: z.string() })),
        /** Enemy-held sections and the adjacent sections of the player's units that may assault them. */
        sections: list(record({ building: z.string(), target: z.string(), from: ids })),
      }),
    },
  );
  /** XEN-CA-38: choose the order the close assaults resolve in. */
  const OrderAssaultsPromptSchema = promptSchema('order-assaults', ['order-assaults'], {
    constraints: record({
      assaults: list(record({ index: count, attackers: ids, defenders: ids })),
    }),
  });
  /** XEN-CP-14: buy an extra die for a failed suppression test. */
  const BuySuppressionDiePromptSchema = promptSchema('buy-suppression-die', ['buy-suppression-die'], {
    constraints: record({ unit: z.string(), target: z.number().int(), total: z.number().int() }),
  });
  /** XEN-OW-03 / XEN-OW-04: an enemy moved: fire on overwatch or pass. */
  const OverwatchPromptSchema = promptSchema('overwatch', ['overwatch-fire', 'pass-overwatch'], {
    constraints: record({
      /** The unit that moved. */
      mover: z.string(),
      /** The units on overwatch that may fire. */
      units: ids,
      /** The indexes of the move's snapshots they may fire at. */
      snapshots: list(count),
    }),
  });

  /** XEN-BLD-20 / R50: combine AOE hits on a building section, 3 of one Strength into 1 at +1. */
  const CombineAoeHitsPromptSchema = promptSchema('combine-aoe-hits', ['combine-aoe-hits'], {
    constraints: record({
      building: z.string(),
      section: z.string(),
      /** The section's Armor. */
      armor: z.number().int(),
      /** The AOE hits by Strength. */
      hits: list(record({ strength: z.number().int(), count })),
    }),
  });
  /** XEN-BLD-19 / XEN-CA-24: remove the occupants the falling rubble kills, lowest dice first. */
  const AssignBuildingCasualtiesPromptSchema = promptSchema(
    'assign-building-casualties',
    ['assign-building-casualties'],
    {
      constraints: record({
        building: z.string(),
        section: z.string(),
        units: list(record({ unit: z.string(), dice: faces, models: list(victim) })),
      }),
    },
  );
  /**
   * XEN-BLD-24: move the models that got out of a collapsed section; in a close assault (XEN-BLD-23) the
   * prompt also names the assault, its kind and round.
   */
  const EscapeBuildingPromptSchema = promptSchema('escape-building', ['escape-building'], {
    constraints: record({
      assault: z.exactOptional(assaultBase.assault),
      kind: z.exactOptional(assaultBase.kind),
      round: z.exactOptional(assaultBase.round),
      building: z.string(),
      section: z.string(),
      distance: inches,
      units: list(record({ unit: z.string(), models: ids })),
    }),
  });

  /** XEN-BLD-30: choose which units in nearby buildings join the assault. */
  const AssaultJoinPromptSchema = promptSchema('assault-join', ['assault-join'], {
    constraints: record({ ...assaultBase, candidates: ids }),
  });
  /** XEN-CA-09: bring units within 8" into the assault for 1 CP each. */
  const AssaultReinforcePromptSchema = promptSchema('assault-reinforce', ['assault-reinforce'], {
    constraints: record({ ...assaultBase, candidates: ids, distance: inches }),
  });
  /** XEN-CA-05: maneuver units up to 2" closer to the enemy. */
  const AssaultManeuverPromptSchema = promptSchema('assault-maneuver', ['assault-maneuver'], {
    constraints: record({ ...assaultBase, units: ids, distance: inches }),
  });
  /** XEN-CA-15 / XEN-TITAN-26: set dice aside for defence (and titan power for close-assault weapons). */
  const AssaultSplitPromptSchema = promptSchema('assault-split', ['assault-split'], {
    constraints: record({
      ...assaultBase,
      units: list(
        record({
          unit: z.string(),
          /** The dice to split between attack and defence. */
          dice: count,
          /** The most of them it may put into defence (XEN-CA-12, XEN-CA-16). */
          maxDefence: count,
          /** Bonus defence dice on top (XEN-CA-13, XEN-CA-14). */
          bonusDefence: count,
        }),
      ),
      /** Titans that may put power into close-assault weapons (XEN-TITAN-26). */
      titanPower: ids,
    }),
  });
  /** XEN-CA-19 / XEN-BLD-32: send each unit's attack dice at the enemy units (or building sections) it reaches. */
  const AssaultStrikePromptSchema = promptSchema('assault-strike', ['assault-strike'], {
    constraints: record({
      ...assaultBase,
      units: list(
        record({
          unit: z.string(),
          attack: count,
          /** Anti-armour dice, only against units with no Infantry models (XEN-STAT-16). */
          antiArmor: count,
          /** The enemy units it may attack. */
          reach: ids,
          /** The building sections it may attack (XEN-BLD-32). */
          buildings: ids,
        }),
      ),
    }),
  });
  /** XEN-CA-22: cancel attack dice with defence dice of equal or higher value. */
  const AssaultCancelPromptSchema = promptSchema('assault-cancel', ['assault-cancel'], {
    constraints: record({
      ...assaultBase,
      targets: list(record({ unit: z.string(), attack: faces, defence: faces })),
    }),
  });
  /** XEN-CA-24: remove the models the attack dice kill, lowest dice first. */
  const AssignAssaultCasualtiesPromptSchema = promptSchema(
    'assign-assault-casualties',
    ['assign-assault-casualties'],
    {
      constraints: record({
        ...assaultBase,
        targets: list(record({ unit: z.string(), dice: faces, models: list(victim) })),
      }),
    },
  );
  /** XEN-CP-14: buy extra dice (1 CP each) for failed close-assault suppression tests. */
  const AssaultSuppressionDiePromptSchema = promptSchema(
    'assault-suppression-die',
    ['assault-suppression-die'],
    {
      constraints: record({
        ...assaultBase,
        units: list(record({ unit: z.string(), total: z.number().int(), target: z.number().int() })),
      }),
    },
  );
  /** XEN-CA-31..33: flee 8" with suppressed units (`forced` must, `optional` may). */
  const AssaultFleePromptSchema = promptSchema('assault-flee', ['assault-flee'], {
    constraints: record({ ...assaultBase, forced: ids, optional: ids, distance: inches }),
  });
  /** XEN-CA-36: retreat from the close assault or fight another round. */
  const AssaultRetreatPromptSchema = promptSchema('assault-retreat', ['assault-retreat'], {
    constraints: record({ ...assaultBase, units: ids }),
  });
  /** XEN-CA-37: follow up with the winning units, or stay. */
  const AssaultFollowUpPromptSchema = promptSchema('assault-follow-up', ['assault-follow-up'], {
    constraints: record({ ...assaultBase, units: ids, distance: inches }),
  });

  const XenocidePromptSchema = z.discriminatedUnion('kind', [
    RollTablePromptSchema,
    RollScenarioPromptSchema,
    RollOffPromptSchema,
    ChooseEdgePromptSchema,
    ChooseRolePromptSchema,
    PlaceObjectivePromptSchema,
    ChooseCommandCenterPromptSchema,
    DeployPromptSchema,
    PlanTurnPromptSchema,
    ChooseInitiativePromptSchema,
    ActivatePromptSchema,
    BreakTestPromptSchema,
    FirstMovementPromptSchema,
    ShootingPromptSchema,
    SecondMovementPromptSchema,
    CloseAssaultPromptSchema,
    MoralePromptSchema,
    AllocateHitsPromptSchema,
    AssignCasualtiesPromptSchema,
    DeclareBuildingAssaultsPromptSchema,
    OrderAssaultsPromptSchema,
    BuySuppressionDiePromptSchema,
    OverwatchPromptSchema,
    CombineAoeHitsPromptSchema,
    AssignBuildingCasualtiesPromptSchema,
    EscapeBuildingPromptSchema,
    AssaultJoinPromptSchema,
    AssaultReinforcePromptSchema,
    AssaultManeuverPromptSchema,
    AssaultSplitPromptSchema,
    AssaultStrikePromptSchema,
    AssaultCancelPromptSchema,
    AssignAssaultCasualtiesPromptSchema,
    AssaultSuppressionDiePromptSchema,
    AssaultFleePromptSchema,
    AssaultRetreatPromptSchema,
    AssaultFollowUpPromptSchema,
  ]);
  return XenocidePromptSchema;
}

let built: ReturnType<typeof buildXenocidePromptSchema> | undefined;

/**
 * Every decision a Xenocide game can wait on, discriminated by `kind`; `state.pending` of a Xenocide game
 * holds these (and the core's `roll` while manual dice are awaited).
 */
export function xenocidePromptSchema() {
  built ??= buildXenocidePromptSchema();
  return built;
}

/** A decision a Xenocide game waits on; narrow it by `kind` to read its typed `constraints`. */
export type XenocidePrompt = z.infer<ReturnType<typeof xenocidePromptSchema>>;

/** The kinds of Xenocide decisions. */
export type XenocidePromptKind = XenocidePrompt['kind'];

/** The Xenocide prompt of one kind: `XenocidePromptOf<'assign-casualties'>['constraints']['count']`. */
export type XenocidePromptOf<K extends XenocidePromptKind> = Extract<XenocidePrompt, { readonly kind: K }>;
