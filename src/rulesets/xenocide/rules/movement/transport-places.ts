import type { Circle, Vec2 } from 'sandtable';
import type { MoveUnitCommand } from '../../commands/schema';
import { findModel, unitOfModel } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { ModelStep, MoveRejection } from './move-plan';
import { refuse } from './move-plan';

/** XEN-TRANS-02: how close (edge to edge) a model must get to a transport to board it. */
export const BOARDING_REACH = 1;
/** XEN-TRANS-05 / R39: boarders that began farther than this lock the transport (XEN-TRANS-06). */
export const LOADING_DISTANCE = 4;
/** XEN-TRANS-04 / R57: disembarking models are placed within min(4", Move) of the transport. */
export const UNLOADING_DISTANCE = 4;
/** XEN-TRANS-07: models released from a high transport move up to 8" from the release point. */
export const RELEASE_DISTANCE = 8;
/** XEN-TERR-36: teleporting into or out of a transport adds 6" to the distance. */
export const TRANSPORT_TELEPORT_PENALTY = 6;

/** R39: where a transport is during this command. */
export interface TransportPlace {
  readonly model: ModelState;
  readonly unit: UnitState;
  readonly path: readonly Vec2[];
  readonly high: boolean;
  /** It moves in this command. */
  readonly moving: boolean;
}

/** R39: the inputs the transport checks share. */
export interface TransportInputs {
  readonly state: XenocideState;
  readonly command: MoveUnitCommand;
  readonly unit: UnitState;
  readonly steps: ReadonlyMap<string, ModelStep>;
  readonly entry?: Vec2;
  readonly highDuring: boolean;
}

/** XEN-TRANS-03: the transports this command both unloads and loads (they lose 8"). */
export function loadingAndUnloading(state: XenocideState, command: MoveUnitCommand): Set<string> {
  const unloading = new Set((command.disembark ?? []).map((d) => findModel(state, d.model)?.embarkedIn));
  return new Set((command.embark ?? []).map((e) => e.transport).filter((t) => unloading.has(t)));
}

/** R39: where a transport stands and moves during this command, if it is on the table. */
export function place(inputs: TransportInputs, id: string): TransportPlace | undefined {
  const model = findModel(inputs.state, id);
  const unit = unitOfModel(inputs.state, id);
  if (!model || !unit || model.removed) return undefined;
  const step = inputs.steps.get(id);
  const own = unit.id === inputs.unit.id;
  const here = inputs.entry && own ? inputs.entry : { x: model.x, y: model.y };
  const path = step ? step.path : [here];
  return {
    model,
    unit,
    path,
    high: own ? inputs.highDuring : unit.high,
    moving: step !== undefined && step.length > 0,
  };
}

/** R66: a base of `radius` at a point, for edge-to-edge measuring. */
export const baseAt = (center: Vec2, radius: number): Circle => ({ center, radius });

/** R39: one of the moving unit's own live models, or why it cannot embark or disembark. */
export function ownModel(
  inputs: TransportInputs,
  id: string,
  at: (string | number)[],
): ModelState | MoveRejection {
  const model = inputs.unit.models.find((m) => m.id === id);
  if (!model)
    return refuse(
      'unknown-entity',
      `Unit ${inputs.unit.id} has no model '${id}'; only its own models embark or disembark (R39).`,
      at,
    );
  if (model.removed) return refuse('illegal-action', `Model ${id} has been removed as a casualty.`, at);
  return model;
}
