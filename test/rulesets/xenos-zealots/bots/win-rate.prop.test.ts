import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../../../src/bots/index';
import { xzHeuristicBot } from '../../../../src/rulesets/xenos-zealots/bots/heuristic-bot';
import { BUNDLED_FORCE_IDS, BUNDLED_SCENARIO_IDS } from '../../../../src/rulesets/xenos-zealots/data/bundled';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import { playGame } from '../../../../src/sim/index';
import { LONG, scale } from '../../../support/scale';

// DESIGN "Definition of done" 3 asks ≥ 90% against random play. Measured with bench/xz-balance.ts on this code:
// 189/200 = 94.5% (90–97%) over seeds 1 and 2 (Ashfall Crossing 98%, Hive Spire Assault 91%, its misses draws).
// The long suite's 40 seeded games (each table, each force, each seat in turn) win 36: the floor is the goal,
// 90%, so any regression on these seeds fails; the quick suite plays 2 games and only checks they finish.
describe('the Xenos & Zealots heuristic bot against random play', () => {
  it('R2 wins most seeded games on both tables, with either force, on either seat (at least 90%)', () => {
    const games = scale(2, 40);
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const forces = i % 2 === 0 ? BUNDLED_FORCE_IDS : [...BUNDLED_FORCE_IDS].reverse();
      const hero = Math.floor(i / 2) % 2 === 0 ? 'red' : 'blue';
      const bots: Record<string, Bot> = {
        red: hero === 'red' ? (xzHeuristicBot() as Bot) : randomBot(),
        blue: hero === 'blue' ? (xzHeuristicBot() as Bot) : randomBot(),
      };
      const result = playGame({
        ruleset: xenosZealots as never,
        setup: {
          players: [
            { id: 'red', force: forces[0] },
            { id: 'blue', force: forces[1] },
          ],
          scenario: BUNDLED_SCENARIO_IDS[Math.floor(i / 4) % 2],
        },
        bots,
        seed: 1000 + i,
      });
      expect(result.outcome).toBeDefined();
      if (result.outcome?.kind === 'win' && result.outcome.winners.includes(hero)) wins++;
    }
    console.info(`xenos-zealots heuristic vs random: ${wins}/${games} wins`);
    if (LONG) expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
