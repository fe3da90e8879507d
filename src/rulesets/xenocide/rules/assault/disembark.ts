import { geometry, type PlayerId, type Vec2 } from 'sandtable';
import { findModel, profileOf, unitOfModel } from '../../context';
import type { XenocideState } from '../../state';
import type { AssaultParticipant, AssaultSide, AssaultState } from '../../state/assault';
import { basesOverlap, standingBases } from '../movement/overlap';
import { mayDisembarkIntoRound } from '../movement/passengers';
import { isInside, isLandingForbidden } from '../movement/terrain-effects';
import { traitsOf } from '../movement/traits';
import type { AssaultEffect } from './effects';
import { baseOf, participantOf } from './participants';
import { type AssaultRefusal, inches, refuse } from './refusal';

/** XEN-TRANS-09 / R57: passengers kept out of round 1 getting out within 4" of their transport. */
export const DISEMBARK_DISTANCE = 4;

/** XEN-TRANS-09 / R57: one passenger getting out in step 1, and where it is placed. */
export interface Disembarking {
  readonly model: string;
  readonly at: Vec2;
}

/**
 * XEN-TRANS-09 / R57: why passengers may not get out now: from round 2 on, a model in a closed transport of
 * a unit in the assault may be placed on the table within 4" of its transport, clear of other bases.
 */
export function whyBadDisembark(
  state: XenocideState,
  assault: AssaultState,
  player: PlayerId,
  disembark: readonly Disembarking[],
): AssaultRefusal | undefined {
  const placed = standingBases(state, new Set());
  for (const [i, entry] of disembark.entries()) {
    const model = findModel(state, entry.model);
    const transport = model?.embarkedIn === undefined ? undefined : findModel(state, model.embarkedIn);
    const carrierUnit = transport
      ? state.units.find((u) => u.models.some((m) => m.id === transport.id))
      : undefined;
    if (!model || !transport || !carrierUnit || unitOfModel(state, entry.model)?.player !== player)
      return refuse('unknown-entity', `Model ${entry.model} is not one of your passengers.`, [
        'disembark',
        i,
      ]);
    if (
      !mayDisembarkIntoRound(state, model, assault.round) ||
      participantOf(assault, carrierUnit.id)?.status !== 'fighting'
    ) {
      return refuse(
        'illegal-action',
        `Model ${entry.model} may get out only from round 2 on, from a closed transport in this assault (XEN-TRANS-09, R57).`,
        ['disembark', i],
      );
    }
    const base = { model: model.id, center: entry.at, radius: model.radius, high: false };
    const gap = geometry.baseDistance(base, baseOf(transport));
    if (!geometry.isOnTable(base, state.table) || !geometry.isAtMost(gap, DISEMBARK_DISTANCE)) {
      return refuse(
        'out-of-range',
        `Model ${entry.model} must be placed on the table within 4" of its transport; it would be ${inches(gap)} away (R57).`,
        ['disembark', i],
      );
    }
    const traits = traitsOf(profileOf(state, model));
    if (state.terrain.some((f) => isInside(entry.at, f) && isLandingForbidden(f, traits)))
      return refuse(
        'illegal-action',
        `Model ${entry.model} may not be placed in that terrain (XEN-TERR-10).`,
        ['disembark', i],
      );
    const hit = placed.find((b) => basesOverlap(base, b));
    if (hit)
      return refuse('illegal-action', `Model ${entry.model} would be placed on top of ${hit.model}.`, [
        'disembark',
        i,
      ]);
    placed.push(base);
  }
  return undefined;
}

/**
 * XEN-TRANS-09 / R57: passengers getting out in step 1: the effects that place them, and their units
 * joining the assault on the passengers' side when they were not in it yet.
 */
export function disembarkIntoAssault(
  state: XenocideState,
  assault: AssaultState,
  side: AssaultSide,
  entries: readonly Disembarking[],
): { readonly effects: AssaultEffect[]; readonly joined: AssaultParticipant[] } {
  const out = new Map<string, { unit: string; models: Disembarking[] }>();
  const joined: AssaultParticipant[] = [];
  for (const entry of entries) {
    const model = findModel(state, entry.model);
    const unitId = unitOfModel(state, entry.model)?.id;
    if (!model?.embarkedIn || !unitId) continue;
    const group = out.get(model.embarkedIn) ?? { unit: unitId, models: [] };
    group.models.push({ model: entry.model, at: entry.at });
    out.set(model.embarkedIn, group);
    if (!participantOf(assault, unitId) && !joined.some((p) => p.unit === unitId)) {
      joined.push({
        unit: unitId,
        side,
        joinedBy: 'disembarked',
        joinedRound: assault.round,
        initiator: false,
        status: 'fighting',
      });
    }
  }
  const effects: AssaultEffect[] = [...out].map(([transport, group]) => ({
    kind: 'models-disembarked',
    unit: group.unit,
    transport,
    models: group.models,
    rules: ['XEN-TRANS-09'],
  }));
  return { effects, joined };
}
