import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type {
  CommandBase,
  EventBase,
  GameEvent,
  GameState,
  PlayerId,
  ProvideDiceCommand,
  Ruleset,
} from 'sandtable';
import { applyCommand, createMatch, legalCommands, type Match, manual } from 'sandtable';

/** What a policy sees when asked to pick a command. */
export interface ChoiceContext<S, C, E> {
  readonly state: GameState<S, C, E>;
  readonly player: PlayerId;
  /** The ruleset's discrete legal commands for `player`. */
  readonly legal: readonly C[];
  /** A uniform integer in [0, n), from the game's policy generator. */
  random(n: number): number;
}

/** Picks the next command for `player`, or undefined to pick uniformly among `legal`. */
export type Policy<S, C, E> = (context: ChoiceContext<S, C, E>) => C | undefined;

/** Options of {@link playRandomGame}. */
export interface RandomPlayOptions<S, C, E> {
  /** Seed of the game and of the policy's choices. */
  readonly seed: number;
  /**
   * Where the game's dice come from: `'seeded'` (default, from `seed`) or `'manual'`, where the game stops at
   * every roll and the asked player answers with random faces from the policy generator.
   */
  readonly dice?: 'seeded' | 'manual';
  /** Stop after this many accepted commands; default 5,000. */
  readonly maxCommands?: number;
  /** Overrides the uniform choice (e.g. to sample continuous moves). */
  readonly policy?: Policy<S, C, E>;
  /** Called after every accepted command, with the command itself. */
  readonly onCommand?: (
    state: GameState<S, C, E>,
    events: readonly GameEvent<E>[],
    index: number,
    command: C | ProvideDiceCommand,
  ) => void;
}

/**
 * Plays a game by picking, at every prompt, a random legal command for a random prompted player.
 * Throws if a prompted player has no legal command or a legal command is rejected (both are ruleset bugs).
 */
export function playRandomGame<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  setup: Setup,
  options: RandomPlayOptions<S, C, E>,
): Match<S, C, E, Setup> {
  const match = createMatch(
    ruleset,
    setup,
    options.dice === 'manual' ? { seed: options.seed, dice: manual } : { seed: options.seed },
  );
  const rng = xoroshiro128plus(options.seed ^ 0x5eed);
  const random = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, n - 1));
  const max = options.maxCommands ?? 5000;
  for (let index = 0; index < max && !match.state.outcome; index++) {
    const state = match.state;
    const players = [...new Set(state.pending.map((p) => p.player))];
    if (players.length === 0)
      throw new Error(`${ruleset.id}: no prompt is open, yet the game has no outcome.`);
    const player = players[random(players.length)] as PlayerId;
    const awaiting = state.awaitingDice;
    const legal = legalCommands(state, player);
    const command: C | ProvideDiceCommand | undefined = awaiting
      ? {
          type: 'provide-dice',
          player: awaiting.player,
          dice: Array.from({ length: awaiting.request.count }, () => 1 + random(awaiting.request.sides)),
        }
      : (options.policy?.({ state, player, legal, random }) ?? legal[random(legal.length)]);
    if (command === undefined) {
      const kinds = state.pending.filter((p) => p.player === player).map((p) => p.kind);
      throw new Error(`${ruleset.id}: ${player} is asked to ${kinds.join(', ')} but has no legal command.`);
    }
    const result = match.apply(command as C | ProvideDiceCommand);
    if (!result.ok) {
      throw new Error(
        `${ruleset.id}: legal command ${JSON.stringify(command)} was rejected (${result.error.code}): ${result.error.message}`,
      );
    }
    options.onCommand?.(result.state, result.events, index, command as C | ProvideDiceCommand);
  }
  return match;
}

/** Options of {@link applyAll}. */
export interface ApplyAllOptions<S, C, E> {
  /** Called with the state after every accepted command (e.g. to check the open prompts); may throw. */
  readonly afterEach?: (state: GameState<S, C, E>) => void;
}

/**
 * Applies commands one after another and returns the last state and every event, in order; throws on the
 * first rejection, naming the command, its index and the rejection's code and message.
 * @example const { state, events } = applyAll(game, [{ type: 'attack', player: 'red' }]);
 */
export function applyAll<S, C, E>(
  state: GameState<S, C, E>,
  commands: readonly unknown[],
  options: ApplyAllOptions<S, C, E> = {},
): { state: GameState<S, C, E>; events: GameEvent<E>[] } {
  const events: GameEvent<E>[] = [];
  let current = state;
  commands.forEach((command, i) => {
    const result = applyCommand(current, command as C);
    if (!result.ok)
      throw new Error(
        `command ${i} ${JSON.stringify(command)} rejected (${result.error.code}): ${result.error.message}`,
      );
    current = result.state;
    for (const e of result.events) events.push(e);
    options.afterEach?.(current);
  });
  return { state: current, events };
}
