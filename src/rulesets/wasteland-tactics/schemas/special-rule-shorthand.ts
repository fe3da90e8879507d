import type { ValidationIssue } from '../issues';
import {
  type BasicSpecialRule,
  BasicSpecialRuleSchema,
  SPECIAL_RULE_NAMES,
  type SpecialRule,
  STRIDER_TERRAIN,
} from './special-rules';

/** The result of {@link parseSpecialRule}: the typed rule, or the issues that stop it. */
export type SpecialRuleParseResult =
  | { readonly ok: true; readonly rule: SpecialRule }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

const fail = (message: string): SpecialRuleParseResult => ({
  ok: false,
  issues: [{ code: 'bad-special-rule', message, path: [], rule: 'WT-UNIT-01' }],
});

/**
 * Reads a special unit rule as the rulebook writes it: `Tough 3`, `Fearless`, `Vehicle/Monster 6`,
 * `Strider (Difficult, Dangerous)`, `Support (Bloodthirsty 2; Fearless)` (R34).
 * @example parseSpecialRule('Leadership 2'); // { ok: true, rule: { rule: 'Leadership', x: 2 } }
 */
export function parseSpecialRule(text: string): SpecialRuleParseResult {
  if (typeof text !== 'string' || text.trim() === '' || text.length > 200)
    return fail('A special rule must be written like "Tough 3" or "Fearless".');
  const paren = /^([^(]+)\((.*)\)\s*$/.exec(text.trim());
  if (paren) {
    const name = (paren[1] ?? '').trim().toLowerCase();
    const inner = (paren[2] ?? '').trim();
    if (name === 'strider') {
      const kinds = inner.split(',').map((k) => k.trim().toLowerCase());
      const terrain = STRIDER_TERRAIN.filter((t) => kinds.includes(t.toLowerCase()));
      if (terrain.length !== kinds.length)
        return fail(`"${text}": Strider lists ${STRIDER_TERRAIN.join(' and/or ')} terrain (WT-SUR-43).`);
      return { ok: true, rule: { rule: 'Strider', terrain } };
    }
    if (name === 'support') {
      const grants: BasicSpecialRule[] = [];
      for (const part of inner
        .split(';')
        .map((p) => p.trim())
        .filter((p) => p !== '')) {
        const parsed = parseSpecialRule(part);
        if (!parsed.ok) return parsed;
        if (parsed.rule.rule === 'Support') return fail(`"${text}": Support cannot grant Support (R34).`);
        grants.push(parsed.rule);
      }
      if (grants.length === 0) return fail(`"${text}": Support lists the rules it grants (R34).`);
      return { ok: true, rule: { rule: 'Support', grants } };
    }
    return fail(`"${text}": only Strider and Support take a list in parentheses.`);
  }
  const match = /^(.*?)(?:\s+(\d{1,2}))?$/.exec(text.trim());
  const word = (match?.[1] ?? '').trim().toLowerCase();
  const name = SPECIAL_RULE_NAMES.find((r) => r.toLowerCase() === word);
  if (!name || name === 'Support' || name === 'Strider')
    return fail(`"${text}" is not a special unit rule; use one of ${SPECIAL_RULE_NAMES.join(', ')}.`);
  const candidate = match?.[2] === undefined ? { rule: name } : { rule: name, x: Number(match[2]) };
  const parsed = BasicSpecialRuleSchema.safeParse(candidate);
  if (!parsed.success) return fail(`"${text}": ${parsed.error.issues[0]?.message ?? 'not a valid rule'}.`);
  return { ok: true, rule: parsed.data };
}

/** Writes a special rule the way the rulebook does (`Tough 3`). */
export function formatSpecialRule(rule: SpecialRule): string {
  if (rule.rule === 'Support') return `Support (${rule.grants.map(formatSpecialRule).join('; ')})`;
  if (rule.rule === 'Strider') return `Strider (${(rule.terrain ?? []).join(', ')})`;
  return rule.x === undefined ? rule.rule : `${rule.rule} ${rule.x}`;
}
