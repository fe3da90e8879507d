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
import { diceEvents, fire, only, pos, rolled } from './rules-support';

const one = (name: string, weapon: string): ProfileInput => ({
  name,
  type: 'infantry',
  models: 1,
  quality: 'regular',
  weapons: [weapon],
  points: 10,
});
const PROFILES = {
  launcher: one('Launcher', 'atLauncher'),
  rpgMan: one('RPG', 'rpg'),
  hmgMan: one('HMG', 'hmg'),
};

/** Red's `who` at `from`, blue's battle tank at (24,30) facing south (180°, towards red's edge). */
function tank(
  who: string,
  from: { x: number; y: number },
  extra: {
    params?: Parameters<typeof pos>[0]['params'];
    scenario?: Parameters<typeof pos>[0]['scenario'];
  } = {},
): SqState {
  return pos({
    red: only(who),
    blue: only('battleTank'),
    place: { 'red.u1': from, 'blue.u1': { x: 24, y: 30, facing: 180 } },
    params: { profiles: PROFILES as never, ...(extra.params ?? {}) },
    ...(extra.scenario ? { scenario: extra.scenario } : {}),
  });
}

const SOUTH = { x: 24, y: 14 };
const EAST = { x: 40, y: 30 };
const NORTH = { x: 24, y: 46 };
/** 8" in front of the tank: within the RPG's 12" effective range. */
const NEAR = { x: 24, y: 20 };

const hitOf = (events: Parameters<typeof eventsOf>[0]) => eventsOf(events, 'vehicle-hit')[0];

describe('vehicles (SQ-DEF-17, SQ-DEF-18)', () => {
  it("SQ-DEF-17 a shot strikes the front, side or rear by the firer's position (90° front and rear arcs)", () => {
    // AT Hvy against front Hvy (0), side Med (+1), rear Lt (+2); the damage die is a 3 each time.
    const front = fire(tank('launcher', SOUTH), 'red.u1', 'blue.u1', [4, 3, 6]);
    expect(hitOf(front.events)).toMatchObject({ facing: 'front', at: 'Hvy', result: 'shaken' });
    expect(unit(front.game.game, 'blue.u1').pinned).toBe(true);
    const side = fire(tank('launcher', EAST), 'red.u1', 'blue.u1', [4, 3, 6]);
    expect(hitOf(side.events)).toMatchObject({ facing: 'side', result: 'shaken' });
    const rear = fire(tank('launcher', NORTH), 'red.u1', 'blue.u1', [4, 3, 6]);
    expect(hitOf(rear.events)).toMatchObject({ facing: 'rear', result: 'immobilised' });
    expect(unit(rear.game.game, 'blue.u1').immobilised).toBe(1);
    // Vehicles take no pinning check from shooting.
    expect(eventsOf(front.events, 'test-taken')).toHaveLength(0);
  });

  it('SQ-DEF-17 vehicles.frontArcDeg and rearArcDeg set the arcs', () => {
    // 60° off the facing: the side with 90° arcs, the front with a 150° front arc.
    const at = { x: 24 + 14 * Math.sin((240 * Math.PI) / 180), y: 30 + 14 * Math.cos((240 * Math.PI) / 180) };
    expect(hitOf(fire(tank('launcher', at), 'red.u1', 'blue.u1', [4, 3, 6]).events)?.facing).toBe('side');
    const wide = tank('launcher', at, { params: { vehicles: { frontArcDeg: 150 } } });
    expect(hitOf(fire(wide, 'red.u1', 'blue.u1', [4, 3, 6]).events)?.facing).toBe('front');
    const behind = {
      x: 24 + 14 * Math.sin((60 * Math.PI) / 180),
      y: 30 + 14 * Math.cos((60 * Math.PI) / 180),
    };
    expect(hitOf(fire(tank('launcher', behind), 'red.u1', 'blue.u1', [4, 3, 6]).events)?.facing).toBe('side');
    const rearWide = tank('launcher', behind, { params: { vehicles: { rearArcDeg: 150 } } });
    expect(hitOf(fire(rearWide, 'red.u1', 'blue.u1', [4, 3, 6]).events)?.facing).toBe('rear');
  });

  it('SQ-DEF-18 the damage table: d6 + (AT - armour); no roll at -2 or worse; 1 does nothing; 5 immobilises; 6+ destroys', () => {
    // HMG (VLt) against the front (Hvy): -3, no damage roll.
    const hmg = fire(tank('hmgMan', SOUTH), 'red.u1', 'blue.u1', [4, 4, 4, 6]);
    expect(eventsOf(hmg.events, 'vehicle-hit').map((h) => h.result)).toEqual(['none', 'none', 'none']);
    expect(rolled(hmg.events).filter((p) => p.startsWith('damage'))).toEqual([]);
    // RPG (Med) against the front: -1; a natural 1 does nothing, a 6 (5) immobilises.
    expect(hitOf(fire(tank('rpgMan', NEAR), 'red.u1', 'blue.u1', [4, 1, 6]).events)?.result).toBe('none');
    expect(hitOf(fire(tank('rpgMan', NEAR), 'red.u1', 'blue.u1', [4, 6, 6]).events)?.result).toBe(
      'immobilised',
    );
    // AT Hvy from the side (+1): a 5 makes 6, destroyed.
    const dead = fire(tank('launcher', EAST), 'red.u1', 'blue.u1', [4, 5, 6]);
    expect(hitOf(dead.events)?.result).toBe('destroyed');
    expect(unit(dead.game.game, 'blue.u1').status).toBe('destroyed');
    expect(dead.game.game.result).toMatchObject({ winners: [RED] });
    // A second Immobilised result destroys it.
    const s = tank('launcher', SOUTH);
    Object.assign(unit(s, 'blue.u1'), { immobilised: 1, pinned: true });
    const twice = fire(s, 'red.u1', 'blue.u1', [5, 5, 6]);
    expect(unit(twice.game.game, 'blue.u1').status).toBe('destroyed');
  });

  it('SQ-DEF-18 vehicles.atLadder, damageTable and autoNoEffectDiff are data', () => {
    // Med raised to 5 on the ladder: the RPG is +1 against Hvy; a 5 makes 6, destroyed (default: 4, shaken).
    expect(hitOf(fire(tank('rpgMan', NEAR), 'red.u1', 'blue.u1', [4, 5, 6]).events)?.result).toBe('shaken');
    const ladder = tank('rpgMan', NEAR, { params: { vehicles: { atLadder: { Med: 5 } } } });
    expect(hitOf(fire(ladder, 'red.u1', 'blue.u1', [4, 5, 6]).events)?.result).toBe('destroyed');
    // A table where 6 only immobilises.
    const table = tank('launcher', SOUTH, {
      params: { vehicles: { damageTable: { immobilised: [5, 6], destroyedMin: 7 } } },
    });
    expect(hitOf(fire(table, 'red.u1', 'blue.u1', [4, 6, 6]).events)?.result).toBe('immobilised');
    // autoNoEffectDiff -4: the HMG at -3 now rolls (a 6 makes 3: shaken).
    const auto = tank('hmgMan', SOUTH, { params: { vehicles: { damageTable: { autoNoEffectDiff: -4 } } } });
    const r = fire(auto, 'red.u1', 'blue.u1', [4, 1, 1, 6, 6]);
    expect(rolled(r.events)).toContain('damage: Battle Tank');
    expect(hitOf(r.events)?.result).toBe('shaken');
    // noEffectMax 3: AT Hvy on the front with a 3 (total 3) does nothing instead of shaking it.
    expect(hitOf(fire(tank('launcher', SOUTH), 'red.u1', 'blue.u1', [4, 3, 6]).events)?.result).toBe(
      'shaken',
    );
    const calm = tank('launcher', SOUTH, { params: { vehicles: { damageTable: { noEffectMax: 3 } } } });
    expect(hitOf(fire(calm, 'red.u1', 'blue.u1', [4, 3, 6]).events)?.result).toBe('none');
    // shaken [3]: a total of 4 falls in no band and does nothing.
    const narrow = tank('launcher', SOUTH, { params: { vehicles: { damageTable: { shaken: [3] } } } });
    expect(hitOf(fire(narrow, 'red.u1', 'blue.u1', [4, 4, 6]).events)?.result).toBe('none');
    expect(hitOf(fire(tank('launcher', SOUTH), 'red.u1', 'blue.u1', [4, 4, 6]).events)?.result).toBe(
      'shaken',
    );
  });

  it('SQ-DEF-09 a vehicle in cover takes a cover save against an AT hit', () => {
    const woods = { ...OPEN_TABLE, terrain: [feature('woods', 'woods', 20, 28, 8, 5)] };
    const r = fire(tank('launcher', SOUTH, { scenario: woods }), 'red.u1', 'blue.u1', [4, 5, 6]);
    expect(rolled(r.events)).toEqual(['to hit: atLauncher', 'cover save: Battle Tank']);
    expect(hitOf(r.events)).toMatchObject({ result: 'none' });
  });

  it('SQ-DEF-07 shooting.smallSquadModifierAppliesToVehicles puts the -1 for 3 or fewer models on vehicles', () => {
    const need = (params: Parameters<typeof pos>[0]['params']) =>
      diceEvents(fire(tank('launcher', SOUTH, { params }), 'red.u1', 'blue.u1', [1, 6]).events).find((d) =>
        d.purpose.startsWith('to hit'),
      )?.target?.value;
    expect(need({})).toBe(4);
    expect(need({ shooting: { smallSquadModifierAppliesToVehicles: true } })).toBe(5);
  });

  it('SQ-DEF-07 a vehicle fires each of its weapons; a tank-gun hit on infantry becomes D3 hits', () => {
    const s = pos({
      red: only('battleTank'),
      blue: only('bare5'),
      place: { 'red.u1': { x: 24, y: 10 }, 'blue.u1': { x: 20, y: 30 } },
      params: { profiles: PROFILES as never },
    });
    const r = fire(s, 'red.u1', 'blue.u1', [4, 2, 1, 1, 1, 6, 6, 6, 6, 6]);
    expect(rolled(r.events).slice(0, 3)).toEqual(['to hit: tankGun', 'hits from tankGun', 'to hit: hmg']);
    expect(eventsOf(r.events, 'shots-fired')[0]).toMatchObject({ shots: 4, hits: 2 });
  });

  it('SQ-DEF-18 an Immobilised vehicle cannot move even after rallying; a Pinned one only rallies or holds', () => {
    const s = pos({
      red: only('apc'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 24, y: 10 }, 'blue.u1': { x: 24, y: 40 } },
    });
    Object.assign(unit(s, 'red.u1'), { pinned: true, immobilised: 1 });
    const g = game(acting(structuredClone(s), 'red.u1'), [6]);
    refused(
      g,
      { type: 'shoot', player: RED, unit: 'red.u1', target: 'blue.u1' },
      'illegal-action',
      'SQ-DEF-11',
    );
    unit(s, 'red.u1').pinned = false;
    refused(
      game(acting(s, 'red.u1'), [6]),
      { type: 'move', player: RED, unit: 'red.u1', positions: shifted(s, 'red.u1', 0, 3) },
      'illegal-action',
      'SQ-DEF-18',
    );
  });

  it('SQ-DEF-12 a vehicle records the distance it moved and turns to face its way', () => {
    const s = pos({
      red: only('scoutCar'),
      blue: only('gunner'),
      place: { 'red.u1': { x: 10, y: 10 }, 'blue.u1': { x: 40, y: 40 } },
    });
    const r = accept(game(acting(s, 'red.u1'), [6]), {
      type: 'move',
      player: RED,
      unit: 'red.u1',
      positions: shifted(s, 'red.u1', 12, 0),
    });
    expect(unit(r.game.game, 'red.u1')).toMatchObject({ lastMove: 12 });
    expect(unit(r.game.game, 'red.u1').models[0]?.facing).toBe(90);
  });
});
