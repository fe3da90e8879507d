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

/**
 * XZ-UNIT-08 … XZ-UNIT-10: Mobile Artillery moves with its crew; Massive Artillery never moves (both are Artillery
 * units, R35); an artillery piece mounted on a vehicle (or grown on a monster) is a Vehicles and Monsters unit and
 * follows the vehicle rules.
 */
export const ARTILLERY_KINDS = ['mobile', 'massive', 'vehicle-mounted'] as const;

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

const MobilityFields = z.strictObject({
  /** XZ-MOVE-08; a flyer may leave it out: it counts as Hover (XZ-MOVE-09). */
  type: keywordSchema(MOBILITY_TYPES, {
    code: 'unknown-mobility-type',
    rule: 'XZ-MOVE-08',
    noun: 'mobility type (L, W, T or H)',
  }).optional(),
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
  /** XZ-MOVE-09: a flying unit giving close support: on the table at low altitude it counts as Hover (H). */
  flying: z.boolean().optional(),
});

/**
 * XZ-STAT-01 / XZ-MOVE-08 / XZ-MOVE-09: Mobility: one mobility type, any special movement abilities, and the speed
 * in inches (e.g. Legs + Jump Jets 5"). A flyer giving close support (`flying`) counts as Hover on the table
 * (XZ-MOVE-09): its type is H, given or not.
 */
export const MobilitySchema = MobilityFields.transform((mobility, ctx) => {
  if (mobility.flying && mobility.type !== undefined && mobility.type !== 'H') {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `a flyer giving close support counts as Hover (H) while on the table, not ${mobility.type}; write "H" or leave the type out (XZ-MOVE-09)`,
      params: { code: 'flyer-not-hover', rule: 'XZ-MOVE-09' },
    });
    return z.NEVER;
  }
  if (mobility.type === undefined && !mobility.flying) {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message:
        'give the mobility type, L, W, T or H (XZ-MOVE-08); only a flyer may leave it out (XZ-MOVE-09)',
      params: { code: 'missing-mobility-type', rule: 'XZ-MOVE-08' },
    });
    return z.NEVER;
  }
  const type: MobilityType = mobility.type ?? 'H';
  return {
    type,
    abilities: mobility.abilities,
    speed: mobility.speed,
    ...(mobility.flying ? { flying: true } : {}),
  };
});

/** XZ-MOVE-10: a Mobility written the book's way: the type symbol (and abilities), then the speed, e.g. `(L+J) 6"`. */
export function formatMobility(mobility: Pick<Mobility, 'type' | 'abilities' | 'speed'>): string {
  const abilities = mobility.abilities.map((a) => `+${a}`).join('');
  return `(${mobility.type}${abilities}) ${mobility.speed}"`;
}

const MOBILITY_NOTATION = /^\(\s*([LWTH])((?:\s*\+\s*[ADJ])*)\s*\)\s*(\d+(?:\.\d+)?)\s*"?$/;

/**
 * XZ-MOVE-10: reads a Mobility as the book writes it (`(L) 5"`, `(H) 12"`, with abilities `(T+D) 6"`) into the
 * unit card's Mobility input, or undefined when the text is not in that form.
 * @example readMobility('(W) 12"') // { type: 'W', abilities: [], speed: 12 }
 */
export function readMobility(
  text: string,
): { type: MobilityType; abilities: MovementAbility[]; speed: number } | undefined {
  const match = MOBILITY_NOTATION.exec(text.trim());
  if (!match) return undefined;
  const abilities = (match[2] ?? '')
    .split('+')
    .map((a) => a.trim())
    .filter((a): a is MovementAbility => a.length > 0);
  return { type: match[1] as MobilityType, abilities, speed: Number(match[3]) };
}

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

/** XZ-RES-12: the rolls a limited re-roll may apply to (the to-hit dice of a Shoot action). */
export const LIMITED_REROLL_ROLLS = ['to-hit'] as const;

/** A roll a limited re-roll applies to. */
export type LimitedRerollRoll = (typeof LIMITED_REROLL_ROLLS)[number];

/**
 * XZ-RES-12: a limited re-roll the unit always has (e.g. "re-roll natural 1s to hit"): on a roll of its kind, its
 * owner may re-roll failed dice whose natural face (before any modifier) is the named value, as often as it comes
 * up and at no cost; each die still only once (XZ-RES-11).
 */
export const LimitedRerollSchema = z.strictObject({
  /** What the ability is called on the card, e.g. "Hunting Instinct". */
  name: z.string().min(1).max(60),
  roll: keywordSchema(LIMITED_REROLL_ROLLS, {
    code: 'unknown-reroll-roll',
    rule: 'XZ-RES-12',
    noun: 'roll for a limited re-roll',
  }),
  natural: z
    .number()
    .int()
    .min(1, { error: (i) => `must be a natural D6 face, 1 to 6, not ${String(i.input)} (XZ-RES-12)` })
    .max(6, { error: (i) => `must be a natural D6 face, 1 to 6, not ${String(i.input)} (XZ-RES-12)` }),
});

/** A limited re-roll. */
export type LimitedReroll = z.output<typeof LimitedRerollSchema>;

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
