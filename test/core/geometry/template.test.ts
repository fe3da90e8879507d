import { describe, expect, it } from 'vitest';
import {
  circleTemplateHits,
  lineTemplateHits,
  polygonTemplateHits,
} from '../../../src/core/geometry/index.js';
import { aBase, aPolygon } from './builders.js';

const p = (x: number, y: number) => ({ x, y });

describe('circleTemplateHits', () => {
  it('hits every base touched or overlapped by a 3" blast, in index order', () => {
    const bases = [aBase(10, 0), aBase(0, 0), aBase(2, 0), aBase(0, -1.5), aBase(2.01, 0)];
    expect(circleTemplateHits(p(0, 0), 1.5, bases)).toEqual([1, 2, 3]);
  });
});

describe('lineTemplateHits', () => {
  const bases = [
    aBase(5, 0.5),
    aBase(5, 1.5),
    aBase(5, 1.51),
    aBase(-0.5, 0),
    aBase(-0.51, 0),
    aBase(10.6, 0),
  ];

  it('with width 0 hits bases touching the bare line', () => {
    expect(lineTemplateHits(p(0, 0), p(10, 0), 0, bases)).toEqual([0, 3]);
  });

  it('with a width hits bases touching the rectangle, flat ends included', () => {
    expect(lineTemplateHits(p(0, 0), p(10, 0), 2, bases)).toEqual([0, 1, 3]);
  });

  it('has square, not rounded, ends', () => {
    // Just off a corner of the 10 × 2 rectangle, diagonally: inside a rounded end but outside the rectangle.
    const offCorner = aBase(10 + 0.4, 1 + 0.4);
    expect(lineTemplateHits(p(0, 0), p(10, 0), 2, [offCorner])).toEqual([]);
  });
});

describe('polygonTemplateHits', () => {
  it('hits bases touching a teardrop-style trapezoid', () => {
    const teardrop = aPolygon([0, -0.25], [8, -1], [8, 1], [0, 0.25]);
    const bases = [aBase(4, 0), aBase(8, 1.5), aBase(8, 1.51), aBase(-1, 0)];
    expect(polygonTemplateHits(teardrop, bases)).toEqual([0, 1]);
  });
});
