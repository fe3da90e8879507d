import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { RmpState, UnitState } from '../state';
import {
  basesDistance,
  basesOf,
  centroid,
  coherent,
  extent,
  groundProblem,
  inCoverOf,
  pathCost,
  round,
} from './geometry';
import { alive, classOf, maxMovement } from './units';

const EPS = 1e-6;

/** Why a placement or a move is refused, and the rule that refuses it. */
export interface Problem {
  readonly problem: string;
  readonly rule: string;
}

/** The positions a unit's living models take when the unit's centre moves to `to` (the block keeps its shape). */
export function translated(unit: UnitState, to: Vec2): Vec2[] {
  const c = centroid(unit);
  return alive(unit).map((m) => ({ x: round(m.x + to.x - c.x), y: round(m.y + to.y - c.y) }));
}

/** Bases at the given positions. */
export function basesAt(state: RmpState, unit: UnitState, positions: readonly Vec2[]): Circle[] {
  const r = classOf(state, unit).baseRadius;
  return positions.map((p) => ({ center: { x: p.x, y: p.y }, radius: r }));
}

interface MoveOptions {
  /** An enemy unit the move may touch (the target of an Attack). */
  readonly target?: string;
  /** Units the move ignores entirely (a transport being boarded). */
  readonly ignore?: readonly string[];
  /** Skip the path checks (a placement: deployment, leaving a transport). */
  readonly placement?: boolean;
}

/**
 * RMP-DEF-15: what stops the unit's models ending at `positions`: each model's path within `allowance` paying
 * terrain costs, not through other units, ending on open ground, in coherency, not overlapping any model and not
 * within `move.enemyClearance` of an enemy unit (but the target of an Attack).
 */
export function moveProblem(
  state: RmpState,
  unit: UnitState,
  positions: readonly Vec2[],
  allowance: number,
  options: MoveOptions = {},
): Problem | undefined {
  const models = alive(unit);
  if (positions.length !== models.length)
    return { problem: `give one position for each of the ${models.length} models`, rule: 'RMP-DEF-15' };
  const bases = basesAt(state, unit, positions);
  for (const base of bases) {
    const ground = groundProblem(state, unit, base);
    if (ground) return { problem: `a model would end ${ground}`, rule: 'RMP-DEF-15' };
  }
  for (let i = 0; i < bases.length; i++)
    for (let j = i + 1; j < bases.length; j++) {
      const x = bases[i] as Circle;
      const y = bases[j] as Circle;
      if (geometry.distance(x.center, y.center) - x.radius - y.radius < -EPS)
        return { problem: 'two of its models would stand on each other', rule: 'RMP-DEF-15' };
    }
  if (!coherent(state, bases))
    return {
      problem: `the models would not be in coherency (each within ${state.params.coherency}" of another)`,
      rule: 'RMP-DEF-15',
    };
  const ignore = options.ignore ?? [];
  const clearance = Math.max(0, state.params.move.enemyClearance);
  const around = bases.length > 0 ? extent(bases, false) : undefined;
  for (const other of state.units) {
    if (other.id === unit.id || other.status !== 'table' || ignore.includes(other.id)) continue;
    const theirs = basesOf(state, other);
    // Every base of `other` is at least this far from every base of the move (a lower bound of the distance
    // below): beyond the clearance neither check can fail.
    if (around && theirs.length > 0) {
      const e = extent(theirs);
      if (geometry.distance(around.center, e.center) - around.radius - e.radius > clearance + 1e-3) continue;
    }
    const d = basesDistance(bases, theirs);
    if (d < -EPS) return { problem: `a model would stand on '${other.name}'`, rule: 'RMP-DEF-15' };
    if (
      other.player !== unit.player &&
      other.id !== options.target &&
      d < state.params.move.enemyClearance - EPS
    )
      return {
        problem: `it would end within ${state.params.move.enemyClearance}" of the enemy '${other.name}'`,
        rule: 'RMP-DEF-15',
      };
  }
  if (options.placement) return undefined;
  // What `pathCrossesUnit` looks at, gathered once for all the models' paths.
  const radius = classOf(state, unit).baseRadius;
  const obstacles: { around: Circle; bases: Circle[] }[] = [];
  for (const other of state.units) {
    if (
      other.id === unit.id ||
      other.status !== 'table' ||
      ignore.includes(other.id) ||
      other.id === options.target
    )
      continue;
    const theirs = basesOf(state, other);
    if (theirs.length > 0) obstacles.push({ around: extent(theirs), bases: theirs });
  }
  const crosses = (from: Vec2, to: Vec2): boolean => {
    for (const o of obstacles) {
      if (geometry.segmentCircleDistance(from, to, o.around) >= radius) continue;
      for (const b of o.bases) if (geometry.segmentCircleDistance(from, to, b) < radius - EPS) return true;
    }
    return false;
  };
  for (let i = 0; i < models.length; i++) {
    const m = models[i] as { x: number; y: number };
    const to = positions[i] as Vec2;
    const cost = pathCost(state, unit, m, to);
    if (cost > allowance + EPS)
      return {
        problem:
          cost === Number.POSITIVE_INFINITY
            ? 'a model’s path crosses impassable ground'
            : `a model’s path costs ${round(cost)}", more than its ${round(allowance)}" (rough ground costs double)`,
        rule: 'RMP-MOV-01',
      };
    if (crosses(m, to)) return { problem: 'a model’s path passes through another unit', rule: 'RMP-DEF-15' };
  }
  return undefined;
}

/**
 * RMP-DEF-12: whether a model's path comes within `clearance` of a unit other than the target (closer than it
 * started: a unit already that near may move away).
 */
function pathTooClose(
  state: RmpState,
  unit: UnitState,
  target: string,
  to: readonly Vec2[],
  clearance: number,
): boolean {
  const r = classOf(state, unit).baseRadius;
  const models = alive(unit);
  for (const other of state.units) {
    if (other.id === unit.id || other.id === target || other.status !== 'table') continue;
    for (const b of basesOf(state, other))
      for (let i = 0; i < models.length; i++) {
        const from = models[i] as Vec2;
        const along = geometry.segmentCircleDistance(from, to[i] as Vec2, b) - r;
        const start = geometry.distance(from, b.center) - b.radius - r;
        if (along < clearance - EPS && along < start - EPS) return true;
      }
  }
  return false;
}

/**
 * RMP-ATK-03 / RMP-DEF-12: the positions that bring the attacker into contact with the target: the unit moves
 * as a block along the line between their closest models until they touch; undefined when it cannot reach.
 * With `clearance` (an Attack), no model's path may pass within that distance of a unit other than the target.
 */
export function attackPlan(
  state: RmpState,
  attacker: UnitState,
  target: UnitState,
  allowance: number,
  clearance = 0,
): Vec2[] | undefined {
  const a = basesOf(state, attacker);
  const b = basesOf(state, target);
  let best: { from: Circle; to: Circle; d: number } | undefined;
  for (const x of a)
    for (const y of b) {
      const d = geometry.distance(x.center, y.center) - x.radius - y.radius;
      if (!best || d < best.d) best = { from: x, to: y, d };
    }
  if (!best) return undefined;
  if (best.d <= 0.05) return alive(attacker).map((m) => ({ x: m.x, y: m.y }));
  const dir = geometry.normalize(geometry.subtract(best.to.center, best.from.center));
  const travel = best.d - 0.01;
  const positions = alive(attacker).map((m) => ({ x: m.x + dir.x * travel, y: m.y + dir.y * travel }));
  const problem = moveProblem(state, attacker, positions, allowance, { target: target.id });
  if (problem) return undefined;
  if (basesDistance(basesAt(state, attacker, positions), b) < -0.02) return undefined;
  if (clearance > 0 && pathTooClose(state, attacker, target.id, positions, clearance)) return undefined;
  return positions;
}

/**
 * RMP-ATK-03 / RMP-DEF-12: why the owner's placement of an attacking unit is not legal: each model's path within its
 * Maximum Movement (terrain costs), no path within 1" of a unit other than the target, the unit in coherency, and
 * at least one model touching the target.
 */
export function attackPlacementProblem(
  state: RmpState,
  attacker: UnitState,
  target: UnitState,
  positions: readonly Vec2[],
): Problem | undefined {
  const problem = moveProblem(state, attacker, positions, maxMovement(state, attacker), {
    target: target.id,
  });
  if (problem) return problem;
  if (basesDistance(basesAt(state, attacker, positions), basesOf(state, target)) > 0.05)
    return { problem: `no model would touch '${target.name}'`, rule: 'RMP-ATK-03' };
  const clearance = state.params.move.enemyClearance;
  if (pathTooClose(state, attacker, target.id, positions, clearance))
    return {
      problem: `a model’s path passes within ${clearance}" of a unit other than the target`,
      rule: 'RMP-DEF-12',
    };
  return undefined;
}

/** Move a unit's living models to positions (and face the way it went). */
export function placeModels(_state: RmpState, unit: UnitState, positions: readonly Vec2[]): number {
  const models = alive(unit);
  let moved = 0;
  const before = centroid(unit);
  models.forEach((m, i) => {
    const p = positions[i] as Vec2;
    moved = Math.max(moved, geometry.distance(m, p));
    m.x = p.x;
    m.y = p.y;
  });
  const after = centroid(unit);
  if (geometry.distance(before, after) > 0.01) unit.facing = Math.round(geometry.bearing(before, after));
  return round(moved);
}

/** A stretch of a block move: how far it went and whether something stopped it short. */
export interface BlockMove {
  readonly by: Vec2;
  readonly distance: number;
  readonly blocked: boolean;
  /** Where it halted for cover (a feature id), if it did. */
  readonly halted?: boolean;
}

/**
 * RMP-DEF-14: moves a unit as a block along `dir` up to `allowance` (paying terrain costs), never coming within
 * `clearance` of another unit it was not already that close to, nor onto impassable ground or off the table; it
 * stops at the last legal point (`blocked`). With `haltInCover` (a cover feature's id), it stops as soon as the unit
 * is in cover in that feature (RMP-RET-04).
 */
export function blockMove(
  state: RmpState,
  unit: UnitState,
  dir: Vec2,
  allowance: number,
  clearance: number,
  haltInCover?: string,
): BlockMove {
  const step = 0.25;
  const models = alive(unit);
  const others = state.units.filter((u) => u.id !== unit.id && u.status === 'table');
  const otherBases = others.map((u) => basesOf(state, u));
  const start = basesOf(state, unit);
  const startGap = otherBases.map((b) => basesDistance(start, b));
  let spent = 0;
  let done = 0;
  let by = { x: 0, y: 0 };
  while (spent < allowance - EPS) {
    const next = { x: by.x + dir.x * step, y: by.y + dir.y * step };
    let cost = 0;
    for (const m of models) {
      const c = pathCost(state, unit, { x: m.x + by.x, y: m.y + by.y }, { x: m.x + next.x, y: m.y + next.y });
      if (c > cost) cost = c;
    }
    if (spent + cost > allowance + EPS) {
      if (cost === Number.POSITIVE_INFINITY) return { by, distance: round(done), blocked: true };
      break;
    }
    const bases = models.map((m) => ({
      center: { x: m.x + next.x, y: m.y + next.y },
      radius: classOf(state, unit).baseRadius,
    }));
    if (bases.some((b) => groundProblem(state, unit, b))) return { by, distance: round(done), blocked: true };
    for (let i = 0; i < otherBases.length; i++) {
      const gap = basesDistance(bases, otherBases[i] as Circle[]);
      if (gap < clearance - EPS && gap < (startGap[i] as number) - EPS)
        return { by, distance: round(done), blocked: true };
    }
    spent += cost;
    done += step;
    by = next;
    if (haltInCover !== undefined && inCoverAt(state, unit, by, haltInCover))
      return { by, distance: round(done), blocked: false, halted: true };
  }
  return { by, distance: round(done), blocked: false };
}

/** Whether the unit would be in cover moved by a vector (RMP-DEF-16). */
function inCoverAt(state: RmpState, unit: UnitState, by: Vec2, feature: string): boolean {
  const moved = { ...unit, models: unit.models.map((m) => ({ ...m, x: m.x + by.x, y: m.y + by.y })) };
  return inCoverOf(state, moved, feature);
}

/** RMP-DEF-15: the unit's Maximum Movement (what a Move may spend). */
export function moveAllowance(state: RmpState, unit: UnitState): number {
  return maxMovement(state, unit);
}
