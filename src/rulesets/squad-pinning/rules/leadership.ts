import { geometry, type Vec2 } from 'sandtable';
import { type Modifier, rollTest } from 'sandtable/kit';
import type { SqContext } from '../events';
import type { SqDraft, SqState, UnitState } from '../state';
import { baseOf, baseOnTable, basesOf, centroid, inImpassable, pathCost, unitDistance } from './geometry';
import {
  alive,
  hasRule,
  isVehicle,
  moveAllowance,
  opponentOf,
  qualityOf,
  tableUnits,
  unitById,
} from './units';

/** What a leadership test found. */
export interface LeadershipResult {
  readonly passed: boolean;
  readonly automatic: boolean;
}

/**
 * SQ-DEF-06 / SQ-DEF-01: a leadership test: d6 + modifiers ≥ the unit's leadership; a natural 1 fails and a
 * natural 6 passes (`dice.*`). `automatic` passes without a roll (Resolute rallies, SQ-SPC-14).
 */
export function leadershipTest(
  state: SqState,
  unit: UnitState,
  ctx: SqContext,
  test: string,
  rules: readonly string[],
  modifiers: readonly Modifier[] = [],
  automatic = false,
): LeadershipResult {
  if (automatic) {
    ctx.emit({ type: 'test-taken', unit: unit.id, test, passed: true, automatic: true, rules: [...rules] });
    return { passed: true, automatic: true };
  }
  const target = qualityOf(state, unit).leadership;
  // The roll is made against the target; modifiers are added to the die (G1), i.e. subtracted from the target.
  const result = rollTest(ctx.dice, {
    purpose: `${test}: ${unit.name}`,
    rule: rules[0] ?? 'SQ-DEF-06',
    sides: 6,
    target,
    op: 'atLeast',
    modifiers: modifiers.map((m) => ({ ...m, value: -m.value })),
    player: unit.player,
  });
  const face = result.roll.dice[0] as number;
  let passed = face >= result.target;
  if (state.params.dice.natural1Fails && face === 1) passed = false;
  if (state.params.dice.natural6SucceedsToHitAndLeadership && face === 6) passed = true;
  ctx.emit({
    type: 'test-taken',
    unit: unit.id,
    test,
    passed,
    rules: [...new Set(['SQ-DEF-06', 'SQ-DEF-05', 'SQ-DEF-01', ...rules, ...modifiers.map((m) => m.rule)])],
  });
  return { passed, automatic: false };
}

/**
 * SQ-SPC-16 / SQ-SPC-17 / SQ-DEF-26: a Terrifying test; a pass makes the unit immune to every Terrifying unit for
 * the game. Answers whether it passed (the caller breaks the unit on a failure).
 */
export function terrorPassed(draft: SqDraft, unit: UnitState, ctx: SqContext): boolean {
  const result = leadershipTest(draft as SqState, unit, ctx, 'terrifying test', ['SQ-SPC-16', 'SQ-DEF-26']);
  if (!result.passed) return false;
  unit.terrifyingPassed = true;
  ctx.emit({
    type: 'test-taken',
    unit: unit.id,
    test: 'immune to terror',
    passed: true,
    automatic: true,
    rules: ['SQ-SPC-17'],
  });
  return true;
}

/** SQ-DEF-11: removes an Overwatch marker. */
export function clearOverwatch(_draft: SqDraft, unit: UnitState, ctx: SqContext, why: string): void {
  if (!unit.overwatch) return;
  unit.overwatch = false;
  ctx.emit({ type: 'overwatch-cleared', unit: unit.id, why, rules: ['SQ-DEF-14'] });
}

/** SQ-DEF-06 / SQ-DEF-11: the unit becomes Pinned (a vehicle: SQ-DEF-17); loses its Overwatch marker. */
export function pin(draft: SqDraft, unit: UnitState, ctx: SqContext, rules: readonly string[]): void {
  if (!unit.pinned) {
    unit.pinned = true;
    ctx.emit({ type: 'unit-pinned', unit: unit.id, rules: ['SQ-DEF-11', ...rules] });
  }
  clearOverwatch(draft, unit, ctx, 'pinned');
}

/**
 * SQ-DEF-06: a failed pinning check: Pinned; if already Pinned, Broken (`pinning.repinEffect`), unless Fearless
 * (SQ-SPC-05). A vehicle only becomes Pinned.
 */
export function failPinningCheck(
  draft: SqDraft,
  unit: UnitState,
  ctx: SqContext,
  rules: readonly string[],
  cause?: string,
): void {
  if (!unit.pinned || isVehicle(unit)) {
    pin(draft, unit, ctx, rules);
    return;
  }
  if (draft.params.pinning.repinEffect !== 'break') {
    ctx.emit({ type: 'unit-pinned', unit: unit.id, rules: ['SQ-DEF-06', ...rules] });
    return;
  }
  breakUnit(draft, unit, ctx, rules, cause);
}

/** SQ-DEF-06 / SQ-SPC-05: the unit breaks (Pinned and Broken) and falls back, unless Fearless. */
export function breakUnit(
  draft: SqDraft,
  unit: UnitState,
  ctx: SqContext,
  rules: readonly string[],
  cause?: string,
): void {
  if (hasRule(draft as SqState, unit, 'fearless')) {
    ctx.emit({
      type: 'test-taken',
      unit: unit.id,
      test: 'fearless: does not break',
      passed: true,
      automatic: true,
      rules: ['SQ-SPC-05', ...rules],
    });
    pin(draft, unit, ctx, rules);
    return;
  }
  unit.broken = true;
  pin(draft, unit, ctx, rules);
  ctx.emit({ type: 'unit-broken', unit: unit.id, rules: ['SQ-DEF-06', ...rules] });
  fallBack(draft, unit, ctx, cause);
}

/**
 * SQ-DEF-06: a Broken unit falls back its full move directly away from the enemy unit that caused the test (the
 * nearest enemy if none), paying terrain, keeping 1" from enemy models; off the table it is removed from play.
 */
export function fallBack(draft: SqDraft, unit: UnitState, ctx: SqContext, cause?: string): void {
  const state = draft as SqState;
  const enemy = opponentOf(state, unit.player);
  const causeUnit = cause ? state.units.find((u) => u.id === cause && u.status === 'table') : undefined;
  const enemies = tableUnits(state, enemy);
  let from: Vec2 | undefined = causeUnit ? centroid(causeUnit) : undefined;
  if (!from && enemies.length > 0) {
    let best = Number.POSITIVE_INFINITY;
    for (const e of enemies) {
      const d = unitDistance(unit, e);
      if (d < best) {
        best = d;
        from = centroid(e);
      }
    }
  }
  const c = centroid(unit);
  const away = from ? geometry.normalize(geometry.subtract(c, from)) : { x: 0, y: 0 };
  // With no enemy to run from, fall back towards the unit's own table edge.
  const side = draft.sides.find((s) => s.player === unit.player);
  const direction = away.x === 0 && away.y === 0 ? { x: 0, y: side?.zone === 'north' ? 1 : -1 } : away;
  const allowance = moveAllowance(state, unit);
  const light = hasRule(state, unit, 'lightInfantry') || hasRule(state, unit, 'recon');
  const enemyModels = enemies.flatMap((e) => basesOf(e));
  const clearance = state.params.move.enemyClearance;
  let offTable = false;
  let moved = 0;
  for (const m of unit.models) {
    if (!m.alive) continue;
    // Step along the line until the allowance is spent, a building or an enemy model stops it.
    let pos = { x: m.x, y: m.y };
    let spent = 0;
    const step = 0.25;
    while (spent < allowance - 1e-9) {
      const next = geometry.add(pos, geometry.scale(direction, step));
      const cost = pathCost(state, pos, next, light).cost;
      if (spent + cost > allowance + 1e-9) break;
      if (inImpassable(state, next)) break;
      const base = { center: next, radius: baseOf(unit, m).radius };
      if (enemyModels.some((b) => geometry.baseDistance(b, base) < clearance - 1e-9)) break;
      spent += cost;
      pos = next;
      if (!baseOnTable(state, base)) {
        offTable = true;
        break;
      }
    }
    moved = Math.max(moved, geometry.distance(pos, m));
    m.x = pos.x;
    m.y = pos.y;
  }
  ctx.emit({
    type: 'fell-back',
    unit: unit.id,
    distance: Math.round(moved * 100) / 100,
    rules: ['SQ-DEF-06'],
  });
  if (offTable) removeFromPlay(draft, unit, ctx, 'fell back off the table', ['SQ-DEF-06']);
  // SQ-DEF-14: a fall back is an overwatch trigger (resolved next, before whatever was queued).
  else draft.queue.unshift({ kind: 'overwatch-trigger', target: unit.id });
}

/** SQ-DEF-06 / SQ-CQB-11: the unit leaves play (counts as destroyed, SQ-DEF-28). */
export function removeFromPlay(
  draft: SqDraft,
  unit: UnitState,
  ctx: SqContext,
  why: string,
  rules: readonly string[],
): void {
  for (const m of unit.models) m.alive = false;
  unit.status = 'removed';
  unit.engaged = [];
  for (const other of draft.units) other.engaged = other.engaged.filter((id) => id !== unit.id);
  ctx.emit({ type: 'unit-destroyed', unit: unit.id, why, rules: [...rules] });
  disembarkOnLoss(draft, unit, ctx);
}

/** SQ-DEF-10: a unit with no models left is destroyed. */
export function destroyIfEmpty(
  draft: SqDraft,
  unit: UnitState,
  ctx: SqContext,
  rules: readonly string[],
): boolean {
  if (alive(unit).length > 0 || unit.status === 'destroyed' || unit.status === 'removed') return false;
  unit.status = 'destroyed';
  unit.engaged = [];
  for (const other of draft.units) other.engaged = other.engaged.filter((id) => id !== unit.id);
  ctx.emit({ type: 'unit-destroyed', unit: unit.id, why: 'no models left', rules: ['SQ-DEF-10', ...rules] });
  const hull = unit.models[0];
  if (unit.kind === 'vehicle' && draft.params.vehicles.leaveWreck && hull) {
    // SQ-DEF-17: the wreck stays where the vehicle stood: a 3" square, impassable, light cover.
    const { x, y } = hull;
    draft.scenario.terrain.push({
      id: `wreck-${unit.id}`,
      type: 'wreck',
      points: [
        { x: x - 1.5, y: y - 1.5 },
        { x: x + 1.5, y: y - 1.5 },
        { x: x + 1.5, y: y + 1.5 },
        { x: x - 1.5, y: y + 1.5 },
      ],
    });
  }
  disembarkOnLoss(draft, unit, ctx);
  return true;
}

/** SQ-DEF-16: a destroyed transport's passengers are placed nearby and hit (queued by the transport rules). */
function disembarkOnLoss(draft: SqDraft, transport: UnitState, ctx: SqContext): void {
  for (const passenger of draft.units) {
    if (passenger.status !== 'embarked' || passenger.transport !== transport.id) continue;
    draft.queue.unshift({ kind: 'bail-out', unit: passenger.id, transport: transport.id });
  }
  void ctx;
}

/** The unit with `id` in a draft. */
export function draftUnit(draft: SqDraft, id: string): UnitState {
  return unitById(draft as SqState, id) as UnitState;
}
