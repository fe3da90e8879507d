import { geometry, type Vec2 } from 'sandtable';
import { findModel, profileOf, unitOfModel } from '../../context';
import type { ModelState, UnitState, XenocideState } from '../../state';
import type { AssaultState } from '../../state/assault';
import { basesOverlap, type PlacedBase, standingBases } from '../movement/overlap';
import { transportWindow } from '../movement/passengers';
import { isInside, isLandingForbidden } from '../movement/terrain-effects';
import { traitsOf } from '../movement/traits';
import { BOARDING_REACH, LOADING_DISTANCE, UNLOADING_DISTANCE } from '../movement/transport-places';
import { enemyZoneBases, ZONE_OF_CONTROL } from '../movement/zone-of-control';
import type { UnitMove } from './assault-move';
import type { AssaultEffect } from './effects';
import { participantOf } from './participants';
import { type AssaultRefusal, inches, refuse } from './refusal';

/** XEN-TRANS-10 / XEN-TRANS-12: a model getting into a transport during a close-assault move. */
export interface Boarding {
  readonly model: string;
  readonly transport: string;
}

/** XEN-TRANS-10: a passenger getting out during a follow-up move, and where it is placed. */
export interface Landing {
  readonly model: string;
  readonly at: Vec2;
}

const gap = (a: Vec2, ra: number, b: Vec2, rb: number) =>
  geometry.baseDistance({ center: a, radius: ra }, { center: b, radius: rb });

/** XEN-TRANS-01: the Size of the models a transport carries once `boarding` get in (and `leaving` got out). */
function loadAfter(
  state: XenocideState,
  transport: string,
  boarding: readonly string[],
  leaving: ReadonlySet<string>,
): number {
  const size = (m: ModelState) => traitsOf(profileOf(state, m)).size ?? 0;
  const riders = state.units.flatMap((u) =>
    u.models.filter((m) => !m.removed && m.embarkedIn === transport && !leaving.has(m.id)),
  );
  const extra = boarding.map((id) => findModel(state, id)).filter((m): m is ModelState => m !== undefined);
  return [...riders, ...extra].reduce((n, m) => n + size(m), 0);
}

/**
 * XEN-TRANS-01 / XEN-TRANS-10 / XEN-TRANS-12: the checks every boarding shares: a friendly model on the
 * table, on foot, not a titan, named once, getting into a friendly transport model on the ground that is not
 * itself carried, within its capacity. `near` says whether the model reaches the transport.
 */
function whyBadBoarding(
  state: XenocideState,
  unit: UnitState,
  boardings: readonly Boarding[],
  near: (model: ModelState, transport: ModelState) => AssaultRefusal | undefined,
  leaving: ReadonlySet<string> = new Set(),
): AssaultRefusal | undefined {
  const seen = new Set<string>();
  for (const [i, b] of boardings.entries()) {
    const at = ['embark', i];
    const model = findModel(state, b.model);
    const owner = unitOfModel(state, b.model);
    if (!model || !owner || owner.player !== unit.player || owner.status !== 'on-table' || model.removed)
      return refuse('unknown-entity', `Model ${b.model} is not a friendly model on the table.`, at);
    if (seen.has(model.id)) return refuse('illegal-action', `Model ${model.id} is listed twice.`, at);
    seen.add(model.id);
    if (model.embarkedIn !== undefined)
      return refuse('illegal-action', `Model ${model.id} is already in a transport.`, at);
    if (traitsOf(profileOf(state, model)).size === undefined)
      return refuse('illegal-action', `Titan ${model.id} cannot ride in a transport (XEN-TRANS-01).`, at);
    const transport = findModel(state, b.transport);
    const carrier = unitOfModel(state, b.transport);
    const traits = transport ? traitsOf(profileOf(state, transport)) : undefined;
    if (
      !transport ||
      !carrier ||
      !traits?.transport ||
      transport.removed ||
      transport.embarkedIn !== undefined ||
      carrier.player !== unit.player ||
      carrier.status !== 'on-table' ||
      carrier.high
    ) {
      return refuse('illegal-action', `${b.transport} is not a friendly transport on the ground.`, [
        ...at,
        'transport',
      ]);
    }
    const far = near(model, transport);
    if (far) return { ...far, path: at };
    const boarding = boardings.filter((x) => x.transport === b.transport).map((x) => x.model);
    const load = loadAfter(state, b.transport, boarding, leaving);
    if (load > traits.transport.capacity) {
      return refuse(
        'out-of-range',
        `Transport ${b.transport} would carry models of total Size ${load}; its capacity is ${traits.transport.capacity} (XEN-TRANS-01).`,
        at,
      );
    }
  }
  return undefined;
}

/**
 * XEN-TRANS-12 / XEN-TRANS-05 / R39: why the boarding at the start of a flee or retreat is refused: the
 * transports are the moving unit's own; the models get in where they stand, within 4" of the transport, and
 * are the unit's own or belong to a friendly unit not fighting in this assault.
 */
export function whyBadFleeBoarding(
  state: XenocideState,
  assault: AssaultState,
  unit: UnitState,
  boardings: readonly Boarding[],
): AssaultRefusal | undefined {
  return whyBadBoarding(state, unit, boardings, (model, transport) => {
    const owner = unitOfModel(state, model.id);
    if (!unit.models.some((m) => m.id === transport.id))
      return refuse(
        'illegal-action',
        `A fleeing unit takes models aboard its own transports; ${transport.id} is not one of them (XEN-TRANS-12).`,
      );
    if (owner && owner.id !== unit.id && participantOf(assault, owner.id)?.status === 'fighting')
      return refuse(
        'illegal-action',
        `Unit ${owner.id} is fighting in this close assault; it flees or retreats on its own (XEN-TRANS-12).`,
      );
    const d = gap(model, model.radius, transport, transport.radius);
    if (!geometry.isAtMost(d, LOADING_DISTANCE))
      return refuse(
        'out-of-range',
        `Model ${model.id} is ${inches(d)} from ${transport.id}; models get in at the start of the flee, from within 4" (XEN-TRANS-12, XEN-TRANS-05).`,
      );
    return undefined;
  });
}

/**
 * XEN-TRANS-10 / XEN-TRANS-02: why boarding during a follow-up is refused: the unit's own models get into a
 * friendly transport that they end the follow-up within 1" of (where it ends, if it follows up too).
 */
export function whyBadFollowUpBoarding(
  state: XenocideState,
  unit: UnitState,
  ends: ReadonlyMap<string, Vec2>,
  boardings: readonly Boarding[],
): AssaultRefusal | undefined {
  return whyBadBoarding(state, unit, boardings, (model, transport) => {
    if (!unit.models.some((m) => m.id === model.id))
      return refuse('illegal-action', `Model ${model.id} is not a model of ${unit.id}.`);
    const from = ends.get(model.id) ?? { x: model.x, y: model.y };
    const to = ends.get(transport.id) ?? { x: transport.x, y: transport.y };
    const d = gap(from, model.radius, to, transport.radius);
    if (!geometry.isAtMost(d, BOARDING_REACH))
      return refuse(
        'out-of-range',
        `Model ${model.id} ends ${inches(d)} from ${transport.id}; a model boards a transport it ends within 1" of (XEN-TRANS-10, XEN-TRANS-02).`,
      );
    return undefined;
  });
}

/**
 * XEN-TRANS-10 / XEN-TRANS-04 / XEN-CA-37 / R57: why passengers getting out during a follow-up are refused:
 * each is a passenger of the unit, placed on the table within 4" of where its transport ends, not in terrain
 * it may not stand in, not on another base, and not within 4" of an enemy unit.
 */
export function whyBadFollowUpLanding(
  state: XenocideState,
  unit: UnitState,
  ends: ReadonlyMap<string, Vec2>,
  landings: readonly Landing[],
): AssaultRefusal | undefined {
  const placed: PlacedBase[] = standingBases(state, new Set(ends.keys()));
  for (const [model, end] of ends) {
    const m = findModel(state, model);
    if (m) placed.push({ model, center: end, radius: m.radius, high: false });
  }
  const enemies = enemyZoneBases(state, unit.player);
  const seen = new Set<string>();
  for (const [i, l] of landings.entries()) {
    const at = ['disembark', i];
    const model = unit.models.find((m) => m.id === l.model);
    if (!model || model.removed || model.embarkedIn === undefined || seen.has(l.model))
      return refuse('illegal-action', `Model ${l.model} is not a passenger of ${unit.id} (listed once).`, at);
    seen.add(model.id);
    const transport = findModel(state, model.embarkedIn);
    if (!transport || transport.removed)
      return refuse('illegal-action', `Model ${model.id} has no transport to get out of.`, at);
    const from = ends.get(transport.id) ?? { x: transport.x, y: transport.y };
    const base: PlacedBase = {
      model: model.id,
      center: { x: l.at.x, y: l.at.y },
      radius: model.radius,
      high: false,
    };
    const d = gap(base.center, base.radius, from, transport.radius);
    if (!geometry.isOnTable(base, state.table) || !geometry.isAtMost(d, UNLOADING_DISTANCE))
      return refuse(
        'out-of-range',
        `Model ${model.id} must be placed on the table within 4" of ${transport.id}; it would be ${inches(d)} away (XEN-TRANS-10, XEN-TRANS-04).`,
        at,
      );
    const traits = traitsOf(profileOf(state, model));
    if (state.terrain.some((f) => isInside(base.center, f) && isLandingForbidden(f, traits)))
      return refuse(
        'illegal-action',
        `Model ${model.id} may not be placed in that terrain (XEN-TERR-10).`,
        at,
      );
    const enemy = geometry.nearest(base, enemies);
    if (enemy && geometry.isAtMost(enemy.distance, ZONE_OF_CONTROL))
      return refuse(
        'zone-of-control',
        `Model ${model.id} would be placed ${inches(enemy.distance)} from ${enemies[enemy.index]?.unit}; no follow-up may end within 4" of an enemy unit (XEN-CA-37).`,
        at,
      );
    const hit = placed.find((b) => basesOverlap(base, b));
    if (hit) return refuse('illegal-action', `Model ${model.id} would be placed on top of ${hit.model}.`, at);
    placed.push(base);
  }
  return undefined;
}

/**
 * XEN-TRANS-10 / XEN-TRANS-12: the effects of models getting into transports, one per unit and transport,
 * naming the rule that let them: XEN-TRANS-10 in a follow-up, XEN-TRANS-12 at the start of a flee or retreat.
 */
export function boardingEffects(
  state: XenocideState,
  boardings: readonly Boarding[],
  rule: 'XEN-TRANS-10' | 'XEN-TRANS-12',
): AssaultEffect[] {
  const groups = new Map<string, { unit: string; transport: string; models: string[] }>();
  for (const b of boardings) {
    const unit = unitOfModel(state, b.model)?.id;
    if (!unit) continue;
    const key = `${unit}|${b.transport}`;
    const group = groups.get(key) ?? { unit, transport: b.transport, models: [] };
    group.models.push(b.model);
    groups.set(key, group);
  }
  return [...groups.values()].map((g) => ({ kind: 'models-embarked', ...g, rules: [rule] }));
}

/** XEN-TRANS-10: the effects of passengers getting out, one per transport. */
export function landingEffects(
  state: XenocideState,
  unit: string,
  landings: readonly Landing[],
): AssaultEffect[] {
  const groups = new Map<string, { model: string; at: Vec2 }[]>();
  for (const l of landings) {
    const transport = findModel(state, l.model)?.embarkedIn;
    if (!transport) continue;
    groups.set(transport, [
      ...(groups.get(transport) ?? []),
      { model: l.model, at: { x: l.at.x, y: l.at.y } },
    ]);
  }
  return [...groups].map(([transport, models]) => ({
    kind: 'models-disembarked',
    unit,
    transport,
    models,
    rules: ['XEN-TRANS-10'],
  }));
}

/**
 * XEN-TRANS-10 / XEN-TRANS-12 / R57: why a close-assault move may not take models in or out of transports:
 * a follow-up may do both, a flee or retreat may only take models in (at its start), and maneuvers and
 * reinforcements neither (passengers get out in step 1 through the maneuver's own list, XEN-TRANS-09).
 */
export function whyNoTransportUse(
  move: UnitMove,
  kind: 'maneuver' | 'reinforcement' | 'flee' | 'retreat' | 'follow-up',
): AssaultRefusal | undefined {
  const window =
    kind === 'maneuver' || kind === 'reinforcement'
      ? { embark: 'never' as const, disembark: false }
      : transportWindow(kind);
  if ((move.embark?.length ?? 0) > 0 && window.embark === 'never')
    return refuse(
      'illegal-action',
      `Models get into transports only when following up (XEN-TRANS-10) or at the start of a flee or retreat (XEN-TRANS-12), not in a ${kind}.`,
      ['embark'],
    );
  if ((move.disembark?.length ?? 0) > 0 && !window.disembark)
    return refuse(
      'illegal-action',
      `Passengers get out in a follow-up (XEN-TRANS-10) or in step 1 of a later round (XEN-TRANS-09), not in a ${kind}.`,
      ['disembark'],
    );
  return undefined;
}
