import { closestMatch } from 'sandtable/kit';
import * as z from 'zod';
import { keywordSchema } from './keyword';
import { type WeaponProfile, WeaponProfileSchema } from './weapon';

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
const Resilience = z
  .number()
  .int()
  .min(1, {
    error: (issue) =>
      `must be at least 1, not ${String(issue.input)}: Resilience divides the damage in the wound table (R8, XZ-SAVE-06)`,
  })
  .max(20);

const Wounds = z.number().int().min(1).max(30);

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

const Target = z.number().int().min(1).max(10);

/** The fields of a unit card, before the checks that span several fields. */
const UnitCardShape = z.strictObject({
  /** A kebab-case id, unique in its force. */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { error: 'must be kebab-case (a-z, 0-9, -), e.g. "ashen-knights"' }),
  name: z.string().min(1).max(80),
  /** XZ-UNIT-06. */
  unitType: keywordSchema(UNIT_TYPES, { code: 'unknown-unit-type', rule: 'XZ-UNIT-06', noun: 'unit type' }),
  /** XZ-UNIT-08 / XZ-UNIT-09: required for Artillery, refused otherwise. */
  artillery: z.enum(ARTILLERY_KINDS).optional(),
  /** XZ-SMU-16 / R27: a Hero character: one model that may lead a unit it is attached to. */
  character: z.boolean().default(false),
  /** XZ-STAT-01. */
  mobility: MobilitySchema,
  /** XZ-STAT-02. */
  armour: ArmourSchema,
  /** XZ-STAT-03 / R8. */
  resilience: Resilience,
  /** XZ-STAT-04: wounds per model (infantry and beasts); large models use `structure`. */
  wounds: Wounds.optional(),
  /** XZ-SMU-05 / R11: the structure split of the card's vehicles or monsters. */
  structure: StructureSchema.optional(),
  /** XZ-STAT-05: the ranged to-hit target number. */
  stealth: Target,
  /** XZ-STAT-06: the assault to-hit target number and strike-order value. */
  assault: Target,
  /** XZ-STAT-07: the morale / rally target number (3 means 3+). */
  morale: Target,
  /** XZ-STAT-08 / R4: leave out for a unit with no re-rolls to give. */
  command: CommandSchema.optional(),
  /** XZ-MOR-19 / R25: the leader's "CM value + variable" rally bonus (default 0). */
  leaderRallyBonus: z.number().int().min(0).max(3).default(0),
  /** XZ-UNIT-03 / XZ-UNIT-04: inches from the leader. */
  coherency: z.number().gt(0).max(24),
  /** XZ-STAT-09 / R15: keywords; `advancedTargeting` and `assaultWarGear` have effects. */
  notes: z.array(z.string().min(1).max(60)).max(12).default([]),
  /** XZ-STAT-10. */
  weapons: z.array(WeaponProfileSchema).max(12).default([]),
  /** R32: the assault profile of models with no Assault weapon (otherwise they do not attack). */
  defaultAssaultWeapon: WeaponProfileSchema.optional(),
  /** XZ-UNIT-01. */
  models: z.array(ModelEntrySchema).min(1, { error: 'needs at least 1 model (XZ-UNIT-01)' }).max(20),
});

type Card = z.output<typeof UnitCardShape>;

/** An issue a cross-field check adds: where, what, its stable code and rule. */
interface CardProblem {
  path: (string | number)[];
  message: string;
  code: string;
  rule: string;
}

/** The stats a model takes from its own entry, else from the card. */
export function modelStats(
  card: Pick<Card, 'armour' | 'resilience' | 'wounds' | 'structure'>,
  model: ModelEntry,
) {
  return {
    armour: model.armour ?? card.armour,
    resilience: model.resilience ?? card.resilience,
    wounds: model.wounds ?? card.wounds,
    structure: model.structure ?? card.structure,
  };
}

/** The weapons a model carries: those it names, or every weapon on the card. */
export function modelWeapons(card: Pick<Card, 'weapons'>, model: ModelEntry): WeaponProfile[] {
  return model.weapons === undefined
    ? [...card.weapons]
    : card.weapons.filter((w) => model.weapons?.includes(w.name));
}

/** XZ-UNIT-01: the number of models in a unit. */
export function modelCount(card: Pick<Card, 'models'>): number {
  return card.models.reduce((sum, model) => sum + model.count, 0);
}

const didYouMean = (typed: string, known: readonly string[]) => {
  const guess = closestMatch(typed, known);
  return guess
    ? `; did you mean '${guess}'?`
    : known.length > 0
      ? `; the card has ${known.map((k) => `'${k}'`).join(', ')}`
      : '';
};

/** XZ-UNIT-02: a multiple-model unit has exactly one leader, and a leader entry is one model. */
function leaderProblems(card: Card): CardProblem[] {
  const leaders = card.models.flatMap((m, i) => (m.leader ? [i] : []));
  if (modelCount(card) <= 1) return [];
  if (leaders.length === 0)
    return [
      {
        path: ['models'],
        code: 'no-unit-leader',
        rule: 'XZ-UNIT-02',
        message: `${modelCount(card)} models but no unit leader; mark one model entry (count 1) with "leader": true (XZ-UNIT-02)`,
      },
    ];
  if (leaders.length > 1)
    return [
      {
        path: ['models', leaders[1] as number, 'leader'],
        code: 'several-unit-leaders',
        rule: 'XZ-UNIT-02',
        message: 'a unit has exactly one leader; remove "leader" from every entry but one (XZ-UNIT-02)',
      },
    ];
  const index = leaders[0] as number;
  return (card.models[index]?.count ?? 1) > 1
    ? [
        {
          path: ['models', index, 'count'],
          code: 'several-unit-leaders',
          rule: 'XZ-UNIT-02',
          message: 'the leader entry must be 1 model; put the others in their own entry (XZ-UNIT-02)',
        },
      ]
    : [];
}

/** XZ-STAT-10 / XZ-WPN-10: weapon names are unique, and models carry only weapons on the card. */
function weaponProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  const names = card.weapons.map((w) => w.name);
  names.forEach((name, i) => {
    if (names.indexOf(name) !== i)
      out.push({
        path: ['weapons', i, 'name'],
        code: 'duplicate-weapon',
        rule: 'XZ-WPN-10',
        message: `the card already has a weapon named '${name}'; give each profile its own name (XZ-WPN-10)`,
      });
  });
  card.models.forEach((model, m) => {
    model.weapons?.forEach((name, w) => {
      if (!names.includes(name))
        out.push({
          path: ['models', m, 'weapons', w],
          code: 'unknown-weapon',
          rule: 'XZ-STAT-10',
          message: `'${name}' is not a weapon on this card${didYouMean(name, names)} (XZ-STAT-10)`,
        });
    });
  });
  return out;
}

/**
 * R11 / XZ-SMU-01 / XZ-SMU-05 / R13: large models have facings, a structure split covering each weapon they
 * carry once, and weapon mounts; infantry and beasts have one AV and wounds.
 */
function bodyProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  card.models.forEach((model, m) => {
    const stats = modelStats(card, model);
    const at = (field: string) =>
      model[field as keyof ModelEntry] === undefined ? [field] : ['models', m, field];
    if (LARGE_BODIES.includes(model.body)) {
      if (typeof stats.armour === 'number')
        out.push({
          path: at('armour'),
          code: 'single-armour-on-large-model',
          rule: 'XZ-SMU-01',
          message: `a ${model.body} has Front / Side / Rear & Top armour; write { "front": …, "side": …, "rearTop": … } (XZ-SMU-01)`,
        });
      if (stats.structure === undefined) {
        out.push({
          path: ['models', m],
          code: 'missing-structure-split',
          rule: 'R11',
          message: `a ${model.body} needs a "structure" split into mobility points and attack points per weapon system, e.g. { "mobility": 2, "attacks": [{ "weapon": "Battle Cannon", "points": 1 }] } (R11, XZ-SMU-05)`,
        });
      } else {
        const carried = modelWeapons(card, model).map((w) => w.name);
        const split = stats.structure.attacks.map((a) => a.weapon);
        split.forEach((name, a) => {
          if (!carried.includes(name))
            out.push({
              path: [...at('structure'), 'attacks', a, 'weapon'],
              code: 'unknown-weapon',
              rule: 'XZ-SMU-05',
              message: `'${name}' is not a weapon this model carries${didYouMean(name, carried)} (XZ-SMU-05)`,
            });
          else if (split.indexOf(name) !== a)
            out.push({
              path: [...at('structure'), 'attacks', a, 'weapon'],
              code: 'duplicate-weapon-system',
              rule: 'XZ-SMU-09',
              message: `'${name}' has attack points twice; give each weapon system one entry (XZ-SMU-09)`,
            });
        });
        for (const name of carried)
          if (!split.includes(name))
            out.push({
              path: [...at('structure'), 'attacks'],
              code: 'weapon-without-structure',
              rule: 'XZ-SMU-09',
              message: `'${name}' has no attack points; every weapon system of a ${model.body} is lost to its own structure points (XZ-SMU-09)`,
            });
        if (model.body !== 'gun' && card.mobility.speed > 0 && stats.structure.mobility < 1)
          out.push({
            path: [...at('structure'), 'mobility'],
            code: 'missing-mobility-points',
            rule: 'XZ-SMU-05',
            message: `a moving ${model.body} needs at least 1 mobility point (XZ-SMU-05, XZ-SMU-08)`,
          });
      }
      if (stats.wounds !== undefined && model.wounds !== undefined)
        out.push({
          path: ['models', m, 'wounds'],
          code: 'wounds-on-large-model',
          rule: 'R11',
          message: `a ${model.body} counts structure points, not wounds; remove "wounds" (R11)`,
        });
      modelWeapons(card, model).forEach((weapon) => {
        if (weapon.type !== 'assault' && weapon.mount === undefined)
          out.push({
            path: ['weapons', card.weapons.indexOf(weapon), 'mount'],
            code: 'missing-mount',
            rule: 'R13',
            message: `'${weapon.name}' is carried by a ${model.body}, so give its mount: turret, hull, large or sponson (R13, XZ-ARC-02)`,
          });
      });
    } else {
      if (typeof stats.armour !== 'number')
        out.push({
          path: at('armour'),
          code: 'facings-on-small-model',
          rule: 'R11',
          message: `a ${model.body} model uses one Armour Value, not facings (R11, XZ-STAT-02)`,
        });
      if (stats.wounds === undefined)
        out.push({
          path: ['models', m],
          code: 'missing-wounds',
          rule: 'XZ-STAT-04',
          message: `give the ${model.body} model's Wounds, on the card or on the model entry (XZ-STAT-04)`,
        });
      if (model.structure !== undefined)
        out.push({
          path: ['models', m, 'structure'],
          code: 'structure-on-small-model',
          rule: 'R11',
          message: `only vehicles, monsters and guns have a structure split; give the ${model.body} Wounds (R11)`,
        });
    }
  });
  return out;
}

/** XZ-UNIT-06 / R35 / XZ-SMU-16: the models fit the unit type, the artillery kind and the character flag. */
function typeProblems(card: Card): CardProblem[] {
  const out: CardProblem[] = [];
  const bodies = card.models.map((m) => m.body);
  const large = (b: BodyKind) => b === 'vehicle' || b === 'monster';
  const small = (b: BodyKind) => b === 'infantry' || b === 'beast';
  const fits: Record<UnitType, (b: BodyKind) => boolean> = {
    'Basic Infantry': small,
    'Mobile Infantry': small,
    'Mounted Infantry': small,
    'Vehicles and Monsters': large,
    Artillery: (b) => b === 'gun' || small(b),
  };
  bodies.forEach((body, m) => {
    if (!fits[card.unitType](body))
      out.push({
        path: ['models', m, 'body'],
        code: 'body-does-not-fit-unit-type',
        rule: 'XZ-UNIT-06',
        message: `a ${body} model can't be in a ${card.unitType} unit (XZ-UNIT-06)`,
      });
  });
  if (card.unitType === 'Artillery') {
    if (card.artillery === undefined)
      out.push({
        path: ['artillery'],
        code: 'missing-artillery-kind',
        rule: 'XZ-UNIT-06',
        message: 'say whether the artillery is "mobile" or "massive" (XZ-UNIT-06, XZ-UNIT-08, XZ-UNIT-09)',
      });
    const guns = card.models.filter((m) => m.body === 'gun').reduce((n, m) => n + m.count, 0);
    const crew = card.models.filter((m) => small(m.body)).reduce((n, m) => n + m.count, 0);
    if (guns !== 1 || crew < 1)
      out.push({
        path: ['models'],
        code: 'bad-artillery-crew',
        rule: 'R35',
        message: `an artillery unit is one gun model (body "gun") and at least one crew model; this one has ${guns} gun(s) and ${crew} crew (R35)`,
      });
    const leader = card.models.find((m) => m.leader);
    if (leader?.body === 'gun')
      out.push({
        path: ['models', card.models.indexOf(leader), 'leader'],
        code: 'gun-as-leader',
        rule: 'R35',
        message: 'the unit leader must be a crew model, not the gun (R35)',
      });
    if (card.artillery === 'massive' && card.mobility.speed !== 0)
      out.push({
        path: ['mobility', 'speed'],
        code: 'massive-artillery-moves',
        rule: 'XZ-UNIT-09',
        message: 'Massive Artillery is immobile; set its speed to 0 (XZ-UNIT-09)',
      });
  } else if (card.artillery !== undefined) {
    out.push({
      path: ['artillery'],
      code: 'artillery-kind-outside-artillery',
      rule: 'XZ-UNIT-06',
      message: `only Artillery units have an artillery kind; remove it or make the unit Artillery (XZ-UNIT-06)`,
    });
  }
  if (card.character && (modelCount(card) !== 1 || !small(bodies[0] as BodyKind)))
    out.push({
      path: ['character'],
      code: 'bad-character',
      rule: 'XZ-SMU-16',
      message: 'a character is a single infantry or beast model (XZ-SMU-16, R27)',
    });
  return out;
}

/** R15: a note that is a near miss of a keyword with an effect is refused, so the effect is not silently lost. */
function noteProblems(card: Card): CardProblem[] {
  const known: readonly string[] = EFFECTIVE_NOTES;
  return card.notes.flatMap((note, n) => {
    if (known.includes(note)) return [];
    const guess = closestMatch(note, known);
    return guess === undefined
      ? []
      : [
          {
            path: ['notes', n],
            code: 'misspelt-note',
            rule: 'R15',
            message: `'${note}' looks like the note '${guess}', which has an effect; did you mean '${guess}'? (R15)`,
          },
        ];
  });
}

/** R32: a default assault weapon is an Assault weapon. */
function defaultAssaultProblems(card: Card): CardProblem[] {
  return card.defaultAssaultWeapon && card.defaultAssaultWeapon.type !== 'assault'
    ? [
        {
          path: ['defaultAssaultWeapon', 'type'],
          code: 'default-assault-not-assault',
          rule: 'R32',
          message: 'the default assault weapon must have type "assault" (R32)',
        },
      ]
    : [];
}

/**
 * R1 / XZ-UNIT-01 … XZ-UNIT-07 / XZ-STAT-01 … XZ-STAT-10 / R11 / R35: one unit card: name, unit type, Mobility,
 * AV, Resilience, Wounds or structure split, Stealth, Assault, Morale, Command, Coherency radius, notes, weapons
 * and models.
 */
export const UnitCardSchema = UnitCardShape.superRefine((card, ctx) => {
  for (const problem of [
    ...leaderProblems(card),
    ...weaponProblems(card),
    ...bodyProblems(card),
    ...typeProblems(card),
    ...noteProblems(card),
    ...defaultAssaultProblems(card),
  ])
    ctx.addIssue({
      code: 'custom',
      path: problem.path,
      message: problem.message,
      params: { code: problem.code, rule: problem.rule },
    });
});

/** A unit card as written (defaults may be left out). */
export type UnitCardInput = z.input<typeof UnitCardSchema>;
/** A unit card, defaults filled in. */
export type UnitCard = z.output<typeof UnitCardSchema>;

/** XZ-SMU-01: whether a model uses facings and a structure split. */
export function isLargeModel(model: ModelEntry): boolean {
  return LARGE_BODIES.includes(model.body);
}
