import * as z from 'zod';

/** XEN-STAT-07: move specials; Teleport X and Jump X replace the normal move with a move of up to X" (R56). */
export const MoveSpecialsSchema = z
  .strictObject({
    teleport: z.number().int().min(1).max(72).optional().describe('#d46'),
    jump: z.number().int().min(1).max(72).optional().describe('#d47'),
    burrowing: z.boolean().optional().describe('#d48'),
    amphibious: z.boolean().optional().describe('#d49'),
  })
  .describe('#d50');

/** XEN-STAT-07: move specials. */
export type MoveSpecials = z.infer<typeof MoveSpecialsSchema>;

/** XEN-STAT-12 / XEN-STAT-13 / XEN-STAT-21: defense specials and the Recon (spotter) ability. */
export const DefenseSpecialsSchema = z
  .strictObject({
    stealth: z.boolean().optional().describe('#d51'),
    shield: z.number().int().min(1).max(6).optional().describe('#d52'),
    recon: z.boolean().optional().describe('#d53'),
    digIn: z.boolean().optional().describe('#d54'),
  })
  .describe('#d55');

/** XEN-STAT-12 / XEN-STAT-13 / XEN-STAT-21: defense specials. */
export type DefenseSpecials = z.infer<typeof DefenseSpecialsSchema>;

/** XEN-STAT-16: close-assault specials, as data the XEN-CA steps apply. */
export const AssaultSpecialsSchema = z
  .strictObject({
    extraDefenceDice: z.number().int().min(1).max(20).optional().describe('#d56'),
    antiArmorDice: z.number().int().min(1).max(20).optional().describe('#d57'),
  })
  .describe('#d58');

/** XEN-STAT-16: close-assault specials. */
export type AssaultSpecials = z.infer<typeof AssaultSpecialsSchema>;

/** XEN-STAT-09: transport capacity (total Size carried) and the Open flag. */
export const TransportSchema = z
  .strictObject({
    capacity: z.number().int().min(1).max(100).describe('#d59'),
    open: z.boolean().optional().describe('#d60'),
  })
  .describe('#d61');

/** XEN-STAT-09: transport capacity. */
export type Transport = z.infer<typeof TransportSchema>;
