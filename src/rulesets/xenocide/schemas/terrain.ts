import * as z from 'zod';
import { NameSchema, ProfileIdSchema } from './profile-fields';

/** XEN-TERR-12 / XEN-SAVE-07: the cover a feature gives: none, light (soft, 1), hard (2) or fortified (3). */
export const CoverKindSchema = z.enum(['none', 'light', 'hard', 'fortified']).describe('#d62');

/** XEN-TERR-12: a cover kind. */
export type CoverKind = z.infer<typeof CoverKindSchema>;

/** XEN-TERR-01: how a feature affects the movement of one model type. */
export const MovementEffectSchema = z.enum(['open', 'difficult', 'dangerous', 'impassable']).describe('#d63');

/** XEN-TERR-01: a movement effect. */
export type MovementEffect = z.infer<typeof MovementEffectSchema>;

/** XEN-TERR-11: the model types the terrain table has a column for; Skimmer, Hover and Flyer follow XEN-TERR-15..31. */
export const TABLED_MOVEMENT_TYPES = ['Infantry', 'Walker', 'Wheeled', 'Tracked'] as const;

/** XEN-TERR-11: one of the model types with a terrain-table column. */
export type TabledMovementType = (typeof TABLED_MOVEMENT_TYPES)[number];

/** XEN-TERR-11 / R17: a kind of terrain feature with its default flags, which players may override before the game. */
export const TerrainFeatureKindSchema = z
  .strictObject({
    id: ProfileIdSchema,
    name: NameSchema,
    obscures: z.boolean().describe('#d64'),
    cover: CoverKindSchema,
    movement: z
      .strictObject({
        Infantry: MovementEffectSchema,
        Walker: MovementEffectSchema,
        Wheeled: MovementEffectSchema,
        Tracked: MovementEffectSchema,
      })
      .describe('#d65'),
    road: z.boolean().describe('#d66'),
    water: z.boolean().describe('#d67'),
    intrinsicallyDangerous: z.boolean().describe('#d68'),
  })
  .describe('#d69');

/** XEN-TERR-11: a terrain feature kind. */
export type TerrainFeatureKind = z.infer<typeof TerrainFeatureKindSchema>;
