import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:long`: the random-game properties at full size (≥ 1,000 Xenocide games and the rest);
 * `npm test` runs the same files at a small count.
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      include: ['test/**/*.prop.test.ts'],
      env: { SANDTABLE_LONG: '1' },
      testTimeout: 1_200_000,
    },
  }),
);
