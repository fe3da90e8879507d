/** XEN-TERR-05: how far into a feature a model slowed short of it may still move. */
export const SLOWED_ENTRY = 2;

/** XEN-TERR-03 / R42: a difficult or dangerous feature on a declared path, with the inches its test took off the allowance. */
export interface SlowingFeature {
  /** Inches from the start where the path enters the feature. */
  readonly entry: number;
  /** Inches from the start where the path first leaves it. */
  readonly exit: number;
  /** Inches lost (R42: a fraction of the allowance before road bonus). */
  readonly loss: number;
}

/** XEN-TERR-03/05 / R42: where a model stops, and whether the 2" into the slowing feature (XEN-TERR-05) took it there. */
export interface Stop {
  /** Inches travelled along the declared path. */
  readonly stop: number;
  /** XEN-TERR-05: the loss would have stopped it short of (or barely in) the feature; the 2" took it farther. */
  readonly slowedEntry: boolean;
}

/**
 * XEN-TERR-03/05 / R42: how far along its declared path a model gets once the terrain dice are known.
 * Losses count from the feature that causes them on, so a feature the model never reaches costs nothing;
 * a model whose loss stops it short of (or inside) the feature that slowed it may still go 2" into it
 * but not out of it.
 */
export function stopDistance(
  pathLength: number,
  allowance: number,
  slowing: readonly SlowingFeature[],
): number {
  return stopAlong(pathLength, allowance, slowing).stop;
}

/** {@link stopDistance}, telling also whether XEN-TERR-05's 2" decided where the model stopped. */
export function stopAlong(pathLength: number, allowance: number, slowing: readonly SlowingFeature[]): Stop {
  let left = allowance;
  const ordered = [...slowing].sort((a, b) => a.entry - b.entry);
  for (const feature of ordered) {
    if (left < feature.entry) return { stop: Math.min(pathLength, left), slowedEntry: false };
    left -= feature.loss;
    if (left < feature.exit) {
      const grace = Math.min(feature.entry + SLOWED_ENTRY, feature.exit);
      const stop = Math.min(pathLength, Math.max(left, grace));
      return { stop, slowedEntry: stop > Math.max(0, left) + 1e-9 };
    }
  }
  return { stop: Math.min(pathLength, Math.max(0, left)), slowedEntry: false };
}
