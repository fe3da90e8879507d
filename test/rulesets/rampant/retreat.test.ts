import { describe, expect, it } from 'vitest';
import type { RmpCommandInput } from '../../../src/rulesets/rampant/commands/schema';
import type { RmpState, Stage } from '../../../src/rulesets/rampant/state';
import { army, eventsOf, feature, game, position, refused, unit } from './engine-support';
import { attack, play, pool, rolls, xs, ys } from './fight-support';

const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);
const SHOOT: RmpCommandInput = {
  type: 'order',
  player: 'red',
  unit: 'red.u1',
  action: 'shoot',
  target: 'blue.u1',
};
const NONE: RmpCommandInput = { type: 'react', player: 'blue', reaction: 'none' };
/** Red's shot: activation 3+3, one hit (no SP against Armour 2), then blue's Courage 1+1 (+1 Commander) fails. */
const FAIL = [3, 3, ...pool(1), 1, 1];

type Spec = Parameters<typeof position>[0];
function shot(extra: Partial<Spec> = {}, place: Spec['place'] = {}) {
  return position({
    red: LIGHT3,
    blue: LIGHT3,
    ...extra,
    place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 20 }, ...place },
  });
}
const terrain = (...f: ReturnType<typeof feature>[]) => ({ id: 't', name: 't', terrain: f });
const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;

describe('Rampant Retreats (RMP-RET, RMP-DEF-14)', () => {
  it('RMP-RET-01 a Retreating infantry unit moves half its Maximum Movement (4" for Light Infantry, 6" with Mobile)', () => {
    const r = play(game(shot(), FAIL), SHOOT, NONE);
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 4, wanted: 4 });
    expect(ret?.rules).toContain('RMP-RET-01');
    expect(ys(r.game, 'blue.u1')).toEqual([24, 24, 24, 24, 24]);
    const mobile = play(
      game(
        shot({ blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 0, { 0: ['mobile'] }) }),
        FAIL,
      ),
      SHOOT,
      NONE,
    );
    expect(eventsOf(mobile.events, 'retreated')).toMatchObject([{ distance: 6 }]);
    expect(ys(mobile.game, 'blue.u1')).toEqual([26, 26, 26, 26, 26]);
  });

  it('RMP-RET-01 with the usual terrain effects: through rough ground a 4" Retreat covers 2"', () => {
    // Blue loses an Attack standing in a big wood (no other cover to choose): it flees through the wood.
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      scenario: terrain(feature('w1', 'woods', 10, 12.5, 30, 20)),
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 2, wanted: 4 }]);
    expect(ys(r.game, 'blue.u1')).toEqual([16, 16, 16]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(3);
  });

  it('RMP-RET-01 creatures Retreat like infantry: a Greater Xenomorph that loses an Attack falls back 5" (half of 10")', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['greaterXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']),
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 23, y: 15 } },
    });
    // It declines to Counter-charge; red hits 6 times (Armour 3: −2 SP), blue passes Courage (3+3 +1 −2 = 5 ≥ 3).
    const r = play(game(s, [4, 4, ...pool(6), ...pool(0), 3, 3]), attack('red.u1', 'blue.u1'), {
      type: 'react',
      player: 'blue',
      reaction: 'none',
    });
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 5, wanted: 5, from: 'red.u1' });
    expect(ret?.rules).toContain('RMP-RET-01');
    expect(ys(r.game, 'blue.u1')).toEqual([20]);
    expect(xs(r.game, 'blue.u1')).toEqual([23]);
  });

  it('RMP-RET-02 a Retreating vehicle moves its full Maximum Movement (12" for Soft-skin Vehicles)', () => {
    const s = shot(
      { blue: army(['softSkinVehicles', 'lightInfantry', 'lightInfantry']) },
      { 'blue.u1': { x: 23, y: 20 } },
    );
    // No reaction open to a Soft-skin: 1 hit (Armour 2), Courage 1+1 +1 = 3 < 5.
    const r = play(game(s, FAIL), SHOOT);
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 12, wanted: 12 });
    expect(ret?.rules).toContain('RMP-RET-02');
    expect(ys(r.game, 'blue.u1')).toEqual([32]);
    expect(xs(r.game, 'blue.u1')).toEqual([23]);
  });

  it('RMP-RET-03 a unit already in cover does not move when it Retreats after a Shoot (it is still Suppressed)', () => {
    // Blue stands in ruins; with half its points gone, 1+1 +1 Commander +1 cover −1 = 3 fails.
    const s2 = shot({ scenario: terrain(feature('r1', 'ruins', 18, 18, 12, 4)) });
    (s2.sides.find((x) => x.player === 'blue') as RmpState['sides'][number]).halfLost = true;
    const r2 = play(game(s2, [3, 3, ...pool(1), 1, 1]), SHOOT, NONE);
    expect(eventsOf(r2.events, 'courage-test')).toMatchObject([{ score: 3, result: 'failed' }]);
    expect(eventsOf(r2.events, 'retreated')).toHaveLength(0);
    expect(eventsOf(r2.events, 'held-in-cover')).toMatchObject([
      { unit: 'blue.u1', rules: expect.arrayContaining(['RMP-RET-03']) },
    ]);
    expect(ys(r2.game, 'blue.u1')).toEqual([20, 20, 20, 20, 20]);
    expect(unit(r2.game.game, 'blue.u1').suppressed).toBe(true);
  });

  it('RMP-RET-03 a unit in cover that has just been in an Attack does Retreat', () => {
    // Blue stands in ruins (y 12.5–17); it loses the Attack and must leave.
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      scenario: terrain(feature('r1', 'ruins', 10, 12.5, 30, 4.5)),
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3]), attack('red.u1', 'blue.u1'));
    // No other cover to run to: it flees at once (no prompt) and ends out of contact.
    expect(eventsOf(r.events, 'held-in-cover')).toHaveLength(0);
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', from: 'red.u1' });
    expect(Math.min(...ys(r.game, 'blue.u1'))).toBeGreaterThan(15);
  });

  it('RMP-RET-04 a unit that can reach cover is asked; it may move into the cover and halt there', () => {
    // Ruins to blue's right (x 24–34): two of its five models are in already, one more makes it in cover.
    const s = shot({ scenario: terrain(feature('r1', 'ruins', 24, 18, 10, 4)) });
    let r = play(game(s, FAIL), SHOOT, NONE);
    expect(r.game.game.stage).toMatchObject({
      kind: 'retreat',
      player: 'blue',
      unit: 'blue.u1',
      cover: ['r1'],
    });
    refused(
      r.game,
      { type: 'retreat', player: 'blue', unit: 'blue.u1', cover: 'w9' },
      'no-cover',
      'RMP-RET-04',
    );
    refused(
      r.game,
      { type: 'retreat', player: 'blue', unit: 'blue.u2', cover: 'r1' },
      'wrong-unit',
      'RMP-RET-04',
    );
    r = play(r.game, { type: 'retreat', player: 'blue', unit: 'blue.u1', cover: 'r1' });
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', into: 'r1', distance: 1 });
    expect(ret?.rules).toContain('RMP-RET-04');
    expect(xs(r.game, 'blue.u1')).toEqual([21, 22.5, 24, 25.5, 27]);
    expect(ys(r.game, 'blue.u1')).toEqual([20, 20, 20, 20, 20]);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
  });

  it('RMP-RET-04 the owner may decline the cover: the unit flees away from the enemy instead', () => {
    const s = shot({ scenario: terrain(feature('r1', 'ruins', 24, 18, 10, 4)) });
    let r = play(game(s, FAIL), SHOOT, NONE);
    expect(r.game.game.stage).toMatchObject({ kind: 'retreat', cover: ['r1'] });
    r = play(r.game, { type: 'retreat', player: 'blue', unit: 'blue.u1', cover: null });
    const [ret] = eventsOf(r.events, 'retreated');
    // Straight up, away from red; two models start in the ruins (rough), so 4" buys 2" until they are out.
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 2, from: 'red.u1' });
    expect(ret?.into).toBeUndefined();
    expect(ret?.rules).toContain('RMP-RET-05');
    expect(xs(r.game, 'blue.u1')).toEqual([20, 21.5, 23, 24.5, 26]);
    expect(ys(r.game, 'blue.u1')).toEqual([22, 22, 22, 22, 22]);
  });

  it('RMP-RET-05 with no cover in reach the unit flees directly away from the enemy unit that caused the Retreat', () => {
    // Red's nearest model (26, 10) to blue's centre (43, 20): blue goes 4" along (17, 10).
    const s = shot({}, { 'blue.u1': { x: 40, y: 20 } });
    const r = play(game(s, FAIL), SHOOT, NONE);
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 4, from: 'red.u1' });
    expect(ret?.rules).toContain('RMP-RET-05');
    const len = Math.hypot(17, 10);
    expect(mean(xs(r.game, 'blue.u1'))).toBeCloseTo(43 + (4 * 17) / len, 1);
    expect(mean(ys(r.game, 'blue.u1'))).toBeCloseTo(20 + (4 * 10) / len, 1);
  });

  it('RMP-RET-05 with no single enemy cause (a failed Rally) the unit falls back towards its own deployment edge', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 20 }, 'red.u2': { x: 40, y: 10 }, 'blue.u1': { x: 20, y: 30 } },
    });
    unit(s, 'red.u1').suppressed = true;
    (s.activation as NonNullable<RmpState['activation']>).step = 'rally';
    s.stage = { kind: 'rally', player: 'red', units: ['red.u1'] } as Stage;
    // 1+1 +1 Commander = 3 < 4: loses 1 SP and Retreats south (red's edge is y = 0).
    const r = play(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'red.u1', distance: 4 });
    expect(ret?.from).toBeUndefined();
    expect(ret?.rules).toContain('RMP-RET-05');
    expect(ys(r.game, 'red.u1')).toEqual([16, 16, 16, 16]);
    expect(xs(r.game, 'red.u1')).toEqual([20, 21.5, 23, 24.5]);
  });

  it('RMP-RET-06 a Retreat may not come within 1" of another unit: it stops at the last legal point and tests for casualties', () => {
    // blue.u2's first model at (27.2, 23): blue.u1's right-hand model passes it; the Retreat stops at 1.25".
    const s = shot({}, { 'blue.u2': { x: 27.2, y: 23 } });
    const r = play(game(s, [...FAIL, 5]), SHOOT, NONE);
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 1.25, wanted: 4 });
    expect(ret?.rules).toContain('RMP-RET-06');
    expect(ys(r.game, 'blue.u1')).toEqual([21.25, 21.25, 21.25, 21.25, 21.25]);
    expect(rolls(r.events, 'blocked retreat')).toEqual([[5]]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(5);
  });

  it('RMP-RET-06 the 1" applies to enemy units too, and a blocked roll of 1–3 costs a SP', () => {
    // A red unit 1.5" behind blue (bases): blue gets 0.5" before it would come within 1".
    const s = shot({}, { 'red.u2': { x: 20, y: 22.5 } });
    const r = play(game(s, [...FAIL, 2]), SHOOT, NONE);
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 0.5 }]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(4);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
  });
});
