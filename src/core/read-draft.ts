import { current, type Draft, isDraft } from 'immer';

/** Where immer keeps a draft's bookkeeping (`Symbol.for`, so it is the same symbol in every copy of immer). */
const DRAFT_STATE = Symbol.for('immer-state');

/** The part of immer's per-draft bookkeeping this module reads (immer 10 and 11). */
interface DraftInternals {
  readonly modified_: boolean;
  readonly base_: object;
  readonly copy_: object | null | undefined;
}

function internalsOf(value: object): DraftInternals | undefined {
  const internals = (value as { [DRAFT_STATE]?: unknown })[DRAFT_STATE];
  if (typeof internals !== 'object' || internals === null) return undefined;
  const { modified_, base_ } = internals as Partial<DraftInternals>;
  return typeof modified_ === 'boolean' && typeof base_ === 'object'
    ? (internals as DraftInternals)
    : undefined;
}

/** `value` with every draft inside it replaced by its plain contents; the same object when none changed. */
function plain(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const internals = internalsOf(value);
  let source: object;
  if (internals) {
    if (!internals.modified_ || !internals.copy_) return internals.base_;
    source = internals.copy_;
  } else {
    // Frozen data never holds a draft; new plain data written into the draft may.
    if (Object.isFrozen(value)) return value;
    source = value;
  }
  if (Array.isArray(source)) {
    let out: unknown[] | undefined = internals ? source.slice() : undefined;
    for (let i = 0; i < source.length; i++) {
      const item = source[i];
      const read = plain(item);
      if (read !== item) {
        out ??= source.slice();
        out[i] = read;
      }
    }
    return out ?? source;
  }
  let out: Record<string, unknown> | undefined = internals ? { ...source } : undefined;
  for (const key of Object.keys(source)) {
    const item = (source as Record<string, unknown>)[key];
    const read = plain(item);
    if (read !== item) {
      out ??= { ...source };
      out[key] = read;
    }
  }
  return out ?? source;
}

/**
 * The contents of an immer draft as plain data, for rules to read while a command writes: unchanged parts
 * are the previous state's own (frozen) objects and only what the command has changed so far is copied.
 * Equal to immer's `current(draft)`, several times cheaper: it reads immer's bookkeeping directly instead
 * of spreading proxies (which makes a proxy of every child it touches). A snapshot: take it again after
 * writing. A value that is not a draft is returned as it is.
 */
export function readDraft<T>(draft: T): T {
  if (!isDraft(draft)) return draft;
  // Unknown bookkeeping (a future immer): immer's own, slower `current`.
  if (!internalsOf(draft as object)) return current(draft as Draft<T>) as T;
  return plain(draft) as T;
}
