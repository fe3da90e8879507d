import { describe, expect, it } from 'vitest';
import { arcOf, type FacingCircle, isBaseInArc, isInArc } from '../../../src/core/geometry/index.js';
import { aBase } from './builders.js';

const tank: FacingCircle = { center: { x: 0, y: 0 }, radius: 1.5, facing: 0 };
const p = (x: number, y: number) => ({ x, y });

describe('arcOf: front and rear 90° by default, sides the rest', () => {
  it('places attackers ahead, beside and behind', () => {
    expect(arcOf(tank, p(0, 10))).toBe('front');
    expect(arcOf(tank, p(10, 0))).toBe('side');
    expect(arcOf(tank, p(-10, 1))).toBe('side');
    expect(arcOf(tank, p(1, -10))).toBe('rear');
  });

  it('gives a bearing exactly on a boundary to the front or rear arc', () => {
    expect(arcOf(tank, p(5, 5))).toBe('front');
    expect(arcOf(tank, p(-5, 5))).toBe('front');
    expect(arcOf(tank, p(5, -5))).toBe('rear');
    expect(arcOf(tank, p(-5, -5))).toBe('rear');
    expect(arcOf(tank, p(5, 4.99))).toBe('side');
  });

  it('turns with the facing', () => {
    const east = { ...tank, facing: 90 };
    expect(arcOf(east, p(10, 0))).toBe('front');
    expect(arcOf(east, p(0, 10))).toBe('side');
    expect(arcOf(east, p(-10, 0))).toBe('rear');
  });

  it('takes other arc widths', () => {
    expect(arcOf(tank, p(10, 1), { front: 180 })).toBe('front');
    expect(arcOf(tank, p(10, 1), { front: 60, rear: 180 })).toBe('side');
    expect(arcOf(tank, p(10, -1), { front: 60, rear: 180 })).toBe('rear');
  });

  it('puts an attacker on the target centre in the rear arc', () => {
    expect(arcOf(tank, p(0, 0))).toBe('rear');
  });
});

describe('isInArc: weapon arcs centred on an offset from the facing', () => {
  it('a 45° hull mount covers 22.5° either side of straight ahead, boundaries included', () => {
    expect(isInArc(tank, p(0, 10), 0, 45)).toBe(true);
    expect(isInArc(tank, p(Math.tan((22.5 * Math.PI) / 180) * 10, 10), 0, 45)).toBe(true);
    expect(isInArc(tank, p(5, 10), 0, 45)).toBe(false);
  });

  it('a right sponson covers the right side', () => {
    expect(isInArc(tank, p(10, 0), 90, 180)).toBe(true);
    expect(isInArc(tank, p(10, 10), 90, 180)).toBe(true);
    expect(isInArc(tank, p(-10, 0), 90, 180)).toBe(false);
  });

  it('wraps through north', () => {
    const west = { ...tank, facing: 350 };
    expect(isInArc(west, p(1, 10), 0, 45)).toBe(true);
  });

  it('a 360° turret sees everywhere, and the centre is in every arc', () => {
    expect(isInArc(tank, p(0, -10), 0, 360)).toBe(true);
    expect(isInArc(tank, p(0, 0), 0, 10)).toBe(true);
  });
});

describe('isBaseInArc: any part of the target base', () => {
  it('catches a base whose centre is just outside the arc but whose rim is inside', () => {
    // Arc 0..90 clockwise from +y (offset 45, width 90); the base sits just left of the +y boundary.
    expect(isInArc(tank, p(-0.4, 10), 45, 90)).toBe(false);
    expect(isBaseInArc(tank, aBase(-0.4, 10), 45, 90)).toBe(true);
    expect(isBaseInArc(tank, aBase(-0.6, 10), 45, 90)).toBe(false);
  });

  it('counts a base that covers the model centre', () => {
    expect(isBaseInArc(tank, aBase(0, -0.3), 0, 10)).toBe(true);
  });

  it('does not reach behind the apex along a boundary ray', () => {
    expect(isBaseInArc(tank, aBase(0, -3), 45, 90)).toBe(false);
  });
});
