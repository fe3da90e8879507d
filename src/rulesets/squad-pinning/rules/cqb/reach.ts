import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { SqState, UnitState } from '../../state';
import { basesOf } from '../geometry';
import { alive, baseRadius, hasRule, isVehicle, moveAllowance, opponentOf } from '../units';

/** SQ-CQB-01: an assault move ends with every model within this distance of its target. */
export const ASSAULT_RANGE = 3;

/** Whether a base stands within 3" of a model of `target` (SQ-CQB-01, measured base to base, SQ-DEF-01). */
export function withinAssaultRange(base: Circle, target: UnitState): boolean {
  return basesOf(target).some((b) => geometry.baseDistance(base, b) <= ASSAULT_RANGE + 1e-6);
}

/** The bases of `positions` for a unit's models. */
export function basesAt(unit: UnitState, positions: readonly Vec2[]): Circle[] {
  const r = baseRadius(unit);
  return positions.map((p) => ({ center: { x: p.x, y: p.y }, radius: r }));
}

/** Why an enemy unit cannot be the target of an assault, or undefined (SQ-DEF-19 (1)). */
export function targetProblem(unit: UnitState, target: UnitState): string | undefined {
  if (target.player === unit.player) return 'the target must be an enemy unit (SQ-ACT-04)';
  if (target.status !== 'table' || alive(target).length === 0)
    return `${target.name} is not on the table (SQ-DEF-19)`;
  if (target.engaged.length > 0) return `${target.name} is already engaged in CQB (SQ-DEF-19)`;
  return undefined;
}

/**
 * SQ-DEF-19 (1): whether the unit could put every model within 3" of the target with its move allowance (jump
 * packs allowed): straight-line distances, a quick test; the assault's positions are checked in full.
 */
export function inAssaultReach(state: SqState, unit: UnitState, target: UnitState): boolean {
  const allowance = Math.max(
    moveAllowance(state, unit),
    hasRule(state, unit, 'jumpInfantry') ? moveAllowance(state, unit, true) : 0,
  );
  const targets = basesOf(target);
  return basesOf(unit).every((b) =>
    targets.some((t) => geometry.baseDistance(b, t) <= allowance + ASSAULT_RANGE + 1e-6),
  );
}

/** The enemy infantry units some model of `unit` could reach (the candidates of a split assault, SQ-CQS-07). */
export function splitCandidates(state: SqState, unit: UnitState): UnitState[] {
  const enemy = opponentOf(state, unit.player);
  const allowance = moveAllowance(state, unit);
  return state.units.filter(
    (t) =>
      t.player === enemy &&
      !isVehicle(t) &&
      !targetProblem(unit, t) &&
      basesOf(unit).some((b) =>
        basesOf(t).some((x) => geometry.baseDistance(b, x) <= allowance + ASSAULT_RANGE + 1e-6),
      ),
  );
}

/** The enemy units a unit could assault now (SQ-ACT-04 / SQ-DEF-19 (1)). */
export function assaultTargets(state: SqState, unit: UnitState): UnitState[] {
  const enemy = opponentOf(state, unit.player);
  return state.units.filter(
    (t) => t.player === enemy && !targetProblem(unit, t) && inAssaultReach(state, unit, t),
  );
}

/** Whether a combat with these units is fought as CQB against (or by) a vehicle (SQ-DEF-21). */
export function isVehicleCombat(units: readonly UnitState[]): boolean {
  return units.some(isVehicle);
}
