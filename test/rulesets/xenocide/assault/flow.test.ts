import { describe, expect, it } from 'vitest';
import {
  decideRetreat,
  declareDiceSplit,
  defaultRetreat,
  findCloseAssaults,
  followUp,
  maneuver,
  startCloseAssault,
  whyBadAssaultOrder,
  whyBadDiceSplit,
} from '../../../../src/rulesets/xenocide/rules/assault';
import { aPosition, aUnit, Fight, row } from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', at: row(10, 10, 3), order: 'assault', ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3), ...over });
const assault = () =>
  startCloseAssault({
    id: 'ca-1',
    attacker: 'red',
    defender: 'blue',
    attackers: ['red.c1.u1'],
    defenders: ['blue.c1.u1'],
    approach: { x: 0, y: 1 },
  });

describe('XEN-CA close-assault sequence', () => {
  it('XEN-CA-01 opposing units within 4" after a move form a close assault; units farther away do not', () => {
    const state = aPosition({
      units: [red(), blue(), aUnit({ id: 'blue.c1.u2', at: row(40, 30, 3) })],
    });
    expect(findCloseAssaults(state, 'red', ['red.c1.u1'])).toEqual([
      { attackers: ['red.c1.u1'], defenders: ['blue.c1.u1'] },
    ]);
    const apart = aPosition({ units: [red(), aUnit({ id: 'blue.c1.u1', at: row(10, 18, 3) })] });
    expect(findCloseAssaults(apart, 'red', ['red.c1.u1'])).toEqual([]);
  });

  it('XEN-CA-01 units linked through opposing units within 4" form one assault; high units take no part', () => {
    const state = aPosition({
      units: [
        red(),
        blue(),
        aUnit({ id: 'red.c1.u2', at: row(10, 16, 2) }),
        aUnit({ id: 'blue.c1.u2', at: row(10, 7, 2), high: true }),
      ],
    });
    expect(findCloseAssaults(state, 'red', ['red.c1.u1'])).toEqual([
      { attackers: ['red.c1.u1', 'red.c1.u2'], defenders: ['blue.c1.u1'] },
    ]);
  });

  it('XEN-CA-02 the player whose units advanced is the attacker, the other the defender', () => {
    const state = aPosition({ units: [red(), blue()] });
    const [group] = findCloseAssaults(state, 'blue', ['blue.c1.u1']);
    expect(group).toEqual({ attackers: ['blue.c1.u1'], defenders: ['red.c1.u1'] });
    const started = assault();
    expect([started.attacker, started.defender]).toEqual(['red', 'blue']);
    expect(started.participants.map((p) => [p.unit, p.side])).toEqual([
      ['red.c1.u1', 'attacker'],
      ['blue.c1.u1', 'defender'],
    ]);
  });

  it('XEN-CA-04 a round runs maneuver, tally, attacks and casualties both ways, suppression, flee, then step 9', () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assault(), [
      ...[1, 1, 1, 1, 1, 1], // red's 6 attack dice: all miss (CAD 4)
      ...[1, 1], // blue's 2 infantry defence dice
      ...[1, 1, 1, 1, 1, 1], // blue's 6 attack dice
      ...[1, 1], // red's 2 infantry defence dice
      ...[3, 3], // red's suppression test (target 3): passes
      ...[3, 3], // blue's: passes
    ]).settle();
    const seen: string[] = [fight.waiting];
    fight.do((s, a, d) => maneuver(s, a, d, 'blue', { moves: [] }));
    seen.push(fight.waiting);
    fight.do((s, a, d) => maneuver(s, a, d, 'red', { moves: [] }));
    seen.push(fight.waiting);
    fight.do((s, a) => declareDiceSplit(s, a, 'blue', []));
    seen.push(fight.waiting);
    fight.do((s, a) => declareDiceSplit(s, a, 'red', []));
    seen.push(fight.waiting);
    expect(seen).toEqual(['maneuver:blue', 'maneuver:red', 'split:blue', 'split:red', 'retreat:red']);
    expect(fight.dice.rolls('close-assault-attack')).toEqual([
      [1, 1, 1, 1, 1, 1],
      [1, 1, 1, 1, 1, 1],
    ]);
    expect(fight.dice.rolls('close-assault-suppression')).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect(fight.assault.strikes.map((s) => s.side)).toEqual(['attacker', 'defender']);
    expect(fight.dice.left()).toBe(0);
  });

  it('XEN-CA-04 when neither side retreats a second round starts at step 1', () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assault(), [
      ...[1, 1, 1, 1, 1, 1, 1, 1],
      ...[1, 1, 1, 1, 1, 1, 1, 1],
      ...[3, 3, 3, 3],
    ]).settle();
    fight
      .do((s, a, d) => maneuver(s, a, d, 'blue', { moves: [] }))
      .do((s, a, d) => maneuver(s, a, d, 'red', { moves: [] }))
      .do((s, a) => declareDiceSplit(s, a, 'blue', []))
      .do((s, a) => declareDiceSplit(s, a, 'red', []))
      .do((s, a, d) => decideRetreat(s, a, d, 'red', defaultRetreat(s, a, 'red')))
      .do((s, a, d) => decideRetreat(s, a, d, 'blue', { retreat: false }));
    expect(fight.assault.round).toBe(2);
    expect(fight.assault.strikes).toEqual([]);
    // No unit could reinforce (XEN-CA-09), so step 1 goes straight to the defender's maneuver.
    expect(fight.waiting).toBe('maneuver:blue');
  });

  it('XEN-CA-15 the defender declares its split first, then the attacker', () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assault()).settle();
    fight
      .do((s, a, d) => maneuver(s, a, d, 'blue', { moves: [] }))
      .do((s, a, d) => maneuver(s, a, d, 'red', { moves: [] }));
    expect(fight.waiting).toBe('split:blue');
    expect(whyBadDiceSplit(fight.state, fight.assault, 'red', [])?.message).toContain('XEN-CA-15');
    expect(whyBadDiceSplit(fight.state, fight.assault, 'blue', [])).toBeUndefined();
  });

  it('XEN-CA-38 several assaults are resolved one at a time in the order the attacker lists', () => {
    expect(whyBadAssaultOrder(3, [2, 0, 1])).toBeUndefined();
    expect(whyBadAssaultOrder(3, [0, 0, 1])?.message).toContain('XEN-CA-38');
    expect(whyBadAssaultOrder(2, [0])?.message).toContain('XEN-CA-38');
  });

  it('XEN-CA-04 once no opposing units are within 4" the winners follow up and the assault ends', () => {
    const after = new Fight(aPosition({ units: [red()] }), {
      ...assault(),
      step: { kind: 'follow-up', player: 'red' },
    }).settle();
    after.do((s, a, d) => followUp(s, a, d, 'red', []));
    expect(after.assault.step).toEqual({ kind: 'ended', reason: 'no-contact' });
  });
});
