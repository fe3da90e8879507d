import fc from 'fast-check';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { wastelandTactics } from '../../../src/rulesets/wasteland-tactics/index';
import { scale } from '../../support/scale';
import { setupFor } from '../../support/wasteland-tactics';

describe('wasteland-tactics random full games (fast-check)', () => {
  it('random legal play with 2, 3 and 4 players never throws and never breaks an invariant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.constantFrom(2, 3, 4), (seed, players) => {
        const setup = setupFor(players, 1 + (seed % 10));
        let checked = 0;
        const match = playRandomGame(wastelandTactics, setup, {
          seed,
          onCommand(state) {
            // Markers ≥ 0, no unit with 3+ markers after a morale phase, wounds within Tough bounds, ...
            expect(wastelandTactics.invariants(state.game)).toEqual([]);
            checked += 1;
          },
        });
        expect(match.state.outcome).toBeDefined();
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: scale(2, 60), seed: 2026 },
    );
  });
});
