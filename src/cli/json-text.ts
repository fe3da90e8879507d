/** Where a JSON text first goes wrong: 1-based line and column, and what was found there. */
export interface JsonSyntaxError {
  readonly line: number;
  readonly column: number;
  /** `unexpected '}'`, `the text ends too early`, ... */
  readonly problem: string;
}

/** The deepest nesting a file the CLI reads may have (saved games and army lists nest about 10 deep). */
export const MAX_JSON_DEPTH = 256;

const LITERALS = ['true', 'false', 'null'] as const;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

/** The offset just after the string that starts at `start`, or the negated offset of its first bad character minus one. */
function endOfString(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '"') return i + 1;
    if (c.charCodeAt(0) < 0x20) return -i - 1;
    if (c !== '\\') continue;
    const next = text[i + 1];
    if (next === 'u') {
      for (let k = i + 2; k < i + 6; k++) if (!/[0-9a-fA-F]/.test(text[k] ?? '')) return -k - 1;
      i += 5;
    } else if (next !== undefined && ESCAPES.has(next)) i += 1;
    else return -(i + 1) - 1;
  }
  return -text.length - 1;
}

/** The offset just after the value that starts at `i`, opening containers onto `stack`; negative on an error. */
function scanValue(text: string, i: number, stack: string[]): number {
  const c = text[i];
  if (c === '{' || c === '[') {
    stack.push(c);
    return i + 1;
  }
  if (c === '"') return endOfString(text, i);
  const literal = LITERALS.find((word) => word[0] === c);
  if (literal) {
    for (let k = 0; k < literal.length; k++) if (text[i + k] !== literal[k]) return -(i + k) - 1;
    return i + literal.length;
  }
  NUMBER.lastIndex = i;
  if (NUMBER.test(text)) return NUMBER.lastIndex;
  return c === '-' ? -(i + 1) - 1 : -i - 1;
}

/**
 * The offset of the first character that makes `text` invalid JSON (`text.length` when it ends too
 * early), or -1 when it is valid. Iterative, so any depth of nesting is fine.
 */
export function jsonErrorOffset(text: string): number {
  const stack: string[] = [];
  type Expect = 'value' | 'value-or-]' | 'key' | 'key-or-}' | 'colon' | 'comma-or-close' | 'end';
  let expect: Expect = 'value';
  const afterValue = (): Expect => (stack.length === 0 ? 'end' : 'comma-or-close');
  let i = 0;
  while (true) {
    while (i < text.length && ' \t\n\r'.includes(text[i] as string)) i++;
    if (i >= text.length) return expect === 'end' ? -1 : text.length;
    const c = text[i];
    if (expect === 'end') return i;
    if (expect === 'colon') {
      if (c !== ':') return i;
      i++;
      expect = 'value';
    } else if (expect === 'comma-or-close') {
      const open = stack.at(-1);
      if (c === ',') {
        i++;
        expect = open === '{' ? 'key' : 'value';
      } else if (c === (open === '{' ? '}' : ']')) {
        stack.pop();
        i++;
        expect = afterValue();
      } else return i;
    } else if (expect === 'key' || expect === 'key-or-}') {
      if (c === '}' && expect === 'key-or-}') {
        stack.pop();
        i++;
        expect = afterValue();
      } else if (c === '"') {
        const end = endOfString(text, i);
        if (end < 0) return -end - 1;
        i = end;
        expect = 'colon';
      } else return i;
    } else if (c === ']' && expect === 'value-or-]') {
      stack.pop();
      i++;
      expect = afterValue();
    } else {
      const depth = stack.length;
      const end = scanValue(text, i, stack);
      if (end < 0) return -end - 1;
      i = end;
      const opened = stack.length > depth ? stack.at(-1) : undefined;
      expect = opened === '{' ? 'key-or-}' : opened === '[' ? 'value-or-]' : afterValue();
    }
  }
}

/** Describes the first syntax error of an invalid JSON text by line and column; undefined if it is valid. */
export function jsonSyntaxError(text: string): JsonSyntaxError | undefined {
  const offset = jsonErrorOffset(text);
  if (offset < 0) return undefined;
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - (before.lastIndexOf('\n') + 1) + 1;
  const found = text[offset];
  const problem =
    found === undefined
      ? 'the text ends too early'
      : found.charCodeAt(0) < 0x20
        ? `unexpected control character U+${found.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`
        : `unexpected '${found}'`;
  return { line, column, problem };
}

/** How deep a parsed JSON value nests (a scalar is 0, `[]` is 1), counted without recursion up to `limit` + 1. */
export function jsonDepth(value: unknown, limit = MAX_JSON_DEPTH): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return deepest;
}
