import { describe, expect, it } from 'vitest';
import { type Cell, heuristicCell, playCell } from '../../support/no-stall';
import { LONG, scale } from '../../support/scale';

/**
 * Issue 15: the heuristic policy on every seat (a random legal command when it has no answer) never throws,
 * never stalls and never breaks an invariant. The long suite plays 200 games (`heuristicCell`: 160 small, 25
 * medium, 15 large cells of the grid); the quick suite plays 2. Medium and large games are cut short (`ROUNDS`).
 */
const GAMES = scale(2, 200);
const QUICK: readonly Cell[] = [
  { mission: 6, players: 3, size: 'small', table: 'advanced' },
  { mission: 2, players: 4, size: 'small', table: 'terrain' },
];

describe('Wasteland Tactics games always finish: heuristic play (issue 15)', () => {
  for (const size of ['small', 'medium', 'large'] as const) {
    const games = Array.from({ length: GAMES }, (_, k) => ({
      cell: LONG ? heuristicCell(k) : (QUICK[k % QUICK.length] as Cell),
      seed: 25_000 + k,
    })).filter((g) => g.cell.size === size);
    if (games.length === 0) continue;
    it(`${games.length} heuristic ${size} games end with an outcome and break no invariant`, () => {
      const failures = games.map((g) => playCell(g.cell, g.seed, 'heuristic')).filter((f) => f !== undefined);
      expect(failures).toEqual([]);
    });
  }
});
