import * as z from 'zod';
import { NameSchema, ProfileIdSchema } from './profile-fields';

/** XEN-ARMY-03: a line of identical models bought for a unit: a profile id from the unit list and a count. */
export const ModelLineSchema = z
  .strictObject({
    profile: ProfileIdSchema.describe('Id of the profile in the unit list.'),
    count: z
      .number()
      .int()
      .min(1, { error: 'must be at least 1; remove the line to buy none' })
      .max(100)
      .describe('How many models of this profile.'),
  })
  .describe('Models of one profile in a unit (XEN-ARMY-03).');

/** XEN-ARMY-03: a line of identical models. */
export type ModelLine = z.infer<typeof ModelLineSchema>;

/** XEN-ARMY-03: a unit: its models, and for a titan the options bought (XEN-ARMY-15). */
export const ArmyUnitSchema = z
  .strictObject({
    name: NameSchema.optional().describe('Unit name; defaults to "<company> unit <n>".'),
    models: z
      .array(ModelLineSchema)
      .min(1, { error: 'needs at least one model line' })
      .max(20)
      .describe('The models of the unit; mixing profiles is allowed (XEN-ARMY-11).'),
    titanOptions: z
      .array(ProfileIdSchema)
      .max(24)
      .optional()
      .describe('Ids of the titan options bought for this titan (XEN-ARMY-15).'),
  })
  .describe('A unit of models (XEN-ARMY-03).');

/** XEN-ARMY-03: a unit in an army list. */
export type ArmyUnit = z.infer<typeof ArmyUnitSchema>;

/** XEN-ARMY-03 / XEN-ARMY-13: a named company of units. */
export const CompanySchema = z
  .strictObject({
    name: NameSchema.describe(
      'Company name, unique in the army; used for the activation order (XEN-ARMY-13).',
    ),
    units: z.array(ArmyUnitSchema).max(100).describe('The units of the company, 1 to 5 (XEN-ARMY-05).'),
  })
  .describe('A company (XEN-ARMY-03).');

/** XEN-ARMY-03: a company in an army list. */
export type Company = z.infer<typeof CompanySchema>;

/** XEN-ARMY-01..15: an army list as players write it: army → companies → units → models. */
export const ArmyListSchema = z
  .strictObject({
    name: NameSchema.describe('Army name.'),
    faction: ProfileIdSchema.describe(
      "Faction id of the unit list the army is bought from, or 'generic' (XEN-ARMY-02).",
    ),
    points: z
      .number()
      .int()
      .min(1)
      .max(1_000_000)
      .describe('The points total the players agreed; the army may cost no more (XEN-ARMY-01).'),
    largeGame: z
      .boolean()
      .optional()
      .describe('Both players agreed a very large game: more than 6 companies allowed (XEN-ARMY-04).'),
    companies: z.array(CompanySchema).max(100).describe('The companies, 3 to 6 (XEN-ARMY-04).'),
  })
  .describe('An army list (XEN-ARMY).');

/** XEN-ARMY-01..15: an army list. */
export type ArmyList = z.infer<typeof ArmyListSchema>;

/** XEN-ARMY-01..15: an army list as authored in JSON. */
export type ArmyListInput = z.input<typeof ArmyListSchema>;
