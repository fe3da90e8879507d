import { applyCommand, createGame, legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { xenocide } from '../../../../src/rulesets/xenocide/index';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state';
import {
  activation,
  aPosition,
  aSetup,
  aTitan,
  eventsOf,
  gameOf,
  modelOf,
  play,
  statusOf,
} from '../../../support/xenocide';

/** Red's Strider with its Auspex Array out of action and 2 power, in its own activation. */
const damaged = (): XenocideState => {
  const titan = aTitan({
    id: 'red.c1.u1',
    at: { x: 20, y: 10 },
    status: { power: 2, damagedSystems: ['Auspex Array'] },
  });
  return aPosition({ units: [titan], stage: activation('red', 'first-movement', ['red.c1.u1']) });
};

describe('XEN-TITAN-06 repairing a damaged titan system (R30)', () => {
  it('XEN-TITAN-06 a scenario’s setup starts a titan’s named system damaged', () => {
    const game = createGame(
      xenocide,
      { ...aSetup('attrition'), damagedTitanSystems: [{ unit: 'red.c3.u1', system: 'Auspex Array' }] },
      { seed: 1 },
    );
    expect(modelOf(game.game, 'red.c3.u1.m1').titan?.damagedSystems).toEqual(['Auspex Array']);
    expect(() =>
      createGame(
        xenocide,
        { ...aSetup('attrition'), damagedTitanSystems: [{ unit: 'red.c3.u1', system: 'Radar' }] },
        {
          seed: 1,
        },
      ),
    ).toThrow(
      /red\.c3\.u1 has no system 'Radar'; its systems are Auspex Array, Gyro Stabilisers \(XEN-TITAN-06\)/,
    );
    expect(() =>
      createGame(
        xenocide,
        { ...aSetup('attrition'), damagedTitanSystems: [{ unit: 'red.c1.u1', system: 'Radar' }] },
        {
          seed: 1,
        },
      ),
    ).toThrow(/not a titan unit/);
  });

  it('XEN-TITAN-06 each repair attempt costs 1 power and fixes the system on a d6 of 3 or less', () => {
    const failed = play(gameOf(damaged(), [4, 3]), {
      type: 'spend-power',
      player: 'red',
      titan: 'red.c1.u1.m1',
      fixSystems: ['Auspex Array'],
    });
    expect(statusOf(failed.state.game, 'red.c1.u1')).toMatchObject({
      power: 1,
      damagedSystems: ['Auspex Array'],
    });
    expect(eventsOf(failed.events, 'titan-system-repaired')).toEqual([]);
    const fixed = play(failed.state, {
      type: 'spend-power',
      player: 'red',
      titan: 'red.c1.u1.m1',
      fixSystems: ['Auspex Array'],
    });
    expect(eventsOf(fixed.events, 'titan-system-repaired')[0]).toMatchObject({
      model: 'red.c1.u1.m1',
      system: 'Auspex Array',
      rules: ['XEN-TITAN-06'],
    });
    expect(statusOf(fixed.state.game, 'red.c1.u1').power).toBe(0);
    expect(statusOf(fixed.state.game, 'red.c1.u1').damagedSystems).toBeUndefined();
  });

  it('XEN-TITAN-06 a system that is not damaged cannot be repaired; legalCommands offers the repair', () => {
    const game = gameOf(damaged(), [3]);
    const wrong = applyCommand(game, {
      type: 'spend-power',
      player: 'red',
      titan: 'red.c1.u1.m1',
      fixSystems: ['Sensors'],
    });
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.error).toMatchObject({ code: 'illegal-action', rule: 'XEN-TITAN-06' });
    const offered = legalCommands(game, 'red').find(
      (c) => c.type === 'spend-power' && c.fixSystems !== undefined,
    );
    expect(offered).toMatchObject({ fixSystems: ['Auspex Array'] });
  });
});
