import { describe, expect, it } from 'vitest';
import {
  canGoOnOverwatch,
  isRefusal,
  validateShootingAttack,
  whyCannotShoot,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import {
  defaultTitanSightPoint,
  titanEyeHeight,
  titanSees,
} from '../../../../src/rulesets/xenocide/rules/titans';
import { aFeature, aPosition, aTitan, aUnit, rect, row, unitOf } from '../../../support/xenocide';

describe('XEN-TITAN shooting', () => {
  it('XEN-TITAN-14 a titan traces sight from a weapon mount or from its head, whichever its owner picks', () => {
    expect(titanEyeHeight('head')).toBe(6);
    expect(titanEyeHeight('mount')).toBe(3);
    const state = aPosition({
      units: [aTitan({ id: 'red.c1.u1', at: { x: 10, y: 10 } })],
      terrain: [aFeature({ id: 'wall', polygon: rect(7, 13, 6, 0.5), height: 4, solid: true })],
    });
    const titan = unitOf(state, 'red.c1.u1').models[0];
    if (!titan) throw new Error('no titan');
    const target = { center: { x: 10, y: 30 }, radius: 0.5 };
    expect(titanSees(state, titan, target, 'head')).toBe(true);
    expect(titanSees(state, titan, target, 'mount')).toBe(false);
    expect(defaultTitanSightPoint(state, titan, target)).toBe('head');
  });

  it('XEN-TITAN-15 titans have every shooting option of other units: directed fire and overwatch included', () => {
    const state = aPosition({
      units: [
        aTitan({ id: 'red.c1.u1', at: { x: 10, y: 10 } }),
        aUnit({ id: 'blue.c1.u1', at: row(10, 30, 3) }),
      ],
    });
    const titan = unitOf(state, 'red.c1.u1');
    expect(whyCannotShoot(state, titan, ['red.c1.u1'])).toBeUndefined();
    expect(canGoOnOverwatch(state, titan, ['red.c1.u1'])).toBe(true);
    const directed = validateShootingAttack(state, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Plasma Destructor', power: 1 }],
      directedAt: ['blue.c1.u1.m2'],
    });
    expect(isRefusal(directed)).toBe(false);
  });
});
