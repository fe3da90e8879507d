import { describe, expect, it } from 'vitest';
import { CELLS, type Cell, playCell } from '../../support/no-stall';
import { LONG, scale } from '../../support/scale';

/**
 * Issue 15: the heuristic policy on every seat (a random legal command when it has no answer) never throws,
 * never stalls and never breaks an invariant. The long suite plays 200 games spread evenly over the 270
 * cells of the grid (every mission, 2/3/4 players, every size, three tables); the quick suite plays 2.
 */
const GAMES = scale(2, 200);
const QUICK: readonly Cell[] = [
  { mission: 6, players: 3, size: 'small', table: 'advanced' },
  { mission: 2, players: 2, size: 'medium', table: 'terrain' },
];

describe('Wasteland Tactics games always finish: heuristic play (issue 15)', () => {
  for (const size of ['small', 'medium', 'large'] as const) {
    const games = Array.from({ length: GAMES }, (_, k) => ({
      cell: LONG
        ? (CELLS[Math.floor((k * CELLS.length) / GAMES)] as Cell)
        : (QUICK[k % QUICK.length] as Cell),
      seed: 25_000 + k,
    })).filter((g) => g.cell.size === size);
    if (games.length === 0) continue;
    it(`${games.length} heuristic ${size} games end with an outcome and break no invariant`, () => {
      const failures = games.map((g) => playCell(g.cell, g.seed, 'heuristic')).filter((f) => f !== undefined);
      expect(failures).toEqual([]);
    });
  }
});
