import { createGame, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpState, Stage } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, feature, game, OPEN_TABLE, position, refused, unit } from './engine-support';

const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);
const XENO3 = army(['lesserXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']);
const MISS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
/** A pool of `hits` sixes and the rest ones (10 dice). */
const pool = (hits: number, size = 10) => Array.from({ length: size }, (_, i) => (i < hits ? 6 : 1));

/** Puts `player`'s activation phase (the turn's second) at a step and prompt. */
function phaseOf(s: RmpState, player: string, step: 'rally' | 'wild' | 'orders', stage: Stage): RmpState {
  s.activation = { player, step, tried: [], wildTested: [], index: 1, freeFailed: false };
  s.stage = stage;
  return s;
}

/** Sets a unit's SP (and its living models to match). */
function setSp(s: RmpState, id: string, sp: number) {
  const u = unit(s, id);
  u.sp = sp;
  if (u.models.length > 1)
    u.models.forEach((m, i) => {
      m.alive = i < sp;
    });
}

const shoot = (u: string, target: string) =>
  ({ type: 'order', player: 'red', unit: u, action: 'shoot', target }) as const;

describe('RMP-DEF-01 dice and test conventions', () => {
  it('RMP-DEF-01 an activation test is 2d6 summed, passed at or above the value (5 for a Light Infantry Move)', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 6 }, 'red.u2': { x: 30, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    const pass = accept(game(s, [2, 3]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      to: { x: 13, y: 10 },
    });
    expect(eventsOf(pass.events, 'activation-test')[0]).toMatchObject({ roll: 5, need: 5, passed: true });
    expect(unit(pass.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 10 });
    const fail = accept(game(s, [1, 3]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      to: { x: 13, y: 10 },
    });
    expect(eventsOf(fail.events, 'activation-test')[0]).toMatchObject({ roll: 4, passed: false });
    expect(unit(fail.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 6 });
  });

  it('RMP-DEF-01 each die at or above the Shoot value is a hit; SP lost = floor(hits / Armour), leftovers discarded', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    // Light Infantry hit on 5+: 5,5,6,5,5 are hits, 4s are not; Lesser Xenomorphs have Armour 2 → 5 hits = 2 SP.
    const r = accept(game(s, [3, 3, 5, 5, 6, 5, 5, 4, 4, 4, 1, 1]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'shot')[0]).toMatchObject({ dice: 10, need: 5, hits: 5 });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({
      unit: 'blue.u1',
      sp: 2,
      left: 3,
      hits: 5,
      armour: 2,
    });
  });

  it('RMP-DEF-01 "above half" is 2 × SP > start: 3 of 5 SP rolls 10 dice, 2 of 5 rolls 5', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    setSp(s, 'red.u1', 3);
    const ten = accept(game(s, [3, 3, ...MISS]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(ten.events, 'shot')[0]?.dice).toBe(10);
    setSp(s, 'red.u1', 2);
    const five = accept(game(s, [3, 3, 1, 1, 1, 1, 1]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(five.events, 'shot')[0]?.dice).toBe(5);
  });

  it('RMP-DEF-01 a Courage score is the dice total plus modifiers (2 dice, −1 per SP lost)', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 }, 'blue.u1': { x: 40, y: 44 } },
    });
    // 2 hits on Armour 2 → 1 SP; Courage 3 + 2 − 1 = 4 ≥ 4 passes.
    let r = accept(game(s, [3, 3, ...pool(2), 3, 2]), shoot('red.u1', 'blue.u2'));
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u2', models: ['blue.u2.m5'] });
    expect(eventsOf(r.events, 'courage-test')[0]).toMatchObject({
      dice: 2,
      roll: 5,
      score: 4,
      need: 4,
      result: 'passed',
    });
  });
});

describe('RMP-DEF-02 table, terrain and deployment', () => {
  const setup = {
    players: [
      { id: 'red', army: 'expedition' },
      { id: 'blue', army: 'hive' },
    ],
    scenario: OPEN_TABLE,
  } as never;

  it('RMP-DEF-02 roll-off: a d6 each, ties re-rolled; the winner picks a zone and the other player deploys first', () => {
    let g = createGame(rampant, setup, { seed: 1, dice: scripted([4, 4, 2, 5]) });
    expect(g.game.stage).toEqual({ kind: 'roll-off', player: 'red' });
    let r = accept(g as never, { type: 'roll-off', player: 'red' });
    expect(eventsOf(r.events, 'roll-off')[0]).toMatchObject({ winner: 'blue' });
    expect(r.game.game.stage).toEqual({ kind: 'choose-zone', player: 'blue' });
    refused(r.game, { type: 'choose-zone', player: 'red', zone: 'north' } as never, 'not-your-turn');
    r = accept(r.game, { type: 'choose-zone', player: 'blue', zone: 'north' });
    expect(r.game.game.sides.map((x) => x.zone)).toEqual(['south', 'north']);
    expect(r.game.game.stage).toMatchObject({ kind: 'deploy', player: 'red' });
    r = accept(r.game, { type: 'deploy', player: 'red', unit: 'red.u1', at: { x: 20, y: 6 } });
    expect(r.game.game.stage).toMatchObject({ kind: 'deploy', player: 'blue' });
    g = r.game as never;
    expect(g.game.first).toBe('blue');
  });

  it('RMP-DEF-02 a unit deploys wholly inside its own 12"-deep zone along a long edge', () => {
    let r = accept(createGame(rampant, setup, { seed: 1, dice: scripted([6, 1]) }) as never, {
      type: 'roll-off',
      player: 'red',
    });
    r = accept(r.game, { type: 'choose-zone', player: 'red', zone: 'south' });
    // Blue (north: y 36–48) deploys first.
    refused(
      r.game,
      { type: 'deploy', player: 'blue', unit: 'blue.u1', at: { x: 20, y: 30 } },
      'illegal-deployment',
      'RMP-DEF-02',
    );
    // A centre at y 36.5 puts the 1.5"-radius base across the zone edge.
    refused(
      r.game,
      { type: 'deploy', player: 'blue', unit: 'blue.u1', at: { x: 20, y: 37 } },
      'illegal-deployment',
      'RMP-DEF-02',
    );
    const ok = accept(r.game, { type: 'deploy', player: 'blue', unit: 'blue.u1', at: { x: 20, y: 37.5 } });
    expect(unit(ok.game.game, 'blue.u1').status).toBe('table');
    // The table is 72" wide: a 5-model line centred at x 70 hangs off it.
    r = accept(ok.game, { type: 'deploy', player: 'red', unit: 'red.u2', at: { x: 30, y: 6 } });
    refused(
      r.game,
      { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 70.5, y: 42 } },
      'illegal-deployment',
    );
  });

  it('RMP-DEF-02 terrain types: a building is impassable, water is impassable, a hill is open ground', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: {
        id: 't',
        name: 't',
        terrain: [
          feature('b', 'building', 20, 12, 4, 4),
          feature('w', 'water', 30, 12, 4, 4),
          feature('h', 'hill', 40, 12, 4, 4),
        ],
      },
      place: {
        'red.u1': { x: 18, y: 10 },
        'red.u2': { x: 28, y: 10 },
        'red.u3': { x: 38, y: 10 },
        'blue.u1': { x: 10, y: 44 },
      },
    });
    const g = game(s, [6, 6]);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 21, y: 14 } },
      'illegal-order',
      'RMP-DEF-15',
    );
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u2', action: 'move', to: { x: 31, y: 14 } },
      'illegal-order',
      'RMP-DEF-15',
    );
    const r = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u3',
      action: 'move',
      to: { x: 41, y: 14 },
    });
    expect(eventsOf(r.events, 'moved')[0]?.distance).toBe(4);
  });
});

describe('RMP-DEF-03 turn structure', () => {
  it("RMP-DEF-03 a turn is the first player's phase then the second's; the roll-off winner goes first every turn (fixed)", () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    unit(s, 'red.u1').firstTargetedBy = 'blue.u1';
    let r = accept(game(s, []), { type: 'end-phase', player: 'red' });
    expect(eventsOf(r.events, 'phase-started')[0]?.player).toBe('blue');
    expect(r.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(eventsOf(r.events, 'turn-ended')[0]?.turn).toBe(1);
    expect(eventsOf(r.events, 'turn-started')[0]).toMatchObject({ turn: 2, first: 'red' });
    expect(eventsOf(r.events, 'roll-off')).toHaveLength(0);
    // The per-turn "first to target" mark resets at the end of the turn (RMP-FF-04).
    expect(unit(r.game.game, 'red.u1').firstTargetedBy).toBeUndefined();
  });

  it('RMP-DEF-03 the game lasts at most 12 turns: the end of turn 12 ends it on victory points', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    s.turn = 11;
    let r = accept(game(s, []), { type: 'end-phase', player: 'red' });
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(r.game.game.turn).toBe(12);
    r = accept(r.game, { type: 'end-phase', player: 'red' });
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(r.game.game.result?.reason).toBe('turn 12 ended: victory points');
  });
});

describe('RMP-DEF-04 ordering and activation tests', () => {
  it('RMP-DEF-04 a failed activation test ends the phase at once: units not yet ordered do nothing', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'red.u2': { x: 20, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    const r = accept(game(s, [1, 2]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      to: { x: 13, y: 8 },
    });
    expect(eventsOf(r.events, 'phase-ended')[0]).toMatchObject({ player: 'red', reason: 'test-failed' });
    expect(r.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
  });

  it('RMP-DEF-04 each unit tries once a phase; Shoot, Skirmish and Move and fire test the Shoot value, Attack the Attack value', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 6 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 30, y: 16 } },
    });
    let r = accept(game(s, [3, 3]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      to: { x: 13, y: 8 },
    });
    refused(
      r.game,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 10 } },
      'illegal-order',
      'RMP-DEF-04',
    );
    // Light Infantry: Shoot 6+, Attack 7+: a 6 passes the Skirmish but fails the Attack.
    r = accept(game(s, [3, 3, ...MISS]), {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'skirmish',
      to: { x: 32, y: 10 },
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'activation-test')[0]).toMatchObject({ need: 6, passed: true });
    r = accept(game(s, [3, 3]), {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'activation-test')[0]).toMatchObject({ need: 7, passed: false });
  });

  it('RMP-DEF-04 the player may end the phase at will', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    const r = accept(game(s, []), { type: 'end-phase', player: 'red' });
    expect(eventsOf(r.events, 'phase-ended')[0]).toMatchObject({ player: 'red', reason: 'player-ended' });
  });

  it('RMP-DEF-04 a Rally is free: a failed Rally does not end the phase, and a Rallied unit cannot be ordered', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    unit(s, 'red.u1').suppressed = true;
    s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'rally', player: 'red', units: ['red.u1'] };
    // Passed: 3 + 3 (+1 Commander) ≥ 4.
    const pass = accept(game(s, [3, 3]), { type: 'rally', player: 'red', unit: 'red.u1' });
    expect(unit(pass.game.game, 'red.u1').suppressed).toBe(false);
    expect(pass.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    refused(
      pass.game,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 12, y: 10 } },
      'illegal-order',
      'RMP-DEF-04',
    );
    // Failed: 1 + 1 + 1 = 3 < 4: a SP, a Retreat, and the phase goes on.
    let fail = accept(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    fail = accept(fail.game, { type: 'remove-models', player: 'red', unit: 'red.u1', models: ['red.u1.m5'] });
    expect(eventsOf(fail.events, 'phase-ended')).toHaveLength(0);
    expect(fail.game.game.stage).toEqual({ kind: 'order', player: 'red' });
    expect(unit(fail.game.game, 'red.u1').sp).toBe(4);
  });
});

describe('RMP-DEF-05 class profiles', () => {
  it('RMP-DEF-05 Xenomorphs have no Shoot: ordering a Greater Xenomorph to Shoot is refused', () => {
    const s = position({
      red: army(['greaterXenomorphs', 'lightInfantry', 'lightInfantry']),
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    refused(game(s, [6, 6]), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-RNG-01');
  });

  it('RMP-DEF-05 Elite Infantry shoot on 4+ and Armour 3 takes 3 hits a SP; Support Infantry reach 24"', () => {
    const s = position({
      red: army(['eliteInfantry', 'supportInfantry', 'lightInfantry']),
      blue: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 30, y: 10 },
        'blue.u1': { x: 10, y: 20 },
        'blue.u2': { x: 30, y: 35 },
      },
    });
    let r = accept(game(s, [3, 3, 4, 4, 4, 4, 4, 3, 3, 3, 3, 3]), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ hits: 5, armour: 3, sp: 1 });
    // 24" away (35 − 10 − 1): in range for Support Infantry, no extreme-range Armour.
    r = accept(game(s, [3, 3, ...pool(4)]), shoot('red.u2', 'blue.u2'));
    expect(eventsOf(r.events, 'shot')[0]).toMatchObject({ extreme: false, need: 4 });
  });
});

describe('RMP-DEF-06 Strength Points and models', () => {
  it("RMP-DEF-06 a 5-model unit loses one model per SP, chosen by its owner, the Commander's model last", () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...pool(4), 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(r.game.game.stage).toEqual({ kind: 'remove-models', player: 'blue', unit: 'blue.u1', count: 2 });
    refused(
      r.game,
      { type: 'remove-models', player: 'blue', unit: 'blue.u1', models: ['blue.u1.m1', 'blue.u1.m5'] },
      'illegal-model',
      'RMP-DEF-06',
    );
    refused(
      r.game,
      { type: 'remove-models', player: 'blue', unit: 'blue.u1', models: ['blue.u1.m5'] },
      'wrong-count',
      'RMP-DEF-06',
    );
    r = accept(r.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m4', 'blue.u1.m5'],
    });
    expect(
      unit(r.game.game, 'blue.u1')
        .models.filter((m) => m.alive)
        .map((m) => m.id),
    ).toEqual(['blue.u1.m1', 'blue.u1.m2', 'blue.u1.m3']);
  });

  it('RMP-DEF-06 a one-model unit carries all its SP; at 0 SP a unit is destroyed', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['fightingVehicles', 'lightInfantry', 'lightInfantry'], 1),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 }, 'blue.u2': { x: 40, y: 44 } },
    });
    // Fighting Vehicles: Armour 4; 8 hits → 2 SP, no model to remove.
    let r = accept(game(s, [3, 3, ...pool(8), 6, 6]), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ sp: 2, left: 3 });
    expect(r.game.game.stage.kind).toBe('order');
    expect(unit(r.game.game, 'blue.u1').sp).toBe(3);
    setSp(s, 'blue.u1', 1);
    const d = accept(game(s, [3, 3, ...pool(4), 6, 6]), shoot('red.u1', 'blue.u1'));
    const d2 = accept(d.game, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(d2.events, 'unit-removed')[0]).toMatchObject({ unit: 'blue.u1', how: 'destroyed' });
  });
});

describe('RMP-DEF-07 hits to SP and Armour modifiers', () => {
  it('RMP-DEF-07 cover adds 1 to Armour against a Shoot: 5 hits on Lesser Xenomorphs (Armour 2) in ruins remove 1 SP', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 8, 18, 10, 6)] },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const r = accept(game(s, [3, 3, ...pool(5), 6, 6]), shoot('red.u1', 'blue.u1'));
    const lost = eventsOf(r.events, 'sp-lost')[0];
    expect(lost).toMatchObject({ hits: 5, armour: 3, sp: 1 });
    expect(lost?.rules).toContain('RMP-DEF-16');
  });

  it('RMP-DEF-07 extreme range adds 1 to Armour: 5 hits at 20" (Light Infantry range 18") remove 1 SP', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 31 } },
    });
    const r = accept(game(s, [3, 3, ...pool(5), 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'shot')[0]?.extreme).toBe(true);
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ hits: 5, armour: 3, sp: 1 });
  });

  it('RMP-DEF-07 cover adds no Armour in an Attack: a unit touching a wall keeps Armour 2 against 6 hits (3 SP)', () => {
    const s = position({
      red: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      blue: XENO3,
      scenario: { id: 't', name: 't', terrain: [feature('wall', 'wall', 5, 21, 15, 0.5)] },
      place: { 'red.u1': { x: 10, y: 14 }, 'blue.u1': { x: 10, y: 20.5 } },
    });
    const r = accept(game(s, [3, 3, ...pool(6), ...MISS]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ unit: 'blue.u1', hits: 6, armour: 2, sp: 3 });
  });
});

describe('RMP-DEF-08 the Shoot action', () => {
  it('RMP-DEF-08 neither a shooter nor a target may be in contact with an enemy', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 30, y: 10 },
        'blue.u1': { x: 10, y: 11 },
        'blue.u2': { x: 30, y: 20 },
      },
    });
    const g = game(s, [6, 6, ...MISS]);
    refused(g, shoot('red.u1', 'blue.u2'), 'illegal-order', 'RMP-DEF-08');
    refused(g, shoot('red.u2', 'blue.u1'), 'illegal-order', 'RMP-DEF-08');
  });

  it('RMP-DEF-08 the target is marked by the first enemy to target it, with no reaction taken; the shooter does not move', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 20, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...MISS, 3, 3, ...MISS]), shoot('red.u1', 'blue.u1'));
    expect(unit(r.game.game, 'blue.u1').firstTargetedBy).toBe('red.u1');
    expect(unit(r.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 10 });
    r = accept(r.game, shoot('red.u2', 'blue.u1'));
    expect(unit(r.game.game, 'blue.u1').firstTargetedBy).toBe('red.u1');
  });
});

describe('RMP-DEF-09 reactions', () => {
  it("RMP-DEF-09 Go to Ground: no test, +1 Armour against that Shoot, and the unit sits out its owner's next phase", () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 }, 'blue.u2': { x: 40, y: 44 } },
    });
    let r = accept(game(s, [3, 3, ...pool(6), 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(r.game.game.stage).toMatchObject({
      kind: 'reaction',
      unit: 'blue.u1',
      options: ['firefight', 'go-to-ground', 'none'],
    });
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ hits: 6, armour: 3, sp: 2 });
    r = accept(r.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m5', 'blue.u1.m4'],
    });
    expect(unit(r.game.game, 'blue.u1').goneToGround).toBe(true);
    // red.u1 was red's only unit: the phase ended with it.
    expect(r.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    refused(
      r.game,
      { type: 'order', player: 'blue', unit: 'blue.u1', action: 'move', to: { x: 12, y: 24 } },
      'illegal-order',
      'RMP-DEF-09',
    );
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(unit(r.game.game, 'blue.u1').goneToGround).toBe(false);
  });

  it('RMP-DEF-09 Firefight: a 7+ test, return fire, both lose SP at once, the target tests Courage first', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...pool(2), 3, 4, ...pool(4), 6, 6, 6, 6]), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'firefight' });
    expect(eventsOf(r.events, 'reaction')[0]).toMatchObject({ reaction: 'firefight', roll: 7, passed: true });
    expect(eventsOf(r.events, 'sp-lost').map((e) => [e.unit, e.sp])).toEqual([
      ['blue.u1', 1],
      ['red.u1', 2],
    ]);
    r = accept(r.game, {
      type: 'remove-models',
      player: 'red',
      unit: 'red.u1',
      models: ['red.u1.m5', 'red.u1.m4'],
    });
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u1', models: ['blue.u1.m5'] });
    expect(eventsOf(r.events, 'courage-test').map((e) => e.unit)).toEqual(['blue.u1', 'red.u1']);
  });

  it('RMP-DEF-09 one reaction a turn: a unit that Went to Ground is not offered another', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 20, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...MISS, 3, 3, ...MISS]), shoot('red.u1', 'blue.u1'));
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'go-to-ground' });
    r = accept(r.game, shoot('red.u2', 'blue.u1'));
    expect(r.game.game.stage).toEqual({ kind: 'order', player: 'red' });
  });

  it('RMP-DEF-09 Counter-charge: a 7+ test; on a pass the unit fights with its Attack value (Berserk 4+ instead of Defence 5+)', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['berserkInfantry', 'lightInfantry', 'lightInfantry']),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
    });
    const order = {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    } as const;
    let r = accept(game(s, [4, 3, 4, 3, ...MISS, ...MISS, 1, 1, 1]), order);
    expect(r.game.game.stage).toMatchObject({ kind: 'reaction', options: ['counter-charge', 'none'] });
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'counter-charge' });
    expect(eventsOf(r.events, 'reaction')[0]).toMatchObject({
      reaction: 'counter-charge',
      roll: 7,
      passed: true,
    });
    expect(eventsOf(r.events, 'fight')[0]).toMatchObject({ attackerNeed: 5, defenderNeed: 4 });
    let n = accept(game(s, [4, 3, ...MISS, ...MISS, 1, 1, 1]), order);
    n = accept(n.game, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(n.events, 'fight')[0]).toMatchObject({ defenderNeed: 5 });
  });
});

describe('RMP-DEF-10 Skirmish and Move and fire', () => {
  it('RMP-DEF-10 Skirmish moves up to half Maximum Movement (4") and Shoots, in either order', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const g = game(s, [3, 3, ...MISS, 6, 6]);
    refused(
      g,
      {
        type: 'order',
        player: 'red',
        unit: 'red.u1',
        action: 'skirmish',
        to: { x: 13, y: 15 },
        target: 'blue.u1',
      },
      'illegal-order',
    );
    const after = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'skirmish',
      to: { x: 13, y: 14 },
      target: 'blue.u1',
    });
    expect(after.events.filter((e) => e.type === 'moved' || e.type === 'shot').map((e) => e.type)).toEqual([
      'moved',
      'shot',
    ]);
    const first = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'skirmish',
      to: { x: 13, y: 6 },
      target: 'blue.u1',
      shootFirst: true,
    });
    expect(first.events.filter((e) => e.type === 'moved' || e.type === 'shot').map((e) => e.type)).toEqual([
      'shot',
      'moved',
    ]);
    expect(unit(first.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 6 });
  });

  it('RMP-DEF-10 Move and fire: a vehicle moves half its Maximum Movement, then Shoots; others may not', () => {
    const s = position({
      red: army(['softSkinVehicles', 'lightInfantry', 'lightInfantry'], 1),
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 6 }, 'red.u2': { x: 30, y: 6 }, 'blue.u1': { x: 10, y: 19 } },
    });
    const g = game(s, [4, 3, ...pool(4), 6, 6]);
    refused(g, shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-RNG-02');
    refused(
      g,
      {
        type: 'order',
        player: 'red',
        unit: 'red.u2',
        action: 'move-and-fire',
        to: { x: 30, y: 8 },
        target: 'blue.u1',
      },
      'illegal-order',
      'RMP-DEF-10',
    );
    refused(
      g,
      {
        type: 'order',
        player: 'red',
        unit: 'red.u1',
        action: 'move-and-fire',
        to: { x: 10, y: 12.5 },
        target: 'blue.u1',
      },
      'illegal-order',
    );
    const r = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move-and-fire',
      to: { x: 10, y: 12 },
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'activation-test')[0]).toMatchObject({ need: 7 });
    expect(eventsOf(r.events, 'moved')[0]?.distance).toBe(6);
    expect(eventsOf(r.events, 'shot')[0]).toMatchObject({ hits: 4, need: 5 });
  });
});

describe('RMP-DEF-11 Wild Charge', () => {
  const wild = () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 30, y: 8 },
        'blue.u1': { x: 10, y: 18 },
        'blue.u2': { x: 50, y: 44 },
      },
    });
    return phaseOf(s, 'blue', 'wild', { kind: 'wild-charge', player: 'blue', units: ['blue.u1'] });
  };

  it('RMP-DEF-11 a failed Wild Charge test does nothing and the unit may still be ordered', () => {
    const r = accept(game(wild(), [2, 2]), { type: 'wild-charge', player: 'blue', unit: 'blue.u1' });
    expect(eventsOf(r.events, 'wild-charge-test')[0]).toMatchObject({ roll: 4, passed: false });
    expect(eventsOf(r.events, 'phase-ended')).toHaveLength(0);
    expect(r.game.game.stage).toEqual({ kind: 'order', player: 'blue' });
    expect(r.game.game.activation?.tried).toEqual([]);
  });

  it('RMP-DEF-11 on a pass (2d6 ≥ Attack activation 5) it Attacks the nearest reachable enemy and cannot be ordered again', () => {
    const g = game(wild(), [3, 2, ...MISS, ...MISS, 1, 1, 1]);
    refused(
      g,
      { type: 'wild-charge', player: 'blue', unit: 'blue.u1', target: 'red.u2' },
      'illegal-target',
      'RMP-DEF-11',
    );
    const r = accept(g, { type: 'wild-charge', player: 'blue', unit: 'blue.u1' });
    expect(eventsOf(r.events, 'attack-declared')[0]).toMatchObject({
      attacker: 'blue.u1',
      target: 'red.u1',
      wild: true,
    });
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
    expect(r.game.game.activation?.tried).toContain('blue.u1');
  });
});

describe('RMP-DEF-12 Attacks', () => {
  it('RMP-DEF-12 the attacker moves into contact, both roll at once (Attack vs Defence), the bigger loser Retreats, unsuppressed', () => {
    const s = position({
      red: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 1),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 }, 'blue.u2': { x: 40, y: 44 } },
    });
    let r = accept(game(s, [3, 3, ...pool(4), ...pool(3), 6, 6, 6, 6]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'fight')[0]).toMatchObject({
      attackerNeed: 4,
      defenderNeed: 5,
      attackerHits: 4,
      defenderHits: 3,
    });
    expect(unit(r.game.game, 'red.u1').models[0]?.y).toBeCloseTo(15, 1);
    r = accept(r.game, { type: 'remove-models', player: 'red', unit: 'red.u1', models: ['red.u1.m5'] });
    r = accept(r.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u1',
      models: ['blue.u1.m5', 'blue.u1.m4'],
    });
    const ret = eventsOf(r.events, 'retreated')[0];
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 4 });
    expect(ret?.rules).toContain('RMP-ATK-10');
    expect(unit(r.game.game, 'blue.u1').suppressed).toBe(false);
    expect(unit(r.game.game, 'red.u1').models.find((m) => m.alive)?.y).toBeCloseTo(15, 1);
  });

  it('RMP-DEF-12 the Attack path may not pass within 1" of a unit other than the target', () => {
    // blue.u2's first model at (17.2, 13): red.u1's end model passes 0.2" from it on the way to blue.u1.
    const at = (x: number) =>
      position({
        red: LIGHT3,
        blue: XENO3,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 }, 'blue.u2': { x, y: 13 } },
      });
    refused(
      game(at(17.2), [4, 3]),
      { type: 'order', player: 'red', unit: 'red.u1', action: 'attack', target: 'blue.u1' },
      'illegal-order',
      'RMP-DEF-12',
    );
    const r = accept(game(at(18), [4, 3, ...MISS, ...MISS, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
  });

  it("RMP-DEF-12 a target beyond the attacker's Maximum Movement cannot be Attacked", () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 19.5 } },
    });
    refused(
      game(s, [6, 6]),
      { type: 'order', player: 'red', unit: 'red.u1', action: 'attack', target: 'blue.u1' },
      'illegal-order',
      'RMP-DEF-12',
    );
  });

  it('RMP-DEF-12 in rough terrain a non-Ranger defends at 5+ with Armour 2 (Elite Infantry in ruins)', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      scenario: { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 8, 15, 10, 6)] },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
    });
    let r = accept(game(s, [4, 3, ...pool(2), ...MISS, 6, 6, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    r = accept(r.game, { type: 'react', player: 'blue', reaction: 'none' });
    expect(eventsOf(r.events, 'fight')[0]).toMatchObject({ defenderNeed: 5 });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ unit: 'blue.u1', armour: 2, sp: 1 });
  });
});

describe('RMP-DEF-13 Courage details', () => {
  it('RMP-DEF-13 one event, one test per unit: the Commander lost and half the points gone give each unit a single test, with −1', () => {
    // Blue: Greater Xenomorphs (6 pts, Commander) + two Lesser (3 each) = 12 pts; losing the 6 crosses half.
    const s = position({
      red: LIGHT3,
      blue: army(['greaterXenomorphs', 'lesserXenomorphs', 'lesserXenomorphs']),
      place: {
        'red.u1': { x: 10, y: 10 },
        'blue.u1': { x: 10, y: 21 },
        'blue.u2': { x: 30, y: 44 },
        'blue.u3': { x: 45, y: 44 },
      },
    });
    unit(s, 'blue.u1').sp = 1;
    const r = accept(game(s, [3, 3, ...pool(3), 3, 3, 4, 4]), shoot('red.u1', 'blue.u1'));
    const tests = eventsOf(r.events, 'courage-test');
    expect(tests.map((t) => t.unit)).toEqual(['blue.u2', 'blue.u3']);
    expect(tests[0]?.rules).toEqual(expect.arrayContaining(['RMP-CRG-05', 'RMP-CRG-06', 'RMP-CRG-11']));
    expect(tests.map((t) => t.score)).toEqual([5, 7]);
    expect(r.game.game.sides[1]).toMatchObject({ halfLost: true, commanderLost: true, pointsLost: 6 });
  });
});

describe('RMP-DEF-14 Retreat geometry', () => {
  it('RMP-DEF-14 a failed Courage test: the unit moves as a block half its Maximum Movement straight away from its cause, then is Suppressed', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...pool(2), 1, 2]), shoot('red.u1', 'blue.u2'));
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u2', models: ['blue.u2.m3'] });
    expect(eventsOf(r.events, 'courage-test')[0]).toMatchObject({ score: 2, result: 'failed' });
    expect(eventsOf(r.events, 'retreated')[0]).toMatchObject({
      unit: 'blue.u2',
      distance: 6,
      from: 'red.u1',
    });
    const u = unit(r.game.game, 'blue.u2');
    expect(u.models.filter((m) => m.alive).map((m) => [m.x, m.y])).toEqual([
      [10, 26],
      [11.5, 26],
      [14.5, 26],
      [16, 26],
    ]);
    expect(u.suppressed).toBe(true);
  });

  it('RMP-DEF-14 stopped 1" short of another unit, the Retreat tests for casualties: a d6 of 1–3 costs 1 SP', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 }, 'blue.u3': { x: 10, y: 24 } },
    });
    let r = accept(game(s, [3, 3, ...pool(2), 1, 2, 3]), shoot('red.u1', 'blue.u2'));
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u2', models: ['blue.u2.m3'] });
    expect(eventsOf(r.events, 'retreated')[0]).toMatchObject({ distance: 2, wanted: 6 });
    expect(eventsOf(r.events, 'sp-lost').at(-1)).toMatchObject({ unit: 'blue.u2', sp: 1, left: 3 });
    expect(r.game.game.stage).toMatchObject({ kind: 'remove-models', unit: 'blue.u2', count: 1 });
    const safe = accept(game(s, [3, 3, ...pool(2), 1, 2, 4]), shoot('red.u1', 'blue.u2'));
    const s2 = accept(safe.game, {
      type: 'remove-models',
      player: 'blue',
      unit: 'blue.u2',
      models: ['blue.u2.m3'],
    });
    expect(unit(s2.game.game, 'blue.u2').sp).toBe(4);
  });

  it('RMP-DEF-14 with no single cause (a failed Rally) the unit retreats straight towards its own deployment edge', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 20 }, 'red.u2': { x: 30, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    unit(s, 'red.u1').suppressed = true;
    s.activation = { player: 'red', step: 'rally', tried: [], wildTested: [], index: 0, freeFailed: false };
    s.stage = { kind: 'rally', player: 'red', units: ['red.u1'] };
    let r = accept(game(s, [1, 1]), { type: 'rally', player: 'red', unit: 'red.u1' });
    r = accept(r.game, { type: 'remove-models', player: 'red', unit: 'red.u1', models: ['red.u1.m5'] });
    expect(unit(r.game.game, 'red.u1').models[0]).toMatchObject({ x: 10, y: 16 });
  });
});

describe('RMP-DEF-15 movement, terrain and coherency', () => {
  const ruins = { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 0, 12, 60, 8)] };

  it('RMP-DEF-15 rough ground costs 2" an inch (not for Rangers): 6" with 4" in ruins costs 10" of 8"', () => {
    const s = position({
      red: army(['lightInfantry', 'reconInfantry', 'lightInfantry']),
      blue: LIGHT3,
      scenario: ruins,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 44 } },
    });
    const g = game(s, [3, 3]);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 16 } },
      'illegal-order',
      'RMP-MOV-01',
    );
    expect(
      accept(g, { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 14 } }).game
        .game.units[0]?.models[0]?.y,
    ).toBe(14);
    const ranger = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u2',
      action: 'move',
      to: { x: 33, y: 18 },
    });
    expect(eventsOf(ranger.events, 'moved')[0]?.distance).toBe(8);
  });

  it('RMP-DEF-15 vehicles may not enter rough ground; Recon Infantry move 8"', () => {
    const s = position({
      red: army(['softSkinVehicles', 'reconInfantry', 'lightInfantry'], 1),
      blue: LIGHT3,
      scenario: ruins,
      place: {
        'red.u1': { x: 10, y: 8 },
        'red.u2': { x: 70, y: 10, spacing: -1.5 },
        'blue.u1': { x: 10, y: 44 },
      },
    });
    const g = game(s, [3, 3]);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 10, y: 12 } },
      'illegal-order',
      'RMP-DEF-15',
    );
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u2', action: 'move', to: { x: 67, y: 18.5 } },
      'illegal-order',
      'RMP-MOV-01',
    );
    expect(
      eventsOf(
        accept(g, { type: 'order', player: 'red', unit: 'red.u2', action: 'move', to: { x: 67, y: 18 } })
          .events,
        'moved',
      )[0]?.distance,
    ).toBe(8);
  });

  it('RMP-DEF-15 a unit ends in coherency (2") and not within 1" of an enemy', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 17 } },
    });
    const g = game(s, [3, 3]);
    const spread = [
      { x: 10, y: 12 },
      { x: 11.5, y: 12 },
      { x: 13, y: 12 },
      { x: 14.5, y: 12 },
      { x: 17.6, y: 12 },
    ];
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', positions: spread },
      'illegal-order',
      'RMP-DEF-15',
    );
    spread[4] = { x: 17.5, y: 12 };
    accept(g, { type: 'order', player: 'red', unit: 'red.u1', action: 'move', positions: spread });
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 15.1 } },
      'illegal-order',
      'RMP-DEF-15',
    );
    accept(g, { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 15 } });
  });
});

describe('RMP-DEF-16 line of sight and cover', () => {
  it('RMP-DEF-16 a building blocks sight; units do not', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: { id: 't', name: 't', terrain: [feature('b', 'building', 0, 14, 20, 2)] },
      place: {
        'red.u1': { x: 10, y: 10 },
        'red.u2': { x: 40, y: 10 },
        'red.u3': { x: 40, y: 14 },
        'blue.u1': { x: 10, y: 20 },
        'blue.u2': { x: 40, y: 24 },
      },
    });
    const g = game(s, [3, 3, ...MISS]);
    refused(g, shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-SHT-01');
    expect(eventsOf(accept(g, shoot('red.u2', 'blue.u2')).events, 'shot')).toHaveLength(1);
  });

  it('RMP-DEF-16 more than 2" of woods blocks sight; 2" does not', () => {
    const terrain = (depth: number) => ({
      id: 't',
      name: 't',
      terrain: [feature('w', 'woods', 0, 14, 30, depth)],
    });
    const at = { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } };
    refused(
      game(position({ red: LIGHT3, blue: XENO3, scenario: terrain(2.5), place: at }), [3, 3]),
      shoot('red.u1', 'blue.u1'),
      'illegal-order',
      'RMP-SHT-01',
    );
    const r = accept(
      game(position({ red: LIGHT3, blue: XENO3, scenario: terrain(2), place: at }), [3, 3, ...MISS]),
      shoot('red.u1', 'blue.u1'),
    );
    expect(eventsOf(r.events, 'shot')).toHaveLength(1);
  });

  it('RMP-DEF-16 a unit is in cover when at least half its models are: 3 of 5 in ruins gets +1 Armour, 2 of 5 does not', () => {
    const ruinsAt = (w: number) => ({ id: 't', name: 't', terrain: [feature('r', 'ruins', 9, 18, w, 4)] });
    const at = { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } };
    // Models at x 10, 11.5, 13, 14.5, 16: ruins from x 9 wide 5 hold three, wide 3.5 two.
    const three = accept(
      game(position({ red: LIGHT3, blue: XENO3, scenario: ruinsAt(5), place: at }), [3, 3, ...pool(4), 6, 6]),
      shoot('red.u1', 'blue.u1'),
    );
    expect(eventsOf(three.events, 'sp-lost')[0]).toMatchObject({ armour: 3, sp: 1 });
    const two = accept(
      game(position({ red: LIGHT3, blue: XENO3, scenario: ruinsAt(3.5), place: at }), [
        3,
        3,
        ...pool(4),
        6,
        6,
      ]),
      shoot('red.u1', 'blue.u1'),
    );
    expect(eventsOf(two.events, 'sp-lost')[0]).toMatchObject({ armour: 2, sp: 2 });
  });
});

describe('RMP-DEF-18 the Commander', () => {
  it('RMP-DEF-18 +1 Courage within 12" of the Commander\'s model, none beyond', () => {
    const run = (cx: number) => {
      const s = position({
        red: LIGHT3,
        blue: XENO3,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: cx, y: 20 }, 'blue.u2': { x: 10, y: 20 } },
      });
      const r = accept(game(s, [3, 3, ...pool(2), 2, 2]), shoot('red.u1', 'blue.u2'));
      return accept(r.game, {
        type: 'remove-models',
        player: 'blue',
        unit: 'blue.u2',
        models: ['blue.u2.m5'],
      });
    };
    // blue.u2's nearest model at x 14.5; the Commander's model (blue.u1.m1) 12" on at x 27 (radius 0.5 each).
    const near = eventsOf(run(27.5).events, 'courage-test')[0];
    expect(near).toMatchObject({ score: 4, result: 'passed' });
    expect(near?.rules).toContain('RMP-CRG-09');
    expect(eventsOf(run(28).events, 'courage-test')[0]).toMatchObject({ score: 3, result: 'failed' });
  });

  it("RMP-DEF-18 when the Commander's unit is destroyed the Commander is lost and the detachment tests", () => {
    const s = position({
      red: LIGHT3,
      blue: army([
        'greaterXenomorphs',
        'lesserXenomorphs',
        'lesserXenomorphs',
        'lesserXenomorphs',
        'lesserXenomorphs',
      ]),
      place: {
        'red.u1': { x: 10, y: 10 },
        'blue.u1': { x: 10, y: 21 },
        'blue.u2': { x: 30, y: 44 },
        'blue.u3': { x: 40, y: 44 },
        'blue.u4': { x: 50, y: 44 },
        'blue.u5': { x: 60, y: 44 },
      },
    });
    unit(s, 'blue.u1').sp = 1;
    const r = accept(game(s, [3, 3, ...pool(3), 6, 6, 6, 6, 6, 6, 6, 6]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'commander-lost')[0]?.player).toBe('blue');
    const tests = eventsOf(r.events, 'courage-test');
    expect(tests).toHaveLength(4);
    expect(tests.every((t) => t.rules?.includes('RMP-CRG-05') && !t.rules?.includes('RMP-CRG-06'))).toBe(
      true,
    );
  });
});

describe('RMP-DEF-20 victory and game end', () => {
  it('RMP-DEF-20 the game ends at once when a player has no units left; the other wins', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'red.u2': { x: 30, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    unit(s, 'blue.u1').sp = 1;
    unit(s, 'blue.u1').models.forEach((m, i) => {
      m.alive = i === 0;
    });
    const r = accept(game(s, [3, 3, ...pool(2)]), shoot('red.u1', 'blue.u1'));
    expect(r.game.game.result).toMatchObject({ winners: ['red'], reason: 'the enemy has no units left' });
    expect(r.game.game.stage).toEqual({ kind: 'game-over' });
  });

  it("RMP-DEF-20 after the last turn: VP are the points of enemy units removed, +2 for the enemy Commander's", () => {
    // Red's Commander unit (red.u1, 4 pts) is out: blue scores 6; blue.u3 is out: red scores 4.
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: {
        'red.u2': { x: 10, y: 6 },
        'red.u3': { x: 20, y: 6 },
        'blue.u1': { x: 10, y: 44 },
        'blue.u2': { x: 20, y: 44 },
      },
    });
    s.turn = 12;
    let r = accept(game(s, []), { type: 'end-phase', player: 'red' });
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(r.game.game.result).toMatchObject({ winners: ['blue'], scores: { red: 4, blue: 6 } });
  });

  it('RMP-DEF-20 equal VP is a draw', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 44 } },
    });
    s.turn = 12;
    let r = accept(game(s, []), { type: 'end-phase', player: 'red' });
    r = accept(r.game, { type: 'end-phase', player: 'blue' });
    expect(r.game.game.result).toMatchObject({ winners: [], scores: { red: 8, blue: 8 } });
  });
});

describe('RMP-DEF-21 decision prompts', () => {
  it("RMP-DEF-21 the reaction prompt offers exactly the legal reactions to the target's owner", () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const r = accept(game(s, [3, 3, ...MISS]), shoot('red.u1', 'blue.u1'));
    expect(legalCommands(r.game as never, 'red')).toEqual([]);
    expect(legalCommands(r.game as never, 'blue')).toEqual([
      { type: 'react', player: 'blue', reaction: 'firefight' },
      { type: 'react', player: 'blue', reaction: 'go-to-ground' },
      { type: 'react', player: 'blue', reaction: 'none' },
    ]);
  });

  it('RMP-DEF-21 a Retreating unit that can reach cover asks its owner: into the cover, or flee', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: { id: 't', name: 't', terrain: [feature('r', 'ruins', 17, 18, 6, 6)] },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u2': { x: 10, y: 20 } },
    });
    let r = accept(game(s, [3, 3, ...pool(2), 1, 2]), shoot('red.u1', 'blue.u2'));
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u2', models: ['blue.u2.m3'] });
    expect(r.game.game.stage).toEqual({ kind: 'retreat', player: 'blue', unit: 'blue.u2', cover: ['r'] });
    expect(legalCommands(r.game as never, 'blue')).toEqual([
      { type: 'retreat', player: 'blue', unit: 'blue.u2', cover: 'r' },
      { type: 'retreat', player: 'blue', unit: 'blue.u2', cover: null },
    ]);
    refused(
      r.game,
      { type: 'retreat', player: 'blue', unit: 'blue.u2', cover: 'nowhere' },
      'no-cover',
      'RMP-RET-04',
    );
    const into = accept(r.game, { type: 'retreat', player: 'blue', unit: 'blue.u2', cover: 'r' });
    expect(eventsOf(into.events, 'retreated')[0]).toMatchObject({ into: 'r' });
  });
});

describe('RMP-DEF-22 readings', () => {
  it('RMP-DEF-22 an "activation test of 7+" is 2d6 ≥ 7: a Firefight passes on 3+4 and fails on 3+3', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const run = (a: number, b: number, extra: number[]) => {
      const r = accept(game(s, [3, 3, ...MISS, a, b, ...extra]), shoot('red.u1', 'blue.u1'));
      return accept(r.game, { type: 'react', player: 'blue', reaction: 'firefight' });
    };
    expect(eventsOf(run(3, 4, MISS).events, 'shot')).toHaveLength(1);
    expect(eventsOf(run(3, 4, MISS).events, 'reaction')[0]).toMatchObject({ passed: true, roll: 7 });
    expect(eventsOf(run(3, 3, []).events, 'reaction')[0]).toMatchObject({ passed: false, roll: 6 });
  });

  it('RMP-DEF-22 RMP-ATK-08 read literally: Militia Rabble in ruins defend at 5+ (not 6+) with Armour 2 (not 1)', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['militiaRabble', 'lightInfantry', 'lightInfantry']),
      scenario: { id: 't', name: 't', terrain: [feature('ruins', 'ruins', 8, 15, 10, 6)] },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 } },
    });
    const r = accept(game(s, [4, 3, ...pool(2), ...MISS, 6, 6, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'fight')[0]).toMatchObject({ defenderNeed: 5 });
    expect(eventsOf(r.events, 'sp-lost')[0]).toMatchObject({ unit: 'blue.u1', armour: 2, sp: 1 });
  });

  it('RMP-DEF-22 a Suppressed unit that loses an Attack still makes the forced Retreat (RMP-SUP-04 forbids only voluntary moves)', () => {
    const s = position({
      red: army(['eliteInfantry', 'lightInfantry', 'lightInfantry']),
      blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry'], 1),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 16 }, 'blue.u2': { x: 40, y: 44 } },
    });
    unit(s, 'blue.u1').suppressed = true;
    let r = accept(game(s, [3, 3, ...pool(2), 5, 5, 5, 5, 5, 6, 1, 1, 1, 1, 6, 6, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'fight')[0]).toMatchObject({ defenderNeed: 6, defenderHits: 1 });
    r = accept(r.game, { type: 'remove-models', player: 'blue', unit: 'blue.u1', models: ['blue.u1.m5'] });
    expect(eventsOf(r.events, 'retreated')[0]).toMatchObject({ unit: 'blue.u1', distance: 4 });
  });
});

describe('RMP-DEF-02 / RMP-DEF-14 / RMP-DEF-09 more defaults', () => {
  it('RMP-DEF-02 a hill blocks sight between units not on it; a unit on the hill sees over it', () => {
    const hill = { id: 't', name: 't', terrain: [feature('h', 'hill', 0, 13, 40, 4)] };
    const below = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: hill,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    refused(game(below, [3, 3]), shoot('red.u1', 'blue.u1'), 'illegal-order', 'RMP-SHT-01');
    const onIt = position({
      red: LIGHT3,
      blue: XENO3,
      scenario: hill,
      place: { 'red.u1': { x: 10, y: 14 }, 'blue.u1': { x: 10, y: 24 } },
    });
    expect(
      eventsOf(accept(game(onIt, [3, 3, ...MISS]), shoot('red.u1', 'blue.u1')).events, 'shot'),
    ).toHaveLength(1);
  });

  it('RMP-DEF-02 crossing a wall costs infantry 2" more: 6" over a wall spends 8"', () => {
    const wall = { id: 't', name: 't', terrain: [feature('w', 'wall', 0, 12.5, 40, 0.5)] };
    const g = game(
      position({
        red: LIGHT3,
        blue: LIGHT3,
        scenario: wall,
        place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 44 } },
      }),
      [3, 3],
    );
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 16.5 } },
      'illegal-order',
      'RMP-MOV-01',
    );
    expect(
      unit(
        accept(g, { type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x: 13, y: 16 } }).game
          .game,
        'red.u1',
      ).models[0]?.y,
    ).toBe(16);
  });

  it('RMP-DEF-14 a vehicle Retreats its full Maximum Movement (Soft-skin Vehicles 12")', () => {
    const s = position({
      red: LIGHT3,
      blue: army(['softSkinVehicles', 'lightInfantry', 'lightInfantry'], 1),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 20 } },
    });
    const r = accept(game(s, [3, 3, ...pool(2), 1, 2]), shoot('red.u1', 'blue.u1'));
    expect(eventsOf(r.events, 'courage-test')[0]).toMatchObject({ score: 2, need: 5, result: 'failed' });
    const ret = eventsOf(r.events, 'retreated')[0];
    expect(ret).toMatchObject({ unit: 'blue.u1', distance: 12 });
    expect(ret?.rules).toContain('RMP-RET-02');
    expect(unit(r.game.game, 'blue.u1').models[0]).toMatchObject({ x: 10, y: 32 });
  });

  it('RMP-DEF-09 a unit that Went to Ground may still Rally in its next phase', () => {
    const s = position({
      red: LIGHT3,
      blue: LIGHT3,
      place: { 'red.u1': { x: 10, y: 6 }, 'blue.u1': { x: 10, y: 30 }, 'blue.u2': { x: 40, y: 44 } },
    });
    Object.assign(unit(s, 'blue.u1'), { suppressed: true, goneToGround: true });
    let r = accept(game(s, [3, 3]), { type: 'end-phase', player: 'red' });
    expect(r.game.game.stage).toEqual({ kind: 'rally', player: 'blue', units: ['blue.u1'] });
    r = accept(r.game, { type: 'rally', player: 'blue', unit: 'blue.u1' });
    expect(eventsOf(r.events, 'rallied')[0]).toMatchObject({ unit: 'blue.u1', passed: true });
  });
});

describe('RMP-DEF-01 distances', () => {
  it('RMP-DEF-01 "within X" is ≤ X between the closest bases: a target 18" away is in range, 18.5" is extreme', () => {
    const at = (y: number) =>
      position({ red: LIGHT3, blue: XENO3, place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y } } });
    expect(
      eventsOf(accept(game(at(29), [3, 3, ...MISS]), shoot('red.u1', 'blue.u1')).events, 'shot')[0]?.extreme,
    ).toBe(false);
    expect(
      eventsOf(accept(game(at(29.5), [3, 3, ...MISS]), shoot('red.u1', 'blue.u1')).events, 'shot')[0]
        ?.extreme,
    ).toBe(true);
  });

  it('RMP-DEF-01 an Attack reaches a target exactly its Maximum Movement (8") away', () => {
    const s = position({
      red: LIGHT3,
      blue: XENO3,
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 10, y: 19 } },
    });
    const r = accept(game(s, [4, 3, ...MISS, ...MISS, 1, 1, 1]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'attack',
      target: 'blue.u1',
    });
    expect(eventsOf(r.events, 'fight')).toHaveLength(1);
    expect(eventsOf(r.events, 'moved')[0]?.distance).toBeCloseTo(8, 1);
  });
});
