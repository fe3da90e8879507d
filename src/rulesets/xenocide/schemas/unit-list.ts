import * as z from 'zod';
import { UnitProfileSchema } from './profile';
import { ProfileIdSchema } from './profile-fields';
import { TitanProfileSchema } from './titan';

/** XEN-STAT-01 / XEN-STAT-22: any model profile; `kind` tells a titan ('titan') from every other model ('standard', the default). */
export const ModelProfileSchema = z
  .discriminatedUnion('kind', [UnitProfileSchema, TitanProfileSchema], {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? "has an unknown kind; use 'standard' (or leave it out) for a model and 'titan' for a titan"
        : undefined,
  })
  .describe('#d98');

/** XEN-STAT-01 / XEN-STAT-22: any model profile. */
export type ModelProfile = z.infer<typeof ModelProfileSchema>;

/** XEN-STAT-01 / XEN-STAT-22: any model profile as authored in JSON. */
export type ModelProfileInput = z.input<typeof ModelProfileSchema>;

/** XEN-ARMY-02: the faction id of the generic unit list, usable by any army. */
export const GENERIC_FACTION = 'generic';

/** XEN-ARMY-02: a faction's unit list (or the generic list): profiles keyed by kebab-case id. */
export const UnitListSchema = z
  .strictObject({
    faction: ProfileIdSchema.describe(
      `Faction id armies name in their faction field; '${GENERIC_FACTION}' for the generic list.`,
    ),
    name: z.string().min(1).max(80).describe('#d99'),
    profiles: z
      .record(ProfileIdSchema, ModelProfileSchema)
      .refine((profiles) => Object.keys(profiles).length <= 500, { error: 'holds more than 500 profiles' })
      .describe('#d100'),
  })
  .describe('#d101');

/** XEN-ARMY-02: a unit list. */
export type UnitList = z.infer<typeof UnitListSchema>;

/** XEN-ARMY-02: a unit list as authored in JSON. */
export type UnitListInput = z.input<typeof UnitListSchema>;

/** Whether a profile is a titan's (XEN-STAT-22). */
export function isTitanProfile(profile: ModelProfile): profile is z.infer<typeof TitanProfileSchema> {
  return profile.kind === 'titan';
}
