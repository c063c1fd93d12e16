import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * At least two files at once, even on two cores, where vitest's default would run one: most of
 * these tests wait (on the identity emulator, the fixture sites, the mail server, timers, or the
 * PostgreSQL server's own processes under `pnpm test:db`). On two cores `pnpm test` took 54 s less
 * with two, and `pnpm test:db` 139 s instead of 240 s.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
