import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  type Circle,
  coherencyGroups,
  isCoherentChain,
  isCoherentLeader,
  isCoherentPairwise,
  maxPairwiseDistance,
  type Vec2,
} from '../../../src/core/geometry/index.js';
import { base, isClose, point } from './arbitraries.js';

const units = fc.array(base, { minLength: 1, maxLength: 10 });
const range = fc.double({ noNaN: true, min: 0, max: 50 });
const shift = (bases: Circle[], by: Vec2) =>
  bases.map((b) => ({ center: add(b.center, by), radius: b.radius }));

describe('coherency laws', () => {
  it('the widest pair does not change when the unit moves as a block', () => {
    fc.assert(
      fc.property(units, point, (bases, by) => {
        expect(isClose(maxPairwiseDistance(shift(bases, by)), maxPairwiseDistance(bases), 1e-6)).toBe(true);
      }),
    );
  });

  it('chain groups do not change when the unit moves as a block (away from the threshold)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ x: fc.integer({ min: -20, max: 20 }), y: fc.integer({ min: -20, max: 20 }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.integer({ min: 1, max: 8 }),
        point,
        (centers, d, by) => {
          // Integer centres and radius 0.5 keep edge-to-edge distances away from the odd threshold d + 0.5.
          const bases = centers.map((center) => ({ center, radius: 0.5 }));
          const moved = shift(bases, { x: Math.round(by.x), y: Math.round(by.y) });
          expect(coherencyGroups(moved, d + 0.5)).toEqual(coherencyGroups(bases, d + 0.5));
          expect(isCoherentChain(moved, d + 0.5, 2)).toBe(isCoherentChain(bases, d + 0.5, 2));
        },
      ),
    );
  });

  it('pairwise coherency at d implies chain coherency and leader coherency at d', () => {
    fc.assert(
      fc.property(units, range, fc.nat(), (bases, d, pick) => {
        fc.pre(isCoherentPairwise(bases, d));
        expect(isCoherentChain(bases, d)).toBe(true);
        expect(isCoherentLeader(bases, pick % bases.length, d)).toBe(true);
      }),
    );
  });

  it('the groups partition the indices', () => {
    fc.assert(
      fc.property(units, range, (bases, d) => {
        const all = coherencyGroups(bases, d)
          .flat()
          .sort((a, b) => a - b);
        expect(all).toEqual(bases.map((_, i) => i));
      }),
    );
  });

  it('is exactly coherent pairwise at the widest distance', () => {
    fc.assert(
      fc.property(units, (bases) => {
        expect(isCoherentPairwise(bases, maxPairwiseDistance(bases))).toBe(true);
      }),
    );
  });
});
