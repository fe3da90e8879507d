import { legalCommands, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { CommandOfType, XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import {
  addToTally,
  areMingled,
  d3FromD6,
  effectiveTally,
  mingledUnits,
  resolveShootingAttack,
  rollAoeHits,
  rollToHit,
  targetWeapon,
} from '../../../../src/rulesets/xenocide/rules/shooting';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aFeature,
  aPosition,
  aUnit,
  gameOf,
  play,
  rect,
  refused,
  scriptedDice,
  unitOf,
} from '../../../support/xenocide';

const wall = aFeature({ id: 'wall', polygon: rect(0, 20, 20, 1), solid: true, height: 10 });
const mortars = (at = [{ x: 10, y: 10 }], over = {}) =>
  aUnit({ id: 'red.c1.u1', profile: 'generic/mortar-team', at, ...over });
const target = () =>
  aUnit({
    id: 'blue.c1.u1',
    at: [
      { x: 10, y: 40 },
      { x: 12, y: 40 },
    ],
  });
const mortarTargeting = (state: ReturnType<typeof aPosition>) =>
  targetWeapon(state, unitOf(state, 'red.c1.u1'), unitOf(state, 'blue.c1.u1'), 'Mortar');

describe('XEN-AOE area of effect, artillery and mingled units', () => {
  it('XEN-AOE-01 each AOE hit becomes X d3 hits, summed', () => {
    const hits = rollAoeHits(scriptedDice([3, 6]).dice, { x: 2, hits: 1, splashes: 0, cap: 10 });
    expect(hits).toEqual([{ kind: 'hit', d6: [3, 6], rolled: 5, hits: 5 }]);
  });

  it('XEN-AOE-02 a d3 is a d6 halved rounding up', () => {
    expect([1, 2, 3, 4, 5, 6].map(d3FromD6)).toEqual([1, 1, 2, 2, 3, 3]);
  });

  it('XEN-AOE-03 one AOE hit cannot score more hits than the unit has models', () => {
    const hits = rollAoeHits(scriptedDice([6, 6]).dice, { x: 2, hits: 1, splashes: 0, cap: 2 });
    expect(hits[0]).toMatchObject({ rolled: 6, hits: 2 });
  });

  it('XEN-AOE-04 an AOE shot missing by exactly 1 splashes X hits (Accuracy 1-5, never on the reroll ladder)', () => {
    const roll = rollToHit(scriptedDice([4, 5, 3]).dice, { shots: 3, accuracy: 3, aoe: true });
    expect(roll.dice.map((d) => [d.hit, d.splash])).toEqual([
      [false, true],
      [false, false],
      [true, false],
    ]);
    expect(rollAoeHits(scriptedDice([]).dice, { x: 3, hits: 0, splashes: 1, cap: 2 })).toEqual([
      { kind: 'splash', d6: [], rolled: 3, hits: 2 },
    ]);
    expect(rollToHit(scriptedDice([2]).dice, { shots: 1, accuracy: 0, aoe: true }).splashes).toBe(0);
  });

  it('XEN-AOE-05 artillery may fire indirectly at a target none of its models sees, but needs range', () => {
    const friend = aUnit({ id: 'red.c2.u1', at: [{ x: 10, y: 30 }] });
    const state = aPosition({ units: [mortars(), friend, target()], terrain: [wall] });
    expect(mortarTargeting(state).firing.map((f) => f.mode)).toEqual(['indirect']);
    const far = aPosition({
      units: [mortars([{ x: 10, y: 2 }]), friend, aUnit({ id: 'blue.c1.u1', at: [{ x: 10, y: 46 }] })],
      terrain: [wall],
    });
    expect(mortarTargeting(far).refusal?.code).toBe('out-of-range');
  });

  it('XEN-AOE-06 artillery that sees its target has Accuracy 3', () => {
    const state = aPosition({ units: [mortars(), target()] });
    expect(mortarTargeting(state).firing).toMatchObject([{ accuracy: 3, mode: 'direct' }]);
  });

  it('XEN-AOE-07 indirect artillery has Accuracy 2 when another model of its unit or a friendly recon model sees the target', () => {
    const pair = mortars([
      { x: 10, y: 10 },
      { x: 32, y: 10 },
    ]);
    const s1 = aPosition({ units: [pair, target()], terrain: [wall] });
    expect(mortarTargeting(s1).firing.map((f) => [f.mode, f.accuracy])).toEqual([
      ['indirect-spotted', 2],
      ['direct', 3],
    ]);
    const recon = aUnit({ id: 'red.c2.u1', profile: 'generic/recon-infantry', at: [{ x: 45, y: 5 }] });
    const s2 = aPosition({ units: [mortars(), recon, target()], terrain: [wall] });
    expect(mortarTargeting(s2).firing.map((f) => f.accuracy)).toEqual([2]);
  });

  it('XEN-AOE-08 other indirect artillery has Accuracy 1 and needs a friendly model that sees the target within 24"', () => {
    const near = aUnit({ id: 'red.c2.u1', at: [{ x: 10, y: 30 }] });
    const s1 = aPosition({ units: [mortars(), near, target()], terrain: [wall] });
    expect(mortarTargeting(s1).firing.map((f) => f.accuracy)).toEqual([1]);
    const distant = aUnit({ id: 'red.c2.u1', at: [{ x: 45, y: 5 }] });
    const s2 = aPosition({ units: [mortars(), distant, target()], terrain: [wall] });
    expect(mortarTargeting(s2).refusal?.code).toBe('line-of-sight');
  });

  it('XEN-AOE-09 artillery Accuracy is modified by the highest target Aspect and −1 when suppressed', () => {
    const state = aPosition({ units: [mortars([{ x: 10, y: 10 }], { suppression: 2 }), target()] });
    const result = resolveShootingAttack(state, scriptedDice([3, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Mortar' }],
    });
    // Direct 3 + Aspect 0 − 1 = 2: a 3 misses by 1 and splashes one hit (1d3 weapon).
    expect(result.volleys[0]?.groups[0]?.roll).toMatchObject({ accuracy: 2, hits: 0, splashes: 1 });
  });

  it('XEN-AOE-10 suppressed artillery may not fire indirectly', () => {
    const near = aUnit({ id: 'red.c2.u1', at: [{ x: 10, y: 30 }] });
    const state = aPosition({
      units: [mortars([{ x: 10, y: 10 }], { suppression: 1 }), near, target()],
      terrain: [wall],
    });
    expect(mortarTargeting(state).refusal?.message).toMatch(/XEN-AOE-10/);
  });

  it('XEN-AOE-10 in play: the Shooting prompt of a suppressed mortar section that could only fire indirectly names the rule; its shot is refused', () => {
    const near = aUnit({ id: 'red.c2.u1', at: [{ x: 10, y: 30 }] });
    const behindWall = (suppression: number) =>
      gameOf(
        aPosition({ units: [mortars([{ x: 10, y: 10 }], { suppression }), near, target()], terrain: [wall] }),
      );
    const shot: CommandOfType<'shoot'> = {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Mortar' }],
    };
    const steady = behindWall(0);
    expect(steady.pending[0]?.rules).not.toContain('XEN-AOE-10');
    expect(play(withScriptedDice(steady, [6, 6, 6]), shot).events.some((e) => e.type === 'shots-fired')).toBe(
      true,
    );
    const shaken = behindWall(1);
    expect(shaken.pending[0]).toMatchObject({
      kind: 'shooting',
      message: expect.stringMatching(/XEN-AOE-10/),
    });
    expect(shaken.pending[0]?.rules).toContain('XEN-AOE-10');
    const error = refused(shaken, shot);
    expect(error).toMatchObject({ code: 'line-of-sight', rule: 'XEN-AOE-10' });
    expect(error.message).toMatch(
      /suppressed: its artillery may fire only at a target it sees \(XEN-AOE-10\)/,
    );
    // A suppressed section that sees its target fires directly: suppression withholds nothing.
    const inSight = gameOf(aPosition({ units: [mortars([{ x: 10, y: 10 }], { suppression: 1 }), target()] }));
    expect(inSight.pending[0]?.rules).not.toContain('XEN-AOE-10');
  });

  const triangle = () =>
    aUnit({
      id: 'blue.c1.u1',
      at: [
        { x: 10, y: 30 },
        { x: 14, y: 30 },
        { x: 12, y: 34 },
      ],
    });
  const square = () =>
    aUnit({
      id: 'blue.c1.u2',
      at: [
        { x: 6, y: 26 },
        { x: 18, y: 26 },
        { x: 18, y: 38 },
        { x: 6, y: 38 },
      ],
    });
  const pair = () =>
    aUnit({
      id: 'blue.c1.u3',
      at: [
        { x: 12, y: 31 },
        { x: 30, y: 30 },
      ],
    });
  const rifles = () => aUnit({ id: 'red.c1.u1', models: [{ at: { x: 12, y: 10 } }] });

  it('XEN-AOE-11 units are mingled when a model of one stands inside the convex hull of the other', () => {
    const state = aPosition({ units: [rifles(), triangle(), square(), pair()] });
    expect(areMingled(state, unitOf(state, 'blue.c1.u1'), unitOf(state, 'blue.c1.u2'))).toBe(true);
    expect(areMingled(state, unitOf(state, 'blue.c1.u1'), unitOf(state, 'blue.c1.u3'))).toBe(true);
    expect(areMingled(state, unitOf(state, 'blue.c1.u1'), unitOf(state, 'red.c1.u1'))).toBe(false);
    expect(mingledUnits(state, unitOf(state, 'blue.c1.u1')).map((u) => u.id)).toEqual([
      'blue.c1.u2',
      'blue.c1.u3',
    ]);
  });

  it('XEN-AOE-12 misses at a mingled unit are rerolled against the next largest mingled unit, cascading', () => {
    const state = aPosition({ units: [rifles(), triangle(), square(), pair()] });
    const t = scriptedDice([1, 5, 6, 6, 2, 3, 6, 6, 6]);
    const result = resolveShootingAttack(state, t.dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    expect(t.rolls('to-hit')).toEqual([[1, 5, 6], [6, 2], [3]]);
    expect(result.rerolls.map((r) => [r.unit, r.group.shots, r.group.roll.hits])).toEqual([
      ['blue.c1.u2', 2, 1],
      ['blue.c1.u3', 1, 1],
    ]);
    expect(result.outcomes.map((o) => [o.unit, o.removed.length])).toEqual([
      ['blue.c1.u1', 1],
      ['blue.c1.u2', 1],
      ['blue.c1.u3', 1],
    ]);
  });

  it('XEN-AOE-13 each mingled unit tests with the fire on the whole group summed', () => {
    const state = aPosition({ units: [rifles(), triangle(), square(), pair()] });
    const result = resolveShootingAttack(state, scriptedDice([1, 5, 6, 6, 2, 3, 6, 6, 6]).dice, {
      shooter: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    });
    const tally = addToTally([], result.tally);
    expect(tally.map((e) => [e.unit, e.shots, e.casualties])).toEqual([
      ['blue.c1.u1', 3, 1],
      ['blue.c1.u2', 2, 1],
      ['blue.c1.u3', 1, 1],
    ]);
    expect(effectiveTally(tally, 'blue.c1.u2')).toMatchObject({
      shots: 6,
      casualties: 1,
      firingUnits: ['red.c1.u1'],
    });
  });

  it('XEN-AOE-13 in play: after the phase each mingled unit tests on the fire at its group, and its test names the rule', () => {
    const shoot: CommandOfType<'shoot'> = {
      type: 'shoot',
      player: 'red',
      unit: 'red.c1.u1',
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Rifles' }],
    };
    /** Shoots, lets blue take its casualties (the first legal answer), ends the phase: the suppression tests. */
    const testsAfter = (position: XenocideState, dice: readonly number[]) => {
      let { state, events } = play(gameOf(position, dice), shoot);
      while (state.pending[0]?.player === 'blue') {
        const next = play(state, legalCommands(state, 'blue')[0] as XenocideCommand);
        state = next.state;
        events = [...events, ...next.events];
      }
      events = [...events, ...play(state, { type: 'end-phase', player: 'red' }).events];
      return events.filter((e) => e.type === 'suppression-tested') as unknown as {
        unit: string;
        rules: string[];
      }[];
    };
    // To hit 1, 5, 6 at the target; the two misses rerolled 6, 2 at the square; its miss 3 at the pair;
    // failed saves 6, 6, 6; then each unit's suppression test: 6 + 6 passes.
    const tests = testsAfter(
      aPosition({ units: [rifles(), triangle(), square(), pair()] }),
      [1, 5, 6, 6, 2, 3, 6, 6, 6, 6, 6, 6, 6, 6, 6],
    );
    // Alone the square took 2 shots at 4 models: the group's 6 shots make it test, as they do the others.
    expect(tests.map((t) => t.unit)).toEqual(['blue.c1.u1', 'blue.c1.u2', 'blue.c1.u3']);
    for (const test of tests) expect(test.rules).toContain('XEN-AOE-13');
    // Fire on a unit mingled with none names no such sum.
    const alone = testsAfter(aPosition({ units: [rifles(), triangle()] }), [1, 6, 6, 6, 6, 6]);
    expect(alone.map((t) => t.unit)).toEqual(['blue.c1.u1']);
    expect(alone[0]?.rules).not.toContain('XEN-AOE-13');
  });
});
