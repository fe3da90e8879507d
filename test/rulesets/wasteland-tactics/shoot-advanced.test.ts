import { describe, expect, it } from 'vitest';
import {
  alive,
  aPosition,
  aProfile,
  eventsOf,
  far,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const gunner = aProfile({ id: 'gunner', weapons: ['Gun: R30 A1 5+ D1'] });
const mortar = aProfile({ id: 'mortar', weapons: ['Mortar: R48 A1 5+ D1 [Indirect Fire]'] });
const spotter = aProfile({ id: 'spotter', unitType: 'Spearhead' });
const scout = aProfile({ id: 'scout', unitType: 'Troops', rules: ['Scouts 1'] });
const wall = (x0: number, y0: number, x1: number, y1: number) => ({
  polygon: {
    points: [
      { x: x0, y: y0 },
      { x: x1, y: y0 },
      { x: x1, y: y1 },
      { x: x0, y: y1 },
    ],
  },
  height: 5,
  blocksVisibility: true,
});
const shoot = (target: string, extra: Record<string, unknown> = {}) => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target, ...extra }],
});

describe('the Shoot action, advanced (WT-SHOOT, WT-WSR, WT-SUR)', () => {
  it('WT-SHOOT-02 the models of a unit may shoot at different visible enemy units', () => {
    const game = gameOf(
      aPosition({
        profiles: [gunner],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: row(10, 10, 2) },
          { id: 'a', player: 'blue', profile: 'trooper', at: [{ x: 4, y: 20 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 20, y: 20 }] },
          far,
        ],
      }),
      [5, 5, 1, 1],
    );
    const { state, events } = play(
      game,
      shoot('a', { weapons: [{ model: 'r.m2', weapon: 'Gun', target: 'b' }] }),
    );
    expect(eventsOf(events, 'attack-rolled').map((a) => [a.model, a.target])).toEqual([
      ['r.m1', 'a'],
      ['r.m2', 'b'],
    ]);
    expect([unit(state, 'a').status, unit(state, 'b').status]).toEqual(['destroyed', 'destroyed']);
  });

  it('WT-SHOOT-04 focused fire: only the completely visible models, who lose their Concealment or Cover bonuses (R12)', () => {
    const options = {
      profiles: [gunner],
      terrain: [
        {
          polygon: {
            points: [
              { x: 5, y: 18 },
              { x: 12, y: 18 },
              { x: 12, y: 24 },
              { x: 5, y: 24 },
            ],
          },
          cover: true,
        },
      ],
      units: [
        { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
        {
          id: 'b',
          player: 'blue',
          profile: 'trooper',
          at: [
            { x: 8, y: 21 },
            { x: 9.5, y: 21 },
            { x: 14, y: 21 },
          ],
        },
        far,
      ],
    };
    const plain = play(gameOf(aPosition(options), [7, 1]), shoot('b'));
    expect(eventsOf(plain.events, 'attack-rolled')[0]?.needed).toBe(7);
    const { state, events } = play(gameOf(aPosition(options), [5, 6]), shoot('b', { focus: ['b'] }));
    expect(eventsOf(events, 'attack-rolled')[0]?.needed).toBe(5);
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 7, passed: false });
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([true, true, false]);
  });

  it("WT-SHOOT-09 each failed Shoot roll at a target in base contact with the shooter's units hits one of them, chosen by the target's owner (R25)", () => {
    const game = gameOf(
      aPosition({
        profiles: [gunner],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          { id: 'f1', player: 'red', profile: 'trooper', at: [{ x: 9, y: 19.95 }] },
          { id: 'f2', player: 'red', profile: 'trooper', at: [{ x: 11, y: 19.95 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 19.95 }] },
          far,
        ],
      }),
      [3, 1],
    );
    const asked = play(game, shoot('b'));
    expect(asked.state.game.stage).toEqual({ kind: 'misfire', player: 'blue', unit: 'b' });
    expect(refused(asked.state, { type: 'assign-misfires', player: 'blue', units: ['r'] }).code).toBe(
      'out-of-range',
    );
    const { state, events } = play(asked.state, { type: 'assign-misfires', player: 'blue', units: ['f2'] });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ unit: 'f2', test: 'life', needed: 7 });
    expect(unit(state, 'f2').status).toBe('destroyed');
  });

  it("WT-SUR-65 against a Vehicle/Monster in contact with the shooter's models only Shoot rolls of 1 hit them", () => {
    const units = [
      { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
      { id: 'f', player: 'red', profile: 'trooper', at: [{ x: 10, y: 18.5 }] },
      { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 10, y: 20.5 }] },
      far,
    ];
    const miss = play(gameOf(aPosition({ profiles: [gunner], units }), [3]), shoot('b'));
    expect(eventsOf(miss.events, 'shots-went-astray')).toEqual([]);
    expect(eventsOf(miss.events, 'attack-rolled')[0]?.rules).toContain('WT-SUR-65');
    const one = play(gameOf(aPosition({ profiles: [gunner], units }), [1, 1]), shoot('b'));
    expect(eventsOf(one.events, 'shots-went-astray')[0]).toMatchObject({ count: 1 });
    expect(unit(one.state, 'f').status).toBe('destroyed');
  });

  it('WT-WSR-10 Indirect Fire may hit a unit the firer cannot see, spotted within 15" by a friendly Spearhead unit, at −2 (R50)', () => {
    const options = (spotters: UnitSpec[]) =>
      aPosition({
        profiles: [mortar, spotter, scout],
        terrain: [wall(0, 18, 30, 19)],
        units: [
          { id: 'r', player: 'red', profile: 'mortar', at: [{ x: 10, y: 10 }] },
          ...spotters,
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 30 }] },
          far,
        ],
      });
    const spot: UnitSpec = { id: 's', player: 'red', profile: 'spotter', at: [{ x: 22, y: 28 }] };
    expect(refused(gameOf(options([])), shoot('b')).message).toMatch(/WT-WSR-10/);
    const { state, events } = play(gameOf(options([spot]), [7, 1]), shoot('b'));
    expect(eventsOf(events, 'attack-rolled')[0]?.needed).toBe(7);
    expect(unit(state, 'b').status).toBe('destroyed');
    const scouting: UnitSpec = { ...spot, profile: 'scout' };
    expect(
      eventsOf(play(gameOf(options([scouting]), [1]), shoot('b')).events, 'attack-rolled')[0]?.needed,
    ).toBe(5);
  });

  it('WT-SUR-42 a Scouts unit spots for Indirect Fire even if not Spearhead, and its shots take no penalty (R39)', () => {
    const state = aPosition({
      profiles: [mortar, scout],
      terrain: [wall(0, 18, 30, 19)],
      units: [
        { id: 'r', player: 'red', profile: 'mortar', at: [{ x: 10, y: 10 }] },
        { id: 's', player: 'red', profile: 'scout', at: [{ x: 22, y: 28 }] },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 30 }] },
        far,
      ],
    });
    const [volley] = eventsOf(play(gameOf(state, [5, 1]), shoot('b')).events, 'attack-rolled');
    expect(volley).toMatchObject({ needed: 5, hits: 1 });
    expect(volley?.rules).toContain('WT-SUR-42');
  });

  it('WT-SUR-70 Vulnerable X: −X on Life rolls against Indirect Fire weapons', () => {
    const soft = aProfile({ id: 'soft', rules: ['Vulnerable 2'] });
    const state = aPosition({
      profiles: [mortar, soft],
      units: [
        { id: 'r', player: 'red', profile: 'mortar', at: [{ x: 10, y: 10 }] },
        { id: 'b', player: 'blue', profile: 'soft', at: [{ x: 10, y: 30 }] },
        far,
      ],
    });
    expect(eventsOf(play(gameOf(state, [5, 8]), shoot('b')).events, 'test-rolled')[0]).toMatchObject({
      needed: 9,
      passed: false,
    });
  });

  it('WT-SUR-71 Vulnerable X: −X against shots from a unit mostly behind the line through its centre (R32)', () => {
    const soft = aProfile({ id: 'soft', rules: ['Vulnerable 2'] });
    const target = (facing: number): UnitSpec => ({
      id: 'b',
      player: 'blue',
      profile: 'soft',
      at: [{ x: 10, y: 30 }],
      extra: { models: [{ id: 'b.m1', x: 10, y: 30, facing, wounds: 1, alive: true }] },
    });
    const needed = (facing: number) =>
      eventsOf(
        play(
          gameOf(
            aPosition({
              profiles: [gunner, soft],
              units: [
                { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
                target(facing),
                far,
              ],
            }),
            [5, 10],
          ),
          shoot('b'),
        ).events,
        'test-rolled',
      )[0]?.needed;
    expect(needed(180)).toBe(7);
    expect(needed(0)).toBe(9);
  });

  it('WT-SUR-59 a Vehicle/Monster weapon sees from its own mount and fires only into its arc (R32)', () => {
    const tank = aProfile({
      id: 'tank',
      unitType: 'Heavy',
      base: 3,
      height: 2,
      weapons: [
        { name: 'Hull Gun', range: 30, attacks: 1, hit: 5, damage: 1, mount: { x: 0, y: 1.5, arc: 90 } },
      ],
      rules: ['Vehicle/Monster', 'Tough 3'],
    });
    const game = (facing: number) =>
      gameOf(
        aPosition({
          profiles: [tank],
          units: [
            {
              id: 'r',
              player: 'red',
              profile: 'tank',
              at: [{ x: 10, y: 10 }],
              extra: { models: [{ id: 'r.m1', x: 10, y: 10, facing, wounds: 3, alive: true }] },
            },
            { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 25 }] },
            far,
          ],
        }),
        [5, 1],
      );
    const front = play(game(0), shoot('b'));
    expect(alive(front.state, 'b')).toBe(0);
    expect(eventsOf(front.events, 'attack-rolled')[0]?.rules).toContain('WT-SUR-59');
    expect(eventsOf(play(game(180), shoot('b')).events, 'action-wasted')[0]?.action).toBe('shoot');
  });

  it('WT-SUR-10 Bodyguards X: a D10 per hit on a guarded friend; on X+ a Bodyguards model dies instead (R58)', () => {
    const guards = aProfile({ id: 'guards', rules: ['Bodyguards 4'] });
    const game = gameOf(
      aPosition({
        profiles: [gunner, guards],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: row(8, 10, 2) },
          { id: 'b', player: 'blue', profile: 'captain', at: [{ x: 10, y: 30 }] },
          {
            id: 'g',
            player: 'blue',
            profile: 'guards',
            at: [
              { x: 11, y: 30 },
              { x: 30, y: 40 },
            ],
          },
          far,
        ],
      }),
      [5, 5, 4, 2, 1],
    );
    const { state, events } = play(game, {
      ...shoot('b'),
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'test-rolled').map((t) => [t.test, t.die, t.passed])).toEqual([
      ['bodyguard', 4, true],
      ['bodyguard', 2, false],
      ['life', 1, false],
    ]);
    expect(unit(state, 'b').status).toBe('destroyed');
    expect(state.game.stage).toEqual({ kind: 'casualties', player: 'blue', unit: 'g' });
  });
});
