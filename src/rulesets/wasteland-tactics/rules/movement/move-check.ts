import { type Circle, geometry, type Vec2 } from 'sandtable';
import { memoizeBy } from 'sandtable/kit';
import type { ModelState, UnitState, WastelandState } from '../../state';
import { exhaustedPenalty } from '../advantages/advantages';
import { hasCondition } from '../conditions/conditions';
import { type Box, boxOf, unitHull } from '../measuring/hull';
import { baseContact, basesInContact, isCoherent, type ModelFootprint } from '../measuring/measure';
import { segmentPolygonDistance, sweepsOver } from '../measuring/paths';
import { positionProblem } from '../measuring/placement';
import { climbAlong, ruinsAt } from '../terrain/elevation';
import { isAirborne, type MovedPath, moveTerrainPenalty } from '../terrain/terrain-effects';
import {
  areEnemies,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  perUnit,
  profileOf,
  unitHas,
} from '../units/units';

export { isAirborne } from '../terrain/terrain-effects';

/** One model's requested path: the waypoints after its start, its final facing and ruins floor. */
export interface ModelPath {
  readonly model: string;
  readonly path: readonly Vec2[];
  readonly facing?: number | undefined;
  readonly level?: number | undefined;
}

/** One model's part of a checked move. */
export interface MovedModel {
  readonly model: string;
  readonly from: Vec2;
  readonly to: Vec2;
  readonly facing: number;
  /** WT-BLD-03: the ruins floor it ends on (absent: the ground or terrain surface). */
  readonly level?: number;
}

/** A checked move, ready to carry out. */
export interface MovePlan {
  readonly moved: readonly MovedModel[];
  /** WT-MOVE-07: some model leaves base contact with an enemy, so a Will roll is needed. */
  readonly leavesContact: boolean;
  /** WT-MEAS-04 / R14: every contact left was across elevation (counted as contact only by WT-MEAS-04). */
  readonly acrossElevation?: true;
  /** Every live model's path (a single point for those that stay), for terrain hazards. */
  readonly paths: readonly MovedPath[];
}

/** The verdict of {@link checkMove}. */
export type MoveCheck =
  | { readonly ok: true; readonly plan: MovePlan }
  | { readonly ok: false; readonly message: string; readonly path: readonly (string | number)[] };

/** WT-MOVE-01 / WT-SUR-60 / WT-SUR-28 / WT-ADV-09: a model's Move (a Vehicle/Monster's capped by its wounds), −1 Exhausted, + Push forward!. */
export function modelMove(state: WastelandState, unit: UnitState, model: ModelState): number {
  const move = profileOf(state, unit).move - exhaustedPenalty(state, unit);
  return Math.max(0, isVehicle(state, unit) ? Math.min(move, model.wounds) : move) + (unit.pushForward ?? 0);
}

const fail = (message: string, path: (string | number)[]): MoveCheck => ({ ok: false, message, path });

/** The box around every point of the paths, widened by `margin` (a base's radius) and a hair. */
function pathsBox(paths: Iterable<readonly Vec2[]>, margin: number): Box {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const points of paths)
    for (const p of points) {
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  const m = margin + 0.01;
  return { x0: x0 - m, y0: y0 - m, x1: x1 + m, y1: y1 + m };
}

function circleMeetsBox(circle: Circle, box: Box): boolean {
  const { x, y } = circle.center;
  const r = circle.radius;
  return x + r >= box.x0 && x - r <= box.x1 && y + r >= box.y0 && y - r <= box.y1;
}

function polygonMeetsBox(polygon: { readonly points: readonly Vec2[] }, box: Box): boolean {
  const b = boxOf(polygon);
  return b.x1 >= box.x0 && b.x0 <= box.x1 && b.y1 >= box.y0 && b.y0 <= box.y1;
}

/**
 * WT-SUR-61 / R32: the facings a Vehicle/Monster takes along a path: it keeps its facing while moving
 * straight ahead or back and turns (once per action) to move any other way; returns the turns made and the
 * final facing.
 */
export function vehicleTurns(
  start: number,
  points: readonly Vec2[],
  final?: number,
): { turns: number; facing: number } {
  let facing = start;
  let turns = 0;
  for (let i = 0; i + 1 < points.length; i++) {
    const a = points[i] as Vec2;
    const b = points[i + 1] as Vec2;
    if (geometry.distance(a, b) < 1e-9) continue;
    const heading = geometry.bearing(a, b);
    const off = geometry.angleBetween(heading, facing);
    if (off > 1 && off < 179) {
      turns += 1;
      facing = heading;
    }
  }
  if (final !== undefined && geometry.angleBetween(final, facing) > 1e-6) {
    turns += 1;
    facing = geometry.normalizeDegrees(final);
  }
  return { turns, facing };
}

/** WT-MOVE-02 / WT-BLD-03: a model's climb along its path, and why it is not allowed, if it is not. */
function climbCheck(
  state: WastelandState,
  unit: UnitState,
  model: ModelState,
  points: readonly Vec2[],
  level: number | undefined,
) {
  if (isAirborne(state, unit) || !state.terrain.some((t) => t.elevation || t.levels)) return { cost: 0 };
  const end = points[points.length - 1] as Vec2;
  const ruins = ruinsAt(state, end);
  if (level !== undefined && level > 0 && !(ruins?.levels ?? []).includes(level))
    return {
      cost: 0,
      problem: `ends on a ${level}" floor, but no ruins floor of that height is there (WT-BLD-03)`,
    };
  const climb = climbAlong(state, points, model.elevation ?? 0, level ?? 0);
  const shortest = profileOf(state, unit).height;
  if (climb.steps.some((s) => s >= shortest - 1e-9))
    return {
      cost: climb.cost,
      problem: `cannot climb a ${Math.max(...climb.steps)}" height: every model must be taller (WT-MOVE-02)`,
    };
  const floors = Math.abs((model.elevation ?? 0) - (level ?? 0));
  if (isVehicle(state, unit) && floors >= shortest - 1e-9 && floors > 0)
    return {
      cost: climb.cost,
      problem: 'Vehicle/Monster models cannot climb between ruins floors taller than they are (WT-BLD-03)',
    };
  return { cost: climb.cost };
}

/**
 * WT-MOVE-01 … WT-MOVE-07 / WT-TERR-03 … WT-TERR-07 / WT-SUR-61 / R26 / R44: checks a voluntary Move:
 * distance (climbs included, less the terrain penalty), paths clear of other models, enemy gaps and
 * Impassible terrain, a Vehicle/Monster turning once, legal end positions out of enemy contact, and
 * coherency at the end.
 */
export function checkMove(state: WastelandState, unit: UnitState, paths: readonly ModelPath[]): MoveCheck {
  const live = liveModels(unit);
  const seen = new Set<string>();
  const airborne = isAirborne(state, unit);
  const radius = profileOf(state, unit).base / 2;
  const full = new Map<string, Vec2[]>();
  for (const [i, entry] of paths.entries()) {
    const model = live.find((m) => m.id === entry.model);
    if (!model) return fail(`${entry.model} is not a live model of ${unit.name}.`, ['models', i, 'model']);
    if (seen.has(model.id)) return fail(`${model.id} is listed twice.`, ['models', i, 'model']);
    seen.add(model.id);
    full.set(model.id, [{ x: model.x, y: model.y }, ...entry.path]);
  }
  const penalty = moveTerrainPenalty(state, unit, [...full.values()]);
  // Only models and units near the paths can be swept over, passed between or touched at the end: the box
  // around every point the paths visit, widened by this unit's base and the contact tolerance.
  const near = pathsBox(full.values(), radius + state.settings.contactTolerance);
  const obstacles = moveObstacles(state, unit.player);
  const others = obstacles.models.filter((o) => o.unit.id !== unit.id && circleMeetsBox(o.circle, near));
  const hulls = obstacles.hulls.filter((h) => polygonMeetsBox(h.hull, near));
  const ends = new Map<string, { facing: number; level?: number }>();
  for (const [i, entry] of paths.entries()) {
    const model = live.find((m) => m.id === entry.model) as ModelState;
    const points = full.get(model.id) as Vec2[];
    const where = ['models', i, 'path'];
    const climb = climbCheck(state, unit, model, points, entry.level);
    if (climb.problem) return fail(`${model.id} ${climb.problem}.`, where);
    const allowance = modelMove(state, unit, model) - penalty;
    const end = points[points.length - 1] as Vec2;
    const length =
      (airborne ? geometry.distance(points[0] as Vec2, end) : geometry.pathLength(points)) + climb.cost;
    if (!geometry.isAtMost(length, Math.max(0, allowance)))
      return fail(
        `${model.id} would move ${length.toFixed(2)}" but may move ${Math.max(0, allowance)}"${penalty > 0 ? ` (−${penalty} for ${penalty === 2 && !hasCondition(state, 'rainy') ? 'Difficult Terrain, WT-TERR-03' : 'the rain, WT-COND-05'})` : ''}${climb.cost > 0 ? `, climbing included (WT-MOVE-02)` : ''} (WT-MOVE-01).`,
        where,
      );
    let facing = entry.facing === undefined ? model.facing : geometry.normalizeDegrees(entry.facing);
    if (isVehicle(state, unit)) {
      const turns = vehicleTurns(model.facing, airborne ? [points[0] as Vec2, end] : points, entry.facing);
      if (turns.turns > 1)
        return fail(
          `${model.id} is a Vehicle/Monster and may turn only once in a Move action (WT-SUR-61).`,
          where,
        );
      facing = turns.facing;
    }
    ends.set(model.id, { facing, ...(entry.level ? { level: entry.level } : {}) });
    if (!airborne) {
      for (let s = 0; s + 1 < points.length; s++) {
        const a = points[s] as Vec2;
        const b = points[s + 1] as Vec2;
        for (const area of state.terrain)
          if (area.impassible && segmentPolygonDistance(a, b, area.polygon) < radius - 1e-6)
            return fail(
              `${model.id} would pass through Impassible terrain '${area.name}' (WT-MOVE-03).`,
              where,
            );
        for (const o of others)
          if (sweepsOver(a, b, radius, o.circle))
            return fail(`${model.id} would pass through a model of ${o.unit.name} (WT-MOVE-03).`, where);
        for (const h of hulls)
          if (geometry.segmentLengthInPolygon(a, b, h.hull) > 1e-6 && !geometry.pointInPolygon(a, h.hull))
            return fail(
              `${model.id} would pass through the gaps between models of ${h.unit.name} (WT-MOVE-04).`,
              where,
            );
      }
    }
    const circle = { center: end, radius, height: profileOf(state, unit).height, level: entry.level };
    const problem = positionProblem(state, circle, unit.id);
    if (problem) return fail(`${model.id} ${problem} at the end of its move (WT-MOVE-06).`, where);
    if (
      geometry.distance(end, points[0] as Vec2) > 1e-9 &&
      others.some((o) => o.enemy && basesInContact(state, circle, o.circle))
    )
      return fail(
        `${model.id} would end in base contact with an enemy model; only a Fight action's move may (WT-MOVE-05).`,
        where,
      );
  }
  const height = profileOf(state, unit).height;
  const finals: ModelFootprint[] = live.map((m) => {
    const p = full.get(m.id);
    const level = p ? ends.get(m.id)?.level : m.elevation;
    return { center: p ? (p[p.length - 1] as Vec2) : { x: m.x, y: m.y }, radius, height, level };
  });
  for (let i = 0; i < finals.length; i++)
    for (let j = i + 1; j < finals.length; j++)
      if (geometry.distance((finals[i] as Circle).center, (finals[j] as Circle).center) < 2 * radius - 1e-6)
        return fail(`Models of ${unit.name} would overlap each other (WT-MOVE-06).`, ['models']);
  const moved = live
    .map((m, i) => ({ model: m, to: (finals[i] as Circle).center, end: ends.get(m.id) }))
    .filter(
      (m) =>
        m.end !== undefined &&
        (geometry.distance(m.model, m.to) > 1e-9 ||
          m.end.facing !== m.model.facing ||
          (m.end.level ?? 0) !== (m.model.elevation ?? 0)),
    )
    .map(({ model, to, end }) => ({
      model: model.id,
      from: { x: model.x, y: model.y },
      to,
      facing: end?.facing ?? model.facing,
      ...(end?.level ? { level: end.level } : {}),
    }));
  if (moved.some((m) => geometry.distance(m.from, m.to) > 1e-9) && !isCoherent(finals))
    return fail(
      `The move would leave ${unit.name} out of coherency: each model within 2" of two others (WT-UNIT-04).`,
      ['models'],
    );
  const leaving = leavesContact(state, unit, finals);
  return {
    ok: true,
    plan: {
      moved,
      leavesContact: leaving !== undefined,
      ...(leaving === 'raised' ? { acrossElevation: true as const } : {}),
      paths: live.map((m) => ({ model: m.id, path: full.get(m.id) ?? [{ x: m.x, y: m.y }] })),
    },
  };
}

/**
 * WT-MOVE-07 / WT-SUR-63 / WT-MEAS-04: whether some model in contact with a non-Vehicle enemy would end out of
 * contact with it: `touching` when a contact left was level, `raised` when every one was across elevation.
 */
function leavesContact(
  state: WastelandState,
  unit: UnitState,
  finals: readonly ModelFootprint[],
): 'touching' | 'raised' | undefined {
  if (isVehicle(state, unit)) return undefined;
  let left: 'raised' | undefined;
  for (const { model, enemy, before } of contactsBefore(state, unit)) {
    if (basesInContact(state, finals[model] as ModelFootprint, enemy)) continue;
    if (before === 'touching') return 'touching';
    left = 'raised';
  }
  return left;
}

/**
 * The models of the unit (by their place among its live models) in base contact with a model of a non-Vehicle
 * enemy before it moves, with that enemy model and how they touch (computed once per state and unit).
 */
const contactsBefore = perUnit((state, unit) => {
  const live = liveModels(unit);
  const out: { model: number; enemy: ModelFootprint; before: 'touching' | 'raised' }[] = [];
  for (const other of state.units) {
    if (
      other.status !== 'on-table' ||
      !areEnemies(state, unit.player, other.player) ||
      isVehicle(state, other)
    )
      continue;
    for (const enemy of liveModels(other)) {
      const e = footprint(state, other, enemy);
      for (const [i, model] of live.entries()) {
        const before = baseContact(state, footprint(state, unit, model), e);
        if (before === 'touching' || before === 'raised') out.push({ model: i, enemy: e, before });
      }
    }
  }
  return out;
});

/**
 * WT-MOVE-03/04 / WT-SUR-24: what a move by one of `player`'s units may run into, in the order of the state's
 * units: every model on the table (with whether it is an enemy) except Flying enemies, and the hull of every
 * enemy unit of 2+ models that does not fly (computed once per state and player; the mover's own models are
 * left out where it is checked).
 */
const moveObstacles = memoizeBy((state: WastelandState, player: string) => {
  const models: { unit: UnitState; circle: ModelFootprint; enemy: boolean }[] = [];
  for (const other of state.units) {
    if (other.status !== 'on-table') continue;
    const enemy = areEnemies(state, player, other.player);
    if (enemy && unitHas(state, other, 'Flying')) continue; // WT-SUR-24
    for (const circle of footprints(state, other)) models.push({ unit: other, circle, enemy });
  }
  const hulls = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, player, u.player) && liveModels(u).length > 1)
    .filter((u) => !unitHas(state, u, 'Flying'))
    .map((u) => ({ unit: u, hull: unitHull(u, () => footprints(state, u)) }));
  return { models, hulls };
});
