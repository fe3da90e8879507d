import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand } from '../../../../src/rulesets/xenocide/commands/schema';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  aPosition,
  aUnit,
  cpOf,
  diceFor,
  eventsOf,
  gameOf,
  play,
  refused,
  row,
  unitIn,
} from '../../../support/xenocide';

const fire = (unit: string, target: string): XenocideCommand => ({
  type: 'shoot',
  player: 'red',
  unit,
  target,
  weapons: [{ weapon: 'Rifles' }],
});
const endPhase = { type: 'end-phase', player: 'red' } as const;

/** Red's two troopers (6 shots) against two blue troopers 10" away: 6 shots ≥ 2 models forces a test. */
function duel(blueCp = 3, blue: Partial<Parameters<typeof aUnit>[0]> = {}): XenocideState {
  const position = aPosition({
    units: [
      aUnit({ id: 'red.c1.u1', at: row(10, 10, 2) }),
      aUnit({ id: 'blue.c1.u1', at: row(10, 20, 2), ...blue }),
    ],
  });
  return { ...position, sides: [position.sides[0], { ...position.sides[1], cp: blueCp }] };
}
/** Six misses: the test target is 3 + 1 (one firing unit able to penetrate) = 4. */
const misses = [6, 6, 6, 6, 6, 6];

describe('XEN-SUP-05 suppression at the end of the Shooting phase', () => {
  it('XEN-SUP-05 the tally lives in the stage during the phase and every unit over a threshold tests when it ends', () => {
    const shot = play(gameOf(duel(), [...misses, 1, 2]), fire('red.c1.u1', 'blue.c1.u1'));
    const stage = shot.state.game.stage;
    expect(stage.kind === 'activation' && stage.tally).toEqual([
      expect.objectContaining({
        unit: 'blue.c1.u1',
        shots: 6,
        penetratingShots: 6,
        firingUnits: ['red.c1.u1'],
      }),
    ]);
    const ended = play(shot.state, endPhase, {
      type: 'buy-suppression-die',
      player: 'blue',
      unit: 'blue.c1.u1',
      buy: false,
    });
    expect(eventsOf(ended.events, 'suppression-tested')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', target: 4, dice: [1, 2], total: 3, passed: false }),
    ]);
    expect(ended.state.game.stage).toMatchObject({ kind: 'activation', phase: 'second-movement' });
    expect(ended.state.game.stage).not.toHaveProperty('tally');
    expect(unitIn(ended.state, 'blue.c1.u1').suppression).toBe(1);
  });

  it('XEN-SUP-06 a passed test changes nothing and asks nothing', () => {
    const ended = play(gameOf(duel(), [...misses, 3, 4]), fire('red.c1.u1', 'blue.c1.u1'), endPhase);
    expect(eventsOf(ended.events, 'suppression-tested')[0]).toMatchObject({ total: 7, passed: true });
    expect(eventsOf(ended.events, 'markers-changed')).toEqual([]);
    expect(ended.state.game.stage).toMatchObject({ phase: 'second-movement' });
  });
});

describe('XEN-CP-14 the buy-suppression-die prompt', () => {
  it('XEN-CP-14 after a failed test the owner is asked whether to buy the extra die, and it is added to the total', () => {
    const ended = play(gameOf(duel(), [...misses, 1, 2, 3]), fire('red.c1.u1', 'blue.c1.u1'), endPhase);
    expect(ended.state.pending).toEqual([
      expect.objectContaining({
        player: 'blue',
        kind: 'buy-suppression-die',
        commands: ['buy-suppression-die'],
        constraints: { unit: 'blue.c1.u1', target: 4, total: 3 },
      }),
    ]);
    expect(legalCommands(ended.state, 'blue')).toEqual([
      { type: 'buy-suppression-die', player: 'blue', unit: 'blue.c1.u1', buy: false },
      { type: 'buy-suppression-die', player: 'blue', unit: 'blue.c1.u1', buy: true },
    ]);
    const bought = play(ended.state, {
      type: 'buy-suppression-die',
      player: 'blue',
      unit: 'blue.c1.u1',
      buy: true,
    });
    expect(cpOf(bought.state, 'blue')).toBe(2);
    expect(diceFor(bought.events, 'suppression-extra-die')).toEqual([[3]]);
    expect(eventsOf(bought.events, 'suppression-die-added')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', die: 3, total: 6, target: 4, passed: true }),
    ]);
    expect(unitIn(bought.state, 'blue.c1.u1').suppression).toBe(0);
    expect(bought.state.game.stage).toMatchObject({ phase: 'second-movement' });
  });

  it('XEN-CP-14 without CP the engine does not ask, and the marker is placed at once', () => {
    const ended = play(gameOf(duel(0), [...misses, 1, 2]), fire('red.c1.u1', 'blue.c1.u1'), endPhase);
    expect(ended.state.pending[0]?.kind).toBe('second-movement');
    expect(unitIn(ended.state, 'blue.c1.u1').suppression).toBe(1);
  });

  it('XEN-CP-14 the answer must name the unit whose test waits', () => {
    const ended = play(gameOf(duel(), [...misses, 1, 2]), fire('red.c1.u1', 'blue.c1.u1'), endPhase).state;
    const error = refused(ended, {
      type: 'buy-suppression-die',
      player: 'blue',
      unit: 'blue.c1.u9',
      buy: true,
    });
    expect(error.message).toContain('XEN-CP-14');
  });
});

describe('XEN-OW-12 suppression takes the overwatch counter', () => {
  it('XEN-OW-12 a unit that becomes suppressed loses its overwatch counter', () => {
    const position = duel(0);
    const watching = {
      ...position,
      units: position.units.map((u) => (u.id === 'blue.c1.u1' ? { ...u, overwatch: true } : u)),
    };
    const ended = play(gameOf(watching, [...misses, 1, 1]), fire('red.c1.u1', 'blue.c1.u1'), endPhase);
    expect(unitIn(ended.state, 'blue.c1.u1')).toMatchObject({ suppression: 1, overwatch: false });
    expect(eventsOf(ended.events, 'overwatch-removed')).toEqual([
      expect.objectContaining({ unit: 'blue.c1.u1', reason: 'suppressed' }),
    ]);
  });
});
