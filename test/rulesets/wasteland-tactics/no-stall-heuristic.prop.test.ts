import { type Cell, heuristicCell, noStallSuite } from '../../support/no-stall';
import { scale } from '../../support/scale';

/**
 * Issue 15: the heuristic policy on every seat (a random legal command when it has no answer) never throws,
 * never stalls and never breaks an invariant. The long suite plays 200 games (`heuristicCell`: 160 small, 25
 * medium, 15 large cells of the grid); the quick suite plays 2. Medium and large games are cut short (`ROUNDS`).
 */
const QUICK: readonly Cell[] = [
  { mission: 6, players: 3, size: 'small', table: 'advanced' },
  { mission: 2, players: 4, size: 'small', table: 'terrain' },
];

noStallSuite({
  title: 'Wasteland Tactics games always finish: heuristic play (issue 15)',
  bot: 'heuristic',
  games: scale(2, 200),
  sizes: ['small', 'medium', 'large'],
  cellOf: heuristicCell,
  quick: QUICK,
  seed: 25_000,
});
