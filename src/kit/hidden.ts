import type { PlayerId } from 'sandtable';

/**
 * A value only its owner may see until it is revealed (a face-down order counter, a secret objective), as
 * kept in the full state. Views hold {@link HiddenView}s instead: see {@link redact}.
 */
export interface Hidden<T> {
  readonly owner: PlayerId;
  readonly revealed: boolean;
  readonly value: T;
}

/** A hidden value as a player's view shows it: the value when the viewer owns it or it is revealed. */
export type HiddenView<T> =
  | { readonly owner: PlayerId; readonly revealed: boolean; readonly value: T }
  | { readonly owner: PlayerId; readonly revealed: false; readonly hidden: true };

/**
 * A value hidden from everyone but `owner`.
 * @example draft.orders[unit] = conceal('red', 'advance');
 */
export function conceal<T>(owner: PlayerId, value: T): Hidden<T> {
  return { owner, revealed: false, value };
}

/** The same value, now visible to every player. */
export function reveal<T>(hidden: Hidden<T>): Hidden<T> {
  return hidden.revealed ? hidden : { ...hidden, revealed: true };
}

/** What `viewer` may see of a hidden value: everything when they own it or it is revealed, else only that it exists. */
export function redact<T>(hidden: Hidden<T>, viewer: PlayerId): HiddenView<T> {
  if (hidden.revealed || hidden.owner === viewer) return hidden;
  return { owner: hidden.owner, revealed: false, hidden: true };
}

/**
 * Per-unit hidden values as `viewer` may see them (the map keyed by unit id, in its key order), so a view
 * reveals them one unit at a time.
 * @example view.orders = redactEach(state.orders, viewer);
 */
export function redactEach<T>(
  values: Readonly<Record<string, Hidden<T>>>,
  viewer: PlayerId,
): Readonly<Record<string, HiddenView<T>>> {
  const out: Record<string, HiddenView<T>> = {};
  for (const key of Object.keys(values)) out[key] = redact(values[key] as Hidden<T>, viewer);
  return out;
}

/** The value of a hidden value when `viewer` may see it, else undefined. */
export function peek<T>(hidden: HiddenView<T> | Hidden<T>, viewer: PlayerId): T | undefined {
  if ('value' in hidden && (hidden.revealed || hidden.owner === viewer)) return hidden.value;
  return undefined;
}
