import { legalCommands } from 'sandtable';
import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../../src/rulesets/xenocide/index';
import {
  BLUE,
  eventsOf,
  eventTypes,
  play,
  playOutTurn,
  RED,
  refused,
  rolls,
  settlePreGame,
  side,
  startGame,
  threeCompanySwarm,
  toFirstActivation,
} from '../../../support/xenocide';

/** Consecutive duplicates collapsed: the shape of a sequence. */
function steps(types: readonly string[]): string[] {
  return types.filter((t, i) => t !== types[i - 1]);
}

describe('pre-game sequence', () => {
  it('XEN-SCEN-01 runs scenario, objectives, table sides, deployment, then play, in that order', () => {
    const start = startGame('random', { dice: [2] });
    const rolled = play(start, { type: 'roll-scenario', player: RED });
    const rest = settlePreGame(rolled.state);
    const events = [...rolled.events, ...rest.events];
    expect(steps(eventTypes(events))).toEqual([
      'scenario-chosen',
      'roll-off-won',
      'objective-placed',
      'roll-off-won',
      'edge-chosen',
      'company-deployed',
      'turn-started',
    ]);
    expect(eventsOf(events, 'roll-off-won').map((e) => e.purpose)).toEqual(['objectives', 'table-sides']);
    expect(rest.state.game.stage.kind).toBe('plan-turn');
    expect(rest.state.game.turn).toBe(1);
  });

  it('XEN-SCEN-01 places no objectives before the scenario is known and no units before the sides', () => {
    const start = startGame('random', { dice: [1] });
    expect(start.game.stage).toEqual({ kind: 'roll-scenario' });
    expect(start.pending.map((p) => p.commands)).toEqual([['roll-scenario']]);
    const rolled = play(start, { type: 'roll-scenario', player: RED }).state;
    expect(rolled.game.scenario).toBe('attrition');
    expect(rolled.game.stage).toEqual({ kind: 'roll-off', purpose: 'table-sides' });
    const error = refused(rolled, { type: 'deploy-company', player: RED, company: 'red.c1', units: [] });
    expect(error.code).toBe('unexpected-command');
  });
});

describe('choosing the scenario', () => {
  it.each(SCENARIOS.map((s, i) => [i + 1, s] as const))(
    'XEN-SCEN-02 a random scenario roll of %i gives %s',
    (face, scenario) => {
      const { state, events } = play(startGame('random', { dice: [face] }), {
        type: 'roll-scenario',
        player: RED,
      });
      expect(state.game.scenario).toBe(scenario);
      expect(eventsOf(events, 'scenario-chosen')).toEqual([expect.objectContaining({ scenario })]);
    },
  );

  it('XEN-SCEN-02 a random roll of 5 or 6 is rolled again so the four scenarios stay equally likely (R52)', () => {
    const { state, events } = play(startGame('random', { dice: [6, 5, 3] }), {
      type: 'roll-scenario',
      player: RED,
    });
    expect(state.game.scenario).toBe('invasion');
    expect(rolls(events).map((r) => r.dice)).toEqual([[6], [5], [3]]);
  });

  it('XEN-SCEN-02 a scenario chosen by agreement is not rolled', () => {
    const game = startGame('seize-ground', { dice: [] });
    expect(game.game.scenario).toBe('seize-ground');
    expect(game.game.stage).toEqual({ kind: 'roll-off', purpose: 'objectives' });
    expect(refused(game, { type: 'roll-scenario', player: RED }).code).toBe('unexpected-command');
  });
});

describe('table sides and deployment order', () => {
  it('XEN-SCEN-03 when one player set up the terrain the other chooses the edge, without a roll-off', () => {
    const game = startGame('attrition', { terrainSetBy: RED, dice: [] });
    expect(game.game.stage).toEqual({ kind: 'choose-edge', player: BLUE });
    expect(game.pending).toEqual([expect.objectContaining({ player: BLUE, commands: ['choose-edge'] })]);
    expect(legalCommands(game, RED)).toEqual([]);
    expect(refused(game, { type: 'choose-edge', player: RED, edge: 'south' }).code).toBe('not-your-turn');
    const { state } = play(game, { type: 'choose-edge', player: BLUE, edge: 'south' });
    expect(side(state, BLUE).edge).toBe('south');
    expect(side(state, RED).edge).toBe('north');
    // R52: the terrain setter did not choose the side, so deploys first.
    expect(state.game.stage).toEqual({ kind: 'deploy', player: RED });
  });

  it('XEN-SCEN-04 table sides go by a roll-off (ties rerolled) and the winner chooses', () => {
    const game = startGame('attrition', { dice: [3, 3, 2, 5] });
    const { state, events } = play(game, { type: 'roll-off', player: RED });
    expect(rolls(events).map((r) => r.dice[0])).toEqual([3, 3, 2, 5]);
    expect(eventsOf(events, 'roll-off-won')).toEqual([
      expect.objectContaining({ purpose: 'table-sides', player: BLUE }),
    ]);
    expect(state.game.stage).toEqual({ kind: 'choose-edge', player: BLUE });
  });

  it('XEN-SCEN-04 deployment alternates one company at a time, starting with the player who did not choose', () => {
    const chose = play(
      startGame('attrition', { dice: [1, 6] }),
      { type: 'roll-off', player: RED },
      { type: 'choose-edge', player: BLUE, edge: 'north' },
    ).state;
    expect(chose.game.stage).toEqual({ kind: 'deploy', player: RED });
    expect(refused(chose, { type: 'deploy-company', player: BLUE, company: 'blue.c1', units: [] }).code).toBe(
      'not-your-turn',
    );
    const { events, state } = settlePreGame(chose);
    expect(eventsOf(events, 'company-deployed').map((e) => e.player)).toEqual([
      RED,
      BLUE,
      RED,
      BLUE,
      RED,
      BLUE,
      RED,
      BLUE,
    ]);
    expect(state.game.units.every((u) => u.status === 'on-table')).toBe(true);
  });

  it('XEN-SCEN-04 a player with companies left keeps deploying once the other has finished', () => {
    const chose = play(
      startGame('attrition', { dice: [6, 1], blueArmy: threeCompanySwarm }),
      { type: 'roll-off', player: RED },
      { type: 'choose-edge', player: RED, edge: 'south' },
    ).state;
    const { events, state } = settlePreGame(chose);
    expect(eventsOf(events, 'company-deployed').map((e) => e.player)).toEqual([
      BLUE,
      RED,
      BLUE,
      RED,
      BLUE,
      RED,
      RED,
    ]);
    expect(state.game.stage.kind).toBe('plan-turn');
  });
});

describe('deployment zones', () => {
  /** Blue wins the side roll-off and takes north, so red (south) deploys first. */
  const redToDeploy = (depth = 48) =>
    play(
      startGame('attrition', { dice: [1, 6], table: { width: 72, depth } }),
      { type: 'roll-off', player: RED },
      { type: 'choose-edge', player: BLUE, edge: 'north' },
    ).state;
  const titanAt = (y: number) => ({
    type: 'deploy-company' as const,
    player: RED,
    company: 'red.c3',
    units: [{ unit: 'red.c3.u1', models: [{ model: 'red.c3.u1.m1', at: { x: 30, y } }] }],
  });

  it('XEN-SCEN-05 on a 48" table each side deploys wholly within 6" of its own edge', () => {
    const game = redToDeploy();
    // The titan's base has a 2" radius: centred at y=4 it reaches exactly 6".
    expect(play(game, titanAt(4)).state.game.units.find((u) => u.id === 'red.c3.u1')?.status).toBe(
      'on-table',
    );
    const error = refused(game, titanAt(4.5));
    expect(error.code).toBe('out-of-range');
    expect(error.message).toContain('6"');
    expect(error.message).toContain('XEN-SCEN-05');
  });

  it('XEN-SCEN-05 the zone is (table depth − 36")/2 deep: 12" on a 60" table', () => {
    const game = redToDeploy(60);
    expect(
      play(game, titanAt(10)).state.game.units.find((u) => u.id === 'red.c3.u1')?.models[0],
    ).toMatchObject({
      x: 30,
      y: 10,
    });
    expect(refused(game, titanAt(10.5)).message).toContain('12"');
  });

  it('XEN-SCEN-05 the north player deploys within 6" of the north edge', () => {
    const game = play(redToDeploy(), titanAt(2)).state;
    const harpies = (y: number) => ({
      type: 'deploy-company' as const,
      player: BLUE,
      company: 'blue.c3',
      units: [
        {
          unit: 'blue.c3.u1',
          models: [{ model: 'blue.c3.u1.m1', at: { x: 10, y } }],
        },
        {
          unit: 'blue.c3.u2',
          models: [1, 2, 3].map((n) => ({ model: `blue.c3.u2.m${n}`, at: { x: 20 + 3 * n, y: 45 } })),
        },
      ],
    });
    expect(refused(game, harpies(2)).code).toBe('out-of-range');
    expect(play(game, harpies(46)).state.game.stage).toEqual({ kind: 'deploy', player: RED });
  });
});

describe('Attrition', () => {
  it('XEN-SCEN-06 uses no objectives and scores nothing at the end of a turn', () => {
    const game = toFirstActivation('attrition');
    expect(game.game.objectives).toEqual([]);
    const { state, events } = playOutTurn(game);
    expect(eventsOf(events, 'objective-scored')).toEqual([]);
    expect(state.game.sides.map((s) => s.score)).toEqual([0, 0]);
    // No break test was due, so the battle goes on.
    expect(state.outcome).toBeUndefined();
    expect(state.game.stage.kind).toBe('plan-turn');
    expect(state.game.turn).toBe(2);
  });
});
