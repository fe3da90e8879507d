import * as z from 'zod';

const accuracyError = "must be a whole number from -2 to 6, or 'Art' for artillery (XEN-STAT-18)";

/** XEN-STAT-02 / XEN-STAT-18: a weapon's Accuracy: a whole number, or 'Art' for artillery (XEN-AOE-06..08). */
export const AccuracySchema = z
  .union(
    [
      z
        .number({ error: accuracyError })
        .int({ error: accuracyError })
        .min(-2, { error: accuracyError })
        .max(6, { error: accuracyError }),
      z.literal('Art', { error: accuracyError }),
    ],
    { error: accuracyError },
  )
  .describe('#d102');

/** XEN-STAT-18: a weapon's Accuracy. */
export type Accuracy = z.infer<typeof AccuracySchema>;

/**
 * XEN-STAT-20: ranged specials. Artillery is not listed here: Accuracy 'Art' is what makes a weapon
 * artillery (one source of truth, see {@link isArtillery}).
 */
export const RangedSpecialsSchema = z
  .strictObject({
    aoe: z.number().int().min(1).max(10).optional().describe('#d103'),
    suppression: z.boolean().optional().describe('#d104'),
    shieldBreaker: z.boolean().optional().describe('#d105'),
    ignoresCover: z.boolean().optional().describe('#d106'),
    bombs: z.boolean().optional().describe('#d107'),
  })
  .describe('#d108');

/** XEN-STAT-20: ranged specials of a weapon. */
export type RangedSpecials = z.infer<typeof RangedSpecialsSchema>;

/** XEN-STAT-02: the fields of one weapon stat line (shared by model weapons and titan power lines). */
export const weaponStatFields = {
  shots: z.number().int().min(1).max(100).describe('#d109'),
  range: z.number().min(0).max(240).describe('#d110'),
  accuracy: AccuracySchema,
  strength: z.number().int().min(0, { error: 'must be 0 or more (XEN-STAT-02)' }).max(10).describe('#d111'),
  specials: RangedSpecialsSchema.optional(),
};

/** XEN-STAT-02: one weapon system of a model, with its own stat line. */
export const WeaponSchema = z
  .strictObject({
    name: z.string().min(1).max(80).describe('#d112'),
    ...weaponStatFields,
  })
  .describe('#d113');

/** XEN-STAT-02: one weapon system of a model. */
export type Weapon = z.infer<typeof WeaponSchema>;

/** A stat line that can be fired: a model weapon or one power level of a titan weapon. */
export type WeaponStats = Pick<Weapon, 'shots' | 'range' | 'accuracy' | 'strength' | 'specials'>;

/** XEN-STAT-18 / XEN-STAT-20: whether a weapon is artillery (Accuracy 'Art'), so it may fire indirectly (XEN-AOE-05). */
export function isArtillery(weapon: Pick<WeaponStats, 'accuracy'>): boolean {
  return weapon.accuracy === 'Art';
}
