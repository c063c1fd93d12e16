import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Process-level tests: each starts `pnpm start`'s server as its own process on the embedded
 * defaults (shutdown, production settings, memory under upload bursts, a first start killed while
 * it makes the database, a database with data that a start must not remove, a backup onto a full
 * tmpfs, two servers side by side, the demo content kept across restarts), and one runs
 * `pnpm dev` in a fresh clone (src/dev-from-clone.process.ts, its own time limit). They do not
 * depend on DATABASE_URL, so CI runs them once, as part of `pnpm test`, not again against
 * PostgreSQL.
 *
 * At least two files at a time, also on two cores: each test waits on a server process of its own,
 * and with vitest's default of one worker there a core stood idle a quarter of the time (the suite
 * alone, two rounds: 117.7 and 123.0 s with one worker, 93.0 and 91.6 s with two).
 */
export default defineConfig({
  test: {
    include: ['src/**/*.process.ts'],
    testTimeout: 90_000,
    hookTimeout: 90_000,
    pool: 'forks',
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
