import { describe, expect, it } from 'vitest';
import { pathCrossings, pathLength, pathLengthInPolygon } from '../../../src/core/geometry/index.js';
import { aRect, uShape } from './builders.js';

const p = (x: number, y: number) => ({ x, y });

describe('pathLength', () => {
  it('sums the legs', () => {
    expect(pathLength([p(0, 0), p(3, 4), p(3, 10)])).toBe(11);
  });

  it('is 0 for an empty path or a single point', () => {
    expect(pathLength([])).toBe(0);
    expect(pathLength([p(1, 1)])).toBe(0);
  });
});

describe('pathLengthInPolygon', () => {
  it('adds the length inside over every leg', () => {
    // Into the wood 2..4 × 0..10 at y = 5, turn north inside it for 2", then out east.
    const path = [p(0, 5), p(3, 5), p(3, 7), p(10, 7)];
    expect(pathLengthInPolygon(path, aRect(2, 0, 4, 10))).toBe(1 + 2 + 1);
  });

  it('follows a path around the slot of a U without counting the slot', () => {
    const path = [p(3, 7), p(3, 3), p(3, 1), p(7, 1)];
    expect(pathLengthInPolygon(path, uShape)).toBe(1 + 3);
  });
});

describe('pathCrossings', () => {
  it('reports each feature in order', () => {
    const features = [{ polygon: aRect(2, 0, 4, 10) }, { polygon: aRect(0, 6, 10, 8) }];
    expect(pathCrossings([p(0, 5), p(3, 5), p(3, 7), p(10, 7)], features)).toEqual([4, 8]);
  });
});
