import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import type { UnitState, WastelandState } from '../../state';
import { type Box, boxOf, rimPoints, segmentNearBox, unitHull } from '../measuring/hull';
import { modelElevation } from '../terrain/elevation';
import { footprint, footprints, liveModels, profileOf, unitHas } from '../units/units';

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

/** Unit blocks by unit id, cached per (frozen) units array: states are immutable, so the blocks never go stale. */
const unitBlockCache = new WeakMap<readonly UnitState[], Map<string, Blocker | null>>();

/** A unit as a solid block (WT-VIS-04), or null for Bodyguards and Flying units. */
function unitBlock(state: WastelandState, unit: UnitState): Blocker | null {
  const cacheable = Object.isFrozen(state.units);
  let cache = cacheable ? unitBlockCache.get(state.units) : undefined;
  const hit = cache?.get(unit.id);
  if (hit !== undefined) return hit;
  let block: Blocker | null = null;
  if (!unitHas(state, unit, 'Bodyguards') && !unitHas(state, unit, 'Flying')) {
    const polygon = unitHull(unit, () => footprints(state, unit));
    block = {
      polygon,
      box: boxOf(polygon),
      top: profileOf(state, unit).height,
      kind: 'solid',
      terrain: false,
    };
  }
  if (cacheable) {
    if (!cache) {
      cache = new Map();
      unitBlockCache.set(state.units, cache);
    }
    cache.set(unit.id, block);
  }
  return block;
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
export function sightContext(
  state: WastelandState,
  a: UnitState,
  b: UnitState,
  exclude: readonly string[] = [],
): SightContext {
  const blockers: Blocker[] = [];
  for (const area of state.terrain) {
    if (exclude.includes(area.id)) continue;
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
    if (unit.status !== 'on-table' || unit.id === a.id || unit.id === b.id || exclude.includes(unit.id))
      continue;
    const block = unitBlock(state, unit);
    if (block) blockers.push(block);
  }
  return { blockers };
}

/** How a model of the unit looks to sight lines (R11: its top is its elevation plus its height). */
export function sighted(state: WastelandState, unit: UnitState, circle: Circle, elevation = 0): Sighted {
  return { circle, top: elevation + profileOf(state, unit).height, flying: unitHas(state, unit, 'Flying') };
}

function lineBlocked(blockers: readonly Blocker[], p: Vec2, q: Vec2): boolean {
  let concealments = 0;
  for (const blocker of blockers) {
    if (!segmentNearBox(p, q, blocker.box)) continue;
    if (geometry.segmentLengthInPolygon(p, q, blocker.polygon) <= geometry.GEOMETRY_EPSILON) continue;
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
  const low = Math.min(from.top, to.top);
  const ignoreTerrain = from.flying || to.flying;
  // R11: blockers lower than the lower model, and polygons containing A or B, never block.
  const blockers = context.blockers.filter(
    (b) =>
      b.top >= low &&
      !(ignoreTerrain && b.terrain) &&
      !geometry.pointInPolygon(from.circle.center, b.polygon) &&
      !geometry.pointInPolygon(to.circle.center, b.polygon),
  );
  if (blockers.length === 0) return true;
  const fromPoints = [from.circle.center, ...rimPoints(from.circle)];
  const toPoints = [to.circle.center, ...rimPoints(to.circle)];
  for (const p of fromPoints) for (const q of toPoints) if (!lineBlocked(blockers, p, q)) return true;
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
    seen: sighted(state, target, footprint(state, target, m), modelElevation(state, m)),
  }));
  const out = new Map<string, string[]>();
  for (const model of liveModels(shooter)) {
    const from = sighted(state, shooter, footprint(state, shooter, model), modelElevation(state, model));
    out.set(
      model.id,
      targets.filter((t) => canSee(context, from, t.seen)).map((t) => t.id),
    );
  }
  return out;
}

/**
 * What unit-pair visibility depends on besides the terrain: each on-table unit's id, whether it blocks sight
 * or flies (WT-SUR-09, WT-SUR-24), and its live models' positions and floors. States that differ elsewhere
 * (markers, wounds, activations) share their answers.
 */
function sightSignature(state: WastelandState): string {
  const parts: string[] = [];
  for (const unit of state.units) {
    if (unit.status !== 'on-table') continue;
    const flags = `${unitHas(state, unit, 'Bodyguards') ? 'b' : ''}${unitHas(state, unit, 'Flying') ? 'f' : ''}`;
    const models = liveModels(unit)
      .map((m) => `${m.x},${m.y},${m.elevation ?? 0}`)
      .join(';');
    parts.push(`${unit.id}/${flags}/${models}`);
  }
  return parts.join('|');
}

/** The sight signature of each (frozen) units array. */
const signatures = new WeakMap<readonly UnitState[], string>();

/** How many sight signatures per terrain layout keep their answers (the most recent ones). */
const SIGNATURES_KEPT = 8;

/** Unit-pair visibility by terrain layout (frozen), then by sight signature: a few recent positions each. */
const pairCache = new WeakMap<readonly object[], Map<string, Map<string, boolean>>>();

function pairMemo(state: WastelandState): Map<string, boolean> | undefined {
  if (!Object.isFrozen(state.units) || !Object.isFrozen(state.terrain)) return undefined;
  let signature = signatures.get(state.units);
  if (signature === undefined) {
    signature = sightSignature(state);
    signatures.set(state.units, signature);
  }
  let bySignature = pairCache.get(state.terrain);
  if (!bySignature) {
    bySignature = new Map();
    pairCache.set(state.terrain, bySignature);
  }
  let memo = bySignature.get(signature);
  if (memo) {
    // Most recently used last.
    bySignature.delete(signature);
    bySignature.set(signature, memo);
    return memo;
  }
  memo = new Map();
  bySignature.set(signature, memo);
  if (bySignature.size > SIGNATURES_KEPT) bySignature.delete(bySignature.keys().next().value as string);
  return memo;
}

/** WT-VIS-01: two units see each other when a model of one sees a model of the other. */
export function unitsSeeEachOther(state: WastelandState, a: UnitState, b: UnitState): boolean {
  if (a.status !== 'on-table' || b.status !== 'on-table') return false;
  const memo = pairMemo(state);
  const key = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const context = sightContext(state, a, b);
  const targets = liveModels(b).map((m) =>
    sighted(state, b, footprint(state, b, m), modelElevation(state, m)),
  );
  let seen = false;
  for (const model of liveModels(a)) {
    const from = sighted(state, a, footprint(state, a, model), modelElevation(state, model));
    if (targets.some((t) => canSee(context, from, t))) {
      seen = true;
      break;
    }
  }
  memo?.set(key, seen);
  return seen;
}
