import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import { parseModelProfile, parseUnitList } from '../../../src/rulesets/xenocide/parse';
import { anArmy, aUnitList, models } from '../../support/xenocide';

const unitList = aUnitList();
const profileIds = Object.keys(unitList.profiles);

/** Armies shaped like real lists, with random sizes, profiles and options. */
const armyArbitrary = fc.record({
  name: fc.string({ minLength: 1, maxLength: 10 }),
  faction: fc.constant('generic'),
  points: fc.integer({ min: 1, max: 5000 }),
  largeGame: fc.option(fc.boolean(), { nil: undefined }),
  companies: fc.array(
    fc.record({
      name: fc.constantFrom('A', 'B', 'C', 'D', 'E', 'F', 'G'),
      units: fc.array(
        fc.record({
          models: fc.array(
            fc
              .tuple(fc.constantFrom(...profileIds), fc.integer({ min: 1, max: 10 }))
              .map(([id, n]) => models(id, n)),
            { minLength: 1, maxLength: 3 },
          ),
          titanOptions: fc.option(fc.subarray(['alt-gun', 'rocket-pods', 'better-sensors', 'nope']), {
            nil: undefined,
          }),
        }),
        { maxLength: 7 },
      ),
    }),
    { maxLength: 8 },
  ),
});

describe('validateArmy properties', () => {
  it('XEN-ARMY-03 never throws on any input and always returns ok or issues', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (army, list) => {
        const result = validateArmy(army, list);
        expect(result.ok).toBe(false);
        expect(result.ok ? 0 : result.issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(parseUnitList(input).ok).toBe(false);
        expect(typeof parseModelProfile(input).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('XEN-ARMY-14 a valid army costs the sum of its companies, each the sum of its units', () => {
    fc.assert(
      fc.property(armyArbitrary, (army) => {
        const result = validateArmy(army, unitList);
        if (!result.ok) {
          for (const issue of result.issues) expect(issue.message.length).toBeGreaterThan(10);
          return;
        }
        const companies = result.army.companies;
        expect(result.army.value).toBe(companies.reduce((sum, company) => sum + company.value, 0));
        for (const company of companies) {
          expect(company.value).toBe(company.units.reduce((sum, unit) => sum + unit.value, 0));
          expect(company.value * 5).toBeLessThanOrEqual(result.army.value * 2);
        }
        expect(result.army.value).toBeLessThanOrEqual(result.army.points);
      }),
      { numRuns: 500 },
    );
  });

  it('XEN-ARMY-06 validation does not depend on the order of companies', () => {
    fc.assert(
      fc.property(armyArbitrary, (army) => {
        const forward = validateArmy(army, unitList);
        const reversed = validateArmy({ ...army, companies: [...army.companies].reverse() }, unitList);
        expect(reversed.ok).toBe(forward.ok);
      }),
      { numRuns: 300 },
    );
    expect(validateArmy(anArmy(), unitList).ok).toBe(true);
  });
});
