import * as z from 'zod';

/** A profile or option id: kebab-case, so it is safe as a JSON key and readable in lists. */
export const ProfileIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: "must be kebab-case (lowercase letters, digits and single hyphens), e.g. 'heavy-tank'",
  })
  .max(60)
  .describe('#d34');

/** XEN-STAT-01: a model or weapon name as players read it. */
export const NameSchema = z.string().min(1, { error: 'must not be empty' }).max(80);

/** XEN-STAT-03: Victory Points, the authored cost of one model and its value when eliminated (R11). */
export const VictoryPointsSchema = z.number().int().min(0).max(100_000).describe('#d35');

/** XEN-STAT-10: Aspect, a signed integer added to the Accuracy of shots at the model. */
export const AspectSchema = z.number().int().min(-6).max(6).describe('#d36');

/** XEN-STAT-11: Armor, saved on d6 ≤ Armor − Strength. */
export const ArmorSchema = z.number().int().min(0).max(10).describe('#d37');

/** XEN-STAT-14: Close Assault Attack, the d6 a model adds to its unit's pool. */
export const CaaSchema = z.number().int().min(0).max(100).describe('#d38');

/** Geometry: a model's base radius in inches; when absent the default of DEFAULT_BASE_RADIUS applies. */
export const BaseRadiusSchema = z
  .number()
  .gt(0, { error: 'must be more than 0 inches' })
  .max(12)
  .describe('#d39');
