import { geometry, type Vec2 } from 'sandtable';
import { isObscuring, type TerrainFeature } from '../schemas/scenario';
import type { ModelState, XzState } from '../state';

/** A terrain feature's outline as polygons (a line obstacle: one strip per segment). */
export function featurePolygons(feature: TerrainFeature): geometry.Polygon[] {
  const shape = feature.shape;
  if (shape.kind === 'rect')
    return [
      {
        points: [
          { x: shape.rect.x0, y: shape.rect.y0 },
          { x: shape.rect.x1, y: shape.rect.y0 },
          { x: shape.rect.x1, y: shape.rect.y1 },
          { x: shape.rect.x0, y: shape.rect.y1 },
        ],
      },
    ];
  if (shape.kind === 'polygon') return [{ points: shape.points }];
  const out: geometry.Polygon[] = [];
  for (let i = 0; i + 1 < shape.points.length; i++)
    out.push(
      geometry.segmentRectangle(shape.points[i] as Vec2, shape.points[i + 1] as Vec2, shape.thickness),
    );
  return out;
}

/** The distance from a model's footprint edge to a feature (0 when it overlaps it). */
export function featureDistance(m: ModelState, feature: TerrainFeature): number {
  const r = m.shape.kind === 'circle' ? m.shape.diameter / 2 : Math.min(m.shape.length, m.shape.width) / 2;
  let best = Number.POSITIVE_INFINITY;
  for (const poly of featurePolygons(feature)) {
    const d = geometry.pointInPolygon(m, poly) ? 0 : Math.max(0, geometry.distanceToPolygon(m, poly) - r);
    if (d < best) best = d;
  }
  return best;
}

/**
 * XZ-MOR-05 / R18 / R19: whether a model stands where it could claim cover: its footprint partly inside an
 * obscuring area, or within 1" of an obstacle.
 */
export function inCover(state: XzState, m: ModelState): boolean {
  for (const feature of state.scenario.terrain) {
    if (feature.kind === 'area' && isObscuring(feature) && featureDistance(m, feature) === 0) return true;
    if (feature.kind === 'obstacle' && featureDistance(m, feature) <= 1) return true;
  }
  return false;
}
