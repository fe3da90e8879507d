import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { UnitState, XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aUnit,
  cpOf,
  diceFor,
  eventsOf,
  gameOf,
  inPhase,
  play,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

const rally = (unit: string, cpDie = false) => ({ type: 'rally', player: 'red', unit, cpDie }) as const;

/**
 * Red's Morale phase. Acting: red.c1.u1 (2 markers) and red.c2.u1, coordinated in from another company
 * (1 marker, 20" away). red.c1.u2 (1 marker) was coordinated away to red.c2.
 */
function morale(near = false): XenocideState {
  const coordinatedIn: UnitState = {
    ...aUnit({ id: 'red.c2.u1', at: row(near ? 14 : 40, 10, 2), suppression: 1 }),
    coordinatedWith: 'red.c1',
  };
  const away: UnitState = {
    ...aUnit({ id: 'red.c1.u2', at: row(10, 30, 2), suppression: 1 }),
    coordinatedWith: 'red.c2',
  };
  const position = aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: row(10, 10, 2), suppression: 2 }),
      away,
      coordinatedIn,
      aUnit({ id: 'blue.c1.u1', at: row(10, 44, 2) }),
    ],
  });
  return inPhase(position, 'morale', 'red', ['red.c1.u1', 'red.c2.u1']);
}

describe('XEN-END morale phase', () => {
  it('XEN-END-01 the Morale phase asks the active player to rally or end the activation', () => {
    const game = gameOf(morale());
    expect(game.pending).toEqual([
      expect.objectContaining({ player: 'red', kind: 'morale', commands: ['rally', 'end-phase'] }),
    ]);
    expect(legalCommands(game, 'red')).toEqual([
      { type: 'end-phase', player: 'red' },
      rally('red.c1.u1'),
      rally('red.c1.u1', true),
      rally('red.c2.u1'),
      rally('red.c2.u1', true),
    ]);
    // Every offered command is accepted.
    for (const command of legalCommands(game, 'red')) {
      expect(() => play(gameOf(morale(), [6, 6, 6]), command)).not.toThrow();
    }
  });

  it('XEN-END-01 rallying happens only in the Morale phase', () => {
    const game = gameOf(inPhase(morale(), 'close-assault', 'red', ['red.c1.u1', 'red.c2.u1']));
    expect(refused(game, rally('red.c1.u1')).code).toBe('unexpected-command');
  });

  it('XEN-END-02 a unit coordinated in may rally; a unit coordinated away may not', () => {
    const game = gameOf(morale(), [6, 6]);
    const away = refused(game, rally('red.c1.u2'));
    expect(away.code).toBe('illegal-action');
    expect(away.message).toContain('XEN-END-02');
    const { state } = play(game, rally('red.c2.u1'));
    expect(unitIn(state, 'red.c2.u1').suppression).toBe(0);
  });

  it('XEN-SUP-26 each suppressed unit may try once per activation, and skipping is ending the phase', () => {
    const once = play(gameOf(morale(), [1, 1]), rally('red.c1.u1')).state;
    const again = refused(once, rally('red.c1.u1'));
    expect(again.message).toContain('R63');
    const ended = play(gameOf(morale()), { type: 'end-phase', player: 'red' });
    expect(eventsOf(ended.events, 'rallied')).toEqual([]);
    expect(unitIn(ended.state, 'red.c1.u1').suppression).toBe(2);
  });

  it('XEN-SUP-26 a unit without markers has nothing to rally from', () => {
    const position = morale();
    const calm = {
      ...position,
      units: position.units.map((u) => (u.id === 'red.c1.u1' ? { ...u, suppression: 0 } : u)),
    };
    expect(refused(gameOf(calm), rally('red.c1.u1')).message).toContain('not suppressed');
  });
});

describe('XEN-SUP-27..30 and XEN-CP-10 the rally test', () => {
  it('XEN-CP-10 the CP die is declared before rolling: 3d6, the best two kept', () => {
    const { state, events } = play(gameOf(morale(), [6, 1, 2]), rally('red.c1.u1', true));
    expect(cpOf(state, 'red')).toBe(2);
    expect(diceFor(events, 'rally')).toEqual([[6, 1, 2]]);
    expect(eventsOf(events, 'rallied')).toEqual([
      expect.objectContaining({
        unit: 'red.c1.u1',
        cpDie: true,
        kept: [6, 2],
        total: 8,
        target: 8,
        passed: true,
      }),
    ]);
    expect(unitIn(state, 'red.c1.u1').suppression).toBe(0);
  });

  it('XEN-CP-10 without a CP the rally die is refused before any roll', () => {
    const position = morale();
    const broke = gameOf({ ...position, sides: [{ ...position.sides[0], cp: 0 }, position.sides[1]] });
    const error = refused(broke, rally('red.c1.u1', true));
    expect(error.code).toBe('insufficient-resources');
    expect(error.message).toContain('XEN-CP-10');
    expect(legalCommands(broke, 'red')).not.toContainEqual(rally('red.c1.u1', true));
  });

  it('XEN-SUP-27 XEN-SUP-30 2d6 against 6 + markers; a failure leaves one marker', () => {
    const { state, events } = play(gameOf(morale(), [3, 4]), rally('red.c1.u1'));
    expect(eventsOf(events, 'rallied')[0]).toMatchObject({ total: 7, target: 8, passed: false, bonus: 0 });
    expect(unitIn(state, 'red.c1.u1').suppression).toBe(1);
    expect(eventsOf(events, 'markers-changed')).toEqual([
      expect.objectContaining({ unit: 'red.c1.u1', before: 2, after: 1, cause: 'rally' }),
    ]);
  });

  it('XEN-SUP-28 +1 when another unit acting with the company (coordinated-in included) is within 12"', () => {
    const { events } = play(gameOf(morale(true), [3, 4]), rally('red.c1.u1'));
    expect(eventsOf(events, 'rallied')[0]).toMatchObject({ bonus: 1, total: 8, passed: true });
  });
});
