import { type Circle, geometry, type PlayerId, type Vec2 } from 'sandtable';
import { memoize, modelsOnTable } from '../../context';
import type { XenocideState } from '../../state';
import { type MoveRejection, refuse } from './move-plan';
import { inches, pathDistanceToBase } from './path-geometry';

/** XEN-MOVE-04: the reach of a unit's zone of control, in inches from each of its models. */
export const ZONE_OF_CONTROL = 4;

/** XEN-MOVE-04: one enemy base that projects a zone of control. */
export interface ZoneBase extends Circle {
  readonly unit: string;
}

/**
 * XEN-MOVE-04 / R41 / R57: the enemy bases that project a zone of control against `player`: models of
 * enemy units on the table, except units flying high and models inside closed transports.
 */
export function enemyZoneBases(state: XenocideState, player: PlayerId): ZoneBase[] {
  return memoize(state, `zone-bases:${player}`, () => collectZoneBases(state, player)).slice();
}

function collectZoneBases(state: XenocideState, player: PlayerId): ZoneBase[] {
  const out: ZoneBase[] = [];
  for (const unit of state.units) {
    if (unit.player === player || unit.status !== 'on-table' || unit.high) continue;
    for (const m of modelsOnTable(state, unit))
      out.push({ unit: unit.id, center: { x: m.x, y: m.y }, radius: m.radius });
  }
  return out;
}

/** XEN-MOVE-05: a model's movement as zone-of-control checks see it. */
export interface ZoneMove {
  readonly model: string;
  readonly radius: number;
  /** The path, start included; a teleport or placement gives start and end only, and only its end counts. */
  readonly path: readonly Vec2[];
  readonly jumpsToEnd: boolean;
}

/** The enemy units a move ends within 4" of (an assault on them, XEN-MOVE-09). */
export interface ZoneResult {
  readonly approached: readonly string[];
}

/**
 * XEN-MOVE-05/06/09 / R41: a model may not end within 4" of an enemy unit, nor pass within 4" of one it
 * was not already within, unless its unit is on Assault orders (which declares an assault on every unit
 * it ends within 4" of). High units ignore ZOC during the move (`highDuring`) and at its end (`highAfter`).
 */
export function checkZoneOfControl(
  moves: readonly ZoneMove[],
  enemies: readonly ZoneBase[],
  options: { readonly assault: boolean; readonly highDuring: boolean; readonly highAfter: boolean },
): ZoneResult | MoveRejection {
  const approached = new Set<string>();
  for (const move of moves) {
    const start = move.path[0] as Vec2;
    const end = move.path[move.path.length - 1] as Vec2;
    for (const enemy of enemies) {
      const endGap = geometry.baseDistance({ center: end, radius: move.radius }, enemy);
      const endsWithin = !options.highAfter && geometry.isAtMost(endGap, ZONE_OF_CONTROL);
      if (endsWithin) approached.add(enemy.unit);
      if (options.assault) continue;
      if (endsWithin) {
        return refuse(
          'zone-of-control',
          `Model ${move.model} would end ${inches(endGap)} from ${enemy.unit}, inside its 4" zone of control; only units on Assault orders may move within 4" of an enemy (XEN-MOVE-05).`,
        );
      }
      if (options.highDuring || move.jumpsToEnd) continue;
      const startGap = geometry.baseDistance({ center: start, radius: move.radius }, enemy);
      if (geometry.isAtMost(startGap, ZONE_OF_CONTROL)) continue;
      const closest = pathDistanceToBase(move.path, move.radius, enemy);
      if (geometry.isAtMost(closest, ZONE_OF_CONTROL)) {
        return refuse(
          'zone-of-control',
          `Model ${move.model} would pass ${inches(closest)} from ${enemy.unit}, through its 4" zone of control (XEN-MOVE-05).`,
        );
      }
    }
  }
  return { approached: [...approached].sort() };
}
