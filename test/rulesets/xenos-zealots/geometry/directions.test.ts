import { describe, expect, it } from 'vitest';
import { awayFrom, clampToTable, towards } from '../../../../src/rulesets/xenos-zealots/rules/geometry';

describe('R23 / R24 / R33 directions', () => {
  it('XZ-MOR-07 moving 5" directly away from a threat at the origin: (3, 4) goes to (6, 8)', () => {
    const q = awayFrom({ x: 3, y: 4 }, { x: 0, y: 0 }, 5);
    expect(q.x).toBeCloseTo(6);
    expect(q.y).toBeCloseTo(8);
  });

  it('away from a threat on the same spot goes along bearing 0 (+y), always', () => {
    expect(awayFrom({ x: 3, y: 4 }, { x: 3, y: 4 }, 2)).toEqual({ x: 3, y: 6 });
  });

  it('R31 towards moves the given distance and stops at the target rather than overshoot', () => {
    expect(towards({ x: 0, y: 0 }, { x: 10, y: 0 }, 3)).toEqual({ x: 3, y: 0 });
    expect(towards({ x: 0, y: 0 }, { x: 10, y: 0 }, 12)).toEqual({ x: 10, y: 0 });
    expect(towards({ x: 1, y: 1 }, { x: 1, y: 1 }, 2)).toEqual({ x: 1, y: 1 });
  });

  it('R24 clampToTable keeps a point on a 72"×48" table, optionally a base radius inside the edge', () => {
    const table = { width: 72, depth: 48 };
    expect(clampToTable({ x: -2, y: 50 }, table)).toEqual({ x: 0, y: 48 });
    expect(clampToTable({ x: -2, y: 50 }, table, 0.5)).toEqual({ x: 0.5, y: 47.5 });
    expect(clampToTable({ x: 30, y: 20 }, table, 0.5)).toEqual({ x: 30, y: 20 });
  });
});
