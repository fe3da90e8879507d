import { describe, expect, it } from 'vitest';
import {
  BLUE,
  edit,
  play,
  playOutTurn,
  RED,
  refused,
  startGame,
  toFirstActivation,
  toTurnOne,
  unitsOf,
  withSideLosses,
} from '../../../support/xenocide';

const redOrder = ['red.c1', 'red.c2', 'red.c3', 'red.c4'];
const plan = (player: string, order: unknown, initiativeCp: unknown = 0) => ({
  type: 'plan-turn',
  player,
  order,
  initiativeCp,
});

describe('bad input: the secret activation order', () => {
  it('XEN-TURN-02 a plan must list every company still in the game exactly once', () => {
    const game = toTurnOne('attrition', { dice: [] });
    const cases: [string, unknown][] = [
      ['a company left out', ['red.c1', 'red.c2', 'red.c3']],
      ['a company listed twice', ['red.c1', 'red.c2', 'red.c3', 'red.c3']],
      ['a company listed twice instead of another', ['red.c1', 'red.c1', 'red.c3', 'red.c4']],
      ['an unknown company', ['red.c1', 'red.c2', 'red.c3', 'red.c9']],
      ["the opponent's company", ['red.c1', 'red.c2', 'red.c3', 'blue.c1']],
      ['no companies', []],
    ];
    for (const [, order] of cases) {
      const error = refused(game, plan(RED, order));
      expect(error.code).toBe('illegal-action');
      expect(error.path).toEqual(['order']);
      expect(error.message).toContain('red.c1, red.c2, red.c3, red.c4');
    }
    expect(refused(game, plan(RED, 'red.c1')).code).toBe('invalid-payload');
    expect(refused(game, plan(RED, Array(31).fill('red.c1'))).code).toBe('invalid-payload');
  });

  it('XEN-TURN-07 a company activated out of its secret order is refused, naming the one that is next', () => {
    const game = toFirstActivation('attrition', {
      plans: { red: { order: ['red.c2', 'red.c4', 'red.c1', 'red.c3'] } },
    });
    const orders = unitsOf(game, 'red.c1').map((unit) => ({ unit, order: 'move-and-fire' as const }));
    const error = refused(game, { type: 'activate-company', player: RED, company: 'red.c1', orders });
    expect(error.code).toBe('illegal-action');
    expect(error.path).toEqual(['company']);
    expect(error.message).toBe(
      "Company 'Mechanised Infantry' is not next in your secret activation order; 'Armoured Fist' is (XEN-TURN-02, XEN-TURN-07).",
    );
    const enemy = refused(game, { type: 'activate-company', player: RED, company: 'blue.c1', orders: [] });
    expect(enemy.code).toBe('unknown-entity');
  });
});

describe('bad input: command points the player does not have', () => {
  it('XEN-CP-03 every implemented CP use is refused with insufficient-resources when the CP are not there', () => {
    const turnOne = toTurnOne('attrition', { dice: [] });
    expect(refused(turnOne, plan(RED, redOrder, 4)).code).toBe('insufficient-resources');
    expect(refused(turnOne, plan(RED, redOrder, -1)).code).toBe('invalid-payload');
    expect(refused(turnOne, plan(RED, redOrder, 1.5)).code).toBe('invalid-payload');

    const broke = edit(toFirstActivation('attrition'), (draft) => {
      for (const s of draft.sides) s.cp = 0;
      const c = draft.companies.find((x) => x.id === 'red.c4');
      if (c) c.activated = true;
    });
    const orders = unitsOf(broke, 'red.c1')
      .filter((unit) => unit !== 'red.c1.u1')
      .map((unit) => ({ unit, order: 'move-and-fire' as const }));
    for (const command of [
      { type: 'skip-activation', player: RED },
      { type: 'delay-company', player: RED, company: 'red.c1', with: 'red.c2' },
      {
        type: 'activate-company',
        player: RED,
        company: 'red.c1',
        orders,
        coordinate: { units: ['red.c1.u1'], with: 'red.c2' },
      },
    ]) {
      const error = refused(broke, command);
      expect(error.code).toBe('insufficient-resources');
      expect(error.message).toMatch(/CP/);
    }
  });

  it('XEN-CP-03 a break test cannot be bought down with CP already spent this turn', () => {
    const spent = edit(toFirstActivation('attrition'), (draft) => {
      draft.sides[0].cp = 0;
    });
    const { state } = playOutTurn(withSideLosses(spent, { red: 600 }));
    const error = refused(state, { type: 'commit-break-cp', player: RED, cp: 1 });
    expect(error.code).toBe('insufficient-resources');
    expect(error.message).toContain('You have 0 CP left');
  });
});

describe('bad input: commands from a player who is not asked', () => {
  it('XEN-TURN-04 only the initiative winner chooses who goes first', () => {
    const game = play(
      toTurnOne('attrition', { dice: [2, 5] }),
      plan(RED, redOrder) as never,
      plan(BLUE, ['blue.c1', 'blue.c2', 'blue.c3', 'blue.c4']) as never,
    ).state;
    const error = refused(game, { type: 'choose-initiative', player: RED, first: true });
    expect(error.code).toBe('not-your-turn');
    expect(error.message).toContain('blue (choose-initiative)');
  });

  it('XEN-TURN-07 the player not asked cannot activate, end a phase, skip or delay', () => {
    const game = toFirstActivation('attrition');
    const orders = unitsOf(game, 'blue.c1').map((unit) => ({ unit, order: 'move-and-fire' as const }));
    for (const command of [
      { type: 'activate-company', player: BLUE, company: 'blue.c1', orders },
      { type: 'end-phase', player: BLUE },
      { type: 'skip-activation', player: BLUE },
      { type: 'delay-company', player: BLUE, company: 'blue.c1', with: 'blue.c2' },
      { type: 'activate-company', player: 'nobody', company: 'red.c1', orders: [] },
    ]) {
      const error = refused(game, command);
      expect(error.code).toBe('not-your-turn');
      expect(error.details).toEqual({ waitingFor: [RED] });
    }
  });

  it('XEN-TURN-14 the asked player cannot answer a phase with a command it does not take', () => {
    const game = toFirstActivation('attrition');
    expect(refused(game, { type: 'end-phase', player: RED }).code).toBe('unexpected-command');
    expect(refused(game, { type: 'commit-break-cp', player: RED, cp: 0 }).code).toBe('unexpected-command');
    expect(refused(game, plan(RED, redOrder)).code).toBe('unexpected-command');
  });

  it('XEN-TURN-02 a player cannot plan the turn twice', () => {
    const game = play(toTurnOne('attrition', { dice: [] }), plan(RED, redOrder) as never).state;
    const error = refused(game, plan(RED, [...redOrder].reverse()));
    expect(error.code).toBe('not-your-turn');
  });
});

describe('bad input: malformed commands', () => {
  it('XEN-TURN-13 malformed activation commands are rejected as invalid payloads without effect', () => {
    const game = toFirstActivation('attrition');
    const malformed: unknown[] = [
      { type: 'activate-company', player: RED, company: 'red.c1', orders: 'all' },
      {
        type: 'activate-company',
        player: RED,
        company: 'red.c1',
        orders: [{ unit: 'red.c1.u1', order: 'charge' }],
      },
      { type: 'activate-company', player: RED, company: 'red.c1', orders: [], extra: true },
      { type: 'activate-company', player: RED, company: 42, orders: [] },
      {
        type: 'activate-company',
        player: RED,
        company: 'red.c1',
        orders: Array(11).fill({ unit: 'x', order: 'assault' }),
      },
      JSON.parse(
        '{"type":"activate-company","player":"red","company":"red.c1","orders":[],"__proto__":{"x":1}}',
      ),
    ];
    for (const command of malformed) expect(refused(game, command).code).toBe('invalid-payload');
  });

  it('XEN-SCEN-04 malformed or incomplete deployments are refused without effect', () => {
    const game = play(
      startGame('attrition', { dice: [1, 6] }),
      { type: 'roll-off', player: RED },
      { type: 'choose-edge', player: BLUE, edge: 'north' },
    ).state;
    const nan = {
      type: 'deploy-company',
      player: RED,
      company: 'red.c3',
      units: [{ unit: 'red.c3.u1', models: [{ model: 'red.c3.u1.m1', at: { x: Number.NaN, y: 3 } }] }],
    };
    expect(refused(game, nan).code).toBe('invalid-payload');
    const none = { type: 'deploy-company', player: RED, company: 'red.c3', units: [] };
    expect(refused(game, none).message).toContain('has no placement');
    const stranger = {
      type: 'deploy-company',
      player: RED,
      company: 'red.c3',
      units: [
        { unit: 'red.c3.u1', models: [{ model: 'red.c3.u1.m1', at: { x: 30, y: 3 } }] },
        { unit: 'red.c2.u1', models: [] },
      ],
    };
    const error = refused(game, stranger);
    expect(error.code).toBe('unknown-entity');
    expect(error.message).toContain('red.c2.u1');
  });
});
