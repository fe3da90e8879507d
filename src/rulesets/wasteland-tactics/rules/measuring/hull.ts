import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';

/** Points on a footprint's rim, every 45° (R11's eight perimeter points). */
export function rimPoints(circle: Circle, count = 8): Vec2[] {
  const out: Vec2[] = [];
  for (let i = 0; i < count; i++) {
    const angle = (2 * Math.PI * i) / count;
    out.push({
      x: circle.center.x + circle.radius * Math.sin(angle),
      y: circle.center.y + circle.radius * Math.cos(angle),
    });
  }
  return out;
}

/** R11 / R26: a unit seen as one solid block: the convex hull of its footprints. */
export function footprintHull(circles: readonly Circle[]): Polygon {
  return { points: geometry.convexHull(circles.flatMap((c) => rimPoints(c))) };
}

/** An axis-aligned bounding box. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** The bounding box of a polygon. */
export function boxOf(polygon: Polygon): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const p of polygon.points) {
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  return { x0, y0, x1, y1 };
}

/** Whether segment a→b, widened by `margin`, can reach the box (a cheap pre-test). */
export function segmentNearBox(a: Vec2, b: Vec2, box: Box, margin = 0): boolean {
  return !(
    Math.max(a.x, b.x) < box.x0 - margin ||
    Math.min(a.x, b.x) > box.x1 + margin ||
    Math.max(a.y, b.y) < box.y0 - margin ||
    Math.min(a.y, b.y) > box.y1 + margin
  );
}

/** Hulls of frozen (immutable) units: a unit's models never move without the unit object changing. */
const hullCache = new WeakMap<object, Polygon>();

/** R11 / R26: a unit's footprints as one block (cached for immutable units). */
export function unitHull(unit: object, circles: () => readonly Circle[]): Polygon {
  const cached = hullCache.get(unit);
  if (cached) return cached;
  const hull = footprintHull(circles());
  if (Object.isFrozen(unit)) hullCache.set(unit, hull);
  return hull;
}

/**
 * R11: how many inches of segment a→b lie inside a convex polygon (a unit's hull), clipping the segment by
 * each edge in turn (Cyrus–Beck); running along an edge adds nothing, as with the core's general test.
 */
export function segmentLengthInConvex(a: Vec2, b: Vec2, polygon: Polygon): number {
  const points = polygon.points;
  const n = points.length;
  if (n < 3) return 0;
  let area = 0;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Vec2;
    const q = points[(i + 1) % n] as Vec2;
    area += p.x * q.y - q.x * p.y;
  }
  const turn = area >= 0 ? 1 : -1;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  let enter = 0;
  let leave = 1;
  for (let i = 0; i < n; i++) {
    const p = points[i] as Vec2;
    const q = points[(i + 1) % n] as Vec2;
    // Inward normal: the interior lies left of each edge of a counter-clockwise outline.
    const nx = -(q.y - p.y) * turn;
    const ny = (q.x - p.x) * turn;
    if (nx === 0 && ny === 0) continue;
    const start = nx * (a.x - p.x) + ny * (a.y - p.y);
    const along = nx * dx + ny * dy;
    if (along === 0) {
      if (start <= 0) return 0;
      continue;
    }
    const t = -start / along;
    if (along > 0) enter = Math.max(enter, t);
    else leave = Math.min(leave, t);
    if (leave <= enter) return 0;
  }
  return (leave - enter) * Math.sqrt(dx * dx + dy * dy);
}
