import type { AnyRuleset, PlayerId, Seed } from 'sandtable';
import type { Bot, BotRecipe } from '../bots/bot.js';
import {
  bundledFiguresHook,
  bundledRolesHook,
  type GameResult,
  type LoadedJob,
  playIndexedGame,
  type RolesHook,
  type SimulationJob,
  type UnitFiguresHook,
} from './job.js';
import {
  botRecipeFor,
  isModuleRef,
  loadBot,
  loadRuleset,
  type ModuleRef,
  type ModuleTable,
  rulesetRefFor,
} from './module-ref.js';
import { buildReport, type SideArrangement, type SimulationReport, type SurvivalHook } from './report.js';
import { defaultWorkerEntry, runOnWorkers } from './worker-pool.js';

/** Progress of a simulation, reported after each game. */
export interface SimulationProgress {
  readonly done: number;
  readonly total: number;
}

/** Options of {@link simulate}. */
export interface SimulateOptions<Setup = unknown> {
  /** The ruleset object, or where workers import it; bundled rulesets are found by id. */
  readonly ruleset: AnyRuleset | ModuleRef;
  /** Plain JSON (it is copied to the workers). */
  readonly setup: Setup;
  /**
   * The army each player brings in `setup`, by name: the report then gives each army's record (overall and per
   * side) as well as each side's.
   */
  readonly armies?: Readonly<Record<PlayerId, string>>;
  /**
   * Further arrangements every seed is also played on, typically the sides exchanged (`swapSides` builds them
   * from a ruleset description). Bots stay with their seats; armies move.
   */
  readonly swaps?: readonly SideArrangement<Setup>[];
  /** One bot per player; with workers, each needs a recipe (`randomBot()` has one). */
  readonly bots: Readonly<Record<PlayerId, Bot | BotRecipe>>;
  /** How many seeds to play; each is played once per arrangement (`1 + swaps.length` games). */
  readonly games: number;
  /**
   * Seed index i is played with `deriveSeed(seed, i)`, whatever the number of workers (without swaps, game i is
   * seed index i).
   */
  readonly seed: Seed;
  /** Worker threads; default 1, which plays in this thread. */
  readonly workers?: number;
  /** Per-game command limit; default 20,000. */
  readonly maxCommands?: number;
  /** Reads per-unit survival from each final state (run in this thread). */
  readonly survival?: SurvivalHook;
  /**
   * Per-unit figures (survival, kills, points destroyed per point spent) read from each finished game in the
   * thread that played it: `true` takes the bundled ruleset description's `unitFigures` hook (found by the
   * ruleset's id, also in worker threads); a function works with `workers: 1` only.
   */
  readonly unitFigures?: true | UnitFiguresHook;
  /**
   * Each player's role (attacker, defender) read from each final state, so the report gives each role's share of
   * the decisive games: `true` takes the bundled description's `roles` hook; a function works with `workers: 1`.
   */
  readonly roles?: true | RolesHook;
  /**
   * Count the catalogue rule IDs each game's events and open prompts name, and report in how many games each
   * occurred (`report.rules`): the reach report.
   */
  readonly rules?: boolean;
  /** Called after each game, in completion order. */
  readonly onProgress?: (progress: SimulationProgress) => void;
  /** The file worker threads run (it must call `runSimWorker`); default the package's own worker. */
  readonly workerEntry?: URL;
  /** Modules this process already holds, used instead of importing refs in this thread. */
  readonly modules?: ModuleTable;
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1)
    throw new RangeError(`simulate: ${name} must be a positive integer, got ${value}.`);
  return value;
}

async function loadInProcess(options: SimulateOptions, modules: ModuleTable): Promise<LoadedJob> {
  const ruleset = isModuleRef(options.ruleset)
    ? await loadRuleset(options.ruleset, modules)
    : options.ruleset;
  const bots: Record<PlayerId, Bot> = {};
  for (const [player, bot] of Object.entries(options.bots))
    bots[player] = isModuleRef(bot) ? await loadBot(bot as BotRecipe, modules) : (bot as Bot);
  const figures = options.unitFigures;
  return {
    ruleset,
    setup: options.setup,
    ...(options.swaps?.length ? { swaps: options.swaps.map((s) => s.setup) } : {}),
    ...(figures ? { figures: figures === true ? bundledFiguresHook(ruleset.id) : figures } : {}),
    ...(options.roles
      ? { roles: options.roles === true ? bundledRolesHook(ruleset.id) : options.roles }
      : {}),
    bots,
    seed: options.seed,
    maxCommands: options.maxCommands ?? 20_000,
    keepState: options.survival !== undefined,
    ...(options.rules ? { rules: true } : {}),
  };
}

/**
 * Plays many seeded games bot against bot, on worker threads when `workers` > 1, and reports win and draw
 * rates with 95% Wilson intervals (each side's and, with `armies`, each army's share of the decisive games),
 * game length, per-unit survival, with `swaps` every seed again with the sides exchanged, with `unitFigures`
 * each unit's kills and points destroyed per point spent, and with `rules` which catalogue rules occurred in
 * how many games. The report is the same for a given
 * seed whatever the number of workers.
 * @example
 * const report = await simulate({ ruleset: xenocide, setup, bots: { red: randomBot(), blue: randomBot() },
 *   games: 200, seed: 1, workers: 2 });
 * console.log(report.wins.red.rate, report.wins.red.low, report.wins.red.high);
 */
export async function simulate<Setup>(options: SimulateOptions<Setup>): Promise<SimulationReport> {
  const seeds = positiveInteger('games', options.games);
  const swaps = options.swaps ?? [];
  const games = seeds * (1 + swaps.length);
  const workers = Math.min(games, positiveInteger('workers', options.workers ?? 1));
  if (options.seed === undefined) throw new TypeError('simulate: seed is required (an integer or a string).');
  const modules = options.modules ?? {};
  const results: GameResult[] = [];
  const record = (result: GameResult) => {
    results.push(result);
    options.onProgress?.({ done: results.length, total: games });
  };
  let rulesetId: string;
  let names: Record<PlayerId, string> = {};
  if (workers === 1) {
    const job = await loadInProcess(options as SimulateOptions, modules);
    rulesetId = job.ruleset.id;
    for (const [player, bot] of Object.entries(job.bots)) names[player] = bot.name;
    for (let index = 0; index < games; index++) {
      record(playIndexedGame(job, index));
      if (index % 8 === 7) await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    const ref = rulesetRefFor(options.ruleset);
    const bots: Record<PlayerId, BotRecipe> = {};
    for (const [player, bot] of Object.entries(options.bots)) bots[player] = botRecipeFor(player, bot);
    const live = isModuleRef(options.ruleset) ? undefined : options.ruleset;
    for (const [name, hook] of [
      ['unitFigures', options.unitFigures],
      ['roles', options.roles],
    ] as const) {
      if (typeof hook === 'function') {
        throw new Error(
          `simulate: worker threads cannot receive a ${name} function; pass ${name}: true for a bundled ruleset or use workers: 1.`,
        );
      }
    }
    const job: SimulationJob = {
      ruleset: ref,
      ...(live ? { rulesetVersion: live.version } : {}),
      setup: options.setup,
      ...(swaps.length > 0 ? { swaps: swaps.map((s) => s.setup) } : {}),
      ...(options.unitFigures ? { figures: true } : {}),
      ...(options.roles ? { roles: true } : {}),
      bots,
      seed: options.seed,
      maxCommands: options.maxCommands ?? 20_000,
      keepState: options.survival !== undefined,
      ...(options.rules ? { rules: true } : {}),
    };
    const entry = options.workerEntry ?? defaultWorkerEntry();
    const loaded = await runOnWorkers({ job, games, workers, entry, onResult: record });
    rulesetId = loaded.ruleset;
    names = { ...loaded.bots };
  }
  return buildReport(
    {
      ruleset: rulesetId,
      seed: options.seed,
      workers,
      bots: names,
      ...(options.survival ? { survival: options.survival } : {}),
      ...(options.rules ? { rules: true } : {}),
      ...(options.unitFigures ? { figures: true } : {}),
      ...(options.roles ? { roles: true } : {}),
      arrangements: [options.armies ?? {}, ...swaps.map((s) => s.armies)],
    },
    results,
  );
}
