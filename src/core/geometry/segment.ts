import { GEOMETRY_EPSILON } from './epsilon.js';
import { cross, distance, dot, lerp, subtract, type Vec2 } from './vec2.js';

/** Returns the point of segment a→b closest to `p` (the segment includes its endpoints). */
export function closestPointOnSegment(p: Vec2, a: Vec2, b: Vec2): Vec2 {
  const ab = subtract(b, a);
  const len2 = dot(ab, ab);
  if (len2 === 0) return a;
  const t = dot(subtract(p, a), ab) / len2;
  if (t <= 0) return a;
  if (t >= 1) return b;
  return lerp(a, b, t);
}

/** Returns the distance from point `p` to the nearest point of segment a→b. */
export function pointSegmentDistance(p: Vec2, a: Vec2, b: Vec2): number {
  return distance(p, closestPointOnSegment(p, a, b));
}

/**
 * Returns where segments a→b and c→d meet, or `undefined` when they do not (touching within
 * {@link GEOMETRY_EPSILON} counts); when they overlap along a line, the shared point nearest `a`.
 */
export function segmentIntersection(a: Vec2, b: Vec2, c: Vec2, d: Vec2): Vec2 | undefined {
  const r = subtract(b, a);
  const s = subtract(d, c);
  const denom = cross(r, s);
  const ac = subtract(c, a);
  const rLen = Math.sqrt(r.x * r.x + r.y * r.y);
  const sLen = Math.sqrt(s.x * s.x + s.y * s.y);
  if (rLen === 0) return pointSegmentDistance(a, c, d) <= GEOMETRY_EPSILON ? a : undefined;
  if (sLen === 0) return pointSegmentDistance(c, a, b) <= GEOMETRY_EPSILON ? c : undefined;
  if (Math.abs(denom) > GEOMETRY_EPSILON * rLen * sLen) {
    const t = cross(ac, s) / denom;
    const u = cross(ac, r) / denom;
    const tTol = GEOMETRY_EPSILON / rLen;
    const uTol = GEOMETRY_EPSILON / sLen;
    if (t < -tTol || t > 1 + tTol || u < -uTol || u > 1 + uTol) return undefined;
    return lerp(a, b, Math.min(1, Math.max(0, t)));
  }
  // Parallel: they meet only if collinear and their parameter ranges along a→b overlap.
  if (Math.abs(cross(ac, r)) / rLen > GEOMETRY_EPSILON) return undefined;
  const r2 = rLen * rLen;
  const t0 = dot(ac, r) / r2;
  const t1 = dot(subtract(d, a), r) / r2;
  const lo = Math.max(0, Math.min(t0, t1));
  const hi = Math.min(1, Math.max(t0, t1));
  if (lo > hi + GEOMETRY_EPSILON / rLen) return undefined;
  return lerp(a, b, Math.min(lo, 1));
}

/** Tells whether segments a→b and c→d share at least one point (touching within {@link GEOMETRY_EPSILON} counts). */
export function segmentsIntersect(a: Vec2, b: Vec2, c: Vec2, d: Vec2): boolean {
  return segmentSegmentDistance(a, b, c, d) <= GEOMETRY_EPSILON;
}

/** Returns the shortest distance between any point of segment a→b and any point of segment c→d (symmetric). */
export function segmentSegmentDistance(a: Vec2, b: Vec2, c: Vec2, d: Vec2): number {
  const ab = subtract(b, a);
  const cd = subtract(d, c);
  // Swapping the segments swaps these pairs, so the answer is exactly symmetric.
  const o1 = cross(ab, subtract(c, a));
  const o2 = cross(ab, subtract(d, a));
  const o3 = cross(cd, subtract(a, c));
  const o4 = cross(cd, subtract(b, c));
  if (o1 * o2 < 0 && o3 * o4 < 0) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}
