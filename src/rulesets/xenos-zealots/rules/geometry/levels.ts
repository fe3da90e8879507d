import { geometry, type Vec2 } from 'sandtable';
import type { TerrainFeature } from '../../schemas/scenario';
import { pointInFeature } from './terrain';

/** R28 / XZ-SMOV-04: the longest jump, in inches, with no level climbed. */
export const JUMP_LENGTH = 8;

/** R28 / XZ-SMOV-05: inches a jump loses for each level climbed. */
export const JUMP_LEVEL_COST = 2;

/**
 * R28 / XZ-TERR-10: the level (storey) of a point: the highest `level` among the features whose outline
 * contains it (the outline counts), or 0 (the ground) when none does.
 */
export function levelAt(p: Vec2, terrain: readonly TerrainFeature[]): number {
  let level = 0;
  for (const feature of terrain) {
    if (feature.level > level && pointInFeature(p, feature)) level = feature.level;
  }
  return level;
}

/** R28: what {@link jumpReach} found: the longest allowed jump, the levels climbed and the jump's own length. */
export interface JumpReach {
  readonly maxLength: number;
  readonly levelsClimbed: number;
  /** Straight-line distance from `from` to `to`; the jump is allowed when it is at most `maxLength`. */
  readonly length: number;
}

/**
 * R28 / XZ-SMOV-04 / XZ-SMOV-05: the reach of a Jump Jets jump from `from` to `to`: 8" − 2" × the levels climbed
 * (landing level minus take-off level; going down is free), never below 0. A jump ignores terrain modifiers and
 * obstacles, so nothing between the two points matters.
 */
export function jumpReach(from: Vec2, to: Vec2, terrain: readonly TerrainFeature[]): JumpReach {
  const levelsClimbed = Math.max(0, levelAt(to, terrain) - levelAt(from, terrain));
  return {
    maxLength: Math.max(0, JUMP_LENGTH - JUMP_LEVEL_COST * levelsClimbed),
    levelsClimbed,
    length: geometry.distance(from, to),
  };
}

/**
 * R12 / R38: whether an attacker standing at `from` attacks from above: its base elevation (its level × `levelHeight`
 * inches) is higher than the target's top (the target's level × `levelHeight` plus its height). Such an attack hits
 * Rear & Top armour.
 */
export function attacksFromAbove(
  from: Vec2,
  target: Vec2 & { readonly height: number },
  terrain: readonly TerrainFeature[],
  levelHeight: number,
): boolean {
  const base = levelAt(from, terrain) * levelHeight;
  if (base <= 0) return false;
  return base > levelAt(target, terrain) * levelHeight + target.height + 1e-9;
}
