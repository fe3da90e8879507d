import { describe, expect, it } from 'vitest';
import { attackSummary, resolveShootingAttack } from '../../../../src/rulesets/xenocide/rules/shooting';
import { aPosition, aTrooper, aUnit, aWeapon, scriptedDice } from '../../../support/xenocide';

const launcher = aTrooper({
  weapons: [aWeapon({ name: 'Launcher', shots: 1, accuracy: 6, specials: { aoe: 1 } })],
});
const profiles = { 'test/launcher': launcher };

describe('open transports under fire', () => {
  it('XEN-TRANS-20 each AOE hit on an open transport also hits its riders, who save with cover 2 and armor', () => {
    const track = aUnit({ id: 'blue.c1.u1', profile: 'generic/half-track', at: [{ x: 10, y: 30 }] });
    const riders = aUnit({
      id: 'blue.c1.u2',
      models: [{ at: { x: 10, y: 30 }, embarkedIn: 'blue.c1.u1.m1' }],
    });
    const shooter = aUnit({ id: 'red.c1.u1', profile: 'test/launcher', at: [{ x: 10, y: 10 }] }, profiles);
    const state = aPosition({ units: [shooter, track, riders], profiles });
    // Hit (1), 1d3 from a 1 = 1 hit on the half-track (armor 3: 6 fails), 1 hit on the rider (cover 2: 3 fails; armor 2: 6 fails).
    const t = scriptedDice([1, 1, 6, 3, 6]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Launcher' }],
    });
    expect(t.events.map((e) => e.purpose)).toEqual([
      'to-hit',
      'aoe-hits',
      'armor-save',
      'cover-save',
      'armor-save',
    ]);
    expect(result.outcomes.map((o) => [o.unit, o.removed])).toEqual([
      ['blue.c1.u1', ['blue.c1.u1.m1']],
      ['blue.c1.u2', ['blue.c1.u2.m1']],
    ]);
    expect(attackSummary(result)).toMatchObject({ shots: 1, accuracies: [6], hits: 2, unsaved: 2, lost: 0 });
  });
});
