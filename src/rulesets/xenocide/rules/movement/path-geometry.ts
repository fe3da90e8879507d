import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';

/** XEN-TERR-03/05: a stretch of a path inside a polygon, as distances in inches from the path's start. */
export interface PathRun {
  readonly start: number;
  readonly end: number;
}

/** XEN-MOVE-01: the point `distance` inches along a path (its last point beyond the end). */
export function pointAlong(path: readonly Vec2[], distance: number): Vec2 {
  let left = Math.max(0, distance);
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i] as Vec2;
    const b = path[i + 1] as Vec2;
    const leg = geometry.distance(a, b);
    if (left <= leg) return leg === 0 ? { ...a } : geometry.lerp(a, b, left / leg);
    left -= leg;
  }
  return { ...(path[path.length - 1] as Vec2) };
}

/** XEN-MOVE-01: the path (start included) cut `distance` inches from its start. */
export function truncatePath(path: readonly Vec2[], distance: number): Vec2[] {
  const out: Vec2[] = [{ ...(path[0] as Vec2) }];
  let left = Math.max(0, distance);
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i] as Vec2;
    const b = path[i + 1] as Vec2;
    const leg = geometry.distance(a, b);
    if (left <= leg) {
      if (left > 0) out.push(leg === 0 ? { ...b } : geometry.lerp(a, b, left / leg));
      return out;
    }
    out.push({ ...b });
    left -= leg;
  }
  return out;
}

/** XEN-TERR-03/05: the stretches of a path inside a polygon's interior, merged where they touch. */
export function pathRunsInPolygon(path: readonly Vec2[], polygon: Polygon): PathRun[] {
  const runs: PathRun[] = [];
  let travelled = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i] as Vec2;
    const b = path[i + 1] as Vec2;
    const leg = geometry.distance(a, b);
    for (const run of geometry.segmentRunsInPolygon(a, b, polygon)) {
      const start = travelled + run.start * leg;
      const end = travelled + run.end * leg;
      const last = runs[runs.length - 1];
      if (last && start - last.end <= geometry.GEOMETRY_EPSILON)
        runs[runs.length - 1] = { start: last.start, end };
      else runs.push({ start, end });
    }
    travelled += leg;
  }
  return runs;
}

/** XEN-MOVE-04: the closest a base moving along a path comes to another base, edge to edge. */
export function pathDistanceToBase(path: readonly Vec2[], radius: number, other: Circle): number {
  if (path.length === 1) return geometry.baseDistance({ center: path[0] as Vec2, radius }, other);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i + 1 < path.length; i++) {
    const d = geometry.segmentCircleDistance(path[i] as Vec2, path[i + 1] as Vec2, other) - radius;
    best = Math.min(best, d);
  }
  return Math.max(0, best);
}

/** R66: inches as rejection messages print them: one decimal, no trailing zero. */
export function inches(value: number): string {
  return `${Number(value.toFixed(1))}"`;
}
