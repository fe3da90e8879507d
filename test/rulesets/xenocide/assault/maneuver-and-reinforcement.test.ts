import { describe, expect, it } from 'vitest';
import {
  defaultManeuver,
  maneuver,
  reinforce,
  reinforcementCandidates,
  whyBadManeuver,
  whyBadReinforcement,
} from '../../../../src/rulesets/xenocide/rules/assault';
import {
  aFeature,
  aPosition,
  assaultAt,
  aUnit,
  Fight,
  play,
  rect,
  refused,
  row,
  stagedGame,
  unitOf,
} from '../../../support/xenocide';

const red = (over = {}) => aUnit({ id: 'red.c1.u1', order: 'assault', at: row(10, 10, 3), ...over });
const blue = (over = {}) => aUnit({ id: 'blue.c1.u1', at: row(10, 13, 3), ...over });
const move = (unit: string, paths: Record<string, { x: number; y: number }>) => ({
  unit,
  models: Object.entries(paths).map(([m, to]) => ({ model: `${unit}.${m}`, path: [to] })),
});
const at = (player: 'red' | 'blue', over = {}) =>
  assaultAt(['red.c1.u1'], ['blue.c1.u1'], { step: { kind: 'maneuver', player }, ...over });

describe('XEN-CA step 1: maneuvers and reinforcements', () => {
  it('XEN-CA-05 the defender maneuvers first, each model up to 2"', () => {
    const state = aPosition({
      units: [
        red(),
        aUnit({
          id: 'blue.c1.u1',
          at: [
            { x: 10, y: 13.5 },
            { x: 11.5, y: 13.5 },
            { x: 15, y: 16 },
          ],
        }),
      ],
    });
    const assault = at('blue');
    expect(whyBadManeuver(state, assault, 'red', { moves: [] })?.message).toContain('XEN-CA-05');
    const ok = move('blue.c1.u1', { m3: { x: 14, y: 14.5 } });
    expect(whyBadManeuver(state, assault, 'blue', { moves: [ok] })).toBeUndefined();
    const far = move('blue.c1.u1', { m3: { x: 13.5, y: 13.7 } });
    const refusal = whyBadManeuver(state, assault, 'blue', { moves: [far] });
    expect(refusal).toMatchObject({ code: 'out-of-range' });
    expect(refusal?.message).toContain('allows 2"');
    const fight = new Fight(state, assault).settle();
    fight.do((s, a, d) => maneuver(s, a, d, 'blue', { moves: [ok] }));
    expect(unitOf(fight.state, 'blue.c1.u1').models[2]).toMatchObject({ x: 14, y: 14.5 });
    expect(fight.waiting).toBe('maneuver:red');
  });

  it('XEN-CA-06 a maneuvering model must end closer to an enemy model; it may not move away', () => {
    const state = aPosition({ units: [red(), blue()] });
    const away = move('blue.c1.u1', { m1: { x: 10, y: 14.5 } });
    expect(whyBadManeuver(state, at('blue'), 'blue', { moves: [away] })?.message).toContain('XEN-CA-06');
  });

  it('XEN-CA-07 attacking models may not maneuver into an edge of terrain the enemy defends', () => {
    const wood = aFeature({ id: 'wood', kind: 'forest', cover: 'light', polygon: rect(5, 12, 15, 6) });
    const state = aPosition({ units: [red({ at: row(10, 11, 3) }), blue()], terrain: [wood] });
    const into = move('red.c1.u1', { m1: { x: 8.8, y: 12.5 } });
    const refusal = whyBadManeuver(state, at('red'), 'red', { moves: [into] });
    expect(refusal?.message).toContain('XEN-CA-07');
    const open = aPosition({ units: [red({ at: row(10, 11, 3) }), blue()] });
    expect(whyBadManeuver(open, at('red'), 'red', { moves: [into] })).toBeUndefined();
  });

  it("XEN-CA-07 in play: the attacker's maneuver prompt names the defended edge; a maneuver into it is refused", () => {
    const wood = aFeature({
      id: 'wood',
      name: 'Wood',
      kind: 'forest',
      cover: 'light',
      polygon: rect(5, 12, 15, 6),
    });
    const spec = { attackers: ['red.c1.u1'], defenders: ['blue.c1.u1'], over: { step: at('red').step } };
    const game = stagedGame(
      aPosition({ units: [red({ at: row(10, 11, 3) }), blue()], terrain: [wood] }),
      spec,
    );
    expect(game.pending[0]).toMatchObject({
      player: 'red',
      kind: 'assault-maneuver',
      message: expect.stringContaining('not into Wood, whose edges the enemy defends (XEN-CA-07)'),
    });
    expect(game.pending[0]?.rules).toContain('XEN-CA-07');
    const into = move('red.c1.u1', { m1: { x: 8.8, y: 12.5 } });
    const error = refused(game, { type: 'assault-maneuver', player: 'red', moves: [into] });
    expect(error.message).toContain(
      'attacking maneuvers may not enter an edge or building the enemy defends (XEN-CA-07)',
    );
    // Staying out of the wood is accepted: the round goes on to the splits.
    expect(play(game, { type: 'assault-maneuver', player: 'red', moves: [] }).state.pending[0]?.kind).toBe(
      'assault-split',
    );
    // On open ground nothing is defended; the defender's own maneuver prompt never names the rule.
    const open = stagedGame(aPosition({ units: [red({ at: row(10, 11, 3) }), blue()] }), spec);
    expect(open.pending[0]?.rules ?? []).not.toContain('XEN-CA-07');
    const defending = stagedGame(
      aPosition({ units: [red({ at: row(10, 11, 3) }), blue()], terrain: [wood] }),
      {
        ...spec,
        over: { step: at('blue').step },
      },
    );
    expect(defending.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-maneuver' });
    expect(defending.pending[0]?.rules ?? []).not.toContain('XEN-CA-07');
  });

  it('XEN-CA-08 a unit that maneuvers within 4" of another enemy unit draws it in, and it may reply', () => {
    const state = aPosition({ units: [red(), blue(), aUnit({ id: 'blue.c1.u2', at: [{ x: 19, y: 10 }] })] });
    const fight = new Fight(state, at('red')).settle();
    fight.do((s, a, d) =>
      maneuver(s, a, d, 'red', { moves: [move('red.c1.u1', { m3: { x: 14.6, y: 11 } })] }),
    );
    expect(fight.assault.participants.map((p) => [p.unit, p.side, p.joinedBy])).toEqual([
      ['red.c1.u1', 'attacker', 'start'],
      ['blue.c1.u1', 'defender', 'start'],
      ['blue.c1.u2', 'defender', 'drawn-in'],
    ]);
    expect(fight.assault.step).toEqual({ kind: 'maneuver', player: 'blue', units: ['blue.c1.u2'] });
    const reply = move('blue.c1.u1', { m1: { x: 10, y: 12 } });
    expect(whyBadManeuver(fight.state, fight.assault, 'blue', { moves: [reply] })?.message).toContain(
      'may not maneuver now',
    );
  });

  it('XEN-CA-05 a suppressed unit may not maneuver closer (R12), so its maneuver is skipped', () => {
    const state = aPosition({
      units: [
        red({ suppression: 1 }),
        aUnit({
          id: 'blue.c1.u1',
          at: [
            { x: 10, y: 13 },
            { x: 15, y: 16 },
          ],
        }),
      ],
    });
    const closer = move('red.c1.u1', { m3: { x: 12, y: 11.5 } });
    expect(whyBadManeuver(state, at('red'), 'red', { moves: [closer] })?.message).toContain('XEN-SUP-03');
    const fight = new Fight(state, at('red')).settle();
    expect(fight.waiting).toBe('split:blue');
  });

  it('XEN-CA-05 the bot moves models not yet within 4" of an enemy up to 2" toward the nearest one', () => {
    const state = aPosition({
      units: [
        red(),
        aUnit({
          id: 'blue.c1.u1',
          at: [
            { x: 10, y: 13 },
            { x: 11.5, y: 13 },
            { x: 13, y: 19 },
          ],
        }),
      ],
    });
    const choice = defaultManeuver(state, at('blue'));
    expect(choice.moves).toHaveLength(1);
    expect(choice.moves[0]?.models.map((m) => m.model)).toEqual(['blue.c1.u1.m3']);
    expect(whyBadManeuver(state, at('blue'), 'blue', choice)).toBeUndefined();
  });

  it('XEN-CA-05 from round 2, passengers of a transport in the assault may get out within 4" of it in step 1 (XEN-TRANS-09)', () => {
    const state = aPosition({
      units: [
        aUnit({ id: 'red.c1.u1', profile: 'test/apc', order: 'assault', at: [{ x: 10, y: 10 }] }),
        aUnit({
          id: 'red.c1.u2',
          models: [
            { at: { x: 10, y: 10 }, embarkedIn: 'red.c1.u1.m1' },
            { at: { x: 10, y: 10 }, embarkedIn: 'red.c1.u1.m1' },
          ],
        }),
        blue(),
      ],
    });
    const out = [
      { model: 'red.c1.u2.m1', at: { x: 9, y: 12 } },
      { model: 'red.c1.u2.m2', at: { x: 11, y: 12 } },
    ];
    const round1 = at('red');
    expect(whyBadManeuver(state, round1, 'red', { moves: [], disembark: out })?.message).toContain(
      'XEN-TRANS-09',
    );
    const round2 = { ...round1, round: 2 };
    const far = [{ model: 'red.c1.u2.m1', at: { x: 10, y: 16 } }];
    expect(whyBadManeuver(state, round2, 'red', { moves: [], disembark: far })?.message).toContain(
      'within 4"',
    );
    const fight = new Fight(state, round2).settle();
    expect(fight.waiting).toBe('maneuver:red');
    fight.do((s, a, d) => maneuver(s, a, d, 'red', { moves: [], disembark: out }));
    expect(unitOf(fight.state, 'red.c1.u2').models.map((m) => [m.x, m.y, m.embarkedIn])).toEqual([
      [9, 12, undefined],
      [11, 12, undefined],
    ]);
    expect(fight.assault.participants.at(-1)).toMatchObject({
      unit: 'red.c1.u2',
      side: 'attacker',
      joinedBy: 'disembarked',
    });
  });

  describe('reinforcements', () => {
    const reserve = () =>
      aUnit({
        id: 'blue.c1.u2',
        order: 'assault',
        at: [
          { x: 20, y: 18 },
          { x: 21.5, y: 18 },
        ],
      });
    const inMove = move('blue.c1.u2', { m1: { x: 15.5, y: 12.5 }, m2: { x: 17, y: 12.5 } });
    const round2 = () =>
      assaultAt(['red.c1.u1'], ['blue.c1.u1'], { round: 2, step: { kind: 'reinforce', player: 'blue' } });

    it('XEN-CA-09 from round 2, the defender then the attacker may pay 1 CP per unit to move a unit up to 8" into the assault (XEN-CP-12)', () => {
      const state = aPosition({ units: [red(), blue(), reserve()] });
      const assault = round2();
      expect(reinforcementCandidates(state, assault, 'blue')).toEqual(['blue.c1.u2']);
      expect(whyBadReinforcement(state, assault, 'blue', [inMove])).toBeUndefined();
      const fight = new Fight(state, assault).settle();
      expect(fight.waiting).toBe('reinforce:blue');
      fight.do((s, a, d) => reinforce(s, a, d, 'blue', [inMove]));
      expect(fight.state.sides[1].cp).toBe(2);
      expect(fight.events).toContainEqual({
        type: 'cp-spent',
        player: 'blue',
        cp: 1,
        use: 'reinforce-assault',
        left: 2,
        rules: ['XEN-CP-12', 'XEN-CA-09'],
      });
      expect(fight.assault.participants.at(-1)).toMatchObject({
        unit: 'blue.c1.u2',
        side: 'defender',
        joinedBy: 'reinforcement',
      });
      expect(fight.waiting).toBe('maneuver:blue');
    });

    it('XEN-CA-09 a reinforcement must be unsuppressed, within 8", move towards the assault and end within 4" of it', () => {
      const suppressed = aPosition({ units: [red(), blue(), aUnit({ ...reserveSpec(), suppression: 1 })] });
      expect(whyBadReinforcement(suppressed, round2(), 'blue', [inMove])?.message).toContain('suppressed');
      const far = aPosition({
        units: [red(), blue(), aUnit({ id: 'blue.c1.u2', order: 'assault', at: [{ x: 30, y: 30 }] })],
      });
      expect(
        whyBadReinforcement(far, round2(), 'blue', [move('blue.c1.u2', { m1: { x: 25, y: 25 } })])?.message,
      ).toContain('within 8"');
      const state = aPosition({ units: [red(), blue(), reserve()] });
      const short = move('blue.c1.u2', { m1: { x: 19, y: 16 }, m2: { x: 20.5, y: 16 } });
      expect(whyBadReinforcement(state, round2(), 'blue', [short])?.message).toContain('within 4"');
      const round1 = { ...round2(), round: 1, step: { kind: 'maneuver', player: 'blue' } as const };
      expect(whyBadReinforcement(state, round1, 'blue', [inMove])?.message).toContain('XEN-CA-09');
    });

    it("XEN-CA-09 the move is capped by the unit's own movement allowance (R62)", () => {
      const slow = aPosition({
        units: [
          red(),
          blue(),
          aUnit({
            id: 'blue.c1.u2',
            order: 'fire-and-move',
            at: [
              { x: 20, y: 18 },
              { x: 21.5, y: 18 },
            ],
          }),
        ],
      });
      expect(whyBadReinforcement(slow, round2(), 'blue', [inMove])?.message).toContain('allows 4"');
    });

    it('XEN-CA-09 each reinforcing unit costs 1 CP (XEN-CP-12)', () => {
      const base = aPosition({ units: [red(), blue(), reserve()] });
      const broke = { ...base, sides: [base.sides[0], { ...base.sides[1], cp: 0 }] as const };
      const refusal = whyBadReinforcement(broke, round2(), 'blue', [inMove]);
      expect(refusal).toMatchObject({ code: 'insufficient-resources' });
      expect(refusal?.message).toContain('XEN-CP-12');
    });

    it('XEN-CA-10 a reinforcing unit keeps its activation: its activity is not touched', () => {
      const state = aPosition({ units: [red(), blue(), reserve()] });
      const fight = new Fight(state, round2()).settle();
      fight.do((s, a, d) => reinforce(s, a, d, 'blue', [inMove]));
      expect(unitOf(fight.state, 'blue.c1.u2').activity).toEqual(unitOf(state, 'blue.c1.u2').activity);
      expect(unitOf(fight.state, 'blue.c1.u2').models[0]).toMatchObject({ x: 15.5, y: 12.5 });
    });
  });
});

function reserveSpec() {
  return {
    id: 'blue.c1.u2',
    order: 'assault' as const,
    at: [
      { x: 20, y: 18 },
      { x: 21.5, y: 18 },
    ],
  };
}
