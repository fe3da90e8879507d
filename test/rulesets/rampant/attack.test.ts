import { describe, expect, it } from 'vitest';
import type { RmpCommandInput } from '../../../src/rulesets/rampant/commands/schema';
import { army, eventsOf, feature, game, names, position, refused, unit } from './engine-support';
import { attack, play, pool, rolls, xs, ys } from './fight-support';

const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);

/** Red Light Infantry (models x 20–26, y 10) and a blue unit whose models stand at y = `by` (x 20–26). */
function duel(
  blue: Parameters<typeof army>[0] = ['lightInfantry', 'lightInfantry', 'lightInfantry'],
  by = 14,
  extra = {},
) {
  return position({
    red: LIGHT3,
    blue: army(blue),
    place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: by }, ...extra },
  });
}

describe('Rampant Attacks (RMP-ATK, RMP-DEF-12)', () => {
  it('RMP-ATK-01 the attacking unit chooses its target: the Attack is declared on and fought against that unit', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 }, 'blue.u2': { x: 34, y: 10 } },
    });
    // blue.u1 is nearer (3"), red picks blue.u2 (7": from red m5 at x 26 to blue.u2 m1 at x 34).
    const { game: g, events } = play(game(s, [4, 4, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u2'));
    expect(eventsOf(events, 'attack-declared')).toMatchObject([
      { attacker: 'red.u1', target: 'blue.u2', rules: expect.arrayContaining(['RMP-ATK-01']) },
    ]);
    expect(eventsOf(events, 'fight')).toMatchObject([{ attacker: 'red.u1', defender: 'blue.u2' }]);
    expect(unit(g.game, 'blue.u1').models.map((m) => m.y)).toEqual([14, 14, 14, 14, 14]);
  });

  it('RMP-ATK-01 an Attack needs an enemy target: none, a friendly unit or an unknown id is refused before any die', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'red.u2': { x: 20, y: 13 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const g = game(s, []);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'attack' },
      'illegal-order',
      'RMP-ATK-01',
    );
    refused(g, attack('red.u1', 'red.u2'), 'illegal-order', 'RMP-ATK-01');
    refused(g, attack('red.u1', 'blue.u9'), 'illegal-order', 'RMP-ATK-01');
  });

  it('RMP-ATK-02 a target with Counter-charge may react: passed (7+) it moves half its move towards the attacker and fights with its Attack value', () => {
    // Blue Berserk Infantry (Attack 4+, Defence 5+, Counter-charge) 6" away (y 17).
    const s = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 17);
    let r = play(
      game(s, [4, 4, 4, 3, ...[4, 4, 4, 1, 1, 1, 1, 1, 1, 1], ...[4, 4, 4, 4, 1, 1, 1, 1, 1, 1], 6, 6]),
      attack('red.u1', 'blue.u1'),
    );
    expect(r.game.game.stage).toMatchObject({
      kind: 'reaction',
      player: 'blue',
      unit: 'blue.u1',
      against: 'red.u1',
      options: ['counter-charge', 'none'],
    });
    expect(eventsOf(r.events, 'fight')).toHaveLength(0);
    r = play(r.game, { type: 'react', player: 'blue', reaction: 'counter-charge' });
    const [reaction] = eventsOf(r.events, 'reaction');
    expect(reaction).toMatchObject({ unit: 'blue.u1', reaction: 'counter-charge', passed: true, roll: 7 });
    expect(reaction?.rules).toContain('RMP-ATK-02');
    // Blue moved 4" (half of 8") towards red before red moved; red then closed the last 2".
    const moved = eventsOf(r.events, 'moved');
    expect(moved[0]).toMatchObject({ unit: 'blue.u1', distance: 4 });
    expect(moved[1]).toMatchObject({ unit: 'red.u1' });
    expect(moved[1]?.distance).toBeCloseTo(2, 1);
    // Blue hits on 4+ (its Attack), not 5+ (its Defence): four 4s are four hits.
    expect(eventsOf(r.events, 'fight')).toMatchObject([
      { attackerNeed: 5, defenderNeed: 4, attackerHits: 0, defenderHits: 4 },
    ]);
    expect(unit(r.game.game, 'red.u1').sp).toBe(3);
  });

  it('RMP-ATK-02 a failed Counter-charge test (below 7) leaves the target in place, fighting with its Defence value', () => {
    const s = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 17);
    const r = play(
      game(s, [4, 4, 3, 3, ...pool(0), ...[4, 4, 4, 4, 1, 1, 1, 1, 1, 1]]),
      attack('red.u1', 'blue.u1'),
      { type: 'react', player: 'blue', reaction: 'counter-charge' },
    );
    expect(eventsOf(r.events, 'reaction')).toMatchObject([{ passed: false, roll: 6 }]);
    expect(ys(r.game, 'blue.u1')).toEqual([17, 17, 17, 17, 17]);
    expect(eventsOf(r.events, 'fight')).toMatchObject([{ defenderNeed: 5, defenderHits: 0 }]);
    expect(eventsOf(r.events, 'moved')[0]?.distance).toBeCloseTo(6, 1);
  });

  it('RMP-ATK-02 a Suppressed target may not react: no prompt, no test, it fights at once', () => {
    const s = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 14);
    unit(s, 'blue.u1').suppressed = true;
    const r = play(game(s, [4, 4, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'reaction')).toHaveLength(0);
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
  });

  it('RMP-ATK-02 declining the reaction rolls no test; a unit that has already reacted this turn is not asked', () => {
    const s = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 17);
    const r = play(game(s, [4, 4, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u1'), {
      type: 'react',
      player: 'blue',
      reaction: 'none',
    });
    expect(eventsOf(r.events, 'reaction')).toHaveLength(0);
    expect(eventsOf(r.events, 'fight')).toMatchObject([{ defenderNeed: 5 }]);
    expect(ys(r.game, 'blue.u1')).toEqual([17, 17, 17, 17, 17]);
    const used = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 17);
    unit(used, 'blue.u1').reactedTurn = 1;
    const r2 = play(game(used, [4, 4, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r2.events, 'fight')).toMatchObject([{ defenderNeed: 5 }]);
  });

  it('RMP-ATK-03 the attacking unit moves into contact with the target (the whole gap, as a block)', () => {
    const s = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 16);
    // Red wins (blue loses 1 SP and passes Courage), so red stays where the Attack took it.
    const r = play(game(s, [4, 4, ...pool(2), ...pool(0), 3, 3]), attack('red.u1', 'blue.u1'));
    const [moved] = eventsOf(r.events, 'moved');
    expect(moved?.rules).toContain('RMP-ATK-03');
    expect(moved?.distance).toBeCloseTo(5, 1);
    // Every red model went 5" straight up: bases now touch blue's (centres 1" apart).
    for (const y of ys(r.game, 'red.u1')) expect(y).toBeCloseTo(15, 1);
    expect(xs(r.game, 'red.u1')).toEqual([20, 21.5, 23, 24.5, 26]);
  });

  it('RMP-ATK-03 a target beyond the Maximum Movement, or one the path cannot reach, is refused before any die', () => {
    const far = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 19.5);
    refused(game(far, []), attack('red.u1', 'blue.u1'), 'illegal-order', 'RMP-DEF-12');
    // A building across the whole way.
    const walled = position({
      red: LIGHT3,
      blue: LIGHT3,
      scenario: { id: 't', name: 't', terrain: [feature('b1', 'building', 0, 11.5, 72, 1)] },
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    refused(game(walled, []), attack('red.u1', 'blue.u1'), 'illegal-order', 'RMP-DEF-12');
  });

  it('RMP-ATK-03 the path may not pass within 1" of a unit other than the target (RMP-DEF-12)', () => {
    // A friendly unit at x 27.5, y 13: red's m5 (x 26) would pass 0.5" from it on the way up.
    const s = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 16, {
      'red.u2': { x: 27.5, y: 13, spacing: 1.5 },
    });
    refused(game(s, []), attack('red.u1', 'blue.u1'), 'illegal-order', 'RMP-DEF-12');
    // Moved 1" further right (1.5" clear) the same Attack goes ahead.
    const ok = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 16, {
      'red.u2': { x: 28.5, y: 13, spacing: 1.5 },
    });
    const r = play(game(ok, [4, 4, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
  });

  it('RMP-ATK-03 the owner may place the attacking models (one touching the target, each within its move, in coherency)', () => {
    const s = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 16);
    const placed = [21.5, 23, 24.5, 26, 27.5].map((x) => ({ x, y: 15 }));
    const order = { ...attack('red.u1', 'blue.u1'), positions: placed } as RmpCommandInput;
    const r = play(game(s, [4, 4, ...pool(2), ...pool(0), 3, 3]), order);
    const [moved] = eventsOf(r.events, 'moved');
    expect(moved?.rules).toContain('RMP-ATK-03');
    expect(moved?.distance).toBeCloseTo(Math.hypot(1.5, 5), 2);
    expect(xs(r.game, 'red.u1')).toEqual([21.5, 23, 24.5, 26, 27.5]);
    expect(ys(r.game, 'red.u1')).toEqual([15, 15, 15, 15, 15]);
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
  });

  it('RMP-ATK-03 a placement with no model touching the target, or beyond the Maximum Movement, is refused before any die', () => {
    const s = duel(['lightInfantry', 'lightInfantry', 'lightInfantry'], 16);
    const g = game(s, []);
    const short = [20, 21.5, 23, 24.5, 26].map((x) => ({ x, y: 14.5 }));
    refused(
      g,
      { ...attack('red.u1', 'blue.u1'), positions: short } as RmpCommandInput,
      'illegal-order',
      'RMP-ATK-03',
    );
    // Swinging the left-hand model 9" across: over its 8".
    const far = [{ x: 29, y: 15 }, ...[21.5, 23, 24.5, 26].map((x) => ({ x, y: 15 }))];
    refused(
      g,
      { ...attack('red.u1', 'blue.u1'), positions: far } as RmpCommandInput,
      'illegal-order',
      'RMP-MOV-01',
    );
  });

  it('RMP-ATK-04 the attacker rolls its pool against its Attack value, the defender against its Defence value', () => {
    // Light Infantry (Attack 5+) against Heavy Infantry (Defence 4+): 4s miss for red and hit for blue.
    const s = duel(['heavyInfantry', 'lightInfantry', 'lightInfantry']);
    const r = play(
      game(s, [4, 4, ...[6, 5, 4, 4, 4, 4, 4, 4, 4, 4], ...[4, 4, 1, 3, 3, 3, 3, 3, 3, 3], 3, 3]),
      attack('red.u1', 'blue.u1'),
    );
    expect(eventsOf(r.events, 'fight')).toMatchObject([
      {
        attacker: 'red.u1',
        defender: 'blue.u1',
        attackerNeed: 5,
        defenderNeed: 4,
        attackerHits: 2,
        defenderHits: 2,
      },
    ]);
    expect(rolls(r.events, 'attack:').map((d) => d.length)).toEqual([2, 10]);
    expect(rolls(r.events, 'defence:').map((d) => d.length)).toEqual([10]);
  });

  it('RMP-ATK-05 both sides lose Strength Points: hits divided by Armour, rounded down', () => {
    // Red hits 7 against Armour 3 (−2 SP); blue hits 5 against Armour 2 (−2 SP).
    const s = duel(['heavyInfantry', 'lightInfantry', 'lightInfantry']);
    const r = play(game(s, [4, 4, ...pool(7), ...pool(5), 6, 6, 6, 6]), attack('red.u1', 'blue.u1'));
    const lost = eventsOf(r.events, 'sp-lost');
    expect(lost).toMatchObject([
      { unit: 'blue.u1', sp: 2, left: 3, hits: 7, armour: 3 },
      { unit: 'red.u1', sp: 2, left: 3, hits: 5, armour: 2 },
    ]);
    expect(lost[0]?.rules).toContain('RMP-ATK-05');
    expect(unit(r.game.game, 'blue.u1').sp).toBe(3);
    expect(unit(r.game.game, 'red.u1').sp).toBe(3);
    expect(unit(r.game.game, 'blue.u1').models.filter((m) => m.alive)).toHaveLength(3);
  });

  it('RMP-ATK-06 each unit that lost SP tests Courage, the defender first; a unit that lost none does not test', () => {
    const s = duel();
    // Blue loses 1 (2 hits), red 0 (1 hit): only blue tests.
    const r = play(game(s, [4, 4, ...pool(2), ...pool(1), 5, 5]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'courage-test')).toMatchObject([{ unit: 'blue.u1', dice: 2, roll: 10 }]);
    expect(names(r.events, 'RMP-ATK-06')).toBe(true);
    // Both lose SP: blue tests, then red.
    const both = play(game(s, [4, 4, ...pool(2), ...pool(2), 5, 5, 4, 4]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(both.events, 'courage-test').map((e) => [e.unit, e.roll])).toEqual([
      ['blue.u1', 10],
      ['red.u1', 8],
    ]);
  });

  it('RMP-ATK-07 when the loser has already fled on a failed Courage test, the units are apart and nobody Retreats again', () => {
    const s = duel();
    // Blue loses 2 and fails Courage (1+1 +1 Commander −2 = 1 < 4): it Retreats and is Suppressed; red stays.
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 1, 1]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'retreated').map((e) => e.unit)).toEqual(['blue.u1']);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
    for (const y of ys(r.game, 'red.u1')) expect(y).toBeCloseTo(13, 1);
  });

  it('RMP-ATK-07 a destroyed defender leaves nobody in contact: the attacker does not Retreat', () => {
    const s = duel();
    unit(s, 'blue.u1').sp = 1;
    const r = play(game(s, [4, 4, ...pool(2), ...pool(0)]), attack('red.u1', 'blue.u1'));
    expect(unit(r.game.game, 'blue.u1').status).toBe('destroyed');
    expect(eventsOf(r.events, 'retreated')).toHaveLength(0);
    for (const y of ys(r.game, 'red.u1')) expect(y).toBeCloseTo(13, 1);
  });

  it('RMP-ATK-08 in rough terrain a non-Ranger unit fights at 5+ with Armour 2 (even when its own values are better); no cover Armour', () => {
    // Blue Heavy Infantry (Defence 4+, Armour 3) stands in woods; red Elite Infantry (Attack 4+) ends outside.
    const s = position({
      red: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      blue: army(['heavyInfantry', 'lightInfantry', 'lightInfantry']),
      scenario: { id: 't', name: 't', terrain: [feature('w1', 'woods', 18, 13.4, 12, 4)] },
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const r = play(
      game(s, [3, 3, ...[4, 4, 4, 4, 1, 1, 1, 1, 1, 1], ...[4, 4, 4, 1, 1, 1, 1, 1, 1, 1], 6, 6]),
      attack('red.u1', 'blue.u1'),
    );
    // Red keeps 4+ (outside), blue's 4s miss (5+); red's 4 hits against Armour 2 cost blue 2 SP.
    expect(eventsOf(r.events, 'fight')).toMatchObject([
      { attackerNeed: 4, defenderNeed: 5, attackerHits: 4, defenderHits: 0 },
    ]);
    expect(eventsOf(r.events, 'sp-lost')).toMatchObject([{ unit: 'blue.u1', sp: 2, armour: 2 }]);
    expect(names(r.events, 'RMP-ATK-08')).toBe(true);
  });

  it('RMP-ATK-08 a Ranger unit in rough terrain keeps its own values and Armour; an attacker ending in rough fights at 5+', () => {
    const s = position({
      red: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      blue: army(['reconInfantry', 'lightInfantry', 'lightInfantry']),
      params: { classes: { reconInfantry: { defence: 3, armour: 3 } } },
      scenario: { id: 't', name: 't', terrain: [feature('w1', 'woods', 18, 12.2, 12, 4)] },
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 } },
    });
    const r = play(
      game(s, [3, 3, ...[4, 4, 4, 4, 5, 5, 1, 1, 1, 1], ...[3, 3, 1, 1, 1, 1, 1, 1, 1, 1], 6, 6]),
      attack('red.u1', 'blue.u1'),
    );
    // Red's models end at y 13 inside the woods: 5+ (two 5s hit). Blue (Ranger) keeps 3+ and Armour 3.
    expect(eventsOf(r.events, 'fight')).toMatchObject([
      { attackerNeed: 5, defenderNeed: 3, attackerHits: 2, defenderHits: 2 },
    ]);
    expect(eventsOf(r.events, 'sp-lost')).toMatchObject([
      { unit: 'blue.u1', sp: 0, hits: 2, armour: 3 },
      { unit: 'red.u1', sp: 1, hits: 2, armour: 2 },
    ]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(5);
  });

  it('RMP-ATK-09 a Suppressed unit in an Attack only hits on a 6', () => {
    const s = duel();
    unit(s, 'blue.u1').suppressed = true;
    const r = play(
      game(s, [4, 4, ...pool(0), ...[6, 5, 5, 5, 5, 5, 1, 1, 1, 1], 6, 6]),
      attack('red.u1', 'blue.u1'),
    );
    expect(eventsOf(r.events, 'fight')).toMatchObject([{ defenderNeed: 6, defenderHits: 1 }]);
    expect(unit(r.game.game, 'red.u1').sp).toBe(5);
    expect(names(r.events, 'RMP-ATK-09')).toBe(true);
  });

  it('RMP-ATK-10 the unit that lost the most SP Retreats (half its move, away from the winner), not Suppressed; the winner stays', () => {
    const s = duel();
    // Blue loses 2, red 1; both pass Courage (blue 3+3 +1 −2 = 5, red 3+3 +1 −1 = 6).
    const r = play(game(s, [4, 4, ...pool(4), ...pool(2), 3, 3, 3, 3]), attack('red.u1', 'blue.u1'));
    const retreats = eventsOf(r.events, 'retreated');
    expect(retreats).toMatchObject([{ unit: 'blue.u1', distance: 4, from: 'red.u1' }]);
    expect(retreats[0]?.rules).toContain('RMP-ATK-10');
    expect(ys(r.game, 'blue.u1')).toEqual([18, 18, 18]);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(false);
    for (const y of ys(r.game, 'red.u1')) expect(y).toBeCloseTo(13, 1);
  });

  it('RMP-ATK-10 when the attacker lost more, the attacker Retreats', () => {
    const s = duel();
    const r = play(game(s, [4, 4, ...pool(2), ...pool(4), 3, 3, 3, 3]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'red.u1', distance: 4, from: 'blue.u1' }]);
    for (const y of ys(r.game, 'red.u1')) expect(y).toBeCloseTo(9, 1);
    expect(ys(r.game, 'blue.u1')).toEqual([14, 14, 14, 14, 14].slice(0, 4));
  });

  it('RMP-ATK-10 a Suppressed loser still Retreats (forced), keeps its marker and loses no extra SP', () => {
    const s = duel();
    unit(s, 'blue.u1').suppressed = true;
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 4 }]);
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(true);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(3);
    expect(ys(r.game, 'blue.u1')).toEqual([18, 18, 18]);
  });

  it('RMP-ATK-11 with equal (or no) SP lost, the attacking unit Retreats', () => {
    const s = duel();
    const none = play(game(s, [4, 4, ...pool(1), ...pool(1)]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(none.events, 'courage-test')).toHaveLength(0);
    const [ret] = eventsOf(none.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'red.u1', distance: 4 });
    expect(ret?.rules).toContain('RMP-ATK-11');
    for (const y of ys(none.game, 'red.u1')) expect(y).toBeCloseTo(9, 1);
    expect(unit(none.game.game, 'red.u1').suppressed).toBe(false);
    const equal = play(game(s, [4, 4, ...pool(2), ...pool(2), 3, 3, 3, 3]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(equal.events, 'retreated').map((e) => e.unit)).toEqual(['red.u1']);
  });

  it('RMP-ATK-11 after a Counter-charge the original attacker is still the attacking unit on a tie', () => {
    const s = duel(['berserkInfantry', 'lightInfantry', 'lightInfantry'], 17);
    const r = play(game(s, [4, 4, 4, 3, ...pool(0), ...pool(0)]), attack('red.u1', 'blue.u1'), {
      type: 'react',
      player: 'blue',
      reaction: 'counter-charge',
    });
    expect(eventsOf(r.events, 'retreated').map((e) => e.unit)).toEqual(['red.u1']);
  });

  it('RMP-ATK-12 a loser that cannot fall back the full distance (table edge) tests for casualties: 1–3 loses 1 SP, no Courage test', () => {
    const place = { 'red.u1': { x: 20, y: 44 }, 'blue.u1': { x: 20, y: 46 } };
    const s = position({ red: LIGHT3, blue: LIGHT3, place });
    // Blue loses 2 (passes Courage), then can fall back only 1.5" of 4": d6 = 3 costs another SP.
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3, 3]), attack('red.u1', 'blue.u1'));
    const [ret] = eventsOf(r.events, 'retreated');
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 1.5, wanted: 4 });
    expect(ys(r.game, 'blue.u1')).toEqual([47.5, 47.5]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(2);
    expect(eventsOf(r.events, 'sp-lost').at(-1)?.rules).toContain('RMP-ATK-12');
    expect(eventsOf(r.events, 'courage-test')).toHaveLength(1);
    // A 4 costs nothing.
    const lucky = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3, 4]), attack('red.u1', 'blue.u1'));
    expect(unit(lucky.game.game, 'blue.u1').sp).toBe(3);
  });

  it('RMP-ATK-12 a loser that cannot fall back at all and is still in contact is then moved the shortest way to 1" clear', () => {
    // Blue's back is on the table edge (y 47.5): it cannot Retreat; after the casualty roll it is moved 3.25" (the
    // shortest of the 16 directions tried) to stand 1" clear of red.
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 44 }, 'blue.u1': { x: 20, y: 47.5 } },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3, 6]), attack('red.u1', 'blue.u1'));
    const retreats = eventsOf(r.events, 'retreated');
    expect(retreats).toMatchObject([
      { unit: 'blue.u1', distance: 0, wanted: 4 },
      { unit: 'blue.u1', distance: 3.25, from: 'red.u1' },
    ]);
    expect(retreats[1]?.rules).toContain('RMP-ATK-07');
    expect(rolls(r.events, 'blocked retreat')).toEqual([[6]]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(3);
    const red = unit(r.game.game, 'red.u1').models.filter((m) => m.alive);
    const blue = unit(r.game.game, 'blue.u1').models.filter((m) => m.alive);
    const gap = Math.min(...blue.flatMap((b) => red.map((m) => Math.hypot(b.x - m.x, b.y - m.y) - 1)));
    expect(gap).toBeGreaterThanOrEqual(1 - 1e-6);
    expect(gap).toBeLessThan(1.3);
  });

  it('RMP-ATK-12 a loser blocked by another unit (it may not come within 1") also tests for casualties', () => {
    // A blue unit stands 2" behind blue.u1 (bases 3" apart): it can fall back 1" of 4".
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 20, y: 10 }, 'blue.u1': { x: 20, y: 14 }, 'blue.u2': { x: 20, y: 17 } },
    });
    const r = play(game(s, [4, 4, ...pool(4), ...pool(0), 3, 3, 1]), attack('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'retreated')).toMatchObject([{ unit: 'blue.u1', distance: 1, wanted: 4 }]);
    expect(ys(r.game, 'blue.u1')).toEqual([15, 15]);
    expect(unit(r.game.game, 'blue.u1').sp).toBe(2);
  });
});
