import { describe, expect, it } from 'vitest';
import { type Bot, randomBot } from '../../../../src/bots/index';
import { sqHeuristicBot } from '../../../../src/rulesets/squad-pinning/bots/heuristic';
import { squadPinning } from '../../../../src/rulesets/squad-pinning/ruleset';
import { playGame } from '../../../../src/sim/index';
import { LONG, scale } from '../../../support/scale';

// Issue 17 asks ≥ 90% against random play. Measured with bench/balance.ts on this code: 195/200 = 97.5%
// (seeds 1 and 2, 50 games a table). The long suite's 40 seeded games (each table, each force, each seat in turn)
// win 37; the floor is the goal, 90%. The quick suite plays 1 game and only checks it finishes.
describe('the Squad pinning heuristic bot against random play', () => {
  it('SQ-DEF-30 wins most seeded games on both tables, with either force, on either seat (at least 90%)', () => {
    const games = scale(1, 40);
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const forces = i % 2 === 0 ? ['linePatrol', 'strikePatrol'] : ['strikePatrol', 'linePatrol'];
      const hero = Math.floor(i / 2) % 2 === 0 ? 'red' : 'blue';
      const bots: Record<string, Bot> = {
        red: hero === 'red' ? (sqHeuristicBot() as Bot) : randomBot(),
        blue: hero === 'blue' ? (sqHeuristicBot() as Bot) : randomBot(),
      };
      const result = playGame({
        ruleset: squadPinning as never,
        setup: {
          players: [
            { id: 'red', force: forces[0] },
            { id: 'blue', force: forces[1] },
          ],
          scenario: Math.floor(i / 4) % 2 === 0 ? 'seize-the-ground' : 'annihilation',
        },
        bots,
        seed: 1000 + i,
      });
      expect(result.outcome).toBeDefined();
      if (result.outcome?.kind === 'win' && result.outcome.winners.includes(hero)) wins++;
    }
    console.info(`squad-pinning heuristic vs random: ${wins}/${games} wins`);
    if (LONG) expect(wins / games).toBeGreaterThanOrEqual(0.9);
  });
});
