import { describe, expect, it } from 'vitest';
import type { ClassKey } from '../../../src/rulesets/rampant/params';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { accept, army, eventsOf, game, position, refused, unit } from './engine-support';

const VEHICLES: ClassKey[] = ['fightingVehicles', 'transportVehicles', 'softSkinVehicles'];
const ONE_MODEL: ClassKey[] = [...VEHICLES, 'greaterXenomorphs'];

/** Red's unit 1 (`cls`, with options) at y = 10, its centre at x = 13 (x = 10 for one-model units); the rest far off. */
function start(cls: ClassKey, options: ('mobile' | 'slow')[] = []): { s: RmpState; x: number } {
  const s = position({
    red: army([cls, 'militiaRabble', 'militiaRabble'], 0, options.length ? { 0: options } : {}),
    blue: army(['lightInfantry', 'lightInfantry', 'lightInfantry']),
    place: {
      'red.u1': { x: 10, y: 10 },
      'red.u2': { x: 40, y: 2 },
      'red.u3': { x: 60, y: 2 },
      'blue.u1': { x: 10, y: 46 },
      'blue.u2': { x: 40, y: 46 },
      'blue.u3': { x: 60, y: 46 },
    },
  });
  return { s, x: ONE_MODEL.includes(cls) ? 10 : 13 };
}

const move = (x: number, y: number) =>
  ({ type: 'order', player: 'red', unit: 'red.u1', action: 'move', to: { x, y } }) as const;

/** Moves red.u1 `d` inches straight north (the whole allowance on open ground) and returns the events. */
function moveNorth(cls: ClassKey, d: number, options: ('mobile' | 'slow')[] = []) {
  const { s, x } = start(cls, options);
  const r = accept(game(s, [6, 6]), move(x, 10 + d));
  expect(unit(r.game.game, 'red.u1').models.find((m) => m.alive)?.y).toBe(10 + d);
  return r.events;
}

describe('rampant movement (RMP-MOV)', () => {
  // RMP-MOV-01, with Recon Infantry's entry from RMP-DEF-15.
  const TABLE: [ClassKey, number][] = [
    ['lesserXenomorphs', 12],
    ['softSkinVehicles', 12],
    ['greaterXenomorphs', 10],
    ['transportVehicles', 10],
    ['eliteInfantry', 8],
    ['lightInfantry', 8],
    ['berserkInfantry', 8],
    ['primitiveInfantry', 8],
    ['fightingVehicles', 8],
    ['heavyInfantry', 6],
    ['supportInfantry', 6],
    ['militiaRabble', 6],
    ['reconInfantry', 8],
  ];

  it.each(TABLE)('RMP-MOV-01 %s moves up to its Maximum Movement of %i" and no further', (cls, max) => {
    const events = moveNorth(cls, max);
    const [moved] = eventsOf(events, 'moved');
    expect(moved).toMatchObject({ unit: 'red.u1', distance: max });
    expect(moved?.rules).toContain('RMP-MOV-01');
    const { s, x } = start(cls);
    refused(game(s), move(x, 10 + max + 0.25), 'illegal-order', 'RMP-MOV-01');
  });

  it('RMP-MOV-01 a refused move rolls no die and leaves the unit free to be ordered', () => {
    const { s, x } = start('heavyInfantry');
    const g = game(s, [6, 6]);
    const e = refused(g, move(x, 17), 'illegal-order', 'RMP-MOV-01');
    expect(e?.message).toMatch(/more than its 6"/);
    const r = accept(g, move(x, 16));
    expect(eventsOf(r.events, 'activation-test')).toMatchObject([
      { unit: 'red.u1', action: 'move', need: 6, passed: true },
    ]);
  });

  it('RMP-MOV-02 the Mobile option adds 4" (Light Infantry: 12" instead of 8")', () => {
    const [moved] = eventsOf(moveNorth('lightInfantry', 12, ['mobile']), 'moved');
    expect(moved).toMatchObject({ distance: 12 });
    expect(moved?.rules).toEqual(expect.arrayContaining(['RMP-MOV-01', 'RMP-MOV-02']));
    const mobile = start('lightInfantry', ['mobile']);
    refused(game(mobile.s), move(mobile.x, 22.25), 'illegal-order', 'RMP-MOV-01');
    const plain = start('lightInfantry');
    refused(game(plain.s), move(plain.x, 22), 'illegal-order', 'RMP-MOV-01');
  });

  it('RMP-MOV-03 the Slow xeno rule takes 2" off (Lesser Xenomorphs: 10" instead of 12")', () => {
    const [moved] = eventsOf(moveNorth('lesserXenomorphs', 10, ['slow']), 'moved');
    expect(moved).toMatchObject({ distance: 10 });
    expect(moved?.rules).toEqual(expect.arrayContaining(['RMP-MOV-01', 'RMP-MOV-03']));
    const slow = start('lesserXenomorphs', ['slow']);
    refused(game(slow.s), move(slow.x, 20.25), 'illegal-order', 'RMP-MOV-01');
    const big = start('greaterXenomorphs', ['slow']);
    refused(game(big.s), move(big.x, 18.25), 'illegal-order', 'RMP-MOV-01');
    accept(game(big.s, [6, 6]), move(big.x, 18));
  });
});
