import type { Circle } from './circle.js';
import { GEOMETRY_EPSILON } from './epsilon.js';
import { pointSegmentDistance } from './segment.js';
import type { Vec2 } from './vec2.js';

/**
 * A simple polygon (edges do not cross) listed vertex by vertex in either winding; the closing edge
 * from the last point back to the first is implied, and fewer than 3 points encloses no area.
 */
export interface Polygon {
  readonly points: readonly Vec2[];
}

/** An axis-aligned bounding box. */
export interface Bounds {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

const boundsCache = new WeakMap<Polygon, Bounds>();

/** The bounding box of a polygon, cached per polygon object (polygons in game states are immutable). */
export function boundsOf(polygon: Polygon): Bounds {
  let box = boundsCache.get(polygon);
  if (box === undefined) {
    let minX = Number.POSITIVE_INFINITY;
    let minY = Number.POSITIVE_INFINITY;
    let maxX = Number.NEGATIVE_INFINITY;
    let maxY = Number.NEGATIVE_INFINITY;
    for (const p of polygon.points) {
      if (p.x < minX) minX = p.x;
      if (p.x > maxX) maxX = p.x;
      if (p.y < minY) minY = p.y;
      if (p.y > maxY) maxY = p.y;
    }
    box = { minX, minY, maxX, maxY };
    if (Object.isFrozen(polygon) && Object.isFrozen(polygon.points)) boundsCache.set(polygon, box);
  }
  return box;
}

/** Calls `visit` with each edge of the polygon, closing edge last. */
export function forEachEdge(polygon: Polygon, visit: (start: Vec2, end: Vec2, index: number) => void): void {
  const pts = polygon.points;
  for (let i = 0; i < pts.length; i++) {
    visit(pts[i]!, pts[(i + 1) % pts.length]!, i);
  }
}

/** Returns the polygon's area with sign: positive for counter-clockwise vertices, negative for clockwise. */
export function signedArea(polygon: Polygon): number {
  let sum = 0;
  forEachEdge(polygon, (a, b) => {
    sum += a.x * b.y - b.x * a.y;
  });
  return sum / 2;
}

/** Returns the distance from `p` to the nearest point of the polygon's outline. */
export function distanceToPolygonBoundary(p: Vec2, polygon: Polygon): number {
  let best = Number.POSITIVE_INFINITY;
  forEachEdge(polygon, (a, b) => {
    best = Math.min(best, pointSegmentDistance(p, a, b));
  });
  return best;
}

/** Tells whether `p` lies on the polygon's outline, within {@link GEOMETRY_EPSILON}. */
export function isOnPolygonBoundary(p: Vec2, polygon: Polygon): boolean {
  return distanceToPolygonBoundary(p, polygon) <= GEOMETRY_EPSILON;
}

/** Even-odd ray casting; the answer for points on the outline is arbitrary, so callers test that first. */
function crossesOddTimes(p: Vec2, polygon: Polygon): boolean {
  const pts = polygon.points;
  if (pts.length < 3) return false;
  let inside = false;
  for (let i = 0, j = pts.length - 1; i < pts.length; j = i++) {
    const a = pts[i]!;
    const b = pts[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) {
      inside = !inside;
    }
  }
  return inside;
}

/** Tells whether `p` is inside the polygon or on its outline (the outline belongs to the polygon). */
export function pointInPolygon(p: Vec2, polygon: Polygon): boolean {
  return isOnPolygonBoundary(p, polygon) || crossesOddTimes(p, polygon);
}

/** Tells whether `p` is inside the polygon and more than {@link GEOMETRY_EPSILON} from its outline. */
export function pointStrictlyInPolygon(p: Vec2, polygon: Polygon): boolean {
  // Cheapest test first: a point outside the bounding box, or outside by ray casting, is not inside.
  const box = boundsOf(polygon);
  if (p.x <= box.minX || p.x >= box.maxX || p.y <= box.minY || p.y >= box.maxY) return false;
  return crossesOddTimes(p, polygon) && !isOnPolygonBoundary(p, polygon);
}

/** Returns the distance from `p` to the polygon: 0 when `p` is inside or on it. */
export function distanceToPolygon(p: Vec2, polygon: Polygon): number {
  return crossesOddTimes(p, polygon) ? 0 : distanceToPolygonBoundary(p, polygon);
}

/** Tells whether the centre of a base is inside the polygon or on its outline. */
export function circleCenterInPolygon(circle: Circle, polygon: Polygon): boolean {
  return pointInPolygon(circle.center, polygon);
}

/** Tells whether a base lies entirely inside the polygon; touching the outline from inside still counts. */
export function circleInPolygon(circle: Circle, polygon: Polygon): boolean {
  return (
    pointInPolygon(circle.center, polygon) &&
    distanceToPolygonBoundary(circle.center, polygon) >= circle.radius - GEOMETRY_EPSILON
  );
}

/** Returns the edge-to-polygon distance of a base: 0 when any part of it touches or overlaps the polygon. */
export function circlePolygonDistance(circle: Circle, polygon: Polygon): number {
  return Math.max(0, distanceToPolygon(circle.center, polygon) - circle.radius);
}

/** Tells whether any part of a base touches or overlaps the polygon (touching the outline counts). */
export function circleOverlapsPolygon(circle: Circle, polygon: Polygon): boolean {
  return circlePolygonDistance(circle, polygon) <= GEOMETRY_EPSILON;
}
