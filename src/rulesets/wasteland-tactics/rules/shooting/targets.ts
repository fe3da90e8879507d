import { type Circle, geometry } from 'sandtable';
import type { ActionDeclaration } from '../../commands/schema';
import { hasWeaponRule, isRanged } from '../../schemas/weapon';
import type { DeclaredAction, UnitState, WastelandState } from '../../state';
import { buildingAsUnit, findBuilding } from '../buildings/buildings';
import { unitDistance, unitInContact, unitsInContactWith } from '../measuring/measure';
import { modelElevation } from '../terrain/elevation';
import { actingCircles, actsFromCarrier, carrierOf } from '../transport/carriers';
import {
  areEnemies,
  footprint,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  unitHas,
  unitRule,
  unitsById,
} from '../units/units';
import { canSee, sightContext, sighted, unitsSeeEachOther } from '../visibility/visibility';
import { lookingCircles } from './modifiers';

/** WT-WSR-10 / R50: a spotter sees the target and has a model within 15" of it. */
export const SPOTTING_RANGE = 15;

/** A Shoot target: a unit on the table, or an occupiable building (R47) as a one-model unit. */
export function shootTarget(state: WastelandState, id: string): UnitState | undefined {
  const unit = unitsById.get(state, id);
  if (unit) return unit;
  const building = findBuilding(state, id);
  return building ? buildingAsUnit(state, building) : undefined;
}

/** Whether a Shoot target is a building (R47). */
export function isBuildingTarget(state: WastelandState, target: UnitState): boolean {
  return unitsById.get(state, target.id) === undefined && findBuilding(state, target.id) !== undefined;
}

/** The distance from where a unit acts (its models, or its Open carrier) to a target unit. */
export function distanceFrom(state: WastelandState, unit: UnitState, target: UnitState): number {
  const mine = lookingCircles(state, unit, target);
  let best = Number.POSITIVE_INFINITY;
  for (const a of mine)
    for (const b of footprints(state, target)) best = Math.min(best, geometry.baseDistance(a, b));
  return best;
}

/** WT-VIS-01 / WT-SUR-37: whether the unit sees the target, from the table or from its Open carrier. */
export function unitCanSee(state: WastelandState, unit: UnitState, target: UnitState): boolean {
  if (unit.status === 'on-table' && unitsById.get(state, target.id))
    return unitsSeeEachOther(state, unit, target);
  const carrier = carrierOf(state, unit);
  const exclude = carrier ? [carrier.id] : [];
  const context = sightContext(state, unit, target, exclude);
  const targets = liveModels(target).map((m) =>
    sighted(state, target, footprint(state, target, m), modelElevation(state, m)),
  );
  return lookingCircles(state, unit, target).some((c: Circle) =>
    targets.some((t) => canSee(context, sighted(state, unit, c), t)),
  );
}

/**
 * WT-WSR-10 / WT-SUR-42 / R39 / R50: a friendly Spearhead or Scouts unit that sees the target and has a
 * model within 15" of it (a Scouts spotter first: its shots take no penalty).
 */
export function findSpotter(
  state: WastelandState,
  shooter: UnitState,
  target: UnitState,
): UnitState | undefined {
  const spotters = state.units.filter(
    (u) =>
      u.player === shooter.player &&
      u.status === 'on-table' &&
      (profileOf(state, u).unitType === 'Spearhead' || unitHas(state, u, 'Scouts')) &&
      unitDistance(state, u, target) <= SPOTTING_RANGE + geometry.GEOMETRY_EPSILON,
  );
  const ordered = [...spotters.filter((u) => unitHas(state, u, 'Scouts')), ...spotters];
  return ordered.find((u) => unitsSeeEachOther(state, u, target));
}

/**
 * WT-SUR-26 / R37: a unit holding a Leadership model may be shot only when it is among the closest visible
 * enemy units, its leader is Tough 6+, or it is more than 3" from every other unit of its side.
 */
export function isLeaderProtected(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  if (unitRule(state, target, 'Leadership') === undefined) return false;
  if ((unitRule(state, target, 'Tough') ?? 0) >= 6) return false;
  const friends = state.units.filter(
    (u) => u.player === target.player && u.id !== target.id && u.status === 'on-table',
  );
  if (friends.every((u) => unitDistance(state, u, target) > 3)) return false;
  // Protected when a visible unit of its side is strictly closer; only closer units need a sight check.
  const range = distanceFrom(state, shooter, target);
  return friends
    .map((u) => ({ u, d: distanceFrom(state, shooter, u) }))
    .filter((c) => c.d < range - geometry.GEOMETRY_EPSILON)
    .sort((a, b) => a.d - b.d)
    .some((c) => unitCanSee(state, shooter, c.u));
}

/**
 * WT-SHOOT-01/02 / WT-SUR-26/37/64 / WT-WSR-10: why the unit may not Shoot at the target now, or undefined;
 * `sight: false` leaves the visibility test to the caller (the Shoot resolution traces every model's sight).
 */
export function shootProblem(
  state: WastelandState,
  unit: UnitState,
  target: UnitState,
  options: { readonly sight?: boolean } = {},
): string | undefined {
  if (unit.status === 'embarked' && !actsFromCarrier(state, unit))
    return `${unit.name} is embarked and may only Shoot from an Open transport that took fewer than two Move actions (WT-SUR-37).`;
  if (unit.status !== 'on-table' && unit.status !== 'embarked') return `${unit.name} is not on the table.`;
  const weapons = profileOf(state, unit).weapons.filter(isRanged);
  if (weapons.length === 0) return `${unit.name} has no ranged weapon (WT-SHOOT-01).`;
  if (target.status !== 'on-table') return `${target.name} is not on the table.`;
  if (!areEnemies(state, unit.player, target.player)) return `${target.name} is not an enemy unit.`;
  if (unitInContact(state, unit)) {
    const contacts = unitsInContactWith(state, unit);
    const vehicleFight = isVehicle(state, unit) || contacts.every((c) => isVehicle(state, c));
    if (!vehicleFight || !contacts.some((c) => c.id === target.id))
      return `${unit.name} is in base contact with the enemy and cannot Shoot (WT-SHOOT-01).`;
  }
  if (options.sight !== false && !unitCanSee(state, unit, target)) {
    const indirect = weapons.some((w) => hasWeaponRule(w, 'Indirect Fire'));
    if (!indirect || isBuildingTarget(state, target) || !findSpotter(state, unit, target))
      return indirect
        ? `${target.name} is not visible to ${unit.name}, nor spotted by a Spearhead or Scouts unit within 15" of it (WT-WSR-10).`
        : `${target.name} is not visible to ${unit.name} (WT-SHOOT-02).`;
  }
  if (isLeaderProtected(state, unit, target) && !weapons.some((w) => hasWeaponRule(w, 'Sniper')))
    return `${target.name} has a leader who may only be shot when it is the closest visible target (WT-SUR-26).`;
  return undefined;
}

/** WT-SHOOT-02: the target units of a Shoot declaration: the main one, then each model's own, once each. */
export function declaredTargets(action: ActionDeclaration | DeclaredAction): string[] {
  if (action.type !== 'shoot') return [];
  const weapons: readonly { readonly target?: string | undefined }[] = action.weapons ?? [];
  const ids = [action.target ?? '', ...weapons.map((w) => w.target ?? '')];
  return [...new Set(ids.filter((id) => id !== ''))];
}

/** R17: why a declared Shoot cannot be carried out: every declared target is no longer legal. */
export function shootDeclarationProblem(
  state: WastelandState,
  unit: UnitState,
  action: ActionDeclaration | DeclaredAction,
): string | undefined {
  let first: string | undefined;
  for (const id of declaredTargets(action)) {
    const target = shootTarget(state, id);
    const problem = target ? shootProblem(state, unit, target) : `'${id}' is not a unit on the table.`;
    if (!problem) return undefined;
    first ??= problem;
  }
  return first ?? 'no target was declared';
}

/** Whether the unit's models can reach the target with their ranged weapons (for bots): a cheap range test. */
export function anyInRange(state: WastelandState, unit: UnitState, target: UnitState): boolean {
  const reach = Math.max(
    0,
    ...profileOf(state, unit)
      .weapons.filter(isRanged)
      .map((w) => w.range),
  );
  const mine: Circle[] = actingCircles(state, unit, footprints(state, target)[0]?.center ?? { x: 0, y: 0 });
  return footprints(state, target).some((t) =>
    mine.some((c) => geometry.isAtMost(geometry.baseDistance(c, t), reach)),
  );
}
