import type { AnyRuleset, GameEvent, GameState, Outcome, PlayerId, Seed, UnitFigure } from 'sandtable';
import type { Bot, BotRecipe } from '../bots/bot.js';
import { rulesetDescription } from '../registry.js';
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
  /** Further setups each seed is also played on (the sides exchanged): game i plays seed index ⌊i / (1 + swaps)⌋ on setup i mod (1 + swaps). */
  readonly swaps?: readonly unknown[];
  readonly bots: Readonly<Record<PlayerId, BotRecipe>>;
  readonly seed: Seed;
  readonly maxCommands: number;
  /** Send each game's final state back (for a survival hook). */
  readonly keepState: boolean;
  /** Count the rule IDs each game names (for the reach report). */
  readonly rules?: boolean;
  /** Read per-unit figures with the bundled ruleset description's `unitFigures` hook (found by ruleset id). */
  readonly figures?: boolean;
  /** Read each player's role with the bundled ruleset description's `roles` hook (found by ruleset id). */
  readonly roles?: boolean;
}

/** Reads each player's role (attacker, defender) from a finished game's final state. */
export type RolesHook = (state: GameState) => Readonly<Record<PlayerId, string>>;

/** Reads per-unit figures from a finished game's final state and events. */
export type UnitFiguresHook = (state: GameState, events: readonly GameEvent[]) => readonly UnitFigure[];

/** A simulation's job with its ruleset and bots loaded. */
export interface LoadedJob {
  readonly ruleset: AnyRuleset;
  readonly setup: unknown;
  readonly swaps?: readonly unknown[];
  readonly bots: Readonly<Record<PlayerId, Bot>>;
  readonly seed: Seed;
  readonly maxCommands: number;
  readonly keepState: boolean;
  readonly rules?: boolean;
  /** The per-unit figures hook, run in the thread that plays the game. */
  readonly figures?: UnitFiguresHook;
  /** The roles hook, run in the thread that plays the game. */
  readonly roles?: RolesHook;
}

/** The result of one game of a simulation. */
export interface GameResult {
  /** The game's index in the simulation (0-based). */
  readonly index: number;
  /**
   * The game's seed, derived from the simulation's seed and the seed index (the game's index over the number of
   * arrangements): `playGame` with it and the game's setup replays the game.
   */
  readonly seed: number;
  /** Which setup the game was played on: 0 for `setup`, k for the k-th of `swaps` (left out without swaps). */
  readonly arrangement?: number;
  /** Undefined when the game hit `maxCommands`. */
  readonly outcome: Outcome | undefined;
  /** Accepted commands. */
  readonly commands: number;
  /** The final state, when a survival hook asked for it. */
  readonly state?: GameState;
  /** The rule IDs the game named and how many times, when the simulation counts rules. */
  readonly rules?: GameRuleCounts;
  /** What each unit did, when the simulation reads per-unit figures. */
  readonly figures?: readonly UnitFigure[];
  /** Each player's role (attacker, defender), when the simulation reads roles and the game gave any. */
  readonly roles?: Readonly<Record<PlayerId, string>>;
}

/**
 * Where game `index` of a simulation with `arrangements` setups is played: seed index `⌊index / arrangements⌋`
 * (so each seed is played on every arrangement in turn) on arrangement `index mod arrangements`.
 */
export function arrangementOf(
  index: number,
  arrangements: number,
): { seedIndex: number; arrangement: number } {
  return { seedIndex: Math.floor(index / arrangements), arrangement: index % arrangements };
}

/** The bundled ruleset description's roles hook, or a clear error when there is none. */
export function bundledRolesHook(rulesetId: string): RolesHook {
  const description = rulesetDescription(rulesetId);
  const hook = description?.roles;
  if (!description || !hook) {
    throw new Error(
      `simulate: ${description ? `${rulesetId} has no roles hook` : `'${rulesetId}' is not a bundled ruleset, so its roles cannot be found by id`}; pass roles as a function with workers: 1.`,
    );
  }
  return (state) => hook.call(description, state);
}

/** The bundled ruleset description's per-unit figures hook, or a clear error when there is none. */
export function bundledFiguresHook(rulesetId: string): UnitFiguresHook {
  const description = rulesetDescription(rulesetId);
  const hook = description?.unitFigures;
  if (!description || !hook) {
    throw new Error(
      `simulate: ${description ? `${rulesetId} has no per-unit figures hook` : `'${rulesetId}' is not a bundled ruleset, so its unit figures cannot be found by id`}; pass unitFigures as a function with workers: 1.`,
    );
  }
  return (state, events) => hook.call(description, state, events);
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
  const { figures, roles, ...rest } = job;
  return {
    ...rest,
    ruleset,
    bots,
    ...(figures ? { figures: bundledFiguresHook(ruleset.id) } : {}),
    ...(roles ? { roles: bundledRolesHook(ruleset.id) } : {}),
  };
}

function rolesOf(job: LoadedJob, state: GameState): { roles?: Readonly<Record<PlayerId, string>> } {
  const roles = job.roles?.(state);
  return roles && Object.keys(roles).length > 0 ? { roles } : {};
}

/**
 * Plays game `index` of a simulation: its seed is derived from the simulation's seed and the seed index, its
 * setup is the arrangement's (see {@link arrangementOf}).
 */
export function playIndexedGame(job: LoadedJob, index: number): GameResult {
  const swaps = job.swaps ?? [];
  const { seedIndex, arrangement } = arrangementOf(index, 1 + swaps.length);
  const seed = deriveSeed(job.seed, seedIndex);
  try {
    const game = playGame({
      ruleset: job.ruleset,
      setup: arrangement === 0 ? job.setup : swaps[arrangement - 1],
      bots: job.bots,
      seed,
      maxCommands: job.maxCommands,
      ...(job.rules ? { rules: true } : {}),
    });
    return {
      index,
      seed,
      ...(swaps.length > 0 ? { arrangement } : {}),
      outcome: game.outcome,
      commands: game.commands,
      ...(job.keepState ? { state: game.state as GameState } : {}),
      ...(game.rules ? { rules: game.rules } : {}),
      ...(job.figures
        ? { figures: job.figures(game.state as GameState, game.events as readonly GameEvent[]) }
        : {}),
      ...rolesOf(job, game.state as GameState),
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Game ${index} (seed ${seed}) failed: ${message}`);
  }
}
