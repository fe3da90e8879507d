import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aProfile,
  eventsOf,
  far,
  gameOf,
  play,
  type UnitSpec,
} from '../../support/wasteland-tactics';

const gunner = aProfile({ id: 'gunner', weapons: ['Gun: R36 A1 5+ D1'] });
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};
const column = (x: number, y: number, gap: number) =>
  Array.from({ length: 4 }, (_, i) => ({ x, y: y + i * gap }));
const line = (x: number, y: number) => Array.from({ length: 4 }, (_, i) => ({ x: x + i * 1.25, y }));

/** Red's `r` shoots once at blue's `b`: the Shoot roll needed and the first Life roll needed. */
function volley(
  red: UnitSpec,
  blue: UnitSpec,
  on = true,
  terrain: Parameters<typeof aPosition>[0]['terrain'] = [],
) {
  const game = gameOf(
    aPosition({
      profiles: [gunner],
      units: [red, blue, far],
      terrain,
      ...(on ? { advanced: { firingPositions: true } } : {}),
    }),
    [10, 10, 10, 10, 1],
  );
  const first = play(game, shoot);
  const stage = first.state.game.stage;
  const order = blue.at.map((_, i) => `b.m${i + 1}`);
  const events =
    stage.kind === 'casualties'
      ? [
          ...first.events,
          ...play(first.state, { type: 'allocate-casualties', player: 'blue', unit: 'b', order }).events,
        ]
      : first.events;
  return {
    shoot: eventsOf(events, 'attack-rolled')[0]?.needed,
    life: eventsOf(events, 'test-rolled').find((t) => t.test === 'life')?.needed,
  };
}

describe('advantageous firing positions (WT-ADVF)', () => {
  it('WT-ADVF-01 a target of 4+ models at least twice as deep as wide gives +1 Shoot and −1 Life (R9)', () => {
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] };
    const deep: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: column(10, 20, 1.25) };
    expect(volley(red, deep)).toEqual({ shoot: 4, life: 8 });
    expect(volley(red, deep, false)).toEqual({ shoot: 5, life: 7 });
  });

  it('WT-ADVF-02 a firing unit of 4+ models at least twice as wide as deep, seen from the target, gets +1 Shoot', () => {
    const wide: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: line(8, 10) };
    const blue: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 24 }] };
    expect(volley(wide, blue).shoot).toBe(4);
    expect(volley(wide, blue, false).shoot).toBe(5);
  });

  it('WT-ADVF-03 shooters all standing higher than the tallest target model give the target −1 Life (R10)', () => {
    const tower = [
      {
        polygon: {
          points: [
            { x: 8, y: 8 },
            { x: 12, y: 8 },
            { x: 12, y: 12 },
            { x: 8, y: 12 },
          ],
        },
        elevation: 3,
      },
    ];
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] };
    const blue: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 24 }] };
    expect(volley(red, blue, true, tower).life).toBe(8);
    expect(volley(red, blue, false, tower).life).toBe(7);
  });

  it('WT-ADVF-04 an ambiguous footprint or elevation gives no bonus (R9 margin, R10 strict)', () => {
    const red: UnitSpec = { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] };
    const block: UnitSpec = {
      id: 'b',
      player: 'blue',
      profile: 'trooper',
      at: [
        { x: 9.5, y: 20 },
        { x: 10.5, y: 20 },
        { x: 9.5, y: 23 },
        { x: 10.5, y: 23 },
      ],
    };
    expect(volley(red, block)).toEqual({ shoot: 5, life: 7 });
    const ledge = [
      {
        polygon: {
          points: [
            { x: 8, y: 8 },
            { x: 12, y: 8 },
            { x: 12, y: 12 },
            { x: 8, y: 12 },
          ],
        },
        elevation: 1.5,
      },
    ];
    const blue: UnitSpec = { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 24 }] };
    expect(volley(red, blue, true, ledge).life).toBe(7);
  });
});
