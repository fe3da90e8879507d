import * as z from 'zod';

/** WT-WSR: the special weapon rules. */
export const WEAPON_RULE_NAMES = [
  'Area Effect',
  'Spray',
  'Assault',
  'Critical',
  'Deadly',
  'Indirect Fire',
  'Heavy',
  'Slow',
  'Sniper',
  'Suppressive',
  'Terrifying',
  'Unstable',
] as const;

/** A special weapon rule's name. */
export type WeaponRuleName = (typeof WEAPON_RULE_NAMES)[number];

/** The weapon rules that carry a number X (`Critical 9`, `Deadly 2`). */
export const NUMBERED_WEAPON_RULES: readonly WeaponRuleName[] = [
  'Critical',
  'Deadly',
  'Suppressive',
  'Terrifying',
  'Unstable',
];

/** WT-WPN-07: one special weapon rule, with its X when the rule has one. */
export const WeaponRuleSchema = z
  .strictObject({
    rule: z.enum(WEAPON_RULE_NAMES),
    x: z.number().int().min(0).max(20).optional(),
  })
  .superRefine((value, ctx) => {
    const numbered = NUMBERED_WEAPON_RULES.includes(value.rule);
    if (numbered && value.x === undefined)
      ctx.addIssue({ code: 'custom', path: ['x'], message: `${value.rule} needs a number X (WT-WPN-07)` });
    if (!numbered && value.x !== undefined)
      ctx.addIssue({ code: 'custom', path: ['x'], message: `${value.rule} takes no number (WT-WPN-07)` });
  });

/** One special weapon rule. */
export type WeaponRule = z.infer<typeof WeaponRuleSchema>;

/** WT-WPN-01 … WT-WPN-07: a weapon profile: range, attacks, hit value (or autohit), damage and rules. */
export const WeaponSchema = z.strictObject({
  name: z.string().min(1).max(60),
  /** WT-WPN-02: inches; 0 is a melee weapon. */
  range: z.number().int().min(0).max(240),
  /** WT-WPN-03: dice rolled per Shoot or Fight action. */
  attacks: z.number().int().min(1).max(50),
  /** WT-WPN-04 / WT-WPN-05: the roll needed to hit, or 'autohit'. */
  hit: z.union([z.number().int().min(1).max(11), z.literal('autohit')]),
  /** WT-WPN-06: subtracted from the target's Life rolls. */
  damage: z.number().int().min(0).max(20),
  rules: z.array(WeaponRuleSchema).max(12).default([]),
  /**
   * WT-SUR-59 / R32: where a Vehicle/Monster carries the weapon: inches right (`x`) and forward (`y`) of the
   * model's centre, and the arc in degrees, centred on its facing, it can fire into (default 360).
   */
  mount: z
    .strictObject({
      x: z.number().min(-12).max(12),
      y: z.number().min(-12).max(12),
      arc: z.number().min(1).max(360).optional(),
    })
    .optional(),
});

/** A weapon profile. */
export type Weapon = z.infer<typeof WeaponSchema>;

/** The X of a weapon rule, or undefined when the weapon lacks it. */
export function weaponRuleValue(weapon: Weapon, rule: WeaponRuleName): number | undefined {
  const found = weapon.rules.find((r) => r.rule === rule);
  return found === undefined ? undefined : (found.x ?? 0);
}

/** Whether the weapon has a rule. */
export function hasWeaponRule(weapon: Weapon, rule: WeaponRuleName): boolean {
  return weapon.rules.some((r) => r.rule === rule);
}

/** WT-WPN-02: a ranged weapon has a range above 0. */
export function isRanged(weapon: Weapon): boolean {
  return weapon.range > 0;
}

/** WT-WPN-02 / WT-WSR-04: a weapon usable in a Fight action: range 0 or Assault. */
export function isMelee(weapon: Weapon): boolean {
  return weapon.range === 0 || hasWeaponRule(weapon, 'Assault');
}
