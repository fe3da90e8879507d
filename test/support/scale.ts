/**
 * The quick suite (`npm test`) and the long one (`npm run test:long`) run the same property tests at
 * different sizes: the long suite's config sets `SANDTABLE_LONG=1`.
 */

/** Whether this run is the long suite. */
export const LONG = process.env.SANDTABLE_LONG === '1';

/** `quick` runs in `npm test`, `long` in `npm run test:long`. */
export function scale(quick: number, long: number): number {
  return LONG ? long : quick;
}
