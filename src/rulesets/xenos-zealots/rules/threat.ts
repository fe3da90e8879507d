import type { Vec2 } from 'sandtable';
import type { UnitState, XzState } from '../state';
import { enemyUnits, leaderOf, modelDistance } from './units';

/**
 * XZ-MOR-07 / XZ-MOR-13 / R23 / R24: the closest enemy model to the unit's leader (the point a withdrawal or a
 * rout moves directly away from), or undefined when no enemy is on the table.
 */
export function closestEnemyPoint(state: XzState, unit: UnitState): Vec2 | undefined {
  const leader = leaderOf(unit);
  if (!leader) return undefined;
  let best: Vec2 | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const enemy of enemyUnits(state, unit.player))
    for (const m of enemy.models) {
      if (!m.alive) continue;
      const d = modelDistance(leader, m);
      if (d < bestDistance) {
        bestDistance = d;
        best = { x: m.x, y: m.y };
      }
    }
  return best;
}
