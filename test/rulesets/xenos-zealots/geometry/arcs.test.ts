import { describe, expect, it } from 'vitest';
import {
  armourFacing,
  inWeaponArc,
  mountPoint,
  pivotToward,
  rangeBetween,
} from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { base, hull } from './fixtures';

/** A point `distance` inches from the origin along `bearing` (0 = +y, 90 = +x). */
const at = (bearing: number, distance = 10) => ({
  x: Math.sin((bearing * Math.PI) / 180) * distance,
  y: Math.cos((bearing * Math.PI) / 180) * distance,
});

describe('R12 / XZ-SMU-02 … XZ-SMU-04 armour facings', () => {
  const tank = hull(0, 0, 4, 2, 0);

  it('XZ-SMU-02 an attacker straight ahead strikes the front', () => {
    expect(armourFacing(tank, { x: 0, y: 10 })).toBe('front');
  });

  it('XZ-SMU-03 an attacker square to the flank strikes the side', () => {
    expect(armourFacing(tank, { x: 10, y: 0 })).toBe('side');
    expect(armourFacing(tank, { x: -10, y: 1 })).toBe('side');
  });

  it('XZ-SMU-04 an attacker behind strikes the rear, and so does one on top of it', () => {
    expect(armourFacing(tank, { x: 1, y: -10 })).toBe('rear');
    expect(armourFacing(tank, { x: 0, y: 0 })).toBe('rear');
  });

  it('R12 exactly 45° off the facing belongs to the front; 45.1° is side', () => {
    expect(armourFacing(tank, { x: 10, y: 10 })).toBe('front');
    expect(armourFacing(tank, at(45.1))).toBe('side');
  });

  it('R12 exactly 135° off the facing (45° off the reverse) belongs to the rear; 134.9° is side', () => {
    expect(armourFacing(tank, { x: -10, y: -10 })).toBe('rear');
    expect(armourFacing(tank, at(134.9))).toBe('side');
  });

  it('R12 measures from the target facing: a tank facing 90° has its front toward +x', () => {
    expect(armourFacing(hull(0, 0, 4, 2, 90), { x: 10, y: 0 })).toBe('front');
    expect(armourFacing(hull(0, 0, 4, 2, 90), { x: 0, y: 10 })).toBe('side');
  });

  it('R12 takes the half-angles as parameters: with a 30° front, 40° off is side', () => {
    expect(armourFacing(tank, at(40), { frontHalf: 30, rearHalf: 45 })).toBe('side');
    expect(armourFacing(tank, at(40))).toBe('front');
  });
});

describe('R38 / XZ-RES-05 mount point and range', () => {
  it('a tank firing at a base 10" ahead measures from its front edge: 10 − 2 − 0.5 = 7.5"', () => {
    const tank = hull(0, 0, 4, 2);
    const target = base(0, 10);
    expect(mountPoint(tank, target)).toEqual({ x: 0, y: 2 });
    expect(rangeBetween(tank, target)).toBeCloseTo(7.5);
  });

  it('infantry measure base edge to base edge: 1" bases 12" apart are 11" apart', () => {
    expect(rangeBetween(base(0, 0), base(12, 0))).toBeCloseTo(11);
  });

  it('the range equals the distance from the mount point to the target footprint', () => {
    const tank = hull(3, 1, 5, 3, 30);
    const target = hull(-8, 14, 4, 2, 100);
    const m = mountPoint(tank, target);
    const fromMount = base(m.x, m.y, 0);
    expect(rangeBetween(fromMount, target)).toBeCloseTo(rangeBetween(tank, target));
  });
});

describe('R13 / XZ-ARC weapon arcs', () => {
  const tank = hull(0, 0, 4, 2, 0);
  const hullArc = { bearing: 0, width: 45 };

  it('XZ-ARC-01 / XZ-ARC-03 a 360° arc sees everything, even straight behind', () => {
    expect(inWeaponArc(tank, { bearing: 0, width: 360 }, base(0, -10))).toBe(true);
  });

  /** A point-sized target 10" ahead of the bow's right corner (1, 2), `degrees` right of straight ahead. */
  const offBow = (degrees: number) => base(1 + 10 * Math.tan((degrees * Math.PI) / 180), 12, 0);

  it('XZ-ARC-04 a hull weapon (45°) hits a target 20° off the bow but not one 25° off', () => {
    expect(inWeaponArc(tank, hullArc, offBow(20))).toBe(true);
    expect(inWeaponArc(tank, hullArc, offBow(25))).toBe(false);
  });

  it('XZ-ARC-04 the boundary counts: exactly 22.5° off the bow is in, 22.6° is out', () => {
    expect(inWeaponArc(tank, hullArc, offBow(22.5))).toBe(true);
    expect(inWeaponArc(tank, hullArc, offBow(22.6))).toBe(false);
  });

  it('XZ-ARC-04 a target square to the flank is out of a hull arc', () => {
    expect(inWeaponArc(tank, hullArc, base(10, 0))).toBe(false);
  });

  it('XZ-ARC-04 the arc catches a target when the nearest point of its footprint is in it, not its centre', () => {
    // A long hull lying across the line 30° off: its centre is outside the ±22.5°, its near end inside.
    const target = hull(6, 10, 1, 8, 0);
    expect(inWeaponArc(tank, hullArc, target)).toBe(true);
  });

  it('XZ-ARC-07 a right sponson (bearing 90, width 180) covers the right flank only', () => {
    const sponson = { bearing: 90, width: 180 };
    expect(inWeaponArc(tank, sponson, base(10, 0))).toBe(true);
    expect(inWeaponArc(tank, sponson, base(-10, 0))).toBe(false);
  });

  it('R13 arcs turn with the model: a hull weapon of a tank facing 90° covers +x', () => {
    expect(inWeaponArc(hull(0, 0, 4, 2, 90), hullArc, base(12, 0))).toBe(true);
    expect(inWeaponArc(hull(0, 0, 4, 2, 90), hullArc, base(0, 12))).toBe(false);
  });
});

describe('XZ-ARC-06 pivot before shooting', () => {
  const large = { bearing: 0, width: 90 };

  it('a walker facing 0 brings a target at 80° into its 90° arc by pivoting 35° clockwise', () => {
    const walker = base(0, 0, 2, 0, 3);
    const target = base(at(80, 12).x, at(80, 12).y, 0);
    expect(pivotToward(walker, large, target)).toBeCloseTo(35, 6);
  });

  it('pivots counter-clockwise for a target on the left: 280° needs −35°, facing 325°', () => {
    const walker = base(0, 0, 2, 0, 3);
    const target = base(at(280, 12).x, at(280, 12).y, 0);
    expect(pivotToward(walker, large, target)).toBeCloseTo(325, 6);
  });

  it('keeps the facing when the target is already in arc', () => {
    expect(pivotToward(base(0, 0, 2, 10), large, base(0, 12))).toBe(10);
  });

  it('cannot bring a target 100° off the arc edge into it with 45°', () => {
    expect(pivotToward(base(0, 0, 2, 0), large, base(at(150, 12).x, at(150, 12).y, 0))).toBeUndefined();
  });

  it('a hull walker gets the smallest pivot that works for its corner mount, within 45°', () => {
    const walker = hull(0, 0, 3, 3, 0, 4);
    const target = base(12, 2);
    const facing = pivotToward(walker, large, target);
    expect(facing).toBeDefined();
    const turned = { ...walker, facing: facing as number };
    expect(inWeaponArc(turned, large, target)).toBe(true);
    expect(inWeaponArc({ ...walker, facing: (facing as number) - 0.01 }, large, target)).toBe(false);
  });
});
