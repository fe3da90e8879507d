import type { GameState } from 'sandtable';

/** How often one catalogue rule was named over a batch of games. */
export interface RuleReach {
  /** Games in which an event or an open prompt named it at least once. */
  readonly games: number;
  /** Events that named it, plus decisions taken while an open prompt named it, over all games. */
  readonly times: number;
}

/** Rule ID → how often it was named, keys sorted by ID. */
export type RuleReachReport = Readonly<Record<string, RuleReach>>;

/** Rule ID → how many times it was named in one game (plain data, so worker threads can send it). */
export type GameRuleCounts = Readonly<Record<string, number>>;

/** A catalogue rule ID: `XEN-SUP-04`, `WT-ACT-01`, `XEN-HIT-03a`. */
const RULE_ID = /^[A-Z]{2,5}-[A-Z]{2,6}-\d{1,3}[a-z]?$/;

/**
 * The catalogue rule IDs a value (an event, a prompt, a dice request) names in its `rules` field; other
 * strings there (a unit's special rules such as `'Tough 2'`) are not rule IDs and are left out.
 */
export function rulesNamedBy(value: unknown): readonly string[] {
  if (typeof value !== 'object' || value === null) return [];
  const rules = (value as { readonly rules?: unknown }).rules;
  if (!Array.isArray(rules)) return [];
  return rules.filter((rule): rule is string => typeof rule === 'string' && RULE_ID.test(rule));
}

/** Counts the rule IDs one game names, event by event and decision by decision. */
export interface RuleTally {
  /** Counts the rules of every open prompt (and of a manual-dice request) of a state a player is asked in. */
  decision(state: GameState): void;
  /** Counts the rules each event names. */
  events(events: Iterable<unknown>): void;
  /** The counts so far, by rule ID (sorted). */
  counts(): GameRuleCounts;
}

/** A fresh tally for one game. */
export function ruleTally(): RuleTally {
  const counts = new Map<string, number>();
  const add = (value: unknown) => {
    for (const rule of rulesNamedBy(value)) counts.set(rule, (counts.get(rule) ?? 0) + 1);
  };
  return {
    decision(state) {
      for (const prompt of state.pending) add(prompt);
      if (state.awaitingDice) add(state.awaitingDice.request);
    },
    events(events) {
      for (const event of events) add(event);
    },
    counts: () => Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))),
  };
}

/**
 * Merges per-game counts into the reach report: for each rule ID, in how many games it was named and how many
 * times in all, sorted by ID. The result does not depend on the order of the games.
 */
export function mergeRuleCounts(games: Iterable<GameRuleCounts>): RuleReachReport {
  const merged = new Map<string, { games: number; times: number }>();
  for (const counts of games) {
    for (const [rule, times] of Object.entries(counts)) {
      if (times <= 0) continue;
      const entry = merged.get(rule) ?? { games: 0, times: 0 };
      entry.games += 1;
      entry.times += times;
      merged.set(rule, entry);
    }
  }
  return Object.fromEntries([...merged].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
