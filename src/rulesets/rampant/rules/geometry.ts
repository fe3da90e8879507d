import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import { TERRAIN_TYPES, type TerrainFeature } from '../data/tables';
import type { ModelState, RmpState, UnitState } from '../state';
import { alive, classOf, hasRule, isVehicle } from './units';

const EPS = 1e-6;

/** A model's base. */
export function baseOf(state: RmpState, unit: UnitState, model: { x: number; y: number }): Circle {
  return { center: { x: model.x, y: model.y }, radius: classOf(state, unit).baseRadius };
}

const basesCache = new WeakMap<readonly ModelState[], Circle[]>();

/** The bases of a unit's living models (computed once per frozen models array). */
export function basesOf(state: RmpState, unit: UnitState): Circle[] {
  const models = unit.models;
  if (!Object.isFrozen(models)) return alive(unit).map((m) => baseOf(state, unit, m));
  let out = basesCache.get(models);
  if (!out || out[0]?.radius !== classOf(state, unit).baseRadius) {
    out = alive(unit).map((m) => baseOf(state, unit, m));
    basesCache.set(models, out);
  }
  return out;
}

const extents = new WeakMap<readonly Circle[], Circle>();

/** A circle around all of a unit's bases (a quick test before base-by-base distances; once per bases array). */
export function extent(bases: readonly Circle[], remember = true): Circle {
  if (!remember) return extentNow(bases);
  let out = extents.get(bases);
  if (!out) {
    out = extentNow(bases);
    extents.set(bases, out);
  }
  return out;
}

function extentNow(bases: readonly Circle[]): Circle {
  let x = 0;
  let y = 0;
  for (const b of bases) {
    x += b.center.x;
    y += b.center.y;
  }
  const center = { x: x / bases.length, y: y / bases.length };
  let radius = 0;
  for (const b of bases) radius = Math.max(radius, geometry.distance(center, b.center) + b.radius);
  return { center, radius };
}

/** RMP-DEF-01: the distance between two units: closest points of their closest bases (0 when touching). */
export function unitDistance(state: RmpState, a: UnitState, b: UnitState): number {
  return basesDistance(basesOf(state, a), basesOf(state, b));
}

/** The closest distance between two sets of bases (negative when they overlap). */
export function basesDistance(a: readonly Circle[], b: readonly Circle[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const x of a)
    for (const y of b) {
      const d = geometry.distance(x.center, y.center) - x.radius - y.radius;
      if (d < best) best = d;
    }
  return best;
}

/** RMP-DEF-12: two units are in contact when their closest bases touch. */
export function inContact(state: RmpState, a: UnitState, b: UnitState): boolean {
  if (a.status !== 'table' || b.status !== 'table') return false;
  const la = a.models;
  const lb = b.models;
  if (!Object.isFrozen(la) || !Object.isFrozen(lb) || !Object.isFrozen(la[0]) || !Object.isFrozen(lb[0]))
    return touchingNow(state, a, b);
  // Remembered across states while neither unit's (frozen) models change (the base sizes fixed by the classes).
  let byA = pairContact.get(state.params.classes);
  if (!byA) {
    byA = new WeakMap();
    pairContact.set(state.params.classes, byA);
  }
  let row = byA.get(la);
  if (!row) {
    row = new WeakMap();
    byA.set(la, row);
  }
  let touching = row.get(lb);
  if (touching === undefined) {
    touching = touchingNow(state, a, b);
    row.set(lb, touching);
  }
  return touching;
}

const pairContact = new WeakMap<
  object,
  WeakMap<readonly ModelState[], WeakMap<readonly ModelState[], boolean>>
>();

function touchingNow(state: RmpState, a: UnitState, b: UnitState): boolean {
  const ba = basesOf(state, a);
  const bb = basesOf(state, b);
  if (ba.length === 0 || bb.length === 0) return false;
  // (bases of a unit whose models are not frozen are built afresh each time: not worth remembering)
  const ea = extent(ba, Object.isFrozen(a.models));
  const eb = extent(bb, Object.isFrozen(b.models));
  if (geometry.distance(ea.center, eb.center) - ea.radius - eb.radius > 0.05) return false;
  return basesDistance(ba, bb) <= 0.05;
}

/** The enemy units a unit is in contact with. */
export function contacts(state: RmpState, unit: UnitState): UnitState[] {
  if (unit.status !== 'table') return [];
  if (!Object.isFrozen(state.units) || !Object.isFrozen(unit)) return contactsNow(state, unit);
  let cache = contactCache.get(state.units);
  if (!cache || cache.params !== state.params) {
    cache = { params: state.params, byUnit: new Map() };
    contactCache.set(state.units, cache);
  }
  let out = cache.byUnit.get(unit);
  if (!out) {
    out = contactsNow(state, unit);
    cache.byUnit.set(unit, out);
  }
  return out;
}

const contactCache = new WeakMap<
  readonly UnitState[],
  { params: RmpState['params']; byUnit: Map<UnitState, UnitState[]> }
>();

function contactsNow(state: RmpState, unit: UnitState): UnitState[] {
  return state.units.filter(
    (u) => u.player !== unit.player && u.status === 'table' && inContact(state, unit, u),
  );
}

/** The centre of a unit's living models. */
export function centroid(unit: UnitState): Vec2 {
  const models = alive(unit);
  if (models.length === 0) return { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  for (const m of models) {
    x += m.x;
    y += m.y;
  }
  return { x: x / models.length, y: y / models.length };
}

const polygons = new WeakMap<TerrainFeature, Polygon>();

/** A feature's outline (one object per feature, so the geometry's caches keyed by polygon hit). */
const polygon = (f: TerrainFeature): Polygon => {
  let poly = polygons.get(f);
  if (!poly) {
    poly = Object.freeze({ points: f.points });
    polygons.set(f, poly);
  }
  return poly;
};

const boxes = new WeakMap<TerrainFeature, { minX: number; minY: number; maxX: number; maxY: number }>();

function boxOf(f: TerrainFeature): { minX: number; minY: number; maxX: number; maxY: number } {
  let box = boxes.get(f);
  if (!box) {
    const xs = f.points.map((p) => p.x);
    const ys = f.points.map((p) => p.y);
    box = { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
    boxes.set(f, box);
  }
  return box;
}

/** Whether a circle (grown by `margin`) can meet a feature at all: a bounding-box test before the polygon's. */
function near(f: TerrainFeature, c: Circle, margin = 0): boolean {
  const box = boxOf(f);
  const r = c.radius + margin;
  return !(
    c.center.x + r < box.minX ||
    c.center.x - r > box.maxX ||
    c.center.y + r < box.minY ||
    c.center.y - r > box.maxY
  );
}

/**
 * False when segment a→b's bounding box misses the feature's by more than a hair (then `segmentRunsInPolygon`
 * finds no run: it makes the same test with a far smaller tolerance), so the exact test can be skipped.
 */
function segmentNear(f: TerrainFeature, a: Vec2, b: Vec2): boolean {
  const box = boxOf(f);
  const e = 1e-6;
  return !(
    Math.max(a.x, b.x) < box.minX - e ||
    Math.min(a.x, b.x) > box.maxX + e ||
    Math.max(a.y, b.y) < box.minY - e ||
    Math.min(a.y, b.y) > box.maxY + e
  );
}

/** Whether a point lies inside a feature's outline. */
export function pointIn(f: TerrainFeature, p: Vec2): boolean {
  return geometry.pointInPolygon(p, polygon(f));
}

/** RMP-DEF-16: a model is in cover inside a cover feature, or touching a wall. */
function modelInCover(state: RmpState, unit: UnitState, m: ModelState): boolean {
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if (!t.cover || !near(f, baseOf(state, unit, m), 0.2)) continue;
    if (t.linear) {
      if (geometry.circlePolygonDistance(baseOf(state, unit, m), polygon(f)) <= 0.1) return true;
    } else if (pointIn(f, m)) return true;
  }
  return false;
}

/** RMP-DEF-16: a unit is in cover when at least half its models are. */
export function inCover(state: RmpState, unit: UnitState): boolean {
  if (unit.status !== 'table') return false;
  const models = alive(unit);
  if (models.length === 0) return false;
  let n = 0;
  for (const m of models) if (modelInCover(state, unit, m)) n++;
  return 2 * n >= models.length;
}

/** RMP-DEF-16 / RMP-RET-04: a unit is in cover in one feature when at least half its models are in it (or touch it). */
export function inCoverOf(state: RmpState, unit: UnitState, id: string): boolean {
  const f = state.scenario.terrain.find((x) => x.id === id);
  if (!f || !TERRAIN_TYPES[f.type].cover || unit.status !== 'table') return false;
  const models = alive(unit);
  const n = models.filter((m) =>
    TERRAIN_TYPES[f.type].linear
      ? geometry.circlePolygonDistance(baseOf(state, unit, m), polygon(f)) <= 0.1
      : pointIn(f, m),
  ).length;
  return n > 0 && 2 * n >= models.length;
}

/** The cover feature most of the unit's models are in (for narration), if any. */
export function coverFeatureOf(state: RmpState, unit: UnitState): TerrainFeature | undefined {
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if (!t.cover) continue;
    const n = alive(unit).filter((m) =>
      t.linear ? geometry.circlePolygonDistance(baseOf(state, unit, m), polygon(f)) <= 0.1 : pointIn(f, m),
    ).length;
    if (2 * n >= alive(unit).length && n > 0) return f;
  }
  return undefined;
}

/** RMP-DEF-16 / RMP-ATK-08: a unit is in rough terrain when any of its models is inside a rough feature. */
export function inRough(state: RmpState, unit: UnitState): boolean {
  if (unit.status !== 'table') return false;
  for (const m of alive(unit))
    for (const f of state.scenario.terrain) if (TERRAIN_TYPES[f.type].rough && pointIn(f, m)) return true;
  return false;
}

/** RMP-DEF-16: line of sight between two points (blocking terrain, a hill between, obscuring depth). */
export function sightBetween(state: RmpState, a: Vec2, b: Vec2): boolean {
  let obscured = 0;
  const length = geometry.distance(a, b);
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if ((!t.blocksSight && !t.obscuring) || !segmentNear(f, a, b)) continue;
    const poly = polygon(f);
    const runs = geometry.segmentRunsInPolygon(a, b, poly);
    if (runs.length === 0) continue;
    let inside = 0;
    for (const r of runs) inside += (r.end - r.start) * length;
    if (inside <= EPS) continue;
    if (t.blocksSight) {
      if (f.type === 'hill' && (geometry.pointInPolygon(a, poly) || geometry.pointInPolygon(b, poly)))
        continue;
      return false;
    }
    obscured += inside;
  }
  return obscured <= state.params.los.maxObscuringDepth + EPS;
}

/** RMP-DEF-16 (`los.unitsBlock`): whether a sight line crosses a base of a unit other than the two looking. */
function unitsInTheWay(state: RmpState, a: Vec2, b: Vec2, ends: readonly string[]): boolean {
  for (const u of state.units) {
    if (u.status !== 'table' || ends.includes(u.id)) continue;
    const radius = classOf(state, u).baseRadius;
    for (const m of alive(u))
      if (geometry.segmentCircleDistance(a, b, { center: { x: m.x, y: m.y }, radius }) < radius - EPS)
        return true;
  }
  return false;
}

const sightCache = new WeakMap<readonly UnitState[], Map<string, boolean>>();

/** RMP-DEF-16: a unit sees another if any of its models sees any model of it (once per frozen state). */
export function sees(state: RmpState, a: UnitState, b: UnitState): boolean {
  if (a.status !== 'table' || b.status !== 'table') return false;
  if (!Object.isFrozen(state.units) || a !== state.units.find((u) => u.id === a.id))
    return seesAcross(state, a, b);
  let cache = sightCache.get(state.units);
  if (!cache) {
    cache = new Map();
    sightCache.set(state.units, cache);
  }
  const key = a.id < b.id ? `${a.id}|${b.id}` : `${b.id}|${a.id}`;
  let seen = cache.get(key);
  if (seen === undefined) {
    seen = seesAcross(state, a, b);
    cache.set(key, seen);
  }
  return seen;
}

type ModelsKey = readonly ModelState[];
const pairSight = new WeakMap<
  readonly TerrainFeature[],
  {
    depth: number;
    byA: WeakMap<ModelsKey, WeakMap<ModelsKey, boolean>>;
    byPoints: WeakMap<ModelsKey, Map<string, boolean>>;
  }
>();

/**
 * `seesNow(a, b)` remembered across states while neither unit's (frozen) models change: without
 * `los.unitsBlock` it depends only on the two units' models, the terrain and the obscuring depth.
 */
function seesAcross(state: RmpState, a: UnitState, b: UnitState): boolean {
  const la = a.models;
  const lb = b.models;
  if (state.params.los.unitsBlock) return seesNow(state, a, b);
  const frozenA = Object.isFrozen(la) && Object.isFrozen(la[0]);
  const frozenB = Object.isFrozen(lb) && Object.isFrozen(lb[0]);
  if (!frozenB) return seesNow(state, a, b);
  const terrain = state.scenario.terrain;
  const depth = state.params.los.maxObscuringDepth;
  let entry = pairSight.get(terrain);
  if (!entry || entry.depth !== depth) {
    entry = { depth, byA: new WeakMap(), byPoints: new WeakMap() };
    pairSight.set(terrain, entry);
  }
  if (!frozenA) {
    // A unit with new positions (a move sample's ghost, a draft): keyed by where its living models stand now.
    let points = entry.byPoints.get(lb);
    if (!points) {
      points = new Map();
      entry.byPoints.set(lb, points);
    }
    const key = alive(a)
      .map((m) => `${m.x},${m.y}`)
      .join(';');
    let seen = points.get(key);
    if (seen === undefined) {
      seen = seesNow(state, a, b);
      points.set(key, seen);
    }
    return seen;
  }
  let row = entry.byA.get(la);
  if (!row) {
    row = new WeakMap();
    entry.byA.set(la, row);
  }
  let seen = row.get(lb);
  if (seen === undefined) {
    seen = seesNow(state, a, b);
    row.set(lb, seen);
  }
  return seen;
}

function seesNow(state: RmpState, a: UnitState, b: UnitState): boolean {
  const block = state.params.los.unitsBlock;
  for (const ma of alive(a))
    for (const mb of alive(b))
      if (sightBetween(state, ma, mb) && !(block && unitsInTheWay(state, ma, mb, [a.id, b.id]))) return true;
  return false;
}

/** RMP-DEF-15: what stops a base standing here: off the table, impassable ground, rough for vehicles. */
export function groundProblem(state: RmpState, unit: UnitState, base: Circle): string | undefined {
  if (!geometry.isOnTable(base, state.params.table)) return 'off the table';
  const vehicle = isVehicle(state, unit);
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    const blocked =
      t.impassable || (vehicle && (t.linear || (t.rough && !state.params.move.vehiclesEnterRough)));
    if (!blocked || !near(f, base, 0.01)) continue;
    if (
      geometry.circlePolygonDistance(base, polygon(f)) < -EPS ||
      geometry.pointInPolygon(base.center, polygon(f))
    )
      return `inside the ${f.type} '${f.id}'`;
    if (t.linear && geometry.circlePolygonDistance(base, polygon(f)) < 0) return `on the wall '${f.id}'`;
  }
  return undefined;
}

/**
 * RMP-DEF-15: the cost of one model's straight path: its length, plus `move.roughCost` − 1 per inch in rough
 * terrain (not for Rangers), plus 2" per wall crossed (infantry); Infinity through impassable ground.
 */
export function pathCost(state: RmpState, unit: UnitState, from: Vec2, to: Vec2): number {
  const length = geometry.distance(from, to);
  if (length <= EPS) return 0;
  const vehicle = isVehicle(state, unit);
  const ranger = hasRule(state, unit, 'ranger');
  let cost = length;
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if ((!t.linear && !t.rough && !t.impassable) || !segmentNear(f, from, to)) continue;
    const poly = polygon(f);
    if (t.linear) {
      const runs = geometry.segmentRunsInPolygon(from, to, poly);
      if (runs.length === 0) continue;
      if (vehicle) return Number.POSITIVE_INFINITY;
      cost += 2;
      continue;
    }
    if (!t.rough && !t.impassable) continue;
    const runs = geometry.segmentRunsInPolygon(from, to, poly);
    let inside = 0;
    for (const r of runs) inside += (r.end - r.start) * length;
    if (inside <= EPS) continue;
    if (t.impassable) return Number.POSITIVE_INFINITY;
    if (vehicle && !state.params.move.vehiclesEnterRough) return Number.POSITIVE_INFINITY;
    if (!ranger) cost += inside * (state.params.move.roughCost - 1);
  }
  return cost;
}

/** The bases a unit would have with its models moved by a vector. */
export function shifted(state: RmpState, unit: UnitState, by: Vec2): Circle[] {
  const r = classOf(state, unit).baseRadius;
  return alive(unit).map((m) => ({ center: { x: m.x + by.x, y: m.y + by.y }, radius: r }));
}

/** RMP-DEF-15: units end in coherency: every model within `coherency` of another, as one chain. */
export function coherent(state: RmpState, bases: readonly Circle[]): boolean {
  if (bases.length <= 1) return true;
  return geometry.isCoherentChain(bases, state.params.coherency);
}

/** RMP-DEF-02: the y of a player's deployment edge and the direction into the table from it. */
export function homeEdge(state: RmpState, player: string): { y: number; inward: number } {
  const zone = state.sides.find((s) => s.player === player)?.zone ?? 'south';
  return zone === 'south' ? { y: 0, inward: 1 } : { y: state.params.table.depth, inward: -1 };
}

/** RMP-DEF-02: whether a base lies wholly inside a player's deployment zone. */
export function inZone(state: RmpState, player: string, base: Circle): boolean {
  const { y, inward } = homeEdge(state, player);
  const depth = state.params.deployment.zoneDepth;
  const near = inward > 0 ? base.center.y - base.radius >= y - EPS : base.center.y + base.radius <= y + EPS;
  const far =
    inward > 0
      ? base.center.y + base.radius <= y + depth + EPS
      : base.center.y - base.radius >= y - depth - EPS;
  return near && far;
}

/** Round to a hundredth of an inch (positions in commands and events). */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

/** RMP-DEF-06: the standard formation of a unit's models around a centre (a line across the facing). */
export function formation(state: RmpState, unit: UnitState, center: Vec2, facing = 0): Vec2[] {
  const count = alive(unit).length || classOf(state, unit).models;
  const r = classOf(state, unit).baseRadius;
  const gap = 2 * r + 0.5;
  const across = geometry.rotate({ x: 1, y: 0 }, facing);
  const out: Vec2[] = [];
  for (let i = 0; i < count; i++) {
    const k = i - (count - 1) / 2;
    out.push({ x: round(center.x + across.x * k * gap), y: round(center.y + across.y * k * gap) });
  }
  return out;
}
