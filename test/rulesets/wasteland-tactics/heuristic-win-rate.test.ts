import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { wastelandHeuristicPolicy, wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { setupFor } from '../../support/wasteland-tactics';

// Whole games against the random bot (long suite: ~5 s); the quick suite tests the policy's decisions.
describe('the heuristic bot (wastelandHeuristicPolicy) against random play', () => {
  it('beats uniform random choice in most of 20 seeded 2-player games, playing either side', () => {
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const hero = seed % 2 === 0 ? 'red' : 'blue';
      const match = playRandomGame(wastelandTactics, setupFor(2, 10, 'small', { maxRounds: 5 }), {
        seed,
        policy: ({ state, player, legal }) =>
          player === hero ? wastelandHeuristicPolicy(state, player, legal) : undefined,
      });
      const outcome = match.state.outcome;
      expect(outcome).toBeDefined();
      if (outcome?.kind === 'win' && outcome.winners.includes(hero)) wins += 1;
    }
    console.info(`wasteland heuristic bot vs random: ${wins}/20 wins`);
    expect(wins).toBeGreaterThan(10);
  });
});
