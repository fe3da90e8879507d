import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { WastelandState } from '../../../src/rulesets/wasteland-tactics/index';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  type Game,
  gameOf,
  play,
  refused,
  row,
  truck,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const buggy = aProfile({
  id: 'buggy',
  unitType: 'Fast',
  move: 10,
  base: 3,
  height: 2,
  weapons: [],
  rules: ['Vehicle/Monster', 'Tough 3', 'Transport 6', 'Open'],
});
const ogre = aProfile({ id: 'ogre', rules: ['Tough 3'] });
const grenadier = aProfile({ id: 'grenadier', weapons: ['Grenade: R24 A3 5+ D1 [Area Effect]'] });
const profiles = [truck, buggy, ogre, grenadier];

/** A Move action waiting for red's unit `r`. */
function moving(units: UnitSpec[], dice: number[] = []): Game {
  const state = aPosition({ profiles, units, stage: { kind: 'move', player: 'red', unit: 'r' } });
  return gameOf(
    {
      ...state,
      activation: { player: 'red', unit: 'r', actions: [{ type: 'move' }], next: 1, awaitingMove: true },
    } as WastelandState,
    dice,
  );
}
const to = (points: { x: number; y: number }[], extra: Record<string, unknown> = {}) => ({
  type: 'move-unit' as const,
  player: 'red',
  unit: 'r',
  models: points.map((p, i) => ({ model: `r.m${i + 1}`, path: [p] })),
  ...extra,
});
const carrier = (profile = 'truck'): UnitSpec => ({
  id: 'w',
  player: 'red',
  profile,
  at: [{ x: 20, y: 10 }],
  extra: { activated: true },
});
const inside = (id: string, profile: string, count: number, extra = {}): UnitSpec => ({
  id,
  player: 'red',
  profile,
  at: row(0, 0, count),
  status: 'embarked',
  extra: { embarkedIn: 'w', ...extra },
});

describe('transports (WT-SUR-47, WT-SUR-50 … WT-SUR-55) and Open (WT-SUR-36/37)', () => {
  it('WT-SUR-51 a unit embarks with a Move that ends with every model within 3" of the transport', () => {
    const r: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 2) };
    const { state, events } = play(
      moving([r, carrier(), far]),
      to(
        [
          { x: 15, y: 10 },
          { x: 16.25, y: 10 },
        ],
        { embark: 'w' },
      ),
    );
    expect(eventsOf(events, 'unit-embarked')[0]).toMatchObject({ unit: 'r', carrier: 'w' });
    expect(unit(state, 'r')).toMatchObject({ status: 'embarked', embarkedIn: 'w' });
    expect(
      refused(
        moving([r, carrier(), far]),
        to(
          [
            { x: 12, y: 10 },
            { x: 13.25, y: 10 },
          ],
          { embark: 'w' },
        ),
      ).message,
    ).toMatch(/within 3".*WT-SUR-51/);
  });

  it('WT-SUR-50 a transport carries up to X models, from several units, some starting embarked; WT-SUR-47 Tough X takes X spaces', () => {
    const r: UnitSpec = { id: 'r', player: 'red', profile: 'trooper', at: row(15, 10, 2) };
    const riders = inside('p', 'trooper', 4);
    expect(
      play(moving([r, carrier(), riders, far]), to([], { embark: 'w' })).state.game.units.filter(
        (u) => u.embarkedIn === 'w',
      ),
    ).toHaveLength(2);
    const big = inside('p', 'ogre', 2);
    expect(refused(moving([r, carrier(), big, far]), to([], { embark: 'w' })).message).toMatch(/WT-SUR-47/);
  });

  it('WT-SUR-52 embarked units cannot be targeted and take no action but disembarking', () => {
    const state = aPosition({
      profiles,
      units: [
        inside('r', 'trooper', 2),
        carrier(),
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 20 }] },
      ],
      stage: { kind: 'activate', player: 'red' },
    });
    const game = gameOf(state);
    const shoot = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot' as const, target: 'b' }],
    };
    expect(refused(game, shoot).message).toMatch(/WT-SUR-52/);
    const blue = gameOf({ ...state, turn: 1, stage: { kind: 'activate', player: 'blue' } });
    expect(
      refused(blue, {
        type: 'activate-unit',
        player: 'blue',
        unit: 'b',
        actions: [{ type: 'shoot', target: 'r' }],
      }).message,
    ).toMatch(/not on the table/);
  });

  it('WT-SUR-53 an embarked unit disembarks with a Move action: its models are placed within 3" of the transport', () => {
    const { state, events } = play(
      moving([inside('r', 'trooper', 2), carrier(), far]),
      to([
        { x: 20, y: 13 },
        { x: 21.25, y: 13 },
      ]),
    );
    expect(eventsOf(events, 'unit-disembarked')[0]).toMatchObject({ unit: 'r', carrier: 'w' });
    expect(unit(state, 'r')).toMatchObject({ status: 'on-table', disembarked: 'w', moved: true });
    expect(
      refused(
        moving([inside('r', 'trooper', 2), carrier(), far]),
        to([
          { x: 20, y: 16 },
          { x: 21.25, y: 16 },
        ]),
      ).message,
    ).toMatch(/WT-SUR-53/);
  });

  it('WT-SUR-54 a unit that disembarked may not Fight this round', () => {
    const state = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 20, y: 13 }], extra: { disembarked: 'w' } },
        carrier(),
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 16 }] },
      ],
    });
    const game = gameOf(state);
    const refusal = refused(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    expect(refusal.message).toMatch(/WT-SUR-54/);
    expect(refusal.rule).toBe('WT-SUR-54');
    // The activation prompt names the rule that keeps Fight off r's declarations.
    expect(game.pending[0]).toMatchObject({ player: 'red', kind: 'activate' });
    expect(game.pending[0]?.rules).toContain('WT-SUR-54');
    const offered = legalCommands(game, 'red').filter((c) => c.type === 'activate-unit' && c.unit === 'r');
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((c) => c.type === 'activate-unit' && c.actions.some((a) => a.type === 'fight'))).toBe(
      false,
    );
  });

  it('WT-SUR-37 units in an Open transport may Shoot from it, and Fight after disembarking, while it moved less than twice', () => {
    const state = aPosition({
      profiles,
      units: [
        inside('r', 'trooper', 1),
        carrier('buggy'),
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 25 }] },
      ],
    });
    const { events } = play(gameOf(state, [5, 7]), {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ unit: 'r', hits: 1 });
    const after = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 20, y: 13 }], extra: { disembarked: 'w' } },
        carrier('buggy'),
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 16 }] },
      ],
    });
    const fight = {
      type: 'activate-unit' as const,
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight' as const, targets: ['b'] }],
    };
    expect(gameOf(after).pending[0]?.rules).not.toContain('WT-SUR-54');
    expect(eventsOf(play(gameOf(after), fight).events, 'charge-declared')[0]).toMatchObject({
      unit: 'r',
      targets: ['b'],
    });
    const driven = { ...after, units: after.units.map((u) => (u.id === 'w' ? { ...u, moveActions: 2 } : u)) };
    expect(refused(gameOf(driven), fight).message).toMatch(/WT-SUR-54/);
  });

  it('WT-SUR-36 an Area Effect or Spray attack on an Open model makes an extra free attack on every unit embarked on it', () => {
    const state = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'grenadier', at: [{ x: 20, y: 25 }] },
        { id: 'w', player: 'blue', profile: 'buggy', at: [{ x: 20, y: 10 }] },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 3),
          status: 'embarked',
          extra: { embarkedIn: 'w' },
        },
      ],
    });
    const { events } = play(gameOf(state, [1, 1, 1, 5, 1, 1]), {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'w' }],
    });
    expect(eventsOf(events, 'attack-rolled').map((a) => [a.target, a.dice.length])).toEqual([
      ['w', 1],
      ['p', 3],
    ]);
    expect(eventsOf(events, 'attack-rolled').map((a) => (a.rules ?? []).includes('WT-SUR-36'))).toEqual([
      false,
      true,
    ]);
  });

  it('WT-SUR-55 when the transport is destroyed the embarked units disembark, placed by their owner, and gain a marker', () => {
    const state = aPosition({
      profiles,
      units: [
        { id: 'r', player: 'red', profile: 'grenadier', at: [{ x: 20, y: 25 }] },
        { id: 'w', player: 'blue', profile: 'truck', at: [{ x: 20, y: 10 }], wounds: 1 },
        {
          id: 'p',
          player: 'blue',
          profile: 'trooper',
          at: row(0, 0, 2),
          status: 'embarked',
          extra: { embarkedIn: 'w' },
        },
        far,
      ],
    });
    const hit = play(gameOf(state, [5, 1]), {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'w' }],
    });
    expect(hit.state.game.stage).toEqual({ kind: 'place-survivors', player: 'blue', unit: 'p' });
    const { state: placed } = play(hit.state, {
      type: 'place-survivors',
      player: 'blue',
      unit: 'p',
      models: [{ model: 'p.m1', x: 20, y: 7 }],
    });
    expect(unit(placed, 'p')).toMatchObject({ status: 'on-table', markers: 1 });
    expect(unit(placed, 'p').models.map((m) => m.alive)).toEqual([true, false]);
  });
});
