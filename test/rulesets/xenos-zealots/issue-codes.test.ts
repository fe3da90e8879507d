import { describe, expect, it } from 'vitest';
import type { ForceInput } from '../../../src/rulesets/xenos-zealots/schemas/force';
import type { UnitCardInput } from '../../../src/rulesets/xenos-zealots/schemas/unit-card';
import { validateXzForce, validateXzScenario } from '../../../src/rulesets/xenos-zealots/validate';
import { aForce, aTank, aUnit, aWeapon, issueWithCode } from './builders';

const gun = {
  name: 'Gun',
  body: 'gun' as const,
  weapons: ['Cannon'],
  armour: { front: 4, side: 3, rearTop: 2 },
  structure: { mobility: 0, attacks: [{ weapon: 'Cannon' }] },
};
const artillery = (over: Partial<UnitCardInput> = {}): UnitCardInput =>
  aUnit({
    unitType: 'Artillery',
    artillery: 'mobile',
    weapons: [aWeapon(), aWeapon({ name: 'Cannon', type: 'fire-support', mount: { kind: 'hull' } })],
    models: [gun, { name: 'Crew Chief', leader: true, weapons: ['Rifle'] }],
    ...over,
  });
const hero = aUnit({ id: 'hero', name: 'Hero', character: true, models: [{ name: 'Hero' }] });

/** One refusal per case: the input, and the code and rule the issue must carry. */
const FORCE_CASES: readonly [string, ForceInput, string, string][] = [
  [
    'XZ-UNIT-06 an unknown unit type',
    aForce([aUnit({ unitType: 'Basic Infantery' as never })]),
    'unknown-unit-type',
    'XZ-UNIT-06',
  ],
  [
    'XZ-MOVE-08 an unknown mobility type',
    aForce([aUnit({ mobility: { type: 'F' as never, speed: 5 } })]),
    'unknown-mobility-type',
    'XZ-MOVE-08',
  ],
  [
    'XZ-WPN-06 an unknown weapon type',
    aForce([aUnit({ weapons: [aWeapon({ type: 'smallarms' as never })] })]),
    'unknown-weapon-type',
    'XZ-WPN-06',
  ],
  [
    'R13 an unknown mount',
    aForce([aTank({ weapons: [aWeapon({ name: 'Cannon', mount: { kind: 'turet' as never } })] })]),
    'unknown-mount',
    'R13',
  ],
  [
    'XZ-SMU-09 a weapon system listed twice',
    aForce([aTank({ structure: { mobility: 1, attacks: [{ weapon: 'Cannon' }, { weapon: 'Cannon' }] } })]),
    'duplicate-weapon-system',
    'XZ-SMU-09',
  ],
  [
    'R11 a structure split on an infantry model',
    aForce([
      aUnit({
        models: [
          { name: 'A', leader: true, structure: { mobility: 1, attacks: [{ weapon: 'Rifle' }] } },
          { name: 'B' },
        ],
      }),
    ]),
    'structure-on-small-model',
    'R11',
  ],
  [
    'R35 the gun as unit leader',
    aForce([
      artillery({
        models: [
          { ...gun, leader: true },
          { name: 'Crew', weapons: ['Rifle'] },
        ],
      }),
    ]),
    'gun-as-leader',
    'R35',
  ],
  [
    'XZ-UNIT-06 an artillery kind outside Artillery',
    aForce([aUnit({ artillery: 'mobile' })]),
    'artillery-kind-outside-artillery',
    'XZ-UNIT-06',
  ],
  [
    'R35 a gun outside an artillery unit',
    aForce([
      aUnit({
        models: [{ ...gun, weapons: ['Rifle'], structure: { mobility: 0, attacks: [{ weapon: 'Rifle' }] } }],
      }),
    ]),
    'body-does-not-fit-unit-type',
    'XZ-UNIT-06',
  ],
  [
    'R32 a default assault weapon that is not an assault weapon',
    aForce([aUnit({ defaultAssaultWeapon: aWeapon() })]),
    'default-assault-not-assault',
    'R32',
  ],
  [
    'R27 a character attached twice',
    aForce([aUnit(), aUnit({ id: 'squad-2' }), hero], {
      attachments: [
        { character: 'hero', unit: 'squad' },
        { character: 'hero', unit: 'squad-2' },
      ],
    }),
    'character-attached-twice',
    'R27',
  ],
  [
    'R27 a character attached to artillery',
    aForce([artillery(), hero], { attachments: [{ character: 'hero', unit: 'squad' }] }),
    'cannot-take-character',
    'R27',
  ],
  [
    'R3 an assault weapon as a strike',
    aForce([aUnit()], {
      offTableAssets: [{ kind: 'strike', name: 'Strike', weapon: aWeapon({ type: 'assault', range: 0 }) }],
    }),
    'assault-strike',
    'R3',
  ],
  [
    'XZ-SMOV-01 a movement ability listed twice',
    aForce([aUnit({ mobility: { type: 'L', abilities: ['J', 'J'], speed: 5 } })]),
    'invalid-value',
    'XZ-SMOV-01',
  ],
];

describe('every refusal carries its code and rule', () => {
  for (const [name, input, code, rule] of FORCE_CASES)
    it(`${name} is refused as '${code}'`, () => {
      const problem = issueWithCode(validateXzForce(input), code);
      expect(problem.rule).toBe(rule);
      expect(problem.message).toMatch(/^[A-Z]/);
    });

  it('R35 a valid mobile artillery unit of one gun and its crew is accepted', () => {
    expect(validateXzForce(aForce([artillery()])).ok).toBe(true);
  });

  it('R2 two deployment zones with one id are refused', () => {
    const rect = { x0: 0, y0: 0, x1: 10, y1: 10 };
    const result = validateXzScenario({
      id: 't',
      name: 'T',
      deploymentZones: [
        { id: 'a', rect },
        { id: 'a', rect },
      ],
    });
    expect(issueWithCode(result, 'duplicate-zone-id').rule).toBe('R2');
  });
});
