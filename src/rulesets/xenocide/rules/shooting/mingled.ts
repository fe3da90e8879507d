import { geometry, type Polygon } from 'sandtable';
import type { UnitState, XenocideState } from '../../state';
import { shootingModels } from './engagement';

/** R37: the outline of a unit: the convex hull of its models' centres on the table. */
export function unitHull(state: XenocideState, unit: UnitState): Polygon {
  return { points: geometry.convexHull(shootingModels(state, unit).map((m) => ({ x: m.x, y: m.y }))) };
}

/**
 * XEN-AOE-11 / R37: whether two friendly units are mingled: a model of one stands (its centre) inside the
 * convex hull of the other's models.
 */
export function areMingled(state: XenocideState, a: UnitState, b: UnitState): boolean {
  if (a.id === b.id || a.player !== b.player) return false;
  const inside = (x: UnitState, y: UnitState) => {
    const hull = unitHull(state, y);
    if (hull.points.length < 3) return false;
    return shootingModels(state, x).some((m) => geometry.pointInPolygon({ x: m.x, y: m.y }, hull));
  };
  return inside(a, b) || inside(b, a);
}

/**
 * XEN-AOE-12 / R37: the units mingled with `target`, in the order its misses cascade to them: most models
 * on the table first; ties follow the shooter's `tieOrder` (unit ids), then the order of units in state.
 */
export function mingledUnits(
  state: XenocideState,
  target: UnitState,
  tieOrder: readonly string[] = [],
): UnitState[] {
  const rank = (u: UnitState) => {
    const i = tieOrder.indexOf(u.id);
    return i < 0 ? tieOrder.length + state.units.indexOf(u) : i;
  };
  return state.units
    .filter((u) => shootingModels(state, u).length > 0 && areMingled(state, target, u))
    .sort((a, b) => shootingModels(state, b).length - shootingModels(state, a).length || rank(a) - rank(b));
}
