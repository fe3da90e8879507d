import { isDraft } from 'immer';

/**
 * Caches `fn(state)` per state object: states the engine hands out are frozen and never change, so a value
 * derived from one (an index, a distance table, who is in cover) is computed once. Drafts and unfrozen objects
 * are computed every time (they may still change).
 * @example const engaged = memoize((state: MyState) => engagedUnits(state));
 */
export function memoize<S extends object, R>(fn: (state: S) => R): (state: S) => R {
  const cache = new WeakMap<S, R>();
  return (state) => {
    if (isDraft(state) || !Object.isFrozen(state)) return fn(state);
    if (cache.has(state)) return cache.get(state) as R;
    const value = fn(state);
    cache.set(state, value);
    return value;
  };
}

/**
 * Caches `fn(state, key)` per state object and key, with the same rule as {@link memoize} for drafts. Keys
 * compare as a `Map`'s do: a string or number by value, an object (a unit of the state) by identity.
 * @example const reach = memoizeBy((state: MyState, unit: string) => reachableArea(state, unit));
 */
export function memoizeBy<S extends object, K, R>(fn: (state: S, key: K) => R): (state: S, key: K) => R {
  const cache = new WeakMap<S, Map<K, R>>();
  return (state, key) => {
    if (isDraft(state) || !Object.isFrozen(state)) return fn(state, key);
    let byKey = cache.get(state);
    if (!byKey) {
      byKey = new Map();
      cache.set(state, byKey);
    }
    if (byKey.has(key)) return byKey.get(key) as R;
    const value = fn(state, key);
    byKey.set(key, value);
    return value;
  };
}
