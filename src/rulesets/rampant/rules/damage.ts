import { geometry, type Vec2 } from 'sandtable';
import { TERRAIN_TYPES } from '../data/tables';
import type { RmpContext } from '../events';
import type { RmpDraft, RmpState, UnitState } from '../state';
import { d6, sumDice } from './dice';
import {
  basesDistance,
  basesOf,
  centroid,
  contacts,
  homeEdge,
  inContact,
  inCover,
  inCoverOf,
  round,
  unitDistance,
} from './geometry';
import { blockMove, moveProblem, placeModels } from './movement';
import type { RmpStep } from './steps';
import {
  aboveHalf,
  alive,
  classOf,
  findUnit,
  inPlay,
  isVehicle,
  maxMovement,
  opponentOf,
  sideOf,
  unitById,
  unitsInPlay,
} from './units';

/** A handler of one queued step kind. */
export type StepHandler = (draft: RmpDraft, step: RmpStep, ctx: RmpContext) => 'done' | 'wait' | RmpStep[];

/** A draft unit by id. */
export function draftUnit(draft: RmpDraft, id: string): UnitState {
  return unitById(draft as RmpState, id);
}

/**
 * RMP-DEF-06 / RMP-DEF-07: a unit loses Strength Points (never below 0). At 0 it is destroyed; a unit of several
 * models then asks its owner which models to remove (RMP-DEF-06: the Commander's model last). Returns what it lost.
 */
export function loseSp(
  draft: RmpDraft,
  ctx: RmpContext,
  unit: UnitState,
  sp: number,
  rules: readonly string[],
  detail: { hits?: number; armour?: number } = {},
): number {
  const lost = Math.min(unit.sp, Math.max(0, sp));
  if (lost <= 0 && detail.hits === undefined) return 0;
  unit.sp -= lost;
  ctx.emit({
    type: 'sp-lost',
    unit: unit.id,
    sp: lost,
    left: unit.sp,
    ...detail,
    rules: [...rules, 'RMP-DEF-06'],
  });
  if (unit.sp <= 0) {
    removeUnit(draft, ctx, unit, 'destroyed', rules);
    return lost;
  }
  const models = alive(unit);
  if (models.length > 1 && lost > 0) {
    const extra = models.length - unit.sp;
    if (extra > 0) draft.queue.unshift({ kind: 'remove-models', unit: unit.id, count: extra });
  }
  return lost;
}

/**
 * RMP-DEF-13: a unit leaves play (destroyed at 0 SP, or routed): its passengers bail out (RMP-DEF-17), its
 * side's losses grow and the side's checks (RMP-CRG-04…06) follow the event; a side with no unit left loses.
 */
export function removeUnit(
  draft: RmpDraft,
  ctx: RmpContext,
  unit: UnitState,
  how: 'destroyed' | 'routed',
  rules: readonly string[],
): void {
  const state = draft as RmpState;
  const side = sideOf(state, unit.player);
  const before = { units: unitsInPlay(state, unit.player).length, halfLost: side.halfLost };
  const at = unit.status === 'table' ? centroid(unit) : undefined;
  const carrier = unit.transport ? findUnit(state, unit.transport) : undefined;
  const spot = at ?? (carrier ? centroid(carrier) : { x: 0, y: 0 });
  unit.status = how;
  unit.suppressed = false;
  unit.goneToGround = false;
  unit.sp = how === 'destroyed' ? 0 : unit.sp;
  for (const m of unit.models) m.alive = how === 'destroyed' ? false : m.alive;
  delete unit.transport;
  ctx.emit({ type: 'unit-removed', unit: unit.id, how, rules: [...rules, 'RMP-DEF-13'] });
  draftSide(draft, unit.player).pointsLost += unit.points;
  const commanderLost = unit.commander;
  if (commanderLost) {
    draftSide(draft, unit.player).commanderLost = true;
    ctx.emit({ type: 'commander-lost', player: unit.player, rules: ['RMP-DEF-18', 'RMP-CRG-05'] });
  }
  for (const p of state.units)
    if (p.status === 'embarked' && p.transport === unit.id)
      draft.queue.push({ kind: 'passengers', unit: p.id, at: { x: round(spot.x), y: round(spot.y) } });
  if (checkGameEnd(draft, ctx)) return;
  draft.queue.push({ kind: 'side-checks', player: unit.player, commanderLost, before });
}

function draftSide(draft: RmpDraft, player: string) {
  const side = draft.sides.find((s) => s.player === player);
  if (!side) throw new Error(`rampant: no side '${player}'`);
  return side;
}

/** RMP-DEF-20: victory points: the points of enemy units removed, plus the Commander bonus. */
export function scores(state: RmpState): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of state.players) {
    const enemy = opponentOf(state, p);
    let vp = 0;
    for (const u of state.units)
      if (u.player === enemy && (u.status === 'destroyed' || u.status === 'routed'))
        vp += u.points + (u.commander ? state.params.victory.commanderBonus : 0);
    out[p] = vp;
  }
  return out;
}

/** RMP-DEF-20: ends the game when a side has no unit left; true when it ended. */
export function checkGameEnd(draft: RmpDraft, ctx: RmpContext): boolean {
  const state = draft as RmpState;
  if (state.result) return true;
  const empty = state.players.filter((p) => unitsInPlay(state, p).length === 0);
  if (empty.length === 0) return false;
  const winners = state.players.filter((p) => !empty.includes(p));
  finish(draft, ctx, winners, winners.length === 1 ? 'the enemy has no units left' : 'both sides are gone');
  return true;
}

/** RMP-DEF-20: the game is over; the queue is dropped. */
export function finish(draft: RmpDraft, ctx: RmpContext, winners: string[], reason: string): void {
  const s = scores(draft as RmpState);
  draft.result = { winners: [...winners], reason, scores: { ...s } };
  draft.phase = 'over';
  draft.queue = [];
  delete draft.activation;
  ctx.emit({ type: 'game-over', winners, reason, scores: s, rules: ['RMP-DEF-20', 'RMP-DEF-19'] });
}

/** RMP-DEF-18: the Commander model's base (its transport's hull when embarked), if in play. */
function commanderPoint(state: RmpState, player: string): (Vec2 & { radius: number }) | undefined {
  const unit = state.units.find((u) => u.player === player && u.commander && inPlay(u));
  if (!unit) return undefined;
  if (unit.status === 'embarked') {
    const t = unit.transport ? findUnit(state, unit.transport) : undefined;
    const hull = t && t.status === 'table' ? alive(t)[0] : undefined;
    return t && hull ? { x: hull.x, y: hull.y, radius: classOf(state, t).baseRadius } : undefined;
  }
  const m = unit.models.find((x) => x.alive && x.id.endsWith('.m1')) ?? alive(unit)[0];
  return m ? { x: m.x, y: m.y, radius: classOf(state, unit).baseRadius } : undefined;
}

/**
 * RMP-DEF-01 / RMP-DEF-13: the distance between the closest points of a unit's nearest base (its transport's
 * when embarked) and a base.
 */
function distanceTo(state: RmpState, unit: UnitState, p: Vec2 & { radius: number }): number {
  const holder = unit.status === 'embarked' && unit.transport ? findUnit(state, unit.transport) : unit;
  if (!holder) return Number.POSITIVE_INFINITY;
  const r = classOf(state, holder).baseRadius;
  let best = Number.POSITIVE_INFINITY;
  for (const m of alive(holder)) best = Math.min(best, Math.max(0, geometry.distance(m, p) - r - p.radius));
  return best;
}

/**
 * RMP-CRG-07…15 / RMP-RAL-01…03: a Courage test: 2 dice above half SP, 1 at or below; +1 in cover, +1 with the
 * Commander within 12", −1 a SP lost in the event (not on a Rally), −1 after half the points are gone. Passed at
 * or above Courage (a Rally removes the marker); failed above 0: Retreat, then Suppressed (a Suppressed unit
 * loses a SP as well); 0 or less: routed.
 */
export const courageStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'courage' }>;
  const state = draft as RmpState;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit)) return 'done';
  const p = state.params;
  const count = aboveHalf(unit) ? p.courageDice.aboveHalf : p.courageDice.atOrBelowHalf;
  const rules = [...step.rules, 'RMP-CRG-07', 'RMP-DEF-13'];
  const roll = sumDice(ctx.dice, `courage: ${unit.name}`, count, rules, unit.player);
  let score = roll;
  if (inCover(state, unit)) {
    score += p.courage.coverBonus;
    rules.push('RMP-CRG-08');
  }
  const cmd = commanderPoint(state, unit.player);
  if (cmd && distanceTo(state, unit, cmd) <= p.courage.commanderRange + 1e-6) {
    score += p.courage.commanderBonus;
    rules.push('RMP-CRG-09');
  }
  if (!step.rally && step.lost > 0) {
    score -= step.lost;
    rules.push('RMP-CRG-10');
  }
  if (sideOf(state, unit.player).halfLost) {
    score -= p.courage.halfPointsPenalty;
    rules.push('RMP-CRG-11');
  }
  const need = classOf(state, unit).courage;
  if (score >= need) {
    ctx.emit({
      type: 'courage-test',
      unit: unit.id,
      dice: count,
      roll,
      score,
      need,
      result: 'passed',
      rules: [...rules, 'RMP-CRG-12'],
    });
    if (step.rally) {
      unit.suppressed = false;
      ctx.emit({
        type: 'rallied',
        unit: unit.id,
        passed: true,
        rules: ['RMP-RAL-01', 'RMP-CRG-12', 'RMP-SUP-01'],
      });
    }
    return 'done';
  }
  if (score <= 0) {
    ctx.emit({
      type: 'courage-test',
      unit: unit.id,
      dice: count,
      roll,
      score,
      need,
      result: 'routed',
      rules: [...rules, step.rally ? 'RMP-RAL-03' : 'RMP-CRG-14'],
    });
    removeUnit(draft, ctx, unit, 'routed', [step.rally ? 'RMP-RAL-03' : 'RMP-CRG-14']);
    if (step.rally) freeActionFailed(draft);
    return 'done';
  }
  ctx.emit({
    type: 'courage-test',
    unit: unit.id,
    dice: count,
    roll,
    score,
    need,
    result: 'failed',
    rules: [...rules, step.rally ? 'RMP-RAL-02' : 'RMP-CRG-13'],
  });
  if (step.rally) {
    freeActionFailed(draft);
    ctx.emit({ type: 'rallied', unit: unit.id, passed: false, rules: ['RMP-RAL-02'] });
    loseSp(draft, ctx, unit, 1, ['RMP-RAL-02']);
    if (!inPlay(unit)) return 'done';
    return [{ kind: 'retreat', unit: unit.id, afterAttack: false, suppress: false, rules: ['RMP-RAL-02'] }];
  }
  // RMP-DEF-08 (6): Retreats follow the event's Courage tests, in the same order.
  const retreat: RmpStep = {
    kind: 'retreat',
    unit: unit.id,
    ...(step.cause ? { cause: step.cause } : {}),
    afterAttack: step.afterAttack === true,
    suppress: true,
    rules: ['RMP-CRG-13'],
  };
  let at = 1;
  while (at < draft.queue.length && (draft.queue[at] as RmpStep).kind === 'courage') at++;
  draft.queue.splice(at, 0, retreat);
  return 'done';
};

/** RMP-DEF-04: a failed Rally (a free action) ends the phase too when `activation.freeActionFailureEndsPhase` is set. */
function freeActionFailed(draft: RmpDraft): void {
  if (draft.params.activation.freeActionFailureEndsPhase && draft.activation)
    draft.activation.freeFailed = true;
}

/** RMP-CRG-13 / RMP-CRG-15: the Suppressed marker after a Retreat (a second one costs a SP). */
function suppress(draft: RmpDraft, ctx: RmpContext, unit: UnitState): void {
  if (unit.suppressed) {
    loseSp(draft, ctx, unit, 1, ['RMP-CRG-15']);
    return;
  }
  unit.suppressed = true;
  ctx.emit({ type: 'suppressed', unit: unit.id, rules: ['RMP-CRG-13'] });
}

/** RMP-DEF-14: how far a unit Retreats: half its Maximum Movement, a vehicle its full Maximum Movement. */
export function retreatDistance(state: RmpState, unit: UnitState): number {
  const move = maxMovement(state, unit);
  return isVehicle(state, unit) ? move : move / 2;
}

/** RMP-DEF-14: the way a Retreat goes: away from the enemy that caused it, else towards the home edge. */
export function retreatDirection(state: RmpState, unit: UnitState, cause?: string): Vec2 {
  const from = cause ? findUnit(state, cause) : undefined;
  const c = centroid(unit);
  if (from && from.status === 'table' && alive(from).length > 0) {
    let nearest = alive(from)[0] as Vec2;
    for (const m of alive(from)) if (geometry.distance(m, c) < geometry.distance(nearest, c)) nearest = m;
    const v = geometry.subtract(c, nearest);
    if (geometry.magnitude(v) > 1e-6) return geometry.normalize(v);
  }
  const edge = homeEdge(state, unit.player);
  return { x: 0, y: -edge.inward };
}

/**
 * RMP-RET-04: the cover features the unit can reach within its Retreat distance and halt in (not one it already
 * stands in: moving into cover is a move, RMP-RET-03).
 */
export function coverChoices(state: RmpState, unit: UnitState): string[] {
  const out: string[] = [];
  const distance = retreatDistance(state, unit);
  const c = centroid(unit);
  for (const f of state.scenario.terrain) {
    const t = TERRAIN_TYPES[f.type];
    if (!t.cover || inCoverOf(state, unit, f.id)) continue;
    const target = nearestInside(f.points);
    const v = geometry.subtract(target, c);
    if (geometry.magnitude(v) > distance + 3) continue;
    const dir = geometry.magnitude(v) < 1e-6 ? { x: 0, y: 1 } : geometry.normalize(v);
    const move = blockMove(state, unit, dir, distance, state.params.retreat.clearance, f.id);
    if (move.halted) out.push(f.id);
  }
  return out;
}

/** The centre of a polygon's corners (where a move into the feature heads). */
function nearestInside(points: readonly Vec2[]): Vec2 {
  let cx = 0;
  let cy = 0;
  for (const p of points) {
    cx += p.x;
    cy += p.y;
  }
  return { x: cx / points.length, y: cy / points.length };
}

/**
 * RMP-RET-01…06 / RMP-DEF-14: a Retreat. In cover and not after an Attack: it holds. Else the owner may take it
 * into reachable cover (a prompt), or it flees straight away from its cause (or to its home edge) as a block,
 * never within 1" of another unit; stopped short, it tests for casualties (d6: 1–3 loses a SP).
 */
export const retreatStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'retreat' }>;
  const state = draft as RmpState;
  const unit = draftUnit(draft, step.unit);
  if (!inPlay(unit)) return 'done';
  if (unit.status === 'embarked') {
    // RMP-DEF-17: an embarked unit stays aboard.
    ctx.emit({ type: 'held-in-cover', unit: unit.id, rules: ['RMP-DEF-17'] });
    if (step.suppress) suppress(draft, ctx, unit);
    return 'done';
  }
  const rules = [...step.rules, 'RMP-DEF-14'];
  // RMP-SUP-04 / RMP-DEF-22: a Suppressed unit moves only when forced to Retreat.
  if (unit.suppressed) rules.push('RMP-SUP-04', 'RMP-DEF-22');
  if (!step.afterAttack && inCover(state, unit) && step.choice === undefined) {
    ctx.emit({ type: 'held-in-cover', unit: unit.id, rules: [...rules, 'RMP-RET-03'] });
    if (step.suppress) suppress(draft, ctx, unit);
    return 'done';
  }
  if (step.choice === undefined) {
    const cover = coverChoices(state, unit);
    if (cover.length > 0) {
      draft.stage = { kind: 'retreat', player: unit.player, unit: unit.id, cover };
      return 'wait';
    }
  }
  const distance = retreatDistance(state, unit);
  const kindRule = isVehicle(state, unit) ? 'RMP-RET-02' : 'RMP-RET-01';
  let into: string | undefined;
  let move: ReturnType<typeof blockMove>;
  if (step.choice) {
    const f = state.scenario.terrain.find((x) => x.id === step.choice);
    const c = centroid(unit);
    const target = f ? nearestInside(f.points) : c;
    const v = geometry.subtract(target, c);
    const dir = geometry.magnitude(v) < 1e-6 ? { x: 0, y: 1 } : geometry.normalize(v);
    move = blockMove(state, unit, dir, distance, state.params.retreat.clearance, f?.id);
    into = f?.id;
    rules.push('RMP-RET-04');
  } else {
    const dir = retreatDirection(state, unit, step.cause);
    move = blockMove(state, unit, dir, distance, state.params.retreat.clearance);
    rules.push('RMP-RET-05');
  }
  rules.push(kindRule, 'RMP-RET-06', 'RMP-DEF-22');
  const positions = alive(unit).map((m) => ({ x: round(m.x + move.by.x), y: round(m.y + move.by.y) }));
  placeModels(state, unit, positions);
  ctx.emit({
    type: 'retreated',
    unit: unit.id,
    distance: move.distance,
    wanted: round(distance),
    ...(into ? { into } : {}),
    ...(step.cause ? { from: step.cause } : {}),
    rules,
  });
  const out: RmpStep[] = [];
  if (move.blocked && !move.halted) {
    // RMP-ATK-12 / RMP-DEF-14: blocked short of the full distance: test for casualties.
    const face = d6(ctx.dice, `blocked retreat: ${unit.name}`, ['RMP-ATK-12', 'RMP-DEF-14'], unit.player);
    if (state.params.retreat.blockedLossOn.includes(face))
      loseSp(draft, ctx, unit, state.params.retreat.blockedLossSp, ['RMP-ATK-12', 'RMP-DEF-14']);
  }
  if (!inPlay(unit)) return 'done';
  if (step.suppress) suppress(draft, ctx, unit);
  if (!inPlay(unit)) return 'done';
  if (step.afterAttack && step.cause) out.push({ kind: 'separate', unit: unit.id, from: step.cause });
  return out.length > 0 ? out : 'done';
};

/**
 * RMP-DEF-14: a unit that Retreated after an Attack and is still in contact moves the shortest distance that
 * leaves 1" between the two; with no such place it is destroyed.
 */
export const separateStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'separate' }>;
  const state = draft as RmpState;
  const unit = draftUnit(draft, step.unit);
  const enemy = findUnit(state, step.from);
  if (!enemy || unit.status !== 'table' || !inContact(state, unit, enemy)) return 'done';
  const models = alive(unit);
  for (let d = 0.25; d <= 8; d += 0.25)
    for (let a = 0; a < 360; a += 22.5) {
      const v = geometry.directionOf(a);
      const positions = models.map((m) => ({ x: round(m.x + v.x * d), y: round(m.y + v.y * d) }));
      const far = basesDistance(
        positions.map((p) => ({ center: p, radius: classOf(state, unit).baseRadius })),
        basesOf(state, enemy),
      );
      if (far < state.params.retreat.clearance - 1e-6) continue;
      if (moveProblem(state, unit, positions, Number.POSITIVE_INFINITY, { placement: true })) continue;
      placeModels(state, unit, positions);
      ctx.emit({
        type: 'retreated',
        unit: unit.id,
        distance: round(d),
        wanted: round(d),
        from: enemy.id,
        rules: ['RMP-ATK-07', 'RMP-DEF-14'],
      });
      return 'done';
    }
  removeUnit(draft, ctx, unit, 'destroyed', ['RMP-DEF-14']);
  return 'done';
};

/**
 * RMP-CRG-04…06 / RMP-DEF-13: after a unit leaves play: its side tests once per unit when its Commander is lost,
 * when half its points are gone (the −1 stays) or when one unit is left.
 */
export const sideChecksStep: StepHandler = (draft, raw) => {
  const step = raw as Extract<RmpStep, { kind: 'side-checks' }>;
  const state = draft as RmpState;
  const side = draftSide(draft, step.player);
  const units = unitsInPlay(state, step.player);
  const rules = new Map<string, string[]>();
  const add = (id: string, rule: string) => rules.set(id, [...(rules.get(id) ?? []), rule]);
  if (step.commanderLost) for (const u of units) add(u.id, 'RMP-CRG-05');
  if (!side.halfLost && 2 * side.pointsLost >= side.startPoints) {
    side.halfLost = true;
    for (const u of units) add(u.id, 'RMP-CRG-06');
  }
  if (units.length === 1 && step.before.units > 1 && !side.lastUnitTested) {
    side.lastUnitTested = true;
    add((units[0] as UnitState).id, 'RMP-CRG-04');
  }
  const lost = new Map<string, number>();
  for (const o of step.owed ?? []) {
    for (const r of o.rules) add(o.unit, r);
    lost.set(o.unit, o.lost);
  }
  const out: RmpStep[] = [];
  for (const u of units) {
    const r = rules.get(u.id);
    if (r) out.push({ kind: 'courage', unit: u.id, lost: lost.get(u.id) ?? 0, rules: [...new Set(r)] });
  }
  return out.length > 0 ? out : 'done';
};

/** RMP-DEF-06: the owner removes models after a loss (the Commander's model last): a prompt. */
export const removeModelsStep: StepHandler = (draft, raw) => {
  const step = raw as Extract<RmpStep, { kind: 'remove-models' }>;
  const unit = draftUnit(draft, step.unit);
  if (unit.status !== 'table' && unit.status !== 'embarked') return 'done';
  const extra = alive(unit).length - unit.sp;
  if (extra <= 0) return 'done';
  if (unit.status === 'embarked') {
    // Aboard a transport nobody sees the models: the last ones go.
    const models = alive(unit);
    for (const m of models.slice(models.length - extra)) m.alive = false;
    return 'done';
  }
  draft.stage = { kind: 'remove-models', player: unit.player, unit: unit.id, count: extra };
  return 'wait';
};

/** RMP-DEF-17: the models a unit may lose now without breaking coherency (the Commander's model last). */
export function removableModels(state: RmpState, unit: UnitState): string[] {
  const models = alive(unit);
  const candidates = models.filter((m) => !(unit.commander && m.id.endsWith('.m1')) || models.length === 1);
  const keep = candidates.filter((m) => {
    const rest = models
      .filter((x) => x.id !== m.id)
      .map((x) => ({ center: { x: x.x, y: x.y }, radius: classOf(state, unit).baseRadius }));
    return rest.length <= 1 || geometry.isCoherentChain(rest, state.params.coherency);
  });
  return (keep.length > 0 ? keep : candidates).map((m) => m.id);
}

/**
 * RMP-DEF-17: the passengers of a lost transport are placed within 3" of it (the owner's choice), lose 1 SP and
 * test Courage; with nowhere to stand they are destroyed.
 */
export const passengersStep: StepHandler = (draft, raw, ctx) => {
  const step = raw as Extract<RmpStep, { kind: 'passengers' }>;
  const state = draft as RmpState;
  const unit = draftUnit(draft, step.unit);
  if (unit.status !== 'embarked') return 'done';
  if (!step.placed) {
    if (passengerSpots(state, unit, step.at).length === 0) {
      removeUnit(draft, ctx, unit, 'destroyed', ['RMP-DEF-17']);
      return 'done';
    }
    draft.stage = { kind: 'place-passengers', player: unit.player, unit: unit.id };
    return 'wait';
  }
  return 'done';
};

/** RMP-DEF-17: centres where a unit leaving a transport (or bailing out) can stand, every model within 3". */
export function passengerSpots(state: RmpState, unit: UnitState, at: Vec2): Vec2[] {
  const out: Vec2[] = [];
  for (const r of [2, 3.5])
    for (let a = 0; a < 360; a += 45) {
      const v = geometry.directionOf(a);
      const c = { x: round(at.x + v.x * r), y: round(at.y + v.y * r) };
      if (!passengerProblem(state, unit, at, c)) out.push(c);
    }
  return out;
}

/** RMP-DEF-17: why a passenger unit cannot be placed with its centre here (every model within 3" of the transport). */
export function passengerProblem(
  state: RmpState,
  unit: UnitState,
  at: Vec2,
  center: Vec2,
): string | undefined {
  const positions = layout(state, unit, center);
  const rT = 1.5;
  for (const p of positions)
    if (geometry.distance(p, at) - classOf(state, unit).baseRadius - rT > 3 + 1e-6)
      return 'every model must be within 3" of the transport';
  const ghost = { ...unit, status: 'table' as const };
  const problem = moveProblem(state, ghost, positions, 0, {
    placement: true,
    ...(unit.transport ? { ignore: [unit.transport] } : {}),
  });
  return problem?.problem;
}

/** The standard line of a unit's living models around a centre. */
export function layout(state: RmpState, unit: UnitState, center: Vec2): Vec2[] {
  const n = alive(unit).length;
  const r = classOf(state, unit).baseRadius;
  const gap = 2 * r + 0.5;
  const out: Vec2[] = [];
  for (let i = 0; i < n; i++) out.push({ x: round(center.x + (i - (n - 1) / 2) * gap), y: round(center.y) });
  return out;
}

/** RMP-DEF-17: bail out at a chosen centre, then 1 SP and a Courage test with its −1. */
export function placePassengers(draft: RmpDraft, ctx: RmpContext, unit: UnitState, center: Vec2): void {
  const positions = layout(draft as RmpState, unit, center);
  unit.status = 'table';
  delete unit.transport;
  alive(unit).forEach((m, i) => {
    const p = positions[i] as Vec2;
    m.x = p.x;
    m.y = p.y;
  });
  ctx.emit({
    type: 'passengers-placed',
    unit: unit.id,
    at: { x: center.x, y: center.y },
    rules: ['RMP-DEF-17'],
  });
  const lost = loseSp(draft, ctx, unit, 1, ['RMP-DEF-17']);
  if (!inPlay(unit)) return;
  // RMP-DEF-13: when the transport's loss also triggers its side's tests, the passengers test once, with both.
  const side = draft.queue.find((q) => q.kind === 'side-checks' && q.player === unit.player);
  if (side?.kind === 'side-checks') {
    side.owed = [...(side.owed ?? []), { unit: unit.id, lost, rules: ['RMP-CRG-02', 'RMP-DEF-17'] }];
    return;
  }
  const at = draft.queue[0]?.kind === 'remove-models' ? 1 : 0;
  draft.queue.splice(at, 0, { kind: 'courage', unit: unit.id, lost, rules: ['RMP-CRG-02', 'RMP-DEF-17'] });
}

/** Units in contact with a unit, for the Shoot and Attack checks (RMP-DEF-08, RMP-DEF-12). */
export function engaged(state: RmpState, unit: UnitState): boolean {
  return contacts(state, unit).length > 0;
}

/** The distance between two units on the table (Infinity when either is off it). */
export function gap(state: RmpState, a: UnitState, b: UnitState): number {
  if (a.status !== 'table' || b.status !== 'table') return Number.POSITIVE_INFINITY;
  return unitDistance(state, a, b);
}
