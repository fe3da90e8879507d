import { geometry, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import type { EmbarkStep, MoveRejection, TransportTiming } from './move-plan';
import { refuse } from './move-plan';
import { inches } from './path-geometry';
import { traitsOf } from './traits';
import {
  BOARDING_REACH,
  baseAt,
  LOADING_DISTANCE,
  ownModel,
  place,
  TRANSPORT_TELEPORT_PENALTY,
  type TransportInputs,
} from './transport-places';

/**
 * XEN-TRANS-02/05/06 / R39: validates the boarders: each boards a friendly transport it reaches with its
 * own move (its path's end, or where it stands, within 1" of the transport), at the start of the
 * transport's move if every boarder began within 4" of it, otherwise at the end, locking the transport.
 */
export function checkEmbarks(
  inputs: TransportInputs,
  out: EmbarkStep[],
  locks: Set<string>,
): MoveRejection | undefined {
  const { state, command } = inputs;
  const leaving = new Set((command.disembark ?? []).map((d) => d.model));
  for (const [i, entry] of (command.embark ?? []).entries()) {
    const at = ['embark', i];
    const model = ownModel(inputs, entry.model, [...at, 'model']);
    if ('code' in model) return model;
    if (model.embarkedIn !== undefined || leaving.has(model.id)) {
      return refuse(
        'illegal-action',
        `Model ${model.id} is already in a transport or leaving one in this move.`,
        at,
      );
    }
    const traits = traitsOf(profileOf(state, model));
    if (traits.size === undefined)
      return refuse('illegal-action', `Titan ${model.id} cannot ride in a transport (XEN-TRANS-01).`, at);
    const transport = place(inputs, entry.transport);
    if (!transport)
      return refuse('unknown-entity', `There is no transport model '${entry.transport}' on the table.`, [
        ...at,
        'transport',
      ]);
    const carrier = traitsOf(profileOf(state, transport.model));
    if (
      transport.unit.player !== inputs.unit.player ||
      !carrier.transport ||
      transport.model.embarkedIn !== undefined ||
      transport.model.id === model.id
    ) {
      return refuse(
        'illegal-action',
        `Model ${transport.model.id} is not a friendly transport on the table (XEN-STAT-09).`,
        [...at, 'transport'],
      );
    }
    if (transport.unit.status !== 'on-table' && transport.unit.id !== inputs.unit.id) {
      return refuse('illegal-action', `Transport ${transport.model.id} is not on the table.`, [
        ...at,
        'transport',
      ]);
    }
    const teleport = command.mode === 'teleport';
    if (transport.high && !teleport) {
      return refuse(
        'illegal-action',
        `Transport ${transport.model.id} is flying high; only a teleport reaches it (XEN-TERR-36).`,
        at,
      );
    }
    const step = inputs.steps.get(model.id);
    if (teleport && step)
      return refuse(
        'illegal-action',
        `Model ${model.id} teleports into its transport; list no path for it (XEN-TERR-36).`,
        at,
      );
    const from = step ? (step.path[0] as Vec2) : (inputs.entry ?? { x: model.x, y: model.y });
    const boardAt = step ? (step.path[step.path.length - 1] as Vec2) : from;
    const tStart = transport.path[0] as Vec2;
    const tEnd = transport.path[transport.path.length - 1] as Vec2;
    const gap = (p: Vec2, t: Vec2) =>
      geometry.baseDistance(baseAt(p, model.radius), baseAt(t, transport.model.radius));
    const reach = teleport ? (traits.teleport ?? 0) - TRANSPORT_TELEPORT_PENALTY : BOARDING_REACH;
    const reachStart = geometry.isAtMost(gap(boardAt, tStart), reach);
    const reachEnd = geometry.isAtMost(gap(boardAt, tEnd), reach);
    const beganNear = geometry.isAtMost(gap(from, tStart), LOADING_DISTANCE);
    let timing: TransportTiming;
    if (transport.moving && reachStart && beganNear) timing = 'start';
    else if (transport.moving ? reachEnd : reachStart)
      timing = transport.moving || !beganNear || transport.unit.activity.moved ? 'end' : 'start';
    else {
      const rule = teleport ? 'XEN-TERR-36' : 'XEN-TRANS-02';
      const why = teleport
        ? `teleport reach ${inches(Math.max(0, reach))} after the 6" transport penalty`
        : `boarding reach ${inches(BOARDING_REACH)}`;
      const near =
        transport.moving && reachStart
          ? ` It began more than 4" away, so it boards only at the end of the transport's move (XEN-TRANS-05).`
          : '';
      return refuse(
        'out-of-range',
        `Model ${model.id} ends ${inches(gap(boardAt, transport.moving ? tEnd : tStart))} from transport ${transport.model.id}; its ${why} (${rule}).${near}`,
        at,
      );
    }
    if (!beganNear) locks.add(transport.unit.id);
    out.push({
      model: model.id,
      index: inputs.unit.models.indexOf(model),
      transport: transport.model.id,
      timing,
      ...(beganNear ? {} : { far: true as const }),
    });
  }
  return undefined;
}
