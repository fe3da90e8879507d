import { type Circle, geometry, type PlayerId } from 'sandtable';
import { memoize, modelsOnTable } from '../../context';
import type { XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';
import { inches } from './path-geometry';
import { isInside } from './terrain-effects';

/** R12: how far from every enemy a suppressed unit ending in cover must be to approach. */
export const SUPPRESSED_COVER_DISTANCE = 12;

/** R12: a model's position before and after the move. */
export interface SuppressedMoveModel {
  readonly model: string;
  readonly from: Circle;
  readonly to: Circle;
}

/** R12: every enemy model on the table (high ones too: "any enemy unit"). */
export function enemyBases(state: XenocideState, player: PlayerId): Circle[] {
  return memoize(state, `enemy-bases:${player}`, () => collectEnemyBases(state, player)).slice();
}

function collectEnemyBases(state: XenocideState, player: PlayerId): Circle[] {
  return state.units
    .filter((u) => u.player !== player && u.status === 'on-table')
    .flatMap((u) => modelsOnTable(state, u).map((m) => ({ center: { x: m.x, y: m.y }, radius: m.radius })));
}

/** R12: whether a position counts as in cover: its centre inside a feature that gives a cover save. */
export function isInCover(state: XenocideState, base: Circle): boolean {
  return state.terrain.some((f) => f.cover !== 'none' && isInside(base.center, f));
}

/**
 * XEN-SUP-03 / R12: no model of a suppressed unit may end closer to its nearest enemy model than it
 * started, unless every model of the unit ends in cover and at least 12" from every enemy model.
 */
export function checkSuppressedMove(
  state: XenocideState,
  unit: string,
  player: PlayerId,
  moves: readonly SuppressedMoveModel[],
  unitEnd: readonly Circle[],
): MoveRejection | undefined {
  const enemies = enemyBases(state, player);
  if (enemies.length === 0) return undefined;
  const closer = moves.find(
    (m) => geometry.nearestDistance(m.to, enemies) + 1e-9 < geometry.nearestDistance(m.from, enemies),
  );
  if (!closer) return undefined;
  const safe = unitEnd.every(
    (b) => isInCover(state, b) && geometry.nearestDistance(b, enemies) + 1e-9 >= SUPPRESSED_COVER_DISTANCE,
  );
  if (safe) return undefined;
  const before = geometry.nearestDistance(closer.from, enemies);
  const after = geometry.nearestDistance(closer.to, enemies);
  return refuse(
    'illegal-action',
    `Unit ${unit} is suppressed: model ${closer.model} would end ${inches(after)} from the nearest enemy, closer than the ${inches(before)} it started at. End every model in cover at least 12" from all enemies, or spend 1 CP on a suppressed move (XEN-SUP-03, R12, XEN-CP-13).`,
  );
}
