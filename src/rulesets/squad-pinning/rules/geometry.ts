import { type Circle, geometry, type Polygon, type Vec2 } from 'sandtable';
import { TERRAIN_TYPES } from '../data/tables';
import type { TerrainFeature } from '../schemas/scenario';
import type { ModelState, SqState, UnitState } from '../state';
import { alive, baseRadius } from './units';

/** A model's base as a circle. */
export function baseOf(unit: UnitState, model: ModelState): Circle {
  return { center: { x: model.x, y: model.y }, radius: baseRadius(unit) };
}

/** The bases of a unit's living models. */
export function basesOf(unit: UnitState): Circle[] {
  return alive(unit).map((m) => baseOf(unit, m));
}

/** SQ-DEF-01: the distance between two units: closest points of their closest bases. */
export function unitDistance(a: UnitState, b: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const ma of a.models) {
    if (!ma.alive) continue;
    for (const mb of b.models) {
      if (!mb.alive) continue;
      const d = geometry.baseDistance(baseOf(a, ma), baseOf(b, mb));
      if (d < best) best = d;
    }
  }
  return best;
}

/** The distance from a point to the closest base of a unit. */
export function pointToUnit(point: Vec2, unit: UnitState): number {
  let best = Number.POSITIVE_INFINITY;
  for (const m of unit.models) {
    if (!m.alive) continue;
    const d = geometry.pointCircleDistance(point, baseOf(unit, m));
    if (d < best) best = d;
  }
  return best;
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

const polygon = (f: TerrainFeature): Polygon => ({ points: f.points });

/** A feature's bounding box, computed once per feature object (frozen states share them between commands). */
interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}
const boxes = new WeakMap<object, Box>();
function boxOf(f: TerrainFeature): Box {
  const known = boxes.get(f.points);
  if (known) return known;
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of f.points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  const box = { minX, minY, maxX, maxY };
  boxes.set(f.points, box);
  return box;
}

/** Whether the segment a→b (grown by `pad`) may touch the feature: false when their boxes are apart. */
function near(f: TerrainFeature, a: Vec2, b: Vec2, pad = 0): boolean {
  const box = boxOf(f);
  return !(
    Math.max(a.x, b.x) < box.minX - pad ||
    Math.min(a.x, b.x) > box.maxX + pad ||
    Math.max(a.y, b.y) < box.minY - pad ||
    Math.min(a.y, b.y) > box.maxY + pad
  );
}

/** What decided a sight line: clear, or blocked by what. */
export interface Sight {
  readonly clear: boolean;
  /** The rules that decided it (SQ-DEF-13, SQ-DEF-15 when smoke blocked it). */
  readonly rules: readonly string[];
}

/**
 * SQ-DEF-13 / SQ-DEF-15: line of sight between two points, centre to centre: blocked by buildings, by a hill
 * neither end stands on, by smoke it crosses, and by more than `los.maxObscuringDepth` of obscuring terrain.
 */
export function sightBetween(state: SqState, from: Vec2, to: Vec2): Sight {
  let obscuring = 0;
  for (const f of state.scenario.terrain) {
    const type = TERRAIN_TYPES[f.type];
    if (!type.blocksLos && !type.obscuring) continue;
    if (!near(f, from, to, 1e-6)) continue;
    const poly = polygon(f);
    const inside = geometry.segmentLengthInPolygon(from, to, poly);
    if (inside <= geometry.GEOMETRY_EPSILON) continue;
    if (f.type === 'hill') {
      if (geometry.pointInPolygon(from, poly) || geometry.pointInPolygon(to, poly)) continue;
      return { clear: false, rules: ['SQ-DEF-13'] };
    }
    if (type.blocksLos) return { clear: false, rules: ['SQ-DEF-13'] };
    obscuring += inside;
  }
  if (obscuring > state.params.los.maxObscuringDepth + geometry.GEOMETRY_EPSILON)
    return { clear: false, rules: ['SQ-DEF-13'] };
  // `los.modelsBlock`: a line through another model's base is blocked (the models at either end do not count).
  if (state.params.los.modelsBlock)
    for (const u of state.units) {
      if (u.status !== 'table') continue;
      const r = u.kind === 'vehicle' ? 1.5 : 0.5;
      for (const m of u.models) {
        if (!m.alive) continue;
        if (geometry.distance(m, from) < 1e-6 || geometry.distance(m, to) < 1e-6) continue;
        if (geometry.pointSegmentDistance(m, from, to) < r - 1e-6)
          return { clear: false, rules: ['SQ-DEF-13'] };
      }
    }
  for (const cloud of state.smoke) {
    // The line crosses the cloud when it passes closer to its centre than its radius.
    if (geometry.pointSegmentDistance(cloud, from, to) < cloud.radius - 1e-9)
      return { clear: false, rules: ['SQ-DEF-15', 'SQ-DEF-13'] };
  }
  return { clear: true, rules: ['SQ-DEF-13'] };
}

/** SQ-DEF-13: whether a model sees a model. */
export function modelSees(state: SqState, a: ModelState, b: ModelState): boolean {
  return sightBetween(state, a, b).clear;
}

/** SQ-DEF-13: whether any model of `a` sees any model of `b`. */
export function unitSees(state: SqState, a: UnitState, b: UnitState): boolean {
  for (const ma of a.models) {
    if (!ma.alive) continue;
    for (const mb of b.models) if (mb.alive && modelSees(state, ma, mb)) return true;
  }
  return false;
}

/** The terrain features a point lies in. */
export function featuresAt(state: SqState, p: Vec2): TerrainFeature[] {
  return state.scenario.terrain.filter((f) => near(f, p, p) && geometry.pointInPolygon(p, polygon(f)));
}

/** The cover a terrain feature gives. */
export function coverOf(f: TerrainFeature): 'none' | 'light' | 'heavy' {
  return TERRAIN_TYPES[f.type].cover;
}

const better = (a: 'none' | 'light' | 'heavy', b: 'none' | 'light' | 'heavy') =>
  a === 'heavy' || b === 'heavy' ? 'heavy' : a === 'light' || b === 'light' ? 'light' : 'none';

/**
 * SQ-DEF-13: the cover of a target unit against shooting from `firers`: a model is in cover inside a cover
 * feature, or when its sight line from the nearest firing model crosses a cover feature the firer is not in or
 * within 1" of; the unit is in cover when at least half its models are, heavy when half are in heavy cover.
 */
export function coverAgainst(
  state: SqState,
  target: UnitState,
  firers: readonly Vec2[],
): 'none' | 'light' | 'heavy' {
  const models = alive(target);
  if (models.length === 0) return 'none';
  let inCover = 0;
  let inHeavy = 0;
  for (const m of models) {
    let cover: 'none' | 'light' | 'heavy' = 'none';
    for (const f of featuresAt(state, m)) cover = better(cover, coverOf(f));
    if (cover !== 'heavy' && firers.length > 0) {
      let nearest = firers[0] as Vec2;
      let best = geometry.distance(nearest, m);
      for (const p of firers) {
        const d = geometry.distance(p, m);
        if (d < best) {
          best = d;
          nearest = p;
        }
      }
      for (const f of state.scenario.terrain) {
        const c = coverOf(f);
        if (c === 'none' || !near(f, nearest, m, 1e-6)) continue;
        const poly = polygon(f);
        if (geometry.distanceToPolygon(nearest, poly) <= 1) continue;
        if (
          geometry.segmentLengthInPolygon(nearest, m, poly) > geometry.GEOMETRY_EPSILON ||
          segmentCrossesEdges(nearest, m, poly)
        )
          cover = better(cover, c);
      }
    }
    if (cover !== 'none') inCover++;
    if (cover === 'heavy') inHeavy++;
  }
  if (inCover * 2 < models.length) return 'none';
  return inHeavy * 2 >= models.length ? 'heavy' : 'light';
}

function segmentCrossesEdges(a: Vec2, b: Vec2, poly: Polygon): boolean {
  let crosses = false;
  geometry.forEachEdge(poly, (s, e) => {
    if (!crosses && geometry.segmentsIntersect(a, b, s, e)) crosses = true;
  });
  return crosses;
}

/**
 * SQ-DEF-13 (cover without a firer: SQ-CQS-04, templates, airstrikes): at least half the unit's models are in a
 * cover feature, in smoke (light), or within 1" of a wall.
 */
export function coverInPlace(state: SqState, unit: UnitState): 'none' | 'light' | 'heavy' {
  const models = alive(unit);
  if (models.length === 0) return 'none';
  let inCover = 0;
  let inHeavy = 0;
  for (const m of models) {
    let cover: 'none' | 'light' | 'heavy' = 'none';
    for (const f of state.scenario.terrain) {
      const c = coverOf(f);
      if (c === 'none') continue;
      const poly = polygon(f);
      if (!near(f, m, m, 1)) continue;
      if (geometry.pointInPolygon(m, poly) || (f.type === 'wall' && geometry.distanceToPolygon(m, poly) <= 1))
        cover = better(cover, c);
    }
    if (cover === 'none' && state.smoke.some((s) => geometry.distance(s, m) <= s.radius)) cover = 'light';
    if (cover !== 'none') inCover++;
    if (cover === 'heavy') inHeavy++;
  }
  if (inCover * 2 < models.length) return 'none';
  return inHeavy * 2 >= models.length ? 'heavy' : 'light';
}

/** Whether a point is inside an impassable feature (a building, SQ-DEF-02). */
export function inImpassable(state: SqState, p: Vec2): boolean {
  return state.scenario.terrain.some(
    (f) => TERRAIN_TYPES[f.type].impassable && near(f, p, p) && geometry.pointInPolygon(p, polygon(f)),
  );
}

/** Whether a base overlaps an impassable feature. */
export function baseInImpassable(state: SqState, base: Circle): boolean {
  return state.scenario.terrain.some(
    (f) =>
      TERRAIN_TYPES[f.type].impassable &&
      near(f, base.center, base.center, base.radius) &&
      geometry.circleOverlapsPolygon(base, polygon(f)),
  );
}

/** What a straight move costs, and whether it is possible. */
export interface PathCost {
  readonly cost: number;
  readonly blocked: boolean;
  /** Whether it ran through difficult terrain. */
  readonly difficult: boolean;
  /** Whether it crossed a wall. */
  readonly wall: boolean;
}

/**
 * SQ-DEF-12: the cost of a straight move: its length, plus (`move.difficultCost` − 1) × the inches inside
 * difficult terrain (1" per inch with `ignoreDifficult`, SQ-SPC-11/13), plus 2" per wall crossed
 * (SQ-DEF-02); blocked through impassable terrain. `jump`: length only (SQ-DEF-26).
 */
export function pathCost(
  state: SqState,
  from: Vec2,
  to: Vec2,
  ignoreDifficult: boolean,
  jump = false,
): PathCost {
  const length = geometry.distance(from, to);
  if (jump) return { cost: length, blocked: false, difficult: false, wall: false };
  let cost = length;
  let blocked = false;
  let difficult = false;
  let wall = false;
  for (const f of state.scenario.terrain) {
    if (!near(f, from, to, 1e-6)) continue;
    const type = TERRAIN_TYPES[f.type];
    const poly = polygon(f);
    const inside = geometry.segmentLengthInPolygon(from, to, poly);
    const crosses = inside > geometry.GEOMETRY_EPSILON || segmentCrossesEdges(from, to, poly);
    if (!crosses) continue;
    if (type.impassable) blocked = true;
    if (f.type === 'wall') {
      wall = true;
      cost += 2;
    } else if (type.difficult && inside > geometry.GEOMETRY_EPSILON) {
      difficult = true;
      if (!ignoreDifficult) cost += (state.params.move.difficultCost - 1) * inside;
    }
  }
  return { cost, blocked, difficult, wall };
}

/** Whether a point is in difficult terrain. */
export function inDifficult(state: SqState, p: Vec2): boolean {
  return featuresAt(state, p).some((f) => TERRAIN_TYPES[f.type].difficult);
}

/** Whether a base lies wholly on the table. */
export function baseOnTable(state: SqState, base: Circle): boolean {
  const { width, depth } = state.params.table;
  const { x, y } = base.center;
  return (
    x - base.radius >= -1e-9 &&
    y - base.radius >= -1e-9 &&
    x + base.radius <= width + 1e-9 &&
    y + base.radius <= depth + 1e-9
  );
}

/** SQ-DEF-12: whether bases stand in one coherent chain (every model within `coherency` of another). */
export function coherent(state: SqState, bases: readonly Circle[]): boolean {
  if (bases.length <= 1) return true;
  return geometry.isCoherentChain(bases, state.params.coherency + 1e-9);
}
