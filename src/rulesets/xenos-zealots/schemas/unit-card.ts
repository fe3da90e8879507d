import type * as z from 'zod';
import { unitCardProblems } from './unit-card-checks';
import { UnitCardFieldsSchema } from './unit-card-fields';

/**
 * R1 / XZ-UNIT-01 … XZ-UNIT-07 / XZ-STAT-01 … XZ-STAT-10 / R11 / R35: one unit card: name, unit type, Mobility,
 * AV, Resilience, Wounds or structure split, Stealth, Assault, Morale, Command, Coherency radius, notes, weapons
 * and models.
 */
export const UnitCardSchema = UnitCardFieldsSchema.superRefine((card, ctx) => {
  for (const problem of unitCardProblems(card))
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
