import { geometry, type Vec2 } from 'sandtable';
import type { CommandOfType } from '../../commands/schema';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { basesInContact, isCoherent, type ModelFootprint } from '../measuring/measure';
import {
  clusterPlacement,
  findPlacement,
  latticeSpots,
  type ModelPlacement,
  positionProblem,
} from '../measuring/placement';
import { finishMoveAction } from '../movement/move';
import type { MovePlan } from '../movement/move-check';
import { withRules } from '../rule-ids';
import {
  areEnemies,
  draftUnitsById,
  footprints,
  isVehicle,
  liveModels,
  profileOf,
  unitsById,
} from '../units/units';
import {
  type Carrier,
  capacityOf,
  carrierCircles,
  carrierOf,
  distanceToCarrier,
  EMBARK_RANGE,
  findCarrier,
  spacesOf,
} from './carriers';

/** WT-SUR-50/51/62 / WT-SUR-47 / R30 / R47: why the unit may not embark on this carrier after this Move, or undefined. */
export function embarkProblem(
  state: WastelandState,
  unit: UnitState,
  plan: MovePlan,
  carrierId: string,
): string | undefined {
  const carrier = findCarrier(state, carrierId);
  if (!carrier) return `'${carrierId}' is not a transport or an occupiable building (WT-SUR-50, WT-BLD-04).`;
  if (isVehicle(state, unit)) return `${unit.name} is a Vehicle/Monster and cannot embark (WT-SUR-62).`;
  if (carrier.kind === 'unit') {
    if (carrier.unit.player !== unit.player || carrier.unit.status !== 'on-table' || carrier.id === unit.id)
      return `${carrier.unit.name} is not a friendly transport on the table (WT-SUR-50).`;
  } else if (carrier.building.occupant !== undefined && carrier.building.occupant !== unit.player)
    return `${carrier.area.name} is held by ${carrier.building.occupant}; only one player's units may be inside (R47).`;
  const { capacity, used } = capacityOf(state, carrier);
  if (used + spacesOf(state, unit) > capacity)
    return `${unit.name} needs ${spacesOf(state, unit)} space(s) but only ${capacity - used} of ${capacity} are free (WT-SUR-47, WT-SUR-50).`;
  const radius = profileOf(state, unit).base / 2;
  const to = new Map(plan.moved.map((m) => [m.model, m.to]));
  const far = liveModels(unit).find((m) => {
    const circle = { center: to.get(m.id) ?? { x: m.x, y: m.y }, radius };
    return !geometry.isAtMost(distanceToCarrier(state, carrier, circle), EMBARK_RANGE);
  });
  return far
    ? `${far.id} must end within ${EMBARK_RANGE}" of the transport to embark (WT-SUR-51).`
    : undefined;
}

/** WT-SUR-51/52: the unit leaves the table and rides in its carrier. */
export function embarkUnit(
  draft: WastelandDraft,
  ctx: WastelandContext,
  unitId: string,
  carrierId: string,
): void {
  const unit = draftUnitsById.require(draft, unitId);
  unit.status = 'embarked';
  unit.embarkedIn = carrierId;
  for (const model of unit.models) delete model.elevation;
  const building = draft.buildings?.find((b) => b.id === carrierId);
  if (building) building.occupant = unit.player;
  ctx.emit({
    type: 'unit-embarked',
    unit: unitId,
    carrier: carrierId,
    // WT-SUR-47: each Tough X model took X spaces; WT-SUR-50: a Transport X model's capacity let it in;
    // WT-BLD-04: a building occupied as a transport; its capacity is the light or heavy profile's Transport 10
    // (WT-BLD-05/06), or a large building's Transport 20+ (WT-BLD-07).
    ...withRules([
      ...(profileOf(ctx.base, unit as UnitState).rules.some((r) => r.rule === 'Tough') ? ['WT-SUR-47'] : []),
      ...(building ? ['WT-BLD-04'] : ['WT-SUR-50']),
      ...(building
        ? [building.capacity > 10 ? 'WT-BLD-07' : building.kind === 'heavy' ? 'WT-BLD-06' : 'WT-BLD-05']
        : []),
    ]),
  });
}

/** WT-SUR-53 / WT-SUR-55: why these placements do not put the unit within 3" of its carrier legally, or undefined. */
export function placementNearCarrier(
  state: WastelandState,
  unit: UnitState,
  carrier: Carrier,
  placements: readonly ModelPlacement[],
  all: boolean,
): string | undefined {
  const live = liveModels(unit).map((m) => m.id);
  const ids = new Set(placements.map((p) => p.model));
  if (ids.size !== placements.length || placements.some((p) => !live.includes(p.model)))
    return `Place each model of ${unit.name} at most once.`;
  if (all && ids.size !== live.length) return `Place every model of ${unit.name}: ${live.join(', ')}.`;
  const radius = profileOf(state, unit).base / 2;
  const height = profileOf(state, unit).height;
  const circles: ModelFootprint[] = placements.map((p) => ({ center: { x: p.x, y: p.y }, radius, height }));
  const enemies = state.units.filter(
    (u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player),
  );
  for (const [i, circle] of circles.entries()) {
    const id = placements[i]?.model;
    const problem = positionProblem(state, circle, unit.id);
    if (problem) return `${id} ${problem} (R13).`;
    if (!geometry.isAtMost(distanceToCarrier(state, carrier, circle), EMBARK_RANGE))
      return `${id} must be placed within ${EMBARK_RANGE}" of the transport (WT-SUR-53).`;
    if (enemies.some((e) => footprints(state, e).some((c) => basesInContact(state, circle, c))))
      return `${id} may not be placed in base contact with an enemy model (WT-MOVE-05).`;
    if (circles.slice(i + 1).some((o) => geometry.distance(o.center, circle.center) < 2 * radius - 1e-6))
      return `Models of ${unit.name} would overlap each other (R13).`;
  }
  return isCoherent(circles) ? undefined : `The placed models must be in coherency (WT-UNIT-04).`;
}

/** Places the models, puts the unit back on the table and empties a building it leaves (R47). */
export function placeFromCarrier(
  draft: WastelandDraft,
  unitId: string,
  carrierId: string,
  placements: readonly { model: string; x: number; y: number; facing?: number | undefined }[],
): void {
  const unit = draftUnitsById.require(draft, unitId);
  for (const model of unit.models) {
    const at = placements.find((p) => p.model === model.id);
    if (!at) continue;
    model.x = at.x;
    model.y = at.y;
    if (at.facing !== undefined) model.facing = at.facing;
  }
  unit.status = 'on-table';
  delete unit.embarkedIn;
  unit.moved = true;
  const building = draft.buildings?.find((b) => b.id === carrierId);
  const state = draft as WastelandState;
  if (building && !state.units.some((u) => u.status === 'embarked' && u.embarkedIn === carrierId))
    delete building.occupant;
}

/**
 * WT-SUR-53/54 / R30 / R44: disembarking is a Move action that places every model within 3" of the transport
 * (no terrain penalty); placing no model keeps the unit aboard and spends the Move.
 */
export function disembarkUnit(
  draft: WastelandDraft,
  command: CommandOfType<'move-unit'>,
  ctx: WastelandContext,
): void {
  const state = ctx.base;
  const unit = unitsById.get(state, command.unit) as UnitState;
  const carrier = carrierOf(state, unit);
  if (!carrier) return ctx.reject('illegal-action', `${unit.name} has no transport to leave.`);
  if (command.models.length === 0) {
    // R30 (decision): placing no model keeps the unit aboard; its Move is spent, like a Move of 0".
    finishMoveAction(draft, unit.id);
    ctx.emit({
      type: 'action-wasted',
      unit: unit.id,
      action: 'move',
      reason: 'stays aboard its transport instead of disembarking (WT-SUR-53)',
      rules: ['WT-SUR-52', 'WT-SUR-53'],
    });
    return;
  }
  const placements = command.models.map((m) => {
    const at = m.path[m.path.length - 1] as Vec2;
    return { model: m.model, x: at.x, y: at.y, ...(m.facing === undefined ? {} : { facing: m.facing }) };
  });
  const problem = placementNearCarrier(state, unit, carrier, placements, true);
  if (problem) return ctx.reject('out-of-range', problem, { path: ['models'] });
  finishMoveAction(draft, unit.id);
  placeFromCarrier(draft, unit.id, carrier.id, placements);
  draftUnitsById.require(draft, unit.id).disembarked = carrier.id;
  ctx.emit({ type: 'unit-disembarked', unit: unit.id, carrier: carrier.id });
}

/** A legal placement of the unit within 3" of its carrier (for bots and legal commands), if one is found. */
export function autoPlacementNear(
  state: WastelandState,
  unit: UnitState,
  carrier: Carrier,
): ModelPlacement[] | undefined {
  const anchors: Vec2[] = [];
  const centres =
    carrier.kind === 'building'
      ? carrier.area.polygon.points
      : carrierCircles(state, carrier).map((c) => c.center);
  const reach = (carrier.kind === 'unit' ? (carrierCircles(state, carrier)[0]?.radius ?? 0) : 0) + 1.5;
  for (const c of centres)
    for (let k = 0; k < 12; k++) {
      const angle = (k * Math.PI) / 6;
      anchors.push({ x: c.x + Math.sin(angle) * (reach + 0.6), y: c.y + Math.cos(angle) * (reach + 0.6) });
    }
  for (const anchor of anchors) {
    const positions = findPlacement(state, unit, [anchor], {});
    if (positions && !placementNearCarrier(state, unit, carrier, positions, true)) return positions;
  }
  // Around a crowded carrier a block does not fit: grow a coherent cluster on the free spots within 3".
  const radius = profileOf(state, unit).base / 2;
  const around = [...centres, ...anchors];
  const margin = EMBARK_RANGE + 2 * radius + (carrier.kind === 'unit' ? reach : 0);
  const box = {
    x0: Math.min(...around.map((p) => p.x)) - margin,
    y0: Math.min(...around.map((p) => p.y)) - margin,
    x1: Math.max(...around.map((p) => p.x)) + margin,
    y1: Math.max(...around.map((p) => p.y)) + margin,
  };
  const enemies = state.units
    .filter((u) => u.status === 'on-table' && areEnemies(state, unit.player, u.player))
    .flatMap((u) => footprints(state, u));
  const spots = latticeSpots(
    state,
    box,
    radius,
    (circle) =>
      geometry.isAtMost(distanceToCarrier(state, carrier, circle), EMBARK_RANGE) &&
      !positionProblem(state, circle, unit.id) &&
      !enemies.some((e) => basesInContact(state, { ...circle, height: profileOf(state, unit).height }, e)),
  );
  return clusterPlacement(
    state,
    unit,
    spots,
    anchors,
    (positions) => !placementNearCarrier(state, unit, carrier, positions, true),
  );
}
