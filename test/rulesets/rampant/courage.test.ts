import { describe, expect, it } from 'vitest';
import type { RmpCommandInput } from '../../../src/rulesets/rampant/commands/schema';
import type { RmpState, Stage } from '../../../src/rulesets/rampant/state';
import { army, eventsOf, feature, game, names, position, unit } from './engine-support';
import { attack, play, pool, ys } from './fight-support';

const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);
const SHOOT: RmpCommandInput = {
  type: 'order',
  player: 'red',
  unit: 'red.u1',
  action: 'shoot',
  target: 'blue.u1',
};
const NONE: RmpCommandInput = { type: 'react', player: 'blue', reaction: 'none' };

/** Sets a unit's SP and removes its last models to match. */
function setSp(s: RmpState, id: string, sp: number): void {
  const u = unit(s, id);
  u.sp = sp;
  u.models.forEach((m, i) => {
    m.alive = i < sp;
  });
}

/** Red Light Infantry (x 20–26, y 10) shoots blue.u1 (x 20–26, y 20; 9" away); blue's Commander is blue.u1 unless moved. */
function range(blue = LIGHT3, extra = {}, scenario?: Parameters<typeof position>[0]['scenario']) {
  return position({
    red: LIGHT3,
    blue,
    place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 20 }, ...extra },
    ...(scenario ? { scenario } : {}),
  });
}

/** Opens red's Rally step for its Suppressed units. */
function rallyStep(s: RmpState, units: string[]): void {
  for (const id of units) unit(s, id).suppressed = true;
  (s.activation as NonNullable<RmpState['activation']>).step = 'rally';
  s.stage = { kind: 'rally', player: 'red', units } as Stage;
}

describe('Rampant Courage (RMP-CRG, RMP-DEF-13)', () => {
  it('RMP-CRG-01 a unit hit by a Shoot tests Courage even when it lost no SP (1 hit against Armour 2)', () => {
    const r = play(game(range(), [3, 3, ...pool(1), 1, 1]), SHOOT, NONE);
    expect(eventsOf(r.events, 'sp-lost')).toMatchObject([{ unit: 'blue.u1', sp: 0, hits: 1 }]);
    const [test] = eventsOf(r.events, 'courage-test');
    // 1+1, +1 for its own Commander: 3 < 4 — failed although nothing was lost.
    expect(test).toMatchObject({ unit: 'blue.u1', dice: 2, roll: 2, score: 3, need: 4, result: 'failed' });
    expect(test?.rules).toContain('RMP-CRG-01');
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
  });

  it('RMP-CRG-01 a Shoot with no hits causes no Courage test', () => {
    const r = play(game(range(), [3, 3, ...pool(0)]), SHOOT, NONE);
    expect(eventsOf(r.events, 'courage-test')).toHaveLength(0);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(false);
  });

  it('RMP-CRG-02 a unit that lost SP in an Attack tests Courage, with −1 for each SP lost', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 4, 4]), attack('red.u1', 'blue.u1'));
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'blue.u1', roll: 8, score: 7, result: 'passed' });
    expect(test?.rules).toEqual(expect.arrayContaining(['RMP-CRG-02', 'RMP-CRG-10']));
  });

  it('RMP-CRG-03 a Rally is a Courage test: passed, the Suppressed marker goes and the unit cannot be ordered this phase', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'red.u2': { x: 40, y: 10 }, 'blue.u1': { x: 20, y: 40 } },
    });
    rallyStep(s, ['red.u1']);
    const r = play(game(s, [2, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'red.u1', dice: 2, roll: 3, score: 4, need: 4, result: 'passed' });
    expect(test?.rules).toContain('RMP-CRG-03');
    expect(unit(r.game.game, 'red.u1').suppressed).toBe(false);
    expect(r.game.game.activation?.tried).toContain('red.u1');
    expect(r.game.game.stage).toMatchObject({ kind: 'order', player: 'red' });
  });

  it('RMP-CRG-03 a Rally takes the cover, Commander and half-points modifiers; failed, the unit loses a SP and keeps its marker', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      scenario: { id: 't', name: 't', terrain: [feature('r1', 'ruins', 18, 8, 12, 4)] },
      place: { 'red.u1': { x: 20, y: 10 }, 'red.u2': { x: 40, y: 10 }, 'blue.u1': { x: 20, y: 40 } },
    });
    (s.sides.find((x) => x.player === 'red') as RmpState['sides'][number]).halfLost = true;
    rallyStep(s, ['red.u1']);
    // 1+1 +1 cover +1 Commander −1 half lost = 3 < 4.
    const r = play(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'red.u1', roll: 2, score: 3, result: 'failed' });
    expect(test?.rules).toEqual(
      expect.arrayContaining(['RMP-CRG-03', 'RMP-CRG-08', 'RMP-CRG-09', 'RMP-CRG-11']),
    );
    expect(unit(r.game.game, 'red.u1').sp).toBe(4);
    expect(unit(r.game.game, 'red.u1').suppressed).toBe(true);
    // In cover and not after an Attack: it holds its ground (RMP-RET-03).
    expect(ys(r.game, 'red.u1')).toEqual([10, 10, 10, 10]);
  });

  it("RMP-CRG-04 a unit tests Courage when it becomes its side's only unit (it Retreats to its own edge: no single cause)", () => {
    // Blue: Fighting Vehicles (u1, far off) and Militia (u2, about to die); u3 (the Commander) is out of play.
    const s = position({
      red: LIGHT3,
      blue: army(['fightingVehicles', 'militiaRabble', 'militiaRabble'], 2),
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 50, y: 30 }, 'blue.u2': { x: 20, y: 14 } },
    });
    unit(s, 'blue.u2').sp = 1;
    const r = play(game(s, [4, 4, ...pool(1), ...pool(0, 5), 1, 1]), attack('red.u1', 'blue.u2'));
    expect(unit(r.game.game, 'blue.u2').status).toBe('destroyed');
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'blue.u1', dice: 2, roll: 2, score: 2, need: 3, result: 'failed' });
    expect(test?.rules).toContain('RMP-CRG-04');
    // A vehicle Retreats its full 8", towards blue's own (north) edge.
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 8 }]);
    expect(ys(r.game, 'blue.u1')).toEqual([38]);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
  });

  it("RMP-CRG-05 when the Commander's unit is destroyed every other unit of its side tests Courage, once each", () => {
    // Blue: Militia (Commander, 1 SP), two Light Infantry: 10 points, 2 lost is under half.
    const s = position({
      red: LIGHT3,
      blue: army(['militiaRabble', 'lightInfantry', 'lightInfantry']),
      place: {
        'red.u1': { x: 20, y: 10 },
        'blue.u1': { x: 20, y: 14 },
        'blue.u2': { x: 40, y: 30 },
        'blue.u3': { x: 50, y: 30 },
      },
    });
    unit(s, 'blue.u1').sp = 1;
    const r = play(game(s, [4, 4, ...pool(1), ...pool(0, 5), 3, 2, 2, 1]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'commander-lost')).toMatchObject([{ player: 'blue' }]);
    const tests = eventsOf(r.events, 'courage-test');
    // No Commander bonus any more: u2 scores 5 (passed), u3 scores 3 (failed).
    expect(tests.map((t) => [t.unit, t.score, t.result])).toEqual([
      ['blue.u2', 5, 'passed'],
      ['blue.u3', 3, 'failed'],
    ]);
    for (const t of tests) expect(t.rules).toContain('RMP-CRG-05');
    expect(unit(r.game.game, 'blue.u3').suppressed).toBe(true);
    expect(unit(r.game.game, 'blue.u2').suppressed).toBe(false);
  });

  it("RMP-CRG-06 when half the detachment's points are removed its units test Courage (with the −1 of RMP-CRG-11)", () => {
    // Blue: Heavy Infantry (5 of 9 points, 1 SP) and two Militia; the Commander is u2.
    const s = position({
      red: LIGHT3,
      blue: army(['heavyInfantry', 'militiaRabble', 'militiaRabble'], 1),
      place: {
        'red.u1': { x: 20, y: 10 },
        'blue.u1': { x: 20, y: 14 },
        'blue.u2': { x: 40, y: 30 },
        'blue.u3': { x: 44, y: 30 },
      },
    });
    unit(s, 'blue.u1').sp = 1;
    const r = play(game(s, [4, 4, ...pool(3), ...pool(0, 5), 3, 3, 3, 2]), attack('red.u1', 'blue.u1'));
    expect(r.game.game.sides.find((x) => x.player === 'blue')).toMatchObject({
      pointsLost: 5,
      halfLost: true,
    });
    const tests = eventsOf(r.events, 'courage-test');
    // 6 +1 (Commander within 12") −1 (half lost) = 6 ≥ 5; 5 +1 −1 = 5 ≥ 5.
    expect(tests.map((t) => [t.unit, t.roll, t.score, t.result])).toEqual([
      ['blue.u2', 6, 6, 'passed'],
      ['blue.u3', 5, 5, 'passed'],
    ]);
    for (const t of tests) expect(t.rules).toEqual(expect.arrayContaining(['RMP-CRG-06', 'RMP-CRG-11']));
  });

  it('RMP-CRG-06 one event that also kills the Commander gives each unit a single test naming both triggers', () => {
    // Blue: Light Infantry (Commander, 4 of 8 points, 1 SP) and two Militia.
    const s = position({
      red: LIGHT3,
      blue: army(['lightInfantry', 'militiaRabble', 'militiaRabble']),
      place: {
        'red.u1': { x: 20, y: 10 },
        'blue.u1': { x: 20, y: 14 },
        'blue.u2': { x: 40, y: 30 },
        'blue.u3': { x: 44, y: 30 },
      },
    });
    unit(s, 'blue.u1').sp = 1;
    const r = play(game(s, [4, 4, ...pool(2), ...pool(0, 5), 6, 6, 6, 6]), attack('red.u1', 'blue.u1'));
    const tests = eventsOf(r.events, 'courage-test');
    expect(tests.map((t) => t.unit)).toEqual(['blue.u2', 'blue.u3']);
    for (const t of tests) {
      expect(t.rules).toEqual(expect.arrayContaining(['RMP-CRG-05', 'RMP-CRG-06', 'RMP-CRG-11']));
      expect(t.score).toBe(11);
    }
  });

  it('RMP-CRG-05 passengers of a destroyed Commander transport test once: the bail-out −1 and the Commander trigger together', () => {
    // Blue: Transport (Commander, 1 SP) carrying Light Infantry u2; u3 elsewhere.
    const s = position({
      red: LIGHT3,
      blue: army(['transportVehicles', 'lightInfantry', 'lightInfantry']),
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 23, y: 15 }, 'blue.u3': { x: 50, y: 40 } },
      embark: { 'blue.u2': 'blue.u1' },
    });
    unit(s, 'blue.u1').sp = 1;
    let r = play(game(s, [4, 4, ...pool(3), ...pool(0, 5), 3, 3, 2, 2]), attack('red.u1', 'blue.u1'));
    expect(unit(r.game.game, 'blue.u1').status).toBe('destroyed');
    expect(r.game.game.stage).toMatchObject({ kind: 'place-passengers', unit: 'blue.u2' });
    r = play(r.game, { type: 'place-passengers', player: 'blue', unit: 'blue.u2', at: { x: 23, y: 17.5 } });
    const tests = eventsOf(r.events, 'courage-test');
    // u2: 6 −1 (the SP lost bailing out) = 5; u3: 4. No Commander any more.
    expect(tests.map((t) => [t.unit, t.score, t.result])).toEqual([
      ['blue.u2', 5, 'passed'],
      ['blue.u3', 4, 'passed'],
    ]);
    expect(tests[0]?.rules).toEqual(expect.arrayContaining(['RMP-CRG-05', 'RMP-CRG-10']));
    expect(unit(r.game.game, 'blue.u2').sp).toBe(4);
  });

  it('RMP-CRG-07 two Courage dice above half the starting SP, one die at or below half', () => {
    const three = range();
    setSp(three, 'blue.u1', 3);
    const a = play(game(three, [3, 3, ...pool(1), 3, 3]), SHOOT, NONE);
    expect(eventsOf(a.events, 'courage-test')).toMatchObject([
      { unit: 'blue.u1', dice: 2, roll: 6, score: 7 },
    ]);
    const two = range();
    setSp(two, 'blue.u1', 2);
    const b = play(game(two, [3, 3, ...pool(1), 3]), SHOOT, NONE);
    const [test] = eventsOf(b.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'blue.u1', dice: 1, roll: 3, score: 4, result: 'passed' });
    expect(test?.rules).toContain('RMP-CRG-07');
    // A loss that takes the unit to half counts: 3 SP − 1 = 2 SP rolls one die.
    const drop = range();
    setSp(drop, 'blue.u1', 3);
    const c = play(game(drop, [3, 3, ...pool(2), 6]), SHOOT, NONE);
    expect(eventsOf(c.events, 'courage-test')).toMatchObject([{ dice: 1, roll: 6, score: 6 }]);
  });

  it('RMP-CRG-08 +1 to Courage for a unit in cover', () => {
    const ruins = { id: 't', name: 't', terrain: [feature('r1', 'ruins', 18, 18, 12, 4)] };
    const r = play(game(range(LIGHT3, {}, ruins), [3, 3, ...pool(1), 1, 1]), SHOOT, NONE);
    const [test] = eventsOf(r.events, 'courage-test');
    // 2 +1 Commander +1 cover = 4: passed where the open-ground unit of RMP-CRG-01 failed.
    expect(test).toMatchObject({ unit: 'blue.u1', roll: 2, score: 4, result: 'passed' });
    expect(test?.rules).toContain('RMP-CRG-08');
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(false);
  });

  it('RMP-CRG-09 +1 when the Commander\'s model is within 12" of the unit (base to base), none beyond', () => {
    const blue = army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 1);
    // blue.u1's nearest model is at x 26; the Commander's model (blue.u2 m1) at x 38.8: 11.8" base to base.
    const near = play(
      game(range(blue, { 'blue.u2': { x: 38.8, y: 20 } }), [3, 3, ...pool(1), 2, 1]),
      SHOOT,
      NONE,
    );
    const [t1] = eventsOf(near.events, 'courage-test');
    expect(t1).toMatchObject({ unit: 'blue.u1', roll: 3, score: 4, result: 'passed' });
    expect(t1?.rules).toContain('RMP-CRG-09');
    // At x 39.6: 12.6" base to base, no bonus.
    const far = play(
      game(range(blue, { 'blue.u2': { x: 39.6, y: 20 } }), [3, 3, ...pool(1), 2, 1]),
      SHOOT,
      NONE,
    );
    const [t2] = eventsOf(far.events, 'courage-test');
    expect(t2).toMatchObject({ unit: 'blue.u1', roll: 3, score: 3, result: 'failed' });
    expect(t2?.rules).not.toContain('RMP-CRG-09');
  });

  it("RMP-CRG-09 the Commander's own unit takes the +1 too", () => {
    const r = play(game(range(), [3, 3, ...pool(1), 2, 1]), SHOOT, NONE);
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'blue.u1', roll: 3, score: 4 });
    expect(test?.rules).toContain('RMP-CRG-09');
  });

  it('RMP-CRG-10 −1 per SP lost in the event; none when Rallying', () => {
    // 6 hits against Armour 2: −3 SP; 6 +1 −3 = 4.
    const r = play(game(range(), [3, 3, ...pool(6), 3, 3]), SHOOT, NONE);
    expect(eventsOf(r.events, 'courage-test')).toMatchObject([
      { unit: 'blue.u1', dice: 1, roll: 3, score: 1, result: 'failed' },
    ]);
    const r2 = play(game(range(), [3, 3, ...pool(4), 3, 3]), SHOOT, NONE);
    const [t2] = eventsOf(r2.events, 'courage-test');
    expect(t2).toMatchObject({ dice: 2, roll: 6, score: 5 });
    expect(t2?.rules).toContain('RMP-CRG-10');
    // A Rally at 3 SP (2 lost earlier): 2+1 +1 Commander = 4, no −2.
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'red.u2': { x: 40, y: 10 }, 'blue.u1': { x: 20, y: 40 } },
    });
    setSp(s, 'red.u1', 3);
    rallyStep(s, ['red.u1']);
    const rally = play(game(s, [2, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    const [t3] = eventsOf(rally.events, 'courage-test');
    expect(t3).toMatchObject({ roll: 3, score: 4, result: 'passed' });
    expect(t3?.rules).not.toContain('RMP-CRG-10');
  });

  it('RMP-CRG-11 −1 for the rest of the game once half the points are gone', () => {
    const s = range();
    (s.sides.find((x) => x.player === 'blue') as RmpState['sides'][number]).halfLost = true;
    const r = play(game(s, [3, 3, ...pool(1), 2, 2]), SHOOT, NONE);
    const [test] = eventsOf(r.events, 'courage-test');
    // 4 +1 Commander −1 = 4.
    expect(test).toMatchObject({ roll: 4, score: 4, result: 'passed' });
    expect(test?.rules).toContain('RMP-CRG-11');
  });

  it('RMP-CRG-12 a score equal to the Courage value passes with no effect', () => {
    const r = play(game(range(), [3, 3, ...pool(1), 2, 1]), SHOOT, NONE);
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ score: 4, need: 4, result: 'passed' });
    expect(test?.rules).toContain('RMP-CRG-12');
    expect(eventsOf(r.events, 'retreated')).toHaveLength(0);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(false);
    expect(ys(r.game, 'blue.u1')).toEqual([20, 20, 20, 20, 20]);
  });

  it('RMP-CRG-12 a passed Rally removes the Suppressed marker', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'red.u2': { x: 40, y: 10 }, 'blue.u1': { x: 20, y: 40 } },
    });
    rallyStep(s, ['red.u1']);
    const r = play(game(s, [6, 6]), { type: 'rally', player: 'red', unit: 'red.u1' });
    expect(eventsOf(r.events, 'rallied')).toMatchObject([
      { unit: 'red.u1', passed: true, rules: expect.arrayContaining(['RMP-CRG-12']) },
    ]);
    expect(unit(r.game.game, 'red.u1').suppressed).toBe(false);
    expect(ys(r.game, 'red.u1')).toEqual([10, 10, 10, 10, 10]);
  });

  it('RMP-CRG-13 a score below Courage but above 0: the unit Retreats, then becomes Suppressed', () => {
    const r = play(game(range(), [3, 3, ...pool(1), 1, 1]), SHOOT, NONE);
    const kinds = r.events.map((e) => e.type).filter((t) => t === 'retreated' || t === 'suppressed');
    expect(kinds).toEqual(['retreated', 'suppressed']);
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 4, from: 'red.u1' }]);
    expect(ys(r.game, 'blue.u1')).toEqual([24, 24, 24, 24, 24]);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(5);
    expect(names(r.events, 'RMP-CRG-13')).toBe(true);
  });

  it('RMP-CRG-14 a failed test with a score of 0 or less routs the unit: removed at once, and it scores for the enemy', () => {
    // blue.u1 is not the Commander (u2, far away): 1+1 −2 (lost 2 in the Attack) = 0.
    const s = position({
      red: LIGHT3,
      blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 1),
      place: {
        'red.u1': { x: 20, y: 10 },
        'blue.u1': { x: 20, y: 14 },
        'blue.u2': { x: 50, y: 40 },
        'blue.u3': { x: 60, y: 40 },
      },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 1, 1]), attack('red.u1', 'blue.u1'));
    const [test] = eventsOf(r.events, 'courage-test');
    expect(test).toMatchObject({ unit: 'blue.u1', score: 0, result: 'routed' });
    expect(test?.rules).toContain('RMP-CRG-14');
    expect(unit(r.game.game, 'blue.u1').status).toBe('routed');
    expect(eventsOf(r.events, 'unit-removed')).toMatchObject([{ unit: 'blue.u1', how: 'routed' }]);
    expect(eventsOf(r.events, 'retreated')).toHaveLength(0);
    expect(r.game.game.sides.find((x) => x.player === 'blue')?.pointsLost).toBe(4);
  });

  it('RMP-CRG-15 a Suppressed unit that is Suppressed again loses one more SP as well as Retreating', () => {
    const s = range();
    unit(s, 'blue.u1').suppressed = true;
    // Suppressed: no reaction prompt. 1 hit, no SP lost; 1+1 +1 = 3 fails.
    const r = play(game(s, [3, 3, ...pool(1), 1, 1]), SHOOT);
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 4 }]);
    const lost = eventsOf(r.events, 'sp-lost').filter((e) => e.sp > 0);
    expect(lost).toMatchObject([{ unit: 'blue.u1', sp: 1, left: 4 }]);
    expect(lost[0]?.rules).toContain('RMP-CRG-15');
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
    expect(ys(r.game, 'blue.u1')).toEqual([24, 24, 24, 24]);
  });
});
