import * as z from 'zod';
import { NameSchema, ProfileIdSchema } from './profile-fields';

/** XEN-ARMY-03: a line of identical models bought for a unit: a profile id from the unit list and a count. */
export const ModelLineSchema = z
  .strictObject({
    profile: ProfileIdSchema.describe('#d14'),
    count: z
      .number()
      .int()
      .min(1, { error: 'must be at least 1; remove the line to buy none' })
      .max(100)
      .describe('#d15'),
  })
  .describe('#d16');

/** XEN-ARMY-03: a line of identical models. */
export type ModelLine = z.infer<typeof ModelLineSchema>;

/** XEN-ARMY-03: a unit: its models, and for a titan the options bought (XEN-ARMY-15). */
export const ArmyUnitSchema = z
  .strictObject({
    name: NameSchema.optional().describe('#d17'),
    models: z
      .array(ModelLineSchema)
      .min(1, { error: 'needs at least one model line' })
      .max(20)
      .describe('#d18'),
    titanOptions: z.array(ProfileIdSchema).max(24).optional().describe('#d19'),
  })
  .describe('#d20');

/** XEN-ARMY-03: a unit in an army list. */
export type ArmyUnit = z.infer<typeof ArmyUnitSchema>;

/** XEN-ARMY-03 / XEN-ARMY-13: a named company of units. */
export const CompanySchema = z
  .strictObject({
    name: NameSchema.describe('#d21'),
    units: z.array(ArmyUnitSchema).max(100).describe('#d22'),
  })
  .describe('#d23');

/** XEN-ARMY-03: a company in an army list. */
export type Company = z.infer<typeof CompanySchema>;

/** XEN-ARMY-01..15: an army list as players write it: army → companies → units → models. */
export const ArmyListSchema = z
  .strictObject({
    name: NameSchema.describe('#d24'),
    faction: ProfileIdSchema.describe('#d25'),
    points: z.number().int().min(1).max(1_000_000).describe('#d26'),
    largeGame: z.boolean().optional().describe('#d27'),
    companies: z.array(CompanySchema).max(100).describe('#d28'),
  })
  .describe('#d29');

/** XEN-ARMY-01..15: an army list. */
export type ArmyList = z.infer<typeof ArmyListSchema>;

/** XEN-ARMY-01..15: an army list as authored in JSON. */
export type ArmyListInput = z.input<typeof ArmyListSchema>;
