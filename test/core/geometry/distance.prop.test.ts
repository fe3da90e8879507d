import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  baseDistance,
  distance,
  isWithin,
  rotate,
  segmentSegmentDistance,
} from '../../../src/core/geometry/index.js';
import { base, coordinate, isClose, point } from './arbitraries.js';

const shift = (c: { center: { x: number; y: number }; radius: number }, by: { x: number; y: number }) => ({
  center: add(c.center, by),
  radius: c.radius,
});

describe('distance laws', () => {
  it('point distance is symmetric and non-negative', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(distance(a, b)).toBe(distance(b, a));
        expect(distance(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('point distance obeys the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c) + 1e-9);
      }),
    );
  });

  it('baseDistance is symmetric and never negative', () => {
    fc.assert(
      fc.property(base, base, (a, b) => {
        expect(baseDistance(a, b)).toBe(baseDistance(b, a));
        expect(baseDistance(a, b)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('baseDistance is unchanged by translation', () => {
    fc.assert(
      fc.property(base, base, point, (a, b, by) => {
        expect(isClose(baseDistance(shift(a, by), shift(b, by)), baseDistance(a, b))).toBe(true);
      }),
    );
  });

  it('baseDistance is unchanged by rotation about the origin', () => {
    fc.assert(
      fc.property(base, base, coordinate, (a, b, degrees) => {
        const turn = (c: typeof a) => ({ center: rotate(c.center, degrees * 3.6), radius: c.radius });
        expect(isClose(baseDistance(turn(a), turn(b)), baseDistance(a, b))).toBe(true);
      }),
    );
  });

  it('a base is always within its own baseDistance of another', () => {
    fc.assert(
      fc.property(base, base, (a, b) => {
        expect(isWithin(a, b, baseDistance(a, b))).toBe(true);
      }),
    );
  });

  it('segment distance is symmetric and at most the distance between any two endpoints', () => {
    fc.assert(
      fc.property(point, point, point, point, (a, b, c, d) => {
        const ab = segmentSegmentDistance(a, b, c, d);
        expect(isClose(ab, segmentSegmentDistance(c, d, a, b), 1e-9)).toBe(true);
        expect(ab).toBeLessThanOrEqual(
          Math.min(distance(a, c), distance(a, d), distance(b, c), distance(b, d)) + 1e-9,
        );
      }),
    );
  });
});
