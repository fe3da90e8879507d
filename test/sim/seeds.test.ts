import { describe, expect, it } from 'vitest';
import { deriveSeed } from '../../src/sim/index.js';

describe('deriveSeed', () => {
  it('gives the same 32-bit seed for the same seed and key', () => {
    expect(deriveSeed(42, 7)).toBe(deriveSeed(42, 7));
    expect(deriveSeed('tournament', 'red')).toBe(deriveSeed('tournament', 'red'));
    const seed = deriveSeed(42, 7);
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });

  it('pins its values, so simulations stay comparable across versions', () => {
    expect([deriveSeed(1, 0), deriveSeed(1, 1), deriveSeed('a', 'bot:red')]).toMatchInlineSnapshot(`
      [
        3284777776,
        4236867965,
        3946599114,
      ]
    `);
  });

  it('gives distinct seeds to neighbouring games and seeds', () => {
    const seeds = new Set<number>();
    for (let seed = 0; seed < 20; seed++) for (let i = 0; i < 50; i++) seeds.add(deriveSeed(seed, i));
    expect(seeds.size).toBe(1000);
  });

  it('refuses a seed that is not a safe integer or a string', () => {
    expect(() => deriveSeed(1.5, 0)).toThrow(/safe integer or a string/);
  });
});
