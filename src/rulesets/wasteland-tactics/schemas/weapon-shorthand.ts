import type { ValidationIssue } from '../issues';
import { NUMBERED_WEAPON_RULES, WEAPON_RULE_NAMES, type Weapon, type WeaponRule } from './weapon';

/** The result of {@link parseWeapon}: the typed weapon, or the issues that stop it. */
export type WeaponParseResult =
  | { readonly ok: true; readonly weapon: Weapon }
  | { readonly ok: false; readonly issues: readonly ValidationIssue[] };

const issue = (message: string): ValidationIssue => ({
  code: 'bad-weapon-shorthand',
  message,
  path: [],
  rule: 'WT-WPN-01',
});

/**
 * WT-WPN-01: reads the weapon shorthand `Name: R10 A1 5+ D1 [Assault, Critical 9]` (commas between the
 * characteristics are allowed, `Autohit` replaces the hit value, a missing name becomes 'Weapon').
 * @example parseWeapon('Pistol: R10 A1 5+ D1 [Assault]'); // { ok: true, weapon: { name: 'Pistol', range: 10, ... } }
 */
export function parseWeapon(text: string): WeaponParseResult {
  if (typeof text !== 'string' || text.trim() === '' || text.length > 300)
    return { ok: false, issues: [issue('A weapon must be written like "Pistol: R10 A1 5+ D1 [Assault]".')] };
  const colon = text.indexOf(':');
  const name = colon >= 0 ? text.slice(0, colon).trim() : 'Weapon';
  let body = colon >= 0 ? text.slice(colon + 1) : text;
  let rulesText = '';
  const open = body.indexOf('[');
  if (open >= 0) {
    const close = body.lastIndexOf(']');
    if (close < open)
      return { ok: false, issues: [issue(`"${text}": the special rules need a closing ']'.`)] };
    rulesText = body.slice(open + 1, close);
    body = body.slice(0, open) + body.slice(close + 1);
  }
  const issues: ValidationIssue[] = [];
  if (name === '' || name.length > 60)
    issues.push(issue(`"${text}": the weapon name must be 1 to 60 characters.`));
  const fields: { range?: number; attacks?: number; hit?: number | 'autohit'; damage?: number } = {};
  for (const token of body.split(/[\s,]+/).filter((t) => t !== '')) {
    const match = /^(R|A|D)(\d{1,3})$/i.exec(token);
    const hit = /^(\d{1,2})\+$/.exec(token);
    if (match) {
      const value = Number(match[2]);
      const key = ({ R: 'range', A: 'attacks', D: 'damage' } as const)[
        match[1]?.toUpperCase() as 'R' | 'A' | 'D'
      ];
      if (fields[key] !== undefined) issues.push(issue(`"${text}": ${token} repeats the ${key}.`));
      fields[key] = value;
    } else if (hit) {
      if (fields.hit !== undefined) issues.push(issue(`"${text}": ${token} repeats the hit value.`));
      fields.hit = Number(hit[1]);
    } else if (/^autohit$/i.test(token)) {
      fields.hit = 'autohit';
    } else {
      issues.push(
        issue(`"${text}": '${token}' is not a characteristic; use R<range> A<attacks> <hit>+ D<damage>.`),
      );
    }
  }
  const missing = (['range', 'attacks', 'hit', 'damage'] as const).filter((k) => fields[k] === undefined);
  if (missing.length > 0)
    issues.push(
      issue(`"${text}": the ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing.`),
    );
  if (fields.attacks === 0) issues.push(issue(`"${text}": a weapon needs at least A1 (WT-WPN-03).`));
  if (typeof fields.hit === 'number' && (fields.hit < 1 || fields.hit > 11))
    issues.push(issue(`"${text}": the hit value must be between 1+ and 11+ (WT-WPN-04).`));
  const rules: WeaponRule[] = [];
  for (const part of rulesText
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')) {
    const parsed = parseWeaponRule(part);
    if (typeof parsed === 'string') issues.push(issue(`"${text}": ${parsed}`));
    else rules.push(parsed);
  }
  if (issues.length > 0) return { ok: false, issues };
  return {
    ok: true,
    weapon: {
      name,
      range: fields.range as number,
      attacks: fields.attacks as number,
      hit: fields.hit as number | 'autohit',
      damage: fields.damage as number,
      rules,
    },
  };
}

/** Reads one weapon rule (`Critical 9`, `Area Effect`); returns a message when it is not one. */
function parseWeaponRule(text: string): WeaponRule | string {
  const match = /^(.*?)(?:\s+(\d{1,2}))?$/.exec(text);
  const word = (match?.[1] ?? '').trim().toLowerCase();
  const rule = WEAPON_RULE_NAMES.find((r) => r.toLowerCase() === word);
  if (!rule)
    return `'${text}' is not a special weapon rule; use one of ${WEAPON_RULE_NAMES.join(', ')} (WT-WPN-07).`;
  const x = match?.[2] === undefined ? undefined : Number(match[2]);
  const numbered = NUMBERED_WEAPON_RULES.includes(rule);
  if (numbered && x === undefined) return `${rule} needs a number, e.g. '${rule} 2' (WT-WPN-07).`;
  if (!numbered && x !== undefined) return `${rule} takes no number (WT-WPN-07).`;
  return x === undefined ? { rule } : { rule, x };
}

/**
 * WT-WPN-01: writes a weapon in the rulebook's shorthand.
 * @example formatWeapon(pistol); // 'Pistol: R10 A1 5+ D1 [Assault]'
 */
export function formatWeapon(weapon: Weapon): string {
  const hit = weapon.hit === 'autohit' ? 'Autohit' : `${weapon.hit}+`;
  const rules = weapon.rules.map((r) => (r.x === undefined ? r.rule : `${r.rule} ${r.x}`));
  const tail = rules.length > 0 ? ` [${rules.join(', ')}]` : '';
  return `${weapon.name}: R${weapon.range} A${weapon.attacks} ${hit} D${weapon.damage}${tail}`;
}
