import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * On the PostgreSQL server (DATABASE_URL, `pnpm test:db`) each file has its own database there
 * (src/test/test-database.ts) and the server does the database work in its own processes, so the
 * workers mostly wait: at least two files run at once even on two cores (on two cores 139 s
 * instead of 240 s). On the embedded engine the database runs inside each worker, and vitest's
 * default (one worker fewer than the cores) leaves a core to the web suite that `pnpm test` runs
 * beside this one: with two workers there, the web suite's timing-sensitive tests failed.
 */
const onServer = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker runs file after file in one process, loading the app's modules once instead of for
    // every file (with a new process per file, loading them took more of the run than the tests).
    // Each file still makes its own database, identity emulator and app.
    isolate: false,
    globalSetup: ['src/test/pglite-dump.setup.ts'],
    ...(onServer ? { maxWorkers: Math.max(2, availableParallelism()) } : {}),
  },
});
