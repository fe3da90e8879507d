import { describe, expect, it } from 'vitest';
import { strikeOf } from '../../../../src/rulesets/xenos-zealots/rules/shooting/steps';
import type { UnitCardInput } from '../../../../src/rulesets/xenos-zealots/schemas/unit-card';
import { aTank, aUnit, aWeapon } from '../builders';
import { RED, unit } from '../engine-support';
import { accept, game, ofType, range, SAVES, shot } from './support';

const lines = { 'red.squad': { x: 10, y: 10 }, 'blue.squad': { x: 10, y: 20 } };
const battery: UnitCardInput = aUnit({
  id: 'battery',
  name: 'Battery',
  unitType: 'Artillery',
  artillery: 'mobile',
  weapons: [aWeapon({ name: 'Cannon', type: 'support', range: 36, mount: { kind: 'turret' } })],
  models: [
    {
      name: 'Gun',
      body: 'gun',
      armour: { front: 5, side: 4, rearTop: 3 },
      structure: { mobility: 0, attacks: [{ weapon: 'Cannon', points: 1 }] },
      hullLength: 2,
      hullWidth: 2,
      weapons: ['Cannon'],
    },
    { name: 'Crew chief', leader: true, weapons: [] },
    { name: 'Crew', weapons: [] },
  ],
});

describe('Xenos & Zealots shooting: hits resolved through saves and damage', () => {
  it('XZ-SHOOT-01 a hit that fails its armour save removes the model (to hit, then save, then damage)', () => {
    const state = range({ place: lines });
    // To hit: 6 hits, 1 misses. Save: 1 + AV 2 = 3 < AP 6; damage 2 + 3 = 5 ≥ Resilience 3: 1 wound, removed.
    const { state: after, events } = accept(
      game(state, [6, 1, 1]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    expect(ofType(events, 'hit-resolved')[0]).toMatchObject({
      model: 'blue.squad.m1',
      saved: false,
      wounds: 1,
    });
    expect(ofType(events, 'model-removed').map((e) => e.model)).toEqual(['blue.squad.m1']);
    expect(unit(after, 'blue.squad').models[0]?.alive).toBe(false);
  });

  it('R9 XZ-DMG-02 each hit is resolved in full before the next die is allocated', () => {
    const state = range({ place: lines });
    // Two hits: the first removes the closest model (failed save), the second goes to the next closest.
    const { events } = accept(
      game(state, [6, 6, 1, 6]),
      shot('red.squad', { x: 10, y: 20 }, [{ model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.squad' }]),
    );
    const kinds = events
      .filter((e) => e.type === 'hit-allocated' || e.type === 'hit-resolved' || e.type === 'model-removed')
      .map((e) => `${e.type}:${(e as { model: string }).model}`);
    expect(kinds).toEqual([
      'hit-allocated:blue.squad.m1',
      'hit-resolved:blue.squad.m1',
      'model-removed:blue.squad.m1',
      'hit-allocated:blue.squad.m2',
      'hit-resolved:blue.squad.m2',
    ]);
  });

  it("XZ-UNIT-11 R35 a hit on the gun is saved with the gun shield's facing armour", () => {
    const state = range({
      blue: [battery],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.battery': {
          x: 10,
          y: 24,
          facing: 180,
          models: [
            { x: 10, y: 24, facing: 180 },
            { x: 10, y: 25.8 },
            { x: 10.4, y: 26.9 },
          ],
        },
      },
    });
    const { events } = accept(
      game(state, [6, 1, 1]),
      shot('red.squad', { x: 10, y: 24 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.battery' },
      ]),
    );
    // 1 + Front 5 = 6 ≥ AP 6: saved by the shield.
    expect(ofType(events, 'hit-resolved')[0]).toMatchObject({
      model: 'blue.battery.m1',
      facing: 'front',
      saved: true,
    });
  });

  it('XZ-UNIT-12 R35 a hit on a crew model is saved as infantry', () => {
    const state = range({
      blue: [battery],
      place: {
        'red.squad': { x: 10, y: 10 },
        'blue.battery': {
          x: 10,
          y: 24,
          facing: 180,
          models: [
            { x: 10, y: 24, facing: 180 },
            { x: 11.9, y: 24 },
            { x: 11.9, y: 25.2 },
          ],
        },
      },
    });
    const { events } = accept(
      game(state, [6, 1, 1]),
      shot('red.squad', { x: 10, y: 24 }, [
        { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.battery' },
      ]),
    );
    const resolved = ofType(events, 'hit-resolved')[0];
    expect(resolved?.model).not.toBe('blue.battery.m1');
    expect(resolved?.facing).toBeUndefined();
    expect(resolved?.saved).toBe(false);
  });

  it("XZ-SMU-04 R12 a shot from a model standing above the vehicle's top is saved against Rear & Top armour", () => {
    // Red stands on a level-1 gantry (3" up by default) and shoots the tank (2.5" tall) in front of it.
    const gantry = {
      id: 'gantry',
      kind: 'area',
      areaType: 'Hard Flat Surface',
      level: 1,
      shape: { kind: 'rect', rect: { x0: 0, y0: 0, x1: 20, y1: 12 } },
    };
    const fire = (terrain: object[], params?: object) => {
      const state = range({
        blue: [aTank()],
        terrain: terrain as never,
        place: { 'red.squad': { x: 10, y: 10 }, 'blue.tank': { x: 10, y: 20, facing: 180 } },
      });
      if (params) state.params = { ...state.params, ...params };
      // To hit (Effect 2, Stealth 3): the 6 hits, the 1 misses; the save: 3 + Front 6 = 9 or 3 + Rear & Top 2 = 5
      // against AP 6.
      const { events } = accept(
        game(state, [6, 1, 3, ...SAVES]),
        shot('red.squad', { x: 10, y: 20 }, [
          { model: 'red.squad.m1', weapon: 'Rifle', target: 'blue.tank' },
        ]),
      );
      return ofType(events, 'hit-resolved')[0];
    };
    expect(fire([])).toMatchObject({ facing: 'front', saved: true });
    expect(fire([gantry])).toMatchObject({ facing: 'rear', saved: false, save: 5 });
    // The same gantry at 2" a level is below the tank's top: the front again.
    expect(fire([gantry], { levelHeight: 2 })).toMatchObject({ facing: 'front', saved: true });
  });

  it('R3 R12 an off-table strike is saved against Rear & Top armour', () => {
    const state = range({
      blue: [aTank()],
      place: { 'red.squad': { x: 10, y: 10 }, 'blue.tank': { x: 30, y: 30 } },
    });
    const strike = aWeapon({ name: 'Bombard', ap: 7, damage: 3, effect: { template: 'blast', diameter: 5 } });
    state.queue = [strikeOf(RED, strike as never, { x: 30, y: 30 }) as never];
    // Tank Stealth 3: a 3 hits; save 6 + Rear & Top 2 = 8 ≥ AP 7.
    const { events } = accept(game(state, [3, 6, ...SAVES]), {
      type: 'pass-action',
      player: RED,
      unit: 'red.squad',
    } as never);
    expect(ofType(events, 'hit-resolved')[0]).toMatchObject({
      model: 'blue.tank.m1',
      facing: 'rear',
      saved: true,
    });
  });
});
