import type { ProvideDiceCommand } from './command-validation.js';
import { DICE_SCHEME } from './dice-source.js';
import { applyCommand, type CommandResult, type CreateGameOptions, createGame } from './engine.js';
import type { GameEvent } from './events.js';
import { FORMAT_VERSION, type GameRecord, type RecordedDice } from './record.js';
import type { Ruleset } from './ruleset.js';
import type { CommandBase, EventBase, GameState } from './types.js';

/**
 * A game with its history: the current state, every event and the record that replays it.
 * The state stays pure data; the history lives here, outside it (keeping it in state slows commands).
 */
export interface Match<S, C, E, Setup> {
  /** The current state. */
  readonly state: GameState<S, C, E>;
  /** Every event so far, in order. */
  readonly events: readonly GameEvent<E>[];
  /** Applies a command; accepted commands join the record, rejected ones change nothing. */
  apply(command: C | ProvideDiceCommand): CommandResult<S, C, E>;
  /** The record of the game so far, for `replay` and saving. */
  record(): GameRecord<C, Setup>;
}

/**
 * Starts a game and keeps its history, for apps, bots and tests that want the record without tracking it.
 * @example
 * const match = createMatch(duel, setup, { seed: 7 });
 * match.apply({ type: 'attack', player: 'red' });
 * writeFileSync('game.json', serializeRecord(match.record()));
 */
export function createMatch<S, C extends CommandBase, E extends EventBase, Setup>(
  ruleset: Ruleset<S, C, E, Setup>,
  setup: Setup,
  options: CreateGameOptions,
): Match<S, C, E, Setup> {
  let state = createGame(ruleset, setup, options);
  const events: GameEvent<E>[] = [];
  const commands: (C | ProvideDiceCommand)[] = [];
  const dice: RecordedDice =
    options.dice === undefined || options.dice.kind === 'seeded'
      ? 'seeded'
      : options.dice.kind === 'manual'
        ? 'manual'
        : { scripted: [...options.dice.values] };
  const seed = options.dice?.kind === 'seeded' ? options.dice.seed : options.seed;
  return {
    get state() {
      return state;
    },
    get events() {
      return events;
    },
    apply(command) {
      const result = applyCommand(state, command);
      if (result.ok) {
        state = result.state;
        commands.push(structuredClone(command));
        for (const e of result.events) events.push(e);
      }
      return result;
    },
    record() {
      return {
        format: FORMAT_VERSION,
        ruleset: ruleset.id,
        rulesetVersion: ruleset.version,
        setup: structuredClone(setup),
        seed,
        dice,
        diceScheme: DICE_SCHEME,
        commands: [...commands],
      };
    },
  };
}
