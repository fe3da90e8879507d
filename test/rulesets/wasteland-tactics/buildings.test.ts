import { describe, expect, it } from 'vitest';
import type { TerrainAreaInput, WastelandState } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  type Game,
  gameOf,
  house,
  play,
  refused,
  row,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const bomber = aProfile({ id: 'bomber', weapons: ['Bomb: R30 A4 5+ D2 [Deadly 5]'] });
const tank = aProfile({ id: 'tank', base: 3, height: 2, weapons: [], rules: ['Vehicle/Monster', 'Tough 3'] });

/** A Move action waiting for red's unit `r`. */
function moving(
  units: UnitSpec[],
  terrain: TerrainAreaInput[],
  dice: number[] = [],
  buildings = false,
): Game {
  const state = aPosition({
    profiles: [tank],
    units,
    terrain,
    stage: { kind: 'move', player: 'red', unit: 'r' },
    ...(buildings ? { advanced: { occupyBuildings: true } } : {}),
  });
  return gameOf(
    {
      ...state,
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    } as WastelandState,
    dice,
  );
}
const step = (path: { x: number; y: number }[], extra: Record<string, unknown> = {}) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: [{ model: 'r.m1', path, ...extra }],
});
const shootHouse = (state: WastelandState, dice: number[]) =>
  play(gameOf(state, dice), {
    type: 'activate-unit',
    player: 'red',
    unit: 'r',
    actions: [{ type: 'shoot', target: 'house' }],
  });

describe('climbing, buildings and occupying them (WT-MOVE-02, WT-BLD)', () => {
  it('WT-MOVE-02 vertical terrain may be climbed only if every model is taller than it, and the climb uses movement', () => {
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] };
    const low = [{ polygon: square(5, 12, 15, 12.5), elevation: 1 }];
    expect(play(moving([red, far], low), step([{ x: 10, y: 14 }])).state.game.stage.kind).toBe('activate');
    expect(refused(moving([red, far], low), step([{ x: 10, y: 15 }])).message).toMatch(/climbing included/);
    const high = [{ polygon: square(5, 12, 15, 12.5), elevation: 2 }];
    expect(refused(moving([red, far], high), step([{ x: 10, y: 14 }])).message).toMatch(/WT-MOVE-02/);
  });

  it('WT-BLD-03 non-Vehicle/Monster models may climb between the floors of multi-level ruins, even if shorter', () => {
    const ruins = [{ polygon: square(8, 12, 16, 20), building: 'heavy-ruins' as const, levels: [3] }];
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] };
    const { state } = play(moving([red, far], ruins), step([{ x: 10, y: 13 }], { level: 3 }));
    expect(unit(state, 'r').models[0]).toMatchObject({ y: 13, elevation: 3 });
    expect(refused(moving([red, far], ruins), step([{ x: 10, y: 14 }], { level: 3 })).message).toMatch(
      /may move 6"/,
    );
    const armour: UnitSpec = { id: 'r', player: 'red', profile: 'tank', at: [{ x: 10, y: 9 }] };
    expect(refused(moving([armour, far], ruins), step([{ x: 10, y: 13 }], { level: 3 })).message).toMatch(
      /WT-BLD-03/,
    );
  });

  it('WT-BLD-04 an intact building can be occupied like a stationary Transport, by one player at a time (R47)', () => {
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(20, 17, 2) };
    const { state } = play(moving([red, far], [house()], [], true), {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [],
      embark: 'house',
    });
    expect(unit(state, 'r')).toMatchObject({ status: 'embarked', embarkedIn: 'house' });
    expect(state.game.buildings?.[0]).toMatchObject({ occupant: 'red' });
    const held = moving(
      [
        red,
        {
          id: 'b',
          player: 'blue',
          profile: 'trooper',
          at: [{ x: 0, y: 0 }],
          status: 'embarked',
          extra: { embarkedIn: 'house' },
        },
      ],
      [house()],
      [],
      true,
    );
    const taken = {
      ...held.game,
      buildings: (held.game.buildings ?? []).map((b) => ({ ...b, occupant: 'blue' })),
    };
    expect(
      refused(gameOf(taken), { type: 'move-unit', player: 'red', unit: 'r', models: [], embark: 'house' })
        .message,
    ).toMatch(/R47/);
  });

  it('WT-BLD-05 a light building: Life 5+, Open, Tough 10, Transport 10; destroyed it becomes Ruins (Concealment)', () => {
    const state = aPosition({
      profiles: [bomber],
      advanced: { occupyBuildings: true },
      terrain: [house()],
      units: [
        { id: 'r', player: 'red', profile: 'bomber', at: [{ x: 23, y: 10 }] },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 2),
          status: 'embarked',
          extra: { embarkedIn: 'house' },
        },
        far,
      ],
    });
    const fortified = {
      ...state,
      buildings: (state.buildings ?? []).map((b) => ({ ...b, occupant: 'blue', wounds: 10 })),
    };
    const { state: after, events } = shootHouse(fortified, [5, 5, 1, 1, 4, 4]);
    expect(
      eventsOf(events, 'test-rolled')
        .slice(0, 2)
        .map((t) => [t.needed, t.die, t.passed]),
    ).toEqual([
      [7, 4, false],
      [7, 4, false],
    ]);
    expect(eventsOf(events, 'building-destroyed')[0]).toEqual(
      expect.objectContaining({ building: 'house', ruins: 'concealment' }),
    );
    expect(after.game.terrain.find((t) => t.id === 'house')).toMatchObject({
      impassible: false,
      concealment: true,
    });
    expect(after.game.stage).toEqual({ kind: 'place-survivors', player: 'blue', unit: 'p' });
  });

  it('WT-BLD-06 a heavy or fortified building: Life 3+; destroyed it becomes Ruins (Cover)', () => {
    const state = aPosition({
      profiles: [bomber],
      advanced: { occupyBuildings: true },
      terrain: [house({ buildingClass: 'heavy' })],
      units: [{ id: 'r', player: 'red', profile: 'bomber', at: [{ x: 23, y: 10 }] }, far],
    });
    const weak = { ...state, buildings: (state.buildings ?? []).map((b) => ({ ...b, wounds: 5 })) };
    const { state: after, events } = shootHouse(weak, [5, 1, 1, 1, 4]);
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ needed: 5, die: 4, passed: false });
    expect(after.game.terrain.find((t) => t.id === 'house')).toMatchObject({ cover: true, building: false });
  });

  it('WT-BLD-07 an especially large building may carry Transport 20 or more (scenario data)', () => {
    const crowd: UnitSpec = {
      id: 'r',
      player: 'red',
      profile: 'trooper',
      at: [...row(19, 18, 6), ...row(19, 19, 6)],
    };
    const small = moving([crowd, far], [house()], [], true);
    expect(
      refused(small, { type: 'move-unit', player: 'red', unit: 'r', models: [], embark: 'house' }).message,
    ).toMatch(/WT-SUR-50/);
    const large = moving([crowd, far], [house({ transport: 20 })], [], true);
    expect(
      unit(
        play(large, { type: 'move-unit', player: 'red', unit: 'r', models: [], embark: 'house' }).state,
        'r',
      ).status,
    ).toBe('embarked');
  });

  it('WT-BLD-04 an occupied building may be charged and struck in melee like an enemy unit (R47)', () => {
    const state = aPosition({
      advanced: { occupyBuildings: true },
      terrain: [house()],
      units: [{ id: 'r', player: 'red', profile: 'trooper', at: [{ x: 23, y: 16 }] }, far],
    });
    const { state: after, events } = play(gameOf(state, [5, 1]), {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['house'] }],
    });
    expect(unit(after, 'r').models[0]?.y).toBeCloseTo(19.5, 3);
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ target: 'house', hits: 1 });
    expect(after.game.buildings?.[0]?.wounds).toBe(9);
  });
});
