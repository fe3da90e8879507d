import { describe, expect, it } from 'vitest';
import {
  closestPointOnSegment,
  pointSegmentDistance,
  segmentIntersection,
  segmentSegmentDistance,
  segmentsIntersect,
} from '../../../src/core/geometry/index.js';

const p = (x: number, y: number) => ({ x, y });

describe('closestPointOnSegment / pointSegmentDistance', () => {
  it('drops a perpendicular onto the middle of the segment', () => {
    expect(closestPointOnSegment(p(3, 4), p(0, 0), p(10, 0))).toEqual({ x: 3, y: 0 });
    expect(pointSegmentDistance(p(3, 4), p(0, 0), p(10, 0))).toBe(4);
  });

  it('clamps to the nearer endpoint beyond the ends', () => {
    expect(closestPointOnSegment(p(-3, 4), p(0, 0), p(10, 0))).toEqual({ x: 0, y: 0 });
    expect(pointSegmentDistance(p(-3, 4), p(0, 0), p(10, 0))).toBe(5);
    expect(pointSegmentDistance(p(13, -4), p(0, 0), p(10, 0))).toBe(5);
  });

  it('treats a zero-length segment as a point', () => {
    expect(pointSegmentDistance(p(3, 4), p(0, 0), p(0, 0))).toBe(5);
  });
});

describe('segmentIntersection', () => {
  it('finds the crossing point of an X', () => {
    expect(segmentIntersection(p(0, 0), p(4, 4), p(0, 4), p(4, 0))).toEqual({ x: 2, y: 2 });
  });

  it('counts a T-junction and a shared endpoint as meeting', () => {
    expect(segmentIntersection(p(0, 0), p(4, 0), p(2, 0), p(2, 5))).toEqual({ x: 2, y: 0 });
    expect(segmentIntersection(p(0, 0), p(4, 0), p(4, 0), p(9, 9))).toEqual({ x: 4, y: 0 });
  });

  it('misses when the lines cross outside the segments', () => {
    expect(segmentIntersection(p(0, 0), p(1, 1), p(0, 4), p(4, 0))).toBeUndefined();
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(0, 4), p(4, 0))).toBe(false);
  });

  it('misses for parallel segments apart', () => {
    expect(segmentIntersection(p(0, 0), p(4, 0), p(0, 1), p(4, 1))).toBeUndefined();
  });

  it('returns the overlap point nearest a for collinear overlapping segments', () => {
    expect(segmentIntersection(p(0, 0), p(4, 0), p(6, 0), p(2, 0))).toEqual({ x: 2, y: 0 });
    expect(segmentIntersection(p(0, 0), p(4, 0), p(-1, 0), p(2, 0))).toEqual({ x: 0, y: 0 });
    expect(segmentIntersection(p(0, 0), p(4, 0), p(5, 0), p(7, 0))).toBeUndefined();
  });

  it('handles zero-length segments as points', () => {
    expect(segmentIntersection(p(2, 0), p(2, 0), p(0, 0), p(4, 0))).toEqual({ x: 2, y: 0 });
    expect(segmentIntersection(p(0, 0), p(4, 0), p(2, 1), p(2, 1))).toBeUndefined();
  });
});

describe('segmentSegmentDistance', () => {
  it('is 0 for crossing segments', () => {
    expect(segmentSegmentDistance(p(0, 0), p(4, 4), p(0, 4), p(4, 0))).toBe(0);
  });

  it('is the gap between parallel segments', () => {
    expect(segmentSegmentDistance(p(0, 0), p(4, 0), p(1, 3), p(3, 3))).toBe(3);
  });

  it('is the endpoint gap for segments end to end', () => {
    expect(segmentSegmentDistance(p(0, 0), p(1, 0), p(4, 4), p(4, 10))).toBe(5);
  });
});
