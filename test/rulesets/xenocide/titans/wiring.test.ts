import { applyCommand, gameFromState, legalCommands, scripted } from 'sandtable';
import { describe, expect, it } from 'vitest';
import type { XenocideCommand, XenocideEvent } from '../../../../src/rulesets/xenocide';
import { xenocide } from '../../../../src/rulesets/xenocide';
import type { ActivationPhase, TitanStatus, XenocideState } from '../../../../src/rulesets/xenocide/state';
import { aPosition, aTitan, aUnit, row, unitOf } from '../../../support/xenocide';

const TITAN = 'red.c1.u1';
const MODEL = 'red.c1.u1.m1';

type Result =
  | { ok: true; state: XenocideState; events: XenocideEvent[] }
  | { ok: false; code: string; message: string };

function run(state: XenocideState, command: XenocideCommand, dice?: readonly number[]): Result {
  const game = gameFromState(xenocide, state, dice ? { seed: 1, dice: scripted([...dice]) } : { seed: 3 });
  const result = applyCommand(game, command);
  if (!result.ok) return { ok: false, code: result.error.code, message: result.error.message };
  return { ok: true, state: result.state.game, events: result.events as unknown as XenocideEvent[] };
}

function accepted(state: XenocideState, command: XenocideCommand, dice?: readonly number[]) {
  const result = run(state, command, dice);
  if (!result.ok) throw new Error(`${command.type} refused: ${result.message}`);
  return result;
}

const statusOf = (state: XenocideState) => {
  const status = unitOf(state, TITAN).models[0]?.titan;
  if (!status) throw new Error('no titan');
  return status;
};

/** Red's titan and a blue squad, in red's `phase` (or before red's activation with `activate`). */
function position(
  status: Partial<TitanStatus> = {},
  stage: XenocideState['stage'] | ActivationPhase = 'shooting',
  profile?: string,
): XenocideState {
  const base = aPosition({
    units: [
      aTitan({
        id: TITAN,
        at: { x: 30, y: 10 },
        status,
        order: 'move-and-fire',
        ...(profile ? { profile } : {}),
      }),
      aUnit({ id: 'blue.c1.u1', at: row(30, 34, 3) }),
    ],
  });
  if (typeof stage !== 'string') return { ...base, stage };
  return { ...base, stage: { ...base.stage, phase: stage } as XenocideState['stage'] };
}

function beforeActivation(status: Partial<TitanStatus>): XenocideState {
  const state = position(status, { kind: 'activate', player: 'red' });
  return {
    ...state,
    sides: [{ ...state.sides[0], activationOrder: ['red.c1'] }, state.sides[1]] as XenocideState['sides'],
  };
}

const activate = (extra: Partial<XenocideCommand> = {}): XenocideCommand =>
  ({
    type: 'activate-company',
    player: 'red',
    company: 'red.c1',
    orders: [{ unit: TITAN, order: 'move-and-fire' }],
    ...extra,
  }) as XenocideCommand;

describe('XEN-TITAN power through the engine', () => {
  it('XEN-TITAN-02 R60 a titan company activation sets power to the core, not adding what was left', () => {
    const done = accepted(beforeActivation({ core: 3, power: 2 }), activate());
    expect(statusOf(done.state)).toMatchObject({ core: 3, power: 3 });
    expect(done.events).toContainEqual(
      expect.objectContaining({ type: 'titan-powered', unit: TITAN, model: MODEL, power: 3 }),
    );
  });

  it('XEN-TITAN-03 a titan at core 0 rolls to restart (d6 ≤ 3) unless its owner names none', () => {
    const dead = beforeActivation({ core: 0, power: 0, layers: 0 });
    const restarted = accepted(dead, activate(), [3]);
    expect(statusOf(restarted.state)).toMatchObject({ core: 1, power: 1, layers: 0 });
    expect(restarted.events).toContainEqual(
      expect.objectContaining({ type: 'titan-powered', restart: { roll: 3, success: true } }),
    );
    const failed = accepted(dead, activate(), [4]);
    expect(statusOf(failed.state)).toMatchObject({ core: 0, power: 0 });
    const none = accepted(dead, activate({ restartTitans: [] } as Partial<XenocideCommand>), []);
    expect(statusOf(none.state)).toMatchObject({ core: 0, power: 0 });
    const bad = run(beforeActivation({}), activate({ restartTitans: [MODEL] } as Partial<XenocideCommand>));
    expect(bad).toMatchObject({ ok: false, code: 'illegal-action' });
    expect(bad.ok ? '' : bad.message).toMatch(/XEN-TITAN-03/);
  });

  it('XEN-TITAN-04 XEN-TITAN-09 spend-power boost adds its inches to the movement allowance this turn', () => {
    const state = position({ power: 4 }, 'first-movement');
    const far: XenocideCommand = {
      type: 'move-unit',
      player: 'red',
      unit: TITAN,
      mode: 'normal',
      models: [
        {
          model: MODEL,
          path: [
            { x: 30, y: 10 },
            { x: 30, y: 21 },
          ],
        },
      ],
    };
    const short = run(state, far);
    expect(short).toMatchObject({ ok: false, code: 'out-of-range' });
    expect(short.ok ? '' : short.message).toMatch(/XEN-MOVE-01|XEN-TITAN-09/);
    const boosted = accepted(state, { type: 'spend-power', player: 'red', titan: MODEL, boost: 1 });
    expect(statusOf(boosted.state)).toMatchObject({ power: 3, boostThisTurn: 1 });
    expect(boosted.events).toContainEqual(
      expect.objectContaining({ type: 'titan-power-spent', spent: 1, left: 3, boost: 1 }),
    );
    const moved = accepted(boosted.state, far);
    expect(unitOf(moved.state, TITAN).models[0]).toMatchObject({ y: 21 });
  });

  it('XEN-TITAN-02 R60 power spent beyond what the core gave is refused with insufficient-resources', () => {
    const state = position({ power: 1, layers: 1 }, 'first-movement');
    const result = run(state, { type: 'spend-power', player: 'red', titan: MODEL, recharge: 2 });
    expect(result).toMatchObject({ ok: false, code: 'insufficient-resources' });
    expect(result.ok ? '' : result.message).toMatch(/XEN-TITAN-02/);
    expect(
      run(position({ power: 4 }, { kind: 'activate', player: 'red' }), {
        type: 'spend-power',
        player: 'red',
        titan: MODEL,
        boost: 1,
      }),
    ).toMatchObject({ ok: false, code: 'unexpected-command' });
  });

  it('XEN-TITAN-06 XEN-TITAN-08 spend-power repairs the core and recharges deflector layers', () => {
    const state = position({ core: 2, power: 2, layers: 1 }, 'morale');
    const done = accepted(
      state,
      { type: 'spend-power', player: 'red', titan: MODEL, repairs: 1, recharge: 1 },
      [2],
    );
    expect(statusOf(done.state)).toMatchObject({ core: 3, power: 0, layers: 2 });
    expect(done.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['titan-power-spent', 'titan-repaired']),
    );
  });

  it('XEN-TITAN-13 a titan fires the declared power line and pays it from its power', () => {
    const state = position({ power: 4 });
    const shot = accepted(state, {
      type: 'shoot',
      player: 'red',
      unit: TITAN,
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Plasma Destructor', power: 2 }],
    });
    expect(statusOf(shot.state).power).toBe(2);
    expect(shot.events).toContainEqual(
      expect.objectContaining({
        type: 'titan-power-spent',
        spent: 2,
        weapons: [{ weapon: 'Plasma Destructor', power: 2 }],
      }),
    );
    const poor = run(position({ power: 1 }), {
      type: 'shoot',
      player: 'red',
      unit: TITAN,
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Plasma Destructor', power: 2 }],
    });
    expect(poor).toMatchObject({ ok: false, code: 'insufficient-resources' });
  });

  it('XEN-TITAN-13 a weapon without a Power 0 line cannot fire unpowered', () => {
    const state = position({ power: 5 }, 'shooting', 'test/phantom');
    const result = run(state, {
      type: 'shoot',
      player: 'red',
      unit: TITAN,
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Lance' }],
    });
    expect(result).toMatchObject({ ok: false, code: 'insufficient-resources' });
    expect(result.ok ? '' : result.message).toMatch(/XEN-TITAN-13/);
    accepted(state, {
      type: 'shoot',
      player: 'red',
      unit: TITAN,
      target: 'blue.c1.u1',
      weapons: [{ weapon: 'Lance', power: 1 }],
    });
  });

  it('legalCommands offers spend-power and powered titan fire, and every one is accepted', () => {
    for (const [phase, status] of [
      ['first-movement', { power: 4 }],
      ['shooting', { power: 4 }],
      ['morale', { core: 2, power: 2, layers: 1 }],
    ] as const) {
      const state = position(status, phase);
      const game = gameFromState(xenocide, state, { seed: 5 });
      expect(game.pending[0]?.commands).toContain('spend-power');
      const commands = legalCommands(game, 'red') as XenocideCommand[];
      const mine = commands.filter((c) => c.type === 'spend-power' || c.type === 'shoot');
      expect(mine.length).toBeGreaterThan(0);
      for (const command of mine) expect(applyCommand(game, command).ok).toBe(true);
    }
  });
});
