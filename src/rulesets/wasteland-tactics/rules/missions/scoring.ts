import { type Circle, geometry, type PlayerId, type Vec2 } from 'sandtable';
import type { TerrainArea, UnitState, WastelandState } from '../../state';
import { areEnemies, effectiveMarkers, footprints, profileOf } from '../units/units';

/**
 * WT-SIZE-05 / WT-SIZE-08 / R22: a scoring unit: on the table with no (effective) suppression markers; in
 * medium and large games only Troops and Spearhead units score.
 */
export function isScoring(state: WastelandState, unit: UnitState): boolean {
  if (unit.status !== 'on-table' || effectiveMarkers(state, unit) > 0) return false;
  if (state.settings.gameSize === 'small') return true;
  const type = profileOf(state, unit).unitType;
  return type === 'Troops' || type === 'Spearhead';
}

/** A player's scoring units. */
export function scoringUnits(state: WastelandState, player: PlayerId): UnitState[] {
  return state.units.filter((u) => u.player === player && isScoring(state, u));
}

/** The distance from a footprint to a point (0 when the point is under it). */
export function circleToPoint(circle: Circle, point: Vec2): number {
  return geometry.pointCircleDistance(point, circle);
}

/** The distance from a footprint to a terrain area. */
export function circleToArea(circle: Circle, area: TerrainArea): number {
  return geometry.circlePolygonDistance(circle, area.polygon);
}

/** Whether any model of `player`'s enemies on the table is within `range` of the place. */
export function enemyWithin(
  state: WastelandState,
  player: PlayerId,
  range: number,
  distanceTo: (circle: Circle) => number,
): boolean {
  return state.units.some(
    (u) =>
      u.status === 'on-table' &&
      areEnemies(state, player, u.player) &&
      footprints(state, u).some((c) => geometry.isAtMost(distanceTo(c), range)),
  );
}

/** Whether every model of the unit is within `range` of the place (R13 "all models within"). */
export function allWithin(
  state: WastelandState,
  unit: UnitState,
  range: number,
  distanceTo: (circle: Circle) => number,
): boolean {
  const circles = footprints(state, unit);
  return circles.length > 0 && circles.every((c) => geometry.isAtMost(distanceTo(c), range));
}

/** WT-MIS-13: who controls a Salvage marker: a scoring unit with every model within 6", no enemy model within 6". */
export function markerController(state: WastelandState, marker: Vec2): PlayerId | undefined {
  const to = (c: Circle) => circleToPoint(c, marker);
  const holders = state.players.filter(
    (p) => scoringUnits(state, p).some((u) => allWithin(state, u, 6, to)) && !enemyWithin(state, p, 6, to),
  );
  return holders.length === 1 ? holders[0] : undefined;
}

/** WT-MIS-09 / R41: the 24" squares from the corner (partial squares count). */
export function stalemateSquares(table: { width: number; depth: number }): { x0: number; y0: number }[] {
  const out: { x0: number; y0: number }[] = [];
  for (let x0 = 0; x0 < table.width - 1e-9; x0 += 24)
    for (let y0 = 0; y0 < table.depth - 1e-9; y0 += 24) out.push({ x0, y0 });
  return out;
}

/** WT-MIS-09 / R41: the squares `player` holds: one of its scoring units in it, no enemy scoring unit. */
export function squaresHeld(state: WastelandState, player: PlayerId): number {
  const inSquare = (unit: UnitState, s: { x0: number; y0: number }) =>
    footprints(state, unit).some(
      (c) => c.center.x >= s.x0 && c.center.x < s.x0 + 24 && c.center.y >= s.y0 && c.center.y < s.y0 + 24,
    );
  return stalemateSquares(state.table).filter((square) => {
    const mine = scoringUnits(state, player).some((u) => inSquare(u, square));
    const theirs = state.units.some(
      (u) => areEnemies(state, player, u.player) && isScoring(state, u) && inSquare(u, square),
    );
    return mine && !theirs;
  }).length;
}

/** WT-MIS-11: ≥ 15 models of ≥ 2 scoring units within 6" of the objective and no enemy model within 6". */
export function holdsCriticalObjective(state: WastelandState, player: PlayerId, area: TerrainArea): boolean {
  const to = (c: Circle) => circleToArea(c, area);
  let models = 0;
  let units = 0;
  for (const unit of scoringUnits(state, player)) {
    const near = footprints(state, unit).filter((c) => geometry.isAtMost(to(c), 6)).length;
    if (near > 0) units += 1;
    models += near;
  }
  return models >= 15 && units >= 2 && !enemyWithin(state, player, 6, to);
}
