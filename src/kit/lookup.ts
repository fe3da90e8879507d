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

function positions<T>(list: readonly T[], key: (item: T) => string): Map<string, number> | undefined {
  // Frozen lists (every state the engine hands out, and `ctx.base`) never change: index them once.
  // A draft or a list being built may still change, so it is scanned.
  if (isDraft(list) || !Object.isFrozen(list)) return undefined;
  let map = indexes.get(list);
  if (!map) {
    map = new Map();
    for (let i = 0; i < list.length; i++) {
      const id = key(list[i] as T);
      if (!map.has(id)) map.set(id, i);
    }
    indexes.set(list, map);
  }
  return map;
}

/**
 * An index over `list` by `key` (default `id`): O(1) on frozen states (built once per list object and
 * cached), a scan on drafts. `what` names the entity in engine-bug messages (`'unit'`).
 * @example const unit = byId(state.units, 'unit').require(command.unit);
 */
export function byId<T>(
  list: readonly T[],
  what: string,
  key: (item: T) => string = (item) => (item as { readonly id: string }).id,
): EntityIndex<T> {
  const indexOf = (id: string): number => {
    const map = positions(list, key);
    if (map) return map.get(id) ?? -1;
    for (let i = 0; i < list.length; i++) if (key(list[i] as T) === id) return i;
    return -1;
  };
  const get = (id: string): T | undefined => {
    const i = indexOf(id);
    return i < 0 ? undefined : (list[i] as T);
  };
  return {
    get,
    indexOf,
    has: (id) => indexOf(id) >= 0,
    require(id) {
      const i = indexOf(id);
      if (i < 0) throw rulesetBug(`${what} '${id}' is missing from the state`);
      return list[i] as T;
    },
  };
}

/**
 * A lookup table for one kind of entity in a state: `entities(state)` selects the list, so rulesets write
 * `units.require(state, id)` instead of their own `findUnit`/`draftUnit` helpers.
 * @example export const units = entityTable((s: MyState) => s.units, 'unit');
 */
export function entityTable<S, T>(
  select: (state: S) => readonly T[],
  what: string,
  key?: (item: T) => string,
): {
  /** The entity with this id, or undefined (ids a player sent). */
  get(state: S, id: string): T | undefined;
  /** The entity with this id, or an engine bug (ids the state holds). */
  require(state: S, id: string): T;
  /** Its position in the list, or -1. */
  indexOf(state: S, id: string): number;
} {
  return {
    get: (state, id) => byId(select(state), what, key).get(id),
    require: (state, id) => byId(select(state), what, key).require(id),
    indexOf: (state, id) => byId(select(state), what, key).indexOf(id),
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
