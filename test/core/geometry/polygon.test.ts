import { describe, expect, it } from 'vitest';
import {
  circleCenterInPolygon,
  circleInPolygon,
  circleOverlapsPolygon,
  circlePolygonDistance,
  distanceToPolygon,
  distanceToPolygonBoundary,
  forEachEdge,
  isOnPolygonBoundary,
  pointInPolygon,
  pointStrictlyInPolygon,
  signedArea,
} from '../../../src/core/geometry/index.js';
import { aBase, aPolygon, aRect, uShape } from './builders.js';

const square = aRect(0, 0, 10, 10);
const clockwiseSquare = aPolygon([0, 0], [0, 10], [10, 10], [10, 0]);

describe('polygon basics', () => {
  it('walks every edge, closing edge last', () => {
    const seen: string[] = [];
    forEachEdge(aPolygon([0, 0], [1, 0], [0, 1]), (a, b, i) => seen.push(`${i}:${a.x},${a.y}>${b.x},${b.y}`));
    expect(seen).toEqual(['0:0,0>1,0', '1:1,0>0,1', '2:0,1>0,0']);
  });

  it('signs the area by winding', () => {
    expect(signedArea(square)).toBe(100);
    expect(signedArea(clockwiseSquare)).toBe(-100);
    expect(signedArea(uShape)).toBe(36 - 8);
  });
});

describe('pointInPolygon (the outline belongs to the polygon)', () => {
  it('finds points inside and outside, in either winding', () => {
    for (const poly of [square, clockwiseSquare]) {
      expect(pointInPolygon({ x: 5, y: 5 }, poly)).toBe(true);
      expect(pointInPolygon({ x: 11, y: 5 }, poly)).toBe(false);
    }
  });

  it('counts edges and vertices as in, but not as strictly in', () => {
    expect(pointInPolygon({ x: 10, y: 5 }, square)).toBe(true);
    expect(pointInPolygon({ x: 0, y: 0 }, square)).toBe(true);
    expect(pointStrictlyInPolygon({ x: 10, y: 5 }, square)).toBe(false);
    expect(pointStrictlyInPolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(isOnPolygonBoundary({ x: 10, y: 5 }, square)).toBe(true);
  });

  it('sees the slot of a U as outside', () => {
    expect(pointInPolygon({ x: 3, y: 4 }, uShape)).toBe(false);
    expect(pointInPolygon({ x: 1, y: 4 }, uShape)).toBe(true);
    expect(pointInPolygon({ x: 3, y: 1 }, uShape)).toBe(true);
  });

  it('treats fewer than three points as enclosing nothing but its outline', () => {
    const line = aPolygon([0, 0], [4, 0]);
    expect(pointInPolygon({ x: 2, y: 0 }, line)).toBe(true);
    expect(pointStrictlyInPolygon({ x: 2, y: 0 }, line)).toBe(false);
    expect(pointInPolygon({ x: 2, y: 1 }, line)).toBe(false);
  });
});

describe('distances to a polygon', () => {
  it('measures to the outline from inside and outside', () => {
    expect(distanceToPolygonBoundary({ x: 3, y: 5 }, square)).toBe(3);
    expect(distanceToPolygonBoundary({ x: 13, y: 14 }, square)).toBe(5);
  });

  it('is 0 inside', () => {
    expect(distanceToPolygon({ x: 3, y: 5 }, square)).toBe(0);
    expect(distanceToPolygon({ x: 13, y: 5 }, square)).toBe(3);
    expect(distanceToPolygon({ x: 3, y: 4 }, uShape)).toBe(1);
  });
});

describe('bases and polygons', () => {
  it('circleCenterInPolygon looks only at the centre', () => {
    expect(circleCenterInPolygon(aBase(0.2, 5), square)).toBe(true);
    expect(circleCenterInPolygon(aBase(-0.2, 5), square)).toBe(false);
  });

  it('circleInPolygon needs the whole base inside; touching the outline from inside counts', () => {
    expect(circleInPolygon(aBase(5, 5), square)).toBe(true);
    expect(circleInPolygon(aBase(0.5, 5), square)).toBe(true);
    expect(circleInPolygon(aBase(0.4, 5), square)).toBe(false);
    expect(circleInPolygon(aBase(3, 4), uShape)).toBe(false);
    expect(circleInPolygon(aBase(1, 4, 1), uShape)).toBe(true);
    expect(circleInPolygon(aBase(1, 4, 1.01), uShape)).toBe(false);
  });

  it('circleOverlapsPolygon counts any shared point, touching included', () => {
    expect(circleOverlapsPolygon(aBase(5, 5), square)).toBe(true);
    expect(circleOverlapsPolygon(aBase(-0.5, 5), square)).toBe(true);
    expect(circleOverlapsPolygon(aBase(-0.6, 5), square)).toBe(false);
    expect(circleOverlapsPolygon(aBase(3, 4), uShape)).toBe(false);
    expect(circleOverlapsPolygon(aBase(3, 4, 1), uShape)).toBe(true);
  });

  it('circlePolygonDistance measures from the rim, 0 when overlapping', () => {
    expect(circlePolygonDistance(aBase(13, 5, 1), square)).toBe(2);
    expect(circlePolygonDistance(aBase(5, 5, 1), square)).toBe(0);
    expect(circlePolygonDistance(aBase(3, 4), uShape)).toBe(0.5);
  });
});
