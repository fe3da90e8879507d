import { isDraft } from 'immer';
import { SandtableError } from 'sandtable';

/**
 * By-id lookups over a list in a ruleset's state, with one behaviour for "not found" everywhere: `get` returns
 * undefined (for ids a player sent: reject them), `require` throws an engine bug (for ids the state itself
 * holds: a missing one means the rules broke the state).
 */
export interface EntityIndex<T> {
  /** The entity with this id, or undefined. */
  get(id: string): T | undefined;
  /** The entity with this id; throws a `SandtableError` (`engine-bug`) naming `what` when there is none. */
  require(id: string): T;
  /** Its position in the list (for writing through a draft), or -1. */
  indexOf(id: string): number;
  /** Whether an entity has this id. */
  has(id: string): boolean;
}

const indexes = new WeakMap<object, Map<string, number>>();

/** The default key: the entity's `id`. */
const idOf = (item: unknown): string => (item as { readonly id: string }).id;

/** Lists shorter than this are scanned: building and reading a Map costs more than a few comparisons. */
const INDEX_FROM = 12;

/** Where the entity with `id` is in `list` (-1 if nowhere): the cached index of a frozen list, else a scan. */
function positionOf<T>(list: readonly T[], id: string, key: (item: T) => string): number {
  // Frozen lists (every state the engine hands out, and `ctx.base`) never change: index them once.
  // A draft or a list being built may still change, so it is scanned.
  if (list.length >= INDEX_FROM && Object.isFrozen(list) && !isDraft(list)) {
    let map = indexes.get(list);
    if (!map) {
      map = new Map();
      for (let i = 0; i < list.length; i++) {
        const k = key(list[i] as T);
        if (!map.has(k)) map.set(k, i);
      }
      indexes.set(list, map);
    }
    return map.get(id) ?? -1;
  }
  for (let i = 0; i < list.length; i++) if (key(list[i] as T) === id) return i;
  return -1;
}

/**
 * The position of the entity with `id` in `list`, or -1: the same lookup as {@link byId} without building an
 * index object (for hot paths).
 * @example const i = indexOfId(original(draft.units), command.unit);
 */
export function indexOfId<T>(list: readonly T[], id: string, key: (item: T) => string = idOf): number {
  return positionOf(list, id, key);
}

/**
 * An index over `list` by `key` (default `id`): O(1) on frozen states (built once per list object and
 * cached), a scan on drafts and short lists. `what` names the entity in engine-bug messages (`'unit'`).
 * @example const unit = byId(state.units, 'unit').require(command.unit);
 */
export function byId<T>(list: readonly T[], what: string, key: (item: T) => string = idOf): EntityIndex<T> {
  return {
    get: (id) => {
      const i = positionOf(list, id, key);
      return i < 0 ? undefined : (list[i] as T);
    },
    indexOf: (id) => positionOf(list, id, key),
    has: (id) => positionOf(list, id, key) >= 0,
    require(id) {
      const i = positionOf(list, id, key);
      if (i < 0) throw rulesetBug(`${what} '${id}' is missing from the state`);
      return list[i] as T;
    },
  };
}

/**
 * A lookup table for one kind of entity in a state: `entities(state)` selects the list, so rulesets write
 * `units.require(state, id)` instead of their own `findUnit`/`draftUnit` helpers. Allocates nothing per call.
 * @example export const units = entityTable((s: MyState) => s.units, 'unit');
 */
export function entityTable<S, T>(
  select: (state: S) => readonly T[],
  what: string,
  key: (item: T) => string = idOf,
): {
  /** The entity with this id, or undefined (ids a player sent). */
  get(state: S, id: string): T | undefined;
  /** The entity with this id, or an engine bug (ids the state holds). */
  require(state: S, id: string): T;
  /** Its position in the list, or -1. */
  indexOf(state: S, id: string): number;
} {
  return {
    get(state, id) {
      const list = select(state);
      const i = positionOf(list, id, key);
      return i < 0 ? undefined : (list[i] as T);
    },
    require(state, id) {
      const list = select(state);
      const i = positionOf(list, id, key);
      if (i < 0) throw rulesetBug(`${what} '${id}' is missing from the state`);
      return list[i] as T;
    },
    indexOf: (state, id) => positionOf(select(state), id, key),
  };
}

/**
 * The error a ruleset throws when its own state is inconsistent (never for a player's command): a
 * `SandtableError` with code `engine-bug`, so callers tell it from a rejection.
 * @example throw rulesetBug(`unit ${id} has no profile`);
 */
export function rulesetBug(message: string): SandtableError {
  return new SandtableError('engine-bug', message);
}
