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

/** One side's (or one army's) record over the decisive games: those with a winner. */
export interface DecisiveRecord {
  /** Games played. */
  readonly games: number;
  /** Decisive games played (won by someone). */
  readonly decisive: number;
  /** Games won, of all its games. */
  readonly wins: Rate;
  /** Its share of the decisive games it played: wins over decisive games, with the Wilson interval. */
  readonly share: Rate;
}

/** An army's record: overall, and on each side it played. */
export interface ArmyRecord extends DecisiveRecord {
  /** The same record split by the seat the army played. */
  readonly bySide: Readonly<Record<PlayerId, DecisiveRecord>>;
}

/** A role's record (attacker, defender): overall and for each army that played it. */
export interface RoleRecord extends DecisiveRecord {
  /** The same record split by the army that played the role (by side when the armies are not named). */
  readonly byArmy: Readonly<Record<string, DecisiveRecord>>;
}

/** One unit's figures summed over the games it played. */
export interface UnitRecord {
  /** Games it played. */
  readonly games: number;
  /** What it costs. */
  readonly points: number;
  /** Games it survived. */
  readonly survival: Rate;
  /** Enemy models it removed per game, on average. */
  readonly kills: number;
  /** Points of enemy models it removed per game, on average. */
  readonly pointsDestroyed: number;
  /** Points destroyed per point spent: its total destroyed over its cost times the games it played. */
  readonly pointsPerPoint: number;
}

/** One arrangement of a simulation: a setup and the army each player brings in it, by name. */
export interface SideArrangement<Setup = unknown> {
  readonly setup: Setup;
  readonly armies: Readonly<Record<PlayerId, string>>;
}

/** Per-unit survival as a ruleset exposes it: unit key → whether the unit is still in the game. */
export type SurvivalHook = (state: GameState) => Readonly<Record<string, boolean>>;

/** What {@link simulate} returns: the rates over all games and each game's result. */
export interface SimulationReport {
  readonly ruleset: string;
  readonly seed: Seed;
  /** Games played: seeds × arrangements. */
  readonly games: number;
  /** Seeds played; each is played once per arrangement (twice with the sides swapped). */
  readonly seeds: number;
  /** The army each player brings in each arrangement, by name (empty when the caller named none). */
  readonly arrangements: readonly Readonly<Record<PlayerId, string>>[];
  readonly workers: number;
  /** The bot's name for each player. */
  readonly bots: Readonly<Record<PlayerId, string>>;
  /** Games each player won (a shared win counts for every winner). */
  readonly wins: Readonly<Record<PlayerId, Rate>>;
  readonly draws: Rate;
  /** Games won by someone (neither drawn nor unfinished). */
  readonly decisive: Rate;
  /** Each player's (side's) record, with its share of the decisive games. */
  readonly sides: Readonly<Record<PlayerId, DecisiveRecord>>;
  /** Each army's record, overall and per side, when the armies are named. */
  readonly armies?: Readonly<Record<string, ArmyRecord>>;
  /** With roles: each role's record (attacker, defender) over the games that gave roles, and per army. */
  readonly roles?: Readonly<Record<string, RoleRecord>>;
  /**
   * With unit figures: each unit's survival, kills and points destroyed, keyed `army › unit` (or
   * `player › unit` when the armies are not named).
   */
  readonly units?: Readonly<Record<string, UnitRecord>>;
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
  /** The army names of each arrangement (empty records when not named). */
  readonly arrangements: readonly Readonly<Record<PlayerId, string>>[];
  /** Sum the games' per-unit figures into `units`. */
  readonly figures?: boolean;
  /** Count each role's record into `roles`. */
  readonly roles?: boolean;
}

interface Tally {
  games: number;
  decisive: number;
  wins: number;
}

const tally = (): Tally => ({ games: 0, decisive: 0, wins: 0 });

const record = (t: Tally): DecisiveRecord => ({
  games: t.games,
  decisive: t.decisive,
  wins: rateOf(t.wins, t.games),
  share: rateOf(t.wins, t.decisive),
});

function sortedRecord<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Aggregates results (sorted by index, so the report does not depend on completion order). */
export function buildReport(context: ReportContext, results: readonly GameResult[]): SimulationReport {
  const sorted = [...results].sort((a, b) => a.index - b.index);
  const games = sorted.length;
  const players = Object.keys(context.bots);
  const wins = new Map<PlayerId, number>(players.map((p) => [p, 0]));
  const sides = new Map<PlayerId, Tally>(players.map((p) => [p, tally()]));
  const named = context.arrangements.some((a) => Object.keys(a).length > 0);
  const armies = new Map<string, { all: Tally; bySide: Map<PlayerId, Tally> }>();
  const units = new Map<
    string,
    { games: number; points: number; survived: number; kills: number; destroyed: number }
  >();
  const survived = new Map<string, number>();
  const roles = new Map<string, { all: Tally; byArmy: Map<string, Tally> }>();
  let decisive = 0;
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
    const won = outcome?.kind === 'win';
    if (!outcome) unfinished++;
    else if (outcome.kind === 'draw') draws++;
    else {
      decisive++;
      for (const winner of outcome.winners) wins.set(winner, (wins.get(winner) ?? 0) + 1);
    }
    const names = context.arrangements[result.arrangement ?? 0] ?? {};
    for (const player of players) {
      const winner = won && outcome.winners.includes(player);
      const count = (t: Tally) => {
        t.games++;
        if (won) t.decisive++;
        if (winner) t.wins++;
      };
      count(sides.get(player) as Tally);
      const role = result.roles?.[player];
      if (role !== undefined) {
        let entry = roles.get(role);
        if (!entry) {
          entry = { all: tally(), byArmy: new Map() };
          roles.set(role, entry);
        }
        count(entry.all);
        const by = names[player] ?? player;
        let armyTally = entry.byArmy.get(by);
        if (!armyTally) {
          armyTally = tally();
          entry.byArmy.set(by, armyTally);
        }
        count(armyTally);
      }
      const army = names[player];
      if (named && army !== undefined) {
        let entry = armies.get(army);
        if (!entry) {
          entry = { all: tally(), bySide: new Map() };
          armies.set(army, entry);
        }
        count(entry.all);
        let side = entry.bySide.get(player);
        if (!side) {
          side = tally();
          entry.bySide.set(player, side);
        }
        count(side);
      }
    }
    for (const figure of result.figures ?? []) {
      const key = `${names[figure.player] ?? figure.player} › ${figure.unit}`;
      const unit = units.get(key) ?? { games: 0, points: figure.points, survived: 0, kills: 0, destroyed: 0 };
      unit.games++;
      if (figure.survived) unit.survived++;
      unit.kills += figure.kills;
      unit.destroyed += figure.pointsDestroyed;
      units.set(key, unit);
    }
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
    seeds: Math.ceil(games / Math.max(1, context.arrangements.length)),
    arrangements: context.arrangements,
    workers: context.workers,
    bots: context.bots,
    wins: Object.fromEntries([...wins].map(([p, n]) => [p, rateOf(n, games)])),
    draws: rateOf(draws, games),
    decisive: rateOf(decisive, games),
    sides: Object.fromEntries([...sides].map(([p, t]) => [p, record(t)])),
    ...(named
      ? {
          armies: sortedRecord(
            [...armies].map(([name, a]): [string, ArmyRecord] => [
              name,
              {
                ...record(a.all),
                // In seat order, whichever side the army played first.
                bySide: Object.fromEntries(
                  players.flatMap((p) => {
                    const t = a.bySide.get(p);
                    return t ? [[p, record(t)]] : [];
                  }),
                ),
              },
            ]),
          ),
        }
      : {}),
    ...(context.roles
      ? {
          roles: sortedRecord(
            [...roles].map(([role, r]): [string, RoleRecord] => [
              role,
              { ...record(r.all), byArmy: sortedRecord([...r.byArmy].map(([a, t]) => [a, record(t)])) },
            ]),
          ),
        }
      : {}),
    ...(context.figures
      ? {
          units: sortedRecord(
            [...units].map(([key, u]): [string, UnitRecord] => [
              key,
              {
                games: u.games,
                points: u.points,
                survival: rateOf(u.survived, u.games),
                kills: u.kills / u.games,
                pointsDestroyed: u.destroyed / u.games,
                pointsPerPoint: u.points > 0 ? u.destroyed / (u.points * u.games) : 0,
              },
            ]),
          ),
        }
      : {}),
    unfinished: rateOf(unfinished, games),
    length: { mean: games === 0 ? 0 : total / games, min: games === 0 ? 0 : min, max },
    survival: Object.fromEntries(keys.map((k) => [k, rateOf(survived.get(k) ?? 0, games)])),
    ...(context.rules ? { rules: mergeRuleCounts(sorted.map((r) => r.rules ?? {})) } : {}),
    results: sorted.map(({ state: _state, rules: _rules, figures: _figures, ...rest }) => rest),
  };
}
