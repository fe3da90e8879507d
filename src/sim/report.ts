import type { GameState, PlayerId, Seed } from 'sandtable';
import type { GameResult } from './job.js';
import { mergeRuleCounts, type RuleReachReport } from './rule-tally.js';
import { wilsonInterval } from './wilson.js';

/** How often something happened, with its 95% Wilson interval. */
export interface Rate {
  readonly count: number;
  /** `count / games`. */
  readonly rate: number;
  readonly low: number;
  readonly high: number;
}

/** Per-unit survival as a ruleset exposes it: unit key → whether the unit is still in the game. */
export type SurvivalHook = (state: GameState) => Readonly<Record<string, boolean>>;

/** What {@link simulate} returns: the rates over all games and each game's result. */
export interface SimulationReport {
  readonly ruleset: string;
  readonly seed: Seed;
  readonly games: number;
  readonly workers: number;
  /** The bot's name for each player. */
  readonly bots: Readonly<Record<PlayerId, string>>;
  /** Games each player won (a shared win counts for every winner). */
  readonly wins: Readonly<Record<PlayerId, Rate>>;
  readonly draws: Rate;
  /** Games stopped at `maxCommands` without an outcome. */
  readonly unfinished: Rate;
  /** Game length in accepted commands. */
  readonly length: { readonly mean: number; readonly min: number; readonly max: number };
  /** Survival rate of each unit the survival hook reports, by key (empty without a hook). */
  readonly survival: Readonly<Record<string, Rate>>;
  /**
   * With `rules: true`: each catalogue rule ID an event or open prompt named, in how many games and how many
   * times in all, sorted by ID.
   */
  readonly rules?: RuleReachReport;
  /** Every game, by index (without final states or rule counts). */
  readonly results: readonly GameResult[];
}

/** A count as a {@link Rate} of `games`. */
export function rateOf(count: number, games: number): Rate {
  const { low, high } = wilsonInterval(count, games);
  return { count, rate: games === 0 ? 0 : count / games, low, high };
}

/** Facts of the run that are not game results. */
export interface ReportContext {
  readonly ruleset: string;
  readonly seed: Seed;
  readonly workers: number;
  readonly bots: Readonly<Record<PlayerId, string>>;
  readonly survival?: SurvivalHook;
  /** Merge the games' rule counts into `rules`. */
  readonly rules?: boolean;
}

/** Aggregates results (sorted by index, so the report does not depend on completion order). */
export function buildReport(context: ReportContext, results: readonly GameResult[]): SimulationReport {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const games = sorted.length;
  const players = Object.keys(context.bots);
  const wins = new Map<PlayerId, number>(players.map((p) => [p, 0]));
  const survived = new Map<string, number>();
  let draws = 0;
  let unfinished = 0;
  let total = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = 0;
  for (const result of sorted) {
    total += result.commands;
    min = Math.min(min, result.commands);
    max = Math.max(max, result.commands);
    const outcome = result.outcome;
    if (!outcome) unfinished++;
    else if (outcome.kind === 'draw') draws++;
    else for (const winner of outcome.winners) wins.set(winner, (wins.get(winner) ?? 0) + 1);
    if (context.survival && result.state) {
      for (const [key, alive] of Object.entries(context.survival(result.state)))
        survived.set(key, (survived.get(key) ?? 0) + (alive ? 1 : 0));
    }
  }
  const keys = [...survived.keys()].sort();
  return {
    ruleset: context.ruleset,
    seed: context.seed,
    games,
    workers: context.workers,
    bots: context.bots,
    wins: Object.fromEntries([...wins].map(([p, n]) => [p, rateOf(n, games)])),
    draws: rateOf(draws, games),
    unfinished: rateOf(unfinished, games),
    length: { mean: games === 0 ? 0 : total / games, min: games === 0 ? 0 : min, max },
    survival: Object.fromEntries(keys.map((k) => [k, rateOf(survived.get(k) ?? 0, games)])),
    ...(context.rules ? { rules: mergeRuleCounts(sorted.map((r) => r.rules ?? {})) } : {}),
    results: sorted.map(({ state: _state, rules: _rules, ...rest }) => rest),
  };
}
