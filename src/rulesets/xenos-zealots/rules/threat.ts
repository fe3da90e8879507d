import type { Vec2 } from 'sandtable';
import type { ModelState, UnitState, XzState } from '../state';
import { sight } from './geometry';
import { enemyUnits, leaderOf, modelDistance } from './units';

/**
 * XZ-MOR-13 / R24: the closest enemy model to the unit's leader (the point a rout moves directly away from), or
 * undefined when no enemy is on the table.
 */
export function closestEnemyPoint(state: XzState, unit: UnitState): Vec2 | undefined {
  return closestEnemy(state, unit, false);
}

/**
 * XZ-MOR-07 / R23: the closest model of the closest enemy unit the unit's leader can see (R18, R19), the point a
 * Withdraw moves directly away from; undefined when no enemy is in sight.
 */
export function closestVisibleEnemyPoint(state: XzState, unit: UnitState): Vec2 | undefined {
  return closestEnemy(state, unit, true);
}

function closestEnemy(state: XzState, unit: UnitState, visibleOnly: boolean): Vec2 | undefined {
  const leader = leaderOf(unit);
  if (!leader) return undefined;
  const terrain = state.scenario.terrain;
  let best: Vec2 | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const enemy of enemyUnits(state, unit.player)) {
    let unitBest: ModelState | undefined;
    let unitDistance = Number.POSITIVE_INFINITY;
    let seen = !visibleOnly;
    for (const m of enemy.models) {
      if (!m.alive) continue;
      const d = modelDistance(leader, m);
      if (d < unitDistance) {
        unitDistance = d;
        unitBest = m;
      }
      if (!seen && d < bestDistance && sight(leader, m, terrain).visible) seen = true;
    }
    if (seen && unitBest && unitDistance < bestDistance) {
      bestDistance = unitDistance;
      best = { x: unitBest.x, y: unitBest.y };
    }
  }
  return best;
}
