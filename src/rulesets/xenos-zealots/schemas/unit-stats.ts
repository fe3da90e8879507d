import * as z from 'zod';
import { keywordSchema } from './keyword';

/** XZ-UNIT-06: the five unit types, as the book names them. */
export const UNIT_TYPES = [
  'Basic Infantry',
  'Mobile Infantry',
  'Mounted Infantry',
  'Vehicles and Monsters',
  'Artillery',
] as const;

/** A unit type. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** XZ-UNIT-08 / XZ-UNIT-09: Mobile Artillery moves with its crew; Massive Artillery never moves. */
export const ARTILLERY_KINDS = ['mobile', 'massive'] as const;

/** An artillery kind. */
export type ArtilleryKind = (typeof ARTILLERY_KINDS)[number];

/** XZ-MOVE-08: the four mobility types: Legs, Wheels, Tracks, Hover. */
export const MOBILITY_TYPES = ['L', 'W', 'T', 'H'] as const;

/** A mobility type letter. */
export type MobilityType = (typeof MOBILITY_TYPES)[number];

/** XZ-SMOV-01 … XZ-SMOV-05: the special movement abilities: Amphibious, Dozer Blade / DTM, Jump Jets. */
export const MOVEMENT_ABILITIES = ['A', 'D', 'J'] as const;

/** A special movement ability letter. */
export type MovementAbility = (typeof MOVEMENT_ABILITIES)[number];

/**
 * R38 / R19 / R11 / R35: what a model's body is: it decides its footprint, whether it is "on foot", and whether
 * it takes damage through facings and a structure split (`vehicle`, `monster`, and an artillery `gun`).
 */
export const BODY_KINDS = ['infantry', 'beast', 'vehicle', 'monster', 'gun'] as const;

/** A model's body kind. */
export type BodyKind = (typeof BODY_KINDS)[number];

/** The body kinds that use Front / Side / Rear & Top AV and a structure split (XZ-SMU-01, XZ-SMU-05, R11, R35). */
export const LARGE_BODIES: readonly BodyKind[] = ['vehicle', 'monster', 'gun'];

/** R15: the unit notes that have a mechanical effect (XZ-SHOOT-14, XZ-ASLT-08); any other note is a keyword only. */
export const EFFECTIVE_NOTES = ['advancedTargeting', 'assaultWarGear'] as const;

/** A unit note with an effect. */
export type EffectiveNote = (typeof EFFECTIVE_NOTES)[number];

/**
 * XZ-STAT-01 / XZ-MOVE-10: Mobility: one mobility type, any special movement abilities, and the speed in
 * inches (e.g. Legs + Jump Jets 5").
 */
export const MobilitySchema = z.strictObject({
  type: keywordSchema(MOBILITY_TYPES, {
    code: 'unknown-mobility-type',
    rule: 'XZ-MOVE-08',
    noun: 'mobility type (L, W, T or H)',
  }),
  abilities: z
    .array(
      keywordSchema(MOVEMENT_ABILITIES, {
        code: 'unknown-movement-ability',
        rule: 'XZ-SMOV-01',
        noun: 'movement ability (A, D or J)',
      }),
    )
    .max(3)
    .default([])
    .refine((list) => new Set(list).size === list.length, {
      error: 'lists a movement ability twice; list each once (XZ-SMOV-01)',
    }),
  speed: z.number().min(0).max(48),
});

/** A Mobility stat. */
export type Mobility = z.output<typeof MobilitySchema>;

const AV = z.number().int().min(0).max(12);

/** XZ-SMU-01 / R12: the three armour facings of a vehicle, monster or gun. */
export const FacingsSchema = z.strictObject({ front: AV, side: AV, rearTop: AV });

/** Armour facings. */
export type Facings = z.output<typeof FacingsSchema>;

/** XZ-STAT-02: Armour Value: one value, or Front / Side / Rear & Top for large models (XZ-SMU-01). */
export const ArmourSchema = z.union([AV, FacingsSchema], {
  error: (issue) =>
    typeof issue.input === 'number'
      ? undefined
      : 'must be one number, or facings { "front": 4, "side": 3, "rearTop": 2 } (XZ-STAT-02)',
});

/** An Armour Value. */
export type Armour = z.output<typeof ArmourSchema>;

/**
 * XZ-SMU-05 / R11: the structure split of a vehicle, monster or gun: points of mobility, and attack points for
 * each weapon system (one weapon each) it carries.
 */
export const StructureSchema = z.strictObject({
  mobility: z.number().int().min(0).max(10),
  attacks: z
    .array(
      z.strictObject({
        weapon: z.string().min(1).max(60),
        points: z.number().int().min(1).max(5).default(1),
      }),
    )
    .min(1, {
      error: 'needs at least 1 weapon system: every attack point belongs to a named weapon (XZ-SMU-05)',
    })
    .max(12),
});

/** A structure split. */
export type Structure = z.output<typeof StructureSchema>;

/** XZ-SMU-05: a structure split's total points (mobility + every weapon system's). */
export function structureTotal(structure: Structure): number {
  return structure.attacks.reduce((sum, system) => sum + system.points, structure.mobility);
}

/** XZ-SAVE-06 / R8: Resilience is the divisor of the wound table, so it is at least 1. */
export const Resilience = z
  .number()
  .int()
  .min(1, {
    error: (issue) =>
      `must be at least 1, not ${String(issue.input)}: Resilience divides the damage in the wound table (R8, XZ-SAVE-06)`,
  })
  .max(20);

/** XZ-STAT-04: wounds per model. */
export const Wounds = z.number().int().min(1).max(30);

/**
 * XZ-UNIT-01 / R1 / R38: one entry of a unit's models: a name, how many such models, whether it is the unit
 * leader, its body, the card weapons it carries (default all of them), its footprint, and the stats it does not
 * share with the card (an artillery gun's facings and structure, R35).
 */
export const ModelEntrySchema = z.strictObject({
  name: z.string().min(1).max(60),
  count: z.number().int().min(1).max(30).default(1),
  /** XZ-UNIT-02. */
  leader: z.boolean().optional(),
  body: z.enum(BODY_KINDS).default('infantry'),
  /** Names of the card's weapons this model carries; default every weapon on the card. */
  weapons: z.array(z.string().min(1).max(60)).max(12).optional(),
  armour: ArmourSchema.optional(),
  resilience: Resilience.optional(),
  wounds: Wounds.optional(),
  structure: StructureSchema.optional(),
  /** R38: base diameter in inches (infantry and beasts; default 1). */
  baseDiameter: z.number().min(0.2).max(12).optional(),
  /** R38: hull length and width in inches (vehicles, monsters, guns). */
  hullLength: z.number().min(0.2).max(24).optional(),
  hullWidth: z.number().min(0.2).max(24).optional(),
  /** R38 / R19: height in inches. */
  height: z.number().min(0.1).max(24).optional(),
});

/** A model entry as written. */
export type ModelEntryInput = z.input<typeof ModelEntrySchema>;
/** A model entry. */
export type ModelEntry = z.output<typeof ModelEntrySchema>;

/** XZ-STAT-08 / R4: Command Value: 1 to 4 re-rolls per game turn, usable within a 3" to 12" radius. */
export const CommandSchema = z.strictObject({
  rerolls: z
    .number()
    .int()
    .min(1, {
      error: (i) =>
        `must be 1 to 4 re-rolls per game turn, not ${String(i.input)}; leave Command out for none (XZ-STAT-08)`,
    })
    .max(4, { error: (i) => `must be 1 to 4 re-rolls per game turn, not ${String(i.input)} (XZ-STAT-08)` }),
  range: z
    .number()
    .min(3, { error: (i) => `must be between 3" and 12", not ${String(i.input)}" (XZ-STAT-08)` })
    .max(12, { error: (i) => `must be between 3" and 12", not ${String(i.input)}" (XZ-STAT-08)` }),
});

/** A Command Value. */
export type Command = z.output<typeof CommandSchema>;
