import { type Circle, isWithin, segmentCircleDistance } from './circle.js';
import { GEOMETRY_EPSILON } from './epsilon.js';
import { circleOverlapsPolygon, type Polygon } from './polygon.js';
import { segmentRectangle } from './rectangle.js';
import type { Vec2 } from './vec2.js';

/** Returns, in ascending order, the indices of the bases that a round template touches or overlaps. */
export function circleTemplateHits(center: Vec2, radius: number, bases: readonly Circle[]): number[] {
  const template: Circle = { center, radius };
  return hitIndices(bases, (base) => isWithin(template, base, 0));
}

/**
 * Returns, in ascending order, the indices of the bases touched by a straight template: the rectangle of
 * `width` whose centre line runs from `a` to `b` (flat ends), or the bare line a→b when `width` is 0.
 */
export function lineTemplateHits(a: Vec2, b: Vec2, width: number, bases: readonly Circle[]): number[] {
  if (width <= 0 || (a.x === b.x && a.y === b.y)) {
    return hitIndices(bases, (base) => segmentCircleDistance(a, b, base) <= GEOMETRY_EPSILON);
  }
  const footprint = segmentRectangle(a, b, width);
  return hitIndices(bases, (base) => circleOverlapsPolygon(base, footprint));
}

/** Returns, in ascending order, the indices of the bases that a template of any polygonal shape touches or overlaps. */
export function polygonTemplateHits(template: Polygon, bases: readonly Circle[]): number[] {
  return hitIndices(bases, (base) => circleOverlapsPolygon(base, template));
}

function hitIndices(bases: readonly Circle[], isHit: (base: Circle) => boolean): number[] {
  const hits: number[] = [];
  bases.forEach((base, index) => {
    if (isHit(base)) hits.push(index);
  });
  return hits;
}
