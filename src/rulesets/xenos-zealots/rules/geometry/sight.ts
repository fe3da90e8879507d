import { geometry } from 'sandtable';
import { isObscuring, type TerrainFeature } from '../../schemas/scenario';
import { type Body, bodyCenter, bodyPolygonDistance } from './body';
import { featureRuns, pointInFeature, terrainPolygon } from './terrain';

/** R18 / XZ-TERR-12: more than this many inches of obscuring terrain on the sight line blocks it. */
export const MAX_OBSCURING_DEPTH = 4;

/** R19 / XZ-TERR-14: a model within this many inches of an obstacle may claim obstacle cover. */
export const OBSTACLE_COVER_RANGE = 1;

/** R18 / R19: what {@link sight} found: whether `to` is visible, the obscuring depth, the cover and what blocked. */
export interface SightReport {
  readonly visible: boolean;
  /** Inches of the centre-to-centre line inside obscuring features (each feature counted once per stretch). */
  readonly obscured: number;
  /** R18 / R19 / XZ-SHOOT-13: 0 in the open, 1 in cover, 2 in hard cover (the single best bonus). */
  readonly cover: 0 | 1 | 2;
  /** The id of the first `blocksLOS` feature (terrain order) the line crosses, if any. */
  readonly blockedBy?: string;
  /**
   * The rule IDs that decided sight and cover, for events: XZ-TERR-11 (the line crosses at most 4" of obscuring
   * terrain, so the models see in or out), XZ-TERR-12 (more than 4": blocked), R19 (a `blocksLOS` feature),
   * XZ-TERR-13 (area cover), XZ-TERR-14 (obstacle cover) and XZ-TERR-15 (hard cover).
   */
  readonly rules: readonly string[];
}

/** R19: settings of {@link sight}. */
export interface SightOptions {
  /**
   * R19: whether the target is on foot (Legs infantry or beast), so it can kneel behind any obstacle; default
   * false (then the obstacle must be at least half the target's height).
   */
  readonly onFoot?: boolean;
}

function nearObstacle(target: Body, feature: TerrainFeature): boolean {
  for (const poly of terrainPolygon(feature)) {
    if (bodyPolygonDistance(target, poly) <= OBSTACLE_COVER_RANGE + geometry.GEOMETRY_EPSILON) return true;
  }
  return false;
}

/**
 * R18 / R19 / XZ-TERR-11 … XZ-TERR-15 / XZ-SHOOT-12: line of sight and cover from `from` to `to` along the line
 * between their centres. A `blocksLOS` feature the line crosses blocks it, unless it contains either centre (a
 * model inside an occupiable building sees out). More than 4" of the line inside obscuring features blocks it.
 * Cover: the target's footprint touching or inside an obscuring area → 1; within 1" of an obstacle the line
 * crosses, when the target is on foot or the obstacle is at least half its height → 1, or 2 for `hardCover`;
 * the best applies. Models never block sight or give cover. `rules` names the rules that decided the report.
 */
export function sight(
  from: Body,
  to: Body,
  terrain: readonly TerrainFeature[],
  opts: SightOptions = {},
): SightReport {
  const a = bodyCenter(from);
  const b = bodyCenter(to);
  const onFoot = opts.onFoot ?? false;
  let blockedBy: string | undefined;
  let obscured = 0;
  let cover: 0 | 1 | 2 = 0;
  let coverRules: readonly string[] = [];
  const len = geometry.distance(a, b);
  for (const feature of terrain) {
    const obscuring = isObscuring(feature);
    const isObstacle = feature.kind === 'obstacle';
    if (!obscuring && !isObstacle && !feature.blocksLOS) continue;
    const runs = featureRuns(a, b, feature);
    if (runs.length > 0 && feature.blocksLOS && blockedBy === undefined) {
      if (!pointInFeature(a, feature) && !pointInFeature(b, feature)) blockedBy = feature.id;
    }
    if (obscuring) for (const run of runs) obscured += (run.end - run.start) * len;
    if (cover < 1 && obscuring && feature.kind === 'area') {
      for (const poly of terrainPolygon(feature)) {
        if (cover < 1 && bodyPolygonDistance(to, poly) <= geometry.GEOMETRY_EPSILON) {
          cover = 1;
          coverRules = ['XZ-TERR-13', 'R18'];
        }
      }
    }
    if (isObstacle && runs.length > 0 && cover < (feature.hardCover ? 2 : 1)) {
      const tallEnough = onFoot || feature.height >= 0.5 * to.height - geometry.GEOMETRY_EPSILON;
      if (tallEnough && nearObstacle(to, feature)) {
        cover = feature.hardCover ? 2 : 1;
        coverRules = feature.hardCover ? ['XZ-TERR-14', 'XZ-TERR-15', 'R19'] : ['XZ-TERR-14', 'R19'];
      }
    }
  }
  const deepEnough = !geometry.isAtMost(obscured, MAX_OBSCURING_DEPTH);
  const visible = blockedBy === undefined && !deepEnough;
  const rules: string[] = [];
  if (blockedBy !== undefined) rules.push('R19');
  if (deepEnough) rules.push('XZ-TERR-12', 'R18');
  else if (visible && obscured > geometry.GEOMETRY_EPSILON) rules.push('XZ-TERR-11', 'R18');
  for (const id of coverRules) if (!rules.includes(id)) rules.push(id);
  const report = { visible, obscured, cover, rules };
  return blockedBy === undefined ? report : { ...report, blockedBy };
}
