import type { Polygon } from './polygon.js';
import { type HasPolygon, segmentLengthInPolygon } from './segment-in-polygon.js';
import { distance, type Vec2 } from './vec2.js';

/** Returns the total length of a path through the given waypoints in order (0 for fewer than two). */
export function pathLength(path: readonly Vec2[]): number {
  let sum = 0;
  for (let i = 0; i + 1 < path.length; i++) sum += distance(path[i]!, path[i + 1]!);
  return sum;
}

/** Returns how many inches of a multi-leg path lie inside the polygon's interior, summed over its legs. */
export function pathLengthInPolygon(path: readonly Vec2[], polygon: Polygon): number {
  let sum = 0;
  for (let i = 0; i + 1 < path.length; i++) sum += segmentLengthInPolygon(path[i]!, path[i + 1]!, polygon);
  return sum;
}

/** Returns, for each feature in order, how many inches of a multi-leg path lie inside it. */
export function pathCrossings(path: readonly Vec2[], features: readonly HasPolygon[]): number[] {
  return features.map((f) => pathLengthInPolygon(path, f.polygon));
}
