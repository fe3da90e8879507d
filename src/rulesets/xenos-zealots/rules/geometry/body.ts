import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';

/*
 * Angles follow the core convention (sandtable's geometry `bearing` / `directionOf`): bearings in degrees,
 * clockwise seen from above the table, 0 along +y, 90 along +x, 180 along -y, 270 along -x. A body's
 * `facing` is such a bearing, and a rectangle's `length` runs along it.
 */

/** R38: a model's footprint: a round base of `diameter`, or a hull `length` (along the facing) × `width`. */
export type BodyShape =
  | { readonly kind: 'circle'; readonly diameter: number }
  | { readonly kind: 'rect'; readonly length: number; readonly width: number };

/** R38: a model on the table: its centre, facing (a bearing), footprint and height, all in inches. */
export interface Body {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
  readonly shape: BodyShape;
  readonly height: number;
}

/** R38: a body whose footprint is a hull rectangle (vehicles, monsters, guns). */
export type RectBody = Body & { readonly shape: { readonly kind: 'rect' } };

/** R38: base contact is a distance of at most 0.01"; footprints overlap when they overlap by more than that. */
export const CONTACT_TOLERANCE = 0.01;

const EPS = geometry.GEOMETRY_EPSILON;

/** R38: the centre of a body as a point. */
export function bodyCenter(body: Body): Vec2 {
  return { x: body.x, y: body.y };
}

/** R38: a round body as a core circle (centre, radius, facing), for core helpers; `undefined` for a hull. */
export function bodyCircle(body: Body): Circle | undefined {
  return body.shape.kind === 'circle'
    ? { center: { x: body.x, y: body.y }, radius: body.shape.diameter / 2, facing: body.facing }
    : undefined;
}

/** R38 / XZ-MOVE-02: the hull rectangle of a rectangular body, counter-clockwise (core `rectanglePolygon`). */
export function bodyPolygon(body: RectBody): Polygon {
  return geometry.rectanglePolygon(bodyCenter(body), body.shape.length, body.shape.width, body.facing);
}

/**
 * Signed separation of a point from a footprint: the distance outside it, or minus the distance to its
 * outline when inside. Works in the body's own frame (axes from core `directionOf`, exact at multiples of 90°).
 */
function pointSeparation(px: number, py: number, body: Body): number {
  const dx = px - body.x;
  const dy = py - body.y;
  if (body.shape.kind === 'circle') return Math.sqrt(dx * dx + dy * dy) - body.shape.diameter / 2;
  const { x: s, y: c } = geometry.directionOf(body.facing);
  // Facing unit vector is (s, c); the body's right is (c, -s).
  const along = Math.abs(dx * s + dy * c) - body.shape.length / 2;
  const across = Math.abs(dx * c - dy * s) - body.shape.width / 2;
  if (along <= 0 && across <= 0) return Math.max(along, across);
  const ox = Math.max(along, 0);
  const oy = Math.max(across, 0);
  return Math.sqrt(ox * ox + oy * oy);
}

/** R38: the distance from a point to the nearest point of a footprint; 0 when the point is on or inside it. */
export function pointBodyDistance(p: Vec2, body: Body): number {
  return Math.max(0, pointSeparation(p.x, p.y, body));
}

/** Half the extent of a hull (half-length `hl`, half-width `hw`, facing unit vector (s, c)) along unit axis (nx, ny). */
function halfExtent(hl: number, hw: number, s: number, c: number, nx: number, ny: number): number {
  return hl * Math.abs(s * nx + c * ny) + hw * Math.abs(c * nx - s * ny);
}

/** Closest pair of points between two polygons' outlines, by every vertex against every edge of the other. */
function closestPair(a: Polygon, b: Polygon): { onA: Vec2; onB: Vec2; distance: number } {
  let best = { onA: a.points[0]!, onB: b.points[0]!, distance: Number.POSITIVE_INFINITY };
  const scan = (from: Polygon, to: Polygon, fromIsA: boolean) => {
    for (const v of from.points) {
      geometry.forEachEdge(to, (p, q) => {
        const w = geometry.closestPointOnSegment(v, p, q);
        const d = geometry.distance(v, w);
        if (d < best.distance)
          best = fromIsA ? { onA: v, onB: w, distance: d } : { onA: w, onB: v, distance: d };
      });
    }
  };
  scan(a, b, true);
  scan(b, a, false);
  return best;
}

/**
 * R38: the signed separation of two footprints: the gap between them when apart, or minus the penetration
 * depth (the shortest push that parts them) when they overlap. Exact for circles and rectangles (SAT for two hulls).
 */
export function bodySeparation(a: Body, b: Body): number {
  if (a.shape.kind === 'circle') return pointSeparation(a.x, a.y, b) - a.shape.diameter / 2;
  if (b.shape.kind === 'circle') return pointSeparation(b.x, b.y, a) - b.shape.diameter / 2;
  const ra = a as RectBody;
  const rb = b as RectBody;
  const { x: sa, y: ca } = geometry.directionOf(a.facing);
  const { x: sb, y: cb } = geometry.directionOf(b.facing);
  const hla = ra.shape.length / 2;
  const hwa = ra.shape.width / 2;
  const hlb = rb.shape.length / 2;
  const hwb = rb.shape.width / 2;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let depth = Number.POSITIVE_INFINITY;
  // Separating axes: each hull's facing and its right, as unit vectors (s, c) and (c, -s).
  for (let k = 0; k < 4; k++) {
    const nx = k === 0 ? sa : k === 1 ? ca : k === 2 ? sb : cb;
    const ny = k === 0 ? ca : k === 1 ? -sa : k === 2 ? cb : -sb;
    const overlap =
      halfExtent(hla, hwa, sa, ca, nx, ny) +
      halfExtent(hlb, hwb, sb, cb, nx, ny) -
      Math.abs(dx * nx + dy * ny);
    if (overlap < 0) return closestPair(bodyPolygon(ra), bodyPolygon(rb)).distance;
    if (overlap < depth) depth = overlap;
  }
  return -depth;
}

/** R38: the shortest distance between two footprints; 0 when they touch or overlap. */
export function bodyDistance(a: Body, b: Body): number {
  return Math.max(0, bodySeparation(a, b));
}

/** R38 / XZ-MOVE-02: whether two footprints overlap by more than 0.01" (touching or grazing does not count). */
export function bodiesOverlap(a: Body, b: Body): boolean {
  return bodySeparation(a, b) < -CONTACT_TOLERANCE;
}

/** R38: whether two footprints are in base contact: at most 0.01" apart (overlap counts too). */
export function inBaseContact(a: Body, b: Body): boolean {
  return bodySeparation(a, b) <= CONTACT_TOLERANCE + EPS;
}

/** R38: the point of the body's footprint nearest to `toward` (the point itself when it is on or inside it). */
export function closestPointOnBody(body: Body, toward: Vec2): Vec2 {
  const dx = toward.x - body.x;
  const dy = toward.y - body.y;
  if (body.shape.kind === 'circle') {
    const r = body.shape.diameter / 2;
    const d = Math.sqrt(dx * dx + dy * dy);
    if (d <= r) return toward;
    return { x: body.x + (dx * r) / d, y: body.y + (dy * r) / d };
  }
  const { x: s, y: c } = geometry.directionOf(body.facing);
  const hl = body.shape.length / 2;
  const hw = body.shape.width / 2;
  const along = Math.min(hl, Math.max(-hl, dx * s + dy * c));
  const across = Math.min(hw, Math.max(-hw, dx * c - dy * s));
  return { x: body.x + along * s + across * c, y: body.y + along * c - across * s };
}

/**
 * R38: the closest pair of points of two footprints, `onA` on `a` and `onB` on `b` (exact when they are
 * apart). When they overlap, `onB` is `b`'s point nearest `a`'s centre and `onA` `a`'s point nearest that.
 */
export function closestPoints(a: Body, b: Body): { onA: Vec2; onB: Vec2 } {
  if (a.shape.kind === 'circle' || b.shape.kind === 'circle' || bodySeparation(a, b) <= 0) {
    const towardB = b.shape.kind === 'circle' ? bodyCenter(b) : closestPointOnBody(b, bodyCenter(a));
    const onA = closestPointOnBody(a, towardB);
    return { onA, onB: closestPointOnBody(b, onA) };
  }
  const pair = closestPair(bodyPolygon(a as RectBody), bodyPolygon(b as RectBody));
  return { onA: pair.onA, onB: pair.onB };
}

/**
 * R38: the distance from a footprint to a terrain polygon (any simple polygon, convex or not); 0 when any
 * part of the footprint touches or lies inside it.
 */
export function bodyPolygonDistance(body: Body, polygon: Polygon): number {
  if (body.shape.kind === 'circle') {
    return geometry.circlePolygonDistance(
      { center: bodyCenter(body), radius: body.shape.diameter / 2 },
      polygon,
    );
  }
  const hull = bodyPolygon(body as RectBody);
  const first = polygon.points[0];
  if (first !== undefined && pointBodyDistance(first, body) <= EPS) return 0;
  if (geometry.pointInPolygon(bodyCenter(body), polygon)) return 0;
  let best = Number.POSITIVE_INFINITY;
  geometry.forEachEdge(hull, (p, q) => {
    geometry.forEachEdge(polygon, (r, s) => {
      best = Math.min(best, geometry.segmentSegmentDistance(p, q, r, s));
    });
  });
  return best;
}

/** R38: the body with its footprint shrunk by `margin` inches on every side (never below a point). */
export function shrinkBody(body: Body, margin: number): Body {
  const shape: BodyShape =
    body.shape.kind === 'circle'
      ? { kind: 'circle', diameter: Math.max(0, body.shape.diameter - 2 * margin) }
      : {
          kind: 'rect',
          length: Math.max(0, body.shape.length - 2 * margin),
          width: Math.max(0, body.shape.width - 2 * margin),
        };
  return { ...body, shape };
}

/**
 * R38 / XZ-MOVE-02: whether a footprint overlaps a terrain polygon by more than 0.01" (its footprint shrunk by
 * 0.01" still touches it), so a model touching a building's wall from outside is not inside it.
 */
export function bodyOverlapsPolygon(body: Body, polygon: Polygon): boolean {
  return bodyPolygonDistance(shrinkBody(body, CONTACT_TOLERANCE), polygon) <= EPS;
}
