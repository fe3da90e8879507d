import { geometry, type Vec2 } from 'sandtable';
import type { TerrainArea, WastelandState } from '../../state';

/** R10 / R13: the height of the surface at a point: the highest `elevation` of the terrain areas holding it. */
export function groundElevation(state: WastelandState, p: Vec2): number {
  let best = 0;
  for (const area of state.terrain)
    if ((area.elevation ?? 0) > best && geometry.pointInPolygon(p, area.polygon)) best = area.elevation ?? 0;
  return best;
}

/** R10: a model's elevation: the ruins floor it stands on (WT-BLD-03), else the surface under its centre. */
export function modelElevation(
  state: WastelandState,
  model: { readonly x: number; readonly y: number; readonly elevation?: number },
): number {
  return model.elevation ?? groundElevation(state, model);
}

/** WT-BLD-03: the multi-level ruins holding a point, if any. */
export function ruinsAt(state: WastelandState, p: Vec2): TerrainArea | undefined {
  return state.terrain.find((a) => (a.levels ?? []).length > 0 && geometry.pointInPolygon(p, a.polygon));
}

/** The changes of surface height along segment a→b, in order, with where (0-1) each happens. */
export function elevationProfile(state: WastelandState, a: Vec2, b: Vec2): { t: number; step: number }[] {
  const cuts = new Set<number>();
  for (const area of state.terrain) {
    if (!area.elevation) continue;
    for (const run of geometry.segmentRunsInPolygon(a, b, area.polygon)) {
      if (run.start > 1e-9) cuts.add(run.start);
      if (run.end < 1 - 1e-9) cuts.add(run.end);
    }
  }
  const ts = [...cuts].sort((x, y) => x - y);
  const out: { t: number; step: number }[] = [];
  let previous = groundElevation(state, a);
  ts.forEach((t, i) => {
    const next = ts[i + 1] ?? 1;
    const height = groundElevation(state, geometry.lerp(a, b, (t + next) / 2));
    if (Math.abs(height - previous) > 1e-9) out.push({ t, step: Math.abs(height - previous) });
    previous = height;
  });
  const end = groundElevation(state, b);
  if (Math.abs(end - previous) > 1e-9) out.push({ t: 1, step: Math.abs(end - previous) });
  return out;
}

/** A move's climbing (WT-MOVE-02 / WT-BLD-03 / R13): its cost in inches and the ground steps it climbs. */
export interface Climb {
  /** Inches of movement spent climbing. */
  readonly cost: number;
  /** Every change of surface height crossed (each must be less than every model's height). */
  readonly steps: readonly number[];
}

/**
 * WT-MOVE-02 / WT-BLD-03 / R13: the climbing of a path: every change of surface height costs its height;
 * moving between ruins floors costs the difference within the same ruins, else down to the ground and up.
 */
export function climbAlong(
  state: WastelandState,
  path: readonly Vec2[],
  startLevel = 0,
  endLevel = 0,
): Climb {
  const steps: number[] = [];
  for (let i = 0; i + 1 < path.length; i++)
    for (const s of elevationProfile(state, path[i] as Vec2, path[i + 1] as Vec2)) steps.push(s.step);
  const from = ruinsAt(state, path[0] as Vec2);
  const to = ruinsAt(state, path[path.length - 1] as Vec2);
  const levels = from !== undefined && from === to ? Math.abs(startLevel - endLevel) : startLevel + endLevel;
  return { cost: steps.reduce((a, b) => a + b, 0) + levels, steps };
}

/**
 * WT-MOVE-02 / WT-MOVE-09 / R26: how far (0-1) a straight move a→b of `allowance` inches gets once climbs are
 * paid for; it stops at a step its models are not all taller than (`blocked`).
 */
export function straightReach(
  state: WastelandState,
  a: Vec2,
  b: Vec2,
  allowance: number,
  shortest: number,
): { t: number; blocked: boolean } {
  const length = geometry.distance(a, b);
  if (length < 1e-9) return { t: 1, blocked: false };
  let remaining = allowance;
  let previous = 0;
  for (const { t, step } of elevationProfile(state, a, b)) {
    const run = (t - previous) * length;
    if (remaining < run) return { t: previous + remaining / length, blocked: false };
    remaining -= run;
    if (step >= shortest) return { t: Math.max(0, t - 0.05 / length), blocked: true };
    if (remaining < step) return { t, blocked: false };
    remaining -= step;
    previous = t;
  }
  return { t: Math.min(1, previous + remaining / length), blocked: false };
}
