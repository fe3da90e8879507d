import { defineConfig } from 'vitest/config';
import base, { BUILT_BINARY_TESTS } from './vitest.config';

/**
 * `npm run test:long`: the random-game properties at full size (≥ 1,000 Xenocide games and the rest) and the
 * tests of the built binary; `npm test` runs the same property files at a small count.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['test/**/*.prop.test.ts', ...BUILT_BINARY_TESTS],
    exclude: [...(base.test?.exclude ?? []).filter((p) => !BUILT_BINARY_TESTS.includes(p))],
    env: { SANDTABLE_LONG: '1' },
    testTimeout: 1_200_000,
  },
});
