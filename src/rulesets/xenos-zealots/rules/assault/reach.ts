import { geometry, type Vec2 } from 'sandtable';
import type { ModelState, UnitState, XzState } from '../../state';
import { JUMP_LENGTH, MOVEMENT_TABLE, moveAllowance, type OtherModel, pathBlocked } from '../geometry';
import { baseSpeed, checkMove } from '../movement';
import { insideRect, overlaps, tableRect } from '../placement';
import { CONTACT, modelCard, modelDistance } from '../units';

/** R31 / R38: the gap a contact spot is searched at (inside the 0.01" contact tolerance, not overlapping). */
const CONTACT_GAP = 0.005;
/** R31: the within-2" gaps a spot is searched at. */
const NEAR_GAPS = [1, 1.9] as const;
/** Spots tried around each enemy model. */
const CONTACT_ANGLES = 24;
const NEAR_ANGLES = 12;

/** R28 / XZ-SMOV-04: whether `model` jumps in an Assault move made with `jump` (its own card has Jump Jets). */
export function jumps(state: XzState, unit: UnitState, model: ModelState, jump: boolean): boolean {
  return jump && modelCard(state, unit, model).mobility.abilities.includes('J');
}

/**
 * R17 / R31 / XZ-ORD-07 / XZ-MOVE-03 / XZ-MOVE-04: whether `model` may move in a straight line to `to` in an
 * Assault (or withdrawal, or consolidation) move: the path is no longer than its Mobility plus the terrain modifier
 * of R17, crosses nothing impassable, and passes through no other unit's model or gap narrower than its base. With
 * `jump` (R28 / XZ-SMOV-04 / XZ-SMOV-05), a model with Jump Jets jumps instead: 8" less 2" a level climbed, over
 * terrain, obstacles and models, landing neither in Impassable terrain nor inside solid terrain.
 */
export function canReach(
  state: XzState,
  unit: UnitState,
  model: ModelState,
  to: Vec2,
  jump = false,
): boolean {
  const speed = baseSpeed(state, unit, model);
  const mobility = modelCard(state, unit, model).mobility;
  const length = geometry.distance(model, to);
  if (length <= 1e-9) return true;
  if (jumps(state, unit, model, jump)) {
    if (length > JUMP_LENGTH + 1e-6) return false;
    const landing = [{ model: model.id, x: to.x, y: to.y }];
    return checkMove(state, unit, landing, 'jump', { terrainOnly: true }).problem === undefined;
  }
  if (length > speed + roadBonus(mobility.type) + 1e-6) return false;
  const terrain = state.scenario.terrain;
  if (terrain.length === 0) {
    if (length > speed + 1e-6) return false;
  } else {
    const allowance = moveAllowance({ ...mobility, speed }, [{ x: model.x, y: model.y }, to], terrain, {
      obstaclePenalty: state.scenario.obstaclePenalty,
      impassableOverrides: state.scenario.impassableOverrides,
      body: model.body,
    });
    if (allowance.impassable !== undefined || allowance.length > allowance.allowance + 1e-6) return false;
  }
  return (
    pathBlocked(model, [{ x: model.x, y: model.y }, to], modelsNear(state, unit, model, to)) === undefined
  );
}

/** XZ-MOVE-03 / XZ-MOVE-04: the other units' models close enough to the straight path to block it. */
function modelsNear(state: XzState, unit: UnitState, model: ModelState, to: Vec2): OtherModel[] {
  const margin = PATH_MARGIN;
  const x0 = Math.min(model.x, to.x) - margin;
  const x1 = Math.max(model.x, to.x) + margin;
  const y0 = Math.min(model.y, to.y) - margin;
  const y1 = Math.max(model.y, to.y) + margin;
  const out: OtherModel[] = [];
  for (const u of state.units) {
    if (u.id === unit.id || u.status !== 'on-table') continue;
    const enemy = u.player !== unit.player;
    for (const m of u.models)
      if (m.alive && m.x >= x0 && m.x <= x1 && m.y >= y0 && m.y <= y1) out.push({ id: m.id, body: m, enemy });
  }
  return out;
}

/** How far from a path's bounding box a model's centre may stand and still touch the path (large hulls). */
const PATH_MARGIN = 8;

/** R17: the most a model's allowance can grow by on a road. */
function roadBonus(type: keyof typeof MOVEMENT_TABLE): number {
  const cell = MOVEMENT_TABLE[type]['Hard Flat Surface'];
  return typeof cell === 'number' && cell > 0 ? cell : 0;
}

/**
 * R17 / R28: the farthest a model can get in one move (its Mobility plus a road bonus; a jump, 8"), for pruning
 * searches.
 */
export function maxReach(state: XzState, unit: UnitState, model: ModelState, jump = false): number {
  const speed = baseSpeed(state, unit, model);
  if (jumps(state, unit, model, jump) && speed > 0) return JUMP_LENGTH;
  return speed + roadBonus(modelCard(state, unit, model).mobility.type);
}

/** R38: the models of every other unit on the table (the ones a placement must not overlap). */
export function otherModels(state: XzState, unit: UnitState): ModelState[] {
  const out: ModelState[] = [];
  for (const u of state.units) {
    if (u.id === unit.id || u.status !== 'on-table') continue;
    for (const m of u.models) if (m.alive) out.push(m);
  }
  return out;
}

/** R38: whether `model` standing at its point is on the table and overlaps none of `others` (itself skipped). */
export function isFree(state: XzState, model: ModelState, others: readonly ModelState[]): boolean {
  if (!insideRect(model, tableRect(state))) return false;
  const r = boundingRadius(model);
  for (const o of others) {
    if (o.id === model.id) continue;
    const reach = r + boundingRadius(o);
    const dx = o.x - model.x;
    const dy = o.y - model.y;
    if (dx > reach || dx < -reach || dy > reach || dy < -reach || dx * dx + dy * dy > reach * reach) continue;
    if (overlaps(model, o)) return false;
  }
  return true;
}

/** R38: the radius of the circle around a footprint (for cheap rejections before exact tests). */
function boundingRadius(m: ModelState): number {
  return m.shape.kind === 'circle' ? m.shape.diameter / 2 : Math.hypot(m.shape.length, m.shape.width) / 2;
}

/** R38: the footprint gap between a model and the closest of `targets` (infinite when there are none). */
export function gapTo(model: ModelState, targets: readonly ModelState[]): number {
  let best = Number.POSITIVE_INFINITY;
  for (const t of targets) {
    const d = modelDistance(model, t);
    if (d < best) best = d;
  }
  return best;
}

/** R31: 1 in base contact with a target model, 2 within 2" of one, 3 otherwise. */
export function engagement(model: ModelState, targets: readonly ModelState[]): 1 | 2 | 3 {
  const gap = gapTo(model, targets);
  return gap <= CONTACT ? 1 : gap <= 2 + 1e-9 ? 2 : 3;
}

/**
 * R38: points where `model` would stand `gap` inches from `target`'s footprint, `count` bearings around it,
 * starting on the side `model` stands and alternating either way.
 */
function ringPoints(model: ModelState, target: ModelState, gap: number, count: number): Vec2[] {
  const start = geometry.bearing(target, model);
  const out: Vec2[] = [];
  const step = 360 / count;
  for (let k = 0; k < count; k++) {
    const turn = k === 0 ? 0 : Math.ceil(k / 2) * step * (k % 2 === 1 ? 1 : -1);
    const dir = geometry.directionOf(start + turn);
    out.push(pointAtGap(model, target, dir, gap));
  }
  return out;
}

function pointAtGap(model: ModelState, target: ModelState, dir: Vec2, gap: number): Vec2 {
  if (model.shape.kind === 'circle' && target.shape.kind === 'circle') {
    const r = (model.shape.diameter + target.shape.diameter) / 2 + gap;
    return { x: round(target.x + dir.x * r), y: round(target.y + dir.y * r) };
  }
  const size = (m: ModelState) =>
    m.shape.kind === 'circle' ? m.shape.diameter : Math.hypot(m.shape.length, m.shape.width);
  let lo = 0;
  let hi = size(model) + size(target) + gap + 1;
  for (let i = 0; i < 12; i++) {
    const mid = (lo + hi) / 2;
    const at = { ...model, x: target.x + dir.x * mid, y: target.y + dir.y * mid };
    if (modelDistance(at, target) < gap) lo = mid;
    else hi = mid;
  }
  return { x: round(target.x + dir.x * hi), y: round(target.y + dir.y * hi) };
}

/** R31: what a spot search needs: the unit, where its leader ends, the target's models and the models in the way. */
export interface SpotContext {
  readonly state: XzState;
  readonly unit: UnitState;
  readonly leader: ModelState;
  readonly targets: readonly ModelState[];
  readonly others: readonly ModelState[];
  /** R31: the radius around the leader (6"; 0 for the leader itself, which has no radius). */
  readonly radius: number;
  /** R28: the move is a jump (models with Jump Jets jump). */
  readonly jump?: boolean;
}

/**
 * R31 / XZ-ASLT-04 … XZ-ASLT-06: a point `model` can reach this move that is in base contact with a target model
 * (`tier` 1) or within 2" of one (`tier` 2), inside the radius of its leader and free of other models; undefined
 * when there is no room within its reach.
 */
export function findSpot(c: SpotContext, model: ModelState, tier: 1 | 2): Vec2 | undefined {
  const reach = maxReach(c.state, c.unit, model, c.jump === true);
  const near = c.targets
    .map((t) => ({ t, d: modelDistance(model, t) }))
    .filter((x) => x.d <= reach + 2 + 1e-6)
    .sort((a, b) => a.d - b.d || (a.t.id < b.t.id ? -1 : 1));
  for (const { t } of near) {
    const points =
      tier === 1
        ? ringPoints(model, t, CONTACT_GAP, CONTACT_ANGLES)
        : NEAR_GAPS.flatMap((gap) => ringPoints(model, t, gap, NEAR_ANGLES));
    for (const p of points) if (spotUsable(c, model, p, reach)) return p;
  }
  return undefined;
}

/**
 * R31 / XZ-ASLT-06: the reachable point inside the leader's radius that brings `model` closest to the target
 * unit, with that gap (its own point when no move brings it closer).
 */
export function closestApproach(c: SpotContext, model: ModelState): { at: Vec2; gap: number } {
  let best = { at: { x: model.x, y: model.y }, gap: Number.POSITIVE_INFINITY };
  const reach = maxReach(c.state, c.unit, model, c.jump === true);
  const consider = (p: Vec2) => {
    if (!spotUsable(c, model, p, reach)) return;
    const gap = gapTo({ ...model, x: p.x, y: p.y }, c.targets);
    if (gap < best.gap - 1e-9) best = { at: p, gap };
  };
  consider({ x: model.x, y: model.y });
  const walk = baseSpeed(c.state, c.unit, model);
  if (walk <= 0) return best;
  const speed = jumps(c.state, c.unit, model, c.jump === true) ? JUMP_LENGTH : walk;
  let closest: ModelState | undefined;
  let closestGap = Number.POSITIVE_INFINITY;
  for (const t of c.targets) {
    const d = modelDistance(model, t);
    if (d < closestGap) {
      closestGap = d;
      closest = t;
    }
  }
  const toward = closest ? geometry.bearing(model, closest) : 0;
  for (const share of [1, 0.75, 0.5, 0.25])
    for (let k = 0; k < 24; k++) {
      const turn = k === 0 ? 0 : Math.ceil(k / 2) * 15 * (k % 2 === 1 ? 1 : -1);
      const dir = geometry.directionOf(toward + turn);
      const d = Math.min(speed * share - 0.001, Math.max(0, closestGap - CONTACT_GAP));
      consider({ x: round(model.x + dir.x * d), y: round(model.y + dir.y * d) });
    }
  return best;
}

function spotUsable(c: SpotContext, model: ModelState, p: Vec2, reach: number): boolean {
  if (geometry.distance(model, p) > reach + 1e-6) return false;
  const at = { ...model, x: p.x, y: p.y };
  if (c.radius > 0 && modelDistance(at, c.leader) > c.radius + 1e-9) return false;
  if (!isFree(c.state, at, c.others)) return false;
  return canReach(c.state, c.unit, model, p, c.jump === true);
}

const round = (v: number) => Math.round(v * 10000) / 10000;
