import { applyCommand } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  aPosition,
  aProfile,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const spare: UnitSpec = { id: 'z', player: 'blue', profile: 'trooper', at: [{ x: 70, y: 46 }] };

describe('Sniper and Assault weapons (WT-WSR-05, WT-WSR-15)', () => {
  it('WT-WSR-15 the firer chooses which models take Sniper hits on a multi-model unit, even past Tough (R51)', () => {
    const ogre = aProfile({ id: 'ogre', rules: ['Tough 2'] });
    const game = gameOf(
      aPosition({
        profiles: [ogre],
        units: [
          { id: 'r', player: 'red', profile: 'marksmen', at: row(10, 10, 2) },
          { id: 'b', player: 'blue', profile: 'ogre', at: row(10, 20, 3) },
          spare,
        ],
      }),
      [4, 4, 1, 1],
    );
    const fired = play(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'shoot', target: 'b' }],
    });
    expect(fired.state.pending[0]).toMatchObject({
      player: 'red',
      kind: 'casualties',
      constraints: { unit: 'b' },
    });
    const { state } = play(fired.state, {
      type: 'allocate-casualties',
      player: 'red',
      unit: 'b',
      order: ['b.m3', 'b.m2', 'b.m1'],
    });
    expect(unit(state, 'b').models.map((m) => m.wounds)).toEqual([2, 2, 0]);
  });

  it('WT-WSR-05 once a round, Assault weapons may fire for free at the end of a Move (R49)', () => {
    const raider = aProfile({
      id: 'raider',
      weapons: ['Pistol: R12 A1 5+ D1 [Assault]', 'Rifle: R24 A1 5+ D1'],
    });
    const state = aPosition({
      profiles: [raider],
      units: [
        { id: 'r', player: 'red', profile: 'raider', at: [{ x: 10, y: 4 }] },
        { id: 'b', player: 'blue', profile: 'trooper', at: [{ x: 10, y: 20 }] },
        spare,
      ],
      stage: { kind: 'move', player: 'red', unit: 'r' },
    });
    const move = {
      type: 'move-unit' as const,
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 10, y: 10 }] }],
      assaultTarget: 'b',
    };
    const { events } = play(gameOf(state, [1]), move);
    expect(eventsOf(events, 'attack-rolled')[0]).toMatchObject({ weapon: 'Pistol', dice: [1] });
    const tooFar = { ...move, models: [{ model: 'r.m1', path: [{ x: 10, y: 5 }] }] };
    expect(eventsOf(play(gameOf(state), tooFar).events, 'action-wasted')[0]?.reason).toMatch(/in range/);
    expect(
      refused(
        gameOf({
          ...state,
          units: state.units.map((u) => (u.id === 'r' ? { ...u, assaultFired: true } : u)),
        }),
        move,
      ).message,
    ).toMatch(/WT-WSR-05/);
    const { assaultTarget: _, ...plain } = move;
    expect(applyCommand(gameOf(state), plain).ok).toBe(true);
  });
});
