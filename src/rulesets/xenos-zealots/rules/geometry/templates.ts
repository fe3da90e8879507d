import { geometry, type Polygon, type Vec2 } from 'sandtable';
import { type Body, bodyPolygonDistance, pointBodyDistance } from './body';

/** R14: a model a template may catch. */
export interface TemplateTarget {
  readonly id: string;
  readonly body: Body;
}

/** R14: the tear-drop ('TT') template's size in inches: length, and width at the near and far ends. */
export interface TeardropSize {
  readonly length: number;
  readonly near: number;
  readonly far: number;
}

/** R14: the default tear-drop: 8" long, 0.5" wide at the weapon, 2" at the far end. */
export const DEFAULT_TEARDROP: TeardropSize = { length: 8, near: 0.5, far: 2 };

/**
 * R14 / XZ-SHOOT-15 / XZ-WPN-05: the ids, in input order, of the models whose footprint touches or overlaps
 * the Blast circle of `diameter` inches centred on `center`.
 */
export function blastHits(center: Vec2, diameter: number, bodies: readonly TemplateTarget[]): string[] {
  const reach = diameter / 2 + geometry.GEOMETRY_EPSILON;
  const hits: string[] = [];
  for (const target of bodies) if (pointBodyDistance(center, target.body) <= reach) hits.push(target.id);
  return hits;
}

/**
 * R14 / XZ-WPN-05: the tear-drop template as a counter-clockwise trapezoid: its near edge (`near` wide) centred
 * on `origin` (the weapon's end), running `length` inches along `bearing` to a far edge `far` wide.
 */
export function teardropPolygon(
  origin: Vec2,
  bearing: number,
  opts: TeardropSize = DEFAULT_TEARDROP,
): Polygon {
  const ahead = geometry.directionOf(bearing);
  const right = geometry.directionOf(bearing + 90);
  const end = geometry.add(origin, geometry.scale(ahead, opts.length));
  const n = opts.near / 2;
  const f = opts.far / 2;
  return {
    points: [
      { x: origin.x - right.x * n, y: origin.y - right.y * n },
      { x: origin.x + right.x * n, y: origin.y + right.y * n },
      { x: end.x + right.x * f, y: end.y + right.y * f },
      { x: end.x - right.x * f, y: end.y - right.y * f },
    ],
  };
}

/** R14 / XZ-SHOOT-15: the ids, in input order, of the models whose footprint touches or overlaps the polygon. */
export function polygonHits(polygon: Polygon, bodies: readonly TemplateTarget[]): string[] {
  const hits: string[] = [];
  for (const target of bodies) {
    if (bodyPolygonDistance(target.body, polygon) <= geometry.GEOMETRY_EPSILON) hits.push(target.id);
  }
  return hits;
}
