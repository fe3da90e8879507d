import * as z from 'zod';

/** XEN-STAT-07: move specials; Teleport X and Jump X replace the normal move with a move of up to X" (R56). */
export const MoveSpecialsSchema = z
  .strictObject({
    teleport: z
      .number()
      .int()
      .min(1)
      .max(72)
      .optional()
      .describe('Teleport X (e.g. T12): X in inches (XEN-TERR-33..36).'),
    jump: z
      .number()
      .int()
      .min(1)
      .max(72)
      .optional()
      .describe('Jump X (e.g. J12): X in inches, also the jump height (XEN-TERR-32).'),
    burrowing: z
      .boolean()
      .optional()
      .describe('Burrowing: no engine effect unless a scenario defines one (R58).'),
    amphibious: z.boolean().optional().describe('Amphibious: water features are Open (XEN-TERR-37).'),
  })
  .describe('Move specials (XEN-STAT-07).');

/** XEN-STAT-07: move specials. */
export type MoveSpecials = z.infer<typeof MoveSpecialsSchema>;

/** XEN-STAT-12 / XEN-STAT-13 / XEN-STAT-21: defense specials and the Recon (spotter) ability. */
export const DefenseSpecialsSchema = z
  .strictObject({
    stealth: z.boolean().optional().describe('Stealth: unseen beyond 12" unless spotted (XEN-STAT-12).'),
    shield: z
      .number()
      .int()
      .min(1)
      .max(6)
      .optional()
      .describe('Shield X: an extra save on d6 ≤ X, never reduced by Strength (XEN-STAT-13).'),
    recon: z
      .boolean()
      .optional()
      .describe('Recon (spotter): spots Stealth models, artillery and teleports (XEN-STAT-21, R29).'),
    digIn: z.boolean().optional().describe('May dig in although not Infantry (XEN-SAVE-10).'),
  })
  .describe('Defense specials (XEN-STAT-01, XEN-STAT-12, XEN-STAT-13, XEN-STAT-21).');

/** XEN-STAT-12 / XEN-STAT-13 / XEN-STAT-21: defense specials. */
export type DefenseSpecials = z.infer<typeof DefenseSpecialsSchema>;

/** XEN-STAT-16: close-assault specials, as data the XEN-CA steps apply. */
export const AssaultSpecialsSchema = z
  .strictObject({
    extraDefenceDice: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Extra defence dice this model adds to its unit’s pool each round (XEN-CA-14).'),
    antiArmorDice: z
      .number()
      .int()
      .min(1)
      .max(20)
      .optional()
      .describe('Extra attack dice this model adds, usable only against units with no Infantry models.'),
  })
  .describe('Close-assault specials (XEN-STAT-16).');

/** XEN-STAT-16: close-assault specials. */
export type AssaultSpecials = z.infer<typeof AssaultSpecialsSchema>;

/** XEN-STAT-09: transport capacity (total Size carried) and the Open flag. */
export const TransportSchema = z
  .strictObject({
    capacity: z
      .number()
      .int()
      .min(1)
      .max(100)
      .describe('Transport N: the embarked models’ total Size may not exceed N (XEN-TRANS-01).'),
    open: z
      .boolean()
      .optional()
      .describe('Open (O): passengers fire out and are more exposed (XEN-TRANS-17..21).'),
  })
  .describe('Transport capacity (XEN-STAT-09).');

/** XEN-STAT-09: transport capacity. */
export type Transport = z.infer<typeof TransportSchema>;
