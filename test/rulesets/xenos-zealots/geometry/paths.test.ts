import { describe, expect, it } from 'vitest';
import {
  endsInContact,
  pathBlocked,
  placementProblem,
} from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { area, base, feature, hull } from './fixtures';

const p = (x: number, y: number) => ({ x, y });
const friend = (id: string, x: number, y: number) => ({ id, body: base(x, y), enemy: false });

describe('XZ-MOVE-02 … XZ-MOVE-04 paths past other models', () => {
  it('XZ-MOVE-04 a 1" base cannot pass a 0.9" gap between two friends, but passes a 1.1" gap', () => {
    // Friends at x = 9.05 and 10.95 leave 0.9" between their rims; at 8.95 and 11.05, 1.1".
    const narrow = [friend('left', 9.05, 10), friend('right', 10.95, 10)];
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], narrow)).toEqual({
      blockedBy: 'left',
      enemy: false,
    });
    const wide = [friend('left', 8.95, 10), friend('right', 11.05, 10)];
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], wide)).toBeUndefined();
  });

  it('XZ-MOVE-03 an enemy model on the way blocks, and is reported as an enemy', () => {
    const enemy = { id: 'orc', body: base(10, 12), enemy: true };
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], [enemy])).toEqual({
      blockedBy: 'orc',
      enemy: true,
    });
  });

  it('reports the first model met along the path, whatever the input order', () => {
    const others = [friend('far', 10, 14), friend('near', 10, 8)];
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], others)?.blockedBy).toBe('near');
  });

  it('checks every leg: the second leg of a dog-leg path runs into a model', () => {
    const others = [friend('corner', 15, 12)];
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 12), p(20, 12)], others)?.blockedBy).toBe('corner');
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 12)], others)).toBeUndefined();
  });

  it('R38 grazing a model (touching, or 0.005" of overlap) does not block; 0.05" does', () => {
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], [friend('f', 11, 10)])).toBeUndefined();
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], [friend('f', 10.995, 10)])).toBeUndefined();
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], [friend('f', 10.95, 10)])).toBeDefined();
  });

  it('XZ-MOVE-04 a 2"-wide tank drives through a 2.5" gap but not a 1.5" one', () => {
    const tank = hull(10, 2, 4, 2);
    const wide = [friend('a', 8.25, 10), friend('b', 11.75, 10)];
    expect(pathBlocked(tank, [p(10, 2), p(10, 20)], wide)).toBeUndefined();
    const narrow = [friend('a', 8.75, 10), friend('b', 11.25, 10)];
    expect(pathBlocked(tank, [p(10, 2), p(10, 20)], narrow)?.blockedBy).toBe('a');
  });

  it('XZ-MOVE-02 a tank stopping short of a model does not sweep past its own nose', () => {
    // The tank's centre stops at y = 6, so its nose reaches y = 8; a base from y = 8.5 up is clear.
    expect(pathBlocked(hull(10, 2, 4, 2), [p(10, 2), p(10, 6)], [friend('f', 10, 9)])).toBeUndefined();
    expect(pathBlocked(hull(10, 2, 4, 2), [p(10, 2), p(10, 7)], [friend('f', 10, 9)])).toBeDefined();
  });

  it('XZ-MOVE-02 a base sweeping past a parked tank clears its flank by 0.5"', () => {
    const parked = { id: 'tank', body: hull(12, 10, 4, 2), enemy: false };
    expect(pathBlocked(base(10, 5), [p(10, 5), p(10, 15)], [parked])).toBeUndefined();
    expect(pathBlocked(base(10.8, 5), [p(10.8, 5), p(10.8, 15)], [parked])?.blockedBy).toBe('tank');
  });
});

describe('XZ-MOVE-11 / R22 moves may not end in contact', () => {
  const enemies = [{ id: 'orc', body: base(10, 10) }];

  it('a move ending in base contact with an enemy names it', () => {
    expect(endsInContact(base(10, 0), p(10, 9), enemies)).toBe('orc');
  });

  it('a move ending 0.5" short is fine', () => {
    expect(endsInContact(base(10, 0), p(10, 8.5), enemies)).toBeUndefined();
  });

  it('a tank ending with its nose on an enemy base, turned to the given facing', () => {
    expect(endsInContact(hull(0, 0, 4, 2), { x: 10, y: 7.5, facing: 0 }, enemies)).toBe('orc');
    expect(endsInContact(hull(0, 0, 4, 2), { x: 10, y: 7.5, facing: 90 }, enemies)).toBeUndefined();
  });
});

describe('R38 / R2 / XZ-TERR-07 placement', () => {
  const table = { width: 72, depth: 48 };
  const hangar = feature({
    id: 'hangar',
    kind: 'obstacle',
    shape: { kind: 'rect', rect: { x0: 30, y0: 20, x1: 40, y1: 30 } },
    blocksLOS: true,
    occupancy: { maxModels: 20 },
  });
  const cliff = area('cliff', 'Difficult Ground', 50, 20, 60, 30, { blocksLOS: true });

  it('a base on open ground is fine', () => {
    expect(placementProblem(base(10, 10), table, [hangar, cliff], [])).toBeUndefined();
  });

  it('a base hanging 0.2" off the table edge is off-table; touching the edge is on', () => {
    expect(placementProblem(base(0.3, 10), table, [], [])).toEqual({ code: 'off-table' });
    expect(placementProblem(base(0.5, 10), table, [], [])).toBeUndefined();
  });

  it('a 4"×2" tank turned 45° with its corner over the edge is off-table', () => {
    expect(placementProblem(hull(71, 24, 4, 2, 45), table, [], [])).toEqual({ code: 'off-table' });
    expect(placementProblem(hull(69, 24, 4, 2, 45), table, [], [])).toBeUndefined();
  });

  it('overlapping a model is a problem; base contact is not', () => {
    const others = [{ id: 'pal', body: base(10, 11) }];
    expect(placementProblem(base(10, 10.5), table, [], others)).toEqual({
      code: 'overlaps-model',
      id: 'pal',
    });
    expect(placementProblem(base(10, 10), table, [], others)).toBeUndefined();
  });

  it('inside solid terrain with no occupancy is a problem; inside an occupiable building is fine', () => {
    expect(placementProblem(base(55, 25), table, [hangar, cliff], [])).toEqual({
      code: 'inside-terrain',
      id: 'cliff',
    });
    expect(placementProblem(base(35, 25), table, [hangar, cliff], [])).toBeUndefined();
  });

  it('a base touching the cliff from outside is fine; one 0.2" into it is not', () => {
    expect(placementProblem(base(49.5, 25), table, [cliff], [])).toBeUndefined();
    expect(placementProblem(base(49.7, 25), table, [cliff], [])).toEqual({
      code: 'inside-terrain',
      id: 'cliff',
    });
  });
});
