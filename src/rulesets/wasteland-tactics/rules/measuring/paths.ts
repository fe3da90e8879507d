import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import type { TerrainArea } from '../../state';

/** The smallest distance between segment a→b and a polygon (0 when it enters or touches it). */
export function segmentPolygonDistance(a: Vec2, b: Vec2, polygon: Polygon): number {
  if (geometry.pointInPolygon(a, polygon) || geometry.pointInPolygon(b, polygon)) return 0;
  if (geometry.segmentLengthInPolygon(a, b, polygon) > 0) return 0;
  let best = Number.POSITIVE_INFINITY;
  geometry.forEachEdge(polygon, (p, q) => {
    best = Math.min(best, geometry.segmentSegmentDistance(a, b, p, q));
  });
  return best;
}

/** WT-TERR-03/05 / R44 / R45: whether a model's path goes into, out of or through an area (by its centre). */
export function pathTouchesArea(path: readonly Vec2[], area: TerrainArea): boolean {
  for (const p of path) if (geometry.pointStrictlyInPolygon(p, area.polygon)) return true;
  for (let i = 0; i + 1 < path.length; i++)
    if (
      geometry.segmentLengthInPolygon(path[i] as Vec2, path[i + 1] as Vec2, area.polygon) >
      geometry.GEOMETRY_EPSILON
    )
      return true;
  return false;
}

/** WT-MOVE-03: whether a base moving along a→b sweeps over another base (touching is allowed). */
export function sweepsOver(a: Vec2, b: Vec2, radius: number, other: Circle): boolean {
  return geometry.segmentCircleDistance(a, b, other) < radius - 1e-6;
}

/**
 * The fraction of a→b a base of `radius` can travel before it touches `other` (1 when it never does;
 * 0 when it already touches it and moves closer; a base moving away from a touching one is free).
 */
export function firstContact(a: Vec2, b: Vec2, radius: number, other: Circle): number {
  const reach = radius + other.radius;
  const d = geometry.subtract(b, a);
  const f = geometry.subtract(a, other.center);
  const qa = geometry.dot(d, d);
  const qb = 2 * geometry.dot(f, d);
  const qc = geometry.dot(f, f) - reach * reach;
  if (qc <= 1e-9) return qb >= 0 ? 1 : 0;
  if (qa === 0) return 1;
  const disc = qb * qb - 4 * qa * qc;
  if (disc < 0) return 1;
  const t = (-qb - Math.sqrt(disc)) / (2 * qa);
  return t >= 0 && t <= 1 ? t : 1;
}
