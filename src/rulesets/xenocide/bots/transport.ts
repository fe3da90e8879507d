import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand, XenocideCommand } from '../commands/schema';
import { modelsOnTable, profileOf } from '../context';
import { boardingCommand, boardingPlan } from '../rules/movement/boarding';
import { standingBases } from '../rules/movement/overlap';
import { highReleaseMove } from '../rules/movement/release-move';
import { survivorSpot } from '../rules/movement/survivor-placement';
import { traitsOf } from '../rules/movement/traits';
import { TRANSPORT_TELEPORT_PENALTY, UNLOADING_DISTANCE } from '../rules/movement/transport-places';
import type { ModelState, UnitState, XenocideState } from '../state';
import { assaultExchange, centroid, moversOf, nearestEnemy, unitCentre } from './evaluation';
import { allowanceOf, goalOf, isAcceptedMove, moveToward } from './moves';

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
 * or an enemy, where the riders get out on the goal's side of them (XEN-TRANS-04); riders a Hover transport
 * may release are flown in high and released ahead of it on its first move (XEN-TRANS-07).
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
    const strike = teleportStrike(state, unit, carriers);
    if (strike) return strike;
    // XEN-TRANS-07: riders that may be released from a transport flying high are flown in and released
    // ahead of it at once: they go farther than the transport alone, and one hit no longer takes them all.
    const release = highReleaseMove(state, unit, stopShort(carriers, goal), drive);
    if (release) return release;
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

/** How far (inches) the unit's riders teleport out of their transport: their Teleport less 6" (XEN-TERR-36), 0 when some cannot. */
export function teleportOutReach(state: XenocideState, unit: UnitState): number {
  const riders = ridersOf(unit);
  if (riders.length === 0) return 0;
  const reach = Math.min(...riders.map((m) => traitsOf(profileOf(state, m)).teleport ?? 0));
  return Math.max(0, reach - TRANSPORT_TELEPORT_PENALTY);
}

/** The unit as it would stand with its riders out of their transports (for weighing a close assault). */
export function withRidersOut(unit: UnitState): UnitState {
  return {
    ...unit,
    models: unit.models.map((m) => {
      if (m.embarkedIn === undefined) return m;
      const { embarkedIn: _, ...out } = m;
      return out;
    }),
  };
}

/** Riders land this far (inches, edge to edge) short of the enemy model they teleport at: inside its 4" zone. */
const STRIKE_GAP = 2.5;

/**
 * XEN-TRANS-13 / XEN-TERR-36 / XEN-TERR-34/35: teleport troops riding their own transport on Assault orders
 * teleport straight out into close assault (no disembark disadvantage) when an enemy they are expected to
 * beat stands within their reach (Teleport less 6"), landing in a line 2.5" short of its nearest model; a
 * friendly recon model that sees the landing spares the teleport test. Undefined when none is accepted.
 */
export function teleportStrike(
  state: XenocideState,
  unit: UnitState,
  carriers: readonly ModelState[] = transportsOf(state, unit),
): MoveUnitCommand | undefined {
  if (unit.order !== 'assault' || unit.suppression > 0 || carriers.length === 0) return undefined;
  const reach = teleportOutReach(state, unit);
  const riders = ridersOf(unit);
  const from = centroid(carriers);
  const enemy = nearestEnemy(state, unit.player, from);
  if (reach <= 0 || !enemy || enemy.distance > reach + STRIKE_GAP + 3) return undefined;
  if (assaultExchange(state, withRidersOut(unit), enemy.unit) <= 0) return undefined;
  const targets = modelsOnTable(state, enemy.unit);
  for (const carrier of carriers) {
    const aboard = riders.filter((r) => r.embarkedIn === carrier.id);
    if (aboard.length !== riders.length) continue;
    const near = targets.reduce<ModelState | undefined>(
      (best, t) => (!best || geometry.distance(carrier, t) < geometry.distance(carrier, best) ? t : best),
      undefined,
    );
    if (!near) return undefined;
    const gap = geometry.distance(carrier, near);
    if (gap < 1e-6) return undefined;
    const toward = geometry.normalize(geometry.subtract(near, carrier));
    const side = { x: toward.y, y: -toward.x };
    const radius = Math.max(...aboard.map((r) => r.radius));
    for (const shortBy of [STRIKE_GAP, STRIKE_GAP + 1]) {
      const depth = gap - near.radius - radius - shortBy;
      const disembark = aboard.map((r, i) => {
        const offset = (i - (aboard.length - 1) / 2) * (2 * radius + 0.3);
        const raw = geometry.add(
          geometry.add(carrier, geometry.scale(toward, depth)),
          geometry.scale(side, offset),
        );
        const out = geometry.subtract(raw, carrier);
        const room = carrier.radius + r.radius + reach - 0.05;
        const capped =
          geometry.magnitude(out) > room
            ? geometry.add(carrier, geometry.scale(geometry.normalize(out), room))
            : raw;
        return {
          model: r.id,
          at: { x: Math.round(capped.x * 1000) / 1000, y: Math.round(capped.y * 1000) / 1000 },
        };
      });
      const command: MoveUnitCommand = {
        type: 'move-unit',
        player: unit.player,
        unit: unit.id,
        mode: 'teleport',
        models: [],
        disembark,
      };
      if (isAcceptedMove(state, command)) return command;
    }
  }
  return undefined;
}

/**
 * XEN-TRANS-12 / XEN-TRANS-10: the heuristic's use of transports in a close assault's moves: a fleeing unit
 * takes its models on foot aboard its transports first (inside a closed one they can be neither shot nor
 * assaulted); a winning unit whose goal is still far (12" or more) gets back into its transports in the
 * follow-up, to ride on. Undefined when the legal options offer neither.
 */
export function transportAssaultMove(
  state: XenocideState,
  options: readonly XenocideCommand[],
): XenocideCommand | undefined {
  for (const option of options) {
    if (option.type === 'assault-flee' && option.moves.some((m) => (m.embark?.length ?? 0) > 0))
      return option;
    if (option.type !== 'assault-follow-up' || option.moves.length === 0) continue;
    if (!option.moves.every((m) => (m.embark?.length ?? 0) > 0 && (m.disembark?.length ?? 0) === 0)) continue;
    const far = option.moves.every((m) => {
      const unit = state.units.find((u) => u.id === m.unit);
      const from = unit ? unitCentre(state, unit) : undefined;
      const goal = unit ? goalOf(state, unit) : undefined;
      return from !== undefined && goal !== undefined && geometry.distance(from, goal) >= RIDE_FROM;
    });
    if (far) return option;
  }
  return undefined;
}
