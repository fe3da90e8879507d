import { geometry, type Table, type Vec2 } from 'sandtable';
import type { TerrainFeature } from '../../schemas/scenario';
import {
  type Body,
  bodiesOverlap,
  bodyOverlapsPolygon,
  bodyPolygon,
  bodySeparation,
  CONTACT_TOLERANCE,
  inBaseContact,
  type RectBody,
} from './body';
import { terrainPolygon } from './terrain';

/** XZ-MOVE-03 / XZ-MOVE-04: another model on the table, as movement sees it (never the mover itself). */
export interface OtherModel {
  readonly id: string;
  readonly body: Body;
  readonly enemy: boolean;
}

/** The distance from segment a→b to a footprint: 0 when it touches, crosses or starts inside it. */
function segmentBodyDistance(a: Vec2, b: Vec2, body: Body): number {
  if (body.shape.kind === 'circle') {
    return Math.max(
      0,
      geometry.pointSegmentDistance({ x: body.x, y: body.y }, a, b) - body.shape.diameter / 2,
    );
  }
  const hull = bodyPolygon(body as RectBody);
  if (geometry.pointInPolygon(a, hull)) return 0;
  let best = Number.POSITIVE_INFINITY;
  geometry.forEachEdge(hull, (p, q) => {
    best = Math.min(best, geometry.segmentSegmentDistance(a, b, p, q));
  });
  return best;
}

/**
 * Signed separation between `other` and the area the mover's footprint sweeps moving its centre from a to b:
 * a round base sweeps a capsule; a hull sweeps its width along the leg, turned to face along it, from half
 * its length behind `a` to half its length beyond `b` (turns at waypoints are free pivots).
 */
function sweptSeparation(mover: Body, a: Vec2, b: Vec2, other: Body): number {
  if (mover.shape.kind === 'circle') {
    const r = mover.shape.diameter / 2;
    if (other.shape.kind === 'circle') {
      return geometry.pointSegmentDistance({ x: other.x, y: other.y }, a, b) - r - other.shape.diameter / 2;
    }
    const d = segmentBodyDistance(a, b, other);
    return d > 0 ? d - r : -r - CONTACT_TOLERANCE;
  }
  const len = geometry.distance(a, b);
  const swept: Body = {
    x: (a.x + b.x) / 2,
    y: (a.y + b.y) / 2,
    facing: len === 0 ? mover.facing : geometry.bearing(a, b),
    shape: { kind: 'rect', length: mover.shape.length + len, width: mover.shape.width },
    height: mover.height,
  };
  return bodySeparation(swept, other);
}

/**
 * XZ-MOVE-02 … XZ-MOVE-04 / R38: the first model (along the path; on a tie, the earlier in `others`) whose
 * footprint the mover's swept footprint would overlap by more than 0.01", or `undefined` when the path is
 * clear. A round base sweeps a capsule; a hull sweeps its own width along each leg, facing along the leg
 * (pivots at waypoints are free). Friendly models block too: a gap narrower than the base is no way through.
 */
export function pathBlocked(
  mover: Body,
  path: readonly Vec2[],
  others: readonly OtherModel[],
): { blockedBy: string; enemy: boolean } | undefined {
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const len2 = dx * dx + dy * dy;
    let found: OtherModel | undefined;
    let foundAt = Number.POSITIVE_INFINITY;
    for (const other of others) {
      if (sweptSeparation(mover, a, b, other.body) >= -CONTACT_TOLERANCE) continue;
      const t = len2 === 0 ? 0 : ((other.body.x - a.x) * dx + (other.body.y - a.y) * dy) / len2;
      if (t < foundAt) {
        found = other;
        foundAt = t;
      }
    }
    if (found !== undefined) return { blockedBy: found.id, enemy: found.enemy };
  }
  return undefined;
}

/**
 * XZ-MOVE-11 / R22: the id of the first enemy (in input order) that the mover, placed with its centre at `end`
 * (and facing `end.facing` when given), would be in base contact with (≤ 0.01"), or `undefined`.
 */
export function endsInContact(
  mover: Body,
  end: Vec2 & { readonly facing?: number },
  enemies: readonly { readonly id: string; readonly body: Body }[],
): string | undefined {
  const placed: Body = { ...mover, x: end.x, y: end.y, facing: end.facing ?? mover.facing };
  for (const enemy of enemies) if (inBaseContact(placed, enemy.body)) return enemy.id;
  return undefined;
}

/** R38 / XZ-TERR-07: why a model may not stand where it is: off the table, overlapping a model, or inside solid terrain. */
export type PlacementProblem =
  | { readonly code: 'off-table' }
  | { readonly code: 'overlaps-model'; readonly id: string }
  | { readonly code: 'inside-terrain'; readonly id: string };

function onTable(body: Body, table: Table): boolean {
  if (body.shape.kind === 'circle') {
    return geometry.isOnTable({ center: { x: body.x, y: body.y }, radius: body.shape.diameter / 2 }, table);
  }
  return bodyPolygon(body as RectBody).points.every((p) => geometry.isPointOnTable(p, table));
}

/**
 * R38 / R2 / XZ-TERR-07 / R28: what is wrong with a model standing at `body`, checked in this order: any part of
 * its footprint off the table; overlapping another model by more than 0.01"; overlapping (by more than 0.01") a
 * `blocksLOS` feature that has no `occupancy`. `undefined` when the placement is fine.
 */
export function placementProblem(
  body: Body,
  table: Table,
  terrain: readonly TerrainFeature[],
  others: readonly { readonly id: string; readonly body: Body }[],
): PlacementProblem | undefined {
  if (!onTable(body, table)) return { code: 'off-table' };
  for (const other of others)
    if (bodiesOverlap(body, other.body)) return { code: 'overlaps-model', id: other.id };
  for (const feature of terrain) {
    if (!feature.blocksLOS || feature.occupancy !== undefined) continue;
    for (const poly of terrainPolygon(feature)) {
      if (bodyOverlapsPolygon(body, poly)) return { code: 'inside-terrain', id: feature.id };
    }
  }
  return undefined;
}
