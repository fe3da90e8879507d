import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };
const cannon = aProfile({ id: 'gunner', weapons: ['Cannon: R24 A1 5+ D1'] });
const shoot = {
  type: 'activate-unit' as const,
  player: 'red',
  unit: 'r',
  actions: [{ type: 'shoot' as const, target: 'b' }],
};

describe('Vehicle/Monster X (WT-SUR-66, WT-SUR-68)', () => {
  it('WT-SUR-68 a destroyed Vehicle/Monster X explodes on a D10 of X+: models within 4" take a Life roll at −1; no wreck is left', () => {
    const game = gameOf(
      aPosition({
        profiles: [cannon],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'battle-wagon', at: [{ x: 10, y: 20 }], wounds: 1 },
          { id: 'near', player: 'blue', profile: 'trooper', at: row(13, 20, 2) },
          spare,
        ],
      }),
      [5, 1, 7, 6, 7],
    );
    const { state, events } = play(game, shoot);
    expect(
      eventsOf(events, 'test-rolled')
        .filter((t) => t.purpose === 'explosion')
        .map((t) => [t.unit, t.needed, t.passed]),
    ).toEqual([
      ['near', 7, false],
      ['near', 7, true],
    ]);
    expect(unit(state, 'near').models.map((m) => m.alive)).toEqual([false, true]);
    expect(state.game.terrain.some((t) => t.wreck)).toBe(false);
    expect(unit(state, 'near').failedLife).toBe(true);
  });

  it('WT-SUR-66 a Vehicle/Monster charging into a new non-Vehicle target makes it pass Will or fall back', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'behemoth', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'spitters', at: row(9, 15, 3) },
          spare,
        ],
      }),
      [1, 3],
    );
    const asked = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    const { state, events } = play(asked.state, {
      type: 'react-to-charge',
      player: 'blue',
      unit: 'b',
      react: false,
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ unit: 'b', purpose: 'terror', passed: false });
    expect(eventsOf(events, 'unit-moved').map((e) => e.kind)).toEqual(['charge', 'forced']);
    expect(unit(state, 'b').markers).toBe(1);
  });

  it('WT-SUR-56 a Vehicle/Monster hit by a Suppressive weapon takes no Will roll and gains no marker', () => {
    const rattle = aProfile({ id: 'gunner', weapons: ['Rattle: R24 A1 5+ D0 [Suppressive 2]'] });
    const game = gameOf(
      aPosition({
        profiles: [rattle],
        units: [
          { id: 'r', player: 'red', profile: 'gunner', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 10, y: 20 }] },
          spare,
        ],
      }),
      // The hit, then the tank's Life roll (no Will roll comes between them).
      [5, 9],
    );
    const { state, events } = play(game, shoot);
    expect(eventsOf(events, 'test-rolled').filter((t) => t.test === 'will')).toEqual([]);
    const exempted = eventsOf(events, 'unit-exempted');
    expect(exempted).toEqual([
      expect.objectContaining({ unit: 'b', from: 'morale-test', purpose: 'suppressive' }),
    ]);
    expect(exempted[0]?.rules).toContain('WT-SUR-56');
    expect(unit(state, 'b').markers).toBe(0);
  });

  it('WT-SUR-56 a Vehicle/Monster reacting to a charge gains no marker but still rolls its Will', () => {
    const brawler = aProfile({ id: 'brawler', weapons: ['Club: R0 A1 4+ D1'] });
    const game = gameOf(
      aPosition({
        profiles: [brawler],
        units: [
          { id: 'r', player: 'red', profile: 'brawler', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'junk-tank', at: [{ x: 10, y: 15 }] },
          spare,
        ],
      }),
      [1, 1, 1, 1],
    );
    const asked = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    expect(asked.state.pending[0]).toMatchObject({ player: 'blue', kind: 'charge-reaction' });
    const { state, events } = play(asked.state, {
      type: 'react-to-charge',
      player: 'blue',
      unit: 'b',
      react: true,
    });
    expect(eventsOf(events, 'marker-added')).toEqual([]);
    const exempted = eventsOf(events, 'unit-exempted');
    expect(exempted).toEqual([
      expect.objectContaining({
        unit: 'b',
        from: 'suppression-marker',
        purpose: 'reacted to a charge (WT-FIGHT-03)',
      }),
    ]);
    expect(exempted[0]?.rules).toContain('WT-SUR-56');
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ unit: 'b', purpose: 'charge reaction' });
    expect(unit(state, 'b').markers).toBe(0);
  });
});
