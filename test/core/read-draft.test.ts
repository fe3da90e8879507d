import fc from 'fast-check';
import { current, type Draft, Immer, isDraft } from 'immer';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../src/core/deep-freeze.js';
import { readDraft } from '../../src/index.js';

const immer = new Immer({ autoFreeze: false });

type Tree = { [key: string]: Tree | Tree[] | number | string };

/** A nested state like a game's: objects, arrays of objects, numbers and strings. */
const tree: fc.Arbitrary<Tree> = fc.letrec<{ node: Tree; value: Tree | Tree[] | number | string }>((tie) => ({
  node: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd'), tie('value'), { maxKeys: 4 }),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.integer(),
    fc.string({ maxLength: 3 }),
    tie('node'),
    fc.array(tie('node'), { maxLength: 4 }),
  ),
})).node;

/** One write into a draft: a path walked by key choices, then set, delete, push or move a subtree elsewhere. */
const write = fc.record({
  path: fc.array(fc.nat(7), { maxLength: 4 }),
  op: fc.constantFrom('set', 'delete', 'push', 'graft', 'read'),
  value: fc.integer(),
});

function walk(
  node: unknown,
  path: readonly number[],
): { parent: Record<string, unknown>; key: string } | undefined {
  let at = node as Record<string, unknown>;
  let found: { parent: Record<string, unknown>; key: string } | undefined;
  for (const step of path) {
    const keys = Object.keys(at);
    if (keys.length === 0) break;
    const key = keys[step % keys.length] as string;
    found = { parent: at, key };
    const next = at[key];
    if (typeof next !== 'object' || next === null) break;
    at = next as Record<string, unknown>;
  }
  return found;
}

/** Whether a draft (a proxy that dies with the producer) is anywhere inside `value`. */
function holdsDraft(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (isDraft(value)) return true;
  return Object.values(value).some(holdsDraft);
}

describe('readDraft', () => {
  it('equals immer current() after any sequence of writes, and shares every unchanged subtree', () => {
    fc.assert(
      fc.property(tree, fc.array(write, { maxLength: 8 }), (base, writes) => {
        deepFreeze(base);
        immer.produce(base, (draft: Draft<Tree>) => {
          for (const w of writes) {
            const at = walk(draft, w.path);
            if (!at) continue;
            const target = at.parent[at.key];
            if (w.op === 'set') at.parent[at.key] = w.value;
            else if (w.op === 'delete' && !Array.isArray(at.parent)) delete at.parent[at.key];
            else if (w.op === 'push' && Array.isArray(target)) target.push({ n: w.value });
            // New plain data holding a draft: readDraft must see through it.
            else if (w.op === 'graft' && typeof target === 'object' && target !== null)
              (draft as Record<string, unknown>).grafted = { inner: target };
            else void JSON.stringify(target);
            const read = readDraft(draft);
            expect(holdsDraft(read)).toBe(false);
            expect(read).toEqual(current(draft));
            expect(JSON.stringify(read)).toBe(JSON.stringify(current(draft)));
          }
        });
      }),
      { seed: 42, numRuns: 400 },
    );
  });

  it('returns the base object itself for an untouched draft and a value that is not a draft as it is', () => {
    const base = deepFreeze({ units: [{ id: 'u1', models: [{ x: 1 }] }], turn: 1 });
    immer.produce(base, (draft) => {
      void draft.units[0]?.models[0]?.x;
      expect(readDraft(draft)).toBe(base);
      draft.turn = 2;
      const read = readDraft(draft);
      expect(read.turn).toBe(2);
      expect(read.units).toBe(base.units);
    });
    const plain = { a: 1 };
    expect(readDraft(plain)).toBe(plain);
  });
});
