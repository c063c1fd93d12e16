import { defineConfig } from 'vitest/config';

/**
 * The fuzz suite (`pnpm test:fuzz`, FUZZ_RUNS requests): one long test on its own database and
 * identity emulator, kept out of the regular suite because of its length.
 */
export default defineConfig({
  test: {
    include: ['src/fuzz/**/*.fuzz.ts'],
    testTimeout: 60 * 60 * 1000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
