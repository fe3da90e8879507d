import { defineConfig } from 'tsup';

// No source maps in the published build: dist is unminified, readable ESM/CJS whose stack traces already
// name the source file in esbuild's `// src/...` comments, and maps without their sources would point at
// files the package does not ship (docs/decisions.md, "Published build without source maps").
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing/index.ts',
      kit: 'src/kit/index.ts',
      xenocide: 'src/rulesets/xenocide/index.ts',
      'wasteland-tactics': 'src/rulesets/wasteland-tactics/index.ts',
      bots: 'src/bots/index.ts',
      sim: 'src/sim/index.ts',
      'sim-worker': 'src/sim/worker.ts',
    },
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
