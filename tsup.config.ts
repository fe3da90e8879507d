import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      testing: 'src/testing/index.ts',
      xenocide: 'src/rulesets/xenocide/index.ts',
      'wasteland-tactics': 'src/rulesets/wasteland-tactics/index.ts',
      bots: 'src/bots/index.ts',
      sim: 'src/sim/index.ts',
      'sim-worker': 'src/sim/worker.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'node20',
    splitting: false,
    treeshake: true,
    // The CJS build needs import.meta.url to find the simulation worker.
    shims: true,
    // sandtable/testing (and later the rulesets) import the core by the package's own name: one copy of it.
    external: ['sandtable'],
  },
  {
    entry: { cli: 'src/cli/bin.ts' },
    format: ['esm'],
    banner: { js: '#!/usr/bin/env node' },
    target: 'node20',
    sourcemap: true,
  },
]);
