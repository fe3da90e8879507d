import { describe, expect, it } from 'vitest';
import {
  runsLength,
  segmentCrossings,
  segmentLengthInPolygon,
  segmentRunsInPolygon,
} from '../../../src/core/geometry/index.js';
import { aPolygon, aRect, uShape } from './builders.js';

const p = (x: number, y: number) => ({ x, y });
const wood = aRect(2, 0, 4, 10);

describe('segmentLengthInPolygon', () => {
  it('a line from (0,5) to (10,5) through the square 2..4 × 0..10 has 2" inside', () => {
    expect(segmentLengthInPolygon(p(0, 5), p(10, 5), wood)).toBe(2);
  });

  it('is the same in the other direction and in the other winding', () => {
    expect(segmentLengthInPolygon(p(10, 5), p(0, 5), wood)).toBeCloseTo(2, 12);
    const clockwise = aPolygon([2, 0], [2, 10], [4, 10], [4, 0]);
    expect(segmentLengthInPolygon(p(0, 5), p(10, 5), clockwise)).toBeCloseTo(2, 12);
  });

  it('counts a diagonal crossing by its true length', () => {
    expect(segmentLengthInPolygon(p(0, 0), p(6, 6), aRect(2, 0, 4, 10))).toBeCloseTo(2 * Math.SQRT2, 12);
  });

  it('counts a segment wholly inside in full', () => {
    expect(segmentLengthInPolygon(p(2.5, 1), p(3.5, 9), wood)).toBeCloseTo(Math.hypot(1, 8), 12);
  });

  it('counts only the part inside when a segment starts or ends inside', () => {
    expect(segmentLengthInPolygon(p(3, 5), p(10, 5), wood)).toBe(1);
    expect(segmentLengthInPolygon(p(0, 5), p(3.5, 5), wood)).toBe(1.5);
  });

  it('a concave U crossed twice counts both arms and not the slot', () => {
    expect(segmentLengthInPolygon(p(-1, 4), p(7, 4), uShape)).toBe(4);
    expect(segmentRunsInPolygon(p(-1, 4), p(7, 4), uShape)).toEqual([
      { start: 1 / 8, end: 3 / 8 },
      { start: 5 / 8, end: 7 / 8 },
    ]);
  });

  it('a line through the U base below the slot is one run', () => {
    expect(segmentLengthInPolygon(p(-1, 1), p(7, 1), uShape)).toBe(6);
    expect(segmentRunsInPolygon(p(-1, 1), p(7, 1), uShape)).toHaveLength(1);
  });

  it('a line along the bottom of the slot touches the U only along edges', () => {
    // y = 2 runs inside the arms' bottom corners region: 0..2 and 4..6 are interior, 2..4 is the slot edge.
    expect(segmentLengthInPolygon(p(-1, 2), p(7, 2), uShape)).toBe(4);
  });

  it('a segment along an edge is not inside', () => {
    expect(segmentLengthInPolygon(p(2, -5), p(2, 15), wood)).toBe(0);
    expect(segmentLengthInPolygon(p(0, 0), p(10, 0), wood)).toBe(0);
  });

  it('a segment grazing a vertex is not inside', () => {
    expect(segmentLengthInPolygon(p(2, 12), p(6, 8), wood)).toBe(0);
    const diamond = aPolygon([0, -1], [1, 0], [0, 1], [-1, 0]);
    expect(segmentLengthInPolygon(p(1, -5), p(1, 5), diamond)).toBe(0);
  });

  it('a segment through two opposite vertices counts the diagonal', () => {
    const diamond = aPolygon([0, -1], [1, 0], [0, 1], [-1, 0]);
    expect(segmentLengthInPolygon(p(-3, 0), p(3, 0), diamond)).toBe(2);
  });

  it('a segment through a reflex vertex stays one run', () => {
    // An arrowhead pointing up with its notch at (0, 1): the line y = 1 passes through the notch vertex.
    const arrow = aPolygon([-2, 0], [0, 1], [2, 0], [0, 4]);
    const runs = segmentRunsInPolygon(p(-3, 1), p(3, 1), arrow);
    expect(runs).toHaveLength(1);
    expect(runsLength(runs, 6)).toBeCloseTo(3, 12);
  });

  it('a segment that misses, and a zero-length one, have nothing inside', () => {
    expect(segmentLengthInPolygon(p(5, 5), p(10, 5), wood)).toBe(0);
    expect(segmentLengthInPolygon(p(3, 5), p(3, 5), wood)).toBe(0);
  });

  it('a degenerate polygon has no inside', () => {
    expect(segmentLengthInPolygon(p(0, 0), p(10, 0), aPolygon([2, 0], [4, 0]))).toBe(0);
  });
});

describe('segmentCrossings', () => {
  it('reports the length inside each feature in order', () => {
    const features = [
      { polygon: wood },
      { polygon: aRect(6, 4, 9, 6), name: 'ruin' },
      { polygon: aRect(0, 20, 1, 21) },
    ];
    const [inWood, inRuin, elsewhere] = segmentCrossings(p(0, 5), p(10, 5), features);
    expect(inWood).toBeCloseTo(2, 12);
    expect(inRuin).toBeCloseTo(3, 12);
    expect(elsewhere).toBe(0);
  });
});
