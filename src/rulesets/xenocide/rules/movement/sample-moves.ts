import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { findModel, profileOf, sideIndex } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { whyEntersHeldSection } from '../buildings/held-sections';
import { baseAllowance } from './allowance';
import { boardingCommand, boardingPlan } from './boarding';
import { bombableUnits, bombWeaponsOf } from './bombs';
import { isInCoherency } from './coherency';
import { isFlyerUnit } from './flyers';
import { checkEligibility, isRejection } from './move-eligibility';
import { standingBases } from './overlap';
import { highReleaseMove } from './release-move';
import { enemyBases } from './suppressed-movement';
import { survivorSpot } from './survivor-placement';
import { traitsOf } from './traits';
import {
  BOARDING_REACH,
  LOADING_DISTANCE,
  TRANSPORT_TELEPORT_PENALTY,
  UNLOADING_DISTANCE,
} from './transport-places';
import { validateMove } from './validate-move';

/** XEN-MOVE-01: the most moves `sampleMoves` returns. */
export const MAX_SAMPLES = 6;

const SCALES = [1, 0.75, 0.5, 0.3, 0.15];

type Draft = MoveUnitCommand;

/** Accepted as `move-unit` accepts it: valid, and not into a building section the enemy holds (XEN-BLD-06). */
const accepts = (state: XenocideState, c: Draft) =>
  !('code' in validateMove(state, c)) &&
  whyEntersHeldSection(state, state.buildings ?? [], c.player, c.models) === undefined;
const round = (v: number) => Math.round(v * 1000) / 1000;
const at = (p: Vec2): Vec2 => ({ x: round(p.x), y: round(p.y) });

function command(
  unit: UnitState,
  models: { model: string; path: Vec2[]; facing?: number }[],
  extra: Partial<Draft> = {},
): Draft {
  return { type: 'move-unit', player: unit.player, unit: unit.id, mode: 'normal', models, ...extra };
}

function movers(unit: UnitState): ModelState[] {
  return unit.models.filter((m) => !m.removed && m.embarkedIn === undefined);
}

function centroid(models: readonly ModelState[]): Vec2 {
  const sum = models.reduce((s, m) => ({ x: s.x + m.x, y: s.y + m.y }), { x: 0, y: 0 });
  return { x: sum.x / models.length, y: sum.y / models.length };
}

/** The nearest enemy model to a point, else the table centre. */
function objective(state: XenocideState, unit: UnitState, from: Vec2): Vec2 {
  const enemies = enemyBases(state, unit.player);
  const near = geometry.nearest({ center: from, radius: 0 }, enemies);
  return near
    ? (enemies[near.index]?.center as Vec2)
    : { x: state.table.width / 2, y: state.table.depth / 2 };
}

/** Moves already validated while sampling (so the final filter does not check them twice). */
const validated = new WeakSet<Draft>();

/**
 * Keeping formation: every model moves the same distance the same way, the longest of `scales` that
 * validates, with the scale it took.
 */
function translations(
  state: XenocideState,
  unit: UnitState,
  direction: Vec2,
  distance: number,
  scales: readonly number[],
  mode: Draft['mode'] = 'normal',
  extra: Partial<Draft> = {},
): { command: Draft; scale: number } | undefined {
  const models = movers(unit);
  for (const scale of scales) {
    const shift = geometry.scale(direction, distance * scale - 0.01);
    const c = command(
      unit,
      models.map((m) => ({ model: m.id, path: [at(geometry.add(m, shift))] })),
      mode === 'normal' ? extra : { mode, ...extra },
    );
    if (accepts(state, c)) {
      validated.add(c);
      return { command: c, scale };
    }
  }
  return undefined;
}

function groundSamples(state: XenocideState, unit: UnitState): Draft[] {
  const models = movers(unit);
  const out: Draft[] = [];
  if (models.length > 0) {
    const allowance = Math.min(
      ...models.map((m) =>
        baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
      ),
    );
    const middle = centroid(models);
    const target = objective(state, unit, middle);
    const toward =
      geometry.distance(middle, target) > 0
        ? geometry.normalize(geometry.subtract(target, middle))
        : { x: 0, y: 1 };
    const side = { x: toward.y, y: -toward.x };
    if (allowance > 0) {
      const half = SCALES.filter((scale) => scale <= 0.5);
      const full = translations(state, unit, toward, allowance, SCALES);
      // The half advance tries the same moves as the tail of the full one: skip it when that found nothing
      // or already stopped at half distance or less.
      const advances = [
        full,
        teleportSample(state, unit, toward),
        full && full.scale > 0.5 ? translations(state, unit, toward, allowance, half) : undefined,
        translations(state, unit, geometry.scale(toward, -1), allowance, SCALES),
        translations(state, unit, side, allowance, SCALES.slice(2)),
        // Last, so it takes only a place no other sample wants (the sample cap drops it first).
        altitudeSample(state, unit, toward, allowance),
      ];
      for (const found of advances) {
        const c = found?.command;
        if (c && !out.some((o) => JSON.stringify(o) === JSON.stringify(c))) out.push(c);
      }
    }
    const bases = models.map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius }));
    if (!isInCoherency(bases) && allowance > 0) {
      out.unshift(
        command(
          unit,
          models.map((m) => {
            const gap = geometry.distance(m, middle);
            const step = Math.min(allowance, Math.max(0, gap - 1));
            return { model: m.id, path: [at(gap > 0 ? geometry.lerp(m, middle, step / gap) : m)] };
          }),
        ),
      );
    }
  }
  const unload = disembarkSample(state, unit);
  if (unload) out.splice(Math.min(out.length, 1), 0, unload);
  const swap = unload ? swapSample(state, unit, unload) : undefined;
  if (swap) out.splice(Math.min(out.length, 1), 0, swap);
  const release = models.length > 0 ? releaseSample(state, unit) : undefined;
  if (release) out.splice(Math.min(out.length, 1), 0, release);
  const portOut = teleportOutSample(state, unit);
  if (portOut) out.splice(Math.min(out.length, 1), 0, portOut);
  const board = boardingPlan(state, unit);
  if (board.length > 0) out.splice(Math.min(out.length, 1), 0, command(unit, [], boardingCommand(board)));
  else {
    // XEN-TRANS-05/06: models farther off walk up and board; their transport may not move on this turn.
    const walk = walkingAllowance(state, unit);
    const far = walk > 0 ? boardingPlan(state, unit, walk + BOARDING_REACH) : [];
    if (far.length > 0) out.splice(Math.min(out.length, 1), 0, command(unit, [], boardingCommand(far)));
  }
  out.push(command(unit, []));
  return out;
}

/**
 * XEN-TERR-20 / XEN-TERR-22 / XEN-MOVE-06: a Hover unit low flies its full allowance high toward the enemy
 * (over terrain and enemy units); a unit high comes down at the end of such an advance (it lands).
 */
function altitudeSample(
  state: XenocideState,
  unit: UnitState,
  toward: Vec2,
  allowance: number,
): { command: Draft; scale: number } | undefined {
  const models = movers(unit);
  if (models.length === 0) return undefined;
  const traits = models.map((m) => traitsOf(profileOf(state, m)));
  if (!traits.every((t) => t.hover && !t.flyer)) return undefined;
  return translations(state, unit, toward, allowance, SCALES, 'normal', { high: !unit.high });
}

/** XEN-MOVE-01: the walking allowance of the unit's models on foot that may board (not transports, not titans). */
function walkingAllowance(state: XenocideState, unit: UnitState): number {
  const walkers = movers(unit).filter((m) => {
    const traits = traitsOf(profileOf(state, m));
    return traits.size !== undefined && !traits.transport;
  });
  if (walkers.length === 0) return 0;
  return Math.min(
    ...walkers.map((m) =>
      baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
    ),
  );
}

/** XEN-TERR-33: a unit whose every model teleports jumps its Teleport distance toward the enemy, formation kept. */
function teleportSample(
  state: XenocideState,
  unit: UnitState,
  toward: Vec2,
): { command: Draft; scale: number } | undefined {
  const models = movers(unit);
  const reach = Math.min(...models.map((m) => traitsOf(profileOf(state, m)).teleport ?? 0));
  if (models.length === 0 || reach <= 0) return undefined;
  return translations(state, unit, toward, reach, [1, 0.6, 0.3], 'teleport');
}

/** XEN-TRANS-04: every passenger of the unit gets out next to its transport. */
function disembarkSample(state: XenocideState, unit: UnitState): Draft | undefined {
  const riders = unit.models.filter((m) => !m.removed && m.embarkedIn !== undefined);
  if (riders.length === 0) return undefined;
  const standing = standingBases(state, new Set());
  const disembark: { model: string; at: Vec2 }[] = [];
  for (const rider of riders) {
    const transport = findModel(state, rider.embarkedIn as string);
    const traits = traitsOf(profileOf(state, rider));
    if (!transport) return undefined;
    const wreck = { center: { x: transport.x, y: transport.y }, radius: transport.radius };
    const spot = survivorSpot(
      state,
      wreck,
      { id: rider.id, radius: rider.radius, high: false },
      traits,
      standing,
      objective(state, unit, wreck.center),
      Math.min(UNLOADING_DISTANCE, traits.move),
    );
    if (!spot) return undefined;
    const placed = at(spot);
    standing.push({ model: rider.id, center: placed, radius: rider.radius, high: false });
    disembark.push({ model: rider.id, at: placed });
  }
  return command(unit, [], { disembark });
}

/**
 * XEN-TRANS-03: the unit's riders get out beside their transports (as {@link disembarkSample} places them) and
 * the unit's models on foot within 4" of one of those transports get in instead, walking up to it; the
 * transports stay where they are (the swap costs them 8").
 */
function swapSample(state: XenocideState, unit: UnitState, unload: Draft): Draft | undefined {
  const riders = unit.models.filter((m) => !m.removed && m.embarkedIn !== undefined);
  const room = new Map<string, number>();
  for (const r of riders) {
    const carrier = findModel(state, r.embarkedIn as string);
    if (carrier) room.set(carrier.id, traitsOf(profileOf(state, carrier)).transport?.capacity ?? 0);
  }
  const embark: { model: string; transport: string }[] = [];
  const paths: { model: string; path: Vec2[] }[] = [];
  for (const m of movers(unit)) {
    const traits = traitsOf(profileOf(state, m));
    if (traits.size === undefined || traits.transport || room.has(m.id)) continue;
    let pick: { carrier: ModelState; gap: number } | undefined;
    for (const [id, left] of room) {
      const carrier = findModel(state, id) as ModelState;
      const gap = geometry.distance(m, carrier) - m.radius - carrier.radius;
      if (left < traits.size || gap > LOADING_DISTANCE - 0.05) continue;
      if (!pick || gap < pick.gap) pick = { carrier, gap };
    }
    if (!pick) continue;
    const carrier = pick.carrier;
    room.set(carrier.id, (room.get(carrier.id) ?? 0) - traits.size);
    embark.push({ model: m.id, transport: carrier.id });
    if (pick.gap > BOARDING_REACH - 0.05) {
      const away = geometry.normalize(geometry.subtract(m, carrier));
      const end = geometry.add(
        carrier,
        geometry.scale(away, carrier.radius + m.radius + BOARDING_REACH - 0.1),
      );
      paths.push({ model: m.id, path: [at(end)] });
    }
  }
  if (embark.length === 0) return undefined;
  return command(unit, paths, { disembark: unload.disembark ?? [], embark });
}

/**
 * XEN-TRANS-07: Hover transports carrying only Skimmer, Hover, Flyer or Jump models fly high toward the
 * nearest enemy and release them ahead of where they stop ({@link highReleaseMove}).
 */
function releaseSample(state: XenocideState, unit: UnitState): Draft | undefined {
  const models = movers(unit);
  const allowance = Math.min(
    ...models.map((m) => baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal')),
  );
  return highReleaseMove(state, unit, objective(state, unit, centroid(models)), allowance);
}

/**
 * XEN-TRANS-13 / XEN-TERR-36: passengers who all teleport get out by teleport, each as far as it reaches
 * (its Teleport less 6") toward the nearest enemy, side by side; the transports stay.
 */
function teleportOutSample(state: XenocideState, unit: UnitState): Draft | undefined {
  const riders = unit.models.filter((m) => !m.removed && m.embarkedIn !== undefined);
  if (riders.length === 0) return undefined;
  const reach = Math.min(...riders.map((m) => traitsOf(profileOf(state, m)).teleport ?? 0));
  if (reach <= TRANSPORT_TELEPORT_PENALTY) return undefined;
  const disembark: { model: string; at: Vec2 }[] = [];
  for (const [i, rider] of riders.entries()) {
    const transport = findModel(state, rider.embarkedIn as string);
    if (!transport) return undefined;
    const target = objective(state, unit, transport);
    const gap = geometry.distance(transport, target);
    const toward = gap > 0 ? geometry.normalize(geometry.subtract(target, transport)) : { x: 0, y: 1 };
    const side = { x: toward.y, y: -toward.x };
    const offset = (i - (riders.length - 1) / 2) * (2 * rider.radius + 0.3);
    const depth = Math.max(0, (reach - TRANSPORT_TELEPORT_PENALTY) * 0.8);
    const spot = geometry.add(
      geometry.add(transport, geometry.scale(toward, transport.radius + rider.radius + depth)),
      geometry.scale(side, offset),
    );
    disembark.push({ model: rider.id, at: at(spot) });
  }
  return command(unit, [], { mode: 'teleport', disembark });
}

/**
 * XEN-TERR-27/28/31: flyers fly their full Move ahead, or turn 45° first, or leave over the edge they reach; a
 * flyer with bombs also turns (up to 45°) straight over each enemy unit on the ground ahead of it.
 */
function flyerSamples(state: XenocideState, unit: UnitState): Draft[] {
  const models = movers(unit);
  const out: Draft[] = [];
  const turns = [0, 45, -45];
  if (models.length > 0 && bombWeaponsOf(state, unit).length > 0) {
    const from = centroid(models);
    const facing = (models[0] as ModelState).facing;
    for (const enemy of state.units) {
      if (enemy.player === unit.player || enemy.status !== 'on-table' || enemy.high) continue;
      const below = movers(enemy);
      if (below.length === 0) continue;
      const d = geometry.normalizeDegrees(geometry.bearing(from, centroid(below)) - facing);
      const turn = Math.round((d > 180 ? d - 360 : d) * 100) / 100;
      if (Math.abs(turn) <= 45 && !turns.some((t) => Math.abs(t - turn) < 1)) turns.push(turn);
    }
  }
  for (const turn of turns) {
    const legs = models.map((m) => {
      const move = traitsOf(profileOf(state, m)).move - 0.01;
      const end = geometry.add(m, geometry.scale(geometry.directionOf(m.facing + turn), move));
      return { m, end };
    });
    const inside = legs.every(({ m, end }) =>
      geometry.isOnTable({ center: end, radius: m.radius }, state.table),
    );
    const models_ = legs.map(({ m, end }) => ({ model: m.id, path: [at(end)] }));
    out.push(inside ? command(unit, models_) : command(unit, models_, { leaveTable: true }));
  }
  return out;
}

/** XEN-TERR-31 / R40: a flight that passes over enemy units on the ground drops the flyer's bombs on all of them. */
function withBombs(state: XenocideState, unit: UnitState, flight: Draft): Draft {
  if (bombWeaponsOf(state, unit).length === 0) return flight;
  const under = bombableUnits(state, unit, flight as MoveUnitCommand);
  return under.length > 0 ? { ...flight, bombs: under } : flight;
}

/** XEN-SCEN-20 / XEN-TERR-29: the unit enters from one point of an edge and forms up a line deep. */
function entrySamples(state: XenocideState, unit: UnitState, returning: boolean): Draft[] {
  const models = movers(unit);
  if (models.length === 0) return [];
  const edge = state.sides[sideIndex(state, unit.player)]?.edge ?? 'south';
  const inward = edge === 'south' ? { x: 0, y: 1 } : { x: 0, y: -1 };
  const y = edge === 'south' ? 0 : state.table.depth;
  const width = state.table.width;
  const allowance = Math.min(
    ...models.map((m) =>
      baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
    ),
  );
  const spacing = 2 * Math.max(...models.map((m) => m.radius)) + 0.5;
  const columns = Math.min(models.length, 4);
  const out: Draft[] = [];
  for (const x of [width / 2, width / 4, (3 * width) / 4, width / 8, (7 * width) / 8]) {
    const entry = { x: round(x), y };
    for (const scale of returning ? [1] : [1, 0.7, 0.4]) {
      const depth = allowance * scale - 0.01;
      const models_ = models.map((m, i) => {
        const row = Math.floor(i / columns);
        const column = (i % columns) - (columns - 1) / 2;
        const forward = Math.max(m.radius + 0.01, depth - row * spacing - Math.abs(column) * 0.5);
        const end = geometry.add(geometry.add(entry, geometry.scale(inward, forward)), {
          x: column * spacing,
          y: 0,
        });
        const path = [entry, at(end)];
        return returning ? { model: m.id, path, facing: edge === 'south' ? 0 : 180 } : { model: m.id, path };
      });
      const c = command(unit, models_);
      if (accepts(state, c)) {
        out.push(c);
        break;
      }
    }
    if (out.length >= 2) break;
  }
  return out;
}

/**
 * XEN-MOVE-01: up to 6 moves of a unit that `moveUnit` accepts right now, deterministic: for units on the
 * table, formation-keeping advances (full and half) toward the nearest enemy that hold back outside its
 * zone of control, a Hover unit's advance flying high (or, high, landing: XEN-TERR-20/22), a teleport toward it
 * (XEN-TERR-33), getting into (XEN-TRANS-02/05) or out of (XEN-TRANS-04, by teleport XEN-TRANS-13, released
 * from a transport flying high XEN-TRANS-07) transports, riders and models on foot changing places
 * (XEN-TRANS-03), a retreat, a side step, a regroup when out of coherency and staying put; flyers fly ahead or turn 45°; reserves and returning flyers enter from their edge.
 */
export function sampleMovesFor(state: XenocideState, unitId: string): MoveUnitCommand[] {
  const unit = state.units.find((u) => u.id === unitId);
  if (!unit) return [];
  const eligible = checkEligibility(state, unit.player, unitId);
  if (isRejection(eligible)) return [];
  if (eligible.entering === 'return') {
    // XEN-TERR-29 / XEN-TERR-31: a returning flyer with bombs bombs what lies under its way in.
    const entries = entrySamples(state, unit, true).map((c) => withBombs(state, unit, c));
    return entries.filter((c) => !c.bombs || accepts(state, c)).slice(0, MAX_SAMPLES);
  }
  if (eligible.entering) return entrySamples(state, unit, false).slice(0, MAX_SAMPLES);
  if (isFlyerUnit(state, unit)) {
    const flights = flyerSamples(state, unit)
      .map((c) => withBombs(state, unit, c))
      .filter((c) => accepts(state, c));
    // XEN-TERR-31: bombing runs first, so the sample cap never drops them.
    flights.sort((a, b) => (b.bombs?.length ?? 0) - (a.bombs?.length ?? 0));
    return flights.length > 0 ? flights.slice(0, MAX_SAMPLES) : [command(unit, [])];
  }
  // Staying put (always accepted) comes last; the other samples are kept in their order of interest.
  const samples = groundSamples(state, unit);
  const stay = samples.pop() as Draft;
  const moves = samples.filter((c) => validated.has(c) || accepts(state, c)).slice(0, MAX_SAMPLES - 1);
  return accepts(state, stay) ? [...moves, stay] : moves;
}
