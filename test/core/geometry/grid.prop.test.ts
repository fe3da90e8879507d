import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distance,
  lerp,
  type Polygon,
  pointStrictlyInPolygon,
  segmentLengthInPolygon,
  segmentRunsInPolygon,
  type Vec2,
} from '../../../src/core/geometry/index.js';
import { aPolygon, aRect, uShape } from './builders.js';

// Small integer grids make segments run along edges and through vertices all the time.
const shapes: Polygon[] = [
  aRect(1, 1, 4, 3),
  uShape,
  aPolygon([0, -2], [2, 0], [0, 2], [-2, 0]),
  aPolygon([-2, 0], [0, 1], [2, 0], [0, 4]),
  aPolygon([0, 0], [6, 0], [6, 2], [2, 2], [2, 4], [6, 4], [6, 6], [0, 6]),
];
const gridPoint: fc.Arbitrary<Vec2> = fc.record({
  x: fc.integer({ min: -3, max: 8 }),
  y: fc.integer({ min: -3, max: 8 }),
});
const shape = fc.constantFrom(...shapes);

/** Samples the segment finely and counts the samples strictly inside: an independent estimate. */
function sampledLength(a: Vec2, b: Vec2, polygon: Polygon, samples: number): number {
  let inside = 0;
  for (let i = 0; i < samples; i++) {
    if (pointStrictlyInPolygon(lerp(a, b, (i + 0.5) / samples), polygon)) inside++;
  }
  return (inside / samples) * distance(a, b);
}

describe('segmentLengthInPolygon on a grid (edges and vertices touched)', () => {
  it('agrees with a fine sampling of the segment', () => {
    fc.assert(
      fc.property(gridPoint, gridPoint, shape, (a, b, poly) => {
        const samples = 4000;
        const exact = segmentLengthInPolygon(a, b, poly);
        const estimate = sampledLength(a, b, poly, samples);
        // Each run boundary can misplace at most one sample.
        const runs = segmentRunsInPolygon(a, b, poly).length;
        expect(Math.abs(exact - estimate)).toBeLessThanOrEqual(
          ((2 * runs + 2) * distance(a, b)) / samples + 1e-9,
        );
      }),
      { numRuns: 300 },
    );
  });

  it('returns runs in order that do not touch each other', () => {
    fc.assert(
      fc.property(gridPoint, gridPoint, shape, (a, b, poly) => {
        const runs = segmentRunsInPolygon(a, b, poly);
        runs.forEach((run, i) => {
          expect(run.start).toBeGreaterThanOrEqual(0);
          expect(run.end).toBeLessThanOrEqual(1);
          expect(run.end).toBeGreaterThan(run.start);
          if (i > 0) expect(run.start).toBeGreaterThan(runs[i - 1]!.end);
        });
      }),
    );
  });
});
