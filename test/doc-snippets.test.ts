// scripts/check-doc-snippets.mjs (npm run check:docs) type-checks every ts block of the Markdown docs; here it
// runs on a fixture with a complete block, a named block another one imports, a skipped partial block and
// one block that does not compile.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/check-doc-snippets.mjs', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/doc-snippets', import.meta.url));

describe('check-docs: the examples in the docs compile', () => {
  afterAll(() => rmSync(`${fixture}/.check-docs`, { recursive: true, force: true }));

  it('reports the one block that does not compile at its Markdown line, and only it', () => {
    const run = spawnSync(process.execPath, [script, fixture], { encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status).toBe(1);
    // A plan-turn without its required order: initiativeCp (with a default) may be left out, order may not.
    expect(output).toContain('docs/guide.md:16:21: error TS2345');
    expect(output).toContain("Property 'order' is missing");
    // The skipped partial block and the block importing the named one ('./game.js') raise nothing.
    expect(output.match(/error TS/g)).toHaveLength(1);
  }, 120_000);
});
