import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../../../src/bots/index';
import { rmpHeuristicBot } from '../../../../src/rulesets/rampant/bots/heuristic';
import { rampant } from '../../../../src/rulesets/rampant/ruleset';
import { playGame } from '../../../../src/sim/index';

const PAIRS = [
  ['expedition', 'hive'],
  ['hive', 'expedition'],
  ['armoured', 'swarm'],
  ['swarm', 'armoured'],
] as const;

// Issue 18 asks ≥ 90% against random play. 40 seeded games (each table, each army pair, each seat in turn) must
// win at least 90%. Long suite only (vitest.config.ts LONG_ONLY_TESTS): whole heuristic games.
describe('the Rampant heuristic bot against random play', () => {
  it('RMP-DEF-21 wins most seeded games on both tables, with every army, on either seat (at least 90%)', () => {
    const games = 40;
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const armies = PAIRS[i % 4] as (typeof PAIRS)[number];
      const hero = Math.floor(i / 4) % 2 === 0 ? 'red' : 'blue';
      const bots: Record<string, Bot> = {
        red: hero === 'red' ? (rmpHeuristicBot() as Bot) : randomBot(),
        blue: hero === 'blue' ? (rmpHeuristicBot() as Bot) : randomBot(),
      };
      const result = playGame({
        ruleset: rampant as never,
        setup: {
          players: [
            { id: 'red', army: armies[0] },
            { id: 'blue', army: armies[1] },
          ],
          scenario: Math.floor(i / 8) % 2 === 0 ? 'broken-ground' : 'colony-outskirts',
        },
        bots,
        seed: 1000 + i,
      });
      expect(result.outcome).toBeDefined();
      if (result.outcome?.kind === 'win' && result.outcome.winners.includes(hero)) wins++;
    }
    console.info(`rampant heuristic vs random: ${wins}/${games} wins`);
    expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
