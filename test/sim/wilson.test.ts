import { describe, expect, it } from 'vitest';
import { rateOf, wilsonInterval, Z_95 } from '../../src/sim/index.js';

describe('wilsonInterval', () => {
  it.each([
    [80, 100, 0.7112, 0.8666],
    [5, 10, 0.2366, 0.7634],
    [1, 20, 0.0089, 0.2361],
    [0, 10, 0, 0.2775],
    [10, 10, 0.7225, 1],
  ])('%i of %i → [%f, %f] at 95%%', (successes, trials, low, high) => {
    const interval = wilsonInterval(successes, trials);
    expect(interval.low).toBeCloseTo(low, 4);
    expect(interval.high).toBeCloseTo(high, 4);
  });

  it('is symmetric: the interval of failures mirrors the interval of successes', () => {
    const a = wilsonInterval(13, 40);
    const b = wilsonInterval(27, 40);
    expect(a.low).toBeCloseTo(1 - b.high, 12);
    expect(a.high).toBeCloseTo(1 - b.low, 12);
  });

  it('narrows as the sample grows and always holds the observed rate', () => {
    const small = wilsonInterval(6, 10);
    const large = wilsonInterval(600, 1000);
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeLessThan(0.6);
    expect(large.high).toBeGreaterThan(0.6);
  });

  it('uses z = 1.96 by default and another z when asked', () => {
    expect(Z_95).toBeCloseTo(1.96, 2);
    const wide = wilsonInterval(50, 100, 2.576);
    expect(wide.high - wide.low).toBeGreaterThan(wilsonInterval(50, 100).high - wilsonInterval(50, 100).low);
  });

  it('knows nothing from no trials and refuses impossible counts', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
    expect(() => wilsonInterval(3, 2)).toThrow(/0 ≤ successes ≤ trials/);
    expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
    expect(() => wilsonInterval(1.5, 2)).toThrow(RangeError);
  });

  it('rateOf pairs a count with its rate and interval', () => {
    expect(rateOf(80, 100)).toMatchObject({ count: 80, rate: 0.8 });
  });
});
