import { describe, it } from 'vitest';
import { checkRandomGames, GAMES_PER_PART } from './property';

// Part 2 of 2 of the ≥ 1,000 random full games; the parts differ only in their fast-check seed and run in
// parallel test workers.
describe('Xenocide random full games, part 2', () => {
  it(`XEN-WIN-02 XEN-MOVE-07 XEN-SUP-01 ${GAMES_PER_PART} games of uniformly random legal play never throw and keep every invariant`, () => {
    checkRandomGames(2 * 7919);
  }, 600_000);
});
