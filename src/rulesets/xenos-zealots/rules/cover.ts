import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import { isObscuring, type TerrainFeature } from '../schemas/scenario';
import type { ModelState, UnitState, XzState } from '../state';
import { bodyPolygonDistance, OBSTACLE_COVER_RANGE, terrainPolygon } from './geometry';
import { baseSpeed, moveProblem } from './movement';
import { leaderOf } from './units';

/** R18 / R19: whether a feature can give cover at all (an obscuring area, or an obstacle). */
function givesCover(feature: TerrainFeature): boolean {
  return feature.kind === 'obstacle' || (feature.kind === 'area' && isObscuring(feature));
}

/** The distance from a model's footprint to a feature (0 when it touches or overlaps it). */
export function featureDistance(m: ModelState, feature: TerrainFeature): number {
  let best = Number.POSITIVE_INFINITY;
  for (const poly of terrainPolygon(feature)) best = Math.min(best, bodyPolygonDistance(m, poly));
  return best;
}

/**
 * XZ-MOR-05 / R18 / R19: whether a model stands where it could claim cover: its footprint partly inside an
 * obscuring area, or within 1" of an obstacle.
 */
export function inCover(state: XzState, m: ModelState): boolean {
  for (const feature of state.scenario.terrain) {
    if (!givesCover(feature)) continue;
    const d = featureDistance(m, feature);
    if (feature.kind === 'area' ? d <= geometry.GEOMETRY_EPSILON : d <= OBSTACLE_COVER_RANGE + 1e-9)
      return true;
  }
  return false;
}

/** The point of a feature's outline closest to `p`. */
function closestPointOn(p: Vec2, feature: TerrainFeature): Vec2 | undefined {
  let best: Vec2 | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const poly of terrainPolygon(feature))
    geometry.forEachEdge(poly, (a, b) => {
      const q = geometry.closestPointOnSegment(p, a, b);
      const d = geometry.distance(p, q);
      if (d < bestDistance) {
        bestDistance = d;
        best = q;
      }
    });
  return best;
}

/** Where a model's centre should go to take cover from a feature: just over an area's edge, or 0.5" short of an obstacle. */
function coverSpot(m: ModelState, feature: TerrainFeature): Vec2 | undefined {
  const q = closestPointOn(m, feature);
  if (!q) return undefined;
  const d = geometry.distance(m, q);
  if (d < 1e-9) return { x: m.x, y: m.y };
  const stop = feature.kind === 'area' ? -0.1 : 0.5 + (m.shape.kind === 'circle' ? m.shape.diameter / 2 : 0);
  const t = Math.max(0, (d - stop) / d);
  return { x: round(m.x + (q.x - m.x) * t), y: round(m.y + (q.y - m.y) * t) };
}

/**
 * XZ-MOR-05 / R23: legal Move to Cover moves that reach cover, for the (up to three) nearest features within the
 * unit's Mobility: the whole unit shifted with its leader, and each model not yet in cover sent to its own
 * nearest cover; only those every moved model ends in cover with, and the move legal (R17, R26, XZ-MOVE-11).
 */
export function coverSamples(state: XzState, unit: UnitState): Placement[][] {
  const leader = leaderOf(unit);
  if (!leader) return [];
  const alive = unit.models.filter((m) => m.alive);
  const speed = baseSpeed(state, unit, leader);
  if (!(speed > 0)) return [];
  const near = state.scenario.terrain
    .filter(givesCover)
    .map((f) => ({ f, d: featureDistance(leader, f) }))
    .filter((x) => x.d > 0 && x.d <= speed + 1)
    .sort((a, b) => a.d - b.d)
    .slice(0, 3);
  const out: Placement[][] = [];
  for (const { f } of near) {
    const spot = coverSpot(leader, f);
    if (!spot) continue;
    const dx = spot.x - leader.x;
    const dy = spot.y - leader.y;
    const shifted = alive.map((m) => ({ model: m.id, x: round(m.x + dx), y: round(m.y + dy) }));
    const own = alive.flatMap((m) => {
      if (inCover(state, m)) return [];
      const to = coverSpot(m, f);
      return to ? [{ model: m.id, x: to.x, y: to.y }] : [];
    });
    for (const moves of [shifted, own]) {
      if (moves.length === 0) continue;
      const allInCover = moves.every((p) => {
        const m = alive.find((x) => x.id === p.model) as ModelState;
        return inCover(state, { ...m, x: p.x, y: p.y });
      });
      if (allInCover && !moveProblem(state, unit, moves, 'cover')) {
        out.push(moves);
        break;
      }
    }
  }
  return out;
}

const round = (v: number) => Math.round(v * 1000) / 1000;
