import { applyCommand, withScriptedDice } from 'sandtable';
import { describe, expect, it } from 'vitest';
import {
  aPosition,
  eventsOf,
  gameOf,
  play,
  refused,
  type UnitSpec,
  unit,
} from '../../support/wasteland-tactics';

const red = (id: string, profile = 'trooper', extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  player: 'red',
  profile,
  at: [{ x: 10 + id.length * 3, y: 10 }],
  ...extra,
});
const blue = (id: string, extra: Partial<UnitSpec> = {}): UnitSpec => ({
  id,
  player: 'blue',
  profile: 'trooper',
  at: [{ x: 40, y: 30 }],
  ...extra,
});
const activate = (
  u: string,
  ...actions: (
    | { type: 'move' }
    | { type: 'defend' }
    | { type: 'shoot'; target: string }
    | { type: 'fight'; targets: string[] }
  )[]
) => ({
  type: 'activate-unit' as const,
  player: 'red',
  unit: u,
  actions,
});

describe('activation (WT-ACT)', () => {
  it('WT-ACT-01 the player to act picks a unit and declares two actions', () => {
    const game = gameOf(aPosition({ units: [red('r'), blue('b')] }));
    const { state, events } = play(game, activate('r', { type: 'move' }, { type: 'shoot', target: 'b' }));
    expect(eventsOf(events, 'unit-activated')[0]).toMatchObject({ unit: 'r', actions: ['move', 'shoot'] });
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'move' });
  });

  it('WT-ACT-02 Fast and Transport units must be activated first', () => {
    const game = gameOf(
      aPosition({
        units: [
          red('r'),
          red('fast', 'outriders', {
            at: [
              { x: 30, y: 10 },
              { x: 31.75, y: 10 },
            ],
          }),
          blue('b'),
        ],
      }),
    );
    expect(refused(game, activate('r')).message).toMatch(
      /Fast and Transport units are activated first \(WT-ACT-02\)/,
    );
    expect(applyCommand(game, activate('fast')).ok).toBe(true);
  });

  it('WT-ACT-03 Heavy units must be activated last', () => {
    const game = gameOf(
      aPosition({
        units: [
          red('r'),
          red('heavy', 'heavy-weapons', {
            at: [
              { x: 30, y: 10 },
              { x: 31.25, y: 10 },
            ],
          }),
          blue('b'),
        ],
      }),
      [1, 2],
    );
    expect(refused(game, activate('heavy')).message).toMatch(/WT-ACT-03/);
    const after = play(game, activate('r'));
    const blueTurn = play(after.state, { type: 'activate-unit', player: 'blue', unit: 'b', actions: [] });
    expect(applyCommand(blueTurn.state, activate('heavy')).ok).toBe(true);
  });

  it('WT-ACT-04 a unit with one suppression marker gets one action', () => {
    const game = gameOf(aPosition({ units: [red('r', 'trooper', { markers: 1 }), blue('b')] }));
    expect(refused(game, activate('r', { type: 'move' }, { type: 'move' })).message).toMatch(
      /1 action this activation/,
    );
    expect(applyCommand(game, activate('r', { type: 'move' })).ok).toBe(true);
  });

  it('WT-ACT-05 a unit with two suppression markers cannot be activated', () => {
    const game = gameOf(aPosition({ units: [red('r', 'trooper', { markers: 2 }), red('s'), blue('b')] }));
    expect(refused(game, activate('r')).message).toMatch(/two suppression markers.*WT-ACT-05/);
  });

  it('WT-ACT-06 if the first action makes the second impossible, the second is wasted', () => {
    const game = gameOf(
      aPosition({
        units: [red('r'), blue('b', { at: [{ x: 12, y: 16 }] }), blue('c', { at: [{ x: 60, y: 40 }] })],
      }),
      [6, 1],
    );
    const { events } = play(
      game,
      activate('r', { type: 'shoot', target: 'b' }, { type: 'fight', targets: ['b'] }),
    );
    expect(eventsOf(events, 'unit-destroyed')[0]?.unit).toBe('b');
    expect(eventsOf(events, 'action-wasted')[0]).toMatchObject({ unit: 'r', action: 'fight' });
  });

  it('WT-ACT-07 after a unit has acted, the next player in initiative order activates', () => {
    const game = gameOf(aPosition({ units: [red('r'), red('s'), blue('b')] }));
    const { state } = play(game, activate('r'));
    expect(state.pending[0]).toMatchObject({ player: 'blue', kind: 'activate' });
  });

  it('WT-ACT-08 the alternation goes on until every eligible unit has acted; a player with none left is skipped', () => {
    const game = gameOf(aPosition({ units: [red('r'), red('s'), blue('b')] }));
    const { state } = play(game, activate('r'), {
      type: 'activate-unit',
      player: 'blue',
      unit: 'b',
      actions: [],
    });
    expect(state.pending[0]).toMatchObject({ player: 'red', kind: 'activate' });
    const next = play(withScriptedDice(state, [3, 4]), activate('s'));
    expect(next.state.game.round).toBe(2);
  });

  it('WT-ACT-09 each unit is activated at most once per round', () => {
    const game = gameOf(
      aPosition({ units: [red('r'), red('s'), blue('b'), blue('c', { at: [{ x: 50, y: 30 }] })] }),
    );
    const { state } = play(game, activate('r'), {
      type: 'activate-unit',
      player: 'blue',
      unit: 'b',
      actions: [],
    });
    expect(refused(state, activate('r')).message).toMatch(/already been activated this round \(WT-ACT-09\)/);
  });

  it('WT-ACT-10 the actions are Move, Shoot, Fight, Defend and Cast', () => {
    const game = gameOf(aPosition({ units: [red('r'), blue('b')] }));
    const result = applyCommand(game, {
      type: 'activate-unit',
      player: 'red',
      unit: 'r',
      actions: [{ type: 'charge' }],
    } as never);
    expect(result.ok ? '' : result.error.code).toBe('invalid-payload');
  });
});

describe('the Defend action (WT-DEF)', () => {
  it('WT-DEF-01 Defend is only a first action, and then the second may not be Move, Fight or Defend', () => {
    const game = gameOf(aPosition({ units: [red('r'), blue('b')] }));
    expect(refused(game, activate('r', { type: 'move' }, { type: 'defend' })).message).toMatch(
      /only be the first action \(WT-DEF-01\)/,
    );
    expect(refused(game, activate('r', { type: 'defend' }, { type: 'move' })).message).toMatch(
      /cannot be Move, Fight or Defend \(WT-DEF-01\)/,
    );
    expect(applyCommand(game, activate('r', { type: 'defend' }, { type: 'shoot', target: 'b' })).ok).toBe(
      true,
    );
  });

  it('WT-DEF-02 a defending unit gets +1 to its Life rolls for the rest of the round', () => {
    const game = gameOf(
      aPosition({
        units: [
          red('r', 'trooper', { extra: { defending: true, activated: true } }),
          red('s'),
          blue('b', { at: [{ x: 13, y: 20 }] }),
        ],
        stage: { kind: 'activate', player: 'blue' },
      }),
      [5, 5],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'blue',
      unit: 'b',
      actions: [{ type: 'shoot', target: 'r' }],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({
      test: 'life',
      needed: 6,
      die: 5,
      passed: false,
    });
  });

  it('WT-DEF-03 a defending unit gets +1 to its Will rolls', () => {
    const game = gameOf(
      aPosition({ units: [red('r', 'trooper', { extra: { defending: true } }), blue('b')] }),
    );
    const { events } = play(game, activate('r', { type: 'move' }));
    const moved = play(events.length ? game : game, activate('r', { type: 'move' }));
    expect(moved.state.game.units.length).toBe(2);
    // A Will roll: leaving base contact (WT-MOVE-07) at Will 6+ with +1 needs 5.
    const contact = gameOf(
      aPosition({
        units: [
          red('r', 'trooper', { at: [{ x: 10, y: 10 }], extra: { defending: true } }),
          blue('b', { at: [{ x: 11, y: 10 }] }),
        ],
      }),
      [5],
    );
    const result = play(contact, activate('r', { type: 'move' }), {
      type: 'move-unit',
      player: 'red',
      unit: 'r',
      models: [{ model: 'r.m1', path: [{ x: 6, y: 10 }] }],
    });
    expect(eventsOf(result.events, 'test-rolled')[0]).toMatchObject({
      test: 'will',
      needed: 5,
      passed: true,
    });
  });

  it('WT-DEF-04 a unit with a suppression marker counts as defending', () => {
    const game = gameOf(
      aPosition({
        units: [
          red('r', 'trooper', { markers: 1, extra: { activated: true } }),
          red('s'),
          blue('b', { at: [{ x: 13, y: 20 }] }),
        ],
        stage: { kind: 'activate', player: 'blue' },
      }),
      [5, 6],
    );
    const { events } = play(game, {
      type: 'activate-unit',
      player: 'blue',
      unit: 'b',
      actions: [{ type: 'shoot', target: 'r' }],
    });
    expect(eventsOf(events, 'test-rolled')[0]).toMatchObject({ test: 'life', needed: 6, passed: true });
    expect(unit(game, 'r').markers).toBe(1);
  });

  it('WT-SUR-17 Fearless units and WT-SUR-62 Vehicle/Monster units may not Defend', () => {
    const game = gameOf(aPosition({ units: [red('r', 'spawn'), blue('b')] }));
    expect(refused(game, activate('r', { type: 'defend' })).message).toMatch(/WT-SUR-17/);
    const wagon = gameOf(
      aPosition({ units: [red('w', 'battle-wagon', { at: [{ x: 40, y: 6 }] }), blue('b')] }),
    );
    expect(refused(wagon, activate('w', { type: 'defend' })).message).toMatch(/WT-SUR-62/);
  });
});
