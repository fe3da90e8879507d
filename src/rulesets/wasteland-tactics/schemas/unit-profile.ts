import * as z from 'zod';
import { parseSpecialRule } from './special-rule-shorthand';
import { SpecialRuleSchema } from './special-rules';
import { WeaponSchema } from './weapon';
import { parseWeapon } from './weapon-shorthand';

/** WT-UNIT-06: the five unit types. */
export const UNIT_TYPES = ['Command', 'Troops', 'Spearhead', 'Fast', 'Heavy'] as const;

/** A unit type. */
export type UnitType = (typeof UNIT_TYPES)[number];

/** Words a failed union by the branch that fits the input's kind (the shorthand string or the object). */
function unionMessage(issue: {
  input?: unknown;
  errors?: readonly (readonly { message: string }[])[];
}): string {
  const branch = typeof issue.input === 'string' ? issue.errors?.[1] : issue.errors?.[0];
  return branch?.map((i) => i.message).join('; ') || 'must be shorthand text or an object';
}

/** WT-WPN-01: a weapon given as a profile object or in the rulebook shorthand (`Pistol: R10 A1 5+ D1`). */
export const WeaponInputSchema = z.union(
  [
    WeaponSchema,
    z
      .string()
      .max(300)
      .transform((text, ctx) => {
        const parsed = parseWeapon(text);
        if (parsed.ok) return parsed.weapon;
        for (const issue of parsed.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }),
  ],
  { error: (issue) => unionMessage(issue as never) },
);

/** A special rule given as an object or as the rulebook writes it (`Tough 3`). */
export const SpecialRuleInputSchema = z.union(
  [
    SpecialRuleSchema,
    z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const parsed = parseSpecialRule(text);
        if (parsed.ok) return parsed.rule;
        for (const issue of parsed.issues) ctx.addIssue({ code: 'custom', message: issue.message });
        return z.NEVER;
      }),
  ],
  { error: (issue) => unionMessage(issue as never) },
);

const Target = z.number().int().min(1).max(11);

/**
 * WT-UNIT-01 / WT-UNIT-06 / R1 / R13: a unit profile: type, model count, Move, Will, Life, weapons,
 * special rules, cost per model, and the footprint and height of its models.
 */
export const UnitProfileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, { error: 'must be kebab-case (a-z, 0-9, -)' }),
  name: z.string().min(1).max(80),
  faction: z.string().min(1).max(60).optional(),
  unitType: z.enum(UNIT_TYPES),
  /** How many models the unit may have (R1: unit cost = per-model cost × models). */
  models: z
    .strictObject({ min: z.number().int().min(1).max(50), max: z.number().int().min(1).max(50) })
    .refine((m) => m.min <= m.max, { error: 'min must not exceed max' })
    .default({ min: 1, max: 1 }),
  /** Inches. */
  move: z.number().min(0).max(48),
  /** The D10 roll needed (6 means 6+). */
  will: Target,
  life: Target,
  weapons: z.array(WeaponInputSchema).max(10).default([]),
  rules: z.array(SpecialRuleInputSchema).max(20).default([]),
  costPerModel: z.number().int().min(0).max(2000),
  /** R13: footprint diameter in inches. */
  base: z.number().min(0.2).max(12).default(1),
  /** R13: model height in inches. */
  height: z.number().min(0.1).max(20).default(1.5),
});

/** A unit profile (weapons and rules already read from shorthand). */
export type UnitProfile = z.output<typeof UnitProfileSchema>;
/** A unit profile as written (shorthand allowed, defaults may be left out). */
export type UnitProfileInput = z.input<typeof UnitProfileSchema>;
