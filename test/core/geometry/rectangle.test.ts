import { describe, expect, it } from 'vitest';
import { rectanglePolygon, segmentRectangle, signedArea } from '../../../src/core/geometry/index.js';

describe('rectanglePolygon', () => {
  it('lays the length along the facing and the width across it, counter-clockwise', () => {
    const hull = rectanglePolygon({ x: 10, y: 10 }, 4, 2);
    expect(hull.points).toEqual([
      { x: 11, y: 8 },
      { x: 11, y: 12 },
      { x: 9, y: 12 },
      { x: 9, y: 8 },
    ]);
    expect(signedArea(hull)).toBe(8);
  });

  it('turns with the facing', () => {
    const hull = rectanglePolygon({ x: 0, y: 0 }, 4, 2, 90);
    const xs = hull.points.map((p) => p.x);
    const ys = hull.points.map((p) => p.y);
    expect(Math.max(...xs)).toBe(2);
    expect(Math.max(...ys)).toBe(1);
  });
});

describe('segmentRectangle', () => {
  it('builds the footprint of a line template', () => {
    const band = segmentRectangle({ x: 0, y: 0 }, { x: 10, y: 0 }, 2);
    expect(band.points).toEqual([
      { x: 0, y: -1 },
      { x: 10, y: -1 },
      { x: 10, y: 1 },
      { x: 0, y: 1 },
    ]);
  });
});
