import { isDeepStrictEqual } from 'node:util';
import { createGame } from 'sandtable';
import { playRandomGame } from 'sandtable/testing';
import { describe, expect, it } from 'vitest';
import { rampant } from '../../../src/rulesets/rampant/ruleset';
import { type RmpState, RmpStateSchema } from '../../../src/rulesets/rampant/state';
import { LONG, scale } from '../../support/scale';

const GAMES = scale(1, 20);
const TABLES = ['broken-ground', 'colony-outskirts'] as const;
const ARMIES = ['expedition', 'hive', 'armoured', 'swarm'] as const;

/**
 * Game `i`'s setup: red walks the four armies, blue is offset by a step that grows every four games (so the
 * pairings vary, mirrors included), and the table switches every four games (so each army plays on both).
 */
function setupOf(i: number) {
  return {
    players: [
      { id: 'red', army: ARMIES[i % 4] as string },
      { id: 'blue', army: ARMIES[(i + 1 + Math.floor(i / 4)) % 4] as string },
    ],
    scenario: TABLES[Math.floor(i / 4) % 2] as string,
    // The quick suite plays one short game; the long one full-length games.
    ...(LONG ? {} : { params: { maxTurns: 2 } }),
  };
}

/** The state parses with the schema and parsing gives back an equal state (nothing dropped, added or changed). */
function roundTrips(state: RmpState, where: string): void {
  const parsed = RmpStateSchema.safeParse(state);
  if (!parsed.success)
    throw new Error(`${where}: the schema rejects a real state: ${JSON.stringify(parsed.error.issues)}`);
  // isDeepStrictEqual is the cheap check; toStrictEqual only runs to show the difference.
  if (!isDeepStrictEqual(parsed.data, state)) expect(parsed.data, where).toStrictEqual(state);
}

// Every state reached in real play (the created game, then after every accepted command of random legal games)
// is a valid RmpState by its own schema, and round-trips through it. Quick: 1 game of 2 turns; long: 20 full
// games over both tables and all four armies.
describe('rampant state schema (RMP state)', () => {
  it('every state reached in random play parses with RmpStateSchema and round-trips', () => {
    let states = 0;
    for (let i = 0; i < GAMES; i++) {
      const setup = setupOf(i);
      const seed = 7001 + i;
      roundTrips(createGame(rampant, setup as never, { seed }).game as RmpState, `game ${i} start`);
      const match = playRandomGame(rampant, setup as never, {
        seed,
        onCommand(state, _events, index) {
          roundTrips(state.game as RmpState, `game ${i} (${JSON.stringify(setup)}) after command ${index}`);
          states += 1;
        },
      });
      expect(match.state.outcome).toBeDefined();
    }
    expect(states).toBeGreaterThan(GAMES * 10);
  });
});
