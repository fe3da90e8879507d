import * as z from 'zod';
import { keywordSchema } from './keyword';
import {
  ARTILLERY_KINDS,
  ArmourSchema,
  CommandSchema,
  LARGE_BODIES,
  LimitedRerollSchema,
  MobilitySchema,
  type ModelEntry,
  ModelEntrySchema,
  Resilience,
  StructureSchema,
  UNIT_TYPES,
  Wounds,
} from './unit-stats';
import { type WeaponProfile, WeaponProfileSchema } from './weapon';

const Target = z.number().int().min(1).max(10);

/** R1: the fields of a unit card, each checked on its own (the checks that span several fields are in unit-card-checks). */
export const UnitCardFieldsSchema = z.strictObject({
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
  /** XZ-RES-12: a limited re-roll the unit always has, e.g. natural 1s to hit. */
  limitedReroll: LimitedRerollSchema.optional(),
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

/** A unit card's fields, defaults filled in. */
export type UnitCardFields = z.output<typeof UnitCardFieldsSchema>;
type Card = UnitCardFields;

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
/** XZ-SMU-01: whether a model uses facings and a structure split. */
export function isLargeModel(model: ModelEntry): boolean {
  return LARGE_BODIES.includes(model.body);
}
