import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../commands/schema';
import { profileOf } from '../context';
import { boardingCommand, boardingPlan } from '../rules/movement/boarding';
import { standingBases } from '../rules/movement/overlap';
import { survivorSpot } from '../rules/movement/survivor-placement';
import { traitsOf } from '../rules/movement/traits';
import { UNLOADING_DISTANCE } from '../rules/movement/transport-places';
import type { ModelState, UnitState, XenocideState } from '../state';
import { centroid, moversOf, nearestEnemy, unitCentre } from './evaluation';
import { allowanceOf, isAcceptedMove, moveToward } from './moves';

/** A unit boards its transports only when its goal is at least this far (inches) from it. */
const RIDE_FROM = 12;

/** Troops walk up to their waiting transports only when the goal is at least this far (inches). */
const WALK_UP_FROM = 20;

/** Riders get out when their transports end this close (inches) to the goal, or to an enemy. */
const GET_OUT_AT = 8;

/** The unit's transport models on the table (XEN-STAT-09). */
export function transportsOf(state: XenocideState, unit: UnitState): ModelState[] {
  return moversOf(unit).filter((m) => traitsOf(profileOf(state, m)).transport !== undefined);
}

/** The unit's models riding in a transport. */
export function ridersOf(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => !m.removed && m.embarkedIn !== undefined);
}

/**
 * XEN-TRANS-02..06 / R39: the move of a unit that carries its own transports, or undefined when walking
 * serves it as well: far from its goal with no enemy near, the models on foot board the transports beside
 * them and the transports drive on at their own speed; riding, the transports drive on until near the goal
 * or an enemy, where the riders get out on the goal's side of them (XEN-TRANS-04).
 */
export function transportMove(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2 | undefined,
): MoveUnitCommand | undefined {
  const carriers = transportsOf(state, unit);
  if (!goal || carriers.length === 0 || unit.suppression > 0) return undefined;
  const riders = ridersOf(unit);
  const onFoot = moversOf(unit).filter((m) => !carriers.includes(m));
  const from = unitCentre(state, unit);
  if (!from) return undefined;
  const enemy = nearestEnemy(state, unit.player, from);
  const drive = Math.min(...carriers.map((m) => allowanceFor(state, unit, m)));
  const near = enemy !== undefined && enemy.distance <= drive + GET_OUT_AT;
  if (riders.length > 0 && onFoot.length === 0) {
    const end = centroid(carriers);
    if (geometry.distance(end, goal) <= drive + GET_OUT_AT || near)
      return getOut(state, unit, goal, carriers);
    return undefined;
  }
  if (riders.length > 0 || onFoot.length === 0 || near) return undefined;
  if (geometry.distance(from, goal) < RIDE_FROM) return undefined;
  const plan = boardingPlan(state, unit);
  // Everyone on foot must get in: the transports drive off, and a model left behind breaks coherency.
  if (plan.length === onFoot.length) {
    const extras = boardingCommand(plan);
    const ride = moveToward(state, unit, goal, carriers, {
      embark: extras.embark ?? [],
      paths: extras.models,
    });
    if (ride) return ride;
  }
  // Farther off, the troops walk up and get in while the transports wait (they may not move on, XEN-TRANS-06):
  // worth a turn only when the goal is far.
  if (geometry.distance(from, goal) < WALK_UP_FROM) return undefined;
  const walk = boardingPlan(state, unit, allowanceOf(state, { ...unit, models: onFoot }) + 0.9);
  if (walk.length < onFoot.length) return undefined;
  const extras = boardingCommand(walk);
  const command: MoveUnitCommand = {
    type: 'move-unit',
    player: unit.player,
    unit: unit.id,
    mode: 'normal',
    models: extras.models,
    embark: extras.embark ?? [],
  };
  return isAcceptedMove(state, command) ? command : undefined;
}

function allowanceFor(state: XenocideState, unit: UnitState, model: ModelState): number {
  return allowanceOf(state, { ...unit, models: [model] });
}

/**
 * XEN-TRANS-04: the transports drive toward the goal (stopping short of it) and the riders are placed
 * within 4" of their transport's end, on the goal's side; or, when the transports cannot move, they get out
 * where the transports stand.
 */
function getOut(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2,
  carriers: readonly ModelState[],
): MoveUnitCommand | undefined {
  const drive = moveToward(state, unit, stopShort(carriers, goal), carriers);
  const ends = new Map<string, Vec2>();
  for (const m of carriers) {
    const path = drive?.models.find((x) => x.model === m.id)?.path;
    ends.set(m.id, path?.[path.length - 1] ?? { x: m.x, y: m.y });
  }
  const withDrive = placeRiders(state, unit, goal, carriers, ends, drive);
  if (withDrive) return withDrive;
  const still = new Map(carriers.map((m) => [m.id, { x: m.x, y: m.y }]));
  return placeRiders(state, unit, goal, carriers, still, undefined);
}

/** A point 3" short of the goal on the transports' line to it (they stop there, riders get out ahead). */
function stopShort(carriers: readonly ModelState[], goal: Vec2): Vec2 {
  const from = centroid(carriers);
  const gap = geometry.distance(from, goal);
  if (gap <= 3) return from;
  return geometry.lerp(from, goal, (gap - 3) / gap);
}

function placeRiders(
  state: XenocideState,
  unit: UnitState,
  goal: Vec2,
  carriers: readonly ModelState[],
  ends: ReadonlyMap<string, Vec2>,
  drive: MoveUnitCommand | undefined,
): MoveUnitCommand | undefined {
  const standing = standingBases(state, new Set(carriers.map((m) => m.id)));
  for (const m of carriers)
    standing.push({ model: m.id, center: ends.get(m.id) as Vec2, radius: m.radius, high: false });
  const disembark: { model: string; at: Vec2 }[] = [];
  for (const rider of ridersOf(unit)) {
    const transport = carriers.find((m) => m.id === rider.embarkedIn);
    const end = transport ? ends.get(transport.id) : undefined;
    if (!transport || !end) return undefined;
    const traits = traitsOf(profileOf(state, rider));
    // survivorSpot searches away from a point: the mirror of the goal puts the riders on the goal's side.
    const mirror = geometry.subtract(geometry.scale(end, 2), goal);
    const spot = survivorSpot(
      state,
      { center: end, radius: transport.radius },
      { id: rider.id, radius: rider.radius, high: false },
      traits,
      standing,
      mirror,
      Math.min(UNLOADING_DISTANCE, traits.move) - 0.05,
    );
    if (!spot) return undefined;
    const at = { x: Math.round(spot.x * 1000) / 1000, y: Math.round(spot.y * 1000) / 1000 };
    standing.push({ model: rider.id, center: at, radius: rider.radius, high: false });
    disembark.push({ model: rider.id, at });
  }
  const command: MoveUnitCommand = drive
    ? { ...drive, disembark }
    : { type: 'move-unit', player: unit.player, unit: unit.id, mode: 'normal', models: [], disembark };
  return isAcceptedMove(state, command) ? command : undefined;
}
