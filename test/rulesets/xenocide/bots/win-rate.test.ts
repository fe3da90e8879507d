import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../../src/bots/index.js';
import { rulesetDescription } from '../../../../src/registry.js';
import { xenocideHeuristicBot } from '../../../../src/rulesets/xenocide/index.js';
import { playGame } from '../../../../src/sim/index.js';

const entry = rulesetDescription('xenocide');
if (!entry) throw new Error('the registry has no xenocide entry');

// Whole games against the random bot (long suite: ~8 s); the quick suite tests the bot's decisions.
describe('the Xenocide heuristic bot against random play', () => {
  it('wins a clear majority of seeded games against the random bot', () => {
    const setup = entry.setup({ scenario: 'seize-ground' });
    let wins = 0;
    const games = 10;
    for (let i = 0; i < games; i++) {
      const side = i % 2 === 0 ? 'red' : 'blue';
      const bots = {
        red: side === 'red' ? xenocideHeuristicBot() : randomBot(),
        blue: side === 'blue' ? xenocideHeuristicBot() : randomBot(),
      };
      const game = playGame({ ruleset: entry.ruleset, setup, bots, seed: 40 + i });
      if (game.outcome?.kind === 'win' && game.outcome.winners.includes(side)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(7);
  });
});
