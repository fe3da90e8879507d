/**
 * Where the Xenos & Zealots bots put their units: deployment by role (R2), Move actions toward firing positions,
 * cover or the enemy as the order needs (XZ-MOVE, R22, R26), Move to Cover (XZ-MOR-05) and final facings that
 * show the best armour to the main threat (R12).
 * @module
 */
import { geometry, type Vec2 } from 'sandtable';
import type { Placement } from '../commands/schema';
import { inCover } from '../rules/cover';
import { deploymentProblem, deploymentSamples, facingFrom, zoneOf } from '../rules/deployment';
import { JUMP_LENGTH, JUMP_LEVEL_COST, levelAt, terrainPolygon } from '../rules/geometry';
import { moveProblem } from '../rules/movement';
import { formation, placed } from '../rules/placement';
import {
  cardOf,
  enemyUnits,
  leaderOf,
  modelCard,
  modelDistance,
  unitDistance,
  unitsOnTable,
} from '../rules/units';
import { isObscuring } from '../schemas/scenario';
import type { ModelState, UnitState, XzState } from '../state';
import {
  anchorOf,
  damageWorth,
  expectedShooting,
  expectedStrikes,
  hasFireSupport,
  longestRange,
  menace,
  unitSpeed,
} from './firepower';

/** What a move is for. */
export type MoveGoal =
  /** To shoot well next (ADVANCE; INFILTRATE and EVADE only as a second thought). */
  | { readonly kind: 'shoot'; readonly fireSupport?: boolean; readonly press?: boolean }
  /** To get close to a point (CHARGE, DOUBLE TIME), stopping out of contact (XZ-MOVE-11). */
  | { readonly kind: 'close'; readonly to: Vec2 }
  /** To get away from the enemy's charges and guns, into cover (EVADE). */
  | { readonly kind: 'safety' }
  /** To reach cover while edging forward (INFILTRATE). */
  | { readonly kind: 'cover' };

const round = (v: number) => Math.round(v * 1000) / 1000;

/** The units whose guns or claws matter most to `unit`: the nearest enemy units, closest first. */
export function nearestEnemies(state: XzState, unit: UnitState, count = 3): UnitState[] {
  return enemyUnits(state, unit.player)
    .map((e) => ({ e, d: unitDistance(unit, e) }))
    .sort((a, b) => a.d - b.d || (a.e.id < b.e.id ? -1 : 1))
    .slice(0, count)
    .map((x) => x.e);
}

/**
 * R16 / R19: where to head for on the way from `from` to `to`: `to` itself, or, when the straight line runs into
 * a solid feature (one that blocks sight, or a tall obstacle), the corner of it, stood off by 2.5", that makes the
 * shortest way round.
 */
export function waypoint(state: XzState, from: Vec2, to: Vec2): Vec2 {
  for (const f of state.scenario.terrain) {
    if (f.kind !== 'obstacle' || f.shape.kind === 'line' || !(f.blocksLOS || f.height >= 3)) continue;
    for (const poly of terrainPolygon(f)) {
      if (geometry.segmentLengthInPolygon(from, to, poly) < 0.01) continue;
      const c = centroid(poly.points);
      let best: Vec2 | undefined;
      let bestLength = Number.POSITIVE_INFINITY;
      for (const p of poly.points) {
        const out =
          geometry.distance(p, c) > 1e-9 ? geometry.normalize(geometry.subtract(p, c)) : { x: 0, y: 0 };
        const v = { x: p.x + out.x * 2.5, y: p.y + out.y * 2.5 };
        // A corner already reached is passed: head for the next one.
        if (geometry.distance(from, v) < 3 || geometry.segmentLengthInPolygon(from, v, poly) > 0.01) continue;
        const length = geometry.distance(from, v) + geometry.distance(v, to);
        if (length < bestLength) {
          bestLength = length;
          best = v;
        }
      }
      if (best) return best;
    }
  }
  return to;
}

/** The bearing a large model should face from `at`: toward the nearest enemy (R12: front armour to the threat). */
export function threatBearing(state: XzState, unit: UnitState, at: Vec2): number | undefined {
  let best: Vec2 | undefined;
  let bestD = Number.POSITIVE_INFINITY;
  for (const e of enemyUnits(state, unit.player)) {
    const a = anchorOf(e);
    const d = geometry.distance(a, at);
    if (d < bestD) {
      bestD = d;
      best = a;
    }
  }
  return best ? round(geometry.normalizeDegrees(geometry.bearing(at, best))) : undefined;
}

function isLarge(m: ModelState): boolean {
  return m.shape.kind === 'rect';
}

/**
 * The unit's live models shifted by `v` (large models turned to `facing` when given); a round-based model left
 * beyond the Coherency radius of its leader (or its gun, R35) is drawn in toward it (XZ-UNIT-03, R26).
 */
function shifted(state: XzState, unit: UnitState, v: Vec2, facing: number | undefined): Placement[] {
  const card = cardOf(state, unit);
  const alive = unit.models.filter((m) => m.alive);
  const gun = card.unitType === 'Artillery' ? alive.find((m) => m.body === 'gun') : undefined;
  const anchor = gun ?? alive.find((m) => m.id === unit.leader) ?? alive[0];
  const radius = gun ? 1 : card.coherency;
  const ax = (anchor?.x ?? 0) + v.x;
  const ay = (anchor?.y ?? 0) + v.y;
  return alive.map((m) => {
    let x = m.x + v.x;
    let y = m.y + v.y;
    if (anchor && m !== anchor && m.shape.kind === 'circle' && anchor.shape.kind === 'circle') {
      const reach = radius + m.shape.diameter / 2 + anchor.shape.diameter / 2 - 0.2;
      const d = Math.hypot(x - ax, y - ay);
      if (d > reach && d > 1e-9) {
        x = ax + ((x - ax) / d) * reach;
        y = ay + ((y - ay) / d) * reach;
      }
    }
    return {
      model: m.id,
      x: round(x),
      y: round(y),
      ...(facing !== undefined && isLarge(m) ? { facing } : {}),
    };
  });
}

/**
 * The ways to place the unit after shifting its leader by `v`: the whole unit shifted (turned to `facing`, then
 * as it stands), then (for a unit that has lost its shape) re-formed in ranks around the leader (R26).
 */
function shapes(state: XzState, unit: UnitState, v: Vec2, facing: number | undefined): Placement[][] {
  const out = [shifted(state, unit, v, facing), shifted(state, unit, v, undefined)];
  const leader = leaderOf(unit);
  if (leader && unit.models.length > 1) {
    const at = { x: leader.x + v.x, y: leader.y + v.y };
    const face = facing ?? leader.facing;
    out.push(formation(state, unit, at, face).map((p) => ({ ...p, x: round(p.x), y: round(p.y) })));
  }
  return out;
}

/** The share of the unit's models that would stand in cover (R18, R19), judged on its leader and a few others. */
function coverShare(state: XzState, models: readonly ModelState[]): number {
  let n = 0;
  let inside = 0;
  const step = Math.max(1, Math.floor(models.length / 3));
  for (let i = 0; i < models.length; i += step) {
    const m = models[i] as ModelState;
    if (!m.alive) continue;
    n++;
    if (inCover(state, m)) inside++;
  }
  return n === 0 ? 0 : inside / n;
}

/** Points of cover near `from`: the nearest point of each cover feature, nudged inside. */
function coverPoints(state: XzState, from: Vec2, within: number): Vec2[] {
  const out: Vec2[] = [];
  for (const f of state.scenario.terrain) {
    const gives = (f.kind === 'area' && isObscuring(f)) || f.kind === 'obstacle';
    if (!gives || f.blocksLOS) continue;
    const shape = f.shape;
    const pts =
      shape.kind === 'rect'
        ? [
            { x: shape.rect.x0, y: shape.rect.y0 },
            { x: shape.rect.x1, y: shape.rect.y0 },
            { x: shape.rect.x1, y: shape.rect.y1 },
            { x: shape.rect.x0, y: shape.rect.y1 },
          ]
        : shape.points;
    const poly = { points: pts };
    let near: Vec2;
    if (shape.kind === 'line') {
      near = pts.reduce(
        (b, p) => (geometry.distance(p, from) < geometry.distance(b, from) ? p : b),
        pts[0] as Vec2,
      );
    } else if (geometry.pointInPolygon(from, poly)) near = from;
    else {
      let best = pts[0] as Vec2;
      let bestD = Number.POSITIVE_INFINITY;
      for (let i = 0; i < pts.length; i++) {
        const a = pts[i] as Vec2;
        const b = pts[(i + 1) % pts.length] as Vec2;
        const q = closestOnSegment(from, a, b);
        const d = geometry.distance(q, from);
        if (d < bestD) {
          bestD = d;
          best = q;
        }
      }
      const c = centroid(pts);
      const dir =
        geometry.distance(c, best) > 1e-9 ? geometry.normalize(geometry.subtract(c, best)) : { x: 0, y: 0 };
      near = { x: best.x + dir.x * 1, y: best.y + dir.y * 1 };
    }
    if (geometry.distance(near, from) <= within + 1e-9) out.push(near);
  }
  return out;
}

function closestOnSegment(p: Vec2, a: Vec2, b: Vec2): Vec2 {
  const ab = { x: b.x - a.x, y: b.y - a.y };
  const len2 = ab.x * ab.x + ab.y * ab.y;
  if (len2 < 1e-12) return a;
  const t = Math.max(0, Math.min(1, ((p.x - a.x) * ab.x + (p.y - a.y) * ab.y) / len2));
  return { x: a.x + ab.x * t, y: a.y + ab.y * t };
}

function centroid(pts: readonly Vec2[]): Vec2 {
  let x = 0;
  let y = 0;
  for (const p of pts) {
    x += p.x;
    y += p.y;
  }
  return { x: x / pts.length, y: y / pts.length };
}

/**
 * R28 / XZ-SMOV-04: whether the unit may make its Move a Jump Jets jump (its card has J and a live model has it),
 * as the move command checks it.
 */
export function canJump(state: XzState, unit: UnitState): boolean {
  if (!cardOf(state, unit).mobility.abilities.includes('J') || unitSpeed(state, unit) <= 0) return false;
  return unit.models.some((m) => m.alive && modelCard(state, unit, m).mobility.abilities.includes('J'));
}

/** R28: how far the unit's move reaches: its Mobility, or a full-length jump (8") when it has Jump Jets. */
export function moveReach(state: XzState, unit: UnitState): number {
  const speed = unitSpeed(state, unit);
  return canJump(state, unit) ? Math.max(speed, JUMP_LENGTH) : speed;
}

/**
 * R28 / XZ-SMOV-05: points on higher levels a jump from `from` can land on: the middle of each raised feature a
 * model may stand in (a building it can occupy), when the jump that climbs to it (8" less 2" a level) reaches.
 */
function raisedPoints(state: XzState, from: Vec2): Vec2[] {
  const out: Vec2[] = [];
  const here = levelAt(from, state.scenario.terrain);
  for (const f of state.scenario.terrain) {
    if (f.level <= here || f.shape.kind === 'line' || (f.blocksLOS && f.occupancy === undefined)) continue;
    for (const poly of terrainPolygon(f)) {
      const c = centroid(poly.points);
      const reach = JUMP_LENGTH - JUMP_LEVEL_COST * (levelAt(c, state.scenario.terrain) - here);
      if (reach > 0 && geometry.distance(from, c) <= reach - 0.05) out.push(c);
    }
  }
  return out;
}

/** The shifts a unit's move tries: 8 bearings at full and half Mobility, toward a goal point, and to cover. */
function candidateShifts(state: XzState, unit: UnitState, speed: number, to: Vec2 | undefined): Vec2[] {
  const leader = leaderOf(unit);
  if (!leader || speed <= 0) return [];
  const reach = speed - 0.01;
  const out: Vec2[] = [];
  for (let a = 0; a < 360; a += 45)
    for (const share of [1, 0.5]) {
      const d = geometry.directionOf(a);
      out.push({ x: d.x * reach * share, y: d.y * reach * share });
    }
  if (to) {
    const gap = geometry.distance(leader, to);
    if (gap > 1e-6) {
      const len = Math.min(reach, gap);
      const toward = geometry.bearing(leader, to);
      // Straight at it, and a little to either side to get round a friendly unit in the way (XZ-MOVE-04).
      for (const turn of [0, 20, -20, 40, -40]) {
        const d = geometry.directionOf(toward + turn);
        out.push({ x: d.x * len, y: d.y * len });
      }
    }
  }
  for (const p of coverPoints(state, leader, reach)) out.push({ x: p.x - leader.x, y: p.y - leader.y });
  if (speed >= JUMP_LENGTH - 0.01 && canJump(state, unit))
    for (const p of raisedPoints(state, leader)) out.push({ x: p.x - leader.x, y: p.y - leader.y });
  return out;
}

/** A Move the bot chose: where the models go, whether it is a Jump Jets jump (R28), and its worth. */
export interface MovePlan {
  readonly placements: Placement[];
  readonly jump: boolean;
  readonly score: number;
  /** What staying put scores. */
  readonly stay: number;
}

/**
 * XZ-ORD-05 / XZ-MOVE-01 … XZ-MOVE-05 / XZ-SMOV-04 / XZ-SMOV-05 / R22 / R26 / R28: the best legal Move for `unit`
 * toward `goal` (the whole unit shifted in formation, large models turned to face the nearest enemy), with its
 * score; `undefined` when no shift is legal. Staying put scores `stay`. A unit with Jump Jets jumps when the shift
 * is longer than its Mobility allows or a walk there is not legal (terrain in the way, a higher level).
 */
export function bestMove(state: XzState, unit: UnitState, goal: MoveGoal): MovePlan | undefined {
  const speed = unitSpeed(state, unit);
  const leader = leaderOf(unit);
  if (!leader || speed <= 0) return undefined;
  const jumper = canJump(state, unit);
  const reach = moveReach(state, unit);
  const foes = nearestEnemies(state, unit, 3);
  const score = (v: Vec2, after: readonly ModelState[]) => positionScore(state, unit, goal, v, after, foes);
  const stay = score({ x: 0, y: 0 }, unit.models);
  const shifts = candidateShifts(state, unit, speed, goal.kind === 'close' ? goal.to : undefined);
  if (jumper && reach > speed)
    shifts.push(...candidateShifts(state, unit, reach, goal.kind === 'close' ? goal.to : undefined));
  // Score every shift on the models' would-be positions, then check the best ones until one is legal.
  const ranked = shifts
    .map((v) => {
      const facing = threatBearing(state, unit, { x: leader.x + v.x, y: leader.y + v.y });
      return { v, facing, score: score(v, placed(unit, shifted(state, unit, v, facing))) };
    })
    .sort((a, b) => b.score - a.score);
  // The best-ranked shift that is legal as it is wins at once; one that must be shortened (R17: terrain cuts the
  // allowance) or is blocked is weighed against the next few, at their legal lengths.
  let found: MovePlan | undefined;
  let tried = 0;
  for (const c of ranked) {
    if (c.score <= stay + 0.01 || (found && c.score <= found.score) || tried >= MOVE_TRIES) break;
    tried++;
    const plan = legalShift(state, unit, c.v, c.facing, speed, jumper);
    if (!plan) continue;
    const s = plan.k === 1 ? c.score : score(plan.v, placed(unit, plan.placements));
    if (!found || s > found.score) found = { placements: plan.placements, jump: plan.jump, score: s, stay };
  }
  return found && found.score > stay + 0.01 ? found : undefined;
}

/** How many ranked shifts a move checks for legality at most. */
const MOVE_TRIES = 8;

/** The longest legal version of the shift `v` (full, then shorter), walked or, failing that, jumped. */
function legalShift(
  state: XzState,
  unit: UnitState,
  full: Vec2,
  facing: number | undefined,
  speed: number,
  jumper: boolean,
): { placements: Placement[]; jump: boolean; k: number; v: Vec2 } | undefined {
  for (const k of [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.35]) {
    const v = { x: full.x * k, y: full.y * k };
    const walk = Math.hypot(v.x, v.y) <= speed;
    for (const placements of shapes(state, unit, v, facing)) {
      const kind =
        walk && !moveProblem(state, unit, placements, 'move') ? 'move' : jumper ? 'jump' : undefined;
      if (!kind || (kind === 'jump' && moveProblem(state, unit, placements, 'jump'))) continue;
      return { placements, jump: kind === 'jump', k, v };
    }
  }
  return undefined;
}

/** How good the unit's position after shifting by `v` is for `goal`. */
function positionScore(
  state: XzState,
  unit: UnitState,
  goal: MoveGoal,
  v: Vec2,
  after: readonly ModelState[],
  foes: readonly UnitState[],
): number {
  const moved: UnitState = { ...unit, models: after as ModelState[] };
  const leader = leaderOf(moved);
  if (!leader) return 0;
  const cover = coverShare(state, after);
  const nearest = foes[0] ? unitDistance(moved, foes[0]) : 0;
  switch (goal.kind) {
    case 'close':
      return -geometry.distance(leader, goal.to) + 0.5 * cover;
    case 'shoot': {
      let worth = 0;
      for (const e of foes)
        worth = Math.max(
          worth,
          damageWorth(
            e,
            expectedShooting(state, unit, e, {
              offset: v,
              fireSupport: goal.fireSupport ?? false,
              coarse: true,
            }),
          ),
        );
      // Closing in matters even with a target in reach: nearer shots hit more often (XZ-SHOOT-14), and a game
      // with nothing destroyed is a draw (R2).
      // R2: a side that must still destroy a unit to win closes in hard.
      const pull = goal.press ? 8 : worth > 0.02 ? 48 : 24;
      return 3 * worth + 0.4 * cover - 0.3 * exposure(state, moved, foes) - nearest / pull;
    }
    case 'safety': {
      let danger = 0;
      for (const e of foes) {
        const reach = 2 * unitSpeed(state, e) + 1;
        if (unitDistance(moved, e) <= reach) danger += expectedStrikes(state, e, moved).wounds;
      }
      return -danger + 0.6 * cover - 0.3 * exposure(state, moved, foes) + Math.min(nearest, 24) / 48;
    }
    case 'cover':
      return 1.2 * cover - 0.3 * exposure(state, moved, foes) - nearest / 60;
  }
}

/** A rough count of the enemy guns that could reach the unit where it stands (halved for a unit in cover). */
function exposure(state: XzState, unit: UnitState, foes: readonly UnitState[]): number {
  const leader = leaderOf(unit);
  if (!leader) return 0;
  let sum = 0;
  for (const e of foes) {
    const range = longestRange(state, e, hasFireSupport(state, e));
    const el = leaderOf(e);
    if (!el || modelDistance(el, leader) > range) continue;
    sum += Math.min(2, menace(state, e) / 4);
  }
  return inCover(state, leader) ? sum * 0.5 : sum;
}

/**
 * XZ-MOR-05 / R23: a Move to Cover for a Suppressed unit: every model shifted into cover it can reach within its
 * Mobility, or `undefined` when no such move exists.
 */
export function moveToCover(state: XzState, unit: UnitState): Placement[] | undefined {
  const leader = leaderOf(unit);
  const speed = unitSpeed(state, unit);
  if (!leader || speed <= 0) return undefined;
  let best: { placements: Placement[]; away: number } | undefined;
  const foes = nearestEnemies(state, unit, 3);
  for (const p of coverPoints(state, leader, speed - 0.01)) {
    const v = { x: p.x - leader.x, y: p.y - leader.y };
    for (const k of [1, 0.85, 1.15]) {
      const w = { x: v.x * k, y: v.y * k };
      if (Math.hypot(w.x, w.y) > speed - 0.01) continue;
      const placements = shapes(state, unit, w, undefined).find((p) => !moveProblem(state, unit, p, 'cover'));
      if (!placements) continue;
      const after = placed(unit, placements);
      if (!after.every((m) => !m.alive || inCover(state, m))) continue;
      const moved = { ...unit, models: after };
      const away = foes.reduce((s, e) => s + Math.min(24, unitDistance(moved, e)), 0);
      if (!best || away > best.away) best = { placements, away };
      break;
    }
  }
  return best?.placements;
}

/** The unit's role in deployment: hold back (long guns, artillery), push forward (fast or close-combat), or between. */
export function roleOf(state: XzState, unit: UnitState): 'back' | 'forward' | 'line' {
  const card = cardOf(state, unit);
  if (card.unitType === 'Artillery' || hasFireSupport(state, unit)) return 'back';
  const range = longestRange(state, unit, false);
  const speed = unitSpeed(state, unit);
  let strikes = 0;
  let shots = 0;
  for (const e of enemyUnitsOrNone(state, unit).slice(0, 1)) {
    strikes = expectedStrikes(state, unit, e).wounds;
    shots = expectedShooting(state, unit, e, { offset: { x: 0, y: 0 } }).wounds;
  }
  if (range <= 12 || (speed >= 8 && strikes > shots)) return 'forward';
  if (range >= 36 && strikes <= shots) return 'back';
  return 'line';
}

function enemyUnitsOrNone(state: XzState, unit: UnitState): UnitState[] {
  return enemyUnits(state, unit.player);
}

/** R2: legal deployments in formation across the zone at its front, middle and back (else the rules' samples). */
function deploymentChoices(state: XzState, unit: UnitState): Placement[][] {
  const zone = zoneOf(state, unit.player);
  if (!zone) return [];
  const facing = facingFrom(state, zone);
  const forward = geometry.directionOf(facing);
  const { x0, y0, x1, y1 } = zone.rect;
  const out: Placement[][] = [];
  for (const depth of [0.85, 0.55, 0.25])
    for (const across of [0.15, 0.32, 0.5, 0.68, 0.85]) {
      const fx = Math.abs(forward.x) < 1e-9 ? across : forward.x > 0 ? depth : 1 - depth;
      const fy = Math.abs(forward.y) < 1e-9 ? across : forward.y > 0 ? depth : 1 - depth;
      const f = formation(state, unit, { x: x0 + (x1 - x0) * fx, y: y0 + (y1 - y0) * fy }, facing);
      if (!deploymentProblem(state, unit, f)) out.push(f);
    }
  return out.length > 0 ? out : deploymentSamples(state, unit, 6);
}

/**
 * R2: where to deploy `unit`: among the legal deployment samples across its zone, forward for fast and
 * close-combat units, back for long guns and artillery, in cover where it can be, and apart from friendly units
 * already down (a template hits fewer of them); vehicles face the table's middle, toward the enemy.
 */
export function bestDeployment(state: XzState, unit: UnitState): Placement[] | undefined {
  const samples = deploymentChoices(state, unit);
  const zone = zoneOf(state, unit.player);
  if (samples.length === 0 || !zone) return samples[0];
  const role = roleOf(state, unit);
  const centre = { x: state.scenario.table.width / 2, y: state.scenario.table.depth / 2 };
  const friends = unitsOnTable(state, unit.player).filter((u) => u.id !== unit.id);
  let best: Placement[] | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const s of samples) {
    const after = placed(unit, s);
    const moved = { ...unit, models: after };
    const lead = leaderOf(moved);
    if (!lead) continue;
    const toCentre = geometry.distance(lead, centre);
    let score = role === 'forward' ? -toCentre : role === 'back' ? 0.5 * toCentre : -0.4 * toCentre;
    score += 6 * coverShare(state, after);
    for (const f of friends) {
      const d = unitDistance(moved, f);
      if (d < 4) score -= 4 - d;
    }
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = s;
    }
  }
  return best;
}
