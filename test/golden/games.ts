/**
 * Golden records (issue 13): seeded whole games of every ruleset, pinned by their final state hash and hashes
 * of their command and event streams, so a refactoring that must not change behaviour (the ruleset kit
 * migration) can show that it did not. Each game is played by the bundled bots from a seed; some games use
 * physical (manual) dice answered by the bots, some are saved and loaded midway and continued from the load.
 *
 * Regenerate (only when behaviour is meant to change, and say why in the commit):
 *   npx tsx test/golden/generate.ts
 */
import { createHash } from 'node:crypto';
import {
  type AnyRuleset,
  applyCommand,
  canonicalJson,
  createGame,
  deserialize,
  type GameState,
  manual,
  serialize,
  stateHash,
} from 'sandtable';
import type { Bot } from '../../src/bots/bot.js';
import { botRandom } from '../../src/bots/bot-random.js';
import { policyBot } from '../../src/bots/policy-bot.js';
import { randomBot } from '../../src/bots/random-bot.js';
import { rulesetDescription } from '../../src/registry.js';
import { rampant, rmpHeuristicBot } from '../../src/rulesets/rampant/index.js';
import { sqHeuristicBot, squadPinning } from '../../src/rulesets/squad-pinning/index.js';
import {
  MISSIONS,
  type WastelandCommand,
  wastelandHeuristicPolicy,
  wastelandTactics,
} from '../../src/rulesets/wasteland-tactics/index.js';
import { SCENARIOS, xenocide, xenocideHeuristicBot } from '../../src/rulesets/xenocide/index.js';
import {
  BUNDLED_SCENARIO_IDS,
  xenosZealots,
  xzHeuristicBot,
} from '../../src/rulesets/xenos-zealots/index.js';
import { advancedSetup, setupFor } from '../support/wasteland-tactics';
import { aSetup } from '../support/xenocide';

/** What a golden game pins. */
export interface GoldenResult {
  readonly commands: number;
  readonly finalHash: string;
  readonly commandsHash: string;
  readonly eventsHash: string;
  readonly outcome: string;
}

/** One pinned game: how to play it. */
export interface GoldenGame {
  readonly id: string;
  readonly ruleset: AnyRuleset;
  readonly setup: unknown;
  readonly seed: number;
  /** Bot kind per player. */
  readonly bots: Readonly<Record<string, 'heuristic' | 'random'>>;
  readonly dice?: 'manual';
  /** Serialize and deserialize the state after this many commands, then go on from the loaded copy. */
  readonly saveAt?: number;
  readonly maxCommands?: number;
}

const RULE_ID = /^[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?$/;

/**
 * The value without its rule annotations (`rules: ['XEN-HIT-03', ...]` on events, prompts and dice): they say
 * which rules decided a thing (issue 13) but are not behaviour, so adding them keeps the pinned hashes.
 */
export function withoutRuleTags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutRuleTags);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (
      key === 'rules' &&
      Array.isArray(inner) &&
      inner.length > 0 &&
      inner.every((r) => typeof r === 'string' && RULE_ID.test(r))
    )
      continue;
    if (key === 'rule' && typeof inner === 'string' && RULE_ID.test(inner) && 'code' in value) continue;
    out[key] = withoutRuleTags(inner);
  }
  return out;
}

const sha = (value: unknown) =>
  createHash('sha256')
    .update(canonicalJson(withoutRuleTags(value) as never))
    .digest('hex')
    .slice(0, 16);

function botFor(game: GoldenGame, kind: 'heuristic' | 'random'): Bot {
  if (kind === 'random') return randomBot();
  if (game.ruleset.id === 'xenocide') return xenocideHeuristicBot() as unknown as Bot;
  if (game.ruleset.id === 'xenos-zealots') return xzHeuristicBot() as unknown as Bot;
  if (game.ruleset.id === 'squad-pinning') return sqHeuristicBot() as unknown as Bot;
  if (game.ruleset.id === 'rampant') return rmpHeuristicBot() as unknown as Bot;
  return policyBot<WastelandCommand>(({ state, player, candidates }) =>
    wastelandHeuristicPolicy(state as never, player, candidates),
  ) as unknown as Bot;
}

/** Plays a golden game from its seed with its bots; the same spec always gives the same result. */
export function playGolden(game: GoldenGame): GoldenResult {
  const bots = new Map(Object.entries(game.bots).map(([player, kind]) => [player, botFor(game, kind)]));
  const randoms = new Map(Object.keys(game.bots).map((player, i) => [player, botRandom(game.seed * 31 + i)]));
  let state: GameState = createGame(game.ruleset, game.setup as never, {
    seed: game.seed,
    ...(game.dice === 'manual' ? { dice: manual } : {}),
  });
  const commands: unknown[] = [];
  const events: unknown[] = [];
  const max = game.maxCommands ?? 20_000;
  while (!state.outcome && commands.length < max) {
    const player = state.pending[0]?.player;
    if (player === undefined) throw new Error(`${game.id}: nobody is asked and the game has no outcome`);
    const bot = bots.get(player);
    if (!bot) throw new Error(`${game.id}: ${player} has no bot`);
    const command = bot.choose(state, player, randoms.get(player) as never);
    const result = applyCommand(state, command as never);
    if (!result.ok)
      throw new Error(`${game.id}: command ${commands.length} rejected: ${result.error.message}`);
    commands.push(command);
    for (const event of result.events) events.push(event);
    state = result.state;
    if (commands.length === game.saveAt) state = deserialize(serialize(state), game.ruleset);
  }
  return {
    commands: commands.length,
    finalHash: stateHash(withoutRuleTags(state)),
    commandsHash: sha(commands),
    eventsHash: sha(events),
    outcome: state.outcome ? `${state.outcome.kind}: ${state.outcome.reason}` : 'none',
  };
}

function xenocideGames(): GoldenGame[] {
  const cli = rulesetDescription('xenocide');
  if (!cli) throw new Error('the registry has no xenocide entry');
  const scenarios = [...SCENARIOS, 'random'] as const;
  const games: GoldenGame[] = [];
  const two = (red: 'heuristic' | 'random', blue: 'heuristic' | 'random') => ({ red, blue });
  scenarios.forEach((scenario, i) => {
    const setup = cli.setup({ scenario });
    for (const seed of [1, 2])
      games.push({
        id: `xenocide ${scenario} heuristic-heuristic seed ${seed}`,
        ruleset: xenocide,
        setup,
        seed,
        bots: two('heuristic', 'heuristic'),
      });
    games.push({
      id: `xenocide ${scenario} heuristic-random seed 3`,
      ruleset: xenocide,
      setup,
      seed: 3,
      bots: two('heuristic', 'random'),
    });
    games.push({
      id: `xenocide ${scenario} random-heuristic seed 4`,
      ruleset: xenocide,
      setup,
      seed: 4,
      bots: two('random', 'heuristic'),
    });
    const short = aSetup(scenario, { maxTurns: 3 });
    for (const seed of [5, 6])
      games.push({
        id: `xenocide ${scenario} random-random seed ${seed}`,
        ruleset: xenocide,
        setup: short,
        seed,
        bots: two('random', 'random'),
      });
    games.push({
      id: `xenocide ${scenario} manual dice seed 7`,
      ruleset: xenocide,
      setup: aSetup(scenario, { maxTurns: 2 }),
      seed: 7,
      bots: two('random', 'random'),
      dice: 'manual',
    });
    games.push({
      id: `xenocide ${scenario} saved and loaded at ${60 + 40 * i} seed 8`,
      ruleset: xenocide,
      setup,
      seed: 8,
      bots: two('heuristic', 'heuristic'),
      saveAt: 60 + 40 * i,
    });
  });
  return games;
}

function wastelandGames(): GoldenGame[] {
  const games: GoldenGame[] = [];
  const players = (count: number, kind: 'heuristic' | 'random') =>
    Object.fromEntries(['red', 'blue', 'green', 'gold'].slice(0, count).map((p) => [p, kind]));
  for (const mission of MISSIONS.map((m) => m.id)) {
    games.push({
      id: `wasteland mission ${mission} 2 players random seed ${mission}`,
      ruleset: wastelandTactics,
      setup: setupFor(2, mission),
      seed: mission,
      bots: players(2, 'random'),
    });
    const count = 3 + (mission % 2);
    games.push({
      id: `wasteland mission ${mission} ${count} players heuristic seed ${mission + 20}`,
      ruleset: wastelandTactics,
      setup: setupFor(count, mission),
      seed: mission + 20,
      bots: players(count, 'heuristic'),
    });
  }
  for (const count of [2, 3, 4])
    for (const mission of [1, 6, 'random'] as const)
      games.push({
        id: `wasteland advanced mission ${mission} ${count} players seed ${count}`,
        ruleset: wastelandTactics,
        setup: advancedSetup(count, mission),
        seed: count,
        bots: players(count, count === 3 ? 'heuristic' : 'random'),
      });
  for (const mission of [2, 4, 5, 8, 9] as const)
    games.push({
      id: `wasteland mission ${mission} manual dice seed 40`,
      ruleset: wastelandTactics,
      setup: setupFor(2, mission),
      seed: 40,
      bots: players(2, 'random'),
      dice: 'manual',
    });
  for (const mission of [1, 5, 9] as const)
    games.push({
      id: `wasteland mission ${mission} medium forces 2 players heuristic seed 60`,
      ruleset: wastelandTactics,
      setup: setupFor(2, mission, 'medium'),
      seed: 60,
      bots: players(2, 'heuristic'),
    });
  for (const mission of [3, 7, 10] as const)
    games.push({
      id: `wasteland mission ${mission} saved and loaded at 50 seed 50`,
      ruleset: wastelandTactics,
      setup: setupFor(3, mission),
      seed: 50,
      bots: players(3, 'heuristic'),
      saveAt: 50,
    });
  return games;
}

function xenosZealotsGames(): GoldenGame[] {
  const cli = rulesetDescription('xenos-zealots');
  if (!cli) throw new Error('the registry has no xenos-zealots entry');
  const games: GoldenGame[] = [];
  const orders = ['ashen-sun-crusade,vyrkai-brood', 'vyrkai-brood,ashen-sun-crusade'] as const;
  for (const scenario of BUNDLED_SCENARIO_IDS)
    for (const forces of orders) {
      const setup = cli.setup({ scenario, forces });
      const [first, second] = cli.players(setup) as [string, string];
      const two = (a: 'heuristic' | 'random', b: 'heuristic' | 'random') => ({ [first]: a, [second]: b });
      const name = `xenos-zealots ${scenario} ${forces}`;
      const game = (id: string, seed: number, bots: GoldenGame['bots'], extra: Partial<GoldenGame> = {}) =>
        games.push({ id: `${name} ${id} seed ${seed}`, ruleset: xenosZealots, setup, seed, bots, ...extra });
      for (const seed of [1, 2, 9, 10]) game('heuristic-heuristic', seed, two('heuristic', 'heuristic'));
      game('heuristic-random', 3, two('heuristic', 'random'));
      game('random-heuristic', 4, two('random', 'heuristic'));
      for (const seed of [5, 6]) game('random-random', seed, two('random', 'random'));
      game('manual dice', 7, two('random', 'heuristic'), { dice: 'manual' });
      game('saved and loaded at 150', 8, two('heuristic', 'heuristic'), { saveAt: 150 });
    }
  return games;
}

function squadPinningGames(): GoldenGame[] {
  const cli = rulesetDescription('squad-pinning');
  if (!cli) throw new Error('the registry has no squad-pinning entry');
  const games: GoldenGame[] = [];
  const orders = ['linePatrol,strikePatrol', 'strikePatrol,linePatrol'] as const;
  for (const scenario of ['seize-the-ground', 'annihilation'])
    for (const forces of orders) {
      const setup = cli.setup({ scenario, forces });
      const [first, second] = cli.players(setup) as [string, string];
      const two = (a: 'heuristic' | 'random', b: 'heuristic' | 'random') => ({ [first]: a, [second]: b });
      const name = `squad-pinning ${scenario} ${forces}`;
      const game = (id: string, seed: number, bots: GoldenGame['bots'], extra: Partial<GoldenGame> = {}) =>
        games.push({ id: `${name} ${id} seed ${seed}`, ruleset: squadPinning, setup, seed, bots, ...extra });
      for (const seed of [1, 2, 9]) game('heuristic-heuristic', seed, two('heuristic', 'heuristic'));
      game('heuristic-random', 3, two('heuristic', 'random'));
      game('random-heuristic', 4, two('random', 'heuristic'));
      for (const seed of [5, 6]) game('random-random', seed, two('random', 'random'));
      game('manual dice', 7, two('random', 'heuristic'), { dice: 'manual' });
      game('saved and loaded at 60', 8, two('heuristic', 'heuristic'), { saveAt: 60 });
    }
  // The other two bundled forces, on both tables and in both seatings.
  for (const [scenario, forces] of [
    ['seize-the-ground', 'armouredCompany,xenoHost'],
    ['seize-the-ground', 'xenoHost,armouredCompany'],
    ['annihilation', 'armouredCompany,xenoHost'],
    ['annihilation', 'xenoHost,armouredCompany'],
  ] as const) {
    const setup = cli.setup({ scenario, forces });
    const [a, b] = cli.players(setup) as [string, string];
    games.push({
      id: `squad-pinning ${scenario} ${forces} heuristic-random seed 11`,
      ruleset: squadPinning,
      setup,
      seed: 11,
      bots: { [a]: 'heuristic', [b]: 'random' },
    });
  }
  return games;
}

function rampantGames(): GoldenGame[] {
  const cli = rulesetDescription('rampant');
  if (!cli) throw new Error('the registry has no rampant entry');
  const games: GoldenGame[] = [];
  for (const scenario of ['broken-ground', 'colony-outskirts'])
    for (const armies of ['expedition,hive', 'hive,expedition']) {
      const setup = cli.setup({ scenario, armies });
      const [first, second] = cli.players(setup) as [string, string];
      const two = (a: 'heuristic' | 'random', b: 'heuristic' | 'random') => ({ [first]: a, [second]: b });
      const name = `rampant ${scenario} ${armies}`;
      const game = (id: string, seed: number, bots: GoldenGame['bots'], extra: Partial<GoldenGame> = {}) =>
        games.push({ id: `${name} ${id} seed ${seed}`, ruleset: rampant, setup, seed, bots, ...extra });
      for (const seed of [1, 2, 9]) game('heuristic-heuristic', seed, two('heuristic', 'heuristic'));
      game('heuristic-random', 3, two('heuristic', 'random'));
      game('random-heuristic', 4, two('random', 'heuristic'));
      for (const seed of [5, 6]) game('random-random', seed, two('random', 'random'));
      game('manual dice', 7, two('random', 'heuristic'), { dice: 'manual' });
      game('saved and loaded at 60', 8, two('heuristic', 'heuristic'), { saveAt: 60 });
    }
  // The other two bundled armies, on both tables and in both seatings.
  for (const [scenario, armies] of [
    ['broken-ground', 'armoured,swarm'],
    ['broken-ground', 'swarm,armoured'],
    ['colony-outskirts', 'armoured,swarm'],
    ['colony-outskirts', 'swarm,armoured'],
  ] as const) {
    const setup = cli.setup({ scenario, armies });
    const [a, b] = cli.players(setup) as [string, string];
    games.push({
      id: `rampant ${scenario} ${armies} heuristic-random seed 11`,
      ruleset: rampant,
      setup,
      seed: 11,
      bots: { [a]: 'heuristic', [b]: 'random' },
    });
  }
  return games;
}

/** Every golden game, by ruleset. */
export const GOLDEN_GAMES: Readonly<
  Record<'xenocide' | 'wasteland-tactics' | 'xenos-zealots' | 'squad-pinning' | 'rampant', () => GoldenGame[]>
> = {
  xenocide: xenocideGames,
  'wasteland-tactics': wastelandGames,
  'xenos-zealots': xenosZealotsGames,
  'squad-pinning': squadPinningGames,
  rampant: rampantGames,
};
