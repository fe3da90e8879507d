import { describe, expect, it } from 'vitest';
import { isInZoneOfControl, nearest, nearestDistance } from '../../../src/core/geometry/index.js';
import { aBase } from './builders.js';

describe('isInZoneOfControl', () => {
  const model = aBase(0, 0);

  it('is true when any enemy base is within the radius, edge to edge, exactly the radius included', () => {
    expect(isInZoneOfControl(model, [aBase(20, 0), aBase(5, 0)], 4)).toBe(true);
  });

  it('is false when every enemy is further than the radius', () => {
    expect(isInZoneOfControl(model, [aBase(20, 0), aBase(5.01, 0)], 4)).toBe(false);
  });

  it('is false with no enemies', () => {
    expect(isInZoneOfControl(model, [], 4)).toBe(false);
  });
});

describe('nearest / nearestDistance', () => {
  const model = aBase(0, 0);

  it('finds the closest base edge to edge, counting radii', () => {
    // The big base's centre is further away but its rim is closer.
    const others = [aBase(6, 0), aBase(0, 8, 3), aBase(-3, 0, 0.5)];
    expect(nearest(model, others)).toEqual({ index: 2, distance: 2 });
    expect(nearestDistance(model, others)).toBe(2);
  });

  it('breaks ties by the lowest index', () => {
    expect(nearest(model, [aBase(0, 5), aBase(5, 0), aBase(-5, 0)])).toEqual({ index: 0, distance: 4 });
  });

  it('reports nothing for no others', () => {
    expect(nearest(model, [])).toBeUndefined();
    expect(nearestDistance(model, [])).toBe(Number.POSITIVE_INFINITY);
  });
});
