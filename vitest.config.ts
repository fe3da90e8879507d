import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

/** Tests that run the built binary (`dist/cli.js`): part of `npm run test:long`, which builds when stale. */
export const BUILT_BINARY_TESTS = ['test/cli/bin.test.ts'];

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
    exclude: [...configDefaults.exclude, ...BUILT_BINARY_TESTS],
    testTimeout: 60_000,
    // Every core: vitest's default left one of a 2-core CI machine idle (the random-games files are long).
    maxWorkers: '100%',
    // One module graph per worker instead of one per file: importing the rulesets anew for each of ~180
    // files cost more than half the suite's time. Tests keep no global state (the ruleset registry is keyed
    // by id and only ever gains the same objects).
    isolate: false,
  },
});
