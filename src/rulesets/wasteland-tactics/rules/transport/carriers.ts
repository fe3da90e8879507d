import { type Circle, geometry, type Vec2 } from 'sandtable';
import { ruleValue } from '../../schemas/special-rules';
import type { TerrainArea, UnitState, WastelandState } from '../../state';
import type { BuildingState } from '../../state/advanced';
import { centroid } from '../measuring/measure';
import { liveModels, profileOf, unitHas, unitRule, unitsById } from '../units/units';

/** WT-SUR-50 / WT-BLD-04: what a unit can be embarked in: a Transport unit or an occupiable building. */
export type Carrier =
  | { readonly kind: 'unit'; readonly id: string; readonly unit: UnitState }
  | {
      readonly kind: 'building';
      readonly id: string;
      readonly building: BuildingState;
      readonly area: TerrainArea;
    };

/** WT-SUR-51 / WT-SUR-53: models embark and disembark within 3" of the transport. */
export const EMBARK_RANGE = 3;

/** The transport unit or building with this id, if any. */
export function findCarrier(state: WastelandState, id: string): Carrier | undefined {
  const unit = unitsById.get(state, id);
  if (unit) return unitRule(state, unit, 'Transport') === undefined ? undefined : { kind: 'unit', id, unit };
  const building = state.buildings?.find((b) => b.id === id);
  const area = state.terrain.find((t) => t.id === id);
  return building && area ? { kind: 'building', id, building, area } : undefined;
}

/** The carrier a unit is embarked in, if any. */
export function carrierOf(state: WastelandState, unit: UnitState): Carrier | undefined {
  return unit.status === 'embarked' && unit.embarkedIn !== undefined
    ? findCarrier(state, unit.embarkedIn)
    : undefined;
}

/** The units embarked in a carrier. */
export function embarkedUnits(state: WastelandState, carrierId: string): UnitState[] {
  return state.units.filter((u) => u.status === 'embarked' && u.embarkedIn === carrierId);
}

/** WT-SUR-47: the spaces a unit takes in a transport: Tough X models take X each, others one. */
export function spacesOf(state: WastelandState, unit: UnitState): number {
  const tough = ruleValue(profileOf(state, unit).rules, 'Tough') ?? 1;
  return liveModels(unit).length * Math.max(1, tough);
}

/** WT-SUR-50 / WT-BLD-07: the models a carrier may hold, and how many spaces are taken. */
export function capacityOf(state: WastelandState, carrier: Carrier): { capacity: number; used: number } {
  const capacity =
    carrier.kind === 'unit'
      ? (unitRule(state, carrier.unit, 'Transport') ?? 0) * Math.max(1, liveModels(carrier.unit).length)
      : carrier.building.capacity;
  const used = embarkedUnits(state, carrier.id).reduce((sum, u) => sum + spacesOf(state, u), 0);
  return { capacity, used };
}

/** Where a carrier stands (for bots and samples): its first live model on the table, or a building's middle. */
export function carrierCentre(carrier: Carrier): Vec2 | undefined {
  if (carrier.kind === 'building') return centroid(carrier.area.polygon.points);
  const model = liveModels(carrier.unit)[0];
  return carrier.unit.status === 'on-table' && model ? { x: model.x, y: model.y } : undefined;
}

/** The footprints of a transport unit's models (where they last stood, once destroyed). */
export function carrierCircles(state: WastelandState, carrier: Carrier): Circle[] {
  if (carrier.kind === 'building') return [];
  const unit = carrier.unit;
  const radius = profileOf(state, unit).base / 2;
  const live = liveModels(unit);
  return (live.length > 0 ? live : unit.models).map((m) => ({
    center: { x: m.x, y: m.y },
    radius,
    facing: m.facing,
  }));
}

/** WT-SUR-51/53 / R47: the distance from a footprint to the carrier (its models, or a building's walls). */
export function distanceToCarrier(state: WastelandState, carrier: Carrier, circle: Circle): number {
  if (carrier.kind === 'building') return geometry.circlePolygonDistance(circle, carrier.area.polygon);
  return Math.min(...carrierCircles(state, carrier).map((c) => geometry.baseDistance(circle, c)));
}

/** WT-SUR-37 / WT-BLD-04: an Open carrier (buildings are Open). */
export function isOpenCarrier(state: WastelandState, carrier: Carrier): boolean {
  return carrier.kind === 'building' || unitHas(state, carrier.unit, 'Open');
}

/** WT-SUR-54 / WT-SUR-37: units disembarking from this carrier may still Fight this round (Open, moved less than twice). */
export function fightsAfterDisembark(state: WastelandState, carrier: Carrier): boolean {
  return (
    isOpenCarrier(state, carrier) && (carrier.kind === 'building' || (carrier.unit.moveActions ?? 0) < 2)
  );
}

/** WT-SUR-37: an embarked unit may Shoot, Cast and issue Commands while its Open carrier took fewer than two Move actions. */
export function actsFromCarrier(state: WastelandState, unit: UnitState): boolean {
  const carrier = carrierOf(state, unit);
  if (!carrier || !isOpenCarrier(state, carrier)) return false;
  return carrier.kind === 'building' || (carrier.unit.moveActions ?? 0) < 2;
}

/** The point of a polygon's outline closest to `p`. */
function closestOnOutline(points: readonly Vec2[], p: Vec2): Vec2 {
  let best = points[0] as Vec2;
  let bestD = Number.POSITIVE_INFINITY;
  points.forEach((a, i) => {
    const q = geometry.closestPointOnSegment(p, a, points[(i + 1) % points.length] as Vec2);
    const d = geometry.distance(p, q);
    if (d < bestD) {
      best = q;
      bestD = d;
    }
  });
  return best;
}

/**
 * WT-SUR-37 / R11: where an embarked unit's models act from, toward a point: the transport's footprint, or a
 * small spot just inside the building's wall closest to it (so the building does not hide its occupants).
 */
export function carrierSpot(state: WastelandState, carrier: Carrier, toward: Vec2): Circle {
  if (carrier.kind === 'unit') {
    const circles = carrierCircles(state, carrier);
    return circles.reduce((a, b) =>
      geometry.distance(b.center, toward) < geometry.distance(a.center, toward) ? b : a,
    );
  }
  const points = carrier.area.polygon.points;
  const edge = closestOnOutline(points, toward);
  const inward = geometry.subtract(centroid(points), edge);
  const step = Math.min(0.3, geometry.magnitude(inward) / 2);
  const center =
    geometry.magnitude(inward) < 1e-9
      ? edge
      : geometry.add(edge, geometry.scale(geometry.normalize(inward), step));
  return { center, radius: 0.1 };
}

/** The circles a unit acts from: its models' footprints on the table, or its carrier's spot for every model. */
export function actingCircles(state: WastelandState, unit: UnitState, toward: Vec2): Circle[] {
  const carrier = carrierOf(state, unit);
  if (!carrier) {
    const radius = profileOf(state, unit).base / 2;
    return liveModels(unit).map((m) => ({ center: { x: m.x, y: m.y }, radius, facing: m.facing }));
  }
  const spot = carrierSpot(state, carrier, toward);
  return liveModels(unit).map(() => spot);
}
