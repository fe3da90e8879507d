import { geometry } from 'sandtable';
import type { SqState, UnitState } from '../state';
import { assaultTargets } from './cqb/reach';
import { unitDistance } from './geometry';
import { shootingProblem } from './shooting';
import { alive, canShootAtAll, isVehicle, moveAllowance, profileOf } from './units';

/** SQ-ACT-01…08 and Hold: the actions of an activation. */
export const ACTIONS = [
  'move',
  'shoot',
  'overwatch',
  'assault',
  'embark',
  'exit',
  'call-fire',
  'smoke',
  'rally',
  'hold',
] as const;
/** An action. */
export type ActionType = (typeof ACTIONS)[number];

/** SQ-DEF-16: the friendly transports a unit could reach and fit in. */
export function transportsFor(state: SqState, unit: UnitState): UnitState[] {
  if (unit.kind !== 'infantry') return [];
  const size = alive(unit).length;
  return state.units.filter((t) => {
    if (t.player !== unit.player || t.status !== 'table' || !isVehicle(t) || alive(t).length === 0)
      return false;
    const capacity = profileOf(state, t).transportCapacity;
    if (capacity <= 0) return false;
    const aboard = state.units
      .filter((p) => p.status === 'embarked' && p.transport === t.id)
      .reduce((n, p) => n + alive(p).length, 0);
    return aboard + size <= capacity;
  });
}

/** SQ-DEF-15: whether the unit can still lay smoke. */
export function hasSmoke(state: SqState, unit: UnitState): boolean {
  const profile = profileOf(state, unit);
  const carries = unit.kind === 'vehicle' ? profile.smokeDischargers : (profile.smoke ?? true);
  if (!carries) return false;
  const limit = state.params.smoke.usesPerGame;
  return limit === null || unit.smokeUsed < limit;
}

/**
 * SQ-DEF-04 / SQ-DEF-11: why a unit may not take an action now, or undefined when it may. Pinned units only
 * rally or hold; embarked units only exit or hold; engaged units only fight on (CQB); vehicles never assault
 * (`vehicles.mayAssault`); only Officers, Spotters and on-board artillery call fire missions.
 */
export function actionProblem(state: SqState, unit: UnitState, action: ActionType): string | undefined {
  const done = state.acting?.unit === unit.id ? state.acting.done : [];
  if (done.includes(action)) return `${unit.name} has already taken that action this activation (SQ-DEF-04)`;
  if (unit.broken && unit.status === 'table' && action !== 'rally')
    return `${unit.name} is Broken: it may only rally to regroup (SQ-DEF-06)`;
  if (action === 'hold') return undefined;
  if (unit.status === 'embarked')
    return action === 'exit' ? undefined : `${unit.name} is embarked: it may only exit or hold (SQ-DEF-04)`;
  if (action === 'exit') return `${unit.name} is not embarked (SQ-DEF-16)`;
  if (unit.engaged.length > 0)
    return action === 'assault'
      ? undefined
      : `${unit.name} is engaged in CQB: it may only fight on (SQ-DEF-19)`;
  if (unit.pinned || unit.broken)
    return action === 'rally' ? undefined : `${unit.name} is pinned: it may only rally or hold (SQ-DEF-11)`;
  switch (action) {
    case 'rally':
      return `${unit.name} is not pinned (SQ-ACT-08)`;
    case 'move':
      if (isVehicle(unit) && unit.immobilised > 0) return `${unit.name} is immobilised (SQ-DEF-18)`;
      if (unit.calledThisTurn)
        return `${unit.name} called a fire mission this turn and may not move (SQ-FM-03)`;
      return undefined;
    case 'shoot':
      if (!canShootAtAll(state, unit)) return `${unit.name} has no ranged weapon (SQ-DEF-04)`;
      return state.units.some(
        (t) => t.player !== unit.player && t.status === 'table' && !shootingProblem(state, unit, t),
      )
        ? undefined
        : `${unit.name} has no target in sight and range (SQ-SHT-01)`;
    case 'overwatch':
      return canShootAtAll(state, unit) ? undefined : `${unit.name} has no ranged weapon (SQ-DEF-04)`;
    case 'assault':
      if (isVehicle(unit) && !state.params.vehicles.mayAssault)
        return 'vehicles may not enter CQB (SQ-DEF-04)';
      if (unit.calledThisTurn)
        return `${unit.name} called a fire mission this turn and may not move (SQ-FM-03)`;
      return assaultTargets(state, unit).length > 0
        ? undefined
        : `${unit.name} has no enemy unit within assault reach (SQ-DEF-19)`;
    case 'embark':
      return transportsFor(state, unit).some((t) => unitDistance(unit, t) <= moveAllowance(state, unit) + 2)
        ? undefined
        : `${unit.name} has no friendly transport with room in reach (SQ-DEF-16)`;
    case 'call-fire': {
      const role = profileOf(state, unit).role;
      if (role !== 'officer' && role !== 'spotter' && role !== 'artillery')
        return 'only Officer, Spotter and on-board artillery units call fire missions (SQ-DEF-22)';
      if (role === 'artillery' && !profileOf(state, unit).artillery)
        return `${unit.name} has no artillery profile (SQ-DEF-22)`;
      if (unit.movedThisTurn)
        return `${unit.name} has moved this turn and cannot call a fire mission (SQ-FM-03)`;
      return undefined;
    }
    case 'smoke':
      return hasSmoke(state, unit) ? undefined : `${unit.name} has no smoke left (SQ-DEF-15)`;
  }
  return undefined;
}

/** The actions a unit may take now. */
export function availableActions(state: SqState, unit: UnitState): ActionType[] {
  return ACTIONS.filter((a) => actionProblem(state, unit, a) === undefined);
}

/** The reach of a smoke cloud's centre from a unit (SQ-DEF-15: 6" for infantry, 3" for dischargers). */
export function smokeRange(state: SqState, unit: UnitState): number {
  return unit.kind === 'vehicle' ? 3 : state.params.smoke.range;
}

/** Whether a point is within a unit's smoke range. */
export function smokeInRange(state: SqState, unit: UnitState, p: { x: number; y: number }): boolean {
  const range = smokeRange(state, unit);
  return alive(unit).some(
    (m) => geometry.distance(m, p) - (unit.kind === 'vehicle' ? 1.5 : 0.5) <= range + 1e-9,
  );
}
