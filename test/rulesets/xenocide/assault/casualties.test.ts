import { describe, expect, it } from 'vitest';
import {
  assignCasualties,
  type CasualtyAssignment,
  defaultCasualties,
  defaultKills,
  type Victim,
  whyBadCasualtyAssignment,
  whyBadKills,
} from '../../../../src/rulesets/xenocide/rules/assault';
import {
  aFeature,
  aPosition,
  assaultAt,
  aUnit,
  Fight,
  rect,
  row,
  splitBoth,
  unitOf,
} from '../../../support/xenocide';

const victim = (model: string, face: number, count = 1, vp = 10): Victim => ({
  model,
  unit: 'blue.c1.u1',
  cad: count > 1 ? ('6'.repeat(count) as '66') : (face as 4),
  face,
  count,
  printed: count > 1 ? ('6'.repeat(count) as '66') : (face as 4),
  vp,
});
const red = (over = {}) => aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3), ...over });

/** Red (3 troopers, 6 dice) strikes blue; returns the fight waiting for blue's casualties. */
function struck(
  blueModels: { profile?: string }[],
  attack: number[],
  defence: number[] = [1, 1],
  extra: number[] = [],
) {
  const blue = aUnit({
    id: 'blue.c1.u1',
    models: blueModels.map((m, i) => ({ at: { x: 10 + 1.5 * i, y: 13 }, ...m })),
  });
  const fight = new Fight(aPosition({ units: [red(), blue] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
    ...attack,
    ...defence,
    ...extra,
  ]).settle();
  return splitBoth(fight);
}
const kills = (list: { model: string; dice: number[] }[]): CasualtyAssignment => [
  { unit: 'blue.c1.u1', kills: list },
];
const m = (n: number) => `blue.c1.u1.m${n}`;

describe('XEN-CA steps 4 and 6: assigning casualties', () => {
  it('XEN-CA-24 the defender assigns dice lowest first, each killing a model whose CAD is at most the die', () => {
    const victims = [victim('a', 4), victim('b', 5)];
    expect(whyBadKills([4, 5], victims, [{ model: 'b', dice: [1] }])).toContain('every die that can kill');
    expect(
      whyBadKills([4, 5], victims, [
        { model: 'a', dice: [1] },
        { model: 'b', dice: [0] },
      ]),
    ).toContain('CAD 5');
    expect(
      whyBadKills([4, 5], victims, [
        { model: 'a', dice: [0] },
        { model: 'b', dice: [1] },
      ]),
    ).toBeUndefined();
    const three = [victim('a', 4), victim('b', 4), victim('c', 5)];
    expect(
      whyBadKills([4, 6], three, [
        { model: 'a', dice: [1] },
        { model: 'c', dice: [0] },
      ]),
    ).toBeDefined();
    expect(
      whyBadKills([4, 6], three, [
        { model: 'b', dice: [0] },
        { model: 'a', dice: [1] },
      ]),
    ).toBeUndefined();
    expect(
      whyBadKills([5, 6], three, [
        { model: 'c', dice: [0] },
        { model: 'a', dice: [1] },
      ]),
    ).toBeUndefined();
    expect(whyBadKills([4, 5], victims, [{ model: 'a', dice: [1] }])).toContain('lowest first');
  });

  it('XEN-CA-24 the defender chooses which models die; the choice is carried out', () => {
    const fight = struck([{}, {}, { profile: 'test/power' }], [4, 5, 1, 1, 1, 1], [1, 1, 1]);
    expect(fight.waiting).toBe('casualties:blue');
    expect(
      whyBadCasualtyAssignment(fight.state, fight.assault, 'blue', kills([{ model: m(3), dice: [1] }]))
        ?.message,
    ).toMatch(/XEN-CA-24/);
    fight.step((s, a, d) =>
      assignCasualties(
        s,
        a,
        d,
        'blue',
        kills([
          { model: m(2), dice: [0] },
          { model: m(3), dice: [1] },
        ]),
      ),
    );
    expect(unitOf(fight.state, 'blue.c1.u1').models.map((x) => x.removed)).toEqual([false, true, true]);
    expect(
      fight.events.filter((e) => e.type === 'model-removed').map((e) => (e as { model: string }).model),
    ).toEqual([m(2), m(3)]);
  });

  it('XEN-CA-25 a die that no remaining model can take is lost', () => {
    expect(defaultKills([4, 4, 4], [victim('a', 4), victim('b', 4)])).toEqual([
      { model: 'a', dice: [0] },
      { model: 'b', dice: [1] },
    ]);
    expect(
      whyBadKills([4, 4], [victim('a', 4), victim('b', 5)], [{ model: 'a', dice: [0] }]),
    ).toBeUndefined();
    const fight = struck([{}, { profile: 'test/power' }], [4, 4, 4, 1, 1, 1], [1, 1]);
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', kills([{ model: m(1), dice: [0] }])));
    expect(fight.assault.strikes[0]?.targets[0]?.lost).toEqual([4, 4]);
  });

  it('XEN-CA-26 6s kill CAD 66 models in pairs and 666 in triplets, and may not be spread to avoid kills', () => {
    const brutes = [victim('x', 6, 2, 40), victim('y', 6, 2, 40)];
    expect(whyBadKills([6, 6, 6], brutes, [{ model: 'x', dice: [0] }])).toContain('needs 2 sixes');
    expect(whyBadKills([6, 6, 6], brutes, [])).toContain('XEN-CA-26');
    expect(whyBadKills([6, 6, 6], brutes, [{ model: 'x', dice: [0, 2] }])).toBeUndefined();
    expect(whyBadKills([6, 6, 6], [victim('o', 6, 3)], [{ model: 'o', dice: [0, 1, 2] }])).toBeUndefined();
    expect(whyBadKills([6, 6, 5], [victim('o', 6, 3)], [])).toBeUndefined();
  });

  it('XEN-CA-26 6s may go to lower CADs until too few are left for a pair', () => {
    const mixed = [victim('brute', 6, 2, 40), victim('a', 4), victim('b', 4)];
    expect(
      whyBadKills([6, 6, 6], mixed, [
        { model: 'a', dice: [0] },
        { model: 'b', dice: [1] },
      ]),
    ).toBeUndefined();
    expect(
      whyBadKills([6, 6, 6], mixed, [
        { model: 'brute', dice: [0, 1] },
        { model: 'a', dice: [2] },
      ]),
    ).toBeUndefined();
    expect(
      whyBadKills([6, 6, 6, 6], mixed, [
        { model: 'a', dice: [0] },
        { model: 'b', dice: [1] },
      ]),
    ).toContain('XEN-CA-26');
    expect(defaultKills([6, 6, 6], mixed)).toEqual([
      { model: 'a', dice: [0] },
      { model: 'b', dice: [1] },
    ]);
  });

  it("XEN-CA-27 killed models are removed and counted, weighted, for the round's suppression tests", () => {
    const fight = struck([{ profile: 'test/brute' }, {}], [6, 6, 4, 1, 1, 1], [1]);
    const choice = defaultCasualties(fight.state, fight.assault);
    expect(choice).toEqual(
      kills([
        { model: m(2), dice: [0] },
        { model: m(1), dice: [1, 2] },
      ]),
    );
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', choice));
    expect(fight.assault.casualties).toEqual([{ unit: 'blue.c1.u1', weighted: 3, models: [m(2), m(1)] }]);
    expect(unitOf(fight.state, 'blue.c1.u1').status).toBe('eliminated');
  });

  it("XEN-CA-29 in step 6 the attacker assigns the defender's successful dice to its own models", () => {
    const blue = aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3) });
    const fight = splitBoth(
      new Fight(aPosition({ units: [red(), blue] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
        ...[1, 1, 1, 1, 1, 1],
        ...[1, 1],
        ...[5, 1, 1, 1, 1, 1],
        ...[1, 1],
      ]).settle(),
    );
    expect(fight.waiting).toBe('casualties:red');
    const wrong = whyBadCasualtyAssignment(fight.state, fight.assault, 'blue', []);
    expect(wrong?.message).toContain('XEN-CA-29');
    fight.step((s, a, d) =>
      assignCasualties(s, a, d, 'red', [
        { unit: 'red.c1.u1', kills: [{ model: 'red.c1.u1.m3', dice: [0] }] },
      ]),
    );
    expect(unitOf(fight.state, 'red.c1.u1').models.map((x) => x.removed)).toEqual([false, false, true]);
  });

  it('XEN-CA-39 a kill on a model with Shield X is cancelled on d6 ≤ X and its die is spent', () => {
    const fight = struck(
      [{ profile: 'test/shield' }, { profile: 'test/shield' }],
      [5, 1, 1, 1, 1, 1],
      [1],
      [3],
    );
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', kills([{ model: m(1), dice: [0] }])));
    expect(fight.dice.rolls('close-assault-shield')).toEqual([[3]]);
    expect(fight.assault.strikes[0]?.targets[0]?.kills).toEqual([
      { model: m(1), dice: [5], blocked: { by: 'shield', roll: 3 }, removed: false },
    ]);
    expect(unitOf(fight.state, 'blue.c1.u1').models.every((x) => !x.removed)).toBe(true);
  });

  it('XEN-CA-39 when a shield saves, dice left that can still kill are assigned again', () => {
    const fight = struck([{ profile: 'test/shield' }], [5, 5, 1, 1, 1, 1], [1], [2, 6]);
    // One model, two successful dice: the first kill is saved, so the second die must be assigned again.
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', kills([{ model: m(1), dice: [0] }])));
    expect(fight.waiting).toBe('casualties:blue');
    expect(fight.assault.strikes[0]?.targets[0]?.pending).toEqual([5]);
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', defaultCasualties(s, a)));
    expect(fight.dice.rolls('close-assault-shield')).toEqual([[2], [6]]);
    expect(unitOf(fight.state, 'blue.c1.u1').models[0]?.removed).toBe(true);
  });

  it('XEN-CA-03 close assaults use no armor or cover saves', () => {
    const bunker = aFeature({ id: 'ruin', cover: 'hard', polygon: rect(5, 12, 12, 3) });
    const blue = aUnit({
      id: 'blue.c1.u1',
      profile: 'test/tank',
      at: [
        { x: 10, y: 13.5 },
        { x: 13, y: 13.5 },
      ],
    });
    const fight = splitBoth(
      new Fight(
        aPosition({ units: [red(), blue], terrain: [bunker] }),
        assaultAt(['red.c1.u1'], ['blue.c1.u1']),
        [5, 6, 1, 1, 1, 1],
      ).settle(),
    );
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', defaultCasualties(s, a)));
    expect(unitOf(fight.state, 'blue.c1.u1').status).toBe('eliminated');
    const purposes = new Set(fight.dice.events.map((e) => e.purpose));
    expect([...purposes]).toEqual(['close-assault-attack']);
  });

  it('XEN-CA-26 a CAD 6666 model needs four 6s', () => {
    const titan = [victim('t', 6, 4, 250)];
    expect(whyBadKills([6, 6, 6], titan, [])).toBeUndefined();
    expect(whyBadKills([6, 6, 6, 6], titan, [])).toContain('XEN-CA-26');
    expect(whyBadKills([6, 6, 6, 6], titan, [{ model: 't', dice: [0, 1, 2, 3] }])).toBeUndefined();
  });

  it("XEN-CA-39 a titan's deflector blocks a CA hit on d6 ≤ 4 and loses a layer; unblocked hits take a core level (XEN-TITAN-27, XEN-TITAN-28)", () => {
    const titan = aUnit({
      id: 'blue.c1.u1',
      models: [{ at: { x: 11.5, y: 14 }, profile: 'generic/strider-titan', layers: 1 }],
    });
    const fight = splitBoth(
      new Fight(aPosition({ units: [red(), titan] }), assaultAt(['red.c1.u1'], ['blue.c1.u1']), [
        ...[6, 6, 6, 6, 1, 1],
        ...[3],
      ]).settle(),
    );
    const choice = defaultCasualties(fight.state, fight.assault);
    expect(choice).toEqual(
      kills([
        { model: m(1), dice: [0, 1] },
        { model: m(1), dice: [2, 3] },
      ]),
    );
    fight.step((s, a, d) => assignCasualties(s, a, d, 'blue', choice));
    expect(fight.dice.rolls('close-assault-deflector')).toEqual([[3]]);
    expect(unitOf(fight.state, 'blue.c1.u1').models[0]?.titan).toMatchObject({ core: 3, layers: 0 });
    expect(fight.assault.casualties).toEqual([{ unit: 'blue.c1.u1', weighted: 1, models: [] }]);
  });
});
