import type { AnyRuleset, GameState, Outcome, PlayerId, Seed } from 'sandtable';
import type { Bot, BotRecipe } from '../bots/bot.js';
import { loadBot, loadRuleset, type ModuleRef, type ModuleTable } from './module-ref.js';
import { playGame } from './play-game.js';
import type { GameRuleCounts } from './rule-tally.js';
import { deriveSeed } from './seeds.js';

/** What every game of a simulation shares, as plain data a worker thread can receive. */
export interface SimulationJob {
  readonly ruleset: ModuleRef;
  /** The version the main thread uses; a worker loading another one fails instead of mixing rules. */
  readonly rulesetVersion?: string;
  readonly setup: unknown;
  readonly bots: Readonly<Record<PlayerId, BotRecipe>>;
  readonly seed: Seed;
  readonly maxCommands: number;
  /** Send each game's final state back (for a survival hook). */
  readonly keepState: boolean;
  /** Count the rule IDs each game names (for the reach report). */
  readonly rules?: boolean;
}

/** A simulation's job with its ruleset and bots loaded. */
export interface LoadedJob {
  readonly ruleset: AnyRuleset;
  readonly setup: unknown;
  readonly bots: Readonly<Record<PlayerId, Bot>>;
  readonly seed: Seed;
  readonly maxCommands: number;
  readonly keepState: boolean;
  readonly rules?: boolean;
}

/** The result of one game of a simulation. */
export interface GameResult {
  /** The game's index in the simulation (0-based). */
  readonly index: number;
  /** The game's seed, derived from the simulation's seed and the index: `playGame` with it replays the game. */
  readonly seed: number;
  /** Undefined when the game hit `maxCommands`. */
  readonly outcome: Outcome | undefined;
  /** Accepted commands. */
  readonly commands: number;
  /** The final state, when a survival hook asked for it. */
  readonly state?: GameState;
  /** The rule IDs the game named and how many times, when the simulation counts rules. */
  readonly rules?: GameRuleCounts;
}

/** Loads a job's ruleset and bots in this thread. */
export async function loadJob(job: SimulationJob, modules: ModuleTable = {}): Promise<LoadedJob> {
  const ruleset = await loadRuleset(job.ruleset, modules);
  if (job.rulesetVersion !== undefined && ruleset.version !== job.rulesetVersion) {
    throw new Error(
      `The worker loaded ${ruleset.id} ${ruleset.version} from '${job.ruleset.module}', but the simulation uses ${job.rulesetVersion}.`,
    );
  }
  const bots: Record<PlayerId, Bot> = {};
  for (const [player, recipe] of Object.entries(job.bots)) bots[player] = await loadBot(recipe, modules);
  return { ...job, ruleset, bots };
}

/** Plays game `index` of a simulation: its seed is derived from the simulation's seed and the index. */
export function playIndexedGame(job: LoadedJob, index: number): GameResult {
  const seed = deriveSeed(job.seed, index);
  try {
    const game = playGame({
      ruleset: job.ruleset,
      setup: job.setup,
      bots: job.bots,
      seed,
      maxCommands: job.maxCommands,
      ...(job.rules ? { rules: true } : {}),
    });
    return {
      index,
      seed,
      outcome: game.outcome,
      commands: game.commands,
      ...(job.keepState ? { state: game.state as GameState } : {}),
      ...(game.rules ? { rules: game.rules } : {}),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Game ${index} (seed ${seed}) failed: ${message}`);
  }
}
