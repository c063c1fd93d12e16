import { defineConfig } from 'vitest/config';

/**
 * The database-outage suite restarts the PostgreSQL server itself, so it runs alone, never beside
 * the other suites that use that server: `pnpm --filter @family-recipes/api test:outage`.
 */
export default defineConfig({
  test: {
    include: ['src/outage/**/*.outage.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
