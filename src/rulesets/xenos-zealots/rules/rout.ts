import type { XzContext } from '../events';
import type { UnitState, XzDraft, XzState } from '../state';
import { destroyUnit } from './morale';
import { applyMoves, moveAway } from './movement';
import { closestEnemyPoint } from './threat';
import { leaderOf } from './units';

/**
 * XZ-MOR-13 / XZ-MOR-14 / R24: a routed unit moves its full terrain-modified Mobility (R17) directly away from the
 * closest enemy, leader first; if its full move would take a model off the table the unit is removed and counts
 * as destroyed, and a unit that cannot move at least 1" is destroyed.
 */
export function routMove(draft: XzDraft, ctx: XzContext, unit: UnitState): void {
  unit.routMoves += 1;
  if (draft.phase === 'primary' || draft.phase === 'secondary') unit.routedIn = draft.phase;
  const state = draft as XzState;
  const leader = leaderOf(unit);
  const threat = closestEnemyPoint(state, unit);
  if (!leader || !threat) return;
  ctx.emit({ type: 'action-taken', unit: unit.id, action: 'rout', rules: ['XZ-MOR-13', 'R24'] });
  const away = moveAway(state, unit, threat, 'rout', true);
  if (away.offTable) {
    destroyUnit(draft, ctx, unit, 'routed off the table', ['XZ-MOR-13', 'R24']);
    return;
  }
  if (away.length < 1) {
    destroyUnit(draft, ctx, unit, 'routed but could not move', ['XZ-MOR-14', 'R24']);
    return;
  }
  applyMoves(draft, ctx, unit, away.placements, 'rout', ['XZ-MOR-13', 'R24', ...away.rules]);
}
