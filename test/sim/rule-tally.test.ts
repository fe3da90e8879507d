import { describe, expect, it } from 'vitest';
import { randomBot } from '../../src/bots/index.js';
import {
  deriveSeed,
  mergeRuleCounts,
  playGame,
  rulesNamedBy,
  ruleTally,
  simulate,
} from '../../src/sim/index.js';
import { EVENT_RULES, taggedDuel } from '../fixtures/tagged-duel.js';

const setup = { players: ['red', 'blue'], hp: 3 };
const bots = { red: randomBot(), blue: randomBot() };
/** What the report should say, counted independently from each game's events (replayed with playGame). */
function eventCountsOf(games: number, seed: number) {
  const perGame = Array.from({ length: games }, (_, i) => {
    const game = playGame({ ruleset: taggedDuel, setup, bots, seed: deriveSeed(seed, i) });
    const counts = new Map<string, number>();
    for (const event of game.events)
      for (const rule of EVENT_RULES[event.type] ?? [])
        if (rule.includes('-')) counts.set(rule, (counts.get(rule) ?? 0) + 1);
    return counts;
  });
  const games_ = (rule: string) => perGame.filter((c) => c.has(rule)).length;
  const times = (rule: string) => perGame.reduce((n, c) => n + (c.get(rule) ?? 0), 0);
  return { games: games_, times };
}

describe('the reach report: which catalogue rules events and prompts name', () => {
  it('reads only catalogue rule IDs from a rules field', () => {
    expect(
      rulesNamedBy({ type: 'x', rules: ['XEN-SUP-04', 'Tough 2', 7, 'WT-ACT-01', 'XEN-HIT-03a'] }),
    ).toEqual(['XEN-SUP-04', 'WT-ACT-01', 'XEN-HIT-03a']);
    expect(rulesNamedBy({ type: 'x' })).toEqual([]);
    expect(rulesNamedBy(null)).toEqual([]);
  });

  it('merges per-game counts into games and times per rule, sorted by ID, whatever the order of the games', () => {
    const a = { 'XEN-SUP-04': 2, 'XEN-HIT-03': 1 };
    const b = { 'XEN-HIT-03': 4, 'XEN-AST-01': 0 };
    const expected = { 'XEN-HIT-03': { games: 2, times: 5 }, 'XEN-SUP-04': { games: 1, times: 2 } };
    expect(mergeRuleCounts([a, b])).toEqual(expected);
    expect(Object.keys(mergeRuleCounts([b, a]))).toEqual(['XEN-HIT-03', 'XEN-SUP-04']);
  });

  it('counts a prompt rule once per decision taken while the prompt is open, and event rules once per event', () => {
    const tally = ruleTally();
    const prompt = { player: 'red', kind: 'bid', commands: ['bid'], rules: ['DUEL-BID-01'] };
    tally.decision({ pending: [prompt, { ...prompt, player: 'blue' }] } as never);
    tally.events([{ type: 'attacked', rules: ['DUEL-ATK-01'] }, { type: 'passed' }]);
    expect(tally.counts()).toEqual({ 'DUEL-ATK-01': 1, 'DUEL-BID-01': 2 });
  });

  it('simulate({ rules: true }) reports each rule in how many games it occurred and how many times', async () => {
    const report = await simulate({ ruleset: taggedDuel, setup, bots, games: 12, seed: 5, rules: true });
    const rules = report.rules ?? {};
    expect(Object.keys(rules)).toEqual([...Object.keys(rules)].sort());
    const expected = eventCountsOf(12, 5);
    // Events only: the counts an independent replay finds.
    for (const rule of ['DUEL-MOV-01', 'DUEL-ATK-01', 'DUEL-ATK-03', 'DUEL-BID-03'])
      expect(rules[rule] ?? { games: 0, times: 0 }, rule).toEqual({
        games: expected.games(rule),
        times: expected.times(rule),
      });
    // Every game opens with a secret bid (a prompt per player) and a revealed order.
    expect(rules['DUEL-BID-01']?.games).toBe(12);
    expect(rules['DUEL-BID-01']?.times).toBeGreaterThan(expected.times('DUEL-BID-01'));
    expect(rules['DUEL-ACT-01']?.games).toBe(12);
    expect(rules).not.toHaveProperty('Tough 2');
    expect(report.results[0]).not.toHaveProperty('rules');
  });

  it('leaves rules out of the report unless asked', async () => {
    const report = await simulate({ ruleset: taggedDuel, setup, bots, games: 2, seed: 5 });
    expect(report).not.toHaveProperty('rules');
  });
});
