import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aBuildingPosition,
  aHouse,
  aTitan,
  aUnit,
  eventsOf,
  gameOf,
  inPhase,
  occupied,
  play,
  refused,
  row,
  statusOf,
  unitOf,
} from '../../../support/xenocide';

const TITAN = 'red.c1.u1';
const MODEL = 'red.c1.u1.m1';

/** Red's Strider (Assault orders, radius 2") at (22, 13), south of the empty house (20–24 × 20–24), in its Second Movement. */
function approach(
  options: { structure?: number; occupied?: boolean; order?: 'assault' | 'move-and-fire' } = {},
) {
  const { feature, building } = aHouse(options.structure ? { structure: options.structure } : {});
  const titan = aTitan({ id: TITAN, at: { x: 22, y: 13 }, order: options.order ?? 'assault' });
  const blue = aUnit({ id: 'blue.c1.u1', at: options.occupied ? row(21, 22, 2) : row(50, 40, 2) });
  const position = aBuildingPosition([titan, blue], [feature]);
  const buildings = options.occupied
    ? occupied([building], [['blue.c1.u1', 'house', 'house.s1']])
    : [building];
  return inPhase({ ...position, buildings }, 'second-movement', 'red', [TITAN]) as XenocideState;
}

const burst = (extra: Partial<XenocideCommand> = {}): XenocideCommand =>
  ({
    type: 'move-unit',
    player: 'red',
    unit: TITAN,
    mode: 'normal',
    models: [{ model: MODEL, path: [{ x: 22, y: 26 }] }],
    burst: { building: 'house', section: 'house.s1' },
    ...extra,
  }) as XenocideCommand;

describe('XEN-BLD-34 titans bursting through buildings through the engine', () => {
  it('XEN-BLD-34 R51 a titan whose dice collapse the building keeps its shooting; the rubble stops its move', () => {
    // 14 dice (CAA 10 + Assault Sword 4) at CAD 5: one success takes the last SP; the collapse test rolls 6.
    const dice = [5, ...Array<number>(13).fill(1), 6];
    const { state, events } = play(gameOf(approach({ structure: 1 }), dice), burst());
    expect(eventsOf(events, 'titan-burst')).toEqual([
      expect.objectContaining({
        model: MODEL,
        section: 'house.s1',
        successes: 1,
        structure: 0,
        collapsed: true,
        terrain: [],
      }),
    ]);
    expect(state.game.buildings?.[0]?.sections[0]).toMatchObject({ collapsed: true });
    expect(state.game.terrain.find((f) => f.id === 'house')).toMatchObject({
      kind: 'custom',
      obscures: true,
    });
    expect(unitOf(state.game, TITAN).activity).toMatchObject({ moved: true, overrun: 'completed' });
    const titan = unitOf(state.game, TITAN).models[0];
    expect(titan?.y).toBeGreaterThan(17.9);
    expect(titan?.y).toBeLessThanOrEqual(18);
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-34 XEN-TITAN-10 R51 a building that stands stops the titan adjacent, costs a core level per 6 of 3 terrain attacks, and it may not shoot', () => {
    const dice = [5, 5, ...Array<number>(12).fill(1), 6, 2, 6];
    const { state, events } = play(gameOf(approach(), dice), burst());
    expect(eventsOf(events, 'titan-burst')).toEqual([
      expect.objectContaining({
        successes: 2,
        structure: 8,
        collapsed: false,
        terrain: [6, 2, 6],
        core: 2,
        destroyed: false,
      }),
    ]);
    expect(state.game.buildings?.[0]?.sections[0]).toMatchObject({ structure: 8, collapsed: false });
    expect(statusOf(state.game, TITAN)).toMatchObject({ core: 2, layers: 3 });
    expect(unitOf(state.game, TITAN).activity.overrun).toBe('failed');
    const titan = unitOf(state.game, TITAN).models[0];
    expect(titan?.y).toBeGreaterThan(17.9);
    expect(titan?.y).toBeLessThanOrEqual(18);
    expect(titan?.x).toBe(22);
  });

  it('XEN-BLD-34 XEN-OVR-04 a titan not on Assault orders bursts with 1/3 of its dice lost', () => {
    const state = approach({ order: 'move-and-fire' });
    const first = inPhase(state, 'first-movement', 'red', [TITAN]);
    const dice = [...Array<number>(10).fill(1), 1, 1, 1];
    const { events } = play(gameOf(first, dice), burst());
    expect(eventsOf(events, 'titan-burst')[0]?.dice).toHaveLength(10);
  });

  it('XEN-BLD-34 legal commands offer a titan a burst through an empty section it can reach, and it is accepted', () => {
    const state = approach();
    const offered = xenocide.legalCommands(state, 'red').filter((c) => c.type === 'move-unit' && c.burst);
    expect(offered).toEqual([
      expect.objectContaining({ unit: TITAN, burst: { building: 'house', section: 'house.s1' } }),
    ]);
    const dice = [...Array<number>(14).fill(1), 1, 1, 1];
    const { state: after } = play(gameOf(state, dice), offered[0] as XenocideCommand);
    expect(unitOf(after.game, TITAN).activity.overrun).toBe('failed');
    expect(
      xenocide
        .legalCommands(approach({ occupied: true }), 'red')
        .filter((c) => c.type === 'move-unit' && c.burst),
    ).toEqual([
      expect.objectContaining({ overrun: 'blue.c1.u1', burst: { building: 'house', section: 'house.s1' } }),
    ]);
  });

  it('XEN-BLD-34 R51 XEN-BLD-32 a titan overruns the unit inside a building and may put its dice on the building; a collapse lets it go on', () => {
    const dice = [
      5,
      ...Array<number>(13).fill(1), // 14 dice at the house: one success takes its last SP
      6, // collapse test: it collapses
      ...[1, 1], // both occupants escape
      ...Array<number>(4).fill(1), // blue's two troopers strike the titan and miss
      6,
      6,
      6,
      6,
      6, // suppression tests pass (titan 3d6, blue 2d6)
    ];
    let game = gameOf(approach({ structure: 1, occupied: true }), dice);
    game = play(game, burst({ overrun: 'blue.c1.u1' })).state;
    expect(game.pending[0]).toMatchObject({ player: 'blue', kind: 'assault-split' });
    game = play(
      game,
      { type: 'assault-split', player: 'blue', split: [] },
      { type: 'assault-split', player: 'red', split: [] },
    ).state;
    expect(game.pending[0]).toMatchObject({
      player: 'red',
      kind: 'assault-strike',
      constraints: expect.objectContaining({
        units: [expect.objectContaining({ unit: TITAN, attack: 14, buildings: ['house.s1'] })],
      }),
    });
    const struck = play(game, {
      type: 'assault-strike',
      player: 'red',
      allocation: [{ unit: TITAN, target: 'house.s1', dice: 14 }],
    });
    // XEN-BLD-24: blue leads its survivors out before the round goes on.
    expect(struck.state.pending[0]).toMatchObject({ player: 'blue', kind: 'escape-building' });
    const [plan] = xenocide.legalCommands(struck.state.game, 'blue');
    const { state, events: after } = play(struck.state, plan as XenocideCommand);
    const events = [...struck.events, ...after];
    expect(eventsOf(events, 'building-assaulted')[0]).toMatchObject({ collapsed: true });
    expect(eventsOf(events, 'overrun-resolved')).toEqual([expect.objectContaining({ completed: true })]);
    expect(eventsOf(events, 'titan-burst')).toEqual([
      expect.objectContaining({ collapsed: true, terrain: [], successes: 1 }),
    ]);
    expect(unitOf(state.game, TITAN).activity.overrun).toBe('completed');
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-34 R51 XEN-TITAN-10 when the building stands after the overrun round, the titan takes 3 terrain attacks and may not shoot', () => {
    const dice = [
      ...Array<number>(14).fill(1), // 14 dice at the occupants miss (CAD 5 in the building)
      1, // blue's infantry defence die
      ...Array<number>(4).fill(1), // blue's two troopers strike the titan and miss
      6,
      6,
      6,
      6,
      6,
      6, // suppression tests pass (3d6 each: titan, and blue in its building)
      6,
      1,
      1, // terrain attacks: one 6
    ];
    let game = gameOf(approach({ occupied: true }), dice);
    game = play(
      game,
      burst({ overrun: 'blue.c1.u1' }),
      { type: 'assault-split', player: 'blue', split: [] },
      { type: 'assault-split', player: 'red', split: [] },
    ).state;
    const { state, events } = play(game, {
      type: 'assault-strike',
      player: 'red',
      allocation: [{ unit: TITAN, target: 'blue.c1.u1', dice: 14 }],
    });
    expect(eventsOf(events, 'titan-burst')).toEqual([
      expect.objectContaining({ collapsed: false, terrain: [6, 1, 1], core: 3, structure: 10 }),
    ]);
    expect(statusOf(state.game, TITAN).core).toBe(3);
    expect(unitOf(state.game, TITAN).activity.overrun).toBe('failed');
    expect(xenocide.invariants(state.game)).toEqual([]);
  });

  it('XEN-BLD-34 refusals: not a titan, an occupied section, a path that misses the building, too many dice', () => {
    const game = gameOf(approach());
    expect(refused(game, burst({ models: [{ model: MODEL, path: [{ x: 10, y: 13 }] }] })).message).toMatch(
      /does not run into section house.s1.*XEN-BLD-34/,
    );
    expect(
      refused(game, burst({ burst: { building: 'house', section: 'house.s1', dice: 15 } })),
    ).toMatchObject({
      code: 'out-of-range',
      path: ['burst', 'dice'],
    });
    const occupiedGame = gameOf(approach({ occupied: true }));
    expect(refused(occupiedGame, burst()).message).toMatch(/occupied.*XEN-BLD-34/);
    expect(
      refused(
        occupiedGame,
        burst({ overrun: 'blue.c1.u1', burst: { building: 'house', section: 'house.s1', dice: 3 } }),
      ),
    ).toMatchObject({ path: ['burst', 'dice'] });
    const squad = aUnit({ id: 'red.c1.u2', at: row(21, 14, 2), order: 'assault' });
    const withSquad = inPhase(
      { ...approach(), units: [...approach().units, squad] },
      'second-movement',
      'red',
      [TITAN, 'red.c1.u2'],
    );
    const notTitan = refused(gameOf(withSquad), {
      ...burst(),
      unit: 'red.c1.u2',
      models: [{ model: 'red.c1.u2.m1', path: [{ x: 21, y: 26 }] }],
    });
    expect(notTitan.message).toMatch(/Only titans.*XEN-BLD-34/);
  });
});
