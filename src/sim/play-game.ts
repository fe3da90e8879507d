import {
  type CommandBase,
  createMatch,
  type EventBase,
  type GameEvent,
  type GameRecord,
  type GameState,
  type Outcome,
  type PlayerId,
  type Ruleset,
  type Seed,
} from 'sandtable';
import type { Bot } from '../bots/bot.js';
import { type BotRandom, botRandom } from '../bots/bot-random.js';
import { type GameRuleCounts, ruleTally } from './rule-tally.js';
import { deriveSeed } from './seeds.js';

/** Options of {@link playGame}. */
export interface PlayGameOptions<S, C extends CommandBase, E extends EventBase, Setup> {
  readonly ruleset: Ruleset<S, C, E, Setup>;
  readonly setup: Setup;
  /** One bot per player id of the setup. */
  readonly bots: Readonly<Record<PlayerId, Bot>>;
  /** Seeds the dice and, derived per player, each bot's random source. */
  readonly seed: Seed;
  /** Stop after this many accepted commands, without an outcome; default 20,000. */
  readonly maxCommands?: number;
  /** Count the catalogue rule IDs the game's events and open prompts name (`PlayedGame.rules`). */
  readonly rules?: boolean;
}

/** A game played to its end (or to `maxCommands`): the record that replays it, the result and the history. */
export interface PlayedGame<S, C, E, Setup> {
  readonly record: GameRecord<C, Setup>;
  /** Undefined when `maxCommands` was reached first. */
  readonly outcome: Outcome | undefined;
  readonly state: GameState<S, C, E>;
  readonly events: readonly GameEvent<E>[];
  /** Accepted commands: the game's length. */
  readonly commands: number;
  /**
   * With `rules: true`: each rule ID the events named, plus each decision taken while an open prompt named it,
   * by ID.
   */
  readonly rules?: GameRuleCounts;
}

/**
 * Plays a game headless: asks the bot of the player of the first open prompt for a command until the game
 * ends. Deterministic for a given seed. Throws if a bot's command is rejected or a prompt has no bot.
 * @example const game = playGame({ ruleset: xenocide, setup, bots: { red: randomBot(), blue: randomBot() }, seed: 7 });
 */
export function playGame<S, C extends CommandBase, E extends EventBase, Setup>(
  options: PlayGameOptions<S, C, E, Setup>,
): PlayedGame<S, C, E, Setup> {
  const { ruleset, bots, seed } = options;
  const max = options.maxCommands ?? 20_000;
  const match = createMatch(ruleset, options.setup, { seed });
  const randoms = new Map<PlayerId, BotRandom>();
  const tally = options.rules ? ruleTally() : undefined;
  let commands = 0;
  while (!match.state.outcome && commands < max) {
    const state = match.state as GameState;
    const prompt = state.pending[0];
    if (!prompt)
      throw new Error(`${ruleset.id}: no prompt is open, yet the game has no outcome (a ruleset bug).`);
    tally?.decision(state);
    const player = prompt.player;
    const bot = bots[player];
    if (!bot) {
      throw new Error(`playGame: ${player} must decide (${prompt.kind}) but has no bot; add bots.${player}.`);
    }
    let random = randoms.get(player);
    if (!random) {
      random = botRandom(deriveSeed(seed, `bot:${player}`));
      randoms.set(player, random);
    }
    const command = bot.choose(state, player, random);
    const result = match.apply(command as C);
    if (!result.ok) {
      throw new Error(
        `${ruleset.id}: bot '${bot.name}' (${player}) sent ${JSON.stringify(command)}, rejected (${result.error.code}): ${result.error.message}`,
      );
    }
    commands++;
  }
  tally?.events(match.events);
  return {
    record: match.record(),
    outcome: match.state.outcome,
    state: match.state,
    events: match.events,
    commands,
    ...(tally ? { rules: tally.counts() } : {}),
  };
}
