import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { autoDeploy } from '../../../../src/rulesets/xenocide/index';
import {
  activateNext,
  BLUE,
  deployAll,
  eventsOf,
  eventTypes,
  finishActivation,
  type Game,
  planTurn,
  play,
  playActivation,
  playOutTurn,
  RED,
  refused,
  rolls,
  settlePreGame,
  side,
  startGame,
  threeCompanySwarm,
  toTurnOne,
  unitsOf,
  withDice,
} from '../../../support/xenocide';

/** Invasion after the role roll-off, which `winner` wins. */
function toRoleChoice(winner = RED): Game {
  return play(startGame('invasion', { dice: winner === RED ? [5, 2] : [2, 5] }), {
    type: 'roll-off',
    player: RED,
  }).state;
}

/** Invasion with red attacking from the south and blue, the defender, about to deploy. */
function toDefenderDeployment(): Game {
  return play(
    toRoleChoice(RED),
    { type: 'choose-role', player: RED, role: 'attacker' },
    { type: 'choose-edge', player: BLUE, edge: 'south' },
  ).state;
}

/** The Great Beasts company: the Hive Colossus (1 model) at `y` and the Harpies (3). */
function deployBeasts(y: number, extra: { overwatch?: boolean } = {}) {
  return {
    type: 'deploy-company' as const,
    player: BLUE,
    company: 'blue.c3',
    units: [
      {
        unit: 'blue.c3.u1',
        models: [{ model: 'blue.c3.u1.m1', at: { x: 10, y } }],
        ...extra,
      },
      {
        unit: 'blue.c3.u2',
        models: [1, 2, 3].map((n) => ({ model: `blue.c3.u2.m${n}`, at: { x: 20 + 3 * n, y: 40 } })),
      },
    ],
  };
}

describe('Invasion roles and edges', () => {
  it('XEN-SCEN-11 roles go by a roll-off: the winner chooses to attack or defend (R22)', () => {
    const game = toRoleChoice(BLUE);
    expect(game.game.stage).toEqual({ kind: 'choose-role', player: BLUE });
    expect(legalCommands(game, BLUE).map((c) => (c.type === 'choose-role' ? c.role : c.type))).toEqual([
      'attacker',
      'defender',
    ]);
    expect(refused(game, { type: 'choose-role', player: RED, role: 'attacker' }).code).toBe('not-your-turn');
    const { state, events } = play(game, { type: 'choose-role', player: BLUE, role: 'defender' });
    expect(side(state, BLUE).role).toBe('defender');
    expect(side(state, RED).role).toBe('attacker');
    expect(eventsOf(events, 'role-chosen')).toEqual([
      expect.objectContaining({ player: BLUE, role: 'defender' }),
    ]);
  });

  it('XEN-SCEN-12 the defender chooses the edge the attacker arrives from; the opposite edge is its own', () => {
    const game = play(toRoleChoice(RED), { type: 'choose-role', player: RED, role: 'attacker' }).state;
    expect(game.game.stage).toEqual({ kind: 'choose-edge', player: BLUE });
    expect(game.pending[0]?.message).toContain('attacker arrives from');
    expect(refused(game, { type: 'choose-edge', player: RED, edge: 'north' }).code).toBe('not-your-turn');
    const { state } = play(game, { type: 'choose-edge', player: BLUE, edge: 'north' });
    expect(side(state, RED).edge).toBe('north');
    expect(side(state, BLUE).edge).toBe('south');
  });
});

describe('Invasion deployment', () => {
  it('XEN-SCEN-13 the defender deploys anywhere at least 18" from the attacker\'s edge', () => {
    const game = toDefenderDeployment();
    expect(game.game.stage).toEqual({ kind: 'deploy', player: BLUE });
    // The titan's base has a 2" radius: centred 20" from the south edge it is exactly 18" away.
    expect(play(game, deployBeasts(20)).state.game.units.find((u) => u.id === 'blue.c3.u1')?.status).toBe(
      'on-table',
    );
    const error = refused(game, deployBeasts(19.9));
    expect(error.code).toBe('out-of-range');
    expect(error.message).toContain('18"');
    expect(error.message).toContain('XEN-SCEN-13');
  });

  it('XEN-SCEN-14 the defender may keep up to 2 companies in reserve, no more', () => {
    const game = toDefenderDeployment();
    const reserve = (company: string) => ({
      type: 'deploy-company' as const,
      player: BLUE,
      company,
      reserve: true,
      units: [],
    });
    const { state, events } = play(game, reserve('blue.c1'), reserve('blue.c2'));
    expect(eventsOf(events, 'company-deployed').map((e) => [e.company, e.reserve])).toEqual([
      ['blue.c1', true],
      ['blue.c2', true],
    ]);
    expect(state.game.companies.filter((c) => c.reserve && c.player === BLUE).map((c) => c.id)).toEqual([
      'blue.c1',
      'blue.c2',
    ]);
    expect(state.game.units.filter((u) => u.company === 'blue.c1').every((u) => u.status === 'reserve')).toBe(
      true,
    );
    const error = refused(state, reserve('blue.c3'));
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('at most 2 companies');
    expect(legalCommands(state, BLUE).some((c) => c.type === 'deploy-company' && c.reserve)).toBe(false);
  });

  it('XEN-SCEN-14 only the Invasion defender may hold companies in reserve', () => {
    const game = play(
      startGame('attrition', { dice: [6, 1] }),
      { type: 'roll-off', player: RED },
      {
        type: 'choose-edge',
        player: RED,
        edge: 'south',
      },
    ).state;
    const error = refused(game, {
      type: 'deploy-company',
      player: BLUE,
      company: 'blue.c1',
      reserve: true,
      units: [],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-SCEN-14');
  });

  it('XEN-SCEN-15 the attacker starts with no units on the table and is never asked to deploy', () => {
    const { state, events } = settlePreGame(toDefenderDeployment());
    expect(state.game.units.filter((u) => u.player === RED).every((u) => u.status === 'reserve')).toBe(true);
    expect(state.game.companies.filter((c) => c.player === RED).every((c) => c.reserve)).toBe(true);
    expect(eventsOf(events, 'company-deployed').every((e) => e.player === BLUE)).toBe(true);
    expect(state.game.stage.kind).toBe('plan-turn');
  });

  it('XEN-SCEN-16 defender units may start on overwatch without spending CP', () => {
    const game = toDefenderDeployment();
    const deployed = play(game, deployBeasts(30, { overwatch: true })).state;
    expect(deployed.game.units.find((u) => u.id === 'blue.c3.u1')?.overwatch).toBe(true);
    expect(deployed.game.units.find((u) => u.id === 'blue.c3.u2')?.overwatch).toBe(false);
    const state = deployAll(deployed);
    expect(state.game.units.find((u) => u.id === 'blue.c3.u1')?.overwatch).toBe(true);
    expect(side(state, BLUE).cp).toBe(3);
  });

  it('XEN-SCEN-16 outside Invasion no unit starts on overwatch for free', () => {
    const game = play(
      startGame('attrition', { dice: [6, 1] }),
      { type: 'roll-off', player: RED },
      {
        type: 'choose-edge',
        player: RED,
        edge: 'south',
      },
    ).state;
    const command = autoDeploy(game.game, 'blue.c1');
    if (!command) throw new Error('no deployment');
    const first = command.units[0];
    if (!first) throw new Error('no unit');
    const error = refused(game, {
      ...command,
      units: [{ ...first, overwatch: true }, ...command.units.slice(1)],
    });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-SCEN-16');
  });
});

describe('Invasion turn 1', () => {
  it('XEN-SCEN-17 the defender sets no order on turn 1 and picks any company not yet activated', () => {
    const game = toTurnOne('invasion');
    expect(game.pending.map((p) => p.player)).toEqual([RED]);
    expect(refused(game, { type: 'plan-turn', player: BLUE, order: [], initiativeCp: 0 }).code).toBe(
      'not-your-turn',
    );
    // Red (attacker) plays its first activation, then blue may pick its third company.
    const afterRed = playActivation(planTurn(game).state).state;
    expect(afterRed.game.stage).toEqual({ kind: 'activate', player: BLUE });
    const pick = legalCommands(afterRed, BLUE).filter((c) => c.type === 'activate-company');
    expect(new Set(pick.map((c) => (c.type === 'activate-company' ? c.company : '')))).toEqual(
      new Set(['blue.c1', 'blue.c2', 'blue.c3', 'blue.c4']),
    );
    const orders = unitsOf(afterRed, 'blue.c3').map((unit) => ({ unit, order: 'move-and-fire' as const }));
    const activated = play(afterRed, { type: 'activate-company', player: BLUE, company: 'blue.c3', orders });
    expect(activated.state.game.stage).toMatchObject({
      kind: 'activation',
      player: BLUE,
      company: 'blue.c3',
    });
    // Each company still activates only once on turn 1.
    const back = playActivation(finishActivation(activated.state).state).state;
    expect(back.game.stage).toEqual({ kind: 'activate', player: BLUE });
    const again = refused(back, { type: 'activate-company', player: BLUE, company: 'blue.c3', orders });
    expect(again.code).toBe('illegal-action');
    expect(again.message).toContain('already activated');
  });

  it('XEN-SCEN-18 the attacker plans as usual and activates first: no initiative is rolled on turn 1 (R24)', () => {
    const game = toTurnOne('invasion', { dice: [] });
    const cpOnInitiative = refused(game, {
      type: 'plan-turn',
      player: RED,
      order: ['red.c1', 'red.c2', 'red.c3', 'red.c4'],
      initiativeCp: 1,
    });
    expect(cpOnInitiative.code).toBe('illegal-action');
    expect(cpOnInitiative.message).toContain('R24');
    const { state, events } = planTurn(game, { red: { order: ['red.c4', 'red.c3', 'red.c2', 'red.c1'] } });
    expect(rolls(events)).toEqual([]);
    expect(eventTypes(events)).not.toContain('initiative-rolled');
    expect(state.game.stage).toEqual({ kind: 'activate', player: RED });
    const next = legalCommands(state, RED).filter((c) => c.type === 'activate-company');
    expect(new Set(next.map((c) => (c.type === 'activate-company' ? c.company : '')))).toEqual(
      new Set(['red.c4']),
    );
  });

  it('XEN-SCEN-18 the attacker cannot skip its way out of the first activation, even with fewer companies', () => {
    // Blue attacks with three companies against red's four.
    const game = planTurn(toTurnOne('invasion', { attacker: BLUE, blueArmy: threeCompanySwarm })).state;
    expect(game.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(legalCommands(game, BLUE).map((c) => c.type)).not.toContain('skip-activation');
    const error = refused(game, { type: 'skip-activation', player: BLUE });
    expect(error.code).toBe('illegal-action');
    expect(error.message).toContain('XEN-SCEN-18');
    // After that first activation the usual skip is open again.
    const later = playActivation(playActivation(game).state).state;
    expect(later.game.stage).toEqual({ kind: 'activate', player: BLUE });
    expect(play(later, { type: 'skip-activation', player: BLUE }).state.game.stage).toEqual({
      kind: 'activate',
      player: RED,
    });
  });

  it('XEN-SCEN-19 entering units must be on Move and Fire or Assault orders, never Fire and Move', () => {
    const game = planTurn(toTurnOne('invasion')).state;
    const units = unitsOf(game, 'red.c1');
    const fireAndMove = refused(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: units.map((unit) => ({ unit, order: 'fire-and-move' })),
    });
    expect(fireAndMove.code).toBe('illegal-action');
    expect(fireAndMove.message).toContain('XEN-SCEN-19');
    const mixed = units.map((unit, i) => ({
      unit,
      order: i === 0 ? ('assault' as const) : ('move-and-fire' as const),
    }));
    const { state, events } = play(game, {
      type: 'activate-company',
      player: RED,
      company: 'red.c1',
      orders: mixed,
    });
    expect(eventsOf(events, 'company-activated')[0]?.orders).toEqual(mixed);
    expect(state.game.units.find((u) => u.id === units[0])?.order).toBe('assault');
  });

  it("XEN-SCEN-21 after the attacker's first activation the defender activates one company, then they alternate", () => {
    const game = planTurn(toTurnOne('invasion')).state;
    const players: string[] = [];
    let state = game;
    while (state.game.stage.kind === 'activate') {
      players.push(state.game.stage.player);
      state = playActivation(state).state;
    }
    expect(players).toEqual([RED, BLUE, RED, BLUE, RED, BLUE, RED, BLUE]);
    expect(state.game.turn).toBe(2);
  });

  it('XEN-SCEN-27 a defender reserve company enters when activated, on turn 1, on Move and Fire or Assault', () => {
    const reserved = play(toDefenderDeployment(), {
      type: 'deploy-company',
      player: BLUE,
      company: 'blue.c2',
      reserve: true,
      units: [],
    }).state;
    const game = planTurn(settlePreGame(reserved).state).state;
    const afterRed = playActivation(game).state;
    const units = unitsOf(afterRed, 'blue.c2');
    const rejection = refused(afterRed, {
      type: 'activate-company',
      player: BLUE,
      company: 'blue.c2',
      orders: units.map((unit) => ({ unit, order: 'fire-and-move' })),
    });
    expect(rejection.message).toContain('reinforcements');
    const { state } = play(afterRed, {
      type: 'activate-company',
      player: BLUE,
      company: 'blue.c2',
      orders: units.map((unit) => ({ unit, order: 'assault' })),
    });
    expect(state.game.stage).toMatchObject({ kind: 'activation', company: 'blue.c2', units });
  });

  it('XEN-SCEN-27 reserves are not eliminated: a reserve company is ordered and activated on later turns', () => {
    const reserved = play(toDefenderDeployment(), {
      type: 'deploy-company',
      player: BLUE,
      company: 'blue.c2',
      reserve: true,
      units: [],
    }).state;
    const turnOne = planTurn(settlePreGame(reserved).state).state;
    // Nobody enters during turn 1 here (movement is not part of this test), so blue.c2 stays in reserve.
    const turnTwo = withDice(playOutTurn(turnOne).state, [1, 6]);
    expect(turnTwo.game.turn).toBe(2);
    expect(
      turnTwo.game.units.filter((u) => u.company === 'blue.c2').every((u) => u.status === 'reserve'),
    ).toBe(true);
    const missing = refused(turnTwo, {
      type: 'plan-turn',
      player: BLUE,
      order: ['blue.c1', 'blue.c3', 'blue.c4'],
      initiativeCp: 0,
    });
    expect(missing.message).toContain('blue.c2');
    const planned = planTurn(turnTwo, {
      blue: { order: ['blue.c2', 'blue.c1', 'blue.c3', 'blue.c4'] },
    }).state;
    const first = play(planned, { type: 'choose-initiative', player: BLUE, first: true }).state;
    expect(activateNext(first, 'assault').state.game.stage).toMatchObject({
      kind: 'activation',
      company: 'blue.c2',
    });
  });
});
