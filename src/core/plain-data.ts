import type { Json } from './types.js';

/** Limits of {@link toPlainData}. */
export interface PlainDataLimits {
  /** Deepest nesting of arrays and objects allowed (the top value is depth 1). */
  readonly maxDepth: number;
  /** Most values (objects, arrays, primitives) allowed in all. */
  readonly maxValues: number;
}

/** The limits a command is read with: far above any real command, far below what would cost time. */
export const COMMAND_LIMITS: PlainDataLimits = { maxDepth: 32, maxValues: 100_000 };

/** The limits a ruleset state is read with (gameFromState) and saves and records are loaded with. */
export const STATE_LIMITS: PlainDataLimits = { maxDepth: 200, maxValues: 10_000_000 };

/** The result of {@link toPlainData}: a frozen copy, or why the value is not plain data. */
export type PlainDataResult =
  | { readonly ok: true; readonly value: Json }
  | { readonly ok: false; readonly reason: string; readonly path: readonly (string | number)[] };

class NotPlain {
  readonly reason: string;
  readonly path: (string | number)[];
  constructor(reason: string, path: (string | number)[]) {
    this.reason = reason;
    this.path = path;
  }
}

/**
 * Takes one frozen, plain-data copy of an untrusted value: own enumerable string-keyed properties of plain
 * objects and the elements of arrays, each property read exactly once (a getter runs once; the copy holds
 * what it returned). Never throws: a cycle, a function, a symbol, a bigint, a class instance, too deep or too
 * large a value, or a Proxy trap that throws gives `{ ok: false, reason, path }`.
 */
export function toPlainData(input: unknown, limits: PlainDataLimits = COMMAND_LIMITS): PlainDataResult {
  const path: (string | number)[] = [];
  const ancestors = new Set<object>();
  let values = 0;

  const copy = (value: unknown, depth: number): Json => {
    values += 1;
    if (values > limits.maxValues) {
      throw new NotPlain(`it holds more than ${limits.maxValues} values`, [...path]);
    }
    switch (typeof value) {
      case 'string':
      case 'boolean':
        return value;
      case 'number':
        return value;
      case 'undefined':
        return undefined as unknown as Json;
      case 'object':
        break;
      default:
        throw new NotPlain(`a ${typeof value} is not plain data`, [...path]);
    }
    if (value === null) return null;
    if (depth > limits.maxDepth) {
      throw new NotPlain(`it is nested more than ${limits.maxDepth} levels deep`, [...path]);
    }
    if (ancestors.has(value)) throw new NotPlain('it contains itself (a cycle)', [...path]);
    ancestors.add(value);
    let out: Json;
    if (Array.isArray(value)) {
      const length = value.length;
      if (length > limits.maxValues - values) {
        throw new NotPlain(`it holds more than ${limits.maxValues} values`, [...path]);
      }
      const items: Json[] = new Array(length);
      for (let i = 0; i < length; i++) {
        path.push(i);
        items[i] = copy(value[i], depth + 1);
        path.pop();
      }
      out = items;
    } else {
      const proto = Object.getPrototypeOf(value);
      if (proto !== null && Object.getPrototypeOf(proto) !== null) {
        throw new NotPlain('an instance of a class is not plain data (send a plain object)', [...path]);
      }
      const record: Record<string, Json> = {};
      for (const key of Object.keys(value)) {
        path.push(key);
        const item = copy((value as Record<string, unknown>)[key], depth + 1);
        if (key === '__proto__') {
          // defineProperty keeps a `__proto__` key an own property (and never sets the prototype).
          Object.defineProperty(record, key, {
            value: item,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        } else {
          record[key] = item;
        }
        path.pop();
      }
      out = record;
    }
    ancestors.delete(value);
    return Object.freeze(out);
  };

  try {
    return { ok: true, value: copy(input, 1) };
  } catch (error) {
    if (error instanceof NotPlain) return { ok: false, reason: error.reason, path: error.path };
    return {
      ok: false,
      reason: `reading it failed (${error instanceof Error ? error.name : 'a thrown value'})`,
      path: [...path],
    };
  }
}

/**
 * The nesting depth of JSON text (arrays and objects), counted without parsing and stopping once it passes
 * `limit`: lets a loader refuse absurdly deep text before anything recursive touches it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth -= 1;
    }
  }
  return false;
}
