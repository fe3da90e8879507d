import * as z from 'zod';
import { CadSchema } from './cad';
import { ModelTypesSchema } from './model-type';
import {
  ArmorSchema,
  AspectSchema,
  BaseRadiusSchema,
  CaaSchema,
  NameSchema,
  VictoryPointsSchema,
} from './profile-fields';
import {
  AssaultSpecialsSchema,
  DefenseSpecialsSchema,
  MoveSpecialsSchema,
  TransportSchema,
} from './specials';
import { WeaponSchema } from './weapon';

/** XEN-STAT-04: a non-titan Move: a multiple of 4 from 0" to 24". */
export const MoveSchema = z
  .number({ error: 'must be a number of inches: 0, 4, 8, 12, 16, 20 or 24 (XEN-STAT-04)' })
  .int({ error: 'must be 0, 4, 8, 12, 16, 20 or 24 inches (XEN-STAT-04)' })
  .min(0, { error: 'must be 0, 4, 8, 12, 16, 20 or 24 inches (XEN-STAT-04)' })
  .max(24, { error: 'must be 0, 4, 8, 12, 16, 20 or 24 inches (XEN-STAT-04)' })
  .multipleOf(4, { error: 'must be 0, 4, 8, 12, 16, 20 or 24 inches (XEN-STAT-04)' })
  .describe('#d40');

/** XEN-STAT-01: the profile of a non-titan model, with every stat of the book's unit stat line. */
export const UnitProfileSchema = z
  .strictObject({
    kind: z.literal('standard').default('standard').describe('#d41'),
    name: NameSchema.describe('#d42'),
    vp: VictoryPointsSchema,
    move: MoveSchema,
    types: ModelTypesSchema,
    moveSpecials: MoveSpecialsSchema.optional(),
    size: z.number().int().min(1).max(20).describe('#d43'),
    transport: TransportSchema.optional(),
    aspect: AspectSchema,
    armor: ArmorSchema,
    defenseSpecials: DefenseSpecialsSchema.optional(),
    caa: CaaSchema,
    cad: CadSchema,
    assaultSpecials: AssaultSpecialsSchema.optional(),
    weapons: z.array(WeaponSchema).max(20).default([]).describe('#d44'),
    base: BaseRadiusSchema.optional(),
  })
  .superRefine((profile, ctx) => {
    const seen = new Set<string>();
    profile.weapons.forEach((weapon, index) => {
      if (seen.has(weapon.name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['weapons', index, 'name'],
          message: `repeats the weapon name '${weapon.name}'; give each weapon system its own name (XEN-STAT-02)`,
          params: { code: 'duplicate-weapon', rule: 'XEN-STAT-02' },
        });
      }
      seen.add(weapon.name);
      if (weapon.specials?.bombs && !profile.types.includes('Flyer')) {
        ctx.addIssue({
          code: 'custom',
          path: ['weapons', index, 'specials', 'bombs'],
          message: 'only Flyers drop bombs; add the Flyer type or remove the Bombs special (XEN-TERR-31)',
          params: { code: 'bombs-without-flyer', rule: 'XEN-STAT-20' },
        });
      }
    });
  })
  .describe('#d45');

/** XEN-STAT-01: the profile of a non-titan model. */
export type UnitProfile = z.infer<typeof UnitProfileSchema>;

/** XEN-STAT-01: a non-titan profile as authored in JSON (optional fields may be left out). */
export type UnitProfileInput = z.input<typeof UnitProfileSchema>;
