import type { Circle, Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import type { UnitState, XenocideState } from '../../state';
import { baseAllowance } from './allowance';
import type { ModelStep } from './move-plan';
import type { PlacedBase } from './overlap';
import { traitsOf } from './traits';
import type { TransportMoves } from './transport-moves';

/** XEN-MOVE-07 / R13: the unit's bases on the table before and after the move (passengers excluded), with where each started. */
export function unitPlacement(
  state: XenocideState,
  unit: UnitState,
  steps: ReadonlyMap<string, ModelStep>,
  transports: TransportMoves,
) {
  const boarding = new Set(transports.embarks.map((e) => e.model));
  const before: Circle[] = [];
  const after: (PlacedBase & { start: Vec2 })[] = [];
  const allowances: number[] = [];
  for (const m of unit.models) {
    if (m.removed) continue;
    const here = { x: m.x, y: m.y };
    const step = steps.get(m.id);
    const leaving = transports.disembarks.find((d) => d.model === m.id);
    if (m.embarkedIn === undefined && unit.status === 'on-table') {
      before.push({ center: here, radius: m.radius });
      allowances.push(
        step?.allowance ??
          baseAllowance(traitsOf(profileOf(state, m)), unit.order, 'normal', m.titan?.boostThisTurn),
      );
    }
    if (boarding.has(m.id) || (m.embarkedIn !== undefined && !leaving)) continue;
    const start = step ? (step.path[0] as Vec2) : here;
    const end = step ? (step.path[step.path.length - 1] as Vec2) : leaving ? leaving.at : here;
    after.push({ model: m.id, center: end, radius: m.radius, high: false, start });
  }
  return { before, after, allowances };
}
