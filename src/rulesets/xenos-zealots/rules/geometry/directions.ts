import { geometry, type Table, type Vec2 } from 'sandtable';

/**
 * R23 / R24 / R33 / XZ-MOR-07 / XZ-MOR-13: the point `distance` inches from `from` directly away from `threat`;
 * when the two coincide, the direction is bearing 0 (+y), so the answer is always the same.
 */
export function awayFrom(from: Vec2, threat: Vec2, distance: number): Vec2 {
  const dx = from.x - threat.x;
  const dy = from.y - threat.y;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) return { x: from.x, y: from.y + distance };
  return { x: from.x + (dx / len) * distance, y: from.y + (dy / len) * distance };
}

/**
 * R31 / R23: the point `distance` inches from `from` straight toward `to`, stopping at `to` rather than
 * overshooting it (and `from` itself when the two coincide).
 */
export function towards(from: Vec2, to: Vec2, distance: number): Vec2 {
  const len = geometry.distance(from, to);
  if (len === 0 || distance >= len) return { x: to.x, y: to.y };
  return geometry.lerp(from, to, distance / len);
}

/**
 * R24 / R2: `p` moved onto the table (0…width, 0…depth), kept `margin` inches (e.g. a base's radius) inside
 * every edge; a coordinate already inside is unchanged.
 */
export function clampToTable(p: Vec2, table: Table, margin = 0): Vec2 {
  const clamp = (v: number, max: number) => Math.min(Math.max(v, margin), Math.max(margin, max - margin));
  return { x: clamp(p.x, table.width), y: clamp(p.y, table.depth) };
}
