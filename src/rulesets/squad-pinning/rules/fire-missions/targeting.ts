import { geometry, type Vec2 } from 'sandtable';
import type { SqState, UnitState } from '../../state';
import { baseOf, centroid, coverInPlace, pointToUnit, sightBetween } from '../geometry';
import { alive, onTable, opponentOf, profileOf, tableUnits } from '../units';

const EPS = 1e-9;
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** SQ-DEF-22: the on-board artillery profile of a unit, when it is one. */
export function onBoardArtillery(
  state: SqState,
  unit: UnitState,
): { weight: 'light' | 'medium' | 'heavy'; minRange: number; maxRange: number } | undefined {
  const profile = profileOf(state, unit);
  return profile.role === 'artillery' ? profile.artillery : undefined;
}

/** Why a point cannot be marked, with the rule that says so. */
export interface MarkProblem {
  readonly code: string;
  readonly message: string;
  readonly rule: string;
}

/**
 * SQ-FM-06 / SQ-DEF-22: why the caller cannot mark `point`, or undefined. Off-board: a point on the table in
 * sight of a model of the caller, at any range. On-board artillery: within its minimum and maximum range of
 * its nearest model and in sight of a model of it or of a friendly Spotter or Officer unit.
 */
export function markProblem(
  state: SqState,
  caller: UnitState,
  point: Vec2,
  onBoard: boolean,
): MarkProblem | undefined {
  const { width, depth } = state.params.table;
  if (point.x < -EPS || point.y < -EPS || point.x > width + EPS || point.y > depth + EPS)
    return { code: 'off-table', message: 'mark a point on the table', rule: 'SQ-FM-06' };
  if (onBoard) {
    const artillery = onBoardArtillery(state, caller);
    if (!artillery)
      return {
        code: 'illegal-action',
        message: `${caller.name} is not an on-board artillery unit`,
        rule: 'SQ-DEF-22',
      };
    const d = pointToUnit(point, caller);
    if (d < artillery.minRange - EPS || d > artillery.maxRange + EPS)
      return {
        code: 'out-of-range',
        message: `mark a point ${artillery.minRange}"–${artillery.maxRange}" from ${caller.name} (it is ${round3(d)}")`,
        rule: 'SQ-DEF-22',
      };
    const eyes = [
      caller,
      ...state.units.filter(
        (u) =>
          u.player === caller.player &&
          u.id !== caller.id &&
          onTable(u) &&
          ['spotter', 'officer'].includes(profileOf(state, u).role),
      ),
    ];
    if (!eyes.some((u) => alive(u).some((m) => sightBetween(state, m, point).clear)))
      return {
        code: 'no-line-of-sight',
        message: `neither ${caller.name} nor a friendly Spotter or Officer unit sees that point`,
        rule: 'SQ-DEF-22',
      };
    return undefined;
  }
  if (!alive(caller).some((m) => sightBetween(state, m, point).clear))
    return {
      code: 'no-line-of-sight',
      message: `no model of ${caller.name} sees that point`,
      rule: 'SQ-DEF-22',
    };
  return undefined;
}

/** The caller's model nearest a point (SQ-DEF-23: 12 o'clock points from it to the marker). */
export function nearestModel(unit: UnitState, point: Vec2): Vec2 {
  let best: Vec2 = { x: 0, y: 0 };
  let bestD = Number.POSITIVE_INFINITY;
  for (const m of alive(unit)) {
    const d = geometry.distance(m, point);
    if (d < bestD) {
      bestD = d;
      best = { x: m.x, y: m.y };
    }
  }
  return best;
}

/** SQ-DEF-25: the ends of an airstrike line whose midpoint is `at`, laid along `heading` (degrees). */
export function lineEnds(state: SqState, at: Vec2, heading: number): [Vec2, Vec2] {
  const half = geometry.scale(geometry.directionOf(heading), state.params.airstrike.lineLength / 2);
  return [geometry.subtract(at, half), geometry.add(at, half)];
}

/**
 * SQ-DEF-25: the units of the caller's enemy under an airstrike line (any living model's base within
 * `airstrike.lineHalfWidth` of it), in state order; `vehiclesOnly` for anti-vehicle fire (SQ-AIR-08).
 */
export function enemiesUnderLine(
  state: SqState,
  caller: UnitState,
  ends: readonly [Vec2, Vec2],
  vehiclesOnly: boolean,
): UnitState[] {
  const [a, b] = ends;
  const half = state.params.airstrike.lineHalfWidth;
  return tableUnits(state, opponentOf(state, caller.player)).filter(
    (u) =>
      (!vehiclesOnly || u.kind === 'vehicle') &&
      alive(u).some((m) => geometry.segmentCircleDistance(a, b, baseOf(u, m)) <= half + EPS),
  );
}

/** A unit under a template: the models under it (casualties come from them first) and its distance. */
export interface UnderTemplate {
  readonly unit: UnitState;
  readonly pool: string[];
  readonly distance: number;
}

/**
 * SQ-FM-09 / SQ-DEF-24: every unit on the table (friend or foe; embarked units are not on the table) with a
 * living model's base overlapping the template, nearest the centre first (state order on ties).
 */
export function unitsUnderTemplate(state: SqState, centre: Vec2, radius: number): UnderTemplate[] {
  const out: UnderTemplate[] = [];
  for (const u of state.units) {
    if (!onTable(u)) continue;
    const models = alive(u);
    const hit = geometry.circleTemplateHits(
      centre,
      radius,
      models.map((m) => baseOf(u, m)),
    );
    if (hit.length === 0) continue;
    out.push({
      unit: u,
      pool: hit.map((i) => (models[i] as { id: string }).id),
      distance: pointToUnit(centre, u),
    });
  }
  return out
    .map((entry, i) => ({ entry, i }))
    .sort((p, q) => p.entry.distance - q.entry.distance || p.i - q.i)
    .map((p) => p.entry);
}

/** SQ-DEF-09 / SQ-DEF-13: the cover save target of a unit without a firer, or undefined when in the open. */
export function coverSave(state: SqState, unit: UnitState): number | undefined {
  const cover = coverInPlace(state, unit);
  if (cover === 'none') return undefined;
  return cover === 'heavy' ? state.params.cover.heavy : state.params.cover.light;
}

/** A point (and a line's heading) the caller may mark, for the legal-command lists. */
export interface MarkSample {
  readonly at: Vec2;
  readonly heading?: number;
}

/**
 * SQ-DEF-30: sample points the caller may mark: the centre and the first model of each enemy unit on the table
 * that pass {@link markProblem}; when none does, points of a 6" grid over the table that do. With `headings`,
 * each point comes with the bearing from the caller to it and the bearings from it towards other enemy units.
 */
export function markSamples(
  state: SqState,
  caller: UnitState,
  onBoard: boolean,
  headings: boolean,
  limit = 12,
): MarkSample[] {
  const enemies = tableUnits(state, opponentOf(state, caller.player));
  const points: Vec2[] = [];
  const add = (p: Vec2) => {
    const q = { x: round3(p.x), y: round3(p.y) };
    if (points.some((r) => r.x === q.x && r.y === q.y)) return;
    if (markProblem(state, caller, q, onBoard)) return;
    points.push(q);
  };
  for (const e of enemies) {
    add(centroid(e));
    const first = alive(e)[0];
    if (first) add(first);
  }
  if (points.length === 0) {
    const { width, depth } = state.params.table;
    for (let y = 3; y < depth; y += 6) for (let x = 3; x < width; x += 6) add({ x, y });
  }
  const chosen = points.slice(0, limit);
  if (!headings) return chosen.map((at) => ({ at }));
  const out: MarkSample[] = [];
  for (const at of chosen) {
    const hs: number[] = [Math.round(geometry.bearing(nearestModel(caller, at), at))];
    for (const e of enemies) {
      const c = centroid(e);
      if (geometry.distance(c, at) > 0.5) hs.push(Math.round(geometry.bearing(at, c)));
    }
    for (const h of [...new Set(hs.map((h) => h % 360))].slice(0, 4)) out.push({ at, heading: h });
  }
  return out;
}
