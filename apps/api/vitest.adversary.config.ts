import { defineConfig } from 'vitest/config';

/**
 * The adversarial identity suite against a running compose stack (`pnpm test:adversary`, run by
 * .ci/compose/run.sh); the same suite runs on the embedded emulator in the regular tests.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.adversary.ts'],
    testTimeout: 20 * 60 * 1000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
