import type { Vec2 } from './vec2.js';

function cross(o: Vec2, a: Vec2, b: Vec2): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/**
 * The convex hull of points (Andrew's monotone chain), counter-clockwise from the lowest-x point, collinear
 * points dropped; fewer than 3 points come back sorted (a degenerate hull).
 * @example convexHull([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 1 }, { x: 1, y: 0.2 }]) // 3 corners
 */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (pts: readonly Vec2[]): Vec2[] => {
    const out: Vec2[] = [];
    for (const p of pts) {
      while (out.length >= 2 && cross(out[out.length - 2] as Vec2, out[out.length - 1] as Vec2, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}
