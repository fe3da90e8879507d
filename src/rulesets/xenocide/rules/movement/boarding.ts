import { geometry, type Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { profileOf } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import { traitsOf } from './traits';
import { BOARDING_REACH, LOADING_DISTANCE } from './transport-places';

const round = (v: number) => Math.round(v * 1000) / 1000;

/** One boarder's part of an embark: the transport it boards and, when it must walk up to it, its path. */
export interface Boarding {
  /** The boarding model. */
  readonly model: string;
  /** The transport model it gets into. */
  readonly transport: string;
  /** Its walk to the transport's side (undefined: it already stands within boarding reach). */
  readonly path?: readonly Vec2[];
}

/** A friendly transport model on the table with the room it has left (XEN-TRANS-01). */
interface Carrier {
  readonly model: ModelState;
  room: number;
}

/** XEN-STAT-09 / XEN-TRANS-01: the player's transport models on the table, not riding, with their room left. */
function carriers(state: XenocideState, unit: UnitState): Carrier[] {
  const load = new Map<string, number>();
  for (const u of state.units)
    for (const m of u.models)
      if (!m.removed && m.embarkedIn !== undefined)
        load.set(
          m.embarkedIn,
          (load.get(m.embarkedIn) ?? 0) + (traitsOf(profileOf(state, m)).size ?? Number.POSITIVE_INFINITY),
        );
  const out: Carrier[] = [];
  for (const u of state.units) {
    if (u.player !== unit.player || u.status !== 'on-table' || (u.id !== unit.id && u.high)) continue;
    for (const m of u.models) {
      if (m.removed || m.embarkedIn !== undefined) continue;
      const capacity = traitsOf(profileOf(state, m)).transport?.capacity ?? 0;
      const room = capacity - (load.get(m.id) ?? 0);
      if (room > 0) out.push({ model: m, room });
    }
  }
  return out;
}

/**
 * XEN-TRANS-01/02/05 / R39: which of the unit's models on foot can board a friendly transport this move,
 * each the nearest one with room whose base it can walk up to from within `reach` (default 4", so every
 * boarder began within 4" and the transport may still move; farther boarders lock it, XEN-TRANS-06).
 * Transports themselves and titans never board. Deterministic: models in unit order, transports nearest
 * first. Empty when none can board.
 */
export function boardingPlan(
  state: XenocideState,
  unit: UnitState,
  reach: number = LOADING_DISTANCE,
): Boarding[] {
  const boats = carriers(state, unit);
  if (boats.length === 0) return [];
  const out: Boarding[] = [];
  for (const m of unit.models) {
    if (m.removed || m.embarkedIn !== undefined) continue;
    const traits = traitsOf(profileOf(state, m));
    if (traits.size === undefined || traits.transport) continue;
    const size = traits.size;
    let pick: { boat: Carrier; gap: number } | undefined;
    for (const boat of boats) {
      if (boat.room < size || boat.model.id === m.id) continue;
      const gap = geometry.distance(m, boat.model) - m.radius - boat.model.radius;
      if (gap > reach - 0.05) continue;
      if (!pick || gap < pick.gap) pick = { boat, gap };
    }
    if (!pick) continue;
    pick.boat.room -= size;
    const boat = pick.boat.model;
    if (pick.gap <= BOARDING_REACH - 0.05) {
      out.push({ model: m.id, transport: boat.id });
      continue;
    }
    // Walk straight at the transport until just inside boarding reach of its base.
    const away = geometry.normalize(geometry.subtract(m, boat));
    const end = geometry.add(boat, geometry.scale(away, boat.radius + m.radius + BOARDING_REACH - 0.1));
    out.push({ model: m.id, transport: boat.id, path: [{ x: round(end.x), y: round(end.y) }] });
  }
  return out;
}

/** The embark part of a move command built from a boarding plan: the `embark` list and the boarders' paths. */
export function boardingCommand(plan: readonly Boarding[]): Pick<MoveUnitCommand, 'embark' | 'models'> {
  return {
    embark: plan.map((b) => ({ model: b.model, transport: b.transport })),
    models: plan.flatMap((b) => (b.path ? [{ model: b.model, path: [...b.path] }] : [])),
  };
}
