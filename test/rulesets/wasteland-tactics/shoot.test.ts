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
  unit,
} from '../../support/wasteland-tactics';

const shoot = (target = 'b', actions = 1) => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: Array.from({ length: actions }, () => ({ type: 'shoot' as const, target })),
});
const order = (ids: string[], u = 'b') => ({
  type: 'allocate-casualties' as const,
  player: 'blue',
  unit: u,
  order: ids,
});
const three = (id: string) => [`${id}.m1`, `${id}.m2`, `${id}.m3`];

describe('the Shoot action (WT-SHOOT)', () => {
  it("WT-SHOOT-05 each model makes its weapon's Attacks in Shoot rolls; each roll ≥ the hit value hits", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 3) },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
        ],
      }),
      [5, 4, 10, 7, 7],
    );
    const { state, events } = play(game, shoot(), order(three('b')));
    const attacks = eventsOf(events, 'attack-rolled');
    expect(attacks.map((a) => a.dice)).toEqual([[5], [4], [10]]);
    expect(attacks.map((a) => a.hits)).toEqual([1, 0, 1]);
    expect(alive(state, 'b')).toBe(3);
  });

  it("WT-SHOOT-06 each hit forces a Life roll at minus the weapon's Damage", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 1) },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
        ],
      }),
      [5, 6],
    );
    const { state, events } = play(game, shoot(), order(three('b')));
    const life = eventsOf(events, 'test-rolled').filter((t) => t.test === 'life');
    expect(life).toEqual([expect.objectContaining({ needed: 7, die: 6, passed: false })]);
    expect(alive(state, 'b')).toBe(2);
  });

  it("WT-SHOOT-07 for each failed Life roll a model of the owner's choice is destroyed", () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 1) },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
        ],
      }),
      [5, 1],
    );
    const after = play(game, shoot());
    expect(after.state.pending).toEqual([expect.objectContaining({ player: 'blue', kind: 'casualties' })]);
    const { state } = play(after.state, order(['b.m3', 'b.m1', 'b.m2']));
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([true, true, false]);
  });

  it('WT-SHOOT-07 the owner must list every live model once', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 1) },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
        ],
      }),
      [5, 1],
    );
    const { state } = play(game, shoot());
    expect(refused(state, order(['b.m1', 'b.m1'])).message).toMatch(/exactly once/);
  });

  it('WT-SHOOT-01 a unit in base contact with an enemy cannot Shoot', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 11, y: 10 }] },
          { id: 'c', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
      }),
    );
    expect(refused(game, shoot('c')).message).toMatch(/base contact.*WT-SHOOT-01/);
  });

  it('WT-SHOOT-01 a unit without a ranged weapon cannot Shoot', () => {
    const brawler = aProfile({ id: 'brawler', weapons: ['Club: R0 A2 4+ D1'] });
    const game = gameOf(
      aPosition({
        profiles: [brawler],
        units: [
          { id: 'r', player: 'red', profile: 'brawler', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
      }),
    );
    expect(refused(game, shoot()).message).toMatch(/no ranged weapon \(WT-SHOOT-01\)/);
  });

  it('WT-SHOOT-02 the target must be a visible enemy unit', () => {
    const game = gameOf(
      aPosition({
        terrain: [
          {
            polygon: {
              points: [
                { x: 5, y: 14 },
                { x: 20, y: 14 },
                { x: 20, y: 16 },
                { x: 5, y: 16 },
              ],
            },
            building: 'intact',
            height: 5,
          },
        ],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        ],
      }),
    );
    expect(refused(game, shoot()).message).toMatch(/not visible.*WT-SHOOT-02/);
  });

  it('WT-SHOOT-03 only models that see the target and have a weapon in range fire', () => {
    const game = gameOf(
      aPosition({
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'trooper',
            at: [
              { x: 10, y: 10 },
              { x: 10, y: -0 + 1 },
            ],
          },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 33 }] },
        ],
      }),
      [9, 9],
    );
    const { events } = play(game, shoot());
    expect(eventsOf(events, 'attack-rolled').map((a) => a.model)).toEqual(['r.m1']);
  });

  it('WT-SHOOT-08 only visible models can be casualties; extra kills are lost', () => {
    const wall = {
      polygon: {
        points: [
          { x: 15, y: 14 },
          { x: 40, y: 14 },
          { x: 40, y: 16 },
          { x: 15, y: 16 },
        ],
      },
      building: 'intact' as const,
      height: 5,
    };
    const game = gameOf(
      aPosition({
        terrain: [wall],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: row(10, 10, 2, 1.5) },
          {
            id: 'b',
            player: 'blue',
            profile: 'trooper',
            at: [
              { x: 10, y: 20 },
              { x: 25, y: 20 },
              { x: 26.5, y: 20 },
            ],
          },
        ],
      }),
      [5, 5, 1, 1],
    );
    const { state, events } = play(game, shoot());
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([false, true, true]);
    expect(eventsOf(events, 'hits-lost')).toEqual([expect.objectContaining({ count: 1 })]);
  });

  it('WT-SUR-26 a leader may be shot only as the closest visible target', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'boss', player: 'blue', profile: 'captain', at: [{ x: 20, y: 30 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
          { id: 'guard', player: 'blue', profile: 'trooper', at: [{ x: 22, y: 30 }] },
        ],
      }),
    );
    expect(refused(game, shoot('boss')).message).toMatch(/WT-SUR-26/);
  });
});
