import { geometry } from 'sandtable';
import { modelsOnTable, profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { occupancyOf, sectionAt } from '../buildings/building-state';
import { firingFaces, occupantSees, seesOccupant } from '../buildings/occupant-placement';
import { type TitanSightPoint, titanEyeHeight } from '../titans/titan-sight';
import { baseOf, hasLineOfSight } from './sight';

/** XEN-STAT-12: how close, in inches, a model must be to see (or spot) a Stealth model. */
export const STEALTH_RANGE = 12;

/** XEN-STAT-12: whether a model has the Stealth defense special. */
export function isStealthy(state: XenocideState, model: ModelState): boolean {
  const profile = profileOf(state, model);
  return profile.kind !== 'titan' && profile.defenseSpecials?.stealth === true;
}

/** XEN-STAT-21 / R29: whether a model has the Recon (spotter) ability. */
export function isRecon(state: XenocideState, model: ModelState): boolean {
  const profile = profileOf(state, model);
  return profile.kind !== 'titan' && profile.defenseSpecials?.recon === true;
}

/**
 * XEN-STAT-12 / R29: whether a Stealth target model is spotted for `shooterUnit`: another model of the
 * shooting unit, or a friendly Recon model, is within 12" of it and has line of sight to it.
 */
export function isSpotted(
  state: XenocideState,
  shooterUnit: UnitState,
  targetUnit: UnitState,
  target: ModelState,
  features?: readonly geometry.LosFeature[],
): boolean {
  const to = { model: target, high: targetUnit.high };
  const spotters = state.units
    .filter((u) => u.player === shooterUnit.player)
    .flatMap((u) =>
      modelsOnTable(state, u)
        .filter((m) => u.id === shooterUnit.id || isRecon(state, m))
        .map((m) => ({ model: m, high: u.high })),
    );
  return spotters.some(
    (s) =>
      geometry.isWithin(baseOf(s.model), baseOf(target), STEALTH_RANGE) &&
      hasLineOfSight(state, s, to, features),
  );
}

/**
 * XEN-SHOOT-10/11 / XEN-BLD-02 / XEN-BLD-15 / XEN-BLD-16: line of sight with buildings: a shooter inside a
 * building looks out of any face of its section from the roof line; a target inside one is seen at the
 * building's edge and height, its own building not blocking; otherwise ordinary line of sight.
 */
export function buildingAwareSight(
  state: XenocideState,
  shooterUnit: UnitState,
  shooter: ModelState,
  targetUnit: UnitState,
  target: ModelState,
  features?: readonly geometry.LosFeature[],
  sightFrom?: TitanSightPoint,
): boolean {
  const buildings = state.buildings ?? [];
  const inside = buildings.length > 0 ? occupancyOf(buildings, shooterUnit.id) : undefined;
  const outside = buildings.length > 0 ? occupancyOf(buildings, targetUnit.id) : undefined;
  if (inside) {
    const at = sectionAt(buildings, inside);
    if (!at) return false;
    return firingFaces(at.section).some((face) => occupantSees(state, at.building, at.section, face, target));
  }
  if (outside) {
    const at = sectionAt(buildings, outside);
    return at !== undefined && seesOccupant(state, at.building, shooter, target);
  }
  const from = {
    model: shooter,
    high: shooterUnit.high,
    // XEN-TITAN-14: a titan sees from its head or a weapon mount, not from the ground.
    ...(shooter.titan ? { height: titanEyeHeight(sightFrom ?? 'head') } : {}),
  };
  return hasLineOfSight(state, from, { model: target, high: targetUnit.high }, features);
}

/**
 * XEN-SHOOT-06 / XEN-STAT-12: whether one shooting model can see one target model: line of sight
 * (XEN-SHOOT-10/11), and for a Stealth target either within 12" or spotted (R29).
 */
export function canSeeModel(
  state: XenocideState,
  shooterUnit: UnitState,
  shooter: ModelState,
  targetUnit: UnitState,
  target: ModelState,
  features?: readonly geometry.LosFeature[],
  sightFrom?: TitanSightPoint,
): boolean {
  if (!buildingAwareSight(state, shooterUnit, shooter, targetUnit, target, features, sightFrom)) return false;
  if (!isStealthy(state, target)) return true;
  if (geometry.isWithin(baseOf(shooter), baseOf(target), STEALTH_RANGE)) return true;
  return isSpotted(state, shooterUnit, targetUnit, target, features);
}
