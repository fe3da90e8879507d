import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

/**
 * Tests only `npm run test:long` runs: the built binary's (`dist/cli.js`, built when stale), the CLI's
 * `simulate` end to end (six runs on worker threads that load the sources), the examples (each a whole game; CI
 * also runs them as scripts), and those of the package scripts
 * (`check:docs`, `check:package`), which start the TypeScript compiler on fixtures; CI runs the scripts
 * themselves on the real package too. `simulate` as a library stays in the quick suite (test/sim); its runs on
 * worker threads, which load the sources through tsx, are in test/sim/workers.test.ts (long suite).
 */
export const LONG_ONLY_TESTS = [
  'test/cli/bin.test.ts',
  'test/cli/simulate.test.ts',
  'test/sim/workers.test.ts',
  // The CLI's whole-game runs with armies, factions and per-seat bots (their parsing errors stay quick: user-mistakes).
  'test/cli/armies.test.ts',
  'test/cli/wasteland.test.ts',
  'test/cli/xenos-zealots-games.test.ts',
  'test/cli/simulate-options.test.ts',
  // The heuristic bots' win rates over whole games (the quick suite tests their decisions).
  'test/rulesets/xenocide/bots/win-rate.test.ts',
  'test/rulesets/wasteland-tactics/heuristic-win-rate.test.ts',
  'test/rulesets/rampant/bots/win-rate.test.ts',
  'test/examples.test.ts',
  'test/doc-snippets.test.ts',
  'test/package-exports.test.ts',
  // Golden records (issue 13): ~25 s of whole games; run them alone with `npx vitest run --config vitest.long.config.ts golden`.
  'test/**/*.noreg.test.ts',
];

/** Tests both suites run, at the size `scale()`/`LONG` (test/support/scale.ts) gives each: properties and laws. */
export const SCALED_TESTS = ['test/**/*.prop.test.ts', 'test/**/laws.test.ts'];

export default defineConfig({
  resolve: {
    alias: [
      { find: /^sandtable\/testing$/, replacement: src('testing/index.ts') },
      // The CLI imports the package's entry points by name; tests run it from source, like tsconfig's paths.
      { find: /^sandtable\/(bots|sim|kit)$/, replacement: src('$1/index.ts') },
      // Every other subpath is a ruleset (package.json exports it as `./<id>`).
      { find: /^sandtable\/([a-z][\w-]*)$/, replacement: src('rulesets/$1/index.ts') },
      { find: /^sandtable$/, replacement: src('index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...LONG_ONLY_TESTS],
    testTimeout: 60_000,
    // Every core: vitest's default left one of a 2-core CI machine idle (the random-games files are long).
    maxWorkers: '100%',
    // One module graph per worker instead of one per file: importing the rulesets anew for each of ~180
    // files cost more than half the suite's time. Tests keep no global state (the ruleset registry is keyed
    // by id and only ever gains the same objects).
    isolate: false,
  },
});
