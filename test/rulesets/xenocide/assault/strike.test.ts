import { describe, expect, it } from 'vitest';
import {
  cancelAttacks,
  defaultCancellation,
  effectiveCad,
  strike,
  victimsOf,
  whyBadAttackAllocation,
  whyBadCancellation,
} from '../../../../src/rulesets/xenocide/rules/assault';
import {
  aFeature,
  aPosition,
  assaultAt,
  atStrike,
  aUnit,
  Fight,
  rect,
  row,
  splitBoth,
} from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3), ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3), ...over });

describe('XEN-CA steps 3 and 5: attacks, CAD and defence dice', () => {
  it('XEN-CA-19 attack dice go only to defending units with a model within 4"; all of them must be sent', () => {
    const state = aPosition({
      units: [
        red(),
        blue(),
        aUnit({
          id: 'blue.c1.u2',
          at: [
            { x: 18.5, y: 10 },
            { x: 20, y: 10 },
          ],
        }),
      ],
    });
    const at = atStrike(state, ['red.c1.u1'], ['blue.c1.u1', 'blue.c1.u2']);
    expect(at.pools.find((p) => p.unit === 'red.c1.u1')?.reach).toEqual(['blue.c1.u1']);
    const send = (target: string, dice: number) =>
      whyBadAttackAllocation(state, at, 'red', [{ unit: 'red.c1.u1', target, dice }]);
    expect(send('blue.c1.u2', 6)).toMatchObject({ code: 'out-of-range' });
    expect(send('blue.c1.u2', 6)?.message).toContain('XEN-CA-19');
    expect(send('blue.c1.u1', 4)?.message).toContain('must send all of them');
    expect(send('blue.c1.u1', 6)).toBeUndefined();
  });

  it('XEN-CA-19 the attacker splits its dice between every defending unit it reaches and rolls them', () => {
    const state = aPosition({
      units: [
        red(),
        blue(),
        aUnit({
          id: 'blue.c1.u2',
          at: [
            { x: 17.5, y: 10 },
            { x: 19, y: 10 },
          ],
        }),
      ],
    });
    const fight = splitBoth(
      new Fight(
        state,
        assaultAt(['red.c1.u1'], ['blue.c1.u1', 'blue.c1.u2']),
        [4, 4, 4, 4, 1, 1, 1, 1, 1],
      ).settle(),
    );
    expect(fight.waiting).toBe('strike:red');
    fight.do((s, a, d) =>
      strike(s, a, d, 'red', [
        { unit: 'red.c1.u1', target: 'blue.c1.u1', dice: 4 },
        { unit: 'red.c1.u1', target: 'blue.c1.u2', dice: 2 },
      ]),
    );
    expect(fight.dice.rolls('close-assault-attack')).toEqual([
      [4, 4, 4, 4],
      [1, 1],
    ]);
    expect(fight.dice.rolls('close-assault-defence')).toEqual([[1, 1], [1]]);
  });

  it('XEN-CA-19 anti-armour dice only attack units with no Infantry models', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', profile: 'test/hunter', order: 'assault', at: row(10, 10, 2) }),
        blue(),
      ],
    });
    const at = atStrike(state, ['red.c1.u1'], ['blue.c1.u1']);
    const refusal = whyBadAttackAllocation(state, at, 'red', [
      { unit: 'red.c1.u1', target: 'blue.c1.u1', dice: 2, antiArmor: 4 },
    ]);
    expect(refusal?.message).toContain('Anti-armour dice may only attack units with no Infantry');
  });

  it("XEN-CA-20 an attack die kills a model when it rolls at least the model's CAD", () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
      ...[4, 3, 6, 1, 5, 2],
      ...[1, 1],
    ]).settle();
    splitBoth(fight);
    const target = fight.assault.strikes[0]?.targets[0];
    expect(target).toMatchObject({ lowestFace: 4, attack: [4, 5, 6], pending: [4, 5, 6] });
    expect(fight.waiting).toBe('casualties:blue');
  });

  it("XEN-CA-18 a suppressed unit's CAD is one lower: 4 → 3, 66 → 6", () => {
    expect(effectiveCad(4, { suppressed: true, defended: false })).toBe(3);
    expect(effectiveCad('66', { suppressed: true, defended: false })).toBe(6);
    expect(effectiveCad('666', { suppressed: true, defended: false })).toBe('66');
    expect(effectiveCad(1, { suppressed: true, defended: false })).toBe(1);
    const state = aPosition({ units: [red(), blue({ suppression: 1 })] });
    expect(
      victimsOf(state, assaultAt(['red.c1.u1'], ['blue.c1.u1']), 'blue.c1.u1').map((v) => v.face),
    ).toEqual([3, 3, 3]);
  });

  it('XEN-CA-21 dug-in defenders get +1 CAD to a maximum of 6; suppressed and dug in uses the printed CAD', () => {
    expect(effectiveCad(4, { suppressed: false, defended: true })).toBe(5);
    expect(effectiveCad(6, { suppressed: false, defended: true })).toBe(6);
    expect(effectiveCad('66', { suppressed: false, defended: true })).toBe('66');
    expect(effectiveCad(4, { suppressed: true, defended: true })).toBe(4);
    const state = aPosition({ units: [red({ dugIn: true }), blue({ dugIn: true })] });
    const assault = assaultAt(['red.c1.u1'], ['blue.c1.u1']);
    expect(victimsOf(state, assault, 'blue.c1.u1').map((v) => v.cad)).toEqual([5, 5, 5]);
    // Only defenders benefit: the attacking unit moved in to begin the assault.
    expect(victimsOf(state, assault, 'red.c1.u1').map((v) => v.cad)).toEqual([4, 4, 4]);
  });

  it('XEN-CA-21 defenders in fortified cover or a building count as dug in', () => {
    const fort = aFeature({ id: 'bunker', cover: 'fortified', polygon: rect(9, 12, 2, 2) });
    const house = aFeature({ id: 'house', kind: 'building', cover: 'hard', polygon: rect(11, 12, 1, 2) });
    const state = aPosition({ units: [red(), blue()], terrain: [fort, house] });
    expect(
      victimsOf(state, assaultAt(['red.c1.u1'], ['blue.c1.u1']), 'blue.c1.u1').map((v) => v.cad),
    ).toEqual([5, 5, 4]);
  });

  it('XEN-CA-22 each defence die may cancel one attack die of equal or lower value', () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
      ...[4, 5, 6, 6, 1, 1],
      ...[5, 4],
    ]).settle();
    splitBoth(fight);
    expect(fight.waiting).toBe('cancel:blue');
    const target = fight.assault.strikes[0]?.targets[0];
    expect(target).toMatchObject({ attack: [4, 5, 6, 6], defence: [4, 5] });
    const high = whyBadCancellation(fight.state, fight.assault, 'blue', [
      { unit: 'blue.c1.u1', pairs: [{ defence: 0, attack: 1 }] },
    ]);
    expect(high?.message).toContain('A defence 4 cannot cancel an attack 5');
    expect(high?.message).toContain('XEN-CA-22');
    expect(defaultCancellation(fight.assault)).toEqual([
      {
        unit: 'blue.c1.u1',
        pairs: [
          { defence: 1, attack: 1 },
          { defence: 0, attack: 0 },
        ],
      },
    ]);
    fight.do((s, a) =>
      cancelAttacks(s, a, 'blue', [{ unit: 'blue.c1.u1', pairs: [{ defence: 1, attack: 0 }] }]),
    );
    expect(fight.assault.strikes[0]?.targets[0]?.pending).toEqual([5, 6, 6]);
  });

  it('XEN-CA-23 attack and defence dice below the lowest CAD of the target unit are discarded', () => {
    const fight = new Fight(
      aPosition({ units: [red(), blue({ dugIn: true })] }),
      assaultAt(['red.c1.u1'], ['blue.c1.u1']),
      [...[4, 4, 5, 2, 6, 1], ...[4, 6]],
    ).settle();
    splitBoth(fight);
    const target = fight.assault.strikes[0]?.targets[0];
    expect(target).toMatchObject({ lowestFace: 5, attack: [5, 6], defence: [6], defenceRolled: [4, 6] });
  });

  it('XEN-CA-28 in step 5 the defender attacks and the attacker rolls defence dice', () => {
    const fight = new Fight(aPosition({ units: [red(), blue()] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
      ...[1, 1, 1, 1, 1, 1],
      ...[1, 1],
      ...[6, 1, 1, 1, 1, 1],
      ...[2, 3],
    ]).settle();
    splitBoth(fight);
    expect(fight.waiting).toBe('casualties:red');
    expect(fight.assault.strikes.map((s) => [s.side, s.targets.map((t) => t.unit)])).toEqual([
      ['attacker', ['blue.c1.u1']],
      ['defender', ['red.c1.u1']],
    ]);
    expect(fight.assault.strikes[1]?.targets[0]).toMatchObject({ defenceRolled: [2, 3], pending: [6] });
  });
});
