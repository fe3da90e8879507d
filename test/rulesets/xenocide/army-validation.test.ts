import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import {
  aCompany,
  anArmy,
  anArmyUnit,
  aUnitList,
  codes,
  issuesOf,
  models,
  unitList,
  validated,
  withUnit,
} from '../../support/xenocide';

describe('XEN-ARMY army building', () => {
  it('XEN-ARMY-01 the army may not cost more than the agreed points total', () => {
    expect(validated(anArmy({ points: 120 })).value).toBe(120);
    expect(issuesOf(anArmy({ points: 119 }))).toEqual([
      {
        code: 'over-points',
        message:
          'The army costs 120 points, 1 more than the agreed 119 (XEN-ARMY-01). Remove models or titan options worth at least 1 points.',
        path: ['points'],
        rule: 'XEN-ARMY-01',
      },
    ]);
    expect(codes(issuesOf(anArmy(), { agreedPoints: 100 }))).toEqual(['over-points']);
    expect(validated(anArmy(), { agreedPoints: 500 }).points).toBe(500);
  });

  it('XEN-ARMY-02 every model comes from the one unit list the army names', () => {
    expect(issuesOf(anArmy({ faction: 'kethri' }))).toEqual([
      {
        code: 'faction-mismatch',
        message:
          "The army is a 'kethri' army, but the unit lists given are for 'generic'; an army buys every model from one faction's list or from the generic list (XEN-ARMY-02). Set \"faction\" to the list you bought from.",
        path: ['faction'],
        rule: 'XEN-ARMY-02',
      },
    ]);
    const kethri = aUnitList({}, 'kethri');
    const result = validateArmy(anArmy({ faction: 'kethri' }), [unitList, kethri]);
    expect(result.ok && result.army.faction).toBe('kethri');
    expect(issuesOf(withUnit(models('infantri', 4)))).toEqual([
      {
        code: 'unknown-profile',
        message:
          "Unit 'Tested' in company 'Test' lists profile 'infantri', which the 'generic' unit list does not have (XEN-ARMY-02). Did you mean 'infantry'?",
        path: ['companies', 0, 'units', 0, 'models', 0, 'profile'],
        rule: 'XEN-ARMY-02',
      },
    ]);
    expect(codes(issuesOf(withUnit(models('constructor', 4))))).toEqual(['unknown-profile']);
  });

  it('XEN-ARMY-03 the army is organised army → companies → units → models', () => {
    const army = validated(withUnit(models('infantry', 4), models('apc', 2)));
    expect(army.companies.map((company) => company.name)).toEqual([
      'Test',
      'Bravo',
      'Charlie',
      'Delta',
      'Echo',
    ]);
    expect(army.companies[0]?.units[0]?.models.map((line) => [line.profileId, line.count])).toEqual([
      ['infantry', 4],
      ['apc', 2],
    ]);
    const looseModels = {
      ...anArmy(),
      companies: [{ name: 'Loose', units: [], models: [models('infantry', 3)] }],
    };
    expect(issuesOf(looseModels)).toEqual([
      expect.objectContaining({
        code: 'unknown-field',
        message:
          "Company 1 ('Loose'): has unknown field 'models'; check the spelling (field names are case-sensitive)",
        path: ['companies', 0],
      }),
    ]);
  });

  it('XEN-ARMY-04 an army has 3 to 6 companies unless a large game is agreed', () => {
    const companies = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        aCompany(`Company ${index + 1}`, anArmyUnit(models('infantry', 4))),
      );
    expect(issuesOf(anArmy({ companies: companies(2) }))).toContainEqual({
      code: 'too-few-companies',
      message:
        'The army has 2 companies; an army needs at least 3 (XEN-ARMY-04). Add a company or split one.',
      path: ['companies'],
      rule: 'XEN-ARMY-04',
    });
    expect(validated(anArmy({ companies: companies(6) })).companies).toHaveLength(6);
    expect(codes(issuesOf(anArmy({ companies: companies(7) })))).toEqual(['too-many-companies']);
    expect(validated(anArmy({ companies: companies(7), largeGame: true })).largeGame).toBe(true);
    expect(validated(anArmy({ companies: companies(8) }), { largeGame: true }).companies).toHaveLength(8);
  });

  it('XEN-ARMY-05 a company contains 1 to 5 units', () => {
    const army = anArmy();
    const empty = { ...army, companies: [...army.companies, aCompany('Empty')] };
    expect(issuesOf(empty)).toEqual([
      {
        code: 'empty-company',
        message:
          "Company 'Empty' has no units; a company holds 1 to 5 units (XEN-ARMY-05). Add a unit or remove the company.",
        path: ['companies', 3, 'units'],
        rule: 'XEN-ARMY-05',
      },
    ]);
    const six = Array.from({ length: 6 }, () => anArmyUnit(models('infantry', 3)));
    const crowded = anArmy({ companies: [aCompany('Crowded', ...six), ...army.companies] });
    expect(issuesOf(crowded).find((issue) => issue.rule === 'XEN-ARMY-05')?.message).toBe(
      "Company 'Crowded' has 6 units; a company holds 1 to 5 (XEN-ARMY-05). Move 1 unit to another company.",
    );
    const five = Array.from({ length: 5 }, () => anArmyUnit(models('infantry', 3)));
    const big = (name: string) => aCompany(name, ...five);
    expect(validated(anArmy({ companies: [big('A'), big('B'), big('C')] })).companies[0]?.units).toHaveLength(
      5,
    );
  });

  it('XEN-ARMY-06 a company may not hold more than 40% of the points', () => {
    const heavy = aCompany(
      'Heavy Armor',
      anArmyUnit(models('heavy-vehicle', 5)),
      anArmyUnit(models('light-vehicle', 5)),
    );
    const light = (name: string) =>
      aCompany(name, anArmyUnit(models('infantry', 8)), anArmyUnit(models('elite-infantry', 4)));
    // 350 of 350 + 140 + 140 + 140 = 770 is 45.5%.
    const over = anArmy({ companies: [heavy, light('A'), light('B'), light('C')] });
    expect(issuesOf(over)).toEqual([
      {
        code: 'company-over-40-percent',
        message:
          "Company 'Heavy Armor' holds 45.5% of the army's points (350 of 770); the limit is 40% (XEN-ARMY-06). Move a unit to another company.",
        path: ['companies', 0],
        rule: 'XEN-ARMY-06',
      },
    ]);
    // 200 of 500 is exactly 40%.
    const exact = anArmy({
      companies: [
        aCompany('Forty', anArmyUnit(models('heavy-vehicle', 4))),
        aCompany('A', anArmyUnit(models('infantry', 8)), anArmyUnit(models('infantry', 7))),
        aCompany('B', anArmyUnit(models('infantry', 8)), anArmyUnit(models('infantry', 7))),
      ],
    });
    expect(validated(exact).companies.map((company) => company.value)).toEqual([200, 150, 150]);
  });

  it('XEN-ARMY-07 a unit with infantry has 3 to 8 infantry models, transports not counted', () => {
    expect(validated(withUnit(models('infantry', 3))).companies[0]?.units[0]?.category).toBe('infantry');
    expect(validated(withUnit(models('infantry', 8), models('apc', 4))).companies[0]?.units[0]?.value).toBe(
      160,
    );
    expect(issuesOf(withUnit(models('infantry', 2), models('apc', 1)))).toEqual([
      {
        code: 'infantry-unit-size',
        message:
          "Unit 'Tested' in company 'Test' has 2 infantry models (and 1 transport, not counted); a unit with infantry needs 3 to 8 infantry models, not counting its transports (XEN-ARMY-07, R53). Add 1 model.",
        path: ['companies', 0, 'units', 0],
        rule: 'XEN-ARMY-07',
      },
    ]);
    expect(issuesOf(withUnit(models('infantry', 9)))[0]?.message).toBe(
      "Unit 'Tested' in company 'Test' has 9 infantry models; a unit with infantry needs 3 to 8 infantry models, not counting its transports (XEN-ARMY-07, R53). Move 1 model to another unit.",
    );
  });

  it('XEN-ARMY-08 a unit of light vehicles (Armor 3 or less) has 3 to 7 models', () => {
    expect(validated(withUnit(models('light-vehicle', 3))).companies[0]?.units[0]?.category).toBe(
      'light-vehicles',
    );
    expect(validated(withUnit(models('light-vehicle', 7))).companies[0]?.units[0]?.value).toBe(140);
    for (const count of [2, 8]) {
      expect(issuesOf(withUnit(models('light-vehicle', count)))).toEqual([
        expect.objectContaining({ code: 'light-vehicle-unit-size', rule: 'XEN-ARMY-08' }),
      ]);
    }
    expect(issuesOf(withUnit(models('light-vehicle', 2)))[0]?.message).toBe(
      "Unit 'Tested' in company 'Test' has 2 vehicles; a unit of light vehicles (Armor 3 or less) has 3 to 7 vehicles (XEN-ARMY-08, R53). Add 1 model.",
    );
  });

  it('XEN-ARMY-09 a unit of heavy vehicles (Armor 4 or more) has 2 to 5 models', () => {
    expect(validated(withUnit(models('heavy-vehicle', 2))).companies[0]?.units[0]?.category).toBe(
      'heavy-vehicles',
    );
    expect(validated(withUnit(models('apc', 5))).companies[0]?.units[0]?.category).toBe('heavy-vehicles');
    expect(issuesOf(withUnit(models('heavy-vehicle', 1)))[0]?.message).toBe(
      "Unit 'Tested' in company 'Test' has 1 vehicle; a unit with any heavy vehicle (Armor 4+) has 2 to 5 vehicles (XEN-ARMY-09, R53). Add 1 model.",
    );
    expect(codes(issuesOf(withUnit(models('heavy-vehicle', 6))))).toEqual(['heavy-vehicle-unit-size']);
  });
});
