import type { Seed } from 'sandtable';

function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** murmur3's 32-bit finaliser: every input bit affects every output bit. */
function fmix32(value: number): number {
  let h = value >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function foldSeed(seed: Seed): number {
  if (typeof seed === 'string') return fnv1a(seed);
  if (!Number.isSafeInteger(seed))
    throw new RangeError(`deriveSeed: seed must be a safe integer or a string, got ${seed}.`);
  return (seed ^ Math.imul(Math.floor(seed / 0x1_0000_0000), 0x9e3779b1)) >>> 0;
}

/**
 * A 32-bit seed derived from a seed and a key (a game's index, a player's id): the same pair always gives
 * the same seed, and neighbouring keys give unrelated ones.
 * @example deriveSeed(42, 0) // the seed of game 0 of a simulation seeded 42
 */
export function deriveSeed(seed: Seed, key: number | string): number {
  const k = typeof key === 'string' ? fnv1a(key) : fmix32(key + 0x9e3779b9);
  return fmix32(foldSeed(seed) ^ Math.imul(k, 0x27d4eb2f) ^ 0x5eed5eed);
}
