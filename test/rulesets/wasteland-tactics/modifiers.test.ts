import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  row,
  square,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };

describe('modifier summaries (WT-SUM) and the rules they gather', () => {
  it('WT-SUM-01 Shoot modifiers stack: Concealment −2, Stealth −X, War Blessing +1', () => {
    const game = gameOf(
      aPosition({
        terrain: [{ polygon: square(5, 18, 15, 22), concealment: true }],
        units: [
          {
            id: 'r',
            player: 'red',
            profile: 'trooper',
            at: [{ x: 10, y: 10 }],
            extra: { blessing: 'ready' },
          },
          { id: 'b', player: 'blue', profile: 'stalkers', at: row(9, 20, 3) },
          spare,
        ],
      }),
      [9],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'attack-rolled')[0]?.needed).toBe(5 + 2 + 1 - 1);
    // The roll names the summary and every modifier's own rule.
    expect(eventsOf(events, 'attack-rolled')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-SUM-01', 'WT-TERR-09', 'WT-SUR-44', 'WT-SUR-15']),
    );
  });

  it('WT-SUM-02 Fight modifiers stack: markers on the target, outnumbering and Bloodthirsty', () => {
    const game = gameOf(
      aPosition({
        units: [
          { id: 'r', player: 'red', profile: 'killers', at: row(8, 10, 3) },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 9.25, y: 14 }], markers: 1 },
          spare,
        ],
      }),
      [1, 1, 1],
    );
    const asked = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: ['b'] }],
    });
    const { events } = play(asked.state, {
      type: 'react-to-charge',
      player: 'blue',
      unit: 'b',
      react: false,
    });
    expect(eventsOf(events, 'attack-rolled')[0]?.needed).toBe(4 - 1 - 2 - 1);
    expect(eventsOf(events, 'attack-rolled')[0]?.rules).toEqual(
      expect.arrayContaining(['WT-SUM-02', 'WT-FIGHT-09', 'WT-SUR-08']),
    );
  });

  it('WT-SUM-03 Life modifiers stack: −Damage, +1 Cover, +1 Defend; Hardened drops the Damage 1-2 penalty', () => {
    const game = gameOf(
      aPosition({
        terrain: [{ polygon: square(5, 18, 15, 22), cover: true }],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }], extra: { defending: true } },
          spare,
        ],
      }),
      [7, 4],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'life',
      needed: 6 - 1 - 1 + 1,
      passed: false,
    });
  });

  it('WT-SUM-04 Will modifiers stack: +1 suppressed, +1 Cover, −X Suppressive', () => {
    const rattler = aProfile({ id: 'rattler', weapons: ['Rattle: R24 A1 3+ D0 [Suppressive 3]'] });
    const game = gameOf(
      aPosition({
        profiles: [rattler],
        terrain: [{ polygon: square(5, 18, 15, 22), cover: true }],
        units: [
          { id: 'r', player: 'red', profile: 'rattler', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }], markers: 1 },
          spare,
        ],
      }),
      [5, 6, 9],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'will',
      needed: 6 - 1 - 1 + 3,
      passed: false,
    });
  });

  it('WT-SUR-69 Vulnerable X models take −X on Life rolls against melee attacks', () => {
    const soft = aProfile({ id: 'soft', rules: ['Vulnerable 2'] });
    const game = gameOf(
      aPosition({
        profiles: [soft],
        units: [
          { id: 'r', player: 'red', profile: 'trooper', at: [{ x: 10, y: 13 }] },
          { id: 'b', player: 'blue', profile: 'soft', at: [{ x: 10, y: 14 }] },
          spare,
        ],
      }),
      [5, 9],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'fight', targets: [] }],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 6 + 0 + 2 });
  });

  it('WT-SUR-38 Price of Failure X: a nearby friendly unit failing a morale Will roll loses its X closest models and counts as passing', () => {
    const commissar = aProfile({ id: 'commissar', unitType: 'Command', rules: ['Price of Failure 1'] });
    const rattler = aProfile({ id: 'rattler', weapons: ['Rattle: R24 A1 3+ D0 [Suppressive 1]'] });
    const game = gameOf(
      aPosition({
        profiles: [commissar, rattler],
        units: [
          { id: 'r', player: 'red', profile: 'rattler', at: [{ x: 10, y: 10 }] },
          { id: 'b', player: 'blue', profile: 'trooper', at: row(10, 20, 3) },
          { id: 'k', player: 'blue', profile: 'commissar', at: [{ x: 14, y: 24 }] },
          spare,
        ],
      }),
      [5, 1, 9],
    );
    const { state } = play(
      game,
      { type: 'activate-unit', player: 'red', unit: 'r', actions: [{ type: 'shoot', target: 'b' }] },
      { type: 'allocate-casualties', player: 'blue', unit: 'b', order: ['b.m1', 'b.m2'] },
    );
    expect(unit(state, 'b').markers).toBe(0);
    expect(unit(state, 'b').models.map((m) => m.alive)).toEqual([true, true, false]);
  });
});
