import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import type { UnitState, WastelandState } from '../../state';
import {
  type Box,
  boxOf,
  rimPoints,
  segmentLengthInConvex,
  segmentNearBox,
  unitHull,
} from '../measuring/hull';
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
  /** A unit's hull (convex: a cheaper crossing test). */
  readonly convex: boolean;
}

/** The blockers of sight lines between two units, built once per pair (R11). */
export interface SightContext {
  readonly blockers: readonly Blocker[];
}

/** Unit blocks by unit id, cached per (frozen) units array: states are immutable, so the blocks never go stale. */
const unitBlockCache = new WeakMap<readonly UnitState[], Map<string, Blocker | null>>();

/** A unit's hull as a solid block as tall as its tallest model (WT-VIS-04 / R11). */
function hullBlock(state: WastelandState, unit: UnitState): Blocker {
  const polygon = unitHull(unit, () => footprints(state, unit));
  return {
    polygon,
    box: boxOf(polygon),
    top: profileOf(state, unit).height,
    kind: 'solid',
    terrain: false,
    convex: true,
  };
}

/** A unit as a solid block (WT-VIS-04), or null for Bodyguards and Flying units. */
function unitBlock(state: WastelandState, unit: UnitState): Blocker | null {
  const cacheable = Object.isFrozen(state.units);
  let cache = cacheable ? unitBlockCache.get(state.units) : undefined;
  const hit = cache?.get(unit.id);
  if (hit !== undefined) return hit;
  const block =
    !unitHas(state, unit, 'Bodyguards') && !unitHas(state, unit, 'Flying') ? hullBlock(state, unit) : null;
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
        convex: isConvex(area.polygon),
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
    const inside = blocker.convex
      ? segmentLengthInConvex(p, q, blocker.polygon)
      : geometry.segmentLengthInPolygon(p, q, blocker.polygon);
    if (inside <= geometry.GEOMETRY_EPSILON) continue;
    if (blocker.kind !== 'concealment') return true;
    concealments += 1;
    if (concealments >= 2) return true;
  }
  return false;
}

/** Whether a point lies in a blocker's outline (its box first: most points are nowhere near). */
function within(point: Vec2, blocker: Blocker): boolean {
  const { box } = blocker;
  if (point.x < box.x0 || point.x > box.x1 || point.y < box.y0 || point.y > box.y1) return false;
  return geometry.pointInPolygon(point, blocker.polygon);
}

/** Convexity of terrain outlines (frozen states share them). */
const convexity = new WeakMap<Polygon, boolean>();

/** Whether an outline is convex: every turn along it goes the same way (collinear points allowed). */
function isConvex(polygon: Polygon): boolean {
  const known = convexity.get(polygon);
  if (known !== undefined) return known;
  const points = polygon.points;
  const n = points.length;
  let sign = 0;
  let turning = 0;
  let convex = n >= 3;
  for (let i = 0; i < n && convex; i++) {
    const a = points[i] as Vec2;
    const b = points[(i + 1) % n] as Vec2;
    const c = points[(i + 2) % n] as Vec2;
    const turn = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    const along = (b.x - a.x) * (c.x - b.x) + (b.y - a.y) * (c.y - b.y);
    turning += Math.atan2(turn, along);
    if (Math.abs(turn) <= 1e-12) continue;
    if (sign === 0) sign = Math.sign(turn);
    else if (Math.sign(turn) !== sign) convex = false;
  }
  // One full turn: a star whose every turn goes the same way winds twice.
  convex &&= Math.abs(Math.abs(turning) - 2 * Math.PI) < 1e-6;
  convexity.set(polygon, convex);
  return convex;
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
      !within(from.circle.center, b) &&
      !within(to.circle.center, b),
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
  const context = pairContext(state, shooter, target, boxAround(state, shooter, target));
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

/** A unit's part of a sight key: its id, whether it blocks sight or flies, its live models' positions and floors. */
function unitSightKey(state: WastelandState, unit: UnitState): string {
  const frozen = Object.isFrozen(unit);
  const known = frozen ? unitKeys.get(unit) : undefined;
  if (known !== undefined) return known;
  const flags = `${unitHas(state, unit, 'Bodyguards') ? 'b' : ''}${unitHas(state, unit, 'Flying') ? 'f' : ''}`;
  let key = `${unit.id}/${unit.profile}/${flags}`;
  for (const m of liveModels(unit)) key += `;${m.x},${m.y},${m.elevation ?? 0}`;
  if (frozen) unitKeys.set(unit, key);
  return key;
}

/** Sight keys of frozen units (a unit's models never move without the unit object changing). */
const unitKeys = new WeakMap<UnitState, string>();

/** The bounding box of a unit's footprints. */
function footprintBox(state: WastelandState, unit: UnitState): Box {
  return boxOf(unitHull(unit, () => footprints(state, unit)));
}

function boxesMeet(a: Box, b: Box): boolean {
  return !(a.x1 < b.x0 || b.x1 < a.x0 || a.y1 < b.y0 || b.y1 < a.y0);
}

/** How many unit-pair answers a terrain layout keeps before they are dropped (a bound on memory). */
const PAIRS_KEPT = 50_000;

/** Unit-pair visibility by terrain layout (frozen), then by the pair's sight key. */
const pairCache = new WeakMap<readonly object[], Map<string, boolean>>();

/**
 * What one pair's visibility depends on besides the terrain: both units' sight keys and those of every other
 * unit whose block reaches the box around the two (every sight line between them lies inside it). A unit
 * moving elsewhere on the table leaves the pair's answer in place.
 */
function pairKey(state: WastelandState, a: UnitState, b: UnitState, around: Box): string {
  const [first, second] = a.id < b.id ? [a, b] : [b, a];
  let key = `${unitSightKey(state, first)}|${unitSightKey(state, second)}`;
  for (const unit of state.units) {
    if (unit.status !== 'on-table' || unit.id === a.id || unit.id === b.id) continue;
    const block = unitBlock(state, unit);
    if (block && boxesMeet(block.box, around)) key += `|${unitSightKey(state, unit)}`;
  }
  return key;
}

/** The box around two units' footprints, a hair wider: every sight line between their models lies inside it. */
function boxAround(state: WastelandState, a: UnitState, b: UnitState): Box {
  const boxA = footprintBox(state, a);
  const boxB = footprintBox(state, b);
  const margin = geometry.GEOMETRY_EPSILON;
  return {
    x0: Math.min(boxA.x0, boxB.x0) - margin,
    y0: Math.min(boxA.y0, boxB.y0) - margin,
    x1: Math.max(boxA.x1, boxB.x1) + margin,
    y1: Math.max(boxA.y1, boxB.y1) + margin,
  };
}

/** The blockers of sight lines between two units on the table, only those reaching the box around them. */
function pairContext(state: WastelandState, a: UnitState, b: UnitState, around: Box): SightContext {
  if (a.status !== 'on-table' || b.status !== 'on-table') return sightContext(state, a, b);
  return { blockers: sightContext(state, a, b).blockers.filter((k) => boxesMeet(k.box, around)) };
}

function pairMemo(state: WastelandState): Map<string, boolean> | undefined {
  if (!Object.isFrozen(state.terrain)) return undefined;
  let memo = pairCache.get(state.terrain);
  if (!memo || memo.size > PAIRS_KEPT) {
    memo = new Map();
    pairCache.set(state.terrain, memo);
  }
  return memo;
}

/** WT-VIS-01: two units see each other when a model of one sees a model of the other. */
export function unitsSeeEachOther(state: WastelandState, a: UnitState, b: UnitState): boolean {
  if (a.status !== 'on-table' || b.status !== 'on-table') return false;
  const memo = pairMemo(state);
  const around = boxAround(state, a, b);
  const key = memo ? pairKey(state, a, b, around) : '';
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const context = pairContext(state, a, b, around);
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

/**
 * What deciding which sight rules applied to one shot needs: the sight lines' blockers with one rule undone
 * each, built once per target when a Shoot resolves (never in the bots' searches): no unit blocks
 * (WT-VIS-04), no Concealment (WT-TERR-11, the only way Concealment blocks), Flying units (WT-SUR-24) or
 * Bodyguards (WT-SUR-09) as blocks after all. A variant is left out when it could change nothing.
 */
export interface SightWitness {
  readonly context: SightContext;
  readonly withoutUnits?: SightContext;
  readonly withoutConcealment?: SightContext;
  readonly withFlying?: SightContext;
  readonly withBodyguards?: SightContext;
}

/** Builds the {@link SightWitness} of sight lines from `a` to `b` over `context` (what `sightContext` gave). */
export function sightWitness(
  state: WastelandState,
  a: UnitState,
  b: UnitState,
  context: SightContext,
  exclude: readonly string[] = [],
): SightWitness {
  const terrainOnly = context.blockers.filter((k) => k.terrain);
  const concealments = context.blockers.filter((k) => k.kind === 'concealment').length;
  const passed = (rule: 'Flying' | 'Bodyguards') =>
    state.units
      .filter(
        (u) =>
          u.status === 'on-table' &&
          u.id !== a.id &&
          u.id !== b.id &&
          !exclude.includes(u.id) &&
          unitHas(state, u, rule),
      )
      .map((u) => hullBlock(state, u));
  const flying = passed('Flying');
  const bodyguards = passed('Bodyguards');
  return {
    context,
    ...(terrainOnly.length < context.blockers.length ? { withoutUnits: { blockers: terrainOnly } } : {}),
    ...(concealments >= 2
      ? { withoutConcealment: { blockers: context.blockers.filter((k) => k.kind !== 'concealment') } }
      : {}),
    ...(flying.length > 0 ? { withFlying: { blockers: [...context.blockers, ...flying] } } : {}),
    ...(bodyguards.length > 0 ? { withBodyguards: { blockers: [...context.blockers, ...bodyguards] } } : {}),
  };
}

/**
 * The sight rules that decided what one model (`from`) saw of a target's models: each names a rule undoing
 * which would change whether `from` sees one of them. A model hidden by another unit names WT-VIS-04, or by
 * a second area of Concealment WT-TERR-11; one seen only because a Flying model ignores terrain names
 * WT-SUR-22, or only because Flying (WT-SUR-24) or Bodyguards (WT-SUR-09) units do not block sight.
 */
export function sightRules(
  witness: SightWitness,
  from: Sighted,
  targets: readonly { readonly seen: Sighted; readonly visible: boolean }[],
): string[] {
  const out = new Set<string>();
  const grounded = (s: Sighted): Sighted => (s.flying ? { ...s, flying: false } : s);
  for (const { seen, visible } of targets) {
    if (visible) {
      if ((from.flying || seen.flying) && !canSee(witness.context, grounded(from), grounded(seen)))
        out.add('WT-SUR-22');
      if (witness.withFlying && !canSee(witness.withFlying, from, seen)) out.add('WT-SUR-24');
      if (witness.withBodyguards && !canSee(witness.withBodyguards, from, seen)) out.add('WT-SUR-09');
    } else {
      if (witness.withoutUnits && canSee(witness.withoutUnits, from, seen)) out.add('WT-VIS-04');
      if (witness.withoutConcealment && canSee(witness.withoutConcealment, from, seen)) out.add('WT-TERR-11');
    }
  }
  return [...out].sort();
}
