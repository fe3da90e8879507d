import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A bot's own source of randomness, separate from the game's dice so a bot's choices never shift a roll. */
export interface BotRandom {
  /** A uniform integer in [0, n); 0 when n ≤ 1. */
  int(n: number): number;
  /** A uniform number in [0, 1). */
  float(): number;
  /** A uniformly chosen element, or undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
}

/**
 * A {@link BotRandom} on pure-rand's xoroshiro128+, seeded with a 32-bit integer: the same seed gives the
 * same choices in every process.
 * @example const random = botRandom(deriveSeed(42, 'red'));
 */
export function botRandom(seed: number): BotRandom {
  const rng = xoroshiro128plus(seed | 0);
  const int = (n: number) => (n <= 1 ? 0 : uniformInt(rng, 0, Math.floor(n) - 1));
  return {
    int,
    float: () => uniformFloat64(rng),
    pick: (items) => (items.length === 0 ? undefined : items[int(items.length)]),
  };
}
