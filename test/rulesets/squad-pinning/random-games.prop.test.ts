import fc from 'fast-check';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { squadPinning } from '../../../src/rulesets/squad-pinning/ruleset';
import type { SqState } from '../../../src/rulesets/squad-pinning/state';
import { scale } from '../../support/scale';

const GAMES = scale(3, 500);

/** Models that have died, by id: a model never comes back (checked across a game). */
function deadModels(state: SqState): string[] {
  return state.units.flatMap((u) => u.models.filter((m) => !m.alive).map((m) => m.id));
}

// The long suite plays 500 random games from the roll-off to the result, both tables and seatings, 2, 4 or 6
// turns (about 0.2 s a game on one core); the quick suite plays 3. After every command: the invariants (Broken
// units are Pinned, gone units have no living models, no unit both embarked and on the table, engagement is
// mutual), smoke on the table, and no model revives.
describe('squad-pinning random full games (fast-check)', () => {
  it('random legal play never throws and never breaks an invariant', () => {
    let games = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('seize-the-ground' as const, 'annihilation' as const),
        fc.boolean(),
        fc.constantFrom(2, 4, 6),
        (seed, scenario, swap, turns) => {
          const forces = swap
            ? (['strikePatrol', 'linePatrol'] as const)
            : (['linePatrol', 'strikePatrol'] as const);
          const setup = {
            players: [
              { id: 'red', force: forces[0] },
              { id: 'blue', force: forces[1] },
            ],
            scenario,
            params: { turns },
          };
          let dead = new Set<string>();
          const match = playRandomGame(squadPinning, setup, {
            seed,
            onCommand(state) {
              const game = state.game as SqState;
              expect(squadPinning.invariants(game)).toEqual([]);
              const now = deadModels(game);
              for (const id of dead) expect(now).toContain(id);
              dead = new Set(now);
            },
          });
          expect(match.state.outcome).toBeDefined();
          games += 1;
        },
      ),
      { numRuns: GAMES, seed: 2026 },
    );
    expect(games).toBe(GAMES);
  });
});
