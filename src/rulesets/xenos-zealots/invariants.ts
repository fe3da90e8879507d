import { coherencyProblem } from './rules/placement';
import { ORDER_ACTIONS, type XzState } from './state';

/**
 * Broken invariants of a state (for property tests): wounds never below 0 or above the start, removed models
 * have no wounds, coherency since the last move (XZ-UNIT-03), morale-state consistency (no order counter on poor morale, R23; flags cleared under a unit
 * counter, XZ-DMG-06), live units have live leaders, counters only on the table, structure within its split (R11).
 */
export function xzInvariants(state: XzState): string[] {
  const out: string[] = [];
  for (const unit of state.units) {
    for (const m of unit.models) {
      if (m.wounds < 0 || m.wounds > m.startWounds)
        out.push(`${m.id}: wounds ${m.wounds} outside 0..${m.startWounds}`);
      if (!m.alive && m.wounds !== 0) out.push(`${m.id}: removed but has ${m.wounds} wounds`);
      if (m.systems && m.mobility) {
        const total = m.mobility.left + m.systems.reduce((s, x) => s + x.points, 0);
        if (m.alive && total !== m.wounds)
          out.push(`${m.id}: structure ${total} differs from wounds ${m.wounds}`);
      }
    }
    if (unit.morale !== 'ok' && unit.order !== undefined)
      out.push(`${unit.id}: ${unit.morale} but holds an order counter`);
    if (unit.morale !== 'ok' && unit.morale !== 'routed' && unit.models.some((m) => m.suppressed))
      out.push(`${unit.id}: ${unit.morale} counter but a model is still suppressed`);
    if (unit.status === 'on-table') {
      if (!unit.models.some((m) => m.alive)) out.push(`${unit.id}: on the table with no models`);
      if (!unit.models.some((m) => m.id === unit.leader && m.alive))
        out.push(`${unit.id}: its leader ${unit.leader} is not in play`);
    }
    if (unit.status !== 'on-table' && unit.order !== undefined)
      out.push(`${unit.id}: off the table but holds a counter`);
    if (unit.order && unit.actions > 1) out.push(`${unit.id}: still holds a counter after both actions`);
    if (unit.order && !ORDER_ACTIONS[unit.order.value]) out.push(`${unit.id}: unknown counter`);
  }
  for (const side of state.sides)
    if (
      side.destroyed !==
      state.units.filter((u) => u.player !== side.player && u.status === 'destroyed').length
    )
      out.push(`${side.player}: tally ${side.destroyed} differs from enemy units destroyed`);
  return out;
}
