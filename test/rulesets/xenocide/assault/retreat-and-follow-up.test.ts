import { describe, expect, it } from 'vitest';
import {
  decideRetreat,
  defaultFleeMove,
  defaultRetreat,
  followUp,
  whyBadFollowUp,
  whyBadRetreat,
} from '../../../../src/rulesets/xenocide/rules/assault';
import { aPosition, assaultAt, aUnit, Fight, row, unitOf } from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3), ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3), ...over });
const approach = { x: 0, y: 1 };
const shift = (unit: string, xs: number[], y: number) => ({
  unit,
  models: xs.map((x, i) => ({ model: `${unit}.m${i + 1}`, path: [{ x, y }] })),
});

describe('XEN-CA steps 9 and 10: retreats and follow-up moves', () => {
  it('XEN-CA-36 with opposing units still within 4", the attacker may retreat by the flee rules without a marker', () => {
    const state = aPosition({ units: [red(), blue()] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { approach, step: { kind: 'contact' } }),
    ).settle();
    expect(fight.waiting).toBe('retreat:red');
    expect(defaultRetreat(fight.state, fight.assault, 'red')).toEqual({ retreat: false });
    const back = defaultFleeMove(fight.state, fight.assault, 'red.c1.u1');
    fight.do((s, a, d) => decideRetreat(s, a, d, 'red', { retreat: true, moves: [back] }));
    expect(unitOf(fight.state, 'red.c1.u1')).toMatchObject({ suppression: 0 });
    expect(unitOf(fight.state, 'red.c1.u1').models.map((m) => m.y)).toEqual([2, 2, 2]);
    expect(fight.assault.participants[0]?.status).toBe('retreated');
    // Red left the assault, so only blue may follow up.
    expect(fight.waiting).toBe('follow-up:blue');
  });

  it('XEN-CA-36 if the attacker stays the defender may retreat; if neither does, another round begins', () => {
    const state = aPosition({ units: [red(), blue()] });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { approach, step: { kind: 'contact' } }),
    ).settle();
    fight.do((s, a, d) => decideRetreat(s, a, d, 'red', { retreat: false }));
    expect(fight.waiting).toBe('retreat:blue');
    expect(whyBadRetreat(fight.state, fight.assault, 'red', { retreat: false })?.message).toContain(
      'XEN-CA-36',
    );
    const missing = whyBadRetreat(fight.state, fight.assault, 'blue', { retreat: true, moves: [] });
    expect(missing?.message).toContain('every unit');
    const toward = whyBadRetreat(fight.state, fight.assault, 'blue', {
      retreat: true,
      moves: [shift('blue.c1.u1', [10, 11.5, 13], 11.5)],
    });
    expect(toward?.message).toContain('R48');
    fight.do((s, a, d) => decideRetreat(s, a, d, 'blue', { retreat: false }));
    expect(fight.assault.round).toBe(2);
  });

  it('XEN-CA-36 a side whose every unit is suppressed retreats by default', () => {
    const state = aPosition({ units: [red(), blue({ suppression: 1 })] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1'], {
      approach,
      step: { kind: 'retreat', player: 'blue' },
    });
    const decision = defaultRetreat(state, assault, 'blue');
    expect(decision.retreat).toBe(true);
    expect(whyBadRetreat(state, assault, 'blue', decision)).toBeUndefined();
  });

  it('XEN-CA-37 once no enemy is within 4", the attacker then the defender may move up to 4", not within 4" of an enemy', () => {
    const state = aPosition({
      units: [red({ dugIn: true }), aUnit({ id: 'blue.c1.u1', at: row(10, 18, 3) })],
    });
    const fight = new Fight(
      state,
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'contact' } }),
    ).settle();
    expect(fight.waiting).toBe('follow-up:red');
    const tooFar = shift('red.c1.u1', [10, 11.5, 13], 14.5);
    expect(whyBadFollowUp(fight.state, fight.assault, 'red', [tooFar])?.message).toContain('allows 4"');
    const close = shift('red.c1.u1', [10, 11.5, 13], 14);
    const zone = whyBadFollowUp(fight.state, fight.assault, 'red', [close]);
    expect(zone).toMatchObject({ code: 'zone-of-control' });
    expect(zone?.message).toContain('XEN-CA-37');
    const jump = { ...shift('red.c1.u1', [10, 11.5, 13], 12), mode: 'jump' as const };
    expect(whyBadFollowUp(fight.state, fight.assault, 'red', [jump])?.message).toContain('XEN-CA-37');
    const ok = shift('red.c1.u1', [10, 11.5, 13], 12.5);
    expect(whyBadFollowUp(fight.state, fight.assault, 'red', [ok])).toBeUndefined();
    fight.do((s, a, d) => followUp(s, a, d, 'red', [ok]));
    expect(unitOf(fight.state, 'red.c1.u1')).toMatchObject({ dugIn: false });
    expect(unitOf(fight.state, 'red.c1.u1').models.map((m) => m.y)).toEqual([12.5, 12.5, 12.5]);
    expect(fight.waiting).toBe('follow-up:blue');
    fight.do((s, a, d) => followUp(s, a, d, 'blue', []));
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'no-contact' });
  });
});
