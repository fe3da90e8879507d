import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandDice, type DiceRolledEvent, evaluate } from '../../src/core/dice.js';
import {
  type DiceState,
  initialDiceState,
  scripted,
  seeded,
  seedToState,
} from '../../src/core/dice-source.js';

function roller(state: DiceState) {
  const events: DiceRolledEvent[] = [];
  return { dice: new CommandDice(state, (e) => events.push(e)), events };
}

describe('seeded dice', () => {
  it('give the same faces for the same seed and different faces for another', () => {
    const a = roller(initialDiceState(seeded(42))).dice.roll({ purpose: 't', count: 20, sides: 6 }).dice;
    const b = roller(initialDiceState(seeded(42))).dice.roll({ purpose: 't', count: 20, sides: 6 }).dice;
    const c = roller(initialDiceState(seeded(43))).dice.roll({ purpose: 't', count: 20, sides: 6 }).dice;
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('continue the stream from the stored generator state', () => {
    const one = roller(initialDiceState(seeded('campaign-7')));
    const first = one.dice.roll({ purpose: 't', count: 5, sides: 10 }).dice;
    const saved = JSON.parse(JSON.stringify(one.dice.nextState())) as DiceState;
    const rest = roller(saved).dice.roll({ purpose: 't', count: 5, sides: 10 }).dice;
    const straight = roller(initialDiceState(seeded('campaign-7'))).dice.roll({
      purpose: 't',
      count: 10,
      sides: 10,
    });
    expect([...first, ...rest]).toEqual(straight.dice);
  });

  it('leave the stored state untouched when no die is rolled', () => {
    const state = initialDiceState(seeded(1));
    expect(roller(state).dice.nextState()).toBe(state);
  });

  it.each([3, 5, 6, 10] as const)('roll every face of a d%i about equally often', (sides) => {
    const { dice } = roller(initialDiceState(seeded(sides)));
    const counts = new Array(sides + 1).fill(0);
    const n = 6000 * sides;
    for (const face of dice.roll({ purpose: 'spread', count: n, sides }).dice) counts[face]++;
    expect(counts[0]).toBe(0);
    for (let f = 1; f <= sides; f++) expect(Math.abs(counts[f] / n - 1 / sides)).toBeLessThan(0.01);
  });

  it('expand a seed through SHA-256 of its canonical encoding into the whole 128-bit state', () => {
    // Reference vectors: node:crypto's SHA-256 of the documented encoding, first 16 bytes as big-endian int32.
    const reference = (encoding: string) => {
      const digest = createHash('sha256').update(`sandtable/seed/1\u0000${encoding}`).digest();
      return [0, 1, 2, 3].map((i) => digest.readInt32BE(4 * i));
    };
    expect(seedToState(42)).toEqual([-271646975, 1484573627, -1953010313, -107480018]);
    expect(seedToState(42)).toEqual(reference('n:42'));
    expect(seedToState('42')).toEqual(reference('s:42'));
    expect(seedToState('campaign-7')).toEqual(reference('s:campaign-7'));
    expect(seedToState(2 ** 40 + 5)).toEqual(reference(`n:${2 ** 40 + 5}`));
    expect(initialDiceState(seeded(42))).toEqual({ kind: 'seeded', rng: reference('n:42') });
    expect(() => seedToState(1.5)).toThrow(/safe integer/);
  });

  it('keep every bit of a long string seed (seeds differing only in their 200th character differ)', () => {
    const base = 'x'.repeat(199);
    expect(seedToState(`${base}a`)).not.toEqual(seedToState(`${base}b`));
  });

  it('do not put the seed or its complement into the generator state', () => {
    for (const seed of [0, 1, 42, 2 ** 31 - 1]) {
      const words = seedToState(seed);
      expect(words).not.toContain(seed);
      expect(words).not.toContain(~seed);
    }
  });

  it('mix: the first three d6 of 10,000 consecutive seeds are uniform and independent (χ², 215 df, p = 0.001)', () => {
    const seeds = 10_000;
    const cells = new Array(216).fill(0);
    const pairs = new Array(36).fill(0);
    for (let seed = 0; seed < seeds; seed++) {
      const [a, b, c] = roller(initialDiceState(seeded(seed))).dice.roll({ purpose: 't', count: 3, sides: 6 })
        .dice as [number, number, number];
      cells[(a - 1) * 36 + (b - 1) * 6 + (c - 1)]++;
      pairs[(a - 1) * 6 + (b - 1)]++;
    }
    const chiSquare = (counts: number[]) => {
      const expected = seeds / counts.length;
      return counts.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    };
    // 0.1% critical values of χ² with 215 and 35 degrees of freedom.
    expect(chiSquare(cells)).toBeLessThan(285.0);
    expect(chiSquare(pairs)).toBeLessThan(66.62);
  });
});

describe('rolls', () => {
  it('emit a dice-rolled event with purpose, faces, target and result', () => {
    const { dice, events } = roller(initialDiceState(scripted([6, 3, 4, 1])));
    const roll = dice.roll({
      purpose: 'to-hit',
      count: 4,
      sides: 6,
      target: { per: 'die', op: 'atMost', value: 3 },
      visibleTo: ['red'],
    });
    expect(roll).toMatchObject({ dice: [6, 3, 4, 1], total: 14, successes: 2, success: true });
    expect(events).toEqual([
      {
        type: 'dice-rolled',
        purpose: 'to-hit',
        sides: 6,
        dice: [6, 3, 4, 1],
        total: 14,
        target: { per: 'die', op: 'atMost', value: 3 },
        successes: 2,
        success: true,
        visibleTo: ['red'],
      },
    ]);
  });

  it('score a total target for sums such as 2d6', () => {
    expect(evaluate('suppression', 6, [5, 3], { per: 'total', op: 'atLeast', value: 8 })).toMatchObject({
      total: 8,
      success: true,
    });
    expect(evaluate('suppression', 6, [5, 2], { per: 'total', op: 'atLeast', value: 8 }).success).toBe(false);
  });

  it('offer d3, d5, d6, d10 and Nd6 sums', () => {
    const { dice, events } = roller(initialDiceState(scripted([3, 5, 6, 10, 2, 6])));
    expect([dice.d3('a'), dice.d5('b'), dice.d6('c'), dice.d10('d'), dice.sumD6(2, 'e')]).toEqual([
      3, 5, 6, 10, 8,
    ]);
    expect(events.map((e) => e.sides)).toEqual([3, 5, 6, 10, 6]);
    expect(dice.rolled).toBe(6);
  });

  it('reroll chosen dice and say which', () => {
    const { dice, events } = roller(initialDiceState(scripted([1, 5, 2, 6])));
    const first = dice.roll({
      purpose: 'hit',
      count: 3,
      sides: 6,
      target: { per: 'die', op: 'atLeast', value: 4 },
    });
    const again = dice.reroll(first, [0]);
    expect(again).toMatchObject({ dice: [6, 5, 2], successes: 2 });
    expect(events[1]).toMatchObject({ purpose: 'hit (reroll)', rerolled: [0], dice: [6, 5, 2] });
  });

  it('never leave a face outside 1..sides (property)', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom(3, 5, 6, 10) as fc.Arbitrary<3 | 5 | 6 | 10>,
        (seed, sides) => {
          const faces = roller(initialDiceState(seeded(seed))).dice.roll({
            purpose: 'p',
            count: 50,
            sides,
          }).dice;
          return faces.every((f) => Number.isInteger(f) && f >= 1 && f <= sides);
        },
      ),
    );
  });
});
