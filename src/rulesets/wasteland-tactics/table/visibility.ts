import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import { footprint, footprints, liveModels, profileOf, unitHas } from '../context';
import type { UnitState, WastelandState } from '../state';
import { type Box, boxOf, footprintHull, rimPoints, segmentNearBox } from './hull';

/** Something that may block a sight line (R11). */
interface Blocker {
  readonly polygon: Polygon;
  readonly box: Box;
  /** Elevation + height of its tallest element. */
  readonly top: number;
  readonly kind: 'solid' | 'cover' | 'concealment';
  readonly terrain: boolean;
}

/** The blockers of sight lines between two units, built once per pair (R11). */
export interface SightContext {
  readonly blockers: readonly Blocker[];
}

/** A model as a sight line sees it. */
export interface Sighted {
  readonly circle: Circle;
  /** Elevation + height (R11). */
  readonly top: number;
  /** WT-SUR-22 / R36: Flying models ignore terrain for sight. */
  readonly flying: boolean;
}

/**
 * R11: the blockers for sight lines between models of `a` and `b`: intact buildings, visibility-blocking
 * terrain and wrecks (solid), Cover and Concealment areas, and every other unit as a solid block as tall as
 * its tallest model (WT-VIS-04), except Bodyguards (WT-SUR-09) and Flying units (WT-SUR-24).
 */
export function sightContext(state: WastelandState, a: UnitState, b: UnitState): SightContext {
  const blockers: Blocker[] = [];
  for (const area of state.terrain) {
    const kind =
      area.building || area.blocksVisibility || area.wreck
        ? 'solid'
        : area.cover
          ? 'cover'
          : area.concealment
            ? 'concealment'
            : undefined;
    if (kind)
      blockers.push({
        polygon: area.polygon,
        box: boxOf(area.polygon),
        top: area.height,
        kind,
        terrain: true,
      });
  }
  for (const unit of state.units) {
    if (unit.status !== 'on-table' || unit.id === a.id || unit.id === b.id) continue;
    if (unitHas(state, unit, 'Bodyguards') || unitHas(state, unit, 'Flying')) continue;
    const polygon = footprintHull(footprints(state, unit));
    blockers.push({
      polygon,
      box: boxOf(polygon),
      top: profileOf(state, unit).height,
      kind: 'solid',
      terrain: false,
    });
  }
  return { blockers };
}

/** How a model of the unit looks to sight lines. */
export function sighted(state: WastelandState, unit: UnitState, circle: Circle): Sighted {
  return { circle, top: profileOf(state, unit).height, flying: unitHas(state, unit, 'Flying') };
}

function lineBlocked(context: SightContext, p: Vec2, q: Vec2, from: Sighted, to: Sighted): boolean {
  const low = Math.min(from.top, to.top);
  const ignoreTerrain = from.flying || to.flying;
  let concealments = 0;
  for (const blocker of context.blockers) {
    if (blocker.top < low || (ignoreTerrain && blocker.terrain)) continue;
    if (!segmentNearBox(p, q, blocker.box)) continue;
    if (geometry.segmentLengthInPolygon(p, q, blocker.polygon) <= geometry.GEOMETRY_EPSILON) continue;
    // R11: polygons containing A or B never block.
    if (
      geometry.pointInPolygon(from.circle.center, blocker.polygon) ||
      geometry.pointInPolygon(to.circle.center, blocker.polygon)
    )
      continue;
    if (blocker.kind !== 'concealment') return true;
    concealments += 1;
    if (concealments >= 2) return true;
  }
  return false;
}

/**
 * WT-VIS-02 / R11: model A sees model B when one segment between their sample points (the centre and 8
 * rim points of each footprint) is not blocked.
 */
export function canSee(context: SightContext, from: Sighted, to: Sighted): boolean {
  const fromPoints = [from.circle.center, ...rimPoints(from.circle)];
  const toPoints = [to.circle.center, ...rimPoints(to.circle)];
  for (const p of fromPoints)
    for (const q of toPoints) if (!lineBlocked(context, p, q, from, to)) return true;
  return false;
}

/** For each live model of `shooter`, the ids of the `target` models it can see (WT-VIS-02). */
export function visibilityMatrix(
  state: WastelandState,
  shooter: UnitState,
  target: UnitState,
): Map<string, string[]> {
  const context = sightContext(state, shooter, target);
  const targets = liveModels(target).map((m) => ({
    id: m.id,
    seen: sighted(state, target, footprint(state, target, m)),
  }));
  const out = new Map<string, string[]>();
  for (const model of liveModels(shooter)) {
    const from = sighted(state, shooter, footprint(state, shooter, model));
    out.set(
      model.id,
      targets.filter((t) => canSee(context, from, t.seen)).map((t) => t.id),
    );
  }
  return out;
}

/** WT-VIS-01: two units see each other when a model of one sees a model of the other. */
export function unitsSeeEachOther(state: WastelandState, a: UnitState, b: UnitState): boolean {
  if (a.status !== 'on-table' || b.status !== 'on-table') return false;
  const context = sightContext(state, a, b);
  const targets = liveModels(b).map((m) => sighted(state, b, footprint(state, b, m)));
  for (const model of liveModels(a)) {
    const from = sighted(state, a, footprint(state, a, model));
    if (targets.some((t) => canSee(context, from, t))) return true;
  }
  return false;
}
