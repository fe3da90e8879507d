import fc from 'fast-check';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { xenosZealots } from '../../../src/rulesets/xenos-zealots/index';
import { scale } from '../../support/scale';
import { XZ_SETUPS, xzRuleset } from '../../support/xenos-zealots';

// The long suite plays 500 random games (both tables, both seatings, roles agreed or rolled for): about
// 0.45 s a game on one core, some 4 minutes in all; the quick suite plays 3.
describe('xenos-zealots random full games (fast-check)', () => {
  it('random legal play never throws and never breaks an invariant', () => {
    let games = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...XZ_SETUPS),
        fc.constantFrom(undefined, 'zealots', 'xenos'),
        (seed, base, attacker) => {
          const setup = attacker === undefined ? base : { ...base, attacker };
          let checked = 0;
          const match = playRandomGame(xzRuleset, setup, {
            seed,
            onCommand(state) {
              // Wounds within bounds, no counter on poor morale (R23), live leaders, structure = wounds (R11), ...
              expect(xenosZealots.invariants(state.game)).toEqual([]);
              checked += 1;
            },
          });
          expect(match.state.outcome).toBeDefined();
          expect(checked).toBeGreaterThan(0);
          games += 1;
        },
      ),
      { numRuns: scale(3, 500), seed: 2026 },
    );
    expect(games).toBe(scale(3, 500));
  });
});
