import { describe, expect, it } from 'vitest';
import type { ProfileInput } from '../../../src/rulesets/squad-pinning/params';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import {
  accept,
  acting,
  eventsOf,
  feature,
  game,
  OPEN_TABLE,
  RED,
  refused,
  shifted,
  unit,
} from './engine-support';
import { only, pos, rolled, takeCasualties } from './rules-support';

const five = (
  name: string,
  specialRules: ProfileInput['specialRules'] = [],
  extra: Partial<ProfileInput> = {},
) => ({
  name,
  type: 'infantry' as const,
  models: 2,
  quality: 'regular' as const,
  save: 5,
  weapons: ['rifle', 'rifle'],
  specialRules,
  points: 20,
  ...extra,
});

const PROFILES: Record<string, ProfileInput> = {
  pair: five('Pair'),
  fastPair: five('Fast pair', ['fast']),
  lightPair: five('Light pair', ['lightInfantry']),
  reconPair: five('Recon pair', ['recon']),
  jumpers: { ...five('Jumpers', ['jumpInfantry']), models: 5, weapons: ['smg', 'smg', 'smg', 'smg', 'smg'] },
};

/** Red's `who` at (10,10) (models 1.5" apart along x), blue's gunner far away at (40,40). */
function mover(
  who = 'pair',
  extra: {
    params?: Parameters<typeof pos>[0]['params'];
    scenario?: Parameters<typeof pos>[0]['scenario'];
    blueAt?: { x: number; y: number };
  } = {},
): SqState {
  const s = pos({
    red: only(who),
    blue: only('gunner'),
    place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': extra.blueAt ?? { x: 40, y: 40 } },
    params: { profiles: PROFILES as never, ...(extra.params ?? {}) },
    ...(extra.scenario ? { scenario: extra.scenario } : {}),
  });
  return acting(s, 'red.u1');
}

const move = (s: SqState, dx: number, dy: number, jump?: boolean) => ({
  type: 'move' as const,
  player: RED,
  unit: 'red.u1',
  positions: shifted(s, 'red.u1', dx, dy),
  ...(jump === undefined ? {} : { jump }),
});

describe('movement (SQ-ACT-01, SQ-DEF-12)', () => {
  it('SQ-ACT-01 a unit moves each model up to 6"; farther is refused with the state unchanged', () => {
    const s = mover();
    const r = accept(game(s, [6]), move(s, 0, 6));
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ unit: 'red.u1', distance: 6 });
    expect(unit(r.game.game, 'red.u1').models.map((m) => [m.x, m.y])).toEqual([
      [10, 16],
      [11.5, 16],
    ]);
    expect(unit(r.game.game, 'red.u1').movedThisTurn).toBe(true);
    refused(game(mover(), [6]), move(s, 0, 6.2), 'too-far', 'SQ-DEF-12');
  });

  it('SQ-DEF-12 move.infantry sets the base move', () => {
    const s = mover('pair', { params: { move: { infantry: 8 } } });
    accept(game(s, [6]), move(s, 0, 7.5));
  });

  it('SQ-DEF-12 difficult terrain costs 2" per inch (move.difficultCost)', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 13, 30, 2)] };
    // 6" straight north with 2" inside woods: 8" of allowance.
    const s = mover('pair', { scenario: woods });
    refused(game(s, [6]), move(s, 0, 6), 'too-far', 'SQ-DEF-12');
    accept(game(s, [6]), move(s, 0, 4));
    const cheap = mover('pair', { scenario: woods, params: { move: { difficultCost: 1 } } });
    accept(game(cheap, [6]), move(cheap, 0, 6));
  });

  it('SQ-DEF-12 models may not pass through buildings, leave the table or end within 1" of an enemy (move.enemyClearance)', () => {
    const house = { ...OPEN_TABLE, terrain: [feature('house', 'building', 0, 12, 30, 1)] };
    const b = mover('pair', { scenario: house });
    refused(game(b, [6]), move(b, 0, 4), 'path-blocked', 'SQ-DEF-12');
    const edge = mover();
    unit(edge, 'red.u1').models.forEach((m, i) => {
      m.x = 3 + i * 1.5;
    });
    refused(game(edge, [6]), move(edge, -3, 0), 'off-table', 'SQ-DEF-12');
    // Blue's gunner at (10,17.8): ending at y 16 leaves 0.8" between bases.
    const close = mover('pair', { blueAt: { x: 10, y: 17.8 } });
    refused(game(close, [6]), move(close, 0, 6), 'too-close-to-enemy', 'SQ-DEF-12');
    const loose = mover('pair', { blueAt: { x: 10, y: 17.8 }, params: { move: { enemyClearance: 0.5 } } });
    accept(game(loose, [6]), move(loose, 0, 6));
  });

  it('SQ-DEF-12 a unit ends in coherency: within 2" of another model (coherency)', () => {
    const s = mover();
    const spread = {
      type: 'move' as const,
      player: RED,
      unit: 'red.u1',
      positions: [
        { x: 10, y: 12 },
        { x: 13.5, y: 12 },
      ],
    };
    refused(game(s, [6]), spread, 'not-coherent', 'SQ-DEF-12');
    accept(game(mover('pair', { params: { coherency: 3 } }), [6]), spread);
  });

  it('SQ-DEF-12 the table size bounds movement (table.width)', () => {
    const s = mover();
    unit(s, 'red.u1').models.forEach((m, i) => {
      m.x = 44 + i * 1.5;
    });
    refused(game(structuredClone(s), [6]), move(s, 3, 0), 'off-table', 'SQ-DEF-12');
    const wide = mover('pair', { params: { table: { width: 60, depth: 48 } } });
    unit(wide, 'red.u1').models.forEach((m, i) => {
      m.x = 44 + i * 1.5;
    });
    accept(game(wide, [6]), move(wide, 3, 0));
  });

  it('SQ-SPC-04 Fast units move 8"', () => {
    const s = mover('fastPair');
    accept(game(s, [6]), move(s, 0, 8));
    refused(game(mover('fastPair'), [6]), move(s, 0, 8.3), 'too-far', 'SQ-DEF-12');
  });

  it('SQ-SPC-09 Jump Infantry move 12" with jump packs, over difficult terrain; 6" without; others have no packs', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 13, 48, 3)] };
    const s = mover('jumpers', { scenario: woods });
    const r = accept(game(s, [6, 6]), move(s, 0, 12, true));
    expect(eventsOf(r.events, 'unit-moved')[0]?.rules).toContain('SQ-SPC-09');
    refused(game(mover('jumpers', { scenario: woods }), [6]), move(s, 0, 12, false), 'too-far', 'SQ-DEF-12');
    const p = mover();
    refused(game(p, [6]), move(p, 0, 3, true), 'no-jump-packs', 'SQ-SPC-09');
  });

  it('SQ-SPC-10 jump packs landing in difficult terrain: a d6, on a 1 one hit with saves', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 20, 48, 4)] };
    const s = mover('jumpers', { scenario: woods });
    // Land at y 22 (inside the woods): the landing die is a 1, the save a 2: one casualty, chosen by red.
    const r = accept(game(s, [1, 2, 6, 6]), move(s, 0, 12, true));
    expect(rolled(r.events)).toEqual(['jump landing: Jumpers', 'armour saves: Jumpers']);
    expect(eventsOf(r.events, 'test-taken')[0]).toMatchObject({ test: 'jump-pack landing', passed: false });
    expect(r.game.game.stage).toMatchObject({ kind: 'casualties', player: RED, count: 1 });
    const done = takeCasualties(r.game);
    expect(unit(done.game.game, 'red.u1').models.filter((m) => m.alive)).toHaveLength(4);
    // A 2 on the landing die: nothing happens.
    const safe = accept(game(mover('jumpers', { scenario: woods }), [2, 6]), move(s, 0, 12, true));
    expect(rolled(safe.events)).toEqual(['jump landing: Jumpers']);
    // Landing in the open: no die.
    const open = mover('jumpers');
    const none = accept(game(open, [6]), move(open, 0, 12, true));
    expect(rolled(none.events)).toEqual([]);
  });

  it('SQ-SPC-11 Light Infantry ignore the difficult-terrain penalty', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 13, 30, 2)] };
    const s = mover('lightPair', { scenario: woods });
    const r = accept(game(s, [6]), move(s, 0, 6));
    expect(eventsOf(r.events, 'unit-moved')[0]?.rules).toContain('SQ-SPC-11');
  });

  it('SQ-SPC-13 Recon units suffer no movement restriction from difficult terrain', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 0, 13, 30, 2)] };
    const s = mover('reconPair', { scenario: woods });
    const r = accept(game(s, [6]), move(s, 0, 6));
    expect(eventsOf(r.events, 'unit-moved')[0]?.rules).toContain('SQ-SPC-13');
  });

  it('SQ-DEF-02 crossing a wall costs 2" of movement', () => {
    const wall = { ...OPEN_TABLE, terrain: [feature('wall', 'wall', 0, 13, 30, 0.5)] };
    const s = mover('pair', { scenario: wall });
    refused(game(s, [6]), move(s, 0, 5), 'too-far', 'SQ-DEF-12');
    accept(game(s, [6]), move(s, 0, 4));
  });

  it('SQ-DEF-12 models may not move through other models (friend or foe); jump packs fly over them', () => {
    // Blue's gunner stands at (10,13), in red's path northwards.
    const s = mover('pair', { blueAt: { x: 10, y: 13 } });
    refused(game(s, [6]), move(s, 0, 6), 'path-blocked', 'SQ-DEF-12');
    // A move whose paths pass clear of it is fine.
    accept(game(mover('pair', { blueAt: { x: 10, y: 13 } }), [6]), {
      type: 'move',
      player: RED,
      unit: 'red.u1',
      positions: [
        { x: 8, y: 10 },
        { x: 9.5, y: 10 },
      ],
    });
    const j = mover('jumpers', { blueAt: { x: 10, y: 13 } });
    accept(game(j, [6]), move(j, 0, 6, true));
  });
});
