import { geometry, type Vec2 } from 'sandtable';
import { profileOf } from '../../context';
import type { DisembarkStep, MoveRejection, TransportTiming } from './move-plan';
import { refuse } from './move-plan';
import { inches, pathDistanceToBase } from './path-geometry';
import { isInside, isLandingForbidden } from './terrain-effects';
import { traitsOf } from './traits';
import {
  baseAt,
  ownModel,
  place,
  RELEASE_DISTANCE,
  TRANSPORT_TELEPORT_PENALTY,
  type TransportInputs,
  UNLOADING_DISTANCE,
} from './transport-places';

/**
 * XEN-TRANS-04/07/13 / R57 / XEN-TERR-36: validates the models getting out: placed within min(4", Move) of
 * the transport at the start or end of its move; from a high transport only Skimmer, Hover, Flyer or
 * Jump models, up to 8" from any point of its move; teleporters up to their Teleport distance, the
 * transport adding 6" to the measure (XEN-TERR-36, high or not).
 */
export function checkDisembarks(inputs: TransportInputs, out: DisembarkStep[]): MoveRejection | undefined {
  const { state, command } = inputs;
  for (const [i, entry] of (command.disembark ?? []).entries()) {
    const at = ['disembark', i];
    const model = ownModel(inputs, entry.model, [...at, 'model']);
    if ('code' in model) return model;
    if (model.embarkedIn === undefined)
      return refuse('illegal-action', `Model ${model.id} is not in a transport.`, at);
    if (inputs.steps.has(model.id))
      return refuse(
        'illegal-action',
        `Model ${model.id} disembarks: being placed is its whole move; list no path for it (R57).`,
        at,
      );
    const transport = place(inputs, model.embarkedIn);
    if (!transport) return refuse('unknown-entity', `Transport ${model.embarkedIn} is not on the table.`, at);
    const traits = traitsOf(profileOf(state, model));
    const placed = baseAt({ x: entry.at.x, y: entry.at.y }, model.radius);
    if (!geometry.isOnTable(placed, state.table)) {
      return refuse('out-of-range', `Model ${model.id} would be placed off the table (XEN-MOVE-12).`, [
        ...at,
        'at',
      ]);
    }
    const blocked = state.terrain.find((f) => isInside(placed.center, f) && isLandingForbidden(f, traits));
    if (blocked)
      return refuse(
        'illegal-action',
        `Model ${model.id} may not be placed in ${blocked.name} (${blocked.id}) (XEN-TERR-10).`,
        [...at, 'at'],
      );
    const tRadius = transport.model.radius;
    const gap = (t: Vec2) => geometry.baseDistance(placed, baseAt(t, tRadius));
    const tStart = transport.path[0] as Vec2;
    const tEnd = transport.path[transport.path.length - 1] as Vec2;
    let reach: number;
    let rule: string;
    if (command.mode === 'teleport') {
      if (traits.teleport === undefined)
        return refuse('illegal-action', `Model ${model.id} has no Teleport ability (XEN-TRANS-13).`, at);
      reach = traits.teleport - TRANSPORT_TELEPORT_PENALTY;
      rule = 'XEN-TRANS-13, XEN-TERR-36';
    } else if (transport.high) {
      const airborne = traits.skimmer || traits.hover || traits.flyer || traits.jump !== undefined;
      if (!airborne)
        return refuse(
          'illegal-action',
          `Model ${model.id} cannot leave a transport flying high; only Skimmer, Hover, Flyer or Jump models can (XEN-TRANS-07).`,
          at,
        );
      const along = pathDistanceToBase(transport.path, tRadius, placed);
      if (!geometry.isAtMost(along, RELEASE_DISTANCE)) {
        return refuse(
          'out-of-range',
          `Model ${model.id} would land ${inches(along)} from the transport's path; released models move up to 8" (XEN-TRANS-07).`,
          [...at, 'at'],
        );
      }
      out.push({
        model: model.id,
        index: inputs.unit.models.indexOf(model),
        transport: transport.model.id,
        at: placed.center,
        timing: 'start',
        released: true,
      });
      continue;
    } else {
      reach = Math.min(UNLOADING_DISTANCE, traits.move);
      rule = 'XEN-TRANS-04';
    }
    const timing: TransportTiming | undefined = geometry.isAtMost(gap(tStart), reach)
      ? transport.moving
        ? 'start'
        : 'end'
      : transport.moving && geometry.isAtMost(gap(tEnd), reach)
        ? 'end'
        : undefined;
    if (!timing) {
      return refuse(
        'out-of-range',
        `Model ${model.id} would be placed ${inches(gap(transport.moving ? tEnd : tStart))} from transport ${transport.model.id}; it may be placed up to ${inches(Math.max(0, reach))} away (${rule}).`,
        [...at, 'at'],
      );
    }
    out.push({
      model: model.id,
      index: inputs.unit.models.indexOf(model),
      transport: transport.model.id,
      at: placed.center,
      timing,
    });
  }
  return undefined;
}
