import { describe, expect, it } from 'vitest';
import {
  formatWeapon,
  hasWeaponRule,
  isMelee,
  isRanged,
  parseWeapon,
  WeaponSchema,
} from '../../../src/rulesets/wasteland-tactics/index';

const weapon = (text: string) => {
  const result = parseWeapon(text);
  if (!result.ok) throw new Error(result.issues.map((i) => i.message).join('; '));
  return result.weapon;
};

describe('weapon characteristics (WT-WPN)', () => {
  it('WT-WPN-01 reads the rulebook shorthand Name: R10 A1 5+ D1 [Assault]', () => {
    expect(weapon('Pistol: R10 A1 5+ D1 [Assault]')).toEqual({
      name: 'Pistol',
      range: 10,
      attacks: 1,
      hit: 5,
      damage: 1,
      rules: [{ rule: 'Assault' }],
    });
    expect(formatWeapon(weapon('Pistol: R10 A1 5+ D1 [Assault]'))).toBe('Pistol: R10 A1 5+ D1 [Assault]');
  });

  it('WT-WPN-01 accepts commas between characteristics (the Psychic Fury notation) and numbered rules', () => {
    expect(weapon('Psychic Fury: R20, A1, 6+ D10, [Deadly 2]')).toMatchObject({
      range: 20,
      attacks: 1,
      hit: 6,
      damage: 10,
      rules: [{ rule: 'Deadly', x: 2 }],
    });
  });

  it('WT-WPN-01 explains what is wrong with bad shorthand and names the rule', () => {
    const result = parseWeapon('Gun: R10 A0 5+');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((i) => i.message).join(' ')).toMatch(/damage is missing/);
    expect(result.issues.map((i) => i.message).join(' ')).toMatch(/at least A1/);
    expect(result.issues[0]?.rule).toBe('WT-WPN-01');
    const rule = parseWeapon('Gun: R10 A1 5+ D1 [Blasty]');
    expect(rule.ok ? '' : rule.issues[0]?.message).toMatch(/'Blasty' is not a special weapon rule/);
    const number = parseWeapon('Gun: R10 A1 5+ D1 [Deadly]');
    expect(number.ok ? '' : number.issues[0]?.message).toMatch(/Deadly needs a number/);
  });

  it('WT-WPN-02 R0 is a melee weapon, any other range a ranged weapon', () => {
    expect(isMelee(weapon('Knife: R0 A1 5+ D0'))).toBe(true);
    expect(isRanged(weapon('Knife: R0 A1 5+ D0'))).toBe(false);
    expect(isRanged(weapon('Rifle: R24 A1 5+ D1'))).toBe(true);
    expect(isMelee(weapon('Rifle: R24 A1 5+ D1'))).toBe(false);
  });

  it('WT-WPN-03 A is the number of attack dice; WT-WPN-04 N+ is the hit value', () => {
    const gun = weapon('Gun: R24 A3 7+ D1');
    expect(gun.attacks).toBe(3);
    expect(gun.hit).toBe(7);
  });

  it('WT-WPN-05 "Autohit" replaces the hit value', () => {
    expect(weapon('Flamer: R8 A3 Autohit D1 [Spray]').hit).toBe('autohit');
  });

  it('WT-WPN-06 D is the Damage subtracted from Life rolls', () => {
    expect(weapon('Cannon: R36 A1 5+ D3').damage).toBe(3);
  });

  it('WT-WPN-07 the bracket lists the special weapon rules, with their X', () => {
    const gun = weapon('Gun: R24 A2 5+ D1 [Critical 9, Unstable 1, Heavy, Suppressive 2]');
    expect(gun.rules).toEqual([
      { rule: 'Critical', x: 9 },
      { rule: 'Unstable', x: 1 },
      { rule: 'Heavy' },
      { rule: 'Suppressive', x: 2 },
    ]);
    expect(hasWeaponRule(gun, 'Heavy')).toBe(true);
    expect(WeaponSchema.safeParse({ ...gun, rules: [{ rule: 'Heavy', x: 2 }] }).success).toBe(false);
  });

  it('WT-WSR-04 an Assault weapon counts as a melee weapon in a Fight action', () => {
    expect(isMelee(weapon('Pistol: R10 A1 5+ D1 [Assault]'))).toBe(true);
  });
});
