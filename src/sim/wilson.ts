/** z of a two-sided 95% normal interval. */
export const Z_95 = 1.959963984540054;

/** A proportion's confidence interval, each bound in [0, 1]. */
export interface Interval {
  readonly low: number;
  readonly high: number;
}

/**
 * The Wilson score interval of `successes` out of `trials` (95% by default): unlike the normal
 * approximation it stays inside [0, 1] and is sensible for rates near 0 or 1 and small samples.
 * @example wilsonInterval(80, 100) // { low: 0.711, high: 0.867 } (rounded)
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || successes > trials) {
    throw new RangeError(
      `wilsonInterval: need integers 0 ≤ successes ≤ trials, got ${successes} of ${trials}.`,
    );
  }
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const center = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  return {
    low: successes === 0 ? 0 : Math.max(0, center - half),
    high: successes === trials ? 1 : Math.min(1, center + half),
  };
}
