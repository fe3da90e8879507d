import * as z from 'zod';

/** WT-SUR: special unit rules without a number. */
export const PLAIN_SPECIAL_RULES = [
  'Acute Senses',
  'Ambush',
  'Fearless',
  'Hardened',
  'Jump',
  'Flying',
  'Open',
  'Reach',
  'Vehicle',
] as const;

/** WT-SUR: special unit rules that carry a number X (WT-SUR-01: they stack). */
export const NUMBERED_SPECIAL_RULES = [
  'Bloodthirsty',
  'Bodyguards',
  'Caster',
  'Leadership',
  'Medic',
  'Repair',
  'Price of Failure',
  'Scouts',
  'Stealth',
  'Stubborn',
  'Tough',
  'Transport',
  'Vulnerable',
] as const;

/** WT-SUR-43: the terrain kinds a Strider unit may treat as Clear Terrain. */
export const STRIDER_TERRAIN = ['Difficult', 'Dangerous'] as const;

/** Every special unit rule name. */
export const SPECIAL_RULE_NAMES = [
  ...PLAIN_SPECIAL_RULES,
  ...NUMBERED_SPECIAL_RULES,
  'Vehicle/Monster',
  'Strider',
  'Support',
] as const;

/** A special unit rule's name. */
export type SpecialRuleName = (typeof SPECIAL_RULE_NAMES)[number];

/** A special rule other than Support (what Support X may grant, R34). */
export const BasicSpecialRuleSchema = z
  .strictObject({
    rule: z.enum(SPECIAL_RULE_NAMES).exclude(['Support']),
    /** The rule's X; optional for Vehicle/Monster (no X: it never explodes, WT-SUR-68). */
    x: z.number().int().min(0).max(30).optional(),
    /** WT-SUR-43: Strider's terrain kinds. */
    terrain: z.array(z.enum(STRIDER_TERRAIN)).min(1).max(2).optional(),
  })
  .superRefine((value, ctx) => {
    const numbered = (NUMBERED_SPECIAL_RULES as readonly string[]).includes(value.rule);
    if (numbered && value.x === undefined)
      ctx.addIssue({ code: 'custom', path: ['x'], message: `${value.rule} needs a number X (WT-SUR-01)` });
    if ((PLAIN_SPECIAL_RULES as readonly string[]).includes(value.rule) && value.x !== undefined)
      ctx.addIssue({ code: 'custom', path: ['x'], message: `${value.rule} takes no number` });
    if ((value.rule === 'Strider') !== (value.terrain !== undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['terrain'],
        message: 'Strider, and only Strider, lists the terrain kinds it treats as Clear (WT-SUR-43)',
      });
  });

/** A special rule other than Support. */
export type BasicSpecialRule = z.infer<typeof BasicSpecialRuleSchema>;

/** WT-SUR-46 / R34: Support X lists the rules it grants. */
export const SupportRuleSchema = z.strictObject({
  rule: z.literal('Support'),
  grants: z.array(BasicSpecialRuleSchema).min(1).max(8),
});

/** WT-UNIT-02: one special unit rule, permanently affecting every model of the unit. */
export const SpecialRuleSchema = z.union([SupportRuleSchema, BasicSpecialRuleSchema]);

/** One special unit rule. */
export type SpecialRule = z.infer<typeof SpecialRuleSchema>;

/**
 * WT-SUR-01: the summed X of a numbered rule over a rule list (stacking), or undefined when absent.
 * @example ruleValue([{ rule: 'Tough', x: 3 }], 'Tough'); // 3
 */
export function ruleValue(rules: readonly SpecialRule[], name: SpecialRuleName): number | undefined {
  let found = false;
  let sum = 0;
  for (const rule of rules) {
    if (rule.rule !== name) continue;
    found = true;
    if ('x' in rule && rule.x !== undefined) sum += rule.x;
  }
  return found ? sum : undefined;
}

/** Whether a rule list holds a rule (Vehicle/Monster also answers for the Vehicle keyword, R47). */
export function hasRule(rules: readonly SpecialRule[], name: SpecialRuleName): boolean {
  return rules.some((rule) => rule.rule === name);
}
