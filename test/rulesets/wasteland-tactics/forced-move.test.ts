import { describe, expect, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const howler = aProfile({
  id: 'howler',
  weapons: ['Howl: R24 A1 5+ D0 [Terrifying 1]', 'Rattle: R24 A1 5+ D0 [Suppressive 2]'],
});
const shooter: UnitSpec = { id: 'r', player: 'red', profile: 'howler', at: [{ x: 10, y: 10 }] };
const target = (at: { x: number; y: number }[], extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id: 'b',
  player: 'blue',
  profile: 'trooper',
  at,
  ...extra,
});
const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const howl = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b', weapons: [{ model: 'r.m1', weapon: 'Howl' }] }],
};

/** Red's Howl hits (5), the target fails its Terrifying Will roll (1 vs 6+1), then its Life roll (9 passes). */
const scared = (
  specs: UnitSpec[],
  terrain: Parameters<typeof aPosition>[0]['terrain'] = [],
  life = [9],
  from = shooter,
) =>
  play(
    gameOf(aPosition({ profiles: [howler], units: [from, ...specs, spare], terrain }), [5, 1, ...life]),
    howl,
  );

describe('Forced Moves (WT-MOVE-08 … WT-MOVE-11)', () => {
  it('WT-MOVE-08 WT-WSR-17 a unit failing a Terrifying roll makes a Forced Move at once, out of sequence', () => {
    const { state, events } = scared([target([{ x: 10, y: 20 }], { extra: { activated: true } })]);
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'will',
      purpose: 'terrifying',
      needed: 7,
    });
    expect(eventsOf(events, 'unit-moved')[0]).toMatchObject({ unit: 'b', kind: 'forced' });
    expect(unit(state, 'b').activated).toBe(true);
  });

  it('WT-MOVE-09 every model moves its full Move in a straight line, directly away', () => {
    const { state } = scared(
      [
        target([
          { x: 10, y: 20 },
          { x: 11.25, y: 20 },
        ]),
      ],
      [],
      [9, 9],
    );
    expect(unit(state, 'b').models.map((m) => [m.x, Math.round(m.y * 1000) / 1000])).toEqual([
      [10, 26],
      [11.25, 26],
    ]);
  });

  it('WT-MOVE-10 after the Forced Move the unit gains a suppression marker', () => {
    const { state, events } = scared([target([{ x: 10, y: 20 }])]);
    expect(unit(state, 'b').markers).toBe(1);
    expect(eventsOf(events, 'marker-added')[0]?.reason).toMatch(/Terrifying/);
  });

  it('WT-MOVE-11 a model that would touch an enemy model on the way destroys the unit', () => {
    const { state, events } = scared(
      [
        target([{ x: 10, y: 20 }]),
        { id: 'block', player: 'red', profile: 'trooper', at: [{ x: 10, y: 24 }] },
      ],
      [],
      [],
    );
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-destroyed')[0]?.cause).toMatch(/WT-MOVE-11/);
  });

  it('WT-TERR-08 a model forced into Impassible Terrain is destroyed (and so is its unit)', () => {
    const { state, events } = scared(
      [target([{ x: 10, y: 20 }])],
      [{ polygon: square(5, 23, 15, 25), impassible: true }],
      [],
    );
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toContain('WT-TERR-08');
    expect(eventsOf(events, 'unit-destroyed')[0]?.cause).toMatch(/WT-TERR-08/);
  });

  it('WT-TERR-08 WT-BLD-01 a model forced into an intact building is destroyed: the building is Impassible', () => {
    const { state, events } = scared(
      [target([{ x: 10, y: 20 }])],
      [{ polygon: square(5, 23, 15, 25), height: 4, building: 'intact' }],
      [],
    );
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-moved')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-MOVE-11', 'WT-TERR-08', 'WT-BLD-01']),
    );
  });

  it('WT-MOVE-11 R26 WT-TERR-08 a Forced Move over the table edge destroys the unit (the edge counts as Impassible)', () => {
    const { state, events } = scared([target([{ x: 10, y: 44 }])], [], [], {
      ...shooter,
      at: [{ x: 10, y: 30 }],
    });
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(eventsOf(events, 'unit-destroyed')[0]?.cause).toMatch(/WT-TERR-08/);
  });

  it('WT-MOVE-11 a Forced Move stopped by enemy models does not name Impassible terrain', () => {
    const { events } = scared(
      [
        target([{ x: 10, y: 20 }]),
        { id: 'block', player: 'red', profile: 'trooper', at: [{ x: 10, y: 24 }] },
      ],
      [],
      [],
    );
    expect(eventsOf(events, 'unit-moved')[0]?.rules).not.toContain('WT-TERR-08');
  });

  it('R26 a model stopped by a friendly model stops there without harm', () => {
    const { state } = scared([
      target([{ x: 10, y: 20 }]),
      { id: 'f', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 24 }] },
    ]);
    expect(unit(state, 'b').status).toBe('on-table');
    expect(unit(state, 'b').models[0]?.y).toBeCloseTo(23, 5);
  });

  it('WT-MOVE-09 a model stopped by a friendly model stops the models of its unit behind it too (no overlap, R13)', () => {
    const { state, events } = scared([
      target([
        { x: 10, y: 20 },
        { x: 10, y: 18.5 },
      ]),
      { id: 'f', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 24 }] },
    ]);
    expect(eventsOf(events, 'unit-moved')[0]?.models.map((m) => m.model)).toEqual(['b.m1', 'b.m2']);
    expect(unit(state, 'b').models.map((m) => Math.round(m.y * 1000) / 1000)).toEqual([23, 22]);
    expect(wastelandTactics.invariants(state.game)).toEqual([]);
  });

  it('WT-UNIT-05 a unit out of coherency at the start of a round makes a restoring Forced Move before initiative', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'x', player: 'red', profile: 'trooper', at: [{ x: 60, y: 4 }] },
          {
            id: 'b',
            player: 'blue',
            profile: 'trooper',
            at: [
              { x: 10, y: 30 },
              { x: 11.25, y: 30 },
              { x: 18, y: 30 },
            ],
            extra: { activated: true },
          },
        ],
      }),
      [3, 4],
    );
    const { state, events } = play(game, { type: 'activate-unit', player: 'red', unit: 'x', actions: [] });
    const regroup = eventsOf(events, 'unit-moved').find((e) => e.kind === 'coherency');
    expect(regroup?.models.map((m) => m.model)).toEqual(['b.m3']);
    expect(unit(state, 'b').models[2]?.x).toBeLessThanOrEqual(14.25 + 1e-9);
    expect(unit(state, 'b').markers).toBe(1);
    const order = events.map((e) => e.type);
    expect(order.indexOf('unit-moved')).toBeLessThan(order.indexOf('initiative-rolled'));
  });
});
