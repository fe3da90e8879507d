import { describe, expect, it } from 'vitest';
import { type Cell, playCell, randomCell } from '../../support/no-stall';
import { LONG, scale } from '../../support/scale';

/**
 * Issue 15, the large games of no-stall-random.prop.test.ts (a file of their own, so the two run on two
 * workers): each of the 90 large cells once in the long suite (one round each, `ROUNDS`), one in the quick suite.
 */
const GAMES = scale(1, 500);
const QUICK: readonly Cell[] = [{ mission: 10, players: 2, size: 'large', table: 'open' }];

describe('Wasteland Tactics games always finish: random play, large games (issue 15)', () => {
  for (const size of ['large'] as const) {
    const games = Array.from({ length: GAMES }, (_, k) => ({
      cell: LONG ? randomCell(k) : (QUICK[k % QUICK.length] as Cell),
      seed: 15_000 + k,
    })).filter((g) => g.cell.size === size);
    if (games.length === 0) continue;
    it(`${games.length} random ${size} games end with an outcome: always a legal command, the one picked accepted, no invariant broken`, () => {
      const failures = games.map((g) => playCell(g.cell, g.seed, 'random')).filter((f) => f !== undefined);
      expect(failures).toEqual([]);
    });
  }
});
