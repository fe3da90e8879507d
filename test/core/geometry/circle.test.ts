import { describe, expect, it } from 'vitest';
import {
  baseDistance,
  basesTouch,
  isWithin,
  pointCircleDistance,
  segmentCircleDistance,
} from '../../../src/core/geometry/index.js';
import { aBase } from './builders.js';

describe('baseDistance (closest points of bases)', () => {
  it('two 1" bases with centres 5" apart are 4" apart', () => {
    expect(baseDistance(aBase(0, 0), aBase(5, 0))).toBe(4);
  });

  it('adds nothing for different radii beyond the gap between rims', () => {
    expect(baseDistance(aBase(0, 0, 1), aBase(3, 4, 1.5))).toBe(2.5);
  });

  it('is 0 for touching and for overlapping bases, never negative', () => {
    expect(baseDistance(aBase(0, 0), aBase(1, 0))).toBe(0);
    expect(baseDistance(aBase(0, 0), aBase(0.2, 0))).toBe(0);
    expect(baseDistance(aBase(0, 0), aBase(0, 0))).toBe(0);
  });
});

describe('isWithin (exactly the range counts)', () => {
  it('counts a base exactly 4" away as within 4"', () => {
    expect(isWithin(aBase(0, 0), aBase(5, 0), 4)).toBe(true);
  });

  it('counts exactly 4" despite rounding in the coordinates', () => {
    expect(isWithin(aBase(0.1, 0), aBase(0.1 + 0.2 + 4.7, 0), 4)).toBe(true);
  });

  it('does not count 4.001"', () => {
    expect(isWithin(aBase(0, 0), aBase(5.001, 0), 4)).toBe(false);
  });
});

describe('basesTouch', () => {
  it('base contact counts, a hair apart does not', () => {
    expect(basesTouch(aBase(0, 0), aBase(1, 0))).toBe(true);
    expect(basesTouch(aBase(0, 0), aBase(1.001, 0))).toBe(false);
  });
});

describe('point and segment distance to a base', () => {
  it('measures from a point to the rim, 0 inside', () => {
    expect(pointCircleDistance({ x: 3, y: 4 }, aBase(0, 0, 1))).toBe(4);
    expect(pointCircleDistance({ x: 0.2, y: 0 }, aBase(0, 0, 1))).toBe(0);
  });

  it('measures from a segment to the rim, 0 when it crosses', () => {
    expect(segmentCircleDistance({ x: -5, y: 3 }, { x: 5, y: 3 }, aBase(0, 0, 1))).toBe(2);
    expect(segmentCircleDistance({ x: -5, y: 0 }, { x: 5, y: 0 }, aBase(0, 0, 1))).toBe(0);
    expect(segmentCircleDistance({ x: 4, y: 0 }, { x: 9, y: 0 }, aBase(0, 0, 1))).toBe(3);
  });
});
