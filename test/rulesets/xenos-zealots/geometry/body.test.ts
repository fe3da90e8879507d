import { describe, expect, it } from 'vitest';
import {
  bodiesOverlap,
  bodyDistance,
  bodyPolygon,
  bodyPolygonDistance,
  bodySeparation,
  closestPointOnBody,
  inBaseContact,
  pointBodyDistance,
  type RectBody,
} from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { base, hull } from './fixtures';

describe('R38 footprints', () => {
  it('a 4"×2" hull facing 90° lies along x: corners at x 8…12, y 9…11', () => {
    const points = bodyPolygon(hull(10, 10, 4, 2, 90) as RectBody).points;
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    expect(Math.min(...xs)).toBeCloseTo(8);
    expect(Math.max(...xs)).toBeCloseTo(12);
    expect(Math.min(...ys)).toBeCloseTo(9);
    expect(Math.max(...ys)).toBeCloseTo(11);
  });

  it('two 1" bases 3" apart centre to centre are 2" apart edge to edge', () => {
    expect(bodyDistance(base(0, 0), base(3, 0))).toBeCloseTo(2);
  });

  it('a 1" base 5" ahead of a 4"×2" hull is 2.5" from its front edge', () => {
    expect(bodyDistance(hull(0, 0, 4, 2), base(0, 5))).toBeCloseTo(2.5);
  });

  it('a base off a hull corner measures to the corner: (3, 4) from corner (1, 2) is √8 − 0.5', () => {
    expect(bodyDistance(hull(0, 0, 4, 2), base(3, 4))).toBeCloseTo(Math.sqrt(8) - 0.5);
  });

  it('two hulls side by side, 1" between their flanks', () => {
    expect(bodyDistance(hull(0, 0, 4, 2), hull(3, 0, 4, 2))).toBeCloseTo(1);
  });

  it('a hull turned 45° measures corner to flank: its corner at x = 6 − √2 is 1.586" short of a flank at x = 6', () => {
    const rotated = hull(0, 0, 2, 2, 45);
    expect(bodyDistance(rotated, hull(7, 0, 4, 2))).toBeCloseTo(6 - Math.SQRT2);
  });

  it('overlapping footprints are 0 apart', () => {
    expect(bodyDistance(hull(0, 0, 4, 2), hull(1, 1, 4, 2, 30))).toBe(0);
    expect(bodyDistance(base(0, 0), base(0.5, 0))).toBe(0);
  });

  it('the distance from a point to a hull is 0 inside and to the nearest edge outside', () => {
    expect(pointBodyDistance({ x: 0.5, y: 1 }, hull(0, 0, 4, 2))).toBe(0);
    expect(pointBodyDistance({ x: 4, y: 0 }, hull(0, 0, 4, 2))).toBeCloseTo(3);
    expect(pointBodyDistance({ x: 0, y: 3 }, base(0, 0, 2))).toBeCloseTo(2);
  });
});

describe('R38 base contact and overlap (0.01")', () => {
  it('bases exactly touching are in contact and do not overlap', () => {
    expect(inBaseContact(base(0, 0), base(1, 0))).toBe(true);
    expect(bodiesOverlap(base(0, 0), base(1, 0))).toBe(false);
  });

  it('a 0.01" gap is still contact; 0.02" is not', () => {
    expect(inBaseContact(base(0, 0), base(1.01, 0))).toBe(true);
    expect(inBaseContact(base(0, 0), base(1.02, 0))).toBe(false);
  });

  it('an overlap of 0.005" is tolerated, 0.05" is not', () => {
    expect(bodiesOverlap(base(0, 0), base(0.995, 0))).toBe(false);
    expect(bodiesOverlap(base(0, 0), base(0.95, 0))).toBe(true);
  });

  it('a base pressed 0.1" into a hull flank overlaps it; one touching it does not', () => {
    expect(bodiesOverlap(hull(0, 0, 4, 2), base(1.4, 0))).toBe(true);
    expect(bodiesOverlap(hull(0, 0, 4, 2), base(1.5, 0))).toBe(false);
    expect(inBaseContact(hull(0, 0, 4, 2), base(1.5, 0))).toBe(true);
  });

  it('two hulls nose to tail touch; pushed 0.5" together they overlap by 0.5"', () => {
    expect(inBaseContact(hull(0, 0, 4, 2), hull(0, 4, 4, 2))).toBe(true);
    expect(bodiesOverlap(hull(0, 0, 4, 2), hull(0, 4, 4, 2))).toBe(false);
    expect(bodiesOverlap(hull(0, 0, 4, 2), hull(0, 3.5, 4, 2))).toBe(true);
  });
});

describe('R38 closest point of a footprint', () => {
  it('on a 2" base toward (5, 0) is its rim at (1, 0)', () => {
    const p = closestPointOnBody(base(0, 0, 2), { x: 5, y: 0 });
    expect(p.x).toBeCloseTo(1);
    expect(p.y).toBeCloseTo(0);
  });

  it('on a 4"×2" hull toward (5, 5) is its front-right corner (1, 2)', () => {
    const p = closestPointOnBody(hull(0, 0, 4, 2), { x: 5, y: 5 });
    expect(p.x).toBeCloseTo(1);
    expect(p.y).toBeCloseTo(2);
  });

  it('on a hull facing 90° toward (0, 5) is the middle of its left flank (0, 1)', () => {
    const p = closestPointOnBody(hull(0, 0, 4, 2, 90), { x: 0, y: 5 });
    expect(p.x).toBeCloseTo(0);
    expect(p.y).toBeCloseTo(1);
  });

  it('a point inside the footprint is its own closest point', () => {
    expect(closestPointOnBody(hull(0, 0, 4, 2), { x: 0.3, y: -1 })).toEqual({ x: 0.3, y: -1 });
  });
});

describe('R38 footprint to terrain polygon', () => {
  const square = {
    points: [
      { x: 10, y: 0 },
      { x: 14, y: 0 },
      { x: 14, y: 4 },
      { x: 10, y: 4 },
    ],
  };

  it('a hull 2" short of a building measures 2"; inside it measures 0', () => {
    expect(bodyPolygonDistance(hull(7, 2, 2, 2, 90), square)).toBeCloseTo(2);
    expect(bodyPolygonDistance(hull(12, 2, 1, 1), square)).toBe(0);
  });

  it('a building wholly inside a hull footprint measures 0', () => {
    const small = {
      points: [
        { x: 0, y: 0 },
        { x: 0.2, y: 0 },
        { x: 0.2, y: 0.2 },
      ],
    };
    expect(bodyPolygonDistance(hull(0, 0, 4, 2), small)).toBe(0);
  });
});

describe('R38 hull against hull, cross-checked', () => {
  it('the SAT distance of two turned hulls matches the edge-by-edge distance on a grid of placements', () => {
    const a = hull(0, 0, 4, 2, 20);
    for (let x = -8; x <= 8; x += 2) {
      for (let facing = 0; facing < 180; facing += 30) {
        const b = hull(x, 3, 3, 1.5, facing) as RectBody;
        const edgeWise = bodyPolygonDistance(a, bodyPolygon(b));
        expect(bodyDistance(a, b)).toBeCloseTo(edgeWise, 9);
        expect(bodyDistance(b, a)).toBeCloseTo(edgeWise, 9);
      }
    }
  });

  it('two 6"×2" hulls crossed in an X overlap by the shortest push apart: 4", then 2.5" and 0.5" as one slides off', () => {
    // Along y one spans x −1…1 and the other x −3…3: pushing them apart sideways takes 1 + 3 − offset.
    expect(bodySeparation(hull(0, 0, 6, 2, 0), hull(0, 0, 6, 2, 90))).toBeCloseTo(-4);
    expect(bodySeparation(hull(0, 0, 6, 2, 0), hull(1.5, 0, 6, 2, 90))).toBeCloseTo(-2.5);
    expect(bodySeparation(hull(0, 0, 6, 2, 0), hull(3.5, 0, 6, 2, 90))).toBeCloseTo(-0.5);
  });
});
