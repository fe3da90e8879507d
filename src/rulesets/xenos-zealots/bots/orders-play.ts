/**
 * The Xenos & Zealots bots' Command Phase: one order counter per unit that fits its situation (XZ-ORD-02,
 * XZ-TURN-05) and off-table support requests with the active marker on the richest enemy cluster (R3).
 * @module
 */
import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import type { XzCommand } from '../commands/schema';
import { canReach } from '../rules/assault/reach';
import { zoneOf } from '../rules/deployment';
import { cardOf, enemyUnits, leaderOf, sideOf, unitDistance, unitsOnTable } from '../rules/units';
import type { OrderKind, UnitState, XzState } from '../state';
import {
  anchorOf,
  damageWorth,
  expectedShooting,
  expectedStrikes,
  forecastAssault,
  hasFireSupport,
  longestRange,
  unitSpeed,
} from './firepower';
import { canJump, moveReach, nearestEnemies } from './move-play';

/** A charge is ordered when its forecast is worth at least this (shares of wounds, see `forecastAssault`). */
export const CHARGE_WORTH = 0.4;

/**
 * R17 / XZ-ORD-07: whether the unit's leader could get next to `target` with a Move and then an Assault move:
 * two straight legs toward its closest model, each within the leader's terrain-modified allowance and crossing
 * nothing impassable (a river stops a charge on foot); with Jump Jets the first leg is a jump of up to 8" over
 * whatever lies between (R28; the Assault leg is judged walked, which a jumping Assault only lengthens).
 */
export function reachableInTwoMoves(state: XzState, unit: UnitState, target: UnitState): boolean {
  const leader = leaderOf(unit);
  if (!leader) return false;
  let near: Vec2 | undefined;
  for (const m of target.models)
    if (m.alive && (!near || geometry.distance(m, leader) < geometry.distance(near, leader)))
      near = { x: m.x, y: m.y };
  if (!near) return false;
  const jumper = canJump(state, unit);
  const first = moveReach(state, unit);
  const d = geometry.distance(leader, near);
  const stop = Math.max(0, d - 1.5);
  const dir = d > 1e-9 ? { x: (near.x - leader.x) / d, y: (near.y - leader.y) / d } : { x: 0, y: 0 };
  const leg = Math.min(stop, Math.max(0, first - 0.1));
  const mid = { x: leader.x + dir.x * leg, y: leader.y + dir.y * leg };
  const end = { x: leader.x + dir.x * stop, y: leader.y + dir.y * stop };
  return (jumper || canReach(state, unit, leader, mid)) && canReach(state, unit, { ...leader, ...mid }, end);
}

/** The enemy unit `unit` would charge this turn, with the forecast's worth, if one is in reach (Move + Assault). */
export function chargeTarget(
  state: XzState,
  unit: UnitState,
): { target: UnitState; worth: number } | undefined {
  if (unit.noChargeTurn === state.turn) return undefined;
  const reach = unitSpeed(state, unit) + moveReach(state, unit) - 0.5;
  if (reach <= 0) return undefined;
  let best: { target: UnitState; worth: number } | undefined;
  for (const e of enemyUnits(state, unit.player)) {
    if (unitDistance(unit, e) > reach || !reachableInTwoMoves(state, unit, e)) continue;
    const worth = forecastAssault(state, unit, e).value;
    if (!best || worth > best.worth) best = { target: e, worth };
  }
  return best;
}

/** The best expected worth of `unit`'s shooting now, or after moving toward the nearest enemies (ADVANCE). */
function shootingWorth(state: XzState, unit: UnitState, fireSupport: boolean, move: number): number {
  let best = 0;
  const lead = anchorOf(unit);
  for (const e of nearestEnemies(state, unit, 4)) {
    let offset = { x: 0, y: 0 };
    if (move > 0) {
      const to = anchorOf(e);
      const d = geometry.distance(lead, to);
      const len = Math.max(0, Math.min(move, d - 3));
      if (d > 1e-6) offset = { x: ((to.x - lead.x) / d) * len, y: ((to.y - lead.y) / d) * len };
    }
    best = Math.max(best, damageWorth(e, expectedShooting(state, unit, e, { offset, fireSupport })));
  }
  return best;
}

/** Whether an enemy that strikes hard could charge `unit` this turn. */
function chargeThreatened(state: XzState, unit: UnitState): boolean {
  for (const e of enemyUnits(state, unit.player)) {
    const reach = 2 * unitSpeed(state, e) + 1;
    if (unitDistance(unit, e) > reach) continue;
    const theirs = expectedStrikes(state, e, unit).wounds;
    const mine = expectedStrikes(state, unit, e).wounds;
    if (theirs > mine && theirs > 0.5) return true;
  }
  return false;
}

/** Whether enemy guns could hurt `unit` where it stands. */
function exposed(state: XzState, unit: UnitState): boolean {
  for (const e of nearestEnemies(state, unit, 4))
    if (damageWorth(unit, expectedShooting(state, e, unit, { fireSupport: hasFireSupport(state, e) })) > 0.15)
      return true;
  return false;
}

/**
 * R2: whether `player` must take risks to win: the game ends after this turn or the next and it has not destroyed
 * more enemy units than it lost (a level score is a draw).
 */
export function pressing(state: XzState, player: PlayerId): boolean {
  const mine = sideOf(state, player).destroyed;
  let theirs = 0;
  for (const s of state.sides) if (s.player !== player) theirs = Math.max(theirs, s.destroyed);
  return mine <= theirs && state.scenario.maxTurns - state.turn <= 1;
}

/**
 * XZ-ORD-02 / XZ-ASLT-01 / XZ-WPN-08 / R5 / R21: the counter for `unit`: FIRE SUPPORT when it has Fire Support
 * weapons or its guns already reach a target (immobile units always); CHARGE when an enemy is in reach and the
 * assault pays (or the enemy is Routed); EVADE for shooters about to be charged; ADVANCE when a short move brings
 * targets into range; INFILTRATE for exposed units with nothing to shoot; DOUBLE TIME to close the distance.
 */
export function chooseOrder(state: XzState, unit: UnitState): OrderKind {
  const speed = unitSpeed(state, unit);
  if (enemyUnits(state, unit.player).length === 0) return 'advance';
  const fs = hasFireSupport(state, unit);
  const fireNow = shootingWorth(state, unit, true, 0);
  if (speed <= 0 || cardOf(state, unit).artillery !== undefined) return 'fire-support';
  // A unit with no guns has nothing better to do than close in and charge: any charge that pays is taken; so does
  // a unit that must win the fight before the game ends (R2).
  const melee = longestRange(state, unit) === 0;
  const press = pressing(state, unit.player);
  const afterMove = shootingWorth(state, unit, false, speed);
  const charge = chargeTarget(state, unit);
  const bar = melee ? 0 : press ? -0.2 : CHARGE_WORTH;
  if (charge && (charge.worth >= bar || charge.target.morale === 'routed')) return 'charge';
  if (melee) return 'double-time';
  const plainNow = fs ? shootingWorth(state, unit, false, 0) : fireNow;
  if (!press && plainNow > 0.05 && chargeThreatened(state, unit)) return 'evade';
  if (fireNow > 0.05 && (fs || (fireNow >= 0.15 && fireNow >= 0.9 * afterMove))) return 'fire-support';
  if (afterMove > 0.05) return 'advance';
  if (fs) return 'fire-support';
  if (exposed(state, unit)) return 'infiltrate';
  return 'double-time';
}

/** The order the bot gives the first of `units` it decides on, as the per-unit `assign-orders` command. */
export function nextOrder(
  state: XzState,
  player: PlayerId,
  units: readonly UnitState[],
): XzCommand | undefined {
  const unit = units[0];
  if (!unit) return undefined;
  return { type: 'assign-orders', player, orders: [{ unit: unit.id, order: chooseOrder(state, unit) }] };
}

/** R3 / XZ-SHOOT-15: the enemy model position whose blast of `diameter` would cover the most enemy models. */
function richestCluster(
  state: XzState,
  player: PlayerId,
  diameter: number,
): { at: Vec2; count: number } | undefined {
  const models = enemyUnits(state, player).flatMap((u) => u.models.filter((m) => m.alive));
  let best: { at: Vec2; count: number } | undefined;
  for (const m of models) {
    let count = 0;
    for (const o of models) if (geometry.distance(m, o) <= diameter / 2 + 0.5) count++;
    if (!best || count > best.count) best = { at: { x: m.x, y: m.y }, count };
  }
  return best;
}

const round = (v: number) => Math.round(v * 100) / 100;

/**
 * XZ-TURN-07 / R3: a request for the first available off-table asset: a strike's active marker on the enemy
 * cluster its template would cover best, a reserve's where it enters near the front of the own zone; the three
 * dummies on other enemy units. The active marker's place among the four turns with the game turn.
 */
export function supportRequest(state: XzState, player: PlayerId): XzCommand | undefined {
  const side = sideOf(state, player);
  const asset = side.assets.find((a) => a.status === 'available' && a.requestedTurn !== state.turn);
  const data = asset ? state.forces[player]?.offTableAssets[asset.index] : undefined;
  if (!asset || !data) return undefined;
  const enemies = enemyUnits(state, player);
  if (enemies.length === 0) return undefined;
  let active: Vec2 | undefined;
  if (data.kind === 'strike') {
    const effect = data.weapon.effect;
    const diameter = typeof effect !== 'object' ? 1 : effect.template === 'blast' ? effect.diameter : 3;
    active = richestCluster(state, player, diameter)?.at;
  } else {
    const zone = zoneOf(state, player);
    const own = unitsOnTable(state, player);
    if (zone) {
      const c = { x: (zone.rect.x0 + zone.rect.x1) / 2, y: (zone.rect.y0 + zone.rect.y1) / 2 };
      const mid = { x: state.scenario.table.width / 2, y: state.scenario.table.depth / 2 };
      active = { x: c.x + (mid.x - c.x) * 0.3, y: c.y + (mid.y - c.y) * 0.3 };
    } else if (own[0]) active = anchorOf(own[0]);
  }
  if (!active) return undefined;
  const dummies = enemies
    .map((u) => leaderOf(u))
    .filter((m) => m !== undefined)
    .map((m) => ({ x: m.x, y: m.y }))
    .filter((p) => geometry.distance(p, active as Vec2) > 3);
  const { width, depth } = state.scenario.table;
  const markers: Vec2[] = [];
  const slot = state.turn % 4;
  for (let i = 0, d = 0; i < 4; i++) {
    const p = i === slot ? active : (dummies[d++ % Math.max(1, dummies.length)] ?? active);
    markers.push({
      x: round(Math.min(width, Math.max(0, p.x))),
      y: round(Math.min(depth, Math.max(0, p.y))),
    });
  }
  return { type: 'request-support', player, asset: asset.index, markers, active: slot };
}
