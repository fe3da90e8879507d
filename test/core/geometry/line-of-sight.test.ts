import { describe, expect, it } from 'vitest';
import { type LosFeature, lineOfSight } from '../../../src/core/geometry/index.js';
import { aBase, aRect, uShape } from './builders.js';

const shooter = aBase(0, 0);
const target = aBase(10, 0);
const wood = (x0: number, y0: number, x1: number, y1: number): LosFeature => ({
  polygon: aRect(x0, y0, x1, y1),
  blocksLos: 'obscuring',
});
const building = (x0: number, y0: number, x1: number, y1: number, height?: number): LosFeature =>
  height === undefined
    ? { polygon: aRect(x0, y0, x1, y1), blocksLos: 'solid' }
    : { polygon: aRect(x0, y0, x1, y1), blocksLos: 'solid', height };

describe('lineOfSight: the centre-to-centre line by default', () => {
  it('sees across open ground along one line', () => {
    const report = lineOfSight(shooter, target, []);
    expect(report.clear).toBe(true);
    expect(report.lines).toHaveLength(1);
    expect(report.best).toEqual({
      from: { x: 0, y: 0 },
      to: { x: 10, y: 0 },
      lengths: [],
      blockedBy: [],
      obscuringDepth: 0,
    });
  });

  it('measures the depth of obscuring terrain crossed, per feature and in total', () => {
    const report = lineOfSight(shooter, target, [wood(2, -5, 4, 5), wood(6, -1, 9, 1)]);
    expect(report.clear).toBe(true);
    expect(report.best.lengths[0]).toBeCloseTo(2, 12);
    expect(report.best.lengths[1]).toBeCloseTo(3, 12);
    expect(report.best.obscuringDepth).toBeCloseTo(5, 12);
  });

  it('is blocked by a solid feature across the line', () => {
    const report = lineOfSight(shooter, target, [wood(1, -1, 2, 1), building(4, -3, 6, 3)]);
    expect(report.clear).toBe(false);
    expect(report.best.blockedBy).toEqual([1]);
    expect(report.best.obscuringDepth).toBeCloseTo(1, 12);
  });

  it('is not blocked by a line grazing a building corner or running along its wall', () => {
    expect(lineOfSight(shooter, target, [building(4, 0, 6, 3)]).clear).toBe(true);
    expect(lineOfSight(aBase(0, 2), aBase(10, -2), [building(5, 0, 6, 3)]).clear).toBe(true);
  });

  it('measures features that neither block nor obscure without letting them count', () => {
    const crater = { polygon: aRect(3, -1, 5, 1) };
    const report = lineOfSight(shooter, target, [
      crater,
      { polygon: aRect(6, -1, 7, 1), blocksLos: false as const },
    ]);
    expect(report.clear).toBe(true);
    expect(report.best.lengths[0]).toBeCloseTo(2, 12);
    expect(report.best.lengths[1]).toBeCloseTo(1, 12);
    expect(report.best.obscuringDepth).toBe(0);
  });
});

describe('lineOfSight: sampled sight points', () => {
  it('tries shooter points in the outer loop: centre, then left, then right', () => {
    const report = lineOfSight(shooter, target, [], { fromPoints: 3, toPoints: 3 });
    expect(report.lines).toHaveLength(9);
    expect(report.lines.map((l) => [l.from.y, l.to.y])).toEqual([
      [0, 0],
      [0, 0.5],
      [0, -0.5],
      [0.5, 0],
      [0.5, 0.5],
      [0.5, -0.5],
      [-0.5, 0],
      [-0.5, 0.5],
      [-0.5, -0.5],
    ]);
  });

  it('spaces five points evenly across the diameter square to the sight line', () => {
    const report = lineOfSight(aBase(0, 0, 1), aBase(0, 10, 1), [], { fromPoints: 5 });
    // Looking along +y, left is -x.
    expect(report.lines.map((l) => l.from.x)).toEqual([0, -0.5, 0.5, -1, 1]);
  });

  it('sees part of a target behind the corner of a building', () => {
    const report = lineOfSight(shooter, target, [building(4, -3, 6, 0.1)], { toPoints: 3 });
    expect(report.lines[0]!.blockedBy).toEqual([0]);
    expect(report.clear).toBe(true);
    expect(report.best.to).toEqual({ x: 10, y: 0.5 });
  });

  it('picks the clear line with the least obscuring depth, the earliest on ties', () => {
    const report = lineOfSight(shooter, target, [wood(4, -0.6, 6, 0.2)], { toPoints: 3 });
    expect(report.best.to).toEqual({ x: 10, y: 0.5 });
    expect(report.best.obscuringDepth).toBeCloseTo(0, 12);
    const open = lineOfSight(shooter, target, [], { fromPoints: 3, toPoints: 3 });
    expect(open.best).toBe(open.lines[0]);
  });

  it('when every line is blocked, reports the line through the fewest solid features', () => {
    const report = lineOfSight(shooter, target, [building(4, -3, 6, 3), building(7, -0.2, 8, 3)], {
      toPoints: 3,
    });
    expect(report.clear).toBe(false);
    expect(report.best.blockedBy).toEqual([0]);
    expect(report.best.to).toEqual({ x: 10, y: -0.5 });
  });

  it('rejects an even or fractional number of sight points', () => {
    expect(() => lineOfSight(shooter, target, [], { fromPoints: 2 })).toThrow(
      /fromPoints must be an odd whole number/,
    );
    expect(() => lineOfSight(shooter, target, [], { toPoints: 1.5 })).toThrow(RangeError);
  });

  it('copes with two bases on the same spot', () => {
    const report = lineOfSight(shooter, aBase(0, 0), [wood(-1, -1, 1, 1)], { fromPoints: 3 });
    expect(report.lines).toHaveLength(3);
    expect(report.lines[0]!.obscuringDepth).toBe(0);
  });
});

describe('lineOfSight: models standing inside a feature', () => {
  const shooterInWood = aBase(1, 0);

  it('counts the stretch of the feature the shooter stands in by default', () => {
    const report = lineOfSight(shooterInWood, target, [wood(0, -2, 3, 2)]);
    expect(report.best.obscuringDepth).toBeCloseTo(2, 12);
  });

  it('ignores that stretch with countOwnFeature: false, for shooter and target alike', () => {
    const options = { countOwnFeature: false };
    expect(lineOfSight(shooterInWood, target, [wood(0, -2, 3, 2)], options).best.obscuringDepth).toBe(0);
    expect(lineOfSight(target, shooterInWood, [wood(0, -2, 3, 2)], options).best.obscuringDepth).toBe(0);
    expect(lineOfSight(aBase(0, 0), aBase(10, 0), [building(-1, -1, 1, 1)], options).clear).toBe(true);
  });

  it('still counts a second crossing of the same concave feature', () => {
    const u = { polygon: uShape, blocksLos: 'obscuring' as const };
    const inArm = aBase(1, 4);
    const far = aBase(10, 4);
    expect(lineOfSight(inArm, far, [u]).best.obscuringDepth).toBeCloseTo(3, 12);
    expect(lineOfSight(inArm, far, [u], { countOwnFeature: false }).best.obscuringDepth).toBeCloseTo(2, 12);
  });
});

describe('lineOfSight: heights', () => {
  const wall = building(4, -3, 6, 3, 1);

  it('a low wall blocks two models on the ground', () => {
    expect(lineOfSight(shooter, target, [wall]).clear).toBe(false);
  });

  it('a line passing above the wall is clear', () => {
    expect(lineOfSight(shooter, target, [wall], { fromHeight: 2, toHeight: 2 }).clear).toBe(true);
    expect(lineOfSight(shooter, target, [wall], { fromHeight: 1, toHeight: 1 }).clear).toBe(true);
  });

  it('only the stretch of the line below the top counts', () => {
    // Sight falls from 2" to 0" over 10": it is below 1" from x = 5 on, so 1" of the wall (x 5..6) is in the way.
    const report = lineOfSight(shooter, target, [wall], { fromHeight: 2, toHeight: 0 });
    expect(report.clear).toBe(false);
    expect(report.best.lengths[0]).toBeCloseTo(1, 12);
    const rising = lineOfSight(shooter, target, [wall], { fromHeight: 0, toHeight: 2 });
    expect(rising.best.lengths[0]).toBeCloseTo(1, 12);
  });

  it('a high model 12" up sees over the wall', () => {
    expect(lineOfSight(aBase(0, 0), target, [wall], { fromHeight: 12 }).clear).toBe(true);
  });

  it('a feature of height 0 never touches a line at ground level', () => {
    const road = { polygon: aRect(2, -1, 8, 1), blocksLos: 'solid' as const, height: 0 };
    expect(lineOfSight(shooter, target, [road]).clear).toBe(true);
  });
});
