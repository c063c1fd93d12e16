import { defineConfig } from 'vitest/config';

/**
 * Process-level tests: each starts `pnpm start`'s server as its own process on the embedded
 * defaults (shutdown, production settings, memory under upload bursts). They do not depend on
 * DATABASE_URL, so CI runs them once, as part of `pnpm test`, not again against PostgreSQL.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.process.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
  },
});
