import { describe, expect, it } from 'vitest';
import type { UnitCardInput } from '../../../src/rulesets/xenos-zealots/schemas/unit-card';
import type { WeaponProfileInput } from '../../../src/rulesets/xenos-zealots/schemas/weapon';
import { validateXzForce, validateXzUnitCard } from '../../../src/rulesets/xenos-zealots/validate';
import { aForce, aTank, aUnit, aWeapon, issueWithCode } from './builders';

describe('validateXzForce: weapons', () => {
  it("XZ-WPN-09 an unknown weapon special is refused with a 'did you mean'", () => {
    const result = validateXzForce(
      aForce([aUnit({ weapons: [aWeapon({ specials: ['rapidFier' as never] })] })]),
    );
    const problem = issueWithCode(result, 'unknown-weapon-special');
    expect(problem.rule).toBe('XZ-WPN-09');
    expect(problem.path).toEqual(['units', 0, 'weapons', 0, 'specials', 0]);
    expect(problem.message).toBe(
      "Unit 1 ('Test Squad') › weapon 1 ('Rifle') › special 1: 'rapidFier' is not a known weapon special (XZ-WPN-09); did you mean 'rapidFire'?",
    );
  });

  it('XZ-WPN-09 a special with no close match lists the known ones', () => {
    const result = validateXzForce(
      aForce([aUnit({ weapons: [aWeapon({ specials: ['plasma' as never] })] })]),
    );
    expect(issueWithCode(result, 'unknown-weapon-special').message).toContain(
      "use one of 'pistolGrip', 'rapidFire'",
    );
  });

  it('XZ-WPN-04 an Effect of 5 dice is refused: it is 1 to 4', () => {
    const result = validateXzForce(aForce([aUnit({ weapons: [aWeapon({ effect: 5 })] })]));
    const problem = issueWithCode(result, 'too-big');
    expect(problem.rule).toBe('XZ-WPN-04');
    expect(problem.path).toEqual(['units', 0, 'weapons', 0, 'effect']);
    expect(problem.message).toContain('at most 4');
  });

  it('XZ-WPN-05 R14 a template other than Blast 3", Blast 5" or TT is refused', () => {
    const result = validateXzForce(
      aForce([aUnit({ weapons: [aWeapon({ effect: { template: 'blast', diameter: 4 as never } })] })]),
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((i) => i.path.join('.'))).toContain('units.0.weapons.0.effect');
  });

  it('XZ-WPN-04 an assault weapon with a template is refused', () => {
    const result = validateXzForce(
      aForce([
        aUnit({
          weapons: [
            aWeapon(),
            aWeapon({ name: 'Claw', type: 'assault', range: 0, effect: { template: 'teardrop' } }),
          ],
        }),
      ]),
    );
    expect(issueWithCode(result, 'assault-weapon-template').rule).toBe('XZ-WPN-04');
  });

  it('XZ-WPN-01 a shooting weapon with no range is refused', () => {
    const result = validateXzForce(aForce([aUnit({ weapons: [aWeapon({ range: 0 })] })]));
    const problem = issueWithCode(result, 'ranged-weapon-without-range');
    expect(problem.rule).toBe('XZ-WPN-01');
    expect(problem.message).toContain('more than 0"');
  });

  it('XZ-ARC-07 R13 a sponson with no arc is refused', () => {
    const result = validateXzForce(
      aForce([
        aTank({ weapons: [aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'sponson' } })] }),
      ]),
    );
    const problem = issueWithCode(result, 'sponson-without-arc');
    expect(problem.rule).toBe('XZ-ARC-07');
    expect(problem.path).toEqual(['units', 0, 'weapons', 0, 'mount', 'bearing']);
  });

  it("R13 a vehicle's ranged weapon with no mount is refused", () => {
    const result = validateXzForce(
      aForce([aTank({ weapons: [aWeapon({ name: 'Cannon', type: 'support' })] })]),
    );
    const problem = issueWithCode(result, 'missing-mount');
    expect(problem.rule).toBe('R13');
    expect(problem.message).toContain('turret, hull, large or sponson');
  });
});

describe('validateXzForce: statistics', () => {
  it('XZ-SAVE-06 R8 a Resilience of 0 is refused', () => {
    const result = validateXzForce(aForce([aUnit({ resilience: 0 })]));
    const problem = issueWithCode(result, 'too-small');
    expect(problem.rule).toBe('R8');
    expect(problem.path).toEqual(['units', 0, 'resilience']);
    expect(problem.message).toBe(
      "Unit 1 ('Test Squad') › resilience: must be at least 1, not 0: Resilience divides the damage in the wound table (R8, XZ-SAVE-06)",
    );
  });

  it('XZ-SAVE-06 R8 a model entry with Resilience 0 is refused too', () => {
    const result = validateXzForce(
      aForce([aUnit({ models: [{ name: 'Sergeant', leader: true, resilience: 0 }, { name: 'Trooper' }] })]),
    );
    expect(issueWithCode(result, 'too-small').path).toEqual(['units', 0, 'models', 0, 'resilience']);
  });

  it('XZ-STAT-08 a Command range outside 3–12" is refused', () => {
    const low = issueWithCode(
      validateXzForce(aForce([aUnit({ command: { rerolls: 1, range: 2 } })])),
      'too-small',
    );
    expect(low.rule).toBe('XZ-STAT-08');
    expect(low.path).toEqual(['units', 0, 'command', 'range']);
    expect(low.message).toContain('between 3" and 12", not 2"');
    const high = issueWithCode(
      validateXzForce(aForce([aUnit({ command: { rerolls: 1, range: 12.5 } })])),
      'too-big',
    );
    expect(high.rule).toBe('XZ-STAT-08');
    expect(high.message).toContain('not 12.5"');
  });

  it('XZ-STAT-08 a Command range of exactly 3" and of exactly 12" is accepted', () => {
    expect(validateXzForce(aForce([aUnit({ command: { rerolls: 1, range: 3 } })])).ok).toBe(true);
    expect(validateXzForce(aForce([aUnit({ command: { rerolls: 4, range: 12 } })])).ok).toBe(true);
  });

  it('XZ-STAT-08 R4 0 or 5 Command re-rolls are refused', () => {
    const none = issueWithCode(
      validateXzForce(aForce([aUnit({ command: { rerolls: 0, range: 6 } })])),
      'too-small',
    );
    expect(none.rule).toBe('XZ-STAT-08');
    expect(none.message).toContain('leave Command out for none');
    const five = issueWithCode(
      validateXzForce(aForce([aUnit({ command: { rerolls: 5, range: 6 } })])),
      'too-big',
    );
    expect(five.rule).toBe('XZ-STAT-08');
  });

  it('XZ-STAT-04 an infantry model with no Wounds is refused', () => {
    const { wounds: _, ...card } = aUnit();
    const problem = issueWithCode(validateXzForce(aForce([card])), 'missing-wounds');
    expect(problem.rule).toBe('XZ-STAT-04');
  });

  it("R15 a misspelt note that has an effect is refused with a 'did you mean'; other notes are free keywords", () => {
    const result = validateXzForce(aForce([aUnit({ notes: ['advancedTargetting', 'Banner of Saint Oro'] })]));
    const problem = issueWithCode(result, 'misspelt-note');
    expect(problem.rule).toBe('R15');
    expect(problem.path).toEqual(['units', 0, 'notes', 0]);
    expect(problem.message).toContain("did you mean 'advancedTargeting'?");
    expect(result.ok ? [] : result.issues).toHaveLength(1);
  });

  it("XZ-SMOV-01 an unknown movement ability is refused with a 'did you mean'", () => {
    const result = validateXzForce(
      aForce([aUnit({ mobility: { type: 'L', abilities: ['j' as never], speed: 5 } })]),
    );
    const problem = issueWithCode(result, 'unknown-movement-ability');
    expect(problem.message).toContain("did you mean 'J'?");
  });

  it("an unknown field is refused with a 'did you mean'", () => {
    const { resilience: _, ...card } = aUnit();
    const result = validateXzForce(aForce([{ ...card, resilence: 3 } as never]));
    expect(issueWithCode(result, 'unknown-field').message).toContain("did you mean 'resilience'?");
  });
});

describe('validateXzForce: models, leaders and large models', () => {
  it('XZ-UNIT-02 a unit with no leader model is refused', () => {
    const result = validateXzForce(aForce([aUnit({ models: [{ name: 'Trooper', count: 5 }] })]));
    const problem = issueWithCode(result, 'no-unit-leader');
    expect(problem.rule).toBe('XZ-UNIT-02');
    expect(problem.path).toEqual(['units', 0, 'models']);
    expect(problem.message).toBe(
      'Unit 1 (\'Test Squad\') › models: 5 models but no unit leader; mark one model entry (count 1) with "leader": true (XZ-UNIT-02)',
    );
  });

  it('XZ-UNIT-02 two leaders, or a leader entry of several models, are refused', () => {
    const two = aUnit({
      models: [
        { name: 'A', leader: true },
        { name: 'B', leader: true },
      ],
    });
    expect(issueWithCode(validateXzForce(aForce([two])), 'several-unit-leaders').path).toEqual([
      'units',
      0,
      'models',
      1,
      'leader',
    ]);
    const wide = aUnit({ models: [{ name: 'A', leader: true, count: 2 }] });
    expect(issueWithCode(validateXzForce(aForce([wide])), 'several-unit-leaders').path).toEqual([
      'units',
      0,
      'models',
      0,
      'count',
    ]);
  });

  it('XZ-UNIT-01 a single-model unit needs no leader flag', () => {
    expect(validateXzForce(aForce([aUnit({ models: [{ name: 'Hero' }] })])).ok).toBe(true);
  });

  it("XZ-STAT-10 a model carrying a weapon that is not on the card is refused with a 'did you mean'", () => {
    const result = validateXzForce(
      aForce([
        aUnit({ models: [{ name: 'Sergeant', leader: true, weapons: ['Rifel'] }, { name: 'Trooper' }] }),
      ]),
    );
    const problem = issueWithCode(result, 'unknown-weapon');
    expect(problem.rule).toBe('XZ-STAT-10');
    expect(problem.path).toEqual(['units', 0, 'models', 0, 'weapons', 0]);
    expect(problem.message).toContain("did you mean 'Rifle'?");
  });

  it('XZ-WPN-10 two weapons with one name are refused', () => {
    const result = validateXzForce(aForce([aUnit({ weapons: [aWeapon(), aWeapon({ ap: 7 })] })]));
    expect(issueWithCode(result, 'duplicate-weapon').path).toEqual(['units', 0, 'weapons', 1, 'name']);
  });

  it('R11 XZ-SMU-05 a single-model vehicle with no structure split is refused', () => {
    const { structure: _, ...card } = aTank();
    const problem = issueWithCode(validateXzForce(aForce([card])), 'missing-structure-split');
    expect(problem.rule).toBe('R11');
    expect(problem.path).toEqual(['units', 0, 'models', 0]);
    expect(problem.message).toContain('split into mobility points and attack points per weapon system');
  });

  it('R11 a vehicle given Wounds instead of a structure split is still refused', () => {
    const { structure: _, ...card } = aTank();
    const result = validateXzForce(aForce([{ ...card, wounds: 5 }]));
    expect(issueWithCode(result, 'missing-structure-split').rule).toBe('R11');
  });

  it('R11 a vehicle card with a structure split and Wounds as well is refused', () => {
    const problem = issueWithCode(validateXzForce(aForce([aTank({ wounds: 3 })])), 'wounds-on-large-model');
    expect(problem.rule).toBe('R11');
    expect(problem.path).toEqual(['units', 0, 'wounds']);
  });

  it('R13 a weapon carried by several vehicle entries is reported once', () => {
    const squadron = aTank({
      weapons: [{ name: 'Cannon', type: 'support', range: 24, ap: 8, damage: 3, effect: 2 }],
      models: [
        { name: 'Lead', leader: true, body: 'vehicle' },
        { name: 'Wing', count: 2, body: 'vehicle' },
      ],
    });
    const result = validateXzForce(aForce([squadron]));
    expect(result.ok ? [] : result.issues.map((i) => i.code)).toEqual(['missing-mount']);
  });

  it('XZ-SMU-01 a single-model vehicle with one Armour Value is refused', () => {
    const problem = issueWithCode(
      validateXzForce(aForce([aTank({ armour: 5 })])),
      'single-armour-on-large-model',
    );
    expect(problem.rule).toBe('XZ-SMU-01');
    expect(problem.path).toEqual(['units', 0, 'armour']);
  });

  it('R11 an infantry model with facings is refused', () => {
    const result = validateXzForce(aForce([aUnit({ armour: { front: 3, side: 3, rearTop: 3 } })]));
    expect(issueWithCode(result, 'facings-on-small-model').rule).toBe('R11');
  });

  it('XZ-SMU-09 a vehicle weapon with no attack points, and attack points for a weapon it lacks, are refused', () => {
    const card = aTank({
      weapons: [
        aWeapon({ name: 'Cannon', type: 'support', mount: { kind: 'turret' } }),
        aWeapon({ name: 'Bolter', mount: { kind: 'hull' } }),
      ],
      structure: { mobility: 2, attacks: [{ weapon: 'Canon' }] },
    });
    const result = validateXzForce(aForce([card]));
    expect(issueWithCode(result, 'unknown-weapon').message).toContain("did you mean 'Cannon'?");
    expect(issueWithCode(result, 'weapon-without-structure').rule).toBe('XZ-SMU-09');
    const uncovered = result.ok ? [] : result.issues.filter((i) => i.code === 'weapon-without-structure');
    // 'Canon' covers neither weapon, so both the cannon and the bolter have no attack points.
    expect(uncovered.map((i) => /'(\w+)' has no attack points/.exec(i.message)?.[1])).toEqual([
      'Cannon',
      'Bolter',
    ]);
  });

  it('XZ-SMU-05 a moving vehicle with no mobility points is refused', () => {
    const card = aTank({ structure: { mobility: 0, attacks: [{ weapon: 'Cannon' }] } });
    expect(issueWithCode(validateXzForce(aForce([card])), 'missing-mobility-points').rule).toBe('XZ-SMU-05');
  });

  it('XZ-UNIT-06 a vehicle in an infantry unit is refused', () => {
    const card = aTank({ unitType: 'Basic Infantry' });
    const problem = issueWithCode(validateXzForce(aForce([card])), 'body-does-not-fit-unit-type');
    expect(problem.rule).toBe('XZ-UNIT-06');
    expect(problem.message).toContain("a vehicle model can't be in a Basic Infantry unit");
  });

  it('R35 an artillery unit without a gun is refused, and so is one without its kind', () => {
    const result = validateXzForce(aForce([aUnit({ unitType: 'Artillery' })]));
    expect(issueWithCode(result, 'bad-artillery-crew').rule).toBe('R35');
    expect(issueWithCode(result, 'missing-artillery-kind').rule).toBe('XZ-UNIT-06');
  });

  it('XZ-UNIT-09 Massive Artillery that moves is refused', () => {
    const gun = {
      name: 'Gun',
      body: 'gun' as const,
      weapons: ['Cannon'],
      armour: { front: 4, side: 3, rearTop: 2 },
      structure: { mobility: 0, attacks: [{ weapon: 'Cannon' }] },
    };
    const card = aUnit({
      unitType: 'Artillery',
      artillery: 'massive',
      weapons: [aWeapon(), aWeapon({ name: 'Cannon', type: 'fire-support', mount: { kind: 'hull' } })],
      models: [gun, { name: 'Crew Chief', leader: true, weapons: ['Rifle'] }],
    });
    const problem = issueWithCode(validateXzForce(aForce([card])), 'massive-artillery-moves');
    expect(problem.rule).toBe('XZ-UNIT-09');
    expect(problem.path).toEqual(['units', 0, 'mobility', 'speed']);
    expect(validateXzForce(aForce([{ ...card, mobility: { type: 'L', speed: 0 } }])).ok).toBe(true);
  });

  it('XZ-SMU-16 a character of several models is refused', () => {
    const problem = issueWithCode(validateXzForce(aForce([aUnit({ character: true })])), 'bad-character');
    expect(problem.rule).toBe('XZ-SMU-16');
  });
});

describe('validateXzForce: the force', () => {
  const hero = aUnit({ id: 'hero', name: 'Hero', character: true, models: [{ name: 'Hero' }] });

  it('R27 a character attaches to a multiple-model unit and leads it', () => {
    const result = validateXzForce(
      aForce([aUnit(), hero], { attachments: [{ character: 'hero', unit: 'squad' }] }),
    );
    expect(result.ok && result.value.attachments).toEqual([{ character: 'hero', unit: 'squad' }]);
  });

  it("R27 an attachment to an unknown unit is refused with a 'did you mean'", () => {
    const result = validateXzForce(
      aForce([aUnit(), hero], { attachments: [{ character: 'hero', unit: 'sqaud' }] }),
    );
    const problem = issueWithCode(result, 'unknown-unit');
    expect(problem.rule).toBe('R27');
    expect(problem.path).toEqual(['attachments', 0, 'unit']);
    expect(problem.message).toContain("did you mean 'squad'?");
  });

  it('R27 a unit that is not a character can not be attached', () => {
    const other = aUnit({ id: 'other' });
    const result = validateXzForce(
      aForce([aUnit(), other], { attachments: [{ character: 'other', unit: 'squad' }] }),
    );
    expect(issueWithCode(result, 'not-a-character').rule).toBe('R27');
  });

  it('XZ-MOVE-06 a unit takes at most one character', () => {
    const second = { ...hero, id: 'hero-2', name: 'Second Hero' };
    const result = validateXzForce(
      aForce([aUnit(), hero, second], {
        attachments: [
          { character: 'hero', unit: 'squad' },
          { character: 'hero-2', unit: 'squad' },
        ],
      }),
    );
    expect(issueWithCode(result, 'unit-has-two-characters').rule).toBe('XZ-MOVE-06');
  });

  it('R27 a character can not be attached to a single-model unit', () => {
    const result = validateXzForce(
      aForce([aTank(), hero], { attachments: [{ character: 'hero', unit: 'tank' }] }),
    );
    expect(issueWithCode(result, 'cannot-take-character').rule).toBe('R27');
  });

  it('R3 a strike with no template is refused; a reserve is a full unit card', () => {
    const result = validateXzForce(
      aForce([aUnit()], {
        offTableAssets: [
          { kind: 'strike', name: 'Air Strike', weapon: aWeapon({ type: 'fire-support', effect: 3 }) },
          { kind: 'reserve', unit: aUnit({ id: 'reserve-squad' }) },
        ],
      }),
    );
    const problem = issueWithCode(result, 'strike-without-template');
    expect(problem.rule).toBe('R3');
    expect(problem.path).toEqual(['offTableAssets', 0, 'weapon', 'effect']);
    expect(result.ok ? [] : result.issues).toHaveLength(1);
  });

  it('R1 two units with one id are refused, reserves included', () => {
    const result = validateXzForce(
      aForce([aUnit()], { offTableAssets: [{ kind: 'reserve', unit: aUnit() }] }),
    );
    const problem = issueWithCode(result, 'duplicate-unit-id');
    expect(problem.path).toEqual(['offTableAssets', 0, 'unit', 'id']);
  });

  it('R1 a force with no units is refused', () => {
    const problem = issueWithCode(validateXzForce(aForce([])), 'too-small');
    expect(problem.rule).toBe('R1');
  });

  it('R1 XZ-WPN-10 every issue names a rule, even a missing field or a wrong type', () => {
    const { name: _, ...unnamed } = aUnit();
    const result = validateXzForce(
      aForce([{ ...unnamed, weapons: [{ ...aWeapon(), ap: 'six' as never }] } as never], {
        attachments: [{ character: 3 } as never],
      }),
    );
    expect(result.ok).toBe(false);
    const rules = result.ok ? [] : result.issues.map((i) => [i.path.join('.'), i.rule]);
    expect(rules).toEqual(
      expect.arrayContaining([
        ['units.0.name', 'R1'],
        ['units.0.weapons.0.ap', 'XZ-WPN-10'],
        ['attachments.0.character', 'R27'],
      ]),
    );
    expect(result.ok || result.issues.every((i) => typeof i.rule === 'string')).toBe(true);
  });

  it('never throws on input that is not a force', () => {
    for (const input of [null, 42, 'force', [], { units: 'none' }]) {
      const result = validateXzForce(input);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.issues.length).toBeGreaterThan(0);
    }
  });

  it('validateXzUnitCard reads one card with the same issues', () => {
    const problem = issueWithCode(validateXzUnitCard(aUnit({ resilience: 0 })), 'too-small');
    expect(problem.path).toEqual(['resilience']);
    expect(problem.rule).toBe('R8');
    expect(problem.message.startsWith('Resilience: must be at least 1')).toBe(true);
  });
});

describe('input types', () => {
  it('XZ-UNIT-06 XZ-WPN-09 the keyword fields of the input types are the keyword unions, not any text', () => {
    const unitType: UnitCardInput['unitType'] = 'Artillery';
    const special: NonNullable<WeaponProfileInput['specials']>[number] = 'indirect';
    // @ts-expect-error: not a unit type
    const wrong: UnitCardInput['unitType'] = 'Basic Infantery';
    expect([unitType, special, wrong]).toEqual(['Artillery', 'indirect', 'Basic Infantery']);
  });
});
