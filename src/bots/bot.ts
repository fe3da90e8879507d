import type { CommandBase, GameState, Json, PlayerId, ProvideDiceCommand } from 'sandtable';
import type { BotRandom } from './bot-random.js';

/**
 * How a worker thread rebuilds a bot: the module that exports its factory, the export's name and the JSON
 * arguments to call it with (`{ module: 'sandtable/bots', export: 'randomBot', args: [{}] }`).
 */
export interface BotRecipe {
  readonly module: string;
  readonly export: string;
  readonly args?: readonly Json[];
}

/**
 * A player that answers every prompt of a game with a command. Bots get the full state so they can call
 * `legalCommands` and `validateCommand`; a fair bot reads hidden information only through `viewFor`.
 */
export interface Bot<C = CommandBase> {
  /** Shown in simulation reports (`'random'`, `'xenocide-heuristic'`). */
  readonly name: string;
  /** Picks the command `player` sends now; `random` is the bot's seeded generator for this game. */
  choose(state: GameState, player: PlayerId, random: BotRandom): C | ProvideDiceCommand;
  /** How to rebuild this bot in a worker thread; bots without one can only play in-process. */
  readonly recipe?: BotRecipe;
}
