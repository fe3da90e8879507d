import { type Cell, noStallSuite, randomCell } from '../../support/no-stall';
import { scale } from '../../support/scale';

/**
 * Issue 15, the large games of no-stall-random.prop.test.ts (a file of their own, so the two run on two
 * workers): each of the 90 large cells once in the long suite (one round each, `ROUNDS`), one in the quick suite.
 */
const QUICK: readonly Cell[] = [{ mission: 10, players: 2, size: 'large', table: 'open' }];

noStallSuite({
  title: 'Wasteland Tactics games always finish: random play, large games (issue 15)',
  bot: 'random',
  games: scale(1, 500),
  sizes: ['large'],
  cellOf: randomCell,
  quick: QUICK,
  seed: 15_000,
});
