import { defineConfig } from 'vitest/config';
import base, { LONG_ONLY_TESTS, SCALED_TESTS } from './vitest.config';

/**
 * `npm run test:long`: the random-game properties and the laws at full size (≥ 1,000 Xenocide games and the
 * rest) and the long-only tests (the built binary, the package scripts); `npm test` runs the same property and
 * law files at a small size.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: [...SCALED_TESTS, ...LONG_ONLY_TESTS],
    exclude: [...(base.test?.exclude ?? []).filter((p) => !LONG_ONLY_TESTS.includes(p))],
    env: { SANDTABLE_LONG: '1' },
    testTimeout: 1_200_000,
  },
});
