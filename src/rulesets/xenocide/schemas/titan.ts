import * as z from 'zod';
import { TitanCadSchema } from './cad';
import { ModelTypesSchema } from './model-type';
import {
  ArmorSchema,
  AspectSchema,
  BaseRadiusSchema,
  CaaSchema,
  NameSchema,
  ProfileIdSchema,
  VictoryPointsSchema,
} from './profile-fields';
import { AssaultSpecialsSchema, MoveSpecialsSchema } from './specials';
import { weaponStatFields } from './weapon';

/** XEN-STAT-22: one power level of a titan weapon and the stat line used at that level. */
export const TitanWeaponLineSchema = z
  .strictObject({
    power: z.number().int().min(0).max(10).describe('#d70'),
    ...weaponStatFields,
  })
  .describe('#d71');

/** XEN-STAT-22: one power level of a titan weapon. */
export type TitanWeaponLine = z.infer<typeof TitanWeaponLineSchema>;

/** XEN-TITAN-26: a titan weapon's close-assault bonus, e.g. an assault sword's +4 CAA and +4 per power. */
export const TitanAssaultBonusSchema = z
  .strictObject({
    caa: z.number().int().min(0).max(100).describe('#d72'),
    caaPerPower: z.number().int().min(0).max(100).describe('#d73'),
  })
  .describe('#d74');

/**
 * XEN-STAT-22: a titan weapon: one stat line per power level, in increasing order of power. A weapon
 * without a Power 0 line cannot fire unpowered (XEN-TITAN-13); a close-combat weapon may have no lines.
 */
export const TitanWeaponSchema = z
  .strictObject({
    name: NameSchema.describe('#d75'),
    lines: z.array(TitanWeaponLineSchema).max(11).describe('#d76'),
    closeAssault: TitanAssaultBonusSchema.optional(),
  })
  .superRefine((weapon, ctx) => {
    if (weapon.lines.length === 0 && !weapon.closeAssault) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message:
          'needs at least one power line, or a closeAssault bonus for a close-combat weapon (XEN-STAT-22)',
        params: { code: 'weapon-without-lines', rule: 'XEN-STAT-22' },
      });
    }
    weapon.lines.forEach((line, index) => {
      const previous = weapon.lines[index - 1];
      if (previous && line.power <= previous.power) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'power'],
          message: `is Power ${line.power} after Power ${previous.power}; list each power level once, lowest first (XEN-STAT-22)`,
          params: { code: 'power-order', rule: 'XEN-STAT-22' },
        });
      }
    });
  })
  .describe('#d77');

/** XEN-STAT-22: a titan weapon. */
export type TitanWeapon = z.infer<typeof TitanWeaponSchema>;

/** XEN-TITAN-06 / XEN-TITAN-30: a named titan system; its effect is profile data (R30). */
export const TitanSystemSchema = z
  .strictObject({
    name: NameSchema,
    description: z.string().max(500).optional(),
  })
  .describe('#d78');

/** XEN-TITAN-06: a named titan system. */
export type TitanSystem = z.infer<typeof TitanSystemSchema>;

/** XEN-ARMY-15: an alternate weapon or system a titan may take for extra VP, replacing a standard one. */
export const TitanOptionSchema = z
  .strictObject({
    id: ProfileIdSchema.describe('#d79'),
    name: NameSchema,
    vp: VictoryPointsSchema.describe('#d80'),
    replaces: NameSchema.optional().describe('#d81'),
    weapon: TitanWeaponSchema.optional().describe('#d82'),
    system: TitanSystemSchema.optional().describe('#d83'),
  })
  .refine((option) => option.weapon !== undefined || option.system !== undefined, {
    error: 'must add a weapon or a system (XEN-ARMY-15)',
    params: { code: 'empty-option', rule: 'XEN-ARMY-15' },
  })
  .describe('#d84');

/** XEN-ARMY-15: an alternate weapon or system of a titan. */
export type TitanOption = z.infer<typeof TitanOptionSchema>;

/** XEN-STAT-22: the titan profile: VP, Core, Type, Move X" (Y"), specials, Aspect, Armor, deflector layers, CA stats, powered weapons. */
export const TitanProfileSchema = z
  .strictObject({
    kind: z.literal('titan').describe('#d85'),
    name: NameSchema,
    vp: VictoryPointsSchema,
    core: z.number().int().min(1).max(20).describe('#d86'),
    types: ModelTypesSchema,
    move: z.number().int().min(0).max(48).describe('#d87'),
    boost: z.number().int().min(0).max(24).describe('#d88'),
    boostLimit: z.number().int().min(1).max(10).optional().describe('#d89'),
    moveSpecials: MoveSpecialsSchema.optional().describe('#d90'),
    aspect: AspectSchema.describe('#d91'),
    armor: ArmorSchema,
    deflectorLayers: z.number().int().min(0).max(20).describe('#d92'),
    flickerShield: z.number().int().min(1).max(5).optional().describe('#d93'),
    caa: CaaSchema,
    cad: TitanCadSchema,
    assaultSpecials: AssaultSpecialsSchema.optional(),
    weapons: z.array(TitanWeaponSchema).max(12).describe('#d94'),
    systems: z.array(TitanSystemSchema).max(12).default([]).describe('#d95'),
    options: z.array(TitanOptionSchema).max(24).default([]).describe('#d96'),
    base: BaseRadiusSchema.optional(),
  })
  .superRefine((titan, ctx) => {
    const names = new Set<string>();
    const add = (name: string, path: (string | number)[]) => {
      if (names.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `repeats the name '${name}'; weapons and systems of a titan need distinct names (XEN-STAT-22)`,
          params: { code: 'duplicate-weapon', rule: 'XEN-STAT-22' },
        });
      }
      names.add(name);
    };
    for (const [index, weapon] of titan.weapons.entries()) add(weapon.name, ['weapons', index, 'name']);
    for (const [index, system] of titan.systems.entries()) add(system.name, ['systems', index, 'name']);
    const ids = new Set<string>();
    titan.options.forEach((option, index) => {
      if (ids.has(option.id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'id'],
          message: `repeats the option id '${option.id}' (XEN-ARMY-15)`,
          params: { code: 'duplicate-option', rule: 'XEN-ARMY-15' },
        });
      }
      ids.add(option.id);
      if (option.replaces !== undefined && !names.has(option.replaces)) {
        ctx.addIssue({
          code: 'custom',
          path: ['options', index, 'replaces'],
          message: `names '${option.replaces}', which is not a standard weapon or system of this titan (XEN-ARMY-15)`,
          params: { code: 'unknown-replaced-item', rule: 'XEN-ARMY-15' },
        });
      }
    });
  })
  .describe('#d97');

/** XEN-STAT-22: the profile of a titan. */
export type TitanProfile = z.infer<typeof TitanProfileSchema>;

/** XEN-STAT-22: a titan profile as authored in JSON. */
export type TitanProfileInput = z.input<typeof TitanProfileSchema>;
