// scripts/check-exports.mjs (run by `npm run check:package` on the built package) compares the value exports
// the declarations promise with what import() and require() give; here it runs on two small fixture packages.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../scripts/check-exports.mjs', import.meta.url));
const check = (fixture: string) => {
  const folder = fileURLToPath(new URL(`./fixtures/exports-check/${fixture}`, import.meta.url));
  const run = spawnSync(process.execPath, [script, folder], { encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
};

describe('check-exports: the declared value exports equal the runtime exports', () => {
  it('fails on a value the .d.ts declares but the ESM build does not export, naming it', () => {
    const { status, output } = check('phantom');
    expect(status).toBe(1);
    expect(output).toContain('. (import: index.d.ts): 2 declared values, 1 at run time');
    expect(output).toContain('1 declared but missing at run time: phantom');
    expect(output).toContain('. (require: index.d.cts): 1 declared values, 1 at run time');
  }, 60_000);

  it('passes when only types and type-only exports go beyond the runtime', () => {
    const { status, output } = check('honest');
    expect(output).toContain('The declared value exports match the runtime for every entry point.');
    expect(status).toBe(0);
  }, 60_000);
});
