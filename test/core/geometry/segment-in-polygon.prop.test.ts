import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  distance,
  lerp,
  type Polygon,
  pathLength,
  pathLengthInPolygon,
  rotate,
  segmentLengthInPolygon,
  type Vec2,
} from '../../../src/core/geometry/index.js';
import {
  convexCombination,
  convexPolygon,
  coordinate,
  isClose,
  point,
  starPolygon,
  weights,
} from './arbitraries.js';

const movePolygon = (polygon: Polygon, f: (p: Vec2) => Vec2): Polygon => ({ points: polygon.points.map(f) });

describe('segmentLengthInPolygon laws', () => {
  it('is between 0 and the segment length', () => {
    fc.assert(
      fc.property(point, point, starPolygon, (a, b, poly) => {
        const inside = segmentLengthInPolygon(a, b, poly);
        expect(inside).toBeGreaterThanOrEqual(0);
        expect(inside).toBeLessThanOrEqual(distance(a, b) * (1 + 1e-12) + 1e-12);
      }),
    );
  });

  it('is the full length for a segment inside a convex polygon', () => {
    fc.assert(
      fc.property(convexPolygon, weights, weights, (poly, w1, w2) => {
        const a = convexCombination(poly, w1);
        const b = convexCombination(poly, w2);
        expect(isClose(segmentLengthInPolygon(a, b, poly), distance(a, b))).toBe(true);
      }),
    );
  });

  it('does not depend on the direction of travel', () => {
    fc.assert(
      fc.property(point, point, starPolygon, (a, b, poly) => {
        expect(isClose(segmentLengthInPolygon(a, b, poly), segmentLengthInPolygon(b, a, poly))).toBe(true);
      }),
    );
  });

  it('adds up over a segment split at any point', () => {
    fc.assert(
      fc.property(point, point, fc.double({ min: 0, max: 1, noNaN: true }), starPolygon, (a, b, t, poly) => {
        const m = lerp(a, b, t);
        const parts = segmentLengthInPolygon(a, m, poly) + segmentLengthInPolygon(m, b, poly);
        expect(isClose(parts, segmentLengthInPolygon(a, b, poly))).toBe(true);
      }),
    );
  });

  it('is unchanged by translation', () => {
    fc.assert(
      fc.property(point, point, starPolygon, point, (a, b, poly, by) => {
        const moved = segmentLengthInPolygon(
          add(a, by),
          add(b, by),
          movePolygon(poly, (p) => add(p, by)),
        );
        expect(isClose(moved, segmentLengthInPolygon(a, b, poly), 1e-5)).toBe(true);
      }),
    );
  });

  it('is unchanged by rotation', () => {
    fc.assert(
      fc.property(point, point, starPolygon, coordinate, (a, b, poly, deg) => {
        const turn = (p: Vec2) => rotate(p, deg * 3.6);
        const turned = segmentLengthInPolygon(turn(a), turn(b), movePolygon(poly, turn));
        expect(isClose(turned, segmentLengthInPolygon(a, b, poly), 1e-5)).toBe(true);
      }),
    );
  });
});

describe('path length laws', () => {
  it('a path is as long as its two halves put end to end', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 8 }), fc.nat(), (path, cut) => {
        const k = cut % path.length;
        const whole = pathLength(path);
        const parts = pathLength(path.slice(0, k + 1)) + pathLength(path.slice(k));
        expect(isClose(whole, parts, 1e-12)).toBe(true);
      }),
    );
  });

  it('the length inside a polygon adds up over the halves and never exceeds the path length', () => {
    fc.assert(
      fc.property(
        fc.array(point, { minLength: 1, maxLength: 6 }),
        fc.nat(),
        starPolygon,
        (path, cut, poly) => {
          const k = cut % path.length;
          const whole = pathLengthInPolygon(path, poly);
          const parts =
            pathLengthInPolygon(path.slice(0, k + 1), poly) + pathLengthInPolygon(path.slice(k), poly);
          expect(isClose(whole, parts, 1e-12)).toBe(true);
          expect(whole).toBeLessThanOrEqual(pathLength(path) * (1 + 1e-12) + 1e-12);
        },
      ),
    );
  });
});
