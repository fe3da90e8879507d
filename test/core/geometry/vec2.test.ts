import { describe, expect, it } from 'vitest';
import {
  add,
  cross,
  distance,
  dot,
  isFiniteVec,
  isNearlyEqual,
  lerp,
  magnitude,
  normalize,
  scale,
  subtract,
  vec,
} from '../../../src/core/geometry/index.js';

describe('vectors', () => {
  it('builds, adds, subtracts and scales', () => {
    expect(vec(1, 2)).toEqual({ x: 1, y: 2 });
    expect(add(vec(1, 2), vec(3, -5))).toEqual({ x: 4, y: -3 });
    expect(subtract(vec(1, 2), vec(3, -5))).toEqual({ x: -2, y: 7 });
    expect(scale(vec(1, -2), 3)).toEqual({ x: 3, y: -6 });
  });

  it('takes dot and cross products (cross > 0 when b turns counter-clockwise from a)', () => {
    expect(dot(vec(1, 2), vec(3, 4))).toBe(11);
    expect(cross(vec(1, 0), vec(0, 1))).toBe(1);
    expect(cross(vec(0, 1), vec(1, 0))).toBe(-1);
  });

  it('measures length and distance', () => {
    expect(magnitude(vec(3, 4))).toBe(5);
    expect(distance(vec(1, 1), vec(4, 5))).toBe(5);
  });

  it('normalizes, leaving the zero vector alone', () => {
    expect(normalize(vec(0, 5))).toEqual({ x: 0, y: 1 });
    expect(normalize(vec(0, 0))).toEqual({ x: 0, y: 0 });
  });

  it('interpolates between points', () => {
    expect(lerp(vec(0, 0), vec(10, 4), 0.25)).toEqual({ x: 2.5, y: 1 });
  });

  it('rejects NaN and infinite coordinates', () => {
    expect(isFiniteVec(vec(1, 2))).toBe(true);
    expect(isFiniteVec(vec(Number.NaN, 2))).toBe(false);
    expect(isFiniteVec(vec(1, Number.POSITIVE_INFINITY))).toBe(false);
  });

  it('compares points with a tolerance', () => {
    expect(isNearlyEqual(vec(0.1 + 0.2, 0), vec(0.3, 0))).toBe(true);
    expect(isNearlyEqual(vec(0, 0), vec(0, 0.01))).toBe(false);
    expect(isNearlyEqual(vec(0, 0), vec(0, 0.01), 0.01)).toBe(true);
  });
});
