import { type Circle, geometry } from 'sandtable';
import { hasWeaponRule, isRanged, type Weapon } from '../../schemas/weapon';
import type { ModelState, UnitState, WastelandState } from '../../state';
import { isVehicle, profileOf } from '../units/units';

/**
 * WT-SUR-59 / R32: a Vehicle/Monster weapon's mount: the point it sees from, turned with the model's facing,
 * and its firing arc; undefined for other models and unmounted weapons (they see from the whole footprint).
 */
export function weaponMount(
  state: WastelandState,
  unit: UnitState,
  model: ModelState,
  weapon: Weapon,
): { eye: Circle; arc: number; facing: number } | undefined {
  if (!weapon.mount || !isVehicle(state, unit)) return undefined;
  const forward = geometry.directionOf(model.facing);
  const right = geometry.directionOf(model.facing + 90);
  const center = geometry.add(
    { x: model.x, y: model.y },
    geometry.add(geometry.scale(right, weapon.mount.x), geometry.scale(forward, weapon.mount.y)),
  );
  return { eye: { center, radius: 0.05 }, arc: weapon.mount.arc ?? 360, facing: model.facing };
}

/** WT-SUR-59: whether a target footprint lies in a mounted weapon's arc, seen from the mount. */
export function inMountArc(mount: { eye: Circle; arc: number; facing: number }, target: Circle): boolean {
  return geometry.isBaseInArc({ ...mount.eye, facing: mount.facing }, target, 0, mount.arc);
}

/** Limits on which weapons may fire now. */
export interface WeaponFilter {
  /** Only these weapons (Assault free fire, WT-WSR-05). */
  readonly only?: (weapon: Weapon) => boolean;
  /** R37: a protected leader may be shot only with Sniper weapons. */
  readonly sniperOnly?: boolean;
}

/** WT-SHOOT-03 / WT-WSR-11/13 / WT-SUR-58: the unit's ranged weapons that may fire now (Heavy not after moving, Slow once a round). */
export function usableWeapons(state: WastelandState, unit: UnitState, filter: WeaponFilter): Weapon[] {
  return profileOf(state, unit).weapons.filter(
    (w) =>
      isRanged(w) &&
      (filter.only?.(w) ?? true) &&
      (!filter.sniperOnly || hasWeaponRule(w, 'Sniper')) &&
      !(hasWeaponRule(w, 'Heavy') && unit.moved && !isVehicle(state, unit)) &&
      !(hasWeaponRule(w, 'Slow') && unit.slowUsed.includes(w.name)),
  );
}
