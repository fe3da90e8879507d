import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  angleBetween,
  arcOf,
  bearing,
  type FacingCircle,
  isBaseInArc,
  isInArc,
  rotate,
  subtract,
} from '../../../src/core/geometry/index.js';
import { point, radius } from './arbitraries.js';

const degrees = fc.double({ noNaN: true, min: -720, max: 720 });
const model: fc.Arbitrary<FacingCircle> = fc.record({ center: point, radius, facing: degrees });
/** Keeps bearings away from the default arc boundaries, where rounding may tip either way. */
const awayFromBoundaries = (m: FacingCircle, p: { x: number; y: number }) => {
  const off = angleBetween(bearing(m.center, p), m.facing);
  return Math.abs(off - 45) > 1e-6 && Math.abs(off - 135) > 1e-6;
};

describe('facing arc laws', () => {
  it('the front arc is the 90° weapon arc straight ahead, the rear the one straight behind', () => {
    fc.assert(
      fc.property(model, point, (m, p) => {
        fc.pre(p.x !== m.center.x || p.y !== m.center.y);
        expect(arcOf(m, p) === 'front').toBe(isInArc(m, p, 0, 90));
        fc.pre(awayFromBoundaries(m, p));
        expect(arcOf(m, p) === 'rear').toBe(isInArc(m, p, 180, 90));
      }),
    );
  });

  it('turning the model and the attacker together keeps the arc', () => {
    fc.assert(
      fc.property(model, point, degrees, (m, p, turn) => {
        fc.pre(p.x !== m.center.x || p.y !== m.center.y);
        fc.pre(awayFromBoundaries(m, p));
        const turned = add(m.center, rotate(subtract(p, m.center), turn));
        expect(arcOf({ ...m, facing: m.facing + turn }, turned)).toBe(arcOf(m, p));
      }),
    );
  });

  it('a base whose centre is in an arc is in that arc', () => {
    fc.assert(
      fc.property(
        model,
        point,
        radius,
        degrees,
        fc.double({ noNaN: true, min: 0, max: 400 }),
        (m, p, r, offset, width) => {
          fc.pre(isInArc(m, p, offset, width));
          expect(isBaseInArc(m, { center: p, radius: r }, offset, width)).toBe(true);
        },
      ),
    );
  });
});
