import { geometry, type Polygon, type Vec2 } from 'sandtable';
import type { TerrainFeature } from '../../schemas/scenario';

/** R18 / R17: one stretch of a segment a→b, as fractions from a (0) to b (1). */
export interface Run {
  readonly start: number;
  readonly end: number;
}

const polygonCache = new WeakMap<TerrainFeature, readonly Polygon[]>();

function frozen(points: readonly Vec2[]): Polygon {
  // Frozen polygons let core cache their bounding boxes.
  return Object.freeze({ points: Object.freeze(points.map((p) => Object.freeze({ x: p.x, y: p.y }))) });
}

/**
 * R16 / XZ-TERR-03 / XZ-TERR-05: a feature's ground outline as polygons: one for a rect or polygon; for a line
 * (wall, fence, ditch), one rectangle `thickness` wide per segment (core `segmentRectangle`; corners between
 * segments are not filled in). Memoized per feature object, and the polygons are frozen.
 */
export function terrainPolygon(feature: TerrainFeature): readonly Polygon[] {
  let polys = polygonCache.get(feature);
  if (polys !== undefined) return polys;
  const shape = feature.shape;
  if (shape.kind === 'rect') {
    const { x0, y0, x1, y1 } = shape.rect;
    polys = [
      frozen([
        { x: x0, y: y0 },
        { x: x1, y: y0 },
        { x: x1, y: y1 },
        { x: x0, y: y1 },
      ]),
    ];
  } else if (shape.kind === 'polygon') {
    polys = [frozen(shape.points)];
  } else {
    const list: Polygon[] = [];
    for (let i = 0; i + 1 < shape.points.length; i++) {
      list.push(
        frozen(geometry.segmentRectangle(shape.points[i]!, shape.points[i + 1]!, shape.thickness).points),
      );
    }
    polys = list;
  }
  polys = Object.freeze(polys);
  polygonCache.set(feature, polys);
  return polys;
}

/** R16: whether `p` lies inside the feature's outline or on it. */
export function pointInFeature(p: Vec2, feature: TerrainFeature): boolean {
  for (const poly of terrainPolygon(feature)) if (geometry.pointInPolygon(p, poly)) return true;
  return false;
}

/** R16: whether `p` lies inside the feature's outline and not on it. */
export function pointStrictlyInFeature(p: Vec2, feature: TerrainFeature): boolean {
  for (const poly of terrainPolygon(feature)) if (geometry.pointStrictlyInPolygon(p, poly)) return true;
  return false;
}

/** R17 / R18: sorts runs (in place) and merges those that touch or overlap (within `tol`, a fraction of the segment). */
export function mergeRuns(runs: Run[], tol: number): Run[] {
  if (runs.length < 2) return runs;
  runs.sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Run[] = [runs[0]!];
  for (let i = 1; i < runs.length; i++) {
    const run = runs[i]!;
    const last = out[out.length - 1]!;
    if (run.start <= last.end + tol)
      out[out.length - 1] = { start: last.start, end: Math.max(last.end, run.end) };
    else out.push(run);
  }
  return out;
}

/**
 * R17 / R18: the stretches of segment a→b inside the feature's interior (all its polygons together, merged), in order
 * from `a`; running along an edge or grazing a corner is not inside.
 */
export function featureRuns(a: Vec2, b: Vec2, feature: TerrainFeature): Run[] {
  const polys = terrainPolygon(feature);
  if (polys.length === 1) return geometry.segmentRunsInPolygon(a, b, polys[0]!);
  const runs: Run[] = [];
  for (const poly of polys) for (const run of geometry.segmentRunsInPolygon(a, b, poly)) runs.push(run);
  const len = geometry.distance(a, b);
  return mergeRuns(runs, len === 0 ? 0 : geometry.GEOMETRY_EPSILON / len);
}

/** R18: inches of segment a→b inside the feature's interior. */
export function lengthInFeature(a: Vec2, b: Vec2, feature: TerrainFeature): number {
  const runs = featureRuns(a, b, feature);
  let sum = 0;
  for (const run of runs) sum += run.end - run.start;
  return sum * geometry.distance(a, b);
}
