import { type Circle, geometry, type PlayerId } from 'sandtable';
import { findUnit } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AssaultParticipant, AssaultSide, AssaultState, CloseAssaultGroup } from '../../state/assault';
import { buildingAwareGap } from '../buildings/assault-reach';
import { occupancyOf } from '../buildings/building-state';
import { shootingModels } from '../shooting/engagement';
import { type AssaultRefusal, refuse } from './refusal';

/** XEN-CA-01 / XEN-CA-04 / XEN-CA-19: opposing units within this many inches are in close assault. */
export const ASSAULT_RANGE = 4;

/** XEN-CA-11: a model within this many inches of an enemy model in the assault is engaged. */
export const ENGAGED_RANGE = 6;

/** XEN-CA-02: the side a player fights on. */
export function sideOfPlayer(assault: AssaultState, player: PlayerId): AssaultSide {
  return player === assault.attacker ? 'attacker' : 'defender';
}

/** XEN-CA-02: the player of a side. */
export function playerOfSide(assault: AssaultState, side: AssaultSide): PlayerId {
  return side === 'attacker' ? assault.attacker : assault.defender;
}

/** XEN-CA-02: the other side. */
export function otherSide(side: AssaultSide): AssaultSide {
  return side === 'attacker' ? 'defender' : 'attacker';
}

/** XEN-CA-01: a unit's entry in the assault, if it is or was in it. */
export function participantOf(assault: AssaultState, unit: string): AssaultParticipant | undefined {
  return assault.participants.find((p) => p.unit === unit);
}

/**
 * R57 / XEN-TRANS-18: the models of a unit present in the fight, placed where they stand: not removed,
 * not inside a closed transport; open-transport riders at their transport.
 */
export function presentModels(state: XenocideState, unit: UnitState): ModelState[] {
  return shootingModels(state, unit);
}

/** R66: a model's base, measured edge to edge. */
export function baseOf(model: ModelState): Circle {
  return { center: { x: model.x, y: model.y }, radius: model.radius };
}

/** XEN-CA-04: the units still fighting (optionally of one side) that have a model present, in assault order. */
export function fightingUnits(state: XenocideState, assault: AssaultState, side?: AssaultSide): UnitState[] {
  const out: UnitState[] = [];
  for (const p of assault.participants) {
    if (p.status !== 'fighting' || (side !== undefined && p.side !== side)) continue;
    const unit = findUnit(state, p.unit);
    if (unit && unit.status === 'on-table' && presentModels(state, unit).length > 0) out.push(unit);
  }
  return out;
}

/**
 * R66 / XEN-BLD-27: whether any model of `a` is within `range` inches of any model of `b`; a unit in a building
 * measures from the edges of its section instead.
 */
export function unitsWithin(state: XenocideState, a: UnitState, b: UnitState, range: number): boolean {
  const buildings = state.buildings ?? [];
  if (buildings.length > 0 && (occupancyOf(buildings, a.id) || occupancyOf(buildings, b.id))) {
    if (presentModels(state, a).length === 0 || presentModels(state, b).length === 0) return false;
    return buildingAwareGap(state, buildings, a, b) <= range + geometry.GEOMETRY_EPSILON;
  }
  const theirs = presentModels(state, b).map(baseOf);
  return presentModels(state, a).some((m) => theirs.some((t) => geometry.isWithin(baseOf(m), t, range)));
}

/** XEN-CA-04 / XEN-CA-36: whether any fighting attacking unit is still within 4" of a fighting defending unit. */
export function inContact(state: XenocideState, assault: AssaultState): boolean {
  const defenders = fightingUnits(state, assault, 'defender');
  return fightingUnits(state, assault, 'attacker').some((a) =>
    defenders.some((d) => unitsWithin(state, a, d, ASSAULT_RANGE)),
  );
}

function canFight(state: XenocideState, unit: UnitState): boolean {
  return unit.status === 'on-table' && !unit.high && presentModels(state, unit).length > 0;
}

/**
 * XEN-BLD-28 / XEN-BLD-29 / XEN-BLD-35: whether two opposing units stand off without a close assault: both
 * occupy building sections (of two buildings, or of one), so only a declaration starts one.
 */
export function standOffInBuildings(state: XenocideState, a: string, b: string): boolean {
  const buildings = state.buildings ?? [];
  if (buildings.length === 0) return false;
  return occupancyOf(buildings, a) !== undefined && occupancyOf(buildings, b) !== undefined;
}

/**
 * XEN-CA-01 / XEN-CA-02 / XEN-BLD-28 / XEN-BLD-35 / R41: the close assaults a move by `attacker` created: each
 * group of units linked by opposing units within 4" of each other that holds one of `initiators` (the units
 * that moved). The moving player is the attacker. High units take no part, and opposing units that both hold
 * building sections stand off ({@link standOffInBuildings}).
 */
export function findCloseAssaults(
  state: XenocideState,
  attacker: PlayerId,
  initiators: readonly string[],
): CloseAssaultGroup[] {
  const units = state.units.filter((u) => canFight(state, u));
  const seen = new Set<string>();
  const groups: CloseAssaultGroup[] = [];
  for (const start of units.filter((u) => initiators.includes(u.id) && u.player === attacker)) {
    if (seen.has(start.id)) continue;
    const group: UnitState[] = [];
    const queue = [start];
    seen.add(start.id);
    while (queue.length > 0) {
      const unit = queue.shift() as UnitState;
      group.push(unit);
      for (const other of units) {
        if (seen.has(other.id) || other.player === unit.player) continue;
        if (!unitsWithin(state, unit, other, ASSAULT_RANGE)) continue;
        if (standOffInBuildings(state, unit.id, other.id)) continue;
        seen.add(other.id);
        queue.push(other);
      }
    }
    const defenders = group.filter((u) => u.player !== attacker).map((u) => u.id);
    if (defenders.length === 0) continue;
    groups.push({ attackers: group.filter((u) => u.player === attacker).map((u) => u.id), defenders });
  }
  return groups;
}

/**
 * XEN-CA-38: why an order for resolving several close assaults is refused: it must list each of the
 * `count` assaults (by index) exactly once.
 */
export function whyBadAssaultOrder(count: number, order: readonly number[]): AssaultRefusal | undefined {
  const sorted = [...order].sort((a, b) => a - b);
  const ok = sorted.length === count && sorted.every((v, i) => v === i);
  return ok
    ? undefined
    : refuse(
        'illegal-action',
        `List each of the ${count} close assaults once, in the order to resolve them (XEN-CA-38).`,
      );
}
