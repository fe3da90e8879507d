import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('..', import.meta.url).pathname;
const examples = readdirSync(new URL('../examples', import.meta.url)).filter((f) => f.endsWith('.ts'));

describe('examples run (so they never rot)', () => {
  it.each(examples)('%s', (file) => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', `examples/${file}`], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out.length).toBeGreaterThan(100);
  });

  it('the demo prints the same battle twice for the same seed', () => {
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', 'examples/core-demo.ts', '--seed', '5'], {
        cwd: root,
        encoding: 'utf8',
      });
    const first = run();
    expect(first).toMatch(/Winner: |Draw/);
    expect(run()).toBe(first);
  });
});
