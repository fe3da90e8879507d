import { describe, expect, it } from 'vitest';
import {
  assignCasualties,
  buySuppressionDice,
  declareDiceSplit,
  defaultCasualties,
  defaultFleeMoves,
  flee,
  overrunAftermath,
  overrunApproach,
  overrunContact,
  startOverrun,
  tallyUnit,
  whyCannotOverrun,
} from '../../../../src/rulesets/xenocide/rules/assault';
import type { Order } from '../../../../src/rulesets/xenocide/state';
import { aFeature, aPosition, aUnit, Fight, rect, unitOf } from '../../../support/xenocide';

const tanks = (y: number, order: Order = 'move-and-fire') =>
  aUnit({
    id: 'red.c1.u1',
    profile: 'test/tank',
    order,
    at: [
      { x: 10, y },
      { x: 13, y },
    ],
  });
const troopers = () =>
  aUnit({
    id: 'blue.c1.u1',
    at: [
      { x: 11, y: 20 },
      { x: 12.5, y: 20 },
    ],
  });
const plan = {
  unit: 'red.c1.u1',
  target: 'blue.c1.u1',
  paths: [
    { model: 'red.c1.u1.m1', path: [{ x: 10, y: 30 }] },
    { model: 'red.c1.u1.m2', path: [{ x: 13, y: 30 }] },
  ],
};
const overrun = () =>
  startOverrun({
    id: 'ovr',
    attacker: 'red',
    defender: 'blue',
    unit: 'red.c1.u1',
    target: 'blue.c1.u1',
    approach: { x: 0, y: 1 },
  });

/** The round fought at contact: red tanks 3.5" short of the blue troopers. */
function round(suppression: number[], order: Order = 'move-and-fire') {
  const state = aPosition({ units: [tanks(16.5, order), troopers()] });
  const fight = new Fight(state, overrun(), [
    ...[1, 1, 1], // red's 3 attack dice (4 less 1/3)
    ...[1], // blue's infantry defence die
    ...[1, 1, 1, 1], // blue's 4 attack dice
    ...suppression,
  ]).settle();
  fight.do((s, a) => declareDiceSplit(s, a, 'blue', []));
  if (fight.waiting === 'split:red') fight.do((s, a) => declareDiceSplit(s, a, 'red', []));
  for (const player of ['red', 'blue'] as const) {
    if (fight.waiting === `suppression-die:${player}`)
      fight.do((s, a, d) => buySuppressionDice(s, a, d, player, []));
  }
  return fight;
}

describe('XEN-OVR overrunning', () => {
  it('XEN-OVR-01 every model must move through the enemy zone of control and end more than 4" from the enemy', () => {
    const state = aPosition({ units: [tanks(10), troopers()] });
    expect(whyCannotOverrun(state, 'red', plan)).toBeUndefined();
    const short = { ...plan, paths: [plan.paths[0]!, { model: 'red.c1.u1.m2', path: [{ x: 13, y: 23 }] }] };
    const refusal = whyCannotOverrun(state, 'red', short);
    expect(refusal).toMatchObject({ code: 'zone-of-control' });
    expect(refusal?.message).toContain('XEN-OVR-01');
    expect(whyCannotOverrun(state, 'red', { ...plan, paths: [plan.paths[0]!] })?.message).toContain(
      'every model',
    );
    const around = {
      ...plan,
      paths: plan.paths.map((p) => ({ ...p, path: [{ x: 30, y: 10 }] })),
    };
    expect(whyCannotOverrun(state, 'red', around)?.message).toContain('zone of control (XEN-OVR-01)');
    expect(whyCannotOverrun(state, 'blue', plan)?.code).toBe('unknown-entity');
  });

  it('XEN-OVR-02 an overrun is refused when any model would need a difficult or dangerous terrain test (R7)', () => {
    const wood = aFeature({ id: 'wood', kind: 'forest', polygon: rect(8, 24, 8, 3) });
    const wooded = { ...wood, movement: { ...wood.movement, Tracked: 'difficult' as const } };
    const state = aPosition({ units: [tanks(10), troopers()], terrain: [wooded] });
    const refusal = whyCannotOverrun(state, 'red', plan);
    expect(refusal?.message).toContain('XEN-OVR-02');
    expect(refusal?.message).toContain('R7');
  });

  it('XEN-OVR-03 the overrun is one close-assault round with the moving player as attacker and every model engaged', () => {
    const state = aPosition({ units: [tanks(10), troopers()] });
    // m2 enters first: 5.5" centre to centre from (12.5, 20) at y = 20 − √30.
    const contact = overrunContact(state, plan).map((p) => p.path.at(-1));
    expect(contact.map((p) => p?.x)).toEqual([10, 13]);
    for (const p of contact) expect(p?.y).toBeCloseTo(20 - Math.sqrt(30), 6);
    expect(overrunApproach(state, plan)).toEqual({ x: 0, y: 1 });
    const far = aPosition({ units: [tanks(2), troopers()] });
    expect(tallyUnit(far, overrun(), unitOf(far, 'red.c1.u1')).engaged).toEqual([
      'red.c1.u1.m1',
      'red.c1.u1.m2',
    ]);
    const fight = round([3, 3, 3, 3]);
    expect(fight.assault.attacker).toBe('red');
    expect(fight.dice.rolls('close-assault-attack')).toEqual([
      [1, 1, 1],
      [1, 1, 1, 1],
    ]);
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'overrun-completed' });
    expect(fight.dice.left()).toBe(0);
  });

  it('XEN-OVR-04 the overrunning unit loses 1/3 of its dice unless it is on Assault orders', () => {
    expect(round([3, 3, 3, 3]).assault.pools[0]).toMatchObject({ caa: 4, disadvantageLoss: 1, dice: 3 });
    const state = aPosition({ units: [tanks(16.5, 'assault'), troopers()] });
    expect(tallyUnit(state, overrun(), unitOf(state, 'red.c1.u1'))).toMatchObject({
      disadvantageLoss: 0,
      dice: 4,
    });
  });

  it('XEN-OVR-05 an overrunning unit without a suppression marker completes its move past the enemy', () => {
    const fight = round([3, 3, 3, 3]);
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'overrun-completed' });
    expect(overrunAftermath(true, 'first-movement', 'move-and-fire').completesMove).toBe(true);
  });

  it('XEN-OVR-06 an overrunning unit that gains a marker fails and flees back the way it came', () => {
    const fight = round([1, 1, 3, 3]);
    expect(unitOf(fight.state, 'red.c1.u1').suppression).toBe(1);
    expect(fight.waiting).toBe('flee:red');
    fight.do((s, a, d) => flee(s, a, d, 'red', defaultFleeMoves(s, a, 'red')));
    expect(unitOf(fight.state, 'red.c1.u1').models.map((m) => [m.x, m.y])).toEqual([
      [10, 8.5],
      [13, 8.5],
    ]);
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'overrun-failed' });
    expect(overrunAftermath(false, 'first-movement', 'move-and-fire')).toEqual({
      completesMove: false,
      mayShoot: false,
      mayAssault: false,
    });
  });

  it('XEN-OVR-07 models whose transport was destroyed in the overrun and are left in the enemy zone of control are destroyed', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', profile: 'test/apc', order: 'assault', at: [{ x: 10, y: 17 }] }),
        aUnit({
          id: 'red.c1.u2',
          models: [
            { at: { x: 10, y: 17 }, embarkedIn: 'red.c1.u1.m1' },
            { at: { x: 10, y: 17 }, embarkedIn: 'red.c1.u1.m1' },
          ],
        }),
        aUnit({
          id: 'blue.c1.u1',
          at: [
            { x: 10, y: 19.5 },
            { x: 11.5, y: 19.5 },
            { x: 13, y: 19.5 },
          ],
        }),
      ],
    });
    const fight = new Fight(state, overrun(), [
      ...[1], // the APC's attack die
      ...[1, 1], // blue's infantry defence dice
      ...[5, 1, 1, 1, 1, 1], // blue's attack dice: a 5 kills the APC
      ...[1, 1], // each passenger survives the wreck (XEN-TRANS-15)
    ]).settle();
    fight.do((s, a) => declareDiceSplit(s, a, 'blue', []));
    expect(fight.waiting).toBe('casualties:red');
    fight.do((s, a, d) => assignCasualties(s, a, d, 'red', defaultCasualties(s, a)));
    expect(fight.assault.lostTransports).toEqual([
      { transport: 'red.c1.u1.m1', passengers: ['red.c1.u2.m1', 'red.c1.u2.m2'] },
    ]);
    expect(unitOf(fight.state, 'red.c1.u2').status).toBe('eliminated');
    const causes = fight.events
      .filter((e) => e.type === 'model-removed')
      .map((e) => (e as { cause: string }).cause);
    expect(causes).toEqual(['destroyed', 'overrun-stranded', 'overrun-stranded']);
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'overrun-failed' });
  });

  it('XEN-OVR-08 a unit that overran successfully in the First Movement phase may still shoot', () => {
    expect(overrunAftermath(true, 'first-movement', 'move-and-fire').mayShoot).toBe(true);
    expect(overrunAftermath(true, 'second-movement', 'fire-and-move').mayShoot).toBe(false);
  });

  it('XEN-OVR-09 a unit on Assault orders that overran successfully may go on to assault another unit', () => {
    expect(overrunAftermath(true, 'second-movement', 'assault').mayAssault).toBe(true);
    expect(overrunAftermath(true, 'second-movement', 'fire-and-move').mayAssault).toBe(false);
    expect(overrunAftermath(false, 'second-movement', 'assault').mayAssault).toBe(false);
  });

  it('XEN-OVR-10 the overrun unit tests too, and flees if suppressed while the overrunning unit is not', () => {
    const fight = round([3, 3, 1, 1]);
    expect(fight.assault.tests.map((t) => [t.unit, t.test.passed])).toEqual([
      ['red.c1.u1', true],
      ['blue.c1.u1', false],
    ]);
    expect(fight.waiting).toBe('flee:blue');
    fight.do((s, a, d) => flee(s, a, d, 'blue', defaultFleeMoves(s, a, 'blue')));
    expect(unitOf(fight.state, 'blue.c1.u1').models.map((m) => m.y)).toEqual([28, 28]);
    expect(fight.assault.step).toEqual({ kind: 'ended', reason: 'overrun-completed' });
  });
});
