import { applyCommand, geometry } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  alive,
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const moving = (
  specs: UnitSpec[],
  dice: number[] = [],
  terrain: Parameters<typeof aPosition>[0]['terrain'] = [],
) => gameOf(aPosition({ units: specs, terrain, stage: { kind: 'move', player: 'red', unit: 'r' } }), dice);
const move = (...models: [string, { x: number; y: number }[]][]) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: models.map(([model, path]) => ({ model, path })),
});
const far: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 60, y: 40 }] };
const red = (at: { x: number; y: number }[], profile = 'trooper'): UnitSpec => ({
  id: 'r',
  player: 'red',
  profile,
  at,
});

describe('the Move action (WT-MOVE)', () => {
  it('WT-MOVE-01 each model may move up to its Move in inches, along any path', () => {
    const game = moving([red([{ x: 10, y: 10 }]), far]);
    const { state } = play(
      game,
      move([
        'r.m1',
        [
          { x: 13, y: 10 },
          { x: 13, y: 13 },
        ],
      ]),
    );
    expect(unit(state, 'r').models[0]).toMatchObject({ x: 13, y: 13 });
    expect(refused(game, move(['r.m1', [{ x: 16.5, y: 10 }]])).message).toMatch(
      /would move 6.50" but may move 6" \(WT-MOVE-01\)/,
    );
  });

  it('WT-MOVE-03 a Move may not pass through other models or Impassible Terrain (WT-TERR-07)', () => {
    const friend: UnitSpec = { id: 'f', player: 'red', profile: 'trooper', at: [{ x: 12, y: 10 }] };
    expect(
      refused(moving([red([{ x: 10, y: 10 }]), friend, far]), move(['r.m1', [{ x: 14, y: 10 }]])).message,
    ).toMatch(/through a model of f \(WT-MOVE-03\)/);
    const wall = { polygon: square(11.5, 5, 12.5, 15), impassible: true };
    expect(
      refused(moving([red([{ x: 10, y: 10 }]), far], [], [wall]), move(['r.m1', [{ x: 14, y: 10 }]])).message,
    ).toMatch(/Impassible terrain.*WT-MOVE-03/);
  });

  it('WT-MOVE-04 a Move may not pass through the gaps between enemy models', () => {
    const screen: UnitSpec = {
      id: 'b',
      player: 'blue',
      profile: 'trooper',
      at: [
        { x: 14, y: 6 },
        { x: 14, y: 14 },
        { x: 16, y: 10 },
      ],
    };
    const game = moving([red([{ x: 10, y: 10 }]), screen]);
    expect(refused(game, move(['r.m1', [{ x: 15, y: 9 }]])).message).toMatch(
      /gaps between models of b \(WT-MOVE-04\)/,
    );
  });

  it('WT-MOVE-05 a Move may not end in base contact with an enemy model', () => {
    const game = moving([
      red([{ x: 10, y: 10 }]),
      { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 14, y: 10 }] },
    ]);
    expect(refused(game, move(['r.m1', [{ x: 13, y: 10 }]])).message).toMatch(/WT-MOVE-05/);
  });

  it('WT-MOVE-06 models must end in a legal position: on the table, not overlapping', () => {
    const game = moving([
      red([{ x: 1, y: 10 }], 'gliders'),
      { id: 'f', player: 'red', profile: 'trooper', at: [{ x: 5, y: 10 }] },
      far,
    ]);
    expect(refused(game, move(['r.m1', [{ x: 0.2, y: 10 }]])).message).toMatch(/off the table.*WT-MOVE-06/);
    expect(refused(game, move(['r.m1', [{ x: 5.5, y: 10.5 }]])).message).toMatch(/overlaps a model of f/);
  });

  it('WT-MOVE-07 leaving base contact needs a Will roll; a failure wastes the Move', () => {
    const contact: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 11, y: 10 }] };
    const fail = play(
      moving([red([{ x: 10, y: 10 }]), contact, far], [5]),
      move(['r.m1', [{ x: 6, y: 10 }]]),
    );
    expect(eventsOf(fail.events, 'test-rolled')[0]).toMatchObject({ test: 'will', needed: 6, passed: false });
    expect(eventsOf(fail.events, 'action-wasted')[0]?.reason).toMatch(/WT-MOVE-07/);
    expect(unit(fail.state, 'r').models[0]).toMatchObject({ x: 10, y: 10 });
    const pass = play(
      moving([red([{ x: 10, y: 10 }]), contact, far], [6]),
      move(['r.m1', [{ x: 6, y: 10 }]]),
    );
    expect(unit(pass.state, 'r').models[0]).toMatchObject({ x: 6, y: 10 });
  });

  it('WT-UNIT-04 a multi-model unit must end its Move in coherency (2" to two others; one if only two)', () => {
    const game = moving([red(row(10, 10, 3)), far]);
    expect(refused(game, move(['r.m3', [{ x: 16, y: 10 }]])).message).toMatch(/out of coherency.*WT-UNIT-04/);
    expect(applyCommand(game, move(['r.m3', [{ x: 13.5, y: 11 }]])).ok).toBe(false);
    expect(applyCommand(game, move(['r.m3', [{ x: 12.5, y: 11.5 }]])).ok).toBe(true);
    const pair = moving([red(row(10, 10, 2)), far]);
    expect(applyCommand(pair, move(['r.m2', [{ x: 12.9, y: 10 }]])).ok).toBe(true);
    expect(applyCommand(pair, move(['r.m2', [{ x: 13.1, y: 10 }]])).ok).toBe(false);
  });

  it('WT-SUR-60 a Vehicle/Monster moves no more inches than it has wounds left', () => {
    const game = moving([
      { id: 'r', player: 'red', profile: 'junk-tank', at: [{ x: 10, y: 10 }], wounds: 3 },
      far,
    ]);
    expect(refused(game, move(['r.m1', [{ x: 14, y: 10 }]])).message).toMatch(/may move 3"/);
    const result = applyCommand(game, move(['r.m1', [{ x: 13, y: 10 }]]));
    expect(result.ok && eventsOf(result.events, 'unit-moved')[0]?.rules).toContain('WT-SUR-60');
  });
});

describe('terrain (WT-TERR)', () => {
  const wood = { polygon: square(12, 5, 14, 15), difficult: true, concealment: true };

  it('WT-TERR-01 an area may have several classifications (a forest: Difficult and Concealment)', () => {
    const state = aPosition({ units: [], terrain: [wood] });
    expect(state.terrain[0]).toMatchObject({ difficult: true, concealment: true, cover: false });
  });

  it('WT-TERR-02 Clear Terrain (an unclassified area) costs no movement', () => {
    const field = { polygon: square(12, 5, 14, 15) };
    expect(
      applyCommand(moving([red([{ x: 10, y: 10 }]), far], [], [field]), move(['r.m1', [{ x: 16, y: 10 }]]))
        .ok,
    ).toBe(true);
  });

  it('WT-TERR-03 a Move into, out of or through Difficult Terrain gets −2 Move', () => {
    const game = moving([red([{ x: 10, y: 10 }]), far], [], [wood]);
    expect(refused(game, move(['r.m1', [{ x: 15, y: 10 }]])).message).toMatch(
      /may move 4" \(−2 for Difficult Terrain, WT-TERR-03\)/,
    );
    expect(applyCommand(game, move(['r.m1', [{ x: 14, y: 10 }]])).ok).toBe(true);
  });

  it('WT-TERR-04 several Difficult areas take only the worst penalty', () => {
    const second = { polygon: square(15, 5, 16, 15), difficult: true };
    expect(
      applyCommand(
        moving([red([{ x: 10, y: 10 }]), far], [], [wood, second]),
        move(['r.m1', [{ x: 14, y: 10 }]]),
      ).ok,
    ).toBe(true);
  });

  it('WT-TERR-05 each model moving through Dangerous Terrain X rolls a D10; each X+ destroys a model', () => {
    const mines = { polygon: square(11, 5, 13, 15), dangerous: 7 };
    const game = moving([red(row(10, 8, 3)), far], [7, 6, 2, 6], [mines]);
    const { state, events } = play(
      game,
      move(['r.m1', [{ x: 10, y: 12 }]], ['r.m2', [{ x: 11.25, y: 12 }]], ['r.m3', [{ x: 12.5, y: 12 }]]),
    );
    expect(
      eventsOf(events, 'test-rolled')
        .filter((t) => t.test === 'dangerous')
        .map((t) => t.die),
    ).toEqual([7, 6]);
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'casualties' });
    const after = play(state, {
      type: 'allocate-casualties',
      player: 'red',
      unit: 'r',
      order: ['r.m2', 'r.m1', 'r.m3'],
    });
    expect(unit(after.state, 'r').models.map((m) => m.alive)).toEqual([true, false, true]);
  });

  it('WT-TERR-06 Dangerous Terrain without an X is Dangerous 9', () => {
    const state = aPosition({ units: [], terrain: [{ polygon: square(0, 0, 2, 2), dangerous: true }] });
    expect(state.terrain[0]?.dangerous).toBe(9);
  });

  it('WT-SUR-20 WT-SUR-21 Jump/Flying models treat terrain as Clear and measure in a straight line over obstacles', () => {
    const wall = { polygon: square(11.5, 5, 12.5, 15), impassible: true };
    const game = moving([red([{ x: 10, y: 10 }], 'gliders'), far], [], [wall, wood]);
    const result = applyCommand(
      game,
      move([
        'r.m1',
        [
          { x: 12, y: 20 },
          { x: 21, y: 10 },
        ],
      ]),
    );
    expect(result.ok && eventsOf(result.events, 'unit-moved')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-SUR-20', 'WT-SUR-21']),
    );
  });

  it("WT-SUR-24 enemy models may move over a Flying model's base", () => {
    const flyer: UnitSpec = { id: 'b', player: 'blue', profile: 'gliders', at: [{ x: 12, y: 10 }] };
    expect(
      applyCommand(moving([red([{ x: 10, y: 10 }]), flyer], []), move(['r.m1', [{ x: 14.5, y: 10 }]])).ok,
    ).toBe(true);
  });

  it('WT-SUR-43 Strider units treat the listed terrain as Clear', () => {
    const game = moving([red([{ x: 10, y: 10 }], 'outriders'), far], [], [wood]);
    const result = applyCommand(game, move(['r.m1', [{ x: 21, y: 10 }]]));
    expect(result.ok && eventsOf(result.events, 'unit-moved')[0]?.rules).toContain('WT-SUR-43');
  });

  it('WT-BLD-01 an intact building is Impassible and blocks sight; WT-BLD-02 ruins are Concealment or Cover', () => {
    const state = aPosition({
      units: [],
      terrain: [
        { polygon: square(0, 0, 4, 4), building: 'intact' },
        { polygon: square(10, 0, 14, 4), building: 'light-ruins' },
        { polygon: square(20, 0, 24, 4), building: 'heavy-ruins' },
      ],
    });
    expect(state.terrain.map((t) => [t.impassible, t.blocksVisibility, t.concealment, t.cover])).toEqual([
      [true, true, false, false],
      [false, false, true, false],
      [false, false, false, true],
    ]);
  });
});

describe('measuring and base contact (WT-MEAS)', () => {
  it('WT-MEAS-01 the distance between units is between their two closest models', () => {
    const game = gameOf(
      aPosition({
        units: [
          red(row(10, 10, 3)),
          {
            id: 'b',
            player: 'blue',
            profile: 'trooper',
            at: [
              { x: 30, y: 10 },
              { x: 20, y: 10 },
            ],
          },
        ],
      }),
    );
    // r.m3 (x 12.5) to b.m2 (x 20): 7.5" between centres, 6.5" between bases, beyond a 6" charge.
    expect(
      refused(game, {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [{ type: 'fight', targets: ['b'] }],
      }).message,
    ).toMatch(/6.5" away/);
  });

  it('WT-MEAS-02 distances are measured between the closest points of the bases', () => {
    expect(
      geometry.baseDistance({ center: { x: 0, y: 0 }, radius: 0.5 }, { center: { x: 3, y: 0 }, radius: 1.5 }),
    ).toBe(1);
  });

  it('WT-MEAS-03 models whose bases touch are in base contact; WT-MEAS-04 so are models as close as possible (within 0.05", R14)', () => {
    const touching = gameOf(
      aPosition({
        units: [
          red([{ x: 10, y: 10 }]),
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 11.04, y: 10 }] },
          far,
        ],
      }),
    );
    expect(
      refused(touching, {
        type: 'activate-unit',
        player: 'red',
        unit: 'r',
        actions: [{ type: 'shoot', target: 'b' }],
      }).message,
    ).toMatch(/base contact/);
  });
});

describe('profiles used by movement', () => {
  it('a custom profile with a longer Move moves farther', () => {
    const runner = aProfile({ id: 'runner', move: 9 });
    const game = gameOf(
      aPosition({
        profiles: [runner],
        units: [red([{ x: 10, y: 10 }], 'runner'), far],
        stage: { kind: 'move', player: 'red', unit: 'r' },
      }),
    );
    expect(applyCommand(game, move(['r.m1', [{ x: 19, y: 10 }]])).ok).toBe(true);
    expect(alive(game, 'r')).toBe(1);
  });
});
