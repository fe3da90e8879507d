import { type Circle, geometry, type PlayerId, type Polygon } from 'sandtable';
import type { MissionId, Zone } from '../../state';

/** WT-DEP-01 / R40: the depth of the default deployment strips. */
export const ZONE_DEPTH = 12;

/** R40: the n-th default strip: south, north, then the short edges (west, east) between the long strips. */
export function defaultStrip(table: { width: number; depth: number }, index: number): Zone {
  const { width: w, depth: d } = table;
  switch (index % 4) {
    case 0:
      return { kind: 'rect', x0: 0, y0: 0, x1: w, y1: ZONE_DEPTH };
    case 1:
      return { kind: 'rect', x0: 0, y0: d - ZONE_DEPTH, x1: w, y1: d };
    case 2:
      return { kind: 'rect', x0: 0, y0: ZONE_DEPTH, x1: ZONE_DEPTH, y1: d - ZONE_DEPTH };
    default:
      return { kind: 'rect', x0: w - ZONE_DEPTH, y0: ZONE_DEPTH, x1: w, y1: d - ZONE_DEPTH };
  }
}

/**
 * WT-DEP-01 / WT-MIS-03 / WT-MIS-19 / R40: every player's deployment zone for a mission: the Ambush
 * defender gets a 12"-wide strip from the centre to the east short edge, the Hold defender a 24" circle at
 * the centre; everyone else takes the default strips in player order.
 */
export function deploymentZones(
  table: { width: number; depth: number },
  mission: MissionId,
  players: readonly PlayerId[],
  defender: PlayerId | undefined,
): Zone[] {
  let strip = 0;
  return players.map((player) => {
    if (player === defender && mission === 1)
      return {
        kind: 'rect',
        x0: table.width / 2,
        y0: table.depth / 2 - 6,
        x1: table.width,
        y1: table.depth / 2 + 6,
      };
    if (player === defender && mission === 7)
      return { kind: 'circle', x: table.width / 2, y: table.depth / 2, r: 12 };
    return defaultStrip(table, strip++);
  });
}

/** R13: a footprint entirely within a zone. */
export function isEntirelyInZone(circle: Circle, zone: Zone): boolean {
  const { center: c, radius: r } = circle;
  if (zone.kind === 'circle')
    return Math.hypot(c.x - zone.x, c.y - zone.y) + r <= zone.r + geometry.GEOMETRY_EPSILON;
  const e = geometry.GEOMETRY_EPSILON;
  return c.x - r >= zone.x0 - e && c.x + r <= zone.x1 + e && c.y - r >= zone.y0 - e && c.y + r <= zone.y1 + e;
}

/** Whether a point lies in a zone (edges included). */
export function pointInZone(p: { x: number; y: number }, zone: Zone): boolean {
  const e = geometry.GEOMETRY_EPSILON;
  if (zone.kind === 'circle') return Math.hypot(p.x - zone.x, p.y - zone.y) <= zone.r + e;
  return p.x >= zone.x0 - e && p.x <= zone.x1 + e && p.y >= zone.y0 - e && p.y <= zone.y1 + e;
}

/** The centre of a zone. */
export function zoneCenter(zone: Zone): { x: number; y: number } {
  return zone.kind === 'circle'
    ? { x: zone.x, y: zone.y }
    : { x: (zone.x0 + zone.x1) / 2, y: (zone.y0 + zone.y1) / 2 };
}

/** A zone as a polygon (a circle as a 32-gon). */
export function zonePolygon(zone: Zone): Polygon {
  if (zone.kind === 'rect')
    return {
      points: [
        { x: zone.x0, y: zone.y0 },
        { x: zone.x1, y: zone.y0 },
        { x: zone.x1, y: zone.y1 },
        { x: zone.x0, y: zone.y1 },
      ],
    };
  return {
    points: Array.from({ length: 32 }, (_, i) => ({
      x: zone.x + zone.r * Math.cos((2 * Math.PI * i) / 32),
      y: zone.y + zone.r * Math.sin((2 * Math.PI * i) / 32),
    })),
  };
}
