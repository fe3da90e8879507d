import fc from 'fast-check';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import type { RmpEvent } from '../../../src/rulesets/rampant/events';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import type { RmpState } from '../../../src/rulesets/rampant/state';
import { scale } from '../../support/scale';

const GAMES = scale(3, 500);
const ARMIES = ['expedition', 'hive', 'armoured', 'swarm'] as const;

// The long suite plays 500 random games from the roll-off to the result, both tables, any two bundled armies,
// 3 to 12 turns; the quick suite plays 3. After every command: the invariants (SP within 0 and the start, models
// matching SP, removed units unmarked, embarked units in a transport), SP never rises, Suppressed units are in
// play, and the phase ends exactly at the first failed activation test.
describe('rampant random full games (fast-check)', () => {
  it('random legal play never throws and never breaks an invariant', () => {
    let games = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom('broken-ground' as const, 'colony-outskirts' as const),
        fc.constantFrom(...ARMIES),
        fc.constantFrom(...ARMIES),
        fc.constantFrom(3, 6, 12),
        (seed, scenario, a, b, maxTurns) => {
          const setup = {
            players: [
              { id: 'red', army: a },
              { id: 'blue', army: b },
            ],
            scenario,
            params: { maxTurns },
          };
          let sp = new Map<string, number>();
          const match = playRandomGame(rampant, setup, {
            seed,
            onCommand(state, events) {
              const game = state.game as RmpState;
              expect(rampant.invariants(game)).toEqual([]);
              for (const u of game.units) {
                expect(u.sp).toBeLessThanOrEqual(sp.get(u.id) ?? u.startSp);
                if (u.suppressed) expect(u.status === 'table' || u.status === 'embarked').toBe(true);
              }
              sp = new Map(game.units.map((u) => [u.id, u.sp]));
              const list = (events ?? []).map(
                (e) => (e as { event?: RmpEvent }).event ?? (e as unknown as RmpEvent),
              );
              const failed = list.findIndex((e) => e.type === 'activation-test' && !e.passed);
              if (failed >= 0) {
                // RMP-PHS-04/06: a failed test ends the phase at once: the phase-ended event follows it.
                const next = list
                  .slice(failed + 1)
                  .find((e) => e.type === 'phase-ended' || e.type === 'activation-test');
                expect(next?.type).toBe('phase-ended');
              }
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
