import { geometry, type Polygon, type Vec2 } from 'sandtable';
import type { UnitState, XenocideState } from '../../state';
import { shootingModels } from './engagement';

function cross(o: Vec2, a: Vec2, b: Vec2): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** R37: the convex hull of some points (Andrew's monotone chain), counter-clockwise, collinear points dropped. */
export function convexHull(points: readonly Vec2[]): Vec2[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (sorted.length < 3) return sorted;
  const half = (pts: readonly Vec2[]) => {
    const out: Vec2[] = [];
    for (const p of pts) {
      while (out.length >= 2 && cross(out[out.length - 2] as Vec2, out[out.length - 1] as Vec2, p) <= 0)
        out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** R37: the outline of a unit: the convex hull of its models' centres on the table. */
export function unitHull(state: XenocideState, unit: UnitState): Polygon {
  return { points: convexHull(shootingModels(state, unit).map((m) => ({ x: m.x, y: m.y }))) };
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
