import * as z from 'zod';

/** XEN-STAT-05: the seven model types, in the book's order. */
export const MODEL_TYPES = ['Infantry', 'Walker', 'Wheeled', 'Tracked', 'Skimmer', 'Hover', 'Flyer'] as const;

/** XEN-STAT-05: one model type (how a model moves and how terrain affects it). */
export const ModelTypeSchema = z
  .enum(MODEL_TYPES, { error: `must be one of ${MODEL_TYPES.join(', ')} (XEN-STAT-05)` })
  .describe('#d32');

/** XEN-STAT-05: one model type. */
export type ModelType = z.infer<typeof ModelTypeSchema>;

/** XEN-STAT-05: one or more distinct model types, e.g. ["Infantry", "Skimmer", "Hover"] for grav troops. */
export const ModelTypesSchema = z
  .array(ModelTypeSchema)
  .min(1, { error: 'needs at least one model type (XEN-STAT-05)' })
  .max(MODEL_TYPES.length, { error: `lists more than ${MODEL_TYPES.length} types (XEN-STAT-05)` })
  .refine((types) => new Set(types).size === types.length, {
    error: 'lists the same type twice; name each type once (XEN-STAT-05)',
    params: { code: 'duplicate-type', rule: 'XEN-STAT-05' },
  })
  .describe('#d33');
