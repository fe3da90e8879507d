import { findModel, isOpenTransportRide, profileOf } from '../../context';
import type { ModelState, XenocideState } from '../../state';

/** XEN-TRANS-21: the cover save of a model riding in an open transport. */
export const OPEN_TRANSPORT_COVER = 2;

/** Where a model rides: on foot, inside a closed transport (off the table, R57) or in an open one. */
export type Ride = 'none' | 'closed' | 'open';

/** XEN-TRANS-08/17 / R57: whether a model rides in a transport, and in which kind. */
export function rideOf(state: XenocideState, model: ModelState): Ride {
  if (model.embarkedIn === undefined) return 'none';
  return isOpenTransportRide(state, model) ? 'open' : 'closed';
}

/** Whether a model is alive on the table as far as movement knows (its unit on the table, not removed). */
function isPresent(state: XenocideState, model: ModelState): boolean {
  if (model.removed) return false;
  const unit = state.units.find((u) => u.models.some((m) => m.id === model.id));
  return unit?.status === 'on-table';
}

/**
 * XEN-TRANS-08 / XEN-TRANS-17 / R57: whether a model may shoot as far as transports go: not from inside a
 * closed transport; passengers of open transports shoot normally. Other shooting limits come on top.
 */
export function canShoot(state: XenocideState, model: ModelState): boolean {
  return isPresent(state, model) && rideOf(state, model) !== 'closed';
}

/** XEN-TRANS-08 / R57: whether a model can be targeted as far as transports go: not inside a closed transport. */
export function isTargetable(state: XenocideState, model: ModelState): boolean {
  return isPresent(state, model) && rideOf(state, model) !== 'closed';
}

/**
 * XEN-TRANS-21: the cover save of a model riding in an open transport (2, not raised by the infantry or
 * dug-in bonuses), or undefined when the shooting rules' normal cover applies.
 */
export function coverSaveForPassenger(state: XenocideState, model: ModelState): number | undefined {
  return rideOf(state, model) === 'open' ? OPEN_TRANSPORT_COVER : undefined;
}

/** XEN-TRANS-18 / R18: the CAA dice open-transport passengers lose when they fight from inside: 1/3 of their total, rounded down. */
export function openTransportPassengerCaaPenalty(totalCaa: number): number {
  return Math.floor(totalCaa / 3);
}

/** XEN-TRANS-11 / R18 / R45: the CAA dice models disembarked into an assault lose in its first round only. */
export function assaultDisembarkCaaPenalty(totalCaa: number, round: number): number {
  return round === 1 ? Math.floor(totalCaa / 3) : 0;
}

/** XEN-TRANS-20: hits the riders of an open transport take from AOE hits allocated to it: one per hit. */
export function openTransportPassThroughHits(
  state: XenocideState,
  transportId: string,
  aoeHits: number,
): number {
  const transport = findModel(state, transportId);
  if (!transport || transport.removed) return 0;
  const profile = profileOf(state, transport);
  const open = profile.kind !== 'titan' && profile.transport?.open === true;
  const riders = state.units.some((u) => u.models.some((m) => !m.removed && m.embarkedIn === transportId));
  return open && riders ? aoeHits : 0;
}

/**
 * XEN-TRANS-09 / XEN-TRANS-18 / R57: whether a passenger adds its CAA in a round of an assault on its
 * transport without getting out: open-transport riders always (at the XEN-TRANS-18 penalty), closed
 * ones never (round 1 they sit out; later they must disembark first, in step 1).
 */
export function fightsFromTransport(state: XenocideState, model: ModelState): boolean {
  return rideOf(state, model) === 'open';
}

/** XEN-TRANS-09 / R57: whether a closed-transport passenger may disembark into this round of an assault on its transport. */
export function mayDisembarkIntoRound(state: XenocideState, model: ModelState, round: number): boolean {
  return rideOf(state, model) === 'closed' && round >= 2;
}

/** XEN-TRANS-10/12 / R39: which transport moves a kind of move allows (embark at its start only when fleeing). */
export interface TransportWindow {
  readonly embark: 'start-or-end' | 'start' | 'never';
  readonly disembark: boolean;
}

/**
 * XEN-TRANS-02/10/12: when models may get in or out: in a movement-phase or follow-up move at the start or
 * end of the transport's move; in a flee or retreat only boarding, at the start.
 */
export function transportWindow(move: 'movement' | 'follow-up' | 'flee' | 'retreat'): TransportWindow {
  if (move === 'flee' || move === 'retreat') return { embark: 'start', disembark: false };
  return { embark: 'start-or-end', disembark: true };
}
