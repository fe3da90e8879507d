import { findUnit, profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import type { FirePhase, ShootingRefusal } from '../../state/shooting';
import { isEngaged, shootingModels } from './engagement';
import { weaponNamesOf } from './weapon-system';

function refuse(code: ShootingRefusal['code'], message: string): ShootingRefusal {
  return { code, message };
}

/**
 * XEN-SHOOT-01 / XEN-TURN-15 / XEN-SHOOT-12 / R57 / R61: why `unit` may not shoot in the Shooting phase
 * now, or undefined when it may: it acts in this activation, is on a firing order, has not shot, is not
 * engaged, and has models on the table (passengers of closed transports never shoot).
 */
export function whyCannotShoot(
  state: XenocideState,
  unit: UnitState,
  activationUnits: readonly string[],
): ShootingRefusal | undefined {
  if (!activationUnits.includes(unit.id)) {
    return refuse('illegal-action', `Unit ${unit.id} does not act in this activation (XEN-SHOOT-01).`);
  }
  if (unit.order !== 'fire-and-move' && unit.order !== 'move-and-fire') {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} is on Assault orders and never shoots (XEN-TURN-15, R6).`,
    );
  }
  const instead = unit.activity.insteadOfShooting;
  if (instead === 'overwatch') {
    return refuse('illegal-action', `Unit ${unit.id} went on overwatch instead of shooting (XEN-OW-01).`);
  }
  if (instead === 'dig-in') {
    return refuse('illegal-action', `Unit ${unit.id} dug in instead of shooting (XEN-SAVE-10).`);
  }
  if (unit.activity.shot && hasFiredEverything(state, unit)) {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} has already shot in this activation with every weapon system (XEN-SHOOT-01, XEN-SHOOT-08).`,
    );
  }
  if (shootingModels(state, unit).length === 0) {
    return refuse('illegal-action', `Unit ${unit.id} has no model on the table that can shoot (R57).`);
  }
  if (isEngaged(state, unit)) {
    return refuse(
      'illegal-action',
      `Unit ${unit.id} is engaged (within 4" of an enemy) and may not shoot in the Shooting phase (XEN-SHOOT-12, R61).`,
    );
  }
  return undefined;
}

/**
 * XEN-SHOOT-08: whether a unit that has shot has no weapon system left to fire this activation (a unit
 * marked as having shot without a record of its weapons has fired them all).
 */
function hasFiredEverything(state: XenocideState, unit: UnitState): boolean {
  const fired = unit.activity.firedWeapons;
  if (fired === undefined) return true;
  return weaponSystemsOf(state, unit).every((w) => fired.includes(w));
}

/** XEN-SHOOT-08: the weapon systems carried by a unit's models on the table, in model order. */
export function weaponSystemsOf(state: XenocideState, unit: UnitState): string[] {
  return [...new Set(shootingModels(state, unit).flatMap((m) => weaponNamesOf(profileOf(state, m))))];
}

/** XEN-SHOOT-01: whether `unit` may shoot in the Shooting phase now (see {@link whyCannotShoot}). */
export function canShoot(state: XenocideState, unit: UnitState, activationUnits: readonly string[]): boolean {
  return whyCannotShoot(state, unit, activationUnits) === undefined;
}

/**
 * XEN-SHOOT-12 / XEN-OW-13 / R57 / R61: why `targetId` may not be shot at by `shooter`, or undefined: it
 * must be an enemy unit with models on the table (closed-transport passengers are off it), and in the
 * Shooting phase neither unit may be engaged; overwatch fire by or at engaged units is allowed.
 */
export function whyNotTargetable(
  state: XenocideState,
  shooter: UnitState,
  targetId: string,
  phase: FirePhase,
): ShootingRefusal | undefined {
  const target = findUnit(state, targetId);
  if (!target) return refuse('unknown-entity', `There is no unit '${targetId}'.`);
  if (target.player === shooter.player) {
    return refuse('illegal-action', `Unit ${targetId} is friendly; shoot at an enemy unit (XEN-SHOOT-04).`);
  }
  if (shootingModels(state, target).length === 0) {
    return refuse('illegal-action', `Unit ${targetId} has no model on the table to shoot at (R57).`);
  }
  if (phase === 'shooting' && isEngaged(state, target)) {
    return refuse(
      'illegal-action',
      `Unit ${targetId} is engaged in a close assault and may not be shot at in the Shooting phase (XEN-SHOOT-12, R61).`,
    );
  }
  if (phase === 'shooting' && isEngaged(state, shooter)) {
    return refuse(
      'illegal-action',
      `Unit ${shooter.id} is engaged and may not shoot in the Shooting phase (XEN-SHOOT-12, R61).`,
    );
  }
  return undefined;
}

/** XEN-SHOOT-12 / R57: whether `targetId` may be shot at by `shooter` (see {@link whyNotTargetable}). */
export function isTargetable(
  state: XenocideState,
  shooter: UnitState,
  targetId: string,
  phase: FirePhase,
): boolean {
  return whyNotTargetable(state, shooter, targetId, phase) === undefined;
}
