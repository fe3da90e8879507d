import { type Circle, geometry, type Vec2 } from 'sandtable';
import {
  areEnemies,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  rulesOf,
  unitHas,
} from '../context';
import type { ModelState, UnitState, WastelandState } from '../state';
import { footprintHull } from '../table/hull';
import { basesInContact, isCoherent } from '../table/measure';
import { pathTouchesArea, segmentPolygonDistance, sweepsOver } from '../table/paths';
import { positionProblem } from '../table/placement';

/** One model's requested path: the waypoints after its start. */
export interface ModelPath {
  readonly model: string;
  readonly path: readonly Vec2[];
}

/** A checked move, ready to carry out. */
export interface MovePlan {
  readonly moved: readonly { readonly model: string; readonly from: Vec2; readonly to: Vec2 }[];
  /** WT-MOVE-07: some model leaves base contact with an enemy, so a Will roll is needed. */
  readonly leavesContact: boolean;
  /** WT-TERR-05: models whose path touched Dangerous Terrain, with its X. */
  readonly dangerous: readonly { readonly model: string; readonly x: number }[];
}

/** The verdict of {@link checkMove}. */
export type MoveCheck =
  | { readonly ok: true; readonly plan: MovePlan }
  | { readonly ok: false; readonly message: string; readonly path: readonly (string | number)[] };

/** WT-SUR-43: whether the unit treats a terrain kind as Clear. */
function strides(state: WastelandState, unit: UnitState, kind: 'Difficult' | 'Dangerous'): boolean {
  return rulesOf(state, unit).some((r) => r.rule === 'Strider' && (r.terrain ?? []).includes(kind));
}

/** WT-MOVE-01 / WT-SUR-60 / WT-SUR-28: a model's Move (limited to its wounds for a Vehicle/Monster), plus Push forward! */
export function modelMove(state: WastelandState, unit: UnitState, model: ModelState): number {
  const move = profileOf(state, unit).move;
  return (isVehicle(state, unit) ? Math.min(move, model.wounds) : move) + (unit.pushForward ?? 0);
}

/** R36: Jump and Flying models ignore terrain and obstructions and measure in a straight line. */
export function isAirborne(state: WastelandState, unit: UnitState): boolean {
  return unitHas(state, unit, 'Jump') || unitHas(state, unit, 'Flying');
}

const fail = (message: string, path: (string | number)[]): MoveCheck => ({ ok: false, message, path });

/**
 * WT-MOVE-01 … WT-MOVE-07 / WT-TERR-03 … WT-TERR-07 / R26 / R44: checks a voluntary Move: distance
 * (−2 if any model's path touches Difficult Terrain), paths clear of other models, enemy gaps and
 * Impassible terrain, legal end positions out of enemy contact, and coherency at the end.
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
  const difficult =
    !airborne &&
    !strides(state, unit, 'Difficult') &&
    [...full.values()].some((p) => state.terrain.some((a) => a.difficult && pathTouchesArea(p, a)));
  const others: { unit: UnitState; circle: Circle; enemy: boolean }[] = [];
  for (const other of state.units) {
    if (other.status !== 'on-table' || other.id === unit.id) continue;
    const enemy = areEnemies(state, unit.player, other.player);
    if (enemy && unitHas(state, other, 'Flying')) continue; // WT-SUR-24
    for (const circle of footprints(state, other)) others.push({ unit: other, circle, enemy });
  }
  const hulls = state.units
    .filter(
      (u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player) && liveModels(u).length > 1,
    )
    .filter((u) => !unitHas(state, u, 'Flying'))
    .map((u) => ({ unit: u, hull: footprintHull(footprints(state, u)) }));
  for (const [i, entry] of paths.entries()) {
    const model = live.find((m) => m.id === entry.model) as ModelState;
    const points = full.get(model.id) as Vec2[];
    const allowance = modelMove(state, unit, model) - (difficult ? 2 : 0);
    const end = points[points.length - 1] as Vec2;
    const length = airborne ? geometry.distance(points[0] as Vec2, end) : geometry.pathLength(points);
    if (!geometry.isAtMost(length, Math.max(0, allowance)))
      return fail(
        `${model.id} would move ${length.toFixed(2)}" but may move ${Math.max(0, allowance)}"${difficult ? ' (−2 for Difficult Terrain, WT-TERR-03)' : ''} (WT-MOVE-01).`,
        ['models', i, 'path'],
      );
    if (!airborne) {
      for (let s = 0; s + 1 < points.length; s++) {
        const a = points[s] as Vec2;
        const b = points[s + 1] as Vec2;
        for (const area of state.terrain)
          if (area.impassible && segmentPolygonDistance(a, b, area.polygon) < radius - 1e-6)
            return fail(`${model.id} would pass through Impassible terrain '${area.name}' (WT-MOVE-03).`, [
              'models',
              i,
              'path',
            ]);
        for (const o of others)
          if (sweepsOver(a, b, radius, o.circle))
            return fail(`${model.id} would pass through a model of ${o.unit.name} (WT-MOVE-03).`, [
              'models',
              i,
              'path',
            ]);
        for (const h of hulls)
          if (geometry.segmentLengthInPolygon(a, b, h.hull) > 1e-6 && !geometry.pointInPolygon(a, h.hull))
            return fail(
              `${model.id} would pass through the gaps between models of ${h.unit.name} (WT-MOVE-04).`,
              ['models', i, 'path'],
            );
      }
    }
    const circle = { center: end, radius };
    const problem = positionProblem(state, circle, unit.id);
    if (problem)
      return fail(`${model.id} ${problem} at the end of its move (WT-MOVE-06).`, ['models', i, 'path']);
    if (
      geometry.distance(end, points[0] as Vec2) > 1e-9 &&
      others.some((o) => o.enemy && basesInContact(state, circle, o.circle))
    )
      return fail(
        `${model.id} would end in base contact with an enemy model; only a Fight action's move may (WT-MOVE-05).`,
        ['models', i, 'path'],
      );
  }
  const finals = live.map((m) => {
    const p = full.get(m.id);
    return { center: p ? (p[p.length - 1] as Vec2) : { x: m.x, y: m.y }, radius };
  });
  for (let i = 0; i < finals.length; i++)
    for (let j = i + 1; j < finals.length; j++)
      if (geometry.distance((finals[i] as Circle).center, (finals[j] as Circle).center) < 2 * radius - 1e-6)
        return fail(`Models of ${unit.name} would overlap each other (WT-MOVE-06).`, ['models']);
  const moved = live
    .map((m, i) => ({ model: m.id, from: { x: m.x, y: m.y }, to: (finals[i] as Circle).center }))
    .filter((m) => geometry.distance(m.from, m.to) > 1e-9);
  if (moved.length > 0 && !isCoherent(finals))
    return fail(
      `The move would leave ${unit.name} out of coherency: each model within 2" of two others (WT-UNIT-04).`,
      ['models'],
    );
  return {
    ok: true,
    plan: {
      moved,
      leavesContact: leavesContact(state, unit, finals),
      dangerous: dangerousModels(state, unit, full),
    },
  };
}

/** WT-MOVE-07 / WT-SUR-63: some model in contact with a non-Vehicle enemy would end out of contact with it. */
function leavesContact(state: WastelandState, unit: UnitState, finals: readonly Circle[]): boolean {
  if (isVehicle(state, unit)) return false;
  const live = liveModels(unit);
  for (const other of state.units) {
    if (
      other.status !== 'on-table' ||
      !areEnemies(state, unit.player, other.player) ||
      isVehicle(state, other)
    )
      continue;
    for (const enemy of liveModels(other)) {
      const e = footprint(state, other, enemy);
      for (const [i, model] of live.entries())
        if (
          basesInContact(state, footprint(state, unit, model), e) &&
          !basesInContact(state, finals[i] as Circle, e)
        )
          return true;
    }
  }
  return false;
}

function dangerousModels(state: WastelandState, unit: UnitState, full: ReadonlyMap<string, Vec2[]>) {
  if (isAirborne(state, unit) || strides(state, unit, 'Dangerous')) return [];
  const out: { model: string; x: number }[] = [];
  for (const [model, path] of full) {
    if (path.length < 2 || geometry.distance(path[0] as Vec2, path[path.length - 1] as Vec2) < 1e-9) continue;
    const worst = state.terrain
      .filter((a) => a.dangerous > 0 && pathTouchesArea(path, a))
      .map((a) => a.dangerous);
    if (worst.length > 0) out.push({ model, x: Math.min(...worst) });
  }
  return out;
}
