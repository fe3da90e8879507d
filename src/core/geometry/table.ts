import type { Circle } from './circle.js';
import { GEOMETRY_EPSILON } from './epsilon.js';
import type { Vec2 } from './vec2.js';

/** The playing area: `width` inches along x and `depth` inches along y, with the origin at the near-left corner. */
export interface Table {
  readonly width: number;
  readonly depth: number;
}

/** Tells whether a point is on the table; the table edge counts as on. */
export function isPointOnTable(p: Vec2, table: Table): boolean {
  return (
    p.x >= -GEOMETRY_EPSILON &&
    p.y >= -GEOMETRY_EPSILON &&
    p.x <= table.width + GEOMETRY_EPSILON &&
    p.y <= table.depth + GEOMETRY_EPSILON
  );
}

/** Tells whether a whole base is on the table; a base touching the table edge is still on. */
export function isOnTable(circle: Circle, table: Table): boolean {
  const { center, radius } = circle;
  return (
    center.x - radius >= -GEOMETRY_EPSILON &&
    center.y - radius >= -GEOMETRY_EPSILON &&
    center.x + radius <= table.width + GEOMETRY_EPSILON &&
    center.y + radius <= table.depth + GEOMETRY_EPSILON
  );
}
