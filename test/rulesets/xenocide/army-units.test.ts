import { describe, expect, it } from 'vitest';
import type { ArmyUnit } from '../../../src/rulesets/xenocide/schemas/army';
import {
  aCompany,
  anArmy,
  anArmyUnit,
  codes,
  issuesOf,
  models,
  validated,
  withCompany,
  withUnit,
} from '../../support/xenocide';

describe('XEN-ARMY unit composition and titans', () => {
  it('XEN-ARMY-10 a titan is a unit of exactly 1, alone, and titan units may share a company', () => {
    const titans = aCompany(
      'Titans',
      anArmyUnit(models('titan', 1)),
      anArmyUnit(models('titan', 1)),
      anArmyUnit(models('infantry', 3)),
    );
    const army = validated(withCompany(titans));
    expect(army.companies[0]?.units.map((unit) => unit.category)).toEqual(['titan', 'titan', 'infantry']);
    expect(issuesOf(withUnit(models('titan', 2)))[0]).toEqual({
      code: 'titan-unit-size',
      message:
        "Unit 'Tested' in company 'Test' holds 2 titans; each titan is a unit of exactly 1 (XEN-ARMY-10). Buy each titan as its own unit.",
      path: ['companies', 0, 'units', 0],
      rule: 'XEN-ARMY-10',
    });
    expect(codes(issuesOf(withUnit(models('titan', 1), models('infantry', 3))))).toEqual([
      'titan-unit-mixed',
    ]);
  });

  it('XEN-ARMY-11 units may mix profiles; infantry may add only transports (R53)', () => {
    const mixed = validated(withUnit(models('infantry', 2), models('elite-infantry', 2), models('apc', 2)));
    expect(mixed.companies[0]?.units[0]).toMatchObject({
      category: 'infantry',
      value: 2 * 10 + 2 * 15 + 2 * 20,
    });
    expect(
      validated(withUnit(models('light-vehicle', 1), models('heavy-vehicle', 1))).companies[0]?.units[0]
        ?.category,
    ).toBe('heavy-vehicles');
    expect(codes(issuesOf(withUnit(models('light-vehicle', 4), models('heavy-vehicle', 2))))).toEqual([
      'heavy-vehicle-unit-size',
    ]);
    expect(issuesOf(withUnit(models('infantry', 4), models('light-vehicle', 1)))).toEqual([
      {
        code: 'infantry-unit-vehicle',
        message:
          "Unit 'Tested' in company 'Test' mixes infantry with 'Light Tank', which is neither infantry nor a transport; a unit with infantry may add only transports (XEN-ARMY-11, R53). Buy the 'Light Tank' models as their own unit.",
        path: ['companies', 0, 'units', 0],
        rule: 'XEN-ARMY-11',
      },
    ]);
  });

  it('XEN-ARMY-12 transports may be bought inside their infantry unit or as their own unit', () => {
    const inside = validated(withUnit(models('infantry', 6), models('apc', 3)));
    expect(inside.companies[0]?.units[0]?.category).toBe('infantry');
    const separate = withCompany(
      aCompany('Mech', anArmyUnit(models('infantry', 6)), anArmyUnit(models('apc', 3))),
    );
    const units = validated(separate).companies[0]?.units;
    expect(units?.map((unit) => [unit.category, unit.value])).toEqual([
      ['infantry', 60],
      ['heavy-vehicles', 60],
    ]);
  });

  it('XEN-ARMY-13 each company has a unique name', () => {
    const army = anArmy({
      companies: ['Alpha', 'Bravo', 'alpha '].map((name) =>
        aCompany(name, anArmyUnit(models('infantry', 4))),
      ),
    });
    expect(issuesOf(army)).toEqual([
      {
        code: 'duplicate-company-name',
        message:
          "Companies 1 and 3 are both named 'alpha '; each company needs its own name to set and reveal the activation order (XEN-ARMY-13). Rename one.",
        path: ['companies', 2, 'name'],
        rule: 'XEN-ARMY-13',
      },
    ]);
  });

  it('XEN-ARMY-14 a unit is worth the VP of its models plus titan options', () => {
    const titan = { models: [models('titan', 1)], titanOptions: ['alt-gun', 'better-sensors'] };
    const army = validated(
      anArmy({
        companies: [
          aCompany('Mech', anArmyUnit(models('infantry', 4), models('apc', 2)), titan),
          aCompany('B', anArmyUnit(models('heavy-vehicle', 5))),
          aCompany('C', anArmyUnit(models('heavy-vehicle', 5))),
          aCompany('D', anArmyUnit(models('heavy-vehicle', 3))),
        ],
      }),
    );
    expect(army.companies[0]?.units.map((unit) => unit.value)).toEqual([4 * 10 + 2 * 20, 200 + 30 + 10]);
    expect(army.companies.map((company) => company.value)).toEqual([320, 250, 250, 150]);
    expect(army.value).toBe(970);
    expect(army.companies[0]?.units[0]?.name).toBe('Mech unit 1');
  });

  it('XEN-ARMY-15 titan options are bought by id and priced; bad choices are reported', () => {
    const army = (unit: ArmyUnit) => withCompany(aCompany('Titan', unit));
    const ok = validated(army({ models: [models('titan', 1)], titanOptions: ['alt-gun'] }));
    const unit = ok.companies[0]?.units[0];
    expect(unit?.titanOptions).toEqual([{ id: 'alt-gun', name: 'Alt Gun', vp: 30 }]);
    expect(unit?.value).toBe(230);
    const fielded = unit?.models[0]?.profile;
    expect(fielded?.kind === 'titan' && fielded.weapons.map((weapon) => weapon.name)).toEqual([
      'Sword',
      'Alt Gun',
    ]);
    expect(
      issuesOf(army({ models: [models('titan', 1)], titanOptions: ['alt-gun', 'rocket-pods'] })),
    ).toEqual([
      {
        code: 'titan-option-conflict',
        message:
          "Unit 1 of company 'Titan' buys 'alt-gun' and 'rocket-pods', which both replace 'Main Gun'; choose one of them (XEN-ARMY-15)",
        path: ['companies', 0, 'units', 0, 'titanOptions', 1],
        rule: 'XEN-ARMY-15',
      },
    ]);
    expect(codes(issuesOf(army({ models: [models('titan', 1)], titanOptions: ['laser'] })))).toEqual([
      'unknown-titan-option',
    ]);
    expect(
      codes(issuesOf(army({ models: [models('heavy-vehicle', 2)], titanOptions: ['alt-gun'] }))),
    ).toEqual(['titan-options-without-titan']);
  });
});
