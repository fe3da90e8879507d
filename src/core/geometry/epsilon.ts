/**
 * Tolerance in inches for every "touching" or "within" test in the geometry module, so that a base
 * exactly 4" away counts as within 4" despite floating-point rounding.
 */
export const GEOMETRY_EPSILON = 1e-9;

/**
 * Tells whether a measured length is at most `limit`, allowing {@link GEOMETRY_EPSILON} for rounding, so
 * that rulesets compare measurements with thresholds ("no more than 4 inches of obscuring terrain") alike.
 */
export function isAtMost(value: number, limit: number): boolean {
  return value <= limit + GEOMETRY_EPSILON;
}
