import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  type Circle,
  type LosFeature,
  lineOfSight,
  type Vec2,
} from '../../../src/core/geometry/index.js';
import { base, isClose, point, starPolygon } from './arbitraries.js';

const feature: fc.Arbitrary<LosFeature> = fc.record({
  polygon: starPolygon,
  blocksLos: fc.constantFrom('solid' as const, 'obscuring' as const, false as const),
});
const features = fc.array(feature, { maxLength: 4 });
const pointCount = fc.constantFrom(1, 3, 5);
const shiftBase = (c: Circle, by: Vec2): Circle => ({ center: add(c.center, by), radius: c.radius });

describe('line of sight laws', () => {
  it('gives the same report every time', () => {
    fc.assert(
      fc.property(base, base, features, pointCount, (a, b, fs, n) => {
        expect(lineOfSight(a, b, fs, { toPoints: n })).toEqual(lineOfSight(a, b, fs, { toPoints: n }));
      }),
    );
  });

  it('sees clear over open ground along every pair of sight points', () => {
    fc.assert(
      fc.property(base, base, pointCount, pointCount, (a, b, m, n) => {
        const report = lineOfSight(a, b, [], { fromPoints: m, toPoints: n });
        expect(report.clear).toBe(true);
        expect(report.lines).toHaveLength(m * n);
        expect(report.best.obscuringDepth).toBe(0);
      }),
    );
  });

  it('measures the same centre line in both directions', () => {
    fc.assert(
      fc.property(base, base, features, (a, b, fs) => {
        const there = lineOfSight(a, b, fs).best;
        const back = lineOfSight(b, a, fs).best;
        expect(isClose(there.obscuringDepth, back.obscuringDepth)).toBe(true);
        there.lengths.forEach((len, i) => {
          expect(isClose(len, back.lengths[i]!)).toBe(true);
        });
      }),
    );
  });

  it('does not change when everything moves together', () => {
    fc.assert(
      fc.property(base, base, features, point, (a, b, fs, by) => {
        const moved = fs.map((f) => ({ ...f, polygon: { points: f.polygon.points.map((p) => add(p, by)) } }));
        const before = lineOfSight(a, b, fs).best;
        const after = lineOfSight(shiftBase(a, by), shiftBase(b, by), moved).best;
        expect(isClose(after.obscuringDepth, before.obscuringDepth, 1e-5)).toBe(true);
      }),
    );
  });

  it('reports as best a clear line with the least obscuring depth whenever any line is clear', () => {
    fc.assert(
      fc.property(base, base, features, pointCount, pointCount, (a, b, fs, m, n) => {
        const report = lineOfSight(a, b, fs, { fromPoints: m, toPoints: n });
        const clearLines = report.lines.filter((l) => l.blockedBy.length === 0);
        expect(report.clear).toBe(clearLines.length > 0);
        for (const line of clearLines) {
          expect(report.best.obscuringDepth).toBeLessThanOrEqual(line.obscuringDepth + 1e-9);
        }
      }),
    );
  });

  it('stopAtPerfect changes neither clear nor the best line, and measures a prefix of the lines', () => {
    fc.assert(
      fc.property(base, base, features, pointCount, pointCount, (a, b, fs, m, n) => {
        const full = lineOfSight(a, b, fs, { fromPoints: m, toPoints: n });
        const quick = lineOfSight(a, b, fs, { fromPoints: m, toPoints: n, stopAtPerfect: true });
        expect(quick.clear).toBe(full.clear);
        expect(quick.best.blockedBy).toEqual(full.best.blockedBy);
        expect(isClose(quick.best.obscuringDepth, full.best.obscuringDepth)).toBe(true);
        expect(full.lines.slice(0, quick.lines.length)).toEqual(quick.lines);
      }),
    );
  });

  it('never measures more when the stretch a model stands in is ignored', () => {
    fc.assert(
      fc.property(base, base, features, (a, b, fs) => {
        const counted = lineOfSight(a, b, fs).lines[0]!;
        const ignored = lineOfSight(a, b, fs, { countOwnFeature: false }).lines[0]!;
        ignored.lengths.forEach((len, i) => {
          expect(len).toBeLessThanOrEqual(counted.lengths[i]! + 1e-9);
        });
      }),
    );
  });
});
