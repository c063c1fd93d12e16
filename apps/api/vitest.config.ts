import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two files at once, also on two cores. On the PostgreSQL server (DATABASE_URL, `pnpm test:db`)
 * each file has its own database there (src/test/test-database.ts) and the server does the
 * database work in its own processes, so the workers mostly wait (on two cores 139 s instead of
 * 240 s). On the embedded engine the database runs inside each worker; `pnpm test` runs the web
 * suite beside this one, and once that is done (it is the shorter) a single worker left a core
 * without work.
 */
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs file after file in one process, loading the app's modules once instead of for
    // every file (with a new process per file, loading them took more of the run than the tests).
    // Each file still gets a database as fresh as a new one (src/test/embedded-test-database.ts),
    // and an identity emulator and an app of its own.
    isolate: false,
    globalSetup: ['src/test/pglite-dump.setup.ts'],
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
