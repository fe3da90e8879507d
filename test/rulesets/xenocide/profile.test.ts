import { describe, expect, it } from 'vitest';
import { armorSaveTarget, shieldSaveTarget } from '../../../src/rulesets/xenocide/armor-save';
import { genericUnitList } from '../../../src/rulesets/xenocide/data/generic-units';
import { TERRAIN_TABLE } from '../../../src/rulesets/xenocide/data/terrain-table';
import { parseModelProfile } from '../../../src/rulesets/xenocide/parse';
import { cadRank, cadRequirement } from '../../../src/rulesets/xenocide/schemas/cad';
import type { UnitProfile } from '../../../src/rulesets/xenocide/schemas/profile';
import { isArtillery } from '../../../src/rulesets/xenocide/schemas/weapon';
import { movementEffectFor } from '../../../src/rulesets/xenocide/terrain-movement';
import { aProfile, aWeapon } from '../../support/xenocide';

/** Parses a standard profile and returns it, failing the test with the issues if it does not parse. */
function parsed(input: unknown): UnitProfile {
  const result = parseModelProfile(input);
  if (!result.ok) throw new Error(result.issues.map((issue) => issue.message).join('\n'));
  if (result.value.kind !== 'standard') throw new Error('expected a standard profile');
  return result.value;
}

/** The issue messages of a profile that must not parse. */
function problems(input: unknown): string[] {
  const result = parseModelProfile(input);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
}

const terrain = (id: string) => {
  const feature = TERRAIN_TABLE.find((candidate) => candidate.id === id);
  if (!feature) throw new Error(`no terrain ${id}`);
  return feature;
};

describe('XEN-STAT unit profiles', () => {
  it('XEN-STAT-01 a profile carries every stat of the unit stat line', () => {
    const full = aProfile({
      moveSpecials: { jump: 12 },
      transport: { capacity: 2, open: true },
      defenseSpecials: { shield: 2 },
      assaultSpecials: { extraDefenceDice: 1 },
      base: 0.6,
    });
    const profile = parsed(full);
    expect(Object.keys(profile).sort()).toEqual(
      [
        'armor',
        'aspect',
        'assaultSpecials',
        'base',
        'caa',
        'cad',
        'defenseSpecials',
        'kind',
        'move',
        'moveSpecials',
        'name',
        'size',
        'transport',
        'types',
        'vp',
        'weapons',
      ].sort(),
    );
    expect(profile).toEqual(full);
  });

  it('XEN-STAT-01 a missing stat or an unknown field is reported by name', () => {
    const { cad: _cad, ...withoutCad } = aProfile();
    expect(problems(withoutCad)).toEqual([
      "CAD: is missing; it must be a whole number from 1 to 6, or '66' or '666' (XEN-STAT-15)",
    ]);
    expect(problems({ ...aProfile(), armour: 3 })[0]).toBe(
      "The profile has unknown field 'armour'; check the spelling (field names are case-sensitive)",
    );
  });

  it('XEN-STAT-01 weapons and kind may be left out of a profile as authored', () => {
    const { weapons: _weapons, kind: _kind, ...bare } = aProfile();
    expect(parsed(bare)).toMatchObject({ kind: 'standard', weapons: [] });
  });

  it('XEN-STAT-02 each weapon system has shots, range, accuracy, strength and specials', () => {
    const rifle = aWeapon({ specials: { suppression: true } });
    expect(
      parsed(aProfile({ weapons: [rifle, aWeapon({ name: 'Missile', shots: 1, strength: 2 })] })).weapons,
    ).toEqual([rifle, aWeapon({ name: 'Missile', shots: 1, strength: 2 })]);
    expect(problems(aProfile({ weapons: [aWeapon({ strength: -1 })] }))).toEqual([
      "Weapon 1 ('Rifles') › strength: must be 0 or more (XEN-STAT-02)",
    ]);
    expect(problems(aProfile({ weapons: [aWeapon(), aWeapon()] }))).toEqual([
      "Weapon 2 ('Rifles') › name: repeats the weapon name 'Rifles'; give each weapon system its own name (XEN-STAT-02)",
    ]);
  });

  it('XEN-STAT-03 VP is authored data, kept exactly as written whatever the other stats', () => {
    expect(parsed(aProfile({ vp: 17, armor: 6, caa: 9 })).vp).toBe(17);
    expect(parsed(aProfile({ vp: 0 })).vp).toBe(0);
    expect(problems(aProfile({ vp: -5 }))).toEqual(['VP: must be at least 0, not -5']);
    expect(problems(aProfile({ vp: 2.5 }))).toEqual(['VP: must be a whole number, not 2.5']);
  });

  it('XEN-STAT-04 a non-titan Move is a multiple of 4 from 0 to 24', () => {
    for (const move of [0, 4, 8, 12, 16, 20, 24]) expect(parsed(aProfile({ move })).move).toBe(move);
    for (const move of [6, 28, -4, 2.5, Number.NaN]) {
      expect(problems(aProfile({ move }))).toEqual([expect.stringMatching(/^Move: .*\(XEN-STAT-04\)$/)]);
    }
  });

  it('XEN-STAT-05 types are the seven model types and may be combined', () => {
    expect(parsed(aProfile({ types: ['Infantry', 'Skimmer', 'Hover'] })).types).toEqual([
      'Infantry',
      'Skimmer',
      'Hover',
    ]);
    expect(parsed(aProfile({ types: ['Flyer'] })).types).toEqual(['Flyer']);
    expect(problems(aProfile({ types: ['Infantry', 'Infantry'] }))).toEqual([
      'Types: lists the same type twice; name each type once (XEN-STAT-05)',
    ]);
    expect(problems(aProfile({ types: [] }))).toEqual(['Types: needs at least one model type (XEN-STAT-05)']);
    expect(problems({ ...aProfile(), types: ['Jetpack'] })).toEqual([
      'Type 1: must be one of Infantry, Walker, Wheeled, Tracked, Skimmer, Hover, Flyer (XEN-STAT-05)',
    ]);
  });

  it('XEN-STAT-06 a model with several types uses the most favourable one for terrain (R55)', () => {
    expect(movementEffectFor(terrain('forest'), ['Wheeled'])).toBe('dangerous');
    expect(movementEffectFor(terrain('forest'), ['Wheeled', 'Infantry'])).toBe('open');
    expect(movementEffectFor(terrain('shallow-water'), ['Wheeled', 'Tracked'])).toBe('difficult');
    expect(movementEffectFor(terrain('deep-water'), ['Walker', 'Infantry'])).toBe('dangerous');
    expect(movementEffectFor(terrain('forest'), ['Skimmer', 'Hover'])).toBeUndefined();
  });

  it('XEN-STAT-07 move specials: Teleport X, Jump X, Burrowing and Amphibious', () => {
    const profile = parsed(
      aProfile({ moveSpecials: { teleport: 12, jump: 8, burrowing: true, amphibious: true } }),
    );
    expect(profile.moveSpecials).toEqual({ teleport: 12, jump: 8, burrowing: true, amphibious: true });
    expect(movementEffectFor(terrain('deep-water'), ['Tracked'], { amphibious: true })).toBe('open');
    expect(movementEffectFor(terrain('forest'), ['Wheeled'], { amphibious: true })).toBe('dangerous');
    expect(problems({ ...aProfile(), moveSpecials: { fly: 12 } })).toEqual([
      "Move specials: has unknown field 'fly'; check the spelling (field names are case-sensitive)",
    ]);
    expect(problems(aProfile({ moveSpecials: { teleport: 0 } }))).toEqual([
      'Move specials › teleport: must be at least 1, not 0',
    ]);
  });

  it('XEN-STAT-08 Size is a positive whole number', () => {
    expect(parsed(aProfile({ size: 3 })).size).toBe(3);
    expect(problems(aProfile({ size: 0 }))).toEqual(['Size: must be at least 1, not 0']);
  });

  it('XEN-STAT-09 Transport N with an optional Open flag', () => {
    expect(parsed(aProfile({ transport: { capacity: 4 } })).transport).toEqual({ capacity: 4 });
    expect(parsed(aProfile({ transport: { capacity: 2, open: true } })).transport?.open).toBe(true);
    expect(problems(aProfile({ transport: { capacity: 0 } }))).toEqual([
      'Transport › capacity: must be at least 1, not 0',
    ]);
    const open = Object.values(genericUnitList.profiles).filter(
      (p) => p.kind === 'standard' && p.transport?.open,
    );
    expect(open.length).toBeGreaterThan(0);
  });

  it('XEN-STAT-10 Aspect is a signed integer', () => {
    for (const aspect of [-2, 0, 2]) expect(parsed(aProfile({ aspect })).aspect).toBe(aspect);
    expect(problems(aProfile({ aspect: 0.5 }))).toEqual(['Aspect: must be a whole number, not 0.5']);
  });

  it('XEN-STAT-11 Armor 5 hit at Strength 2 saves on 3 or less', () => {
    expect(armorSaveTarget(5, 2)).toBe(3);
    expect(armorSaveTarget(6, 0)).toBe(6);
    expect(armorSaveTarget(2, 3)).toBe(0);
    expect(armorSaveTarget(8, 1)).toBe(6);
    expect(parsed(aProfile({ armor: 5 })).armor).toBe(5);
    expect(problems(aProfile({ armor: -1 }))).toEqual(['Armor: must be at least 0, not -1']);
  });

  it('XEN-STAT-12 Stealth is a defense special flag', () => {
    expect(parsed(aProfile({ defenseSpecials: { stealth: true } })).defenseSpecials?.stealth).toBe(true);
    expect(problems({ ...aProfile(), defenseSpecials: { stealth: 'yes' } })).toEqual([
      'Defense specials › stealth: must be true or false, not the text "yes"',
    ]);
  });

  it('XEN-STAT-13 Shield X saves on d6 ≤ X, whatever the Strength', () => {
    expect(parsed(aProfile({ defenseSpecials: { shield: 3 } })).defenseSpecials?.shield).toBe(3);
    expect(shieldSaveTarget(3, aWeapon({ strength: 4 }))).toBe(3);
    expect(shieldSaveTarget(undefined, aWeapon())).toBe(0);
    expect(shieldSaveTarget(3, aWeapon({ specials: { shieldBreaker: true } }))).toBe(0);
    expect(problems(aProfile({ defenseSpecials: { shield: 0 } }))).toEqual([
      'Defense specials › shield: must be at least 1, not 0',
    ]);
  });

  it('XEN-STAT-14 CAA is a whole number of dice, 0 or more', () => {
    expect(parsed(aProfile({ caa: 0 })).caa).toBe(0);
    expect(parsed(aProfile({ caa: 6 })).caa).toBe(6);
    expect(problems(aProfile({ caa: 1.5 }))).toEqual(['CAA: must be a whole number, not 1.5']);
  });

  it('XEN-STAT-15 CAD is the lowest killing die, or two or three sixes', () => {
    expect(cadRequirement(4)).toEqual({ face: 4, count: 1 });
    expect(cadRequirement('66')).toEqual({ face: 6, count: 2 });
    expect(cadRequirement('666')).toEqual({ face: 6, count: 3 });
    expect(cadRequirement('6666')).toEqual({ face: 6, count: 4 });
    expect(
      cadRank(6) < cadRank('66') && cadRank('66') < cadRank('666') && cadRank('666') < cadRank('6666'),
    ).toBe(true);
    expect(parsed(aProfile({ cad: '666' })).cad).toBe('666');
    expect(problems({ ...aProfile(), cad: 66 })).toEqual([
      'CAD: must be written as text, "66", when it needs several sixes (XEN-STAT-15)',
    ]);
    expect(problems({ ...aProfile(), cad: '6666' })).toEqual([
      "CAD: must be a whole number from 1 to 6, or '66' or '666' (XEN-STAT-15)",
    ]);
    expect(problems({ ...aProfile(), cad: 0 })).toHaveLength(1);
  });

  it('XEN-STAT-16 close-assault specials are profile data', () => {
    const profile = parsed(aProfile({ assaultSpecials: { extraDefenceDice: 2, antiArmorDice: 1 } }));
    expect(profile.assaultSpecials).toEqual({ extraDefenceDice: 2, antiArmorDice: 1 });
    expect(problems({ ...aProfile(), assaultSpecials: { berserk: true } })[0]).toContain(
      "unknown field 'berserk'",
    );
  });

  it('XEN-STAT-17 # Shots is a whole number of to-hit dice, at least 1', () => {
    expect(parsed(aProfile({ weapons: [aWeapon({ shots: 4 })] })).weapons[0]?.shots).toBe(4);
    expect(problems(aProfile({ weapons: [aWeapon({ shots: 0 })] }))).toEqual([
      "Weapon 1 ('Rifles') › shots: must be at least 1, not 0",
    ]);
    expect(problems(aProfile({ weapons: [aWeapon({ shots: 1.5 })] }))).toEqual([
      "Weapon 1 ('Rifles') › shots: must be a whole number, not 1.5",
    ]);
  });

  it("XEN-STAT-18 Accuracy is a whole number or 'Art', and 'Art' makes a weapon artillery", () => {
    const howitzer = aWeapon({ name: 'Howitzer', accuracy: 'Art', specials: { aoe: 2 } });
    const profile = parsed(aProfile({ weapons: [howitzer, aWeapon()] }));
    expect(profile.weapons.map(isArtillery)).toEqual([true, false]);
    for (const accuracy of ['art', 7, 2.5]) {
      expect(problems({ ...aProfile(), weapons: [{ ...aWeapon(), accuracy }] })).toEqual([
        "Weapon 1 ('Rifles') › accuracy: must be a whole number from -2 to 6, or 'Art' for artillery (XEN-STAT-18)",
      ]);
    }
  });

  it('XEN-STAT-19 Strength lowers the armor save but never the shield save', () => {
    const lance = aWeapon({ strength: 3 });
    expect(armorSaveTarget(5, lance.strength)).toBe(2);
    expect(shieldSaveTarget(2, lance)).toBe(2);
    expect(shieldSaveTarget(2, aWeapon({ strength: 0 }))).toBe(2);
  });

  it('XEN-STAT-20 ranged specials: AOE Xd3, Suppression, Shield Breaker, Ignores Cover and Bombs', () => {
    const specials = { aoe: 2, suppression: true, shieldBreaker: true, ignoresCover: true, bombs: true };
    const flyer = parsed(aProfile({ types: ['Flyer'], weapons: [aWeapon({ specials })] }));
    expect(flyer.weapons[0]?.specials).toEqual(specials);
    expect(problems(aProfile({ weapons: [aWeapon({ specials: { bombs: true } })] }))).toEqual([
      expect.stringMatching(
        /^Weapon 1 \('Rifles'\) › specials › bombs: only Flyers drop bombs; add the Flyer type or remove the Bombs special/,
      ),
    ]);
    expect(problems(aProfile({ weapons: [aWeapon({ specials: { aoe: 0 } })] }))).toEqual([
      "Weapon 1 ('Rifles') › specials › AOE: must be at least 1, not 0",
    ]);
  });

  it('XEN-STAT-21 Recon (spotter) is a special ability carried by the profile', () => {
    expect(parsed(aProfile({ defenseSpecials: { recon: true } })).defenseSpecials?.recon).toBe(true);
    const recon = Object.values(genericUnitList.profiles).filter(
      (p) => p.kind === 'standard' && p.defenseSpecials?.recon,
    );
    expect(recon.map((p) => p.name)).toEqual(['Recon Team', 'Scout Walker']);
  });
});
