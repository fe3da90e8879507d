import { castDraft, type Draft, isDraft, original } from 'immer';
import { type ApplyContext, type PlayerId, type Rejection, readDraft } from 'sandtable';
import { type CommandSpec, type DecisionSpec, entityTable, indexOfId, rulesetBug } from 'sandtable/kit';
import type { CommandOfType, XenocideCommand } from './commands/schema';
import type { XenocideEvent } from './events';
import type { XenocidePrompt } from './schemas/prompts';
import type { ModelProfile } from './schemas/unit-list';
import type { ModelState, Stage, UnitState, XenocideState } from './state';

/** The context Xenocide command handlers get from the engine. */
export type XenocideContext = ApplyContext<XenocideState, XenocideEvent>;
/** The draft Xenocide command handlers write to. */
export type XenocideDraft = Draft<XenocideState>;
/** A row of Xenocide's command table: how commands of type `T` are applied. */
export type XenocideCommandSpec<T extends XenocideCommand['type']> = CommandSpec<
  XenocideState,
  CommandOfType<T>,
  XenocideEvent
>;
/** A row of Xenocide's decision table: what the game asks at stages of kind `K`, and what answers it. */
export type XenocideDecisionSpec<K extends Stage['kind']> = DecisionSpec<
  XenocideState,
  XenocideCommand,
  XenocidePrompt,
  Extract<Stage, { readonly kind: K }>
>;

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

/**
 * The game as it stands in a draft, as plain data for the pure rules to read: core's `readDraft` (a snapshot:
 * take it again after writing to the draft). New code calls `readDraft` itself; kept for the rules' callers.
 */
export function readable(draft: XenocideDraft | XenocideState): XenocideState {
  return readDraft(draft) as XenocideState;
}

/**
 * The game's units by id, with the kit's one not-found behaviour: `unitById.get` answers undefined (ids a player
 * sent: reject them), `unitById.require` throws an engine bug (ids the state itself holds).
 * @example const unit = unitById.require(state, stage.units[0]);
 */
export const unitById = entityTable((state: XenocideState) => state.units, 'unit');

/** The game's companies by id (see {@link unitById}). */
export const companyById = entityTable((state: XenocideState) => state.companies, 'company');

/** The unit with this id, or undefined (`unitById.get`). */
export function findUnit(state: XenocideState, id: string): UnitState | undefined {
  return unitById.get(state, id);
}

/** The index of a unit in `state.units` (for writing through a draft), or -1 (`unitById.indexOf`). */
export function unitIndex(state: XenocideState, id: string): number {
  return unitById.indexOf(state, id);
}

/** The plain array behind a draft's array: ids and order of units and models never change within a command. */
function plainArray<T>(array: readonly T[]): readonly T[] {
  return isDraft(array) ? (original(array as unknown[]) as readonly T[]) : array;
}

/**
 * A unit of the draft, by id, for writing, or undefined: found by its index in the plain array (indexed once
 * per state by the kit), so only the unit written becomes a proxy (`draft.units.find(...)` makes one of
 * every unit it passes).
 */
export function draftUnit(draft: XenocideDraft, id: string): Draft<UnitState> | undefined {
  const i = indexOfId(plainArray<UnitState>(draft.units as readonly UnitState[]), id);
  return i < 0 ? undefined : draft.units[i];
}

/**
 * A model of the draft, by id, for writing (found like {@link draftUnit}): in `unitId` when given, else in the
 * unit its `${unitId}.m${n}` id names, else anywhere.
 */
export function draftModel(draft: XenocideDraft, id: string, unitId?: string): Draft<ModelState> | undefined {
  const list = plainArray<UnitState>(draft.units as readonly UnitState[]);
  const cut = id.lastIndexOf('.m');
  const named = unitId ?? (cut < 0 ? undefined : id.slice(0, cut));
  const owner = named === undefined ? -1 : indexOfId(list, named);
  const order = unitId !== undefined ? [owner] : owner < 0 ? list.keys() : [owner, ...list.keys()];
  for (const i of order) {
    const models = list[i]?.models;
    const j = models ? models.findIndex((m) => m.id === id) : -1;
    if (j >= 0) return (draft.units[i] as Draft<UnitState>).models[j];
  }
  return undefined;
}

/** The ids of the models (removed ones too) the draft has aboard each transport model now, by transport id. */
export function modelsAboard(draft: XenocideDraft): Map<string, string[]> {
  const aboard = new Map<string, string[]>();
  for (const unit of readDraft(draft.units as readonly UnitState[])) {
    for (const m of unit.models) {
      if (m.embarkedIn === undefined) continue;
      const riders = aboard.get(m.embarkedIn);
      if (riders) riders.push(m.id);
      else aboard.set(m.embarkedIn, [m.id]);
    }
  }
  return aboard;
}

/** Whether the draft has a live model aboard a transport model now (XEN-TRANS-15: it must be destroyed, not just removed). */
export function isLoaded(draft: XenocideDraft, transportId: string): boolean {
  return readDraft(draft.units as readonly UnitState[]).some((u) =>
    u.models.some((m) => !m.removed && m.embarkedIn === transportId),
  );
}

/** A model's profile; an engine bug when the state has none under its key (the state holds both). */
export function profileOf(state: XenocideState, model: ModelState): ModelProfile {
  const profile = state.profiles[model.profile];
  if (!profile) throw rulesetBug(`xenocide: model ${model.id} has unknown profile ${model.profile}`);
  return profile;
}

/** The models of a unit that are on the table: not removed and not inside a closed transport (R57). */
export function modelsOnTable(state: XenocideState, unit: UnitState): readonly ModelState[] {
  if (unit.status !== 'on-table') return NONE;
  // A unit of a frozen state with nobody aboard a transport: the answer depends on the unit alone, and an
  // unchanged unit is the same object in every later state.
  const cached = onTable.get(unit);
  if (cached) return cached;
  let riders = false;
  for (const m of unit.models) if (m.embarkedIn !== undefined) riders = true;
  const models = unit.models.filter(
    (m) => !m.removed && (m.embarkedIn === undefined || isOpenTransportRide(state, m)),
  );
  if (riders || !Object.isFrozen(unit)) return models;
  Object.freeze(models);
  onTable.set(unit, models);
  return models;
}

const NONE: readonly ModelState[] = Object.freeze([]);
const onTable = new WeakMap<UnitState, readonly ModelState[]>();

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

/** A catalogue rule ID (`XEN-CP-07`) as messages name them. */
const CATALOGUE_ID = /\bXEN-[A-Z]+-\d+\b/g;

/** The catalogue rule a message names, when it names exactly one (the rule that forbids what it refuses). */
export function ruleNamedIn(message: string): string | undefined {
  const ids = new Set(message.match(CATALOGUE_ID));
  return ids.size === 1 ? [...ids][0] : undefined;
}

/**
 * Rejects the command with a refusal the rules gave: its code and message, `extra` as given, and the rule that
 * forbids it (the refusal's own `rule`, else the one catalogue ID its message names).
 * @example if (why) return refuse(ctx, why, { path: ['unit'] });
 */
export function refuse(
  ctx: XenocideContext,
  why: Pick<Rejection, 'code' | 'message' | 'rule'>,
  extra: Pick<Rejection, 'path' | 'details'> = {},
): never {
  const rule = why.rule ?? ruleNamedIn(why.message);
  return ctx.reject(why.code, why.message, rule === undefined ? extra : { ...extra, rule });
}
