import { createGame, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { ParamsInput } from '../../../src/rulesets/rampant/params';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import { accept, army, eventsOf, feature, game, OPEN_TABLE, position, refused, unit } from './engine-support';

const MISS = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const pool = (hits: number, size = 10) => Array.from({ length: size }, (_, i) => (i < hits ? 6 : 1));
const LIGHT3 = army(['lightInfantry', 'lightInfantry', 'lightInfantry']);
/** Red: a Light Infantry Commander unit, a transport, another Light Infantry unit. */
const CARRIED = army(['lightInfantry', 'transportVehicles', 'lightInfantry']);
const shoot = (u: string, target: string) =>
  ({ type: 'order', player: 'red', unit: u, action: 'shoot', target }) as const;

describe('RMP-DEF-17 embarking', () => {
  const board = (params: ParamsInput = {}, embarked = false) =>
    position({
      red: CARRIED,
      blue: LIGHT3,
      params,
      place: {
        'red.u1': { x: 10, y: 8 },
        'red.u2': { x: 20, y: 8 },
        ...(embarked ? {} : { 'red.u3': { x: 22, y: 2 } }),
        'blue.u1': { x: 10, y: 44 },
      },
      ...(embarked ? { embark: { 'red.u3': 'red.u2' } } : {}),
    });

  it('RMP-DEF-17 an infantry unit ordered to Move that reaches a friendly transport with room goes aboard and leaves the table', () => {
    const r = accept(game(board(), [3, 3]), {
      type: 'order',
      player: 'red',
      unit: 'red.u1',
      action: 'move',
      embark: 'red.u2',
    });
    expect(eventsOf(r.events, 'activation-test')[0]).toMatchObject({ action: 'move', need: 5 });
    expect(eventsOf(r.events, 'embarked')[0]).toMatchObject({ unit: 'red.u1', transport: 'red.u2' });
    expect(unit(r.game.game, 'red.u1')).toMatchObject({ status: 'embarked', transport: 'red.u2' });
  });

  it('RMP-DEF-17 a transport carries one unit: a full one is refused; classes.transportVehicles.capacityUnits 2 takes a second', () => {
    const order = { type: 'order', player: 'red', unit: 'red.u1', action: 'move', embark: 'red.u2' } as const;
    refused(game(board({}, true), [3, 3]), order, 'illegal-order', 'RMP-DEF-17');
    const r = accept(
      game(board({ classes: { transportVehicles: { capacityUnits: 2 } } }, true), [3, 3]),
      order,
    );
    expect(unit(r.game.game, 'red.u1').status).toBe('embarked');
  });

  it('RMP-DEF-17 only infantry board, and only a transport within Maximum Movement', () => {
    const s = position({
      red: army(['lesserXenomorphs', 'transportVehicles', 'lightInfantry'], 2),
      blue: LIGHT3,
      place: {
        'red.u1': { x: 10, y: 8 },
        'red.u2': { x: 20, y: 8 },
        'red.u3': { x: 40, y: 8 },
        'blue.u1': { x: 10, y: 44 },
      },
    });
    const g = game(s, [3, 3]);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u1', action: 'move', embark: 'red.u2' },
      'illegal-order',
      'RMP-DEF-17',
    );
    // red.u3's nearest model is 40 − 20 − 2 = 18" from the hull: beyond its 8".
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u3', action: 'move', embark: 'red.u2' },
      'illegal-order',
      'RMP-DEF-17',
    );
  });

  it('RMP-DEF-17 infantry may start the game embarked in a deployed transport', () => {
    let r = accept(
      createGame(
        rampant,
        {
          players: [
            { id: 'red', army: 'armoured' },
            { id: 'blue', army: 'hive' },
          ],
          scenario: OPEN_TABLE,
        } as never,
        { seed: 1, dice: scripted([1, 6]) },
      ) as never,
      { type: 'roll-off', player: 'red' },
    );
    r = accept(r.game, { type: 'choose-zone', player: 'blue', zone: 'north' });
    // Red (south) deploys first: the Assault Squad (red.u3) cannot board a Carrier not yet on the table.
    refused(
      r.game,
      { type: 'deploy', player: 'red', unit: 'red.u3', embarkIn: 'red.u2' },
      'no-transport',
      'RMP-DEF-17',
    );
    r = accept(r.game, { type: 'deploy', player: 'red', unit: 'red.u2', at: { x: 20, y: 6 } });
    r = accept(r.game, { type: 'deploy', player: 'blue', unit: 'blue.u1', at: { x: 20, y: 42 } });
    r = accept(r.game, { type: 'deploy', player: 'red', unit: 'red.u3', embarkIn: 'red.u2' });
    expect(unit(r.game.game, 'red.u3')).toMatchObject({ status: 'embarked', transport: 'red.u2' });
    // The Battle Tank is a vehicle: it may not board.
    r = accept(r.game, { type: 'deploy', player: 'blue', unit: 'blue.u2', at: { x: 30, y: 42 } });
    refused(
      r.game,
      { type: 'deploy', player: 'red', unit: 'red.u1', embarkIn: 'red.u2' },
      'no-transport',
      'RMP-DEF-17',
    );
  });
});

describe('RMP-DEF-17 aboard and disembarking', () => {
  const aboard = () =>
    position({
      red: CARRIED,
      blue: army(['lightInfantry', 'transportVehicles', 'lightInfantry']),
      place: {
        'red.u1': { x: 40, y: 8 },
        'red.u2': { x: 20, y: 8 },
        'blue.u1': { x: 20, y: 24 },
        'blue.u2': { x: 40, y: 24 },
      },
      embark: { 'red.u3': 'red.u2', 'blue.u3': 'blue.u2' },
    });

  it('RMP-DEF-17 disembarking is a Move: every model within 3" of the transport, and the move ends there', () => {
    const g = game(aboard(), [3, 3]);
    refused(
      g,
      { type: 'order', player: 'red', unit: 'red.u3', action: 'move', to: { x: 20, y: 12.5 } },
      'illegal-order',
      'RMP-DEF-17',
    );
    const r = accept(g, {
      type: 'order',
      player: 'red',
      unit: 'red.u3',
      action: 'move',
      to: { x: 20, y: 12 },
    });
    expect(eventsOf(r.events, 'activation-test')[0]).toMatchObject({ action: 'move', need: 5 });
    expect(eventsOf(r.events, 'disembarked')[0]).toMatchObject({ unit: 'red.u3', transport: 'red.u2' });
    const u = unit(r.game.game, 'red.u3');
    expect(u.status).toBe('table');
    expect(u.models.map((m) => [m.x, m.y])).toEqual([
      [17, 12],
      [18.5, 12],
      [20, 12],
      [21.5, 12],
      [23, 12],
    ]);
  });

  it('RMP-DEF-17 disembarking may not end within 1" of an enemy unit', () => {
    const s = aboard();
    unit(s, 'blue.u1').models.forEach((m) => {
      m.y = 13.6;
    });
    refused(
      game(s, [3, 3]),
      { type: 'order', player: 'red', unit: 'red.u3', action: 'move', to: { x: 20, y: 12 } },
      'illegal-order',
      'RMP-DEF-17',
    );
    unit(s, 'blue.u1').models.forEach((m) => {
      m.y = 14;
    });
    expect(
      eventsOf(
        accept(game(s, [3, 3]), {
          type: 'order',
          player: 'red',
          unit: 'red.u3',
          action: 'move',
          to: { x: 20, y: 12 },
        }).events,
        'disembarked',
      ),
    ).toHaveLength(1);
  });

  it('RMP-DEF-17 an embarked unit cannot shoot or be targeted', () => {
    const g = game(aboard(), [3, 3, ...MISS]);
    refused(g, shoot('red.u3', 'blue.u1'), 'illegal-order', 'RMP-DEF-17');
    refused(g, shoot('red.u1', 'blue.u3'), 'illegal-order', 'RMP-DEF-08');
  });

  it('RMP-DEF-17 an embarked unit that fails Courage stays aboard and becomes Suppressed', () => {
    // blue.u1 (the Commander, 1 SP) is destroyed: the transport and its passengers test (RMP-CRG-05).
    const s = aboard();
    unit(s, 'blue.u1').sp = 1;
    unit(s, 'blue.u1').models.forEach((m, i) => {
      m.alive = i === 0;
      m.y = 20;
    });
    let r = accept(game(s, [3, 4, ...pool(2), 6, 6, 1, 1]), shoot('red.u2', 'blue.u1'));
    if (r.game.game.stage.kind === 'reaction')
      r = accept(r.game, { type: 'react', player: 'blue', reaction: 'none' });
    const tests = eventsOf(r.events, 'courage-test');
    expect(tests.map((t) => [t.unit, t.result])).toEqual([
      ['blue.u2', 'passed'],
      ['blue.u3', 'failed'],
    ]);
    expect(eventsOf(r.events, 'retreated')).toHaveLength(0);
    expect(unit(r.game.game, 'blue.u3')).toMatchObject({ status: 'embarked', suppressed: true });
  });
});

describe('RMP-DEF-17 passengers of a lost transport', () => {
  const wreck = (terrain: ReturnType<typeof feature>[] = []) => {
    const s = position({
      red: LIGHT3,
      blue: army(['lightInfantry', 'transportVehicles', 'lightInfantry']),
      scenario: { id: 't', name: 't', terrain },
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 60, y: 44 }, 'blue.u2': { x: 12, y: 20 } },
      embark: { 'blue.u3': 'blue.u2' },
    });
    unit(s, 'blue.u2').sp = 1;
    return s;
  };

  it('RMP-DEF-17 they are placed within 3" of the wreck by their owner, lose 1 SP and test Courage with −1', () => {
    const r = accept(game(wreck(), [3, 3, ...pool(3), 3, 3]), shoot('red.u1', 'blue.u2'));
    expect(eventsOf(r.events, 'unit-removed')[0]).toMatchObject({ unit: 'blue.u2', how: 'destroyed' });
    expect(r.game.game.stage).toEqual({ kind: 'place-passengers', player: 'blue', unit: 'blue.u3' });
    refused(
      r.game,
      { type: 'place-passengers', player: 'blue', unit: 'blue.u3', at: { x: 12, y: 26 } },
      'illegal-placement',
      'RMP-DEF-17',
    );
    let p = accept(r.game, {
      type: 'place-passengers',
      player: 'blue',
      unit: 'blue.u3',
      at: { x: 12, y: 24 },
    });
    expect(eventsOf(p.events, 'sp-lost')[0]).toMatchObject({ unit: 'blue.u3', sp: 1, left: 4 });
    p = accept(p.game, { type: 'remove-models', player: 'blue', unit: 'blue.u3', models: ['blue.u3.m5'] });
    expect(eventsOf(p.events, 'courage-test')[0]).toMatchObject({ unit: 'blue.u3', roll: 6, score: 5 });
    expect(eventsOf(p.events, 'courage-test')[0]?.rules).toContain('RMP-CRG-10');
    expect(unit(p.game.game, 'blue.u3').status).toBe('table');
  });

  it('RMP-DEF-17 passengers with nowhere to stand are destroyed with their transport', () => {
    // Water (impassable, no block to sight) all round the wreck but for its own footprint.
    const water = [
      feature('w1', 'water', 0, 22, 72, 10),
      feature('w2', 'water', 0, 18, 10.4, 4),
      feature('w3', 'water', 13.6, 18, 58, 4),
      feature('w4', 'water', 0, 13, 72, 5),
    ];
    const s = wreck(water);
    s.units
      .find((u) => u.id === 'red.u1')
      ?.models.forEach((m) => {
        m.y = 11;
      });
    const r = accept(game(s, [3, 3, ...pool(3), 6, 6]), shoot('red.u1', 'blue.u2'));
    expect(eventsOf(r.events, 'unit-removed').map((e) => [e.unit, e.how])).toEqual([
      ['blue.u2', 'destroyed'],
      ['blue.u3', 'destroyed'],
    ]);
    expect(eventsOf(r.events, 'unit-removed')[1]?.rules).toContain('RMP-DEF-17');
  });
});
