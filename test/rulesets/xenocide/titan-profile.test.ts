import { describe, expect, it } from 'vitest';
import { parseModelProfile } from '../../../src/rulesets/xenocide/parse';
import { cadRequirement } from '../../../src/rulesets/xenocide/schemas/cad';
import type { TitanProfile } from '../../../src/rulesets/xenocide/schemas/titan';
import { applyTitanOptions } from '../../../src/rulesets/xenocide/titan-loadout';
import { aTitanProfile, aTitanWeapon } from '../../support/xenocide';

function parsedTitan(input: unknown): TitanProfile {
  const result = parseModelProfile(input);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  if (result.value.kind !== 'titan') throw new Error('expected a titan');
  return result.value;
}

function problems(input: unknown): string[] {
  const result = parseModelProfile(input);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

describe('XEN-STAT-22 titan profiles', () => {
  it('XEN-STAT-22 a titan profile has VP, Core, Type, Move X (Y), Aspect, Armor, deflector layers, CAA and CAD', () => {
    const titan = parsedTitan(aTitanProfile({ boostLimit: 2, moveSpecials: { jump: 12 }, flickerShield: 1 }));
    expect(titan).toMatchObject({
      kind: 'titan',
      vp: 200,
      core: 4,
      types: ['Walker'],
      move: 8,
      boost: 4,
      boostLimit: 2,
      moveSpecials: { jump: 12 },
      aspect: 2,
      armor: 6,
      deflectorLayers: 3,
      flickerShield: 1,
      caa: 10,
      cad: '66',
    });
  });

  it('XEN-STAT-22 each titan weapon has one stat line per power level', () => {
    const titan = parsedTitan(aTitanProfile());
    const gun = titan.weapons[0];
    expect(gun?.lines.map((line) => [line.power, line.shots, line.range, line.strength])).toEqual([
      [0, 2, 36, 2],
      [1, 3, 48, 3],
    ]);
    const unpowered = aTitanWeapon({
      name: 'Lance',
      lines: [{ power: 1, shots: 1, range: 60, accuracy: 4, strength: 5 }],
    });
    expect(
      parsedTitan(aTitanProfile({ weapons: [unpowered], options: [] })).weapons[0]?.lines[0]?.power,
    ).toBe(1);
    expect(parsedTitan(aTitanProfile()).weapons[1]?.closeAssault).toEqual({ caa: 4, caaPerPower: 4 });
  });

  it('XEN-STAT-22 power levels are listed once each, lowest first, and a weapon needs a line or a CA bonus', () => {
    const [low, high] = aTitanWeapon().lines;
    if (!low || !high) throw new Error('builder changed');
    expect(problems(aTitanProfile({ weapons: [aTitanWeapon({ lines: [high, low] })] }))).toEqual([
      "Weapon 1 ('Main Gun') › power line 2 (Power 0) › power: is Power 0 after Power 1; list each power level once, lowest first (XEN-STAT-22)",
    ]);
    expect(problems(aTitanProfile({ weapons: [{ name: 'Nothing', lines: [] }], options: [] }))).toEqual([
      "Weapon 1 ('Nothing') › lines: needs at least one power line, or a closeAssault bonus for a close-combat weapon (XEN-STAT-22)",
    ]);
  });

  it('XEN-STAT-22 a titan may have CAD 6666, which needs four sixes', () => {
    const titan = parsedTitan(aTitanProfile({ cad: '6666' }));
    expect(cadRequirement(titan.cad)).toEqual({ face: 6, count: 4 });
  });

  it('XEN-STAT-22 titan fields on a profile without kind "titan" get a hint', () => {
    const { kind: _kind, ...noKind } = aTitanProfile();
    expect(problems(noKind)).toContainEqual(
      expect.stringMatching(
        /^The profile has unknown fields .*'core'.*; a titan profile needs "kind": "titan"$/,
      ),
    );
    expect(problems({ ...aTitanProfile(), kind: 'monster' })).toEqual([
      "Kind: has an unknown kind; use 'standard' (or leave it out) for a model and 'titan' for a titan",
    ]);
  });

  it('XEN-STAT-22 names of titan weapons and systems are distinct', () => {
    expect(problems(aTitanProfile({ systems: [{ name: 'Main Gun' }], options: [] }))).toEqual([
      "System 1 ('Main Gun') › name: repeats the name 'Main Gun'; weapons and systems of a titan need distinct names (XEN-STAT-22)",
    ]);
  });
});

describe('XEN-ARMY-15 titan options', () => {
  it('XEN-ARMY-15 an option replaces the standard weapon it names and adds its own', () => {
    const loadout = applyTitanOptions(aTitanProfile(), ['alt-gun', 'better-sensors']);
    expect(loadout.problems).toEqual([]);
    expect(loadout.profile.weapons.map((weapon) => weapon.name)).toEqual(['Sword', 'Alt Gun']);
    expect(loadout.profile.systems.map((system) => system.name)).toEqual(['Better Sensors']);
    expect(loadout.chosen).toEqual([
      { id: 'alt-gun', name: 'Alt Gun', vp: 30 },
      { id: 'better-sensors', name: 'Better Sensors', vp: 10 },
    ]);
    expect(loadout.profile.options).toEqual([]);
  });

  it('XEN-ARMY-15 unknown, repeated and conflicting options are problems', () => {
    const { problems: found } = applyTitanOptions(aTitanProfile(), [
      'laser',
      'alt-gun',
      'alt-gun',
      'rocket-pods',
    ]);
    expect(found).toEqual([
      {
        code: 'unknown-titan-option',
        index: 0,
        message:
          "buys option 'laser', which 'Test Titan' does not have (its options: 'alt-gun', 'rocket-pods', 'better-sensors') (XEN-ARMY-15)",
      },
      {
        code: 'duplicate-titan-option',
        index: 2,
        message: "buys the option 'alt-gun' twice; each option can be taken once (XEN-ARMY-15)",
      },
      {
        code: 'titan-option-conflict',
        index: 3,
        message:
          "buys 'alt-gun' and 'rocket-pods', which both replace 'Main Gun'; choose one of them (XEN-ARMY-15)",
      },
    ]);
  });

  it('XEN-ARMY-15 an option must replace a standard item of the titan and add something', () => {
    const titan = aTitanProfile();
    const [option] = titan.options;
    if (!option) throw new Error('builder changed');
    expect(problems({ ...titan, options: [{ ...option, replaces: 'Laser' }] })).toEqual([
      "Option 1 ('alt-gun') › replaces: names 'Laser', which is not a standard weapon or system of this titan (XEN-ARMY-15)",
    ]);
    const { weapon: _weapon, ...empty } = option;
    expect(problems({ ...titan, options: [empty] })).toEqual([
      "Option 1 ('alt-gun'): must add a weapon or a system (XEN-ARMY-15)",
    ]);
  });
});
