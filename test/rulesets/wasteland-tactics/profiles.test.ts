import { describe, expect, it } from 'vitest';
import {
  BUNDLED_PROFILES,
  formatSpecialRule,
  parseSpecialRule,
  ruleValue,
  UnitProfileSchema,
} from '../../../src/rulesets/wasteland-tactics/index';

describe('models, units and unit types (WT-UNIT)', () => {
  it('WT-UNIT-01 a profile has Move, Will, Life, weapons and special rules', () => {
    const profile = UnitProfileSchema.parse({
      id: 'raider',
      name: 'Raider',
      unitType: 'Troops',
      move: 6,
      will: 7,
      life: 7,
      weapons: ['Pipe Rifle: R18 A1 6+ D1'],
      rules: ['Stubborn 1'],
      costPerModel: 8,
    });
    expect(profile).toMatchObject({ move: 6, will: 7, life: 7, rules: [{ rule: 'Stubborn', x: 1 }] });
    expect(profile.weapons[0]).toMatchObject({ name: 'Pipe Rifle', range: 18 });
  });

  it("WT-UNIT-01 a bad shorthand weapon or rule in a profile is reported in a player's words", () => {
    const result = UnitProfileSchema.safeParse({
      id: 'raider',
      name: 'Raider',
      unitType: 'Troops',
      move: 6,
      will: 7,
      life: 7,
      weapons: ['Pipe Rifle: R18 A1 D1'],
      rules: ['Tough'],
      costPerModel: 8,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join(' ')).toMatch(/hit is missing/);
  });

  it('WT-UNIT-02 special rules are held by the profile and affect every model of the unit', () => {
    const spawn = BUNDLED_PROFILES.find((p) => p.id === 'spawn');
    expect(spawn?.rules).toEqual([{ rule: 'Fearless' }, { rule: 'Bodyguards', x: 9 }, { rule: 'Reach' }]);
  });

  it('WT-UNIT-03 a unit is one model or several: profiles state how many', () => {
    expect(BUNDLED_PROFILES.find((p) => p.id === 'warboss')?.models).toEqual({ min: 1, max: 1 });
    expect(BUNDLED_PROFILES.find((p) => p.id === 'raiders')?.models).toEqual({ min: 5, max: 10 });
  });

  it('WT-UNIT-06 every profile has one of the five unit types', () => {
    const types = new Set(BUNDLED_PROFILES.map((p) => p.unitType));
    expect([...types].sort()).toEqual(['Command', 'Fast', 'Heavy', 'Spearhead', 'Troops']);
    expect(UnitProfileSchema.safeParse({ ...BUNDLED_PROFILES[0], unitType: 'Transport' }).success).toBe(
      false,
    );
  });

  it('WT-SUR-01 numbered special rules stack when combined', () => {
    expect(
      ruleValue(
        [
          { rule: 'Bloodthirsty', x: 1 },
          { rule: 'Bloodthirsty', x: 2 },
        ],
        'Bloodthirsty',
      ),
    ).toBe(3);
    expect(ruleValue([{ rule: 'Fearless' }], 'Bloodthirsty')).toBeUndefined();
  });

  it('WT-SUR-43 Strider lists terrain kinds; WT-SUR-46 Support lists the rules it grants (R34)', () => {
    const strider = parseSpecialRule('Strider (Difficult, Dangerous)');
    expect(strider.ok && strider.rule).toEqual({ rule: 'Strider', terrain: ['Difficult', 'Dangerous'] });
    const support = parseSpecialRule('Support (Bloodthirsty 2; Fearless)');
    expect(support.ok && support.rule).toEqual({
      rule: 'Support',
      grants: [{ rule: 'Bloodthirsty', x: 2 }, { rule: 'Fearless' }],
    });
    if (support.ok) expect(formatSpecialRule(support.rule)).toBe('Support (Bloodthirsty 2; Fearless)');
    expect(parseSpecialRule('Tough').ok).toBe(false);
    expect(parseSpecialRule('Fearless 2').ok).toBe(false);
  });

  it('the bundled data has at least three factions with unique profile ids', () => {
    const factions = new Set(BUNDLED_PROFILES.map((p) => p.faction));
    expect(factions.size).toBeGreaterThanOrEqual(3);
    expect(new Set(BUNDLED_PROFILES.map((p) => p.id)).size).toBe(BUNDLED_PROFILES.length);
  });
});
