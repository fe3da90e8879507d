import { describe, expect, it } from 'vitest';
import { isOnTable, isPointOnTable } from '../../../src/core/geometry/index.js';
import { aBase } from './builders.js';

const table = { width: 48, depth: 36 };

describe('isOnTable (a whole base, edge contact allowed)', () => {
  it('accepts a base inside and one touching the edge', () => {
    expect(isOnTable(aBase(24, 18), table)).toBe(true);
    expect(isOnTable(aBase(0.5, 0.5), table)).toBe(true);
    expect(isOnTable(aBase(47.5, 35.5), table)).toBe(true);
  });

  it('rejects a base hanging over any edge', () => {
    expect(isOnTable(aBase(0.4, 10), table)).toBe(false);
    expect(isOnTable(aBase(10, 0.4), table)).toBe(false);
    expect(isOnTable(aBase(47.6, 10), table)).toBe(false);
    expect(isOnTable(aBase(10, 35.6), table)).toBe(false);
  });

  it('rejects NaN positions', () => {
    expect(isOnTable(aBase(Number.NaN, 10), table)).toBe(false);
  });
});

describe('isPointOnTable', () => {
  it('counts the edge and corners as on', () => {
    expect(isPointOnTable({ x: 0, y: 0 }, table)).toBe(true);
    expect(isPointOnTable({ x: 48, y: 36 }, table)).toBe(true);
    expect(isPointOnTable({ x: 48.1, y: 36 }, table)).toBe(false);
    expect(isPointOnTable({ x: 5, y: -0.1 }, table)).toBe(false);
  });
});
