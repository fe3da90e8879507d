/**
 * Xenos & Zealots geometry (R38): pure functions over model footprints, terrain and paths, built on the core
 * geometry. Bearings follow core `bearing`: degrees clockwise from +y (0 = +y, 90 = +x). Scenario
 * coordinates (terrain points, rects) are used as written, on the same x/y axes as model positions.
 * @module
 */
export {
  type ArmourArcs,
  armourFacing,
  DEFAULT_ARMOUR_ARCS,
  inWeaponArc,
  mountPoint,
  pivotToward,
  rangeBetween,
  type WeaponArc,
} from './arcs';
export {
  type Body,
  type BodyShape,
  bodiesOverlap,
  bodyCenter,
  bodyCircle,
  bodyDistance,
  bodyOverlapsPolygon,
  bodyPolygon,
  bodyPolygonDistance,
  bodySeparation,
  CONTACT_TOLERANCE,
  closestPointOnBody,
  closestPoints,
  inBaseContact,
  pointBodyDistance,
  type RectBody,
  shrinkBody,
} from './body';
export { awayFrom, clampToTable, towards } from './directions';
export {
  attacksFromAbove,
  JUMP_LENGTH,
  JUMP_LEVEL_COST,
  type JumpReach,
  jumpReach,
  levelAt,
} from './levels';
export { holds, type OccupancyProblem, type Occupant, occupancyProblem } from './occupancy';
export {
  endsInContact,
  type OtherModel,
  type PlacementProblem,
  pathBlocked,
  placementProblem,
} from './paths';
export {
  MAX_OBSCURING_DEPTH,
  OBSTACLE_COVER_RANGE,
  type SightOptions,
  type SightReport,
  sight,
} from './sight';
export {
  blastHits,
  DEFAULT_TEARDROP,
  polygonHits,
  type TeardropSize,
  type TemplateTarget,
  teardropPolygon,
} from './templates';
export {
  featureRuns,
  lengthInFeature,
  pointInFeature,
  pointStrictlyInFeature,
  terrainPolygon,
} from './terrain';
export {
  type ImpassableOverride,
  levelsChangedAlong,
  MOVEMENT_TABLE,
  type MoveAllowance,
  type MovementCell,
  type MoveOptions,
  moveAllowance,
  movementCell,
  pathEntries,
} from './terrain-move';
