import { describe, expect, it } from 'vitest';
import {
  coherencyGroups,
  isCoherentChain,
  isCoherentLeader,
  isCoherentPairwise,
  maxPairwiseDistance,
} from '../../../src/core/geometry/index.js';
import { aBase } from './builders.js';

// A line of 1" bases with centres 3" apart: neighbours are 2" apart edge to edge.
const line = [aBase(0, 0), aBase(3, 0), aBase(6, 0), aBase(9, 0)];

describe('pairwise coherency: no two models further apart than d', () => {
  it('takes the largest edge-to-edge distance', () => {
    expect(maxPairwiseDistance(line)).toBe(8);
    expect(maxPairwiseDistance([aBase(0, 0)])).toBe(0);
    expect(maxPairwiseDistance([])).toBe(0);
  });

  it('holds when the widest pair is exactly d apart', () => {
    expect(isCoherentPairwise(line, 8)).toBe(true);
    expect(isCoherentPairwise(line, 7.99)).toBe(false);
    expect(isCoherentPairwise([], 1)).toBe(true);
  });
});

describe('chain coherency: one chain, each model within d of at least k others', () => {
  it('holds for a line of models each 2" from the next', () => {
    expect(isCoherentChain(line, 2)).toBe(true);
    expect(isCoherentChain(line, 1.9)).toBe(false);
  });

  it('fails for two separate pairs even though everyone has a neighbour', () => {
    const pairs = [aBase(0, 0), aBase(2, 0), aBase(20, 0), aBase(22, 0)];
    expect(isCoherentChain(pairs, 2)).toBe(false);
    expect(coherencyGroups(pairs, 2)).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('needs k neighbours each when asked', () => {
    expect(isCoherentChain(line, 2, 2)).toBe(false);
    const triangle = [aBase(0, 0), aBase(3, 0), aBase(1.5, 2.5)];
    expect(isCoherentChain(triangle, 2, 2)).toBe(true);
  });

  it('asks no more neighbours than the unit has other models', () => {
    expect(isCoherentChain([aBase(0, 0), aBase(3, 0)], 2, 2)).toBe(true);
    expect(isCoherentChain([aBase(0, 0)], 2, 2)).toBe(true);
    expect(isCoherentChain([], 2)).toBe(true);
  });

  it('groups chained models in index order', () => {
    const scattered = [aBase(20, 0), aBase(0, 0), aBase(22, 0), aBase(2, 0), aBase(50, 50)];
    expect(coherencyGroups(scattered, 2)).toEqual([[0, 2], [1, 3], [4]]);
  });
});

describe('leader coherency: every model within d of the leader', () => {
  it('holds when all are within d of the leader, even if further from each other', () => {
    const unit = [aBase(-5, 0), aBase(0, 0), aBase(5, 0)];
    expect(isCoherentLeader(unit, 1, 4)).toBe(true);
    expect(isCoherentLeader(unit, 0, 4)).toBe(false);
  });

  it('throws for a leader index that is not in the array', () => {
    expect(() => isCoherentLeader([aBase(0, 0)], 1, 4)).toThrow(/isCoherentLeader: leaderIndex 1/);
    expect(() => isCoherentLeader([aBase(0, 0)], 0.5, 4)).toThrow(RangeError);
  });
});
