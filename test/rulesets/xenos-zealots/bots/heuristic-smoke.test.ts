import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../../src/bots/index';
import { XZ_HEURISTIC_NAME, xzHeuristicBot } from '../../../../src/rulesets/xenos-zealots/bots/heuristic-bot';
import {
  BUNDLED_SCENARIO_IDS,
  BUNDLED_SCENARIO_INPUTS,
} from '../../../../src/rulesets/xenos-zealots/data/bundled';
import { xenosZealots } from '../../../../src/rulesets/xenos-zealots/ruleset';
import { playGame } from '../../../../src/sim/index';

// Whole games against the random bot on each bundled table (quick: two turns each; the rate is in win-rate.prop).
describe('the Xenos & Zealots heuristic bot in whole games', () => {
  it.each(BUNDLED_SCENARIO_IDS)(
    'R2 plays two turns of %s to a result against the random bot, every command accepted',
    (scenario) => {
      const result = playGame({
        ruleset: xenosZealots as never,
        setup: {
          players: [
            { id: 'zealots', force: 'ashen-sun-crusade' },
            { id: 'xenos', force: 'vyrkai-brood' },
          ],
          scenario: { ...BUNDLED_SCENARIO_INPUTS[scenario], maxTurns: 2 },
        },
        bots: { zealots: xzHeuristicBot(), xenos: randomBot() },
        seed: 7,
      });
      expect(result.outcome).toBeDefined();
      expect(xzHeuristicBot().name).toBe(XZ_HEURISTIC_NAME);
    },
  );
});
