import { geometry, type Vec2 } from 'sandtable';
import type { AreaType, TerrainFeature } from '../../schemas/scenario';
import type { BodyKind, Mobility, MobilityType } from '../../schemas/unit-stats';
import { levelAt } from './levels';
import { featureRuns, mergeRuns, pointInFeature, pointStrictlyInFeature, type Run } from './terrain';

/** XZ-TERR-08: one cell of the movement table: inches added to the allowance (bonus +, penalty −), or impassable. */
export type MovementCell = number | 'impassable';

/**
 * XZ-TERR-08: the Movement Terrain Table. Open ground (XZ-TERR-02) is 0 for every type. The "penalty /
 * Impassable" cells (`AGREEABLE_CELLS`) hold their penalty; a scenario's `impassableOverrides` make them
 * impassable (XZ-TERR-09).
 */
export const MOVEMENT_TABLE: Readonly<Record<MobilityType, Readonly<Record<AreaType, MovementCell>>>> = {
  L: {
    'Hard Flat Surface': 2,
    'Difficult Ground': -1,
    'Light Woods': -1,
    'Heavy Woods': -2,
    'Water Feature': 'impassable',
    'Built Up Area': -1,
  },
  W: {
    'Hard Flat Surface': 2,
    'Difficult Ground': -2,
    'Light Woods': -2,
    'Heavy Woods': 'impassable',
    'Water Feature': 'impassable',
    'Built Up Area': -1,
  },
  T: {
    'Hard Flat Surface': 1,
    'Difficult Ground': 0,
    'Light Woods': -1,
    'Heavy Woods': -2,
    'Water Feature': 'impassable',
    'Built Up Area': 0,
  },
  H: {
    'Hard Flat Surface': 1,
    'Difficult Ground': 0,
    'Light Woods': -1,
    'Heavy Woods': -2,
    'Water Feature': -1,
    'Built Up Area': -1,
  },
};

/** XZ-TERR-09 / R16: one "penalty / Impassable" cell the players agreed is impassable. */
export interface ImpassableOverride {
  readonly mobility: MobilityType;
  readonly areaType: AreaType;
}

/** R16 / R17: scenario settings {@link moveAllowance} needs, and the moving model's body. */
export interface MoveOptions {
  /** XZ-TERR-10: inches per obstacle climbed or level changed (scenario `obstaclePenalty`, default 2). */
  readonly obstaclePenalty: number;
  readonly impassableOverrides: readonly ImpassableOverride[];
  /** XZ-TERR-06: vehicles and guns may not climb obstacles. */
  readonly body: BodyKind;
}

/** R17: what {@link moveAllowance} worked out for one path. */
export interface MoveAllowance {
  /** Inches the model may move on this path: speed + modifier − obstacle and level costs (may be negative). */
  readonly allowance: number;
  /** The path's length; the move is legal when it is at most `allowance` and nothing is impassable. */
  readonly length: number;
  /** R17: the single terrain modifier applied (the largest penalty, or the road bonus, or 0). */
  readonly modifier: number;
  /** XZ-TERR-10: obstacle crossings paid for. */
  readonly obstaclesCrossed: number;
  /** XZ-TERR-10: levels gone up or down, paid for. */
  readonly levelsChanged: number;
  /** The id of the first feature (terrain order) the path may not enter or cross. */
  readonly impassable?: string;
  /** The rule IDs that applied, in the order they first applied, for events. */
  readonly rules: readonly string[];
}

/**
 * XZ-TERR-08 / XZ-TERR-09 / XZ-SMOV-01 / XZ-SMOV-02: the table cell for a mobility in an area type, after
 * Amphibious (Water Feature is open), Dozer (Difficult Ground and Light Woods are open) and the scenario's
 * impassable overrides.
 */
export function movementCell(
  mobility: Pick<Mobility, 'type' | 'abilities'>,
  areaType: AreaType,
  impassableOverrides: readonly ImpassableOverride[] = [],
): MovementCell {
  if (areaType === 'Water Feature' && mobility.abilities.includes('A')) return 0;
  if ((areaType === 'Difficult Ground' || areaType === 'Light Woods') && mobility.abilities.includes('D'))
    return 0;
  if (impassableOverrides.some((o) => o.mobility === mobility.type && o.areaType === areaType))
    return 'impassable';
  return MOVEMENT_TABLE[mobility.type][areaType];
}

/** Whether the path starts strictly inside the feature or any leg passes through its interior. */
function pathEnters(path: readonly Vec2[], feature: TerrainFeature): boolean {
  if (pointStrictlyInFeature(path[0]!, feature)) return true;
  for (let i = 0; i + 1 < path.length; i++) {
    if (featureRuns(path[i]!, path[i + 1]!, feature).length > 0) return true;
  }
  return false;
}

/** Whether every leg of the path lies inside the union of `roads` (a single point: inside one of them). */
function wholeOn(path: readonly Vec2[], roads: readonly TerrainFeature[]): boolean {
  if (roads.length === 0) return false;
  let legs = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const len = geometry.distance(a, b);
    if (len === 0) continue;
    legs++;
    const tol = geometry.GEOMETRY_EPSILON / len;
    const runs: Run[] = [];
    for (const road of roads) for (const run of featureRuns(a, b, road)) runs.push(run);
    const first = mergeRuns(runs, tol)[0];
    if (first === undefined || first.start > tol || first.end < 1 - tol) return false;
  }
  return legs > 0 || roads.some((road) => pointInFeature(path[0]!, road));
}

/**
 * XZ-TERR-10 / XZ-SMOV-03: how many times the path enters the feature's footprint (each climb over an
 * obstacle); a path that starts inside pays nothing to leave it, and a stretch running on across a waypoint is
 * one entry.
 */
export function pathEntries(path: readonly Vec2[], feature: TerrainFeature): number {
  let inside = path.length > 0 && pointStrictlyInFeature(path[0]!, feature);
  let count = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const len = geometry.distance(a, b);
    if (len === 0) continue;
    const tol = geometry.GEOMETRY_EPSILON / len;
    const runs = featureRuns(a, b, feature);
    runs.forEach((run, k) => {
      if (!(k === 0 && inside && run.start <= tol)) count++;
    });
    const last = runs[runs.length - 1];
    inside = last !== undefined && last.end >= 1 - tol;
  }
  return count;
}

/**
 * XZ-TERR-10 / R28: the levels gone up or down along the path (the sum of every change of `levelAt`, sampled
 * between each crossing of a feature with a level).
 */
export function levelsChangedAlong(path: readonly Vec2[], terrain: readonly TerrainFeature[]): number {
  const raised = terrain.filter((f) => f.level > 0);
  if (raised.length === 0 || path.length === 0) return 0;
  let previous = levelAt(path[0]!, raised);
  let changes = 0;
  for (let i = 0; i + 1 < path.length; i++) {
    const a = path[i]!;
    const b = path[i + 1]!;
    const len = geometry.distance(a, b);
    if (len === 0) continue;
    const cuts = [0, 1];
    for (const feature of raised) {
      for (const run of featureRuns(a, b, feature)) cuts.push(run.start, run.end);
    }
    cuts.sort((x, y) => x - y);
    for (let k = 0; k + 1 < cuts.length; k++) {
      if ((cuts[k + 1]! - cuts[k]!) * len <= geometry.GEOMETRY_EPSILON) continue;
      const level = levelAt(geometry.lerp(a, b, (cuts[k]! + cuts[k + 1]!) / 2), raised);
      changes += Math.abs(level - previous);
      previous = level;
    }
  }
  return changes;
}

/**
 * R17 / XZ-MOVE-01 / XZ-TERR-06 / XZ-TERR-08 … XZ-TERR-10 / XZ-SMOV-01 … XZ-SMOV-03: a model's movement allowance
 * along `path` (its reference point's waypoints): speed + modifier − obstaclePenalty × (obstacles climbed +
 * levels changed). The modifier is the largest single penalty of the area types the path enters or crosses
 * (start included), or the road bonus only when the whole path lies on Hard Flat Surface, else 0. Entering an
 * impassable area, or a vehicle or gun meeting an obstacle it may not cross, reports `impassable`.
 * Dozer-passable obstacles are free with 'D'; an obstacle with a `level` is paid as levels, not also as a climb.
 * `rules` names what decided it: XZ-TERR-02 when no area type did (open ground, or open ground and some road),
 * XZ-TERR-03 and XZ-TERR-08 when an area type's cell did, XZ-TERR-05 / XZ-TERR-06 for each obstacle met.
 */
export function moveAllowance(
  mobility: Mobility,
  path: readonly Vec2[],
  terrain: readonly TerrainFeature[],
  opts: MoveOptions,
): MoveAllowance {
  if (path.length === 0) throw new RangeError('moveAllowance: the path needs at least its start point.');
  const rules: string[] = [];
  const rule = (id: string) => {
    if (!rules.includes(id)) rules.push(id);
  };
  const hasD = mobility.abilities.includes('D');
  const roads: TerrainFeature[] = [];
  let impassable: string | undefined;
  let penalty = 0;
  let obstaclesCrossed = 0;
  // Whether the path enters an area whose type's cell (XZ-TERR-03) was looked up (roads aside).
  let inArea = false;
  for (const feature of terrain) {
    if (feature.kind === 'area' && feature.areaType !== undefined) {
      const type = feature.areaType;
      if (type === 'Hard Flat Surface') roads.push(feature);
      if (type === 'Hard Flat Surface' || !pathEnters(path, feature)) continue;
      const cell = movementCell(mobility, type, opts.impassableOverrides);
      const open = MOVEMENT_TABLE[mobility.type][type] !== 0 && cell === 0;
      // R17: an ability makes the area open ground (XZ-TERR-02) before the modifier is worked out.
      if (open) rule(type === 'Water Feature' ? 'XZ-SMOV-01' : 'XZ-SMOV-02');
      else inArea = true;
      if (cell === 'impassable') {
        if (MOVEMENT_TABLE[mobility.type][type] !== 'impassable') rule('XZ-TERR-09');
        rule('XZ-TERR-03');
        rule('XZ-TERR-08');
        impassable ??= feature.id;
      } else if (cell < penalty) {
        penalty = cell;
      }
      continue;
    }
    if (feature.kind !== 'obstacle') continue;
    const entries = pathEntries(path, feature);
    if (entries === 0) continue;
    rule('XZ-TERR-05');
    if (feature.dozerPassable && hasD) {
      rule('XZ-SMOV-03');
    } else if (opts.body === 'vehicle' || opts.body === 'gun') {
      rule('XZ-TERR-06');
      impassable ??= feature.id;
    } else {
      // Infantry, beasts (and monsters) climb it, or climb into it (XZ-TERR-06); a building is paid as levels.
      rule('XZ-TERR-06');
      if (feature.level === 0) {
        rule('XZ-TERR-10');
        obstaclesCrossed += entries;
      }
    }
  }
  let modifier = penalty;
  if (inArea && impassable === undefined) {
    // The area types the path entered decided the modifier (a penalty, or a 0 cell).
    rule('XZ-TERR-03');
    rule('XZ-TERR-08');
  } else if (!inArea && wholeOn(path, roads)) {
    modifier = MOVEMENT_TABLE[mobility.type]['Hard Flat Surface'] as number;
    rule('XZ-TERR-03');
    rule('XZ-TERR-08');
  } else if (!inArea && impassable === undefined) {
    // The path is (at least partly) on open ground, which changes nothing (and loses any road bonus, R17).
    rule('XZ-TERR-02');
  }
  const levelsChanged = levelsChangedAlong(path, terrain);
  if (levelsChanged > 0) rule('XZ-TERR-10');
  const allowance = mobility.speed + modifier - opts.obstaclePenalty * (obstaclesCrossed + levelsChanged);
  const length = geometry.pathLength(path);
  const result = { allowance, length, modifier, obstaclesCrossed, levelsChanged, rules };
  return impassable === undefined ? result : { ...result, impassable };
}
