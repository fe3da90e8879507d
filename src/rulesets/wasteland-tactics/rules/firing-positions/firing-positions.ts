import { type Circle, geometry, type Vec2 } from 'sandtable';
import type { UnitState, WastelandState } from '../../state';
import { advancedOf } from '../advanced-rules/settings';
import { centroid } from '../measuring/measure';
import { modelElevation } from '../terrain/elevation';
import { footprints, liveModels, profileOf } from '../units/units';

/** R9: a unit's footprint seen along an axis: its depth (along it) and width (across it). */
export function footprintExtent(circles: readonly Circle[], axis: Vec2): { depth: number; width: number } {
  const along = geometry.normalize(axis);
  const across = { x: -along.y, y: along.x };
  const span = (d: Vec2) => {
    const lo = Math.min(...circles.map((c) => geometry.dot(c.center, d) - c.radius));
    const hi = Math.max(...circles.map((c) => geometry.dot(c.center, d) + c.radius));
    return hi - lo;
  };
  return { depth: span(along), width: span(across) };
}

function axisBetween(state: WastelandState, from: UnitState, to: UnitState): Vec2 | undefined {
  const a = centroid(footprints(state, from).map((c) => c.center));
  const b = centroid(footprints(state, to).map((c) => c.center));
  const axis = geometry.subtract(b, a);
  return geometry.magnitude(axis) < 1e-9 ? undefined : axis;
}

/** WT-ADVF-01 / WT-ADVF-04 / R9: the target has 4+ models and is at least twice as deep as wide, beyond the margin. */
export function isDeepTarget(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  if (!advancedOf(state).firingPositions || liveModels(target).length < 4) return false;
  const axis = axisBetween(state, shooter, target);
  if (!axis) return false;
  const { depth, width } = footprintExtent(footprints(state, target), axis);
  return depth >= 2 * width * (1 + advancedOf(state).footprintMargin);
}

/** WT-ADVF-02 / WT-ADVF-04 / R9: the firing unit has 4+ models and is at least twice as wide as deep, seen from the target. */
export function isWideFirer(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  if (!advancedOf(state).firingPositions || liveModels(shooter).length < 4) return false;
  const axis = axisBetween(state, shooter, target);
  if (!axis) return false;
  const { depth, width } = footprintExtent(footprints(state, shooter), axis);
  return width >= 2 * depth * (1 + advancedOf(state).footprintMargin);
}

/**
 * WT-ADVF-03 / WT-ADVF-04 / R10: every firing model stands higher than the target's highest model by more
 * than the height of its tallest model (strictly).
 */
export function isElevatedFirer(state: WastelandState, shooter: UnitState, target: UnitState): boolean {
  if (!advancedOf(state).firingPositions || shooter.status !== 'on-table') return false;
  const low = Math.min(...liveModels(shooter).map((m) => modelElevation(state, m)));
  const high = Math.max(...liveModels(target).map((m) => modelElevation(state, m)));
  return low - high > profileOf(state, target).height + 1e-9;
}
