import * as z from 'zod';

/** SQ-DEF-17: the AT ladder's classes, lowest first. */
export const AT_CLASSES = ['U', 'VLt', 'Lt', 'Med', 'Hvy'] as const;
/** An AT class (SQ-DEF-17). */
export type AtClass = (typeof AT_CLASSES)[number];
const AtSchema = z.enum(AT_CLASSES);

/** SQ-DEF-05: the troop-quality presets' keys. */
export const QUALITIES = ['green', 'regular', 'veteran', 'elite'] as const;
/** A troop quality (SQ-DEF-05). */
export type Quality = (typeof QUALITIES)[number];

/** SQ-SPC-01…17: the special rules a unit profile may carry. */
export const SPECIAL_RULES = [
  'cqbSpecialist',
  'conscript',
  'fast',
  'fearless',
  'geneEnhanced',
  'improvedCloseCombat',
  'improvedTargeting',
  'jumpInfantry',
  'lightInfantry',
  'recon',
  'resolute',
  'terrifying',
] as const;
/** A unit special rule (SQ-SPC). */
export type SpecialRule = (typeof SPECIAL_RULES)[number];

/** SQ-DEF-08: the weapon flags. */
export const WEAPON_FLAGS = [
  'oncePerTurn',
  'rpg',
  'flame',
  'ignoresCover',
  'cqbAntiTank',
  'cqbOnly',
] as const;
/** A weapon flag (SQ-DEF-08). */
export type WeaponFlag = (typeof WEAPON_FLAGS)[number];

/** SQ-DEF-08: a weapon profile. */
export const WeaponSchema = z.strictObject({
  /** Effective range in inches (SQ-SHT-02/03); 0 for a CQB-only weapon. */
  effectiveRange: z.number().min(0),
  /** Maximum range; left out, `shooting.maxRangeFactor` × the effective range. */
  maxRange: z.number().min(0).optional(),
  /** Shots per model; `'D3'` rolls them. */
  shots: z.union([z.number().int().min(0), z.literal('D3')]),
  /** Armour-save modifier (negative makes saves harder). */
  ap: z.number().int().max(0).default(0),
  /** AT class against vehicles; left out, anti-personnel only (counts as AT U). */
  at: AtSchema.optional(),
  /** A hit on infantry becomes D3 hits (grenade launcher, tank gun). */
  hitBecomesD3: z.boolean().default(false),
  /** A flamethrower's D3 automatic hits (SQ-DEF-27). */
  automaticHits: z.boolean().default(false),
  flags: z.array(z.enum(WEAPON_FLAGS)).default([]),
});
/** A weapon profile (SQ-DEF-08). */
export type Weapon = z.output<typeof WeaponSchema>;
/** A weapon profile as written. */
export type WeaponInput = z.input<typeof WeaponSchema>;

/** SQ-DEF-05 / SQ-DEF-17: a unit profile, infantry or vehicle. */
export const ProfileSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(['infantry', 'vehicle']),
  models: z.number().int().min(1).max(30),
  quality: z.enum(QUALITIES),
  /** Move allowance in inches (infantry: left out, `move.infantry`; Fast gives 8", SQ-SPC-04). */
  move: z.number().positive().optional(),
  /** Armour save target (infantry); left out, no save. */
  save: z.number().int().min(2).max(6).optional(),
  /** One weapon key per model (infantry) or every weapon of the vehicle. */
  weapons: z.array(z.string().min(1)).min(1),
  specialRules: z.array(z.enum(SPECIAL_RULES)).default([]),
  role: z.enum(['none', 'officer', 'spotter', 'artillery']).default('none'),
  /** SQ-DEF-22: an on-board artillery asset's weight and ranges. */
  artillery: z
    .strictObject({
      weight: z.enum(['light', 'medium', 'heavy']),
      minRange: z.number().min(0),
      maxRange: z.number().positive(),
    })
    .optional(),
  /** SQ-DEF-15: infantry carry smoke; vehicles need dischargers. */
  smoke: z.boolean().optional(),
  /** SQ-DEF-17: a vehicle's armour per facing. */
  armour: z.strictObject({ front: AtSchema, side: AtSchema, rear: AtSchema }).optional(),
  /** SQ-DEF-16: how many infantry models a vehicle carries. */
  transportCapacity: z.number().int().min(0).default(0),
  smokeDischargers: z.boolean().default(false),
  /** SQ-DEF-21: CQB attacks a vehicle strikes back with. */
  cqbAttacks: z.number().int().min(0).default(0),
  points: z.number().int().min(0),
});
/** A unit profile (SQ-DEF-05, SQ-DEF-17). */
export type Profile = z.output<typeof ProfileSchema>;
/** A unit profile as written. */
export type ProfileInput = z.input<typeof ProfileSchema>;

const QualityRow = z.strictObject({
  shoot: z.number().int().min(1).max(7),
  cqb: z.number().int().min(1).max(7),
  leadership: z.number().int().min(1).max(7),
});

const weight = <T extends z.ZodType>(value: T) =>
  z.strictObject({ light: value, medium: value, heavy: value });

/**
 * SQ-DEF-01…31: the defaults that make the sheet a whole game, every one a parameter a setup may change
 * (`setup.params` is merged over these, key by key). The catalogue's default parameter block.
 */
export const ParamsSchema = z.strictObject({
  dice: z
    .strictObject({
      natural1Fails: z.boolean().default(true),
      natural6SucceedsToHitAndLeadership: z.boolean().default(true),
    })
    .prefault({}),
  table: z
    .strictObject({ width: z.number().positive().default(48), depth: z.number().positive().default(48) })
    .prefault({}),
  deployment: z.strictObject({ zoneDepth: z.number().positive().default(12) }).prefault({}),
  turns: z.number().int().min(1).max(20).default(6),
  turn: z
    .strictObject({
      /** SQ-DEF-03: `rolloff` each turn; `alternate`: turn 1 is rolled, then the other player goes first each turn. */
      firstActivation: z.enum(['rolloff', 'alternate']).default('rolloff'),
    })
    .prefault({}),
  actionsPerActivation: z.number().int().min(1).max(2).default(1),
  qualities: z
    .strictObject({
      green: QualityRow.default({ shoot: 5, cqb: 5, leadership: 4 }),
      regular: QualityRow.default({ shoot: 4, cqb: 4, leadership: 3 }),
      veteran: QualityRow.default({ shoot: 3, cqb: 3, leadership: 3 }),
      elite: QualityRow.default({ shoot: 3, cqb: 3, leadership: 2 }),
    })
    .prefault({}),
  pinning: z.strictObject({ repinEffect: z.enum(['break', 'none']).default('break') }).prefault({}),
  shooting: z
    .strictObject({
      maxRangeFactor: z.number().positive().default(2),
      smallSquadModifierAppliesToVehicles: z.boolean().default(false),
    })
    .prefault({}),
  cover: z
    .strictObject({ light: z.number().int().default(5), heavy: z.number().int().default(4) })
    .prefault({}),
  rally: z
    .strictObject({ officerBonus: z.number().int().default(1), officerRange: z.number().min(0).default(6) })
    .prefault({}),
  move: z
    .strictObject({
      infantry: z.number().positive().default(6),
      enemyClearance: z.number().min(0).default(1),
      difficultCost: z.number().min(1).default(2),
    })
    .prefault({}),
  coherency: z.number().positive().default(2),
  los: z
    .strictObject({
      maxObscuringDepth: z.number().min(0).default(2),
      modelsBlock: z.boolean().default(false),
    })
    .prefault({}),
  overwatch: z.strictObject({ toHitModifier: z.number().int().default(0) }).prefault({}),
  smoke: z
    .strictObject({
      radius: z.number().positive().default(2),
      range: z.number().min(0).default(6),
      usesPerGame: z.number().int().min(0).nullable().default(null),
      durationTurns: z.number().int().min(0).default(1),
    })
    .prefault({}),
  vehicles: z
    .strictObject({
      mayAssault: z.boolean().default(false),
      atLadder: z
        .strictObject({
          U: z.number().int().default(0),
          VLt: z.number().int().default(1),
          Lt: z.number().int().default(2),
          Med: z.number().int().default(3),
          Hvy: z.number().int().default(4),
        })
        .prefault({}),
      frontArcDeg: z.number().min(0).max(360).default(90),
      rearArcDeg: z.number().min(0).max(360).default(90),
      /** SQ-DEF-17: `true` leaves a destroyed vehicle's wreck (3" square, impassable, light cover). */
      leaveWreck: z.boolean().default(false),
      damageTable: z
        .strictObject({
          noEffectMax: z.number().int().default(2),
          shaken: z.array(z.number().int()).default([3, 4]),
          immobilised: z.array(z.number().int()).default([5]),
          destroyedMin: z.number().int().default(6),
          autoNoEffectDiff: z.number().int().default(-2),
        })
        .prefault({}),
    })
    .prefault({}),
  cqb: z
    .strictObject({
      initiativeTie: z.enum(['simultaneous', 'reroll']).default('simultaneous'),
      maxRoundsPerActivation: z.number().int().min(1).default(3),
      maxAssaultingUnits: z.number().int().min(1).max(2).default(2),
    })
    .prefault({}),
  fireMissions: z
    .strictObject({
      availability: z
        .strictObject({ spotter: z.number().int().default(5), officer: z.number().int().default(6) })
        .prefault({}),
      sustainedDiceReduction: z.number().int().min(0).default(1),
      templateRadius: z
        .strictObject({
          light: z.number().positive().default(5),
          medium: z.number().positive().default(5),
          heavy: z.number().positive().default(10),
          lightBombs: z.number().positive().default(10),
        })
        .prefault({}),
      ap: weight(z.number().int().max(0)).default({ light: 0, medium: 0, heavy: 0 }),
      vehicleHitsPerResult: z.number().int().min(1).default(1),
    })
    .prefault({}),
  scatter: z.strictObject({ hitFaces: z.array(z.number().int().min(1).max(6)).default([1, 2]) }).prefault({}),
  airstrike: z
    .strictObject({
      lineLength: z.number().positive().default(18),
      lineHalfWidth: z.number().min(0).default(1),
      strafeToHit: z.number().int().default(4),
    })
    .prefault({}),
  terrifying: z
    .strictObject({ range: z.number().min(0).default(10), affectsVehicles: z.boolean().default(false) })
    .prefault({}),
  victory: z
    .strictObject({
      objectiveVP: z.number().int().min(0).default(3),
      unitVP: z.number().int().min(0).default(1),
      vehicleVP: z.number().int().min(0).default(2),
      brokenCountsAsDestroyed: z.boolean().default(true),
    })
    .prefault({}),
  forces: z.strictObject({ pointsLimit: z.number().int().min(1).default(400) }).prefault({}),
  /** SQ-DEF-08: weapons added to (or replacing) the default table, by key. */
  weapons: z.record(z.string().min(1), WeaponSchema).default({}),
  /** SQ-DEF-29: unit profiles added to (or replacing) the default profiles, by key. */
  profiles: z.record(z.string().min(1), ProfileSchema).default({}),
});
/** The parameters with every default filled in. */
export type Params = z.output<typeof ParamsSchema>;
/** The parameters as a setup writes them: every key optional. */
export type ParamsInput = z.input<typeof ParamsSchema>;

/** The defaults (SQ-DEF-01…31). */
export const DEFAULT_PARAMS: Params = ParamsSchema.parse({});
