/**
 * Ruleset-agnostic 2D geometry for the tabletop: inches on a table, plain `{ x, y }` data, pure
 * deterministic functions. Inputs are assumed finite (validate untrusted input with `isFiniteVec` first).
 * @module
 */
export { angleBetween, bearing, directionOf, normalizeDegrees, rotate } from './angle.js';
export {
  baseDistance,
  basesTouch,
  type Circle,
  type FacingCircle,
  isWithin,
  type ModelBase,
  pointCircleDistance,
  segmentCircleDistance,
} from './circle.js';
export {
  coherencyGroups,
  isCoherentChain,
  isCoherentLeader,
  isCoherentPairwise,
  maxPairwiseDistance,
} from './coherency.js';
export { GEOMETRY_EPSILON, isAtMost } from './epsilon.js';
export { arcOf, type FacingArc, type FacingArcWidths, isBaseInArc, isInArc } from './facing-arc.js';
export { convexHull } from './hull.js';
export {
  type LineOfSightOptions,
  type LineOfSightReport,
  type LosEffect,
  type LosFeature,
  lineOfSight,
  type SightLine,
} from './line-of-sight.js';
export { pathCrossings, pathLength, pathLengthInPolygon } from './path.js';
export {
  circleCenterInPolygon,
  circleInPolygon,
  circleOverlapsPolygon,
  circlePolygonDistance,
  distanceToPolygon,
  distanceToPolygonBoundary,
  forEachEdge,
  isOnPolygonBoundary,
  type Polygon,
  pointInPolygon,
  pointStrictlyInPolygon,
  signedArea,
} from './polygon.js';
export { rectanglePolygon, segmentRectangle } from './rectangle.js';
export {
  closestPointOnSegment,
  pointSegmentDistance,
  segmentIntersection,
  segmentSegmentDistance,
  segmentsIntersect,
} from './segment.js';
export {
  type HasPolygon,
  runsLength,
  type SegmentRun,
  segmentCrossings,
  segmentLengthInPolygon,
  segmentRunsInPolygon,
} from './segment-in-polygon.js';
export { isOnTable, isPointOnTable, type Table } from './table.js';
export { circleTemplateHits, lineTemplateHits, polygonTemplateHits } from './template.js';
export {
  add,
  cross,
  distance,
  dot,
  isFiniteVec,
  isNearlyEqual,
  lerp,
  magnitude,
  normalize,
  scale,
  subtract,
  type Vec2,
  vec,
} from './vec2.js';
export { isInZoneOfControl, type NearestBase, nearest, nearestDistance } from './zone-of-control.js';
