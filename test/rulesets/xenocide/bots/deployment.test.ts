import { describe, expect, it } from 'vitest';
import { botRandom } from '../../../../src/bots/index.js';
import { applyCommand } from '../../../../src/index.js';
import { type ScenarioId, xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import type { XenocideState } from '../../../../src/rulesets/xenocide/state.js';
import { edit, type Game, placeUnit, RED, startGame } from '../../../support/xenocide';

/** Plays the pre-game with the heuristic on both sides until `company` is the next to deploy. */
function toDeploymentOf(scenario: ScenarioId, company: string): Game {
  const bot = xenocideHeuristicBot();
  let game = startGame(scenario, { seed: 3 });
  for (let guard = 0; guard < 60; guard++) {
    const stage = game.game.stage;
    const state = game.game as XenocideState;
    const next = state.companies.find(
      (c) =>
        stage.kind === 'deploy' &&
        c.player === stage.player &&
        c.units.some((id) => state.units.find((u) => u.id === id)?.status === 'undeployed'),
    );
    if (next?.id === company) return game;
    const player = game.pending[0]?.player;
    if (!player) throw new Error(`no one to act at ${stage.kind}`);
    const result = applyCommand(game, bot.choose(game, player, botRandom(1)));
    if (!result.ok) throw new Error(result.error.message);
    game = result.state as Game;
  }
  throw new Error(`${company} never came up to deploy`);
}

/** The heuristic's deployment of the company up next, accepted by the engine, and the state after it. */
function deploy(game: Game) {
  const command = xenocideHeuristicBot().choose(game, RED, botRandom(1));
  const result = applyCommand(game, command);
  if (!result.ok) throw new Error(`rejected ${JSON.stringify(command)}: ${result.error.message}`);
  return { command, after: result.state.game as XenocideState };
}

const aboard = (state: XenocideState, unit: string) =>
  state.units.find((u) => u.id === unit)?.models.filter((m) => m.embarkedIn !== undefined).length;

describe('the heuristic deploys to use its transports and bombers', () => {
  it('XEN-TRANS-01 a company that will ride starts with each platoon aboard its own transports', () => {
    const { command, after } = deploy(toDeploymentOf('seize-ground', 'red.c1'));
    expect(command).toMatchObject({ type: 'deploy-company', company: 'red.c1' });
    // 1st Platoon: 6 line infantry in its 3 APCs; 2nd Platoon: 4 light infantry in its 2 half-tracks.
    expect(aboard(after, 'red.c1.u1')).toBe(6);
    expect(aboard(after, 'red.c1.u2')).toBe(4);
    const own = (unit: string) =>
      after.units
        .find((u) => u.id === unit)
        ?.models.filter((m) => m.embarkedIn !== undefined)
        .every((m) => m.embarkedIn?.startsWith(`${unit}.`));
    expect(own('red.c1.u1')).toBe(true);
    expect(own('red.c1.u2')).toBe(true);
    // The Mortar Section has no transport of its own and stays on foot.
    expect(aboard(after, 'red.c1.u3')).toBe(0);
  });

  it('XEN-TRANS-01 holding its ground (Attrition) the same company deploys on foot', () => {
    const { after } = deploy(toDeploymentOf('attrition', 'red.c1'));
    expect(aboard(after, 'red.c1.u1')).toBe(0);
    expect(aboard(after, 'red.c1.u2')).toBe(0);
  });

  it('XEN-TERR-31 a bomber with an enemy within one move deploys facing the enemy edge', () => {
    const before = toDeploymentOf('seize-ground', 'red.c2');
    const edge = (before.game as XenocideState).sides.find((s) => s.player === RED)?.edge;
    // An enemy unit has come forward to 20" from red's edge: within the Strike Wing's 24" move.
    const y = edge === 'south' ? 20 : (before.game as XenocideState).table.depth - 20;
    const game = edit(before, (draft) => placeUnit(draft, 'blue.c1.u1', { x: 30, y }));
    const { after } = deploy(game);
    const wing = after.units.find((u) => u.id === 'red.c2.u3');
    expect(wing?.status).toBe('on-table');
    // The south edge is y = 0: facing 0 heads north, 180 south.
    const towardEnemy = edge === 'south' ? 0 : 180;
    expect(wing?.models.map((m) => m.facing)).toEqual([towardEnemy, towardEnemy]);
  });

  it('XEN-TERR-29 a bomber with no enemy within one move deploys facing home (it leaves, to return on a run)', () => {
    const game = toDeploymentOf('seize-ground', 'red.c2');
    const edge = (game.game as XenocideState).sides.find((s) => s.player === RED)?.edge;
    const { after } = deploy(game);
    const home = edge === 'south' ? 180 : 0;
    expect(after.units.find((u) => u.id === 'red.c2.u3')?.models.map((m) => m.facing)).toEqual([home, home]);
  });
});
