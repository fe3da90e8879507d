import { castDraft, type Draft, isDraft } from 'immer';
import type { ApplyContext, PlayerId } from 'sandtable';
import type { XenocideEvent } from './events';
import type { ModelProfile } from './schemas/unit-list';
import type { ModelState, Stage, UnitState, XenocideState } from './state';

/** The context Xenocide command handlers get from the engine. */
export type XenocideContext = ApplyContext<XenocideState, XenocideEvent>;
/** The draft Xenocide command handlers write to. */
export type XenocideDraft = Draft<XenocideState>;

const memos = new WeakMap<object, Map<string, unknown>>();

/**
 * Computes a value of a state once per state object: memoised only when the state is frozen (every state
 * the engine hands out is), so drafts and hand-built states being changed are always computed afresh.
 * Callers must treat the result as read-only.
 */
export function memoize<T>(state: XenocideState, key: string, compute: () => T): T {
  if (!Object.isFrozen(state)) return compute();
  let memo = memos.get(state);
  if (memo === undefined) {
    memo = new Map();
    memos.set(state, memo);
  } else if (memo.has(key)) return memo.get(key) as T;
  const value = compute();
  memo.set(key, value);
  return value;
}

/** Deep-freezes every part of `value` that holds no draft; says whether it held one. */
function settle(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return false;
  if (isDraft(value)) return true;
  let holdsDraft = false;
  if (Array.isArray(value)) {
    for (const item of value) if (settle(item)) holdsDraft = true;
  } else {
    for (const key of Object.keys(value))
      if (settle((value as Record<string, unknown>)[key])) holdsDraft = true;
  }
  if (!holdsDraft) Object.freeze(value);
  return holdsDraft;
}

/**
 * Prepares new plain data for writing into a draft: every part that holds no draft is deep-frozen, so immer's
 * finalisation does not walk it again (the engine freezes every new state anyway); parts holding a draft stay
 * as they are, for immer to finalise.
 */
export function settled<T>(value: T): Draft<T> {
  settle(value);
  return castDraft(value);
}

/** The unit with this id, or undefined. */
export function findUnit(state: XenocideState, id: string): UnitState | undefined {
  return state.units.find((u) => u.id === id);
}

/** The index of a unit in `state.units` (for writing through a draft), or -1. */
export function unitIndex(state: XenocideState, id: string): number {
  return state.units.findIndex((u) => u.id === id);
}

/** A model's profile. */
export function profileOf(state: XenocideState, model: ModelState): ModelProfile {
  const profile = state.profiles[model.profile];
  if (!profile) throw new Error(`xenocide: model ${model.id} has unknown profile ${model.profile}`);
  return profile;
}

/** The models of a unit that are on the table: not removed and not inside a closed transport (R57). */
export function modelsOnTable(state: XenocideState, unit: UnitState): ModelState[] {
  if (unit.status !== 'on-table') return [];
  return unit.models.filter(
    (m) => !m.removed && (m.embarkedIn === undefined || isOpenTransportRide(state, m)),
  );
}

/** Whether a model rides in an open transport (it stays on the table, XEN-TRANS-17). */
export function isOpenTransportRide(state: XenocideState, model: ModelState): boolean {
  if (model.embarkedIn === undefined) return false;
  const transport = findModel(state, model.embarkedIn);
  if (!transport) return false;
  const profile = profileOf(state, transport);
  return profile.kind !== 'titan' && profile.transport?.open === true;
}

/** A model anywhere in the game, by id. */
export function findModel(state: XenocideState, id: string): ModelState | undefined {
  for (const unit of state.units) {
    for (const model of unit.models) if (model.id === id) return model;
  }
  return undefined;
}

/** The unit a model belongs to (model ids are `${unitId}.m${n}`). */
export function unitOfModel(state: XenocideState, modelId: string): UnitState | undefined {
  const cut = modelId.lastIndexOf('.m');
  return cut < 0 ? undefined : findUnit(state, modelId.slice(0, cut));
}

/** The other player. */
export function opponentOf(state: XenocideState, player: PlayerId): PlayerId {
  return state.players[0] === player ? state.players[1] : state.players[0];
}

/** The index (0 or 1) of a player in `state.players` / `state.sides`. */
export function sideIndex(state: XenocideState, player: PlayerId): 0 | 1 {
  return state.players[0] === player ? 0 : 1;
}

/** Units of a player that are still in the game (not eliminated). */
export function liveUnits(state: XenocideState, player: PlayerId): UnitState[] {
  return state.units.filter((u) => u.player === player && u.status !== 'eliminated');
}

/** Moves the game to a new stage (the stage types are readonly; the draft takes them as they are). */
export function setStage(draft: XenocideDraft, stage: Stage): void {
  draft.stage = castDraft(stage);
}
