import { type Circle, geometry } from 'sandtable';
import { memoize } from '../../context';
import type { ModelState, XenocideState } from '../../state';

/** XEN-SHOOT-10: the most obscuring terrain, in inches, a sight line may cross in total. */
export const OBSCURING_LIMIT = 4;

/** XEN-TERR-21: the height in inches of a unit flying high, used for LOS only (R66). */
export const HIGH_ALTITUDE = 12;

/** Sight points traced across each base, so a model partly visible past solid terrain is seen (XEN-SHOOT-11). */
const SIGHT_POINTS = 3;

/** XEN-SHOOT-10 / XEN-SHOOT-11: the table's terrain as line of sight sees it: solid blocks, obscuring adds depth. */
export function losFeatures(state: XenocideState): geometry.LosFeature[] {
  // One frozen array per frozen state: `targetWeapon` recognises it to reuse its memo.
  return memoize(state, 'los-features', () =>
    Object.freeze(
      state.terrain.map((f) => ({
        polygon: f.polygon,
        height: f.height,
        blocksLos: f.solid ? ('solid' as const) : f.obscures ? ('obscuring' as const) : false,
      })),
    ),
  ) as geometry.LosFeature[];
}

/** R66: a model's base as geometry measures it (a circle). */
export function baseOf(model: Pick<ModelState, 'x' | 'y' | 'radius'>): Circle {
  return { center: { x: model.x, y: model.y }, radius: model.radius };
}

/** One end of a sight line: a model and whether its unit is high (XEN-TERR-21). */
export interface Sighted {
  readonly model: Pick<ModelState, 'x' | 'y' | 'radius'>;
  readonly high: boolean;
  /** XEN-TITAN-14: the eye height of a titan's head or weapon mount (overrides `high`). */
  readonly height?: number;
}

/**
 * XEN-SHOOT-10 / XEN-SHOOT-11 / XEN-TERR-21: whether `from` has line of sight to `to`: some sight line
 * between the bases crosses no solid feature and at most 4" of obscuring terrain in total. High units
 * are 12" up, so terrain lower than the line does not count.
 */
export function hasLineOfSight(
  state: XenocideState,
  from: Sighted,
  to: Sighted,
  features: readonly geometry.LosFeature[] = losFeatures(state),
): boolean {
  // Sight depends only on where the two bases stand and on the terrain: with a frozen state's own terrain,
  // each pair of positions is measured once for as long as that terrain lasts (a unit's weapon systems, the
  // bots and every later state of a Shooting phase ask about the same pairs).
  if (!Object.isFrozen(state.terrain) || features !== losFeatures(state))
    return measureSight(from, to, features);
  let known = sightCache.get(state.terrain);
  if (known === undefined || known.size >= SIGHT_CACHE_LIMIT) {
    known = new Map();
    sightCache.set(state.terrain, known);
  }
  const a = from.model;
  const b = to.model;
  const key = `${a.x},${a.y},${a.radius},${from.height ?? from.high}>${b.x},${b.y},${b.radius},${to.height ?? to.high}`;
  let clear = known.get(key);
  if (clear === undefined) {
    clear = measureSight(from, to, features);
    known.set(key, clear);
  }
  return clear;
}

/** Sight answers per terrain array (a pure function of positions and terrain, so sharing them is safe). */
const sightCache = new WeakMap<object, Map<string, boolean>>();
/** Positions remembered per terrain before starting afresh (a whole game asks about some 10,000). */
const SIGHT_CACHE_LIMIT = 50_000;

function measureSight(from: Sighted, to: Sighted, features: readonly geometry.LosFeature[]): boolean {
  const report = geometry.lineOfSight(baseOf(from.model), baseOf(to.model), features, {
    fromPoints: SIGHT_POINTS,
    toPoints: SIGHT_POINTS,
    fromHeight: from.height ?? (from.high ? HIGH_ALTITUDE : 0),
    toHeight: to.height ?? (to.high ? HIGH_ALTITUDE : 0),
    stopAtPerfect: true,
  });
  if (!report.clear) return false;
  return report.lines.some(
    (line) => line.blockedBy.length === 0 && geometry.isAtMost(line.obscuringDepth, OBSCURING_LIMIT),
  );
}
