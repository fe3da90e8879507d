import { describe, expect, it } from 'vitest';
import { validateArmy } from '../../../src/rulesets/xenocide/army-validation';
import { genericUnitList } from '../../../src/rulesets/xenocide/data';
import { parseArmyList, parseModelProfile, parseUnitList } from '../../../src/rulesets/xenocide/parse';
import { anArmy, aUnitList, aWeapon } from '../../support/xenocide';

const garbage: [string, unknown][] = [
  ['a number', 42],
  ['null', null],
  ['undefined', undefined],
  ['a string', 'army'],
  ['NaN', Number.NaN],
  ['an array', [1, 2, 3]],
  ['an empty object', {}],
  ['a __proto__ key', JSON.parse('{"__proto__": {"polluted": true}, "name": "x"}')],
  ['a function', () => 1],
  ['a symbol', Symbol('army')],
  ['a big integer', 10n],
];

function outcome(run: () => unknown): unknown {
  try {
    return run();
  } catch (error) {
    return { threw: error };
  }
}

describe('validateArmy on untrusted input', () => {
  it.each(garbage)('XEN-ARMY-03 rejects %s as an army without throwing', (_label, input) => {
    const result = outcome(() => validateArmy(input, genericUnitList));
    expect(result).toMatchObject({ ok: false, issues: expect.any(Array) });
    expect((result as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
  });

  it.each(garbage)('XEN-ARMY-02 rejects %s as a unit list without throwing', (_label, input) => {
    expect(outcome(() => validateArmy(anArmy(), input))).toMatchObject({ ok: false });
    expect(outcome(() => parseUnitList(input))).toMatchObject({ ok: false });
    expect(outcome(() => parseModelProfile(input))).toMatchObject({ ok: false });
  });

  it('names the root problem in words', () => {
    const result = validateArmy(42, genericUnitList);
    expect(result.ok ? [] : result.issues).toEqual([
      { code: 'wrong-type', message: 'The army list must be an object, not 42', path: [] },
    ]);
    const list = validateArmy(anArmy(), null);
    expect(list.ok ? [] : list.issues.map((issue) => issue.message)).toEqual([
      'The unit list must be an object, not null',
    ]);
  });

  it('does not let __proto__ keys pollute prototypes', () => {
    const army = JSON.parse(
      '{"name":"x","faction":"generic","points":100,"companies":[],"__proto__":{"polluted":true}}',
    ) as unknown;
    const result = validateArmy(army, genericUnitList);
    expect(result.ok ? [] : result.issues.map((issue) => issue.code)).toContain('unknown-field');
    const list = JSON.parse(
      '{"faction":"generic","name":"x","profiles":{"__proto__":{"kind":"titan"}}}',
    ) as unknown;
    expect(parseUnitList(list).ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const profileRef = anArmy({
      companies: [{ name: 'A', units: [{ models: [{ profile: '__proto__', count: 3 }] }] }],
    });
    const ref = validateArmy(profileRef, aUnitList());
    expect(ref.ok ? [] : ref.issues.map((issue) => issue.code)).toContain('invalid-format');
  });

  it('rejects huge arrays quickly and caps the number of issues', () => {
    const started = performance.now();
    const companies = Array.from({ length: 100_000 }, () => ({ name: 7 }));
    const result = validateArmy({ ...anArmy(), companies }, genericUnitList);
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'Companies: has 100000 items; at most 100 are allowed',
    ]);
    const models = Array.from({ length: 100_000 }, () => ({ profile: 'infantry', count: 1 }));
    expect(validateArmy(anArmy({ companies: [{ name: 'A', units: [{ models }] }] }), aUnitList()).ok).toBe(
      false,
    );
    const manyUnits = Array.from({ length: 60 }, (_, index) => ({
      name: `C${index}`,
      units: Array.from({ length: 60 }, () => ({ models: [{ profile: 'nope', count: 1 }] })),
    }));
    const capped = validateArmy({ ...anArmy(), companies: manyUnits }, aUnitList(), { maxIssues: 25 });
    expect(capped.ok ? undefined : [capped.issues.length, capped.omittedIssues]).toEqual([25, 3636]);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('reports a getter that throws as unreadable input', () => {
    const hostile = {
      get name(): string {
        throw new Error('boom');
      },
    };
    expect(validateArmy(hostile, genericUnitList)).toEqual({
      ok: false,
      issues: [
        {
          code: 'unreadable-input',
          message: 'The army list could not be read (boom); pass plain JSON data',
          path: [],
        },
      ],
      omittedIssues: 0,
    });
  });

  it('parses a valid army list and describes nested paths with names', () => {
    expect(parseArmyList(anArmy()).ok).toBe(true);
    const bad = anArmy({
      companies: [{ name: 'Heavy Armor', units: [{ models: [{ profile: 'apc', count: 0 }] }] }],
    });
    expect(parseArmyList(bad)).toEqual({
      ok: false,
      issues: [
        {
          code: 'too-small',
          message:
            "Company 1 ('Heavy Armor') › unit 1 › model line 1 ('apc') › count: must be at least 1; remove the line to buy none",
          path: ['companies', 0, 'units', 0, 'models', 0, 'count'],
        },
      ],
    });
  });

  it('names the unit list and profile of a bad profile', () => {
    const list = aUnitList({
      'bad-tank': { ...aUnitList().profiles.apc, weapons: [{ ...aWeapon(), accuracy: 9 }] } as never,
    });
    const result = validateArmy(anArmy(), [genericUnitList, list]);
    expect(result.ok ? [] : result.issues).toEqual([
      {
        code: 'too-big',
        message:
          "Unit list 2 › profile 'bad-tank' › weapon 1 ('Rifles') › accuracy: must be a whole number from -2 to 6, or 'Art' for artillery (XEN-STAT-18)",
        path: ['unitLists', 1, 'profiles', 'bad-tank', 'weapons', 0, 'accuracy'],
        rule: 'XEN-STAT-18',
      },
    ]);
    const keyed = parseUnitList({ ...aUnitList(), profiles: { 'Heavy Tank': aUnitList().profiles.apc } });
    expect(keyed.ok ? [] : keyed.issues.map((issue) => issue.message)).toEqual([
      "Profile 'Heavy Tank': is not a valid id; ids are kebab-case (lowercase letters, digits and single hyphens), e.g. 'heavy-tank'",
    ]);
  });
});
