import * as z from 'zod';
import { keywordSchema } from './keyword';

/** XZ-WPN-06: the four weapon types (`assault` is close combat only, `fire-support` needs a Fire Support order). */
export const WEAPON_TYPES = ['assault', 'small-arms', 'support', 'fire-support'] as const;

/** A weapon type. */
export type WeaponType = (typeof WEAPON_TYPES)[number];

/**
 * XZ-WPN-09 / R15: the weapon special abilities a profile may carry: the book's named five (keywords with no
 * effect in version 1) and `indirect`, the one with an effect (XZ-UNIT-13).
 */
export const WEAPON_SPECIALS = [
  'pistolGrip',
  'rapidFire',
  'ignoreCover',
  'armourBane',
  'suppressive',
  'indirect',
] as const;

/** A weapon special ability keyword. */
export type WeaponSpecial = (typeof WEAPON_SPECIALS)[number];

/** R15: the weapon specials that have a mechanical effect in version 1. */
export const EFFECTIVE_WEAPON_SPECIALS: readonly WeaponSpecial[] = ['indirect'];

/** XZ-WPN-09 / R15: one weapon special keyword; an unknown one is refused with the closest known one. */
export const WeaponSpecialSchema = keywordSchema(WEAPON_SPECIALS, {
  code: 'unknown-weapon-special',
  rule: 'XZ-WPN-09',
  noun: 'weapon special',
});

/** R13: the kinds of weapon mount; each but `sponson` has a default arc. */
export const MOUNT_KINDS = ['infantry', 'turret', 'hull', 'large', 'sponson'] as const;

/** A weapon mount kind. */
export type MountKind = (typeof MOUNT_KINDS)[number];

/** R13 (XZ-ARC-01, XZ-ARC-03 … XZ-ARC-05): the default arc width in degrees of each mount kind, centred on the front. */
export const DEFAULT_ARC_WIDTH: Readonly<Record<Exclude<MountKind, 'sponson'>, number>> = {
  infantry: 360,
  turret: 360,
  hull: 45,
  large: 90,
};

/**
 * R13 / XZ-ARC-02 … XZ-ARC-07: where a weapon is mounted: its kind, and the arc's centre `bearing` (degrees
 * clockwise from the model's facing) and `width` in degrees. A sponson must give both (XZ-ARC-07: "what the
 * model has is what it can do"); the other kinds default to the R13 table.
 */
export const MountSchema = z
  .strictObject({
    kind: keywordSchema(MOUNT_KINDS, { code: 'unknown-mount', rule: 'R13', noun: 'weapon mount' }),
    bearing: z.number().min(-180).max(180).optional(),
    width: z.number().gt(0).max(360).optional(),
  })
  .superRefine((mount, ctx) => {
    if (mount.kind === 'sponson' && (mount.bearing === undefined || mount.width === undefined))
      ctx.addIssue({
        code: 'custom',
        path: [mount.bearing === undefined ? 'bearing' : 'width'],
        message:
          'a sponson has no default arc; give its bearing and width in degrees, e.g. { "kind": "sponson", "bearing": 90, "width": 180 } (XZ-ARC-07)',
        params: { code: 'sponson-without-arc', rule: 'XZ-ARC-07' },
      });
  });

/** A weapon mount. */
export type Mount = z.output<typeof MountSchema>;

/** The arc a mount fires into: its centre bearing and width in degrees (R13 defaults filled in). */
export function arcOf(mount: Mount): { bearing: number; width: number } {
  const width = mount.width ?? (mount.kind === 'sponson' ? 0 : DEFAULT_ARC_WIDTH[mount.kind]);
  return { bearing: mount.bearing ?? 0, width };
}

/**
 * XZ-WPN-05 / R14: an area-effect template: a Blast circle of 3" or 5" diameter, or the tear-drop ('TT')
 * trapezoid whose size is a ruleset parameter.
 */
export const TemplateSchema = z.discriminatedUnion('template', [
  z.strictObject({ template: z.literal('blast'), diameter: z.union([z.literal(3), z.literal(5)]) }),
  z.strictObject({ template: z.literal('teardrop') }),
]);

/** An area-effect template. */
export type Template = z.output<typeof TemplateSchema>;

/**
 * XZ-RES-07: a rolled Effect: each firing model rolls a D3 (one D6 read 1-2 → 1, 3-4 → 2, 5-6 → 3) for its number
 * of attack dice.
 */
export const ROLLED_EFFECTS = ['D3'] as const;

/** A rolled Effect. */
export type RolledEffect = (typeof ROLLED_EFFECTS)[number];

/**
 * XZ-WPN-04 / XZ-WPN-05 / XZ-RES-07: a weapon's Effect: attack dice (1 to 4; in close combat the number of
 * attacks), a D3 of attack dice rolled by each firing model, or a template.
 */
export const EffectSchema = z.union(
  [
    z
      .number()
      .int()
      .min(1, { error: 'must be at least 1: Effect is the number of attack dice, 1 to 4 (XZ-WPN-04)' })
      .max(4, { error: 'must be at most 4: Effect is the number of attack dice, 1 to 4 (XZ-WPN-04)' }),
    z.literal('D3'),
    TemplateSchema,
  ],
  {
    error: (issue) =>
      typeof issue.input === 'number'
        ? undefined
        : 'must be a number of dice (1 to 4), "D3" (a D3 of attack dice, XZ-RES-07) or a template such as { "template": "blast", "diameter": 3 } (XZ-WPN-05)',
  },
);

/** A weapon's Effect. */
export type Effect = z.output<typeof EffectSchema>;

/**
 * XZ-WPN-10 / R1: a weapon profile as the carrying unit uses it: Effective range, AP, Damage, Effect, type,
 * special abilities and (R13) its mount.
 */
export const WeaponProfileSchema = z
  .strictObject({
    name: z.string().min(1).max(60),
    /** XZ-WPN-06. */
    type: keywordSchema(WEAPON_TYPES, {
      code: 'unknown-weapon-type',
      rule: 'XZ-WPN-06',
      noun: 'weapon type',
    }),
    /** XZ-WPN-01 / XZ-RES-01: the maximum range in inches (an assault weapon's reach; 0 is base contact). */
    range: z.number().min(0).max(240),
    /** XZ-WPN-02: the save total (D6 + AV) must reach this to stop the hit. */
    ap: z.number().int().min(0).max(30),
    /** XZ-WPN-03: added to the penetration value and compared with Resilience. */
    damage: z.number().int().min(0).max(30),
    /** XZ-WPN-04 / XZ-WPN-05. */
    effect: EffectSchema,
    /** XZ-WPN-09 / R15. */
    specials: z.array(WeaponSpecialSchema).max(8).default([]),
    /** R13: where the weapon sits; default `infantry` (360°). Vehicles, monsters and guns must give it. */
    mount: MountSchema.optional(),
  })
  .superRefine((weapon, ctx) => {
    if (weapon.type === 'assault' && typeof weapon.effect === 'object')
      ctx.addIssue({
        code: 'custom',
        path: ['effect'],
        message:
          'an assault weapon is used in close combat only, where Effect is a number of attacks (1 to 4), not a template (XZ-WPN-04)',
        params: { code: 'assault-weapon-template', rule: 'XZ-WPN-04' },
      });
    if (weapon.type === 'assault' && weapon.effect === 'D3')
      ctx.addIssue({
        code: 'custom',
        path: ['effect'],
        message:
          'a rolled Effect ("D3") is a number of attack dice for a ranged weapon; give an assault weapon a fixed number of attacks, 1 to 4 (XZ-RES-07, XZ-WPN-04)',
        params: { code: 'rolled-assault-effect', rule: 'XZ-RES-07' },
      });
    if (weapon.type !== 'assault' && weapon.range <= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['range'],
        message: `a ${weapon.type} weapon shoots, so its Effective range must be more than 0" (XZ-WPN-01)`,
        params: { code: 'ranged-weapon-without-range', rule: 'XZ-WPN-01' },
      });
    if (new Set(weapon.specials).size !== weapon.specials.length)
      ctx.addIssue({
        code: 'custom',
        path: ['specials'],
        message: 'lists a special ability twice; list each once (XZ-WPN-09)',
        params: { code: 'duplicate-special', rule: 'XZ-WPN-09' },
      });
  });

/** A weapon profile as written (defaults may be left out). */
export type WeaponProfileInput = z.input<typeof WeaponProfileSchema>;
/** A weapon profile, defaults filled in. */
export type WeaponProfile = z.output<typeof WeaponProfileSchema>;

/** XZ-WPN-07: whether the weapon is an Assault weapon, usable in close combat only. */
export function isAssaultWeapon(weapon: WeaponProfile): boolean {
  return weapon.type === 'assault';
}

/** XZ-WPN-05 / R14: the weapon's template, if its Effect is one. */
export function templateOf(weapon: Pick<WeaponProfile, 'effect'>): Template | undefined {
  return typeof weapon.effect === 'object' ? weapon.effect : undefined;
}

/** XZ-RES-07: whether each firing model rolls a D3 for the weapon's number of attack dice. */
export function hasRolledEffect(weapon: Pick<WeaponProfile, 'effect'>): boolean {
  return weapon.effect === 'D3';
}

/** XZ-RES-07: the D3 a D6 face reads as: 1-2 → 1, 3-4 → 2, 5-6 → 3. */
export function d3FromD6(face: number): 1 | 2 | 3 {
  return face <= 2 ? 1 : face <= 4 ? 2 : 3;
}

/**
 * XZ-WPN-04 / XZ-RES-07: the attack dice one model rolls with a non-template weapon on average: its Effect, or 2
 * for a D3 (for bots and odds; play rolls the D3).
 */
export function meanAttackDice(weapon: Pick<WeaponProfile, 'effect'>): number {
  return typeof weapon.effect === 'number' ? weapon.effect : weapon.effect === 'D3' ? 2 : 0;
}
