import { describe, expect, it } from 'vitest';
import {
  arcOf,
  isAssaultWeapon,
  MountSchema,
  templateOf,
  WeaponProfileSchema,
} from '../../../src/rulesets/xenos-zealots/schemas/weapon';
import { validateXzForce } from '../../../src/rulesets/xenos-zealots/validate';
import { aForce, aUnit, aWeapon, issueWithCode } from './builders';

const arc = (mount: unknown) => arcOf(MountSchema.parse(mount));

describe('weapon mounts and arcs (R13)', () => {
  it('XZ-ARC-01 an infantry weapon fires through 360°', () => {
    expect(arc({ kind: 'infantry' })).toEqual({ bearing: 0, width: 360 });
  });

  it('XZ-ARC-03 a turret fires through 360°', () => {
    expect(arc({ kind: 'turret' })).toEqual({ bearing: 0, width: 360 });
  });

  it('XZ-ARC-04 a hull weapon fires through 45° centred on the front', () => {
    expect(arc({ kind: 'hull' })).toEqual({ bearing: 0, width: 45 });
  });

  it('XZ-ARC-05 a large monster or walker weapon fires through 90° centred on the front', () => {
    expect(arc({ kind: 'large' })).toEqual({ bearing: 0, width: 90 });
  });

  it('XZ-ARC-07 a sponson fires through the arc its data gives', () => {
    expect(arc({ kind: 'sponson', bearing: -90, width: 90 })).toEqual({ bearing: -90, width: 90 });
  });

  it('R13 a mount may override its default arc', () => {
    expect(arc({ kind: 'hull', width: 60 })).toEqual({ bearing: 0, width: 60 });
  });
});

describe('weapon profiles', () => {
  it('XZ-WPN-10 a profile holds range, AP, Damage, Effect, type and specials; specials default to none', () => {
    expect(WeaponProfileSchema.parse(aWeapon())).toEqual({
      name: 'Rifle',
      type: 'small-arms',
      range: 24,
      ap: 6,
      damage: 2,
      effect: 2,
      specials: [],
    });
  });

  it('XZ-WPN-07 an assault weapon is close combat only', () => {
    expect(isAssaultWeapon(WeaponProfileSchema.parse(aWeapon({ type: 'assault', range: 0 })))).toBe(true);
    expect(isAssaultWeapon(WeaponProfileSchema.parse(aWeapon()))).toBe(false);
  });

  it('XZ-WPN-05 R14 a template Effect is read as a template, a number as attack dice', () => {
    const blast = WeaponProfileSchema.parse(aWeapon({ effect: { template: 'blast', diameter: 5 } }));
    expect(templateOf(blast)).toEqual({ template: 'blast', diameter: 5 });
    expect(templateOf(WeaponProfileSchema.parse(aWeapon({ effect: 3 })))).toBeUndefined();
  });

  it('XZ-WPN-09 a special listed twice is refused', () => {
    const result = validateXzForce(
      aForce([aUnit({ weapons: [aWeapon({ specials: ['suppressive', 'suppressive'] })] })]),
    );
    const problem = issueWithCode(result, 'duplicate-special');
    expect(problem.rule).toBe('XZ-WPN-09');
    expect(problem.path).toEqual(['units', 0, 'weapons', 0, 'specials']);
  });
});
