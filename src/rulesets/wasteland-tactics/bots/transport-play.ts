import { geometry, type Vec2 } from 'sandtable';
import type { CommandOfType } from '../commands/schema';
import { distanceFrom, shootProblem, shootTarget } from '../rules/shooting/targets';
import {
  capacityOf,
  carrierCentre,
  carrierOf,
  embarkedUnits,
  findCarrier,
  isOpenCarrier,
} from '../rules/transport/carriers';
import { areEnemies, isVehicle, liveModels, profileOf } from '../rules/units/units';
import { hasWeaponRule, isRanged } from '../schemas/weapon';
import type { UnitState, WastelandState } from '../state';
import {
  centreOf,
  chance,
  expectedShootKills,
  missionDestination,
  nearestEnemy,
  targetValue,
} from './evaluation';

/** How near (inches) a transport must bring its passengers to the enemy before they get out. */
const DROP_RANGE = 14;

/** How near (inches) to its mission goal a transport lets its passengers out. */
const GOAL_DROP = 8;

/**
 * WT-SUR-51 / WT-BLD-04 / R47: how the heuristic scores a Move that ends embarking (on the scale of its move
 * scores, minus inches left to the goal): a far-off unit early in the battle rides a friendly transport
 * toward its goal; a shooting unit with no mission goal takes shelter in an intact building it can fire
 * from (Open, WT-SUR-37); every other embarking is refused.
 */
export function embarkScore(
  state: WastelandState,
  unit: UnitState,
  move: CommandOfType<'move-unit'>,
  goal: Vec2 | undefined,
): number {
  const carrier = move.embark === undefined ? undefined : findCarrier(state, move.embark);
  if (!carrier) return -1e6;
  const from = centreOf(unit);
  if (carrier.kind === 'unit') {
    const far = goal !== undefined && geometry.distance(from, goal) > 24;
    return state.round <= 3 && far ? 1e6 : -1e6;
  }
  const ranged = profileOf(state, unit).weapons.some(isRanged);
  const sheltered = ranged && missionDestination(state, unit) === undefined && state.round <= 4;
  const at = carrierCentre(carrier);
  const enemy = nearestEnemy(state, unit);
  const useful =
    at !== undefined &&
    enemy !== undefined &&
    geometry.distance(at, centreOf(enemy.unit)) <= longestRange(state, unit);
  return sheltered && useful ? 1e5 : -1e6;
}

/** The longest range among the unit's ranged weapons (0 without one). */
function longestRange(state: WastelandState, unit: UnitState): number {
  return Math.max(
    0,
    ...profileOf(state, unit)
      .weapons.filter(isRanged)
      .map((w) => w.range),
  );
}

/**
 * WT-SUR-53 / WT-BLD-04: the value of an embarked unit's Move (disembarking): passengers of a transport get
 * out near the enemy, near their mission goal, late in the battle, or when the transport is gone; a unit in
 * a building stays while its guns reach an enemy from there and the mission sends it nowhere.
 */
export function disembarkScore(state: WastelandState, unit: UnitState): number {
  const carrier = carrierOf(state, unit);
  if (carrier?.kind === 'building') {
    const enemy = nearestEnemy(state, unit);
    const covering =
      missionDestination(state, unit) === undefined &&
      enemy !== undefined &&
      expectedShootKills(state, unit, enemy.unit) > 0.05;
    return covering && state.round < state.settings.maxRounds ? -0.5 : 3;
  }
  if (carrier?.kind !== 'unit' || carrier.unit.status !== 'on-table') return 3;
  const enemy = nearestEnemy(state, carrier.unit);
  const at = carrierCentre(carrier);
  const goal = missionDestination(state, unit);
  const atGoal = at !== undefined && goal !== undefined && geometry.distance(at, goal) <= GOAL_DROP;
  return state.round >= 4 || !enemy || enemy.distance <= DROP_RANGE || atGoal ? 3 : -0.5;
}

/**
 * WT-BLD-04..06 / R47: the value of shooting at an enemy-held building: the wounds expected on it (of its
 * 10) as a share of what its occupants are worth; undefined when `id` is no such building.
 */
export function buildingShotValue(state: WastelandState, unit: UnitState, id: string): number | undefined {
  const building = state.buildings?.find((b) => b.id === id && !b.destroyed);
  if (!building) return undefined;
  const target = shootTarget(state, id);
  if (!target || building.occupant === undefined || !areEnemies(state, unit.player, building.occupant))
    return -0.5;
  if (shootProblem(state, unit, target)) return -0.5;
  const gap = unit.status === 'on-table' ? distanceFrom(state, unit, target) : 0;
  const life = profileOf(state, target).life;
  let perModel = 0;
  for (const weapon of profileOf(state, unit).weapons) {
    if (!isRanged(weapon) || weapon.range < gap) continue;
    const hit = weapon.hit === 'autohit' ? 1 : chance(weapon.hit);
    perModel = Math.max(perModel, weapon.attacks * hit * (1 - chance(life + weapon.damage)));
  }
  const wounds = liveModels(unit).length * perModel;
  if (wounds < 0.05) return -0.3;
  const inside = embarkedUnits(state, id).reduce((sum, u) => sum + targetValue(state, u), 0);
  const share = Math.min(1, wounds / Math.max(1, building.wounds));
  // Breaking the building turns its occupants out into the open with a marker each (R47), short of killing them.
  return share * inside * 0.75 + wounds * 0.2;
}

/**
 * WT-SUR-36 / R30: what an Area Effect or Spray volley at an Open transport adds through the free attacks on
 * the units embarked on it (about one expected kill per passenger unit, at its value); 0 otherwise.
 */
export function openFireBonus(state: WastelandState, unit: UnitState, target: UnitState): number {
  const carrier = findCarrier(state, target.id);
  if (!carrier || !isOpenCarrier(state, carrier) || capacityOf(state, carrier).used === 0) return 0;
  const gap = unit.status === 'on-table' ? distanceFrom(state, unit, target) : 0;
  const blast = profileOf(state, unit).weapons.some(
    (w) => isRanged(w) && w.range >= gap && (hasWeaponRule(w, 'Area Effect') || hasWeaponRule(w, 'Spray')),
  );
  if (!blast) return 0;
  return embarkedUnits(state, carrier.id).reduce((sum, u) => sum + 0.5 * targetValue(state, u), 0);
}

/**
 * WT-BLD-03: the bonus (inches of the move score) of a Move that takes a shooting unit with no mission goal
 * up onto a ruins floor, where it sees over what stands on the ground.
 */
export function climbBonus(state: WastelandState, unit: UnitState, move: CommandOfType<'move-unit'>): number {
  if (!move.models.some((m) => (m.level ?? 0) > 0)) return 0;
  if (isVehicle(state, unit)) return 0;
  const ranged = profileOf(state, unit).weapons.some(isRanged);
  return ranged && missionDestination(state, unit) === undefined ? 3 : 0;
}
