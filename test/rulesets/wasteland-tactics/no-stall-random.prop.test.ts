import { type Cell, noStallSuite, randomCell } from '../../support/no-stall';
import { scale } from '../../support/scale';

/**
 * Issue 15: random legal play never throws, never stalls (a prompted player always has a legal command, and
 * the one picked is accepted) and never breaks an invariant (overlapping models included), over every mission
 * × 2/3/4 players × small/medium/large × open table / terrain / terrain with the advanced rules. The long
 * suite plays 500 games: each of the 270 cells once, then 230 small cells again with other seeds (the large
 * ones in no-stall-random-large.prop.test.ts, so the two files run on two workers); the quick suite plays 4
 * small and medium ones. Medium and large games are cut short (`ROUNDS`).
 */
const QUICK: readonly Cell[] = [
  { mission: 8, players: 2, size: 'small', table: 'advanced' },
  { mission: 1, players: 3, size: 'small', table: 'terrain' },
  { mission: 4, players: 2, size: 'medium', table: 'open' },
  { mission: 7, players: 4, size: 'small', table: 'open' },
];

noStallSuite({
  title: 'Wasteland Tactics games always finish: random play (issue 15)',
  bot: 'random',
  games: scale(4, 500),
  sizes: ['small', 'medium'],
  cellOf: randomCell,
  quick: QUICK,
  seed: 15_000,
});
