import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^sandtable\/testing$/, replacement: src('testing/index.ts') },
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
