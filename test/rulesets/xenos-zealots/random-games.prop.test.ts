import fc from 'fast-check';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { BUNDLED_SCENARIO_INPUTS } from '../../../src/rulesets/xenos-zealots/index';
import { scale } from '../../support/scale';
import { XZ_SETUPS, xzRuleset } from '../../support/xenos-zealots';

const GAMES = scale(3, 500);

// The long suite plays 500 random games from set-up to the declared result: both tables, both seatings, roles
// agreed or rolled for, and a turn limit of 2, 4 or the tables' 6 (R2), so the runtime stays modest: measured at
// 0.4 s a game on one core (0.75 s for 6 turns), about 200 s in all. The quick suite plays 3.
describe('xenos-zealots random full games (fast-check)', () => {
  it('random legal play never throws and never breaks an invariant', () => {
    let games = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...XZ_SETUPS),
        fc.constantFrom(undefined, 'zealots', 'xenos'),
        fc.constantFrom(2, 4, 6),
        (seed, base, attacker, maxTurns) => {
          const table = BUNDLED_SCENARIO_INPUTS[base.scenario as keyof typeof BUNDLED_SCENARIO_INPUTS];
          const setup = { ...base, scenario: { ...table, maxTurns }, ...(attacker ? { attacker } : {}) };
          let checked = 0;
          const match = playRandomGame(xzRuleset, setup, {
            seed,
            onCommand(state) {
              // Wounds within bounds, no counter on poor morale (R23), live leaders, structure = wounds (R11), ...
              expect(xzRuleset.invariants(state.game)).toEqual([]);
              checked += 1;
            },
          });
          expect(match.state.outcome).toBeDefined();
          expect(checked).toBeGreaterThan(0);
          games += 1;
        },
      ),
      { numRuns: GAMES, seed: 2026 },
    );
    expect(games).toBe(GAMES);
  });
});
