import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonDepth, jsonErrorOffset, jsonSyntaxError } from '../../src/cli/json-text.js';

describe('where a JSON text goes wrong', () => {
  it.each([
    ['{"a":}', 1, 6, "unexpected '}'"],
    ['{\n  "a": 1,\n  "b": }\n', 3, 8, "unexpected '}'"],
    ['{"a":1,}', 1, 8, "unexpected '}'"],
    ['{"a":1', 1, 7, 'the text ends too early'],
    ['', 1, 1, 'the text ends too early'],
    ['[1, 2] x', 1, 8, "unexpected 'x'"],
    ['{"a": tru}', 1, 10, "unexpected '}'"],
    ['{"a": 01}', 1, 8, "unexpected '1'"],
    ['{"a": "x\ny"}', 1, 9, 'unexpected control character U+000A'],
    ['{"a": "\\q"}', 1, 9, "unexpected 'q'"],
    ["{'a': 1}", 1, 2, "unexpected '''"],
    ['\r\n\r\n  ]', 3, 3, "unexpected ']'"],
  ])('%j: line %i, column %i, %s', (text, line, column, problem) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonSyntaxError(text)).toEqual({ line, column, problem });
  });

  it('finds nothing wrong in valid JSON, however deep', () => {
    fc.assert(fc.property(fc.json(), (text) => jsonErrorOffset(text) === -1));
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(jsonSyntaxError(deep)).toBeUndefined();
    expect(jsonSyntaxError(`${deep}]`)).toEqual({ line: 1, column: 200_001, problem: "unexpected ']'" });
  });

  it('agrees with JSON.parse on what is JSON, and its offsets are inside the text', () => {
    const jsonish = fc.stringMatching(/^[[\]{}":,0-9a-z .\\\n-]{0,24}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          jsonish,
          fc.json().map((t) => t.slice(0, -1)),
          fc.string(),
        ),
        (text) => {
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          const offset = jsonErrorOffset(text);
          expect(offset === -1).toBe(valid);
          expect(offset).toBeLessThanOrEqual(text.length);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('measures nesting without recursion', () => {
    expect(jsonDepth(1)).toBe(0);
    expect(jsonDepth({ a: [1, { b: [] }] })).toBe(4);
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(jsonDepth(deep, 256)).toBe(257);
  });
});
