import { describe, expect, it } from 'vitest';
import {
  angleBetween,
  bearing,
  directionOf,
  normalizeDegrees,
  rotate,
} from '../../../src/core/geometry/index.js';

describe('bearings (0 = +y toward the far edge, 90 = +x)', () => {
  it('normalizes into [0, 360)', () => {
    expect(normalizeDegrees(0)).toBe(0);
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(-90)).toBe(270);
    expect(normalizeDegrees(725)).toBe(5);
    expect(Object.is(normalizeDegrees(-0), 0)).toBe(true);
    expect(Object.is(normalizeDegrees(-360), 0)).toBe(true);
  });

  it('takes the smallest difference between bearings', () => {
    expect(angleBetween(10, 350)).toBe(20);
    expect(angleBetween(350, 10)).toBe(20);
    expect(angleBetween(0, 180)).toBe(180);
    expect(angleBetween(90, 90)).toBe(0);
  });

  it('measures the bearing from one point to another', () => {
    const o = { x: 5, y: 5 };
    expect(bearing(o, { x: 5, y: 9 })).toBe(0);
    expect(bearing(o, { x: 9, y: 5 })).toBe(90);
    expect(bearing(o, { x: 5, y: 1 })).toBe(180);
    expect(bearing(o, { x: 1, y: 5 })).toBe(270);
    expect(bearing(o, { x: 6, y: 6 })).toBeCloseTo(45, 12);
    expect(bearing(o, o)).toBe(0);
  });

  it('turns a bearing into a unit vector, exactly on the axes', () => {
    expect(directionOf(0)).toEqual({ x: 0, y: 1 });
    expect(directionOf(90)).toEqual({ x: 1, y: 0 });
    expect(directionOf(-180)).toEqual({ x: 0, y: -1 });
    expect(directionOf(270)).toEqual({ x: -1, y: 0 });
    const d = directionOf(45);
    expect(d.x).toBeCloseTo(Math.SQRT1_2, 12);
    expect(d.y).toBeCloseTo(Math.SQRT1_2, 12);
  });

  it('rotates clockwise seen from above, like bearings', () => {
    expect(rotate({ x: 0, y: 1 }, 90)).toEqual({ x: 1, y: 0 });
    expect(rotate({ x: 2, y: 0 }, 90)).toEqual({ x: 0, y: -2 });
    expect(rotate({ x: 1, y: 2 }, 180)).toEqual({ x: -1, y: -2 });
  });
});
