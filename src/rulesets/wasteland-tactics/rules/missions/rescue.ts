import { type Circle, geometry, type PlayerId } from 'sandtable';
import type { WastelandContext } from '../../events';
import type { UnitState, WastelandDraft, WastelandState } from '../../state';
import { areEnemies, footprint, liveModels, profileOf, unitsById } from '../units/units';
import { isScoring } from './scoring';
import { pointInZone } from './zones';

/** WT-MIS-21: a Rescue counter's radius (a 1" counter). */
export const COUNTER_RADIUS = 0.5;

/** The unit and model carrying the key counter, if its carrier is alive on the table. */
export function keyCarrier(state: WastelandState): { unit: UnitState; model: string } | undefined {
  const carrier = state.mission.key?.carrier;
  if (carrier === undefined) return undefined;
  const unit = unitsById.get(state, carrier.slice(0, carrier.lastIndexOf('.m')));
  const model = unit?.models.find((m) => m.id === carrier && m.alive);
  return unit && unit.status === 'on-table' && model ? { unit, model: model.id } : undefined;
}

/** R41: the counter follows its carrier; a dead carrier drops it where it stands. */
export function syncKeyCounter(draft: WastelandDraft): void {
  const key = draft.mission.key;
  if (!key || key.carrier === undefined) return;
  const found = keyCarrier(draft as WastelandState);
  const model = found?.unit.models.find((m) => m.id === found.model);
  if (model) {
    key.x = model.x;
    key.y = model.y;
  } else delete key.carrier;
}

/**
 * WT-MIS-22 / R41: at the start of a round, a player whose scoring unit touches the counter, with no enemy
 * scoring unit touching it, picks it up; otherwise it stays where it is.
 */
export function carryKeyCounter(draft: WastelandDraft, ctx: WastelandContext): void {
  syncKeyCounter(draft);
  const state = draft as WastelandState;
  const key = state.mission.key;
  if (state.mission.id !== 8 || !key) return;
  const counter = { center: { x: key.x, y: key.y }, radius: COUNTER_RADIUS };
  const touching = state.units.filter(
    (u) => isScoring(state, u) && liveModels(u).some((m) => touchesCounter(state, u, m.id, counter)),
  );
  const players = [...new Set(touching.map((u) => u.player))];
  const holder = players.find((p) => !touching.some((u) => areEnemies(state, p, u.player)));
  const draftKey = draft.mission.key;
  if (!draftKey) return;
  if (holder === undefined) {
    delete draftKey.carrier;
    return;
  }
  const unit = touching.find((u) => u.player === holder) as UnitState;
  const model = liveModels(unit).find(
    (m) => touchesCounter(state, unit, m.id, counter) || m.id === key.carrier,
  );
  if (!model || key.carrier === model.id) return;
  draftKey.carrier = model.id;
  ctx.emit({ type: 'key-counter-carried', player: holder, unit: unit.id });
}

function touchesCounter(state: WastelandState, unit: UnitState, modelId: string, counter: Circle): boolean {
  const model = unit.models.find((m) => m.id === modelId);
  if (!model) return false;
  const circle = footprint(state, unit, model);
  // A counter lies flat on the table: touching it is a 2-D matter (R14 concerns models).
  const reach = state.settings.contactTolerance + geometry.GEOMETRY_EPSILON;
  return state.mission.key?.carrier === modelId || geometry.baseDistance(circle, counter) <= reach;
}

/** WT-MIS-23: the player whose unit carries the counter to a table edge inside their own deployment zone, if any. */
export function keyDeliveredBy(state: WastelandState): PlayerId | undefined {
  const k = state.mission.key;
  if (!k) return undefined;
  const carried = keyCarrier(state);
  if (!carried) return undefined;
  const reach = profileOf(state, carried.unit).base / 2;
  const edge = Math.min(k.x, k.y, state.table.width - k.x, state.table.depth - k.y);
  if (!geometry.isAtMost(edge, reach)) return undefined;
  const side = state.sides.find((s) => s.player === carried.unit.player);
  return side && pointInZone(k, side.zone) ? side.player : undefined;
}
