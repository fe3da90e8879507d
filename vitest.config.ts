import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^sandtable\/testing$/, replacement: src('testing/index.ts') },
      // The CLI imports the package's entry points by name; tests run it from source, like tsconfig's paths.
      { find: /^sandtable\/(bots|sim)$/, replacement: src('$1/index.ts') },
      { find: /^sandtable\/(xenocide|wasteland-tactics)$/, replacement: src('rulesets/$1/index.ts') },
      { find: /^sandtable$/, replacement: src('index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // Every core: vitest's default left one of a 2-core CI machine idle (the random-games files are long).
    maxWorkers: '100%',
  },
});
