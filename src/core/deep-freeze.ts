/**
 * Deep-freezes plain data (objects and arrays) in place and returns it, stopping at subtrees that are already
 * frozen: a new state shares most of its tree with the previous, frozen one, so only the new parts are walked.
 * Faster than immer's `freeze(value, true)`, which inspects every value's kind on the way.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) deepFreeze(value[i]);
  } else {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) deepFreeze(record[key]);
  }
  return value;
}
