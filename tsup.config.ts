import { existsSync } from 'node:fs';
import { defineConfig } from 'tsup';
import packageJson from './package.json' with { type: 'json' };

/**
 * One build entry per `package.json` export: `.` is `src/index.ts`, `./<name>` is a ruleset's
 * `src/rulesets/<name>/index.ts` when there is one, else `src/<name>/index.ts` (`testing`, `bots`, `sim`).
 * A new ruleset needs its export in package.json and nothing here.
 */
const PACKAGE_ENTRIES: Record<string, string> = Object.fromEntries(
  Object.keys(packageJson.exports)
    .filter((subpath) => subpath !== './package.json')
    .map((subpath) => {
      if (subpath === '.') return ['index', 'src/index.ts'];
      const name = subpath.slice(2);
      const ruleset = `src/rulesets/${name}/index.ts`;
      return [name, existsSync(ruleset) ? ruleset : `src/${name}/index.ts`];
    }),
);

// No source maps in the published build: dist is unminified, readable ESM/CJS whose stack traces already
// name the source file in esbuild's `// src/...` comments, and maps without their sources would point at
// files the package does not ship (docs/decisions.md, "Published build without source maps").
export default defineConfig([
  {
    entry: { ...PACKAGE_ENTRIES, 'sim-worker': 'src/sim/worker.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: false,
    clean: true,
    target: 'node20',
    splitting: false,
    treeshake: true,
    // The CJS build needs import.meta.url to find the simulation worker.
    shims: true,
    // sandtable/testing (and later the rulesets) import the core by the package's own name: one copy of it.
    external: [/^sandtable(\/.*)?$/],
  },
  {
    // The CLI imports the package's own entry points by name (`sandtable/xenocide`, ...), so it is a thin
    // layer over the files above instead of a second copy of the engine and rulesets.
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    banner: { js: '#!/usr/bin/env node' },
    target: 'node20',
    sourcemap: false,
    external: [/^sandtable(\/.*)?$/],
  },
]);
