import { GEOMETRY_EPSILON } from './epsilon.js';
import { boundsOf, forEachEdge, type Polygon, pointStrictlyInPolygon } from './polygon.js';
import { cross, distance, dot, lerp, subtract, type Vec2 } from './vec2.js';

/** A stretch of a segment a→b, as fractions of the way from a (0) to b (1), with `start < end`. */
export interface SegmentRun {
  readonly start: number;
  readonly end: number;
}

/** Anything with an outline, such as a terrain feature; other properties are carried along untouched. */
export interface HasPolygon {
  readonly polygon: Polygon;
}

/** False when segment a→b's bounding box misses the polygon's (then no part of it is inside). */
function segmentMayMeet(a: Vec2, b: Vec2, polygon: Polygon): boolean {
  const box = boundsOf(polygon);
  const e = GEOMETRY_EPSILON;
  return !(
    Math.max(a.x, b.x) < box.minX - e ||
    Math.min(a.x, b.x) > box.maxX + e ||
    Math.max(a.y, b.y) < box.minY - e ||
    Math.min(a.y, b.y) > box.maxY + e
  );
}

/** Parameters along a→b where the segment meets edge p→q (one point, or both ends of a collinear overlap). */
function edgeCuts(a: Vec2, d: Vec2, dLen: number, p: Vec2, q: Vec2, out: number[]): void {
  const e = subtract(q, p);
  const eLen = Math.sqrt(e.x * e.x + e.y * e.y);
  if (eLen === 0) return;
  const ap = subtract(p, a);
  const denom = cross(d, e);
  if (Math.abs(denom) > GEOMETRY_EPSILON * dLen * eLen) {
    const t = cross(ap, e) / denom;
    const u = cross(ap, d) / denom;
    const uTol = GEOMETRY_EPSILON / eLen;
    if (t > 0 && t < 1 && u >= -uTol && u <= 1 + uTol) out.push(t);
    return;
  }
  if (Math.abs(cross(ap, d)) / dLen > GEOMETRY_EPSILON) return;
  const d2 = dLen * dLen;
  for (const v of [p, q]) {
    const t = dot(subtract(v, a), d) / d2;
    if (t > 0 && t < 1) out.push(t);
  }
}

/**
 * Returns the stretches of segment a→b that pass through the polygon's interior, in order from `a`,
 * with touching stretches merged; running along an edge or grazing a vertex is not inside.
 */
export function segmentRunsInPolygon(a: Vec2, b: Vec2, polygon: Polygon): SegmentRun[] {
  if (!segmentMayMeet(a, b, polygon)) return [];
  const d = subtract(b, a);
  const dLen = Math.sqrt(d.x * d.x + d.y * d.y);
  if (dLen === 0 || polygon.points.length < 3) return [];
  const cuts = [0, 1];
  forEachEdge(polygon, (p, q) => edgeCuts(a, d, dLen, p, q, cuts));
  cuts.sort((x, y) => x - y);
  const runs: SegmentRun[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    if (end <= start) continue;
    if (!pointStrictlyInPolygon(lerp(a, b, (start + end) / 2), polygon)) continue;
    const last = runs[runs.length - 1];
    if (last !== undefined && (start - last.end) * dLen <= GEOMETRY_EPSILON) {
      runs[runs.length - 1] = { start: last.start, end };
    } else {
      runs.push({ start, end });
    }
  }
  return runs;
}

/** Returns the total length in inches of the runs, for a segment of length `segmentLength`. */
export function runsLength(runs: readonly SegmentRun[], segmentLength: number): number {
  let sum = 0;
  for (const run of runs) sum += run.end - run.start;
  return sum * segmentLength;
}

/**
 * Returns how many inches of segment a→b lie inside the polygon's interior (concave shapes, repeated
 * crossings and segments wholly inside included; running along an edge or through a vertex adds nothing).
 * @example
 * const wood = { points: [{ x: 2, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 10 }, { x: 2, y: 10 }] };
 * segmentLengthInPolygon({ x: 0, y: 5 }, { x: 10, y: 5 }, wood); // 2
 */
export function segmentLengthInPolygon(a: Vec2, b: Vec2, polygon: Polygon): number {
  return runsLength(segmentRunsInPolygon(a, b, polygon), distance(a, b));
}

/** Returns, for each feature in order, how many inches of segment a→b lie inside it. */
export function segmentCrossings(a: Vec2, b: Vec2, features: readonly HasPolygon[]): number[] {
  return features.map((f) => segmentLengthInPolygon(a, b, f.polygon));
}
