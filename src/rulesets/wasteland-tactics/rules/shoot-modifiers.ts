import { geometry, type Polygon, type Vec2 } from 'sandtable';
import { footprints, liveModels, unitHas, unitRule } from '../context';
import type { UnitState, WastelandState } from '../state';

/**
 * WT-TERR-09/10/12 / WT-SUR-44 / R12: the Shoot penalty for Concealment or Cover (−2) plus Stealth X, when
 * more than half the target's models are inside or behind such an area that does not hold the majority of
 * the firing unit; never against Flying targets (WT-SUR-23).
 */
export function concealmentPenalty(state: WastelandState, shooter: UnitState, target: UnitState): number {
  if (unitHas(state, target, 'Flying')) return 0;
  const firing = footprints(state, shooter);
  const areas = state.terrain.filter((a) => a.concealment || a.cover);
  const holdsShooters = (polygon: Polygon) =>
    firing.filter((c) => geometry.pointInPolygon(c.center, polygon)).length * 2 > firing.length;
  const candidates = areas.filter((a) => !holdsShooters(a.polygon));
  if (candidates.length === 0) return 0;
  const models = liveModels(target);
  const hidden = models.filter((m) => {
    const closest = firing.reduce<Vec2 | undefined>(
      (best, c) =>
        best === undefined || geometry.distance(c.center, m) < geometry.distance(best, m) ? c.center : best,
      undefined,
    );
    return candidates.some(
      (a) =>
        geometry.pointInPolygon(m, a.polygon) ||
        (closest !== undefined &&
          geometry.segmentLengthInPolygon(closest, m, a.polygon) > geometry.GEOMETRY_EPSILON),
    );
  });
  if (hidden.length * 2 <= models.length) return 0;
  return 2 + (unitRule(state, target, 'Stealth') ?? 0);
}
