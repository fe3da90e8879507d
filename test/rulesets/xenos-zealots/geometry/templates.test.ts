import { describe, expect, it } from 'vitest';
import {
  blastHits,
  polygonHits,
  teardropPolygon,
} from '../../../../src/rulesets/xenos-zealots/rules/geometry';
import { base, hull } from './fixtures';

describe('R14 / XZ-SHOOT-15 Blast templates', () => {
  const center = { x: 10, y: 10 };

  it('a 3" blast catches exactly the models it touches', () => {
    const models = [
      { id: 'under', body: base(10, 10) },
      { id: 'touching', body: base(12, 10) }, // rim 1.5" from the centre: exactly on the template's edge
      { id: 'just-clear', body: base(12.05, 10) },
      { id: 'far', body: base(20, 10) },
      { id: 'tank-near', body: hull(12.2, 12, 4, 2) }, // centre 2.97" away, but its corner (11.2, 10) is 1.2"
      { id: 'tank-clear', body: hull(13, 13, 4, 2) }, // its nearest corner (12, 11) is 2.24" away
    ];
    expect(blastHits(center, 3, models)).toEqual(['under', 'touching', 'tank-near']);
  });

  it('a 5" blast reaches 2.5": a base 2.9" away centre to centre is caught, one 3.1" away is not', () => {
    const models = [
      { id: 'in', body: base(10, 12.9) },
      { id: 'out', body: base(10, 13.1) },
    ];
    expect(blastHits(center, 5, models)).toEqual(['in']);
  });
});

describe('R14 / XZ-WPN-05 the tear-drop template', () => {
  it('is an 8" trapezoid from 0.5" wide at the weapon to 2" wide at the far end', () => {
    const points = teardropPolygon({ x: 10, y: 10 }, 0).points;
    const expected = [
      { x: 9.75, y: 10 },
      { x: 10.25, y: 10 },
      { x: 11, y: 18 },
      { x: 9, y: 18 },
    ];
    points.forEach((q, i) => {
      expect(q.x).toBeCloseTo(expected[i]!.x);
      expect(q.y).toBeCloseTo(expected[i]!.y);
    });
  });

  it('turns with its bearing: along 90° it runs toward +x, ending 2" wide at x = 18', () => {
    const points = teardropPolygon({ x: 10, y: 10 }, 90).points;
    expect(points[2]!.x).toBeCloseTo(18);
    expect(points[2]!.y).toBeCloseTo(9);
    expect(points[3]!.y).toBeCloseTo(11);
  });

  it('takes its size as parameters', () => {
    const points = teardropPolygon({ x: 0, y: 0 }, 0, { length: 6, near: 1, far: 3 }).points;
    expect(points[2]!.x).toBeCloseTo(1.5);
    expect(points[2]!.y).toBeCloseTo(6);
  });

  it('catches the models its shape touches: beyond the narrow end or past the flared side is clear', () => {
    const tt = teardropPolygon({ x: 10, y: 10 }, 0);
    const models = [
      { id: 'on-axis', body: base(10, 14) },
      { id: 'far-end', body: base(10, 18.4) },
      { id: 'too-far', body: base(10, 18.6) },
      // At y = 17 the template is 0.906" either side of its axis.
      { id: 'flank-in', body: base(11.3, 17) },
      { id: 'flank-out', body: base(11.6, 17) },
      { id: 'behind', body: base(10, 9) },
    ];
    expect(polygonHits(tt, models)).toEqual(['on-axis', 'far-end', 'flank-in']);
  });

  it('catches a vehicle hull lying across its path', () => {
    const tt = teardropPolygon({ x: 10, y: 10 }, 0);
    // At y = 14…16 the template reaches 0.625"…0.81" right of its axis (x = 10).
    expect(polygonHits(tt, [{ id: 'tank', body: hull(12, 15, 4, 2, 90) }])).toEqual(['tank']);
    expect(polygonHits(tt, [{ id: 'tank', body: hull(13, 15, 4, 2, 90) }])).toEqual([]);
  });
});
