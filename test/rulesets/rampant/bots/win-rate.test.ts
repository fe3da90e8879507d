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

// Issue 18 asks ≥ 90% against random play. Measured (bench/balance.ts, 20 games a table): the Expedition, the
// Armoured Column and the swarm list win 100%; the Hive 65% (13/20; 53%, 42/80, over 80 games a force), because the catalogue's class table makes a
// melee army that must cross the table under fire from four extreme-range shooters (random against random, the
// Hive wins 2 of 16). These 40 seeded games (10 with each army on the heuristic's side) won expedition 10/10,
// armoured 10/10, swarm 8/10, hive 7/10; the floors (80%, Hive 60%; the games are seeded, so they replay exactly) catch a bot change that loses ground. The
// issue's 90% with the Hive is not met (see docs/rampant.md). Long suite only.
describe('the Rampant heuristic bot against random play', () => {
  it('RMP-DEF-21 wins most seeded games on both tables with every army, on either seat', () => {
    const tally = new Map<string, { wins: number; games: number }>();
    for (let i = 0; i < 40; i++) {
      const armies = PAIRS[i % 4] as (typeof PAIRS)[number];
      const hero = Math.floor(i / 4) % 2 === 0 ? 'red' : 'blue';
      const heroArmy = hero === 'red' ? armies[0] : armies[1];
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
      const t = tally.get(heroArmy) ?? { wins: 0, games: 0 };
      t.games += 1;
      if (result.outcome?.kind === 'win' && result.outcome.winners.includes(hero)) t.wins += 1;
      tally.set(heroArmy, t);
    }
    console.info(
      `rampant heuristic vs random: ${[...tally].map(([a, t]) => `${a} ${t.wins}/${t.games}`).join(', ')}`,
    );
    for (const [army, t] of tally)
      expect(t.wins / t.games, army).toBeGreaterThanOrEqual(army === 'hive' ? 0.6 : 0.8);
  });
});
