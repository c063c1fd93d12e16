import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
/**
 * Each worker has a site of its own (its own port, data folder, database and identity emulator,
 * e2e/fixtures.ts points the worker at it): no test sees another worker's recipes, accounts or
 * counts, so the files run two at a time.
 */
const workers = Number(process.env.E2E_WORKERS ?? 2);

/** The built site exactly as `pnpm start` serves it, on its own port and data folder. */
function site(sitePort: number) {
  const dataDir = path.resolve(`test-results/e2e-data-${sitePort}`);
  return {
    command: `rm -rf "${dataDir}" && node apps/api/dist/server.js`,
    url: `http://localhost:${sitePort}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(sitePort),
      DATA_DIR: dataDir,
      IDENTITY_EMULATOR_PORT: '0',
      // Every test signs up cooks of its own, all from 127.0.0.1: one client address to the gate.
      IDENTITY_CLIENT_LIMIT: '5000',
      LOG_LEVEL: 'warn',
      // Backups are made by hand in the tests: none starts on its own in the middle of one.
      BACKUP_SCHEDULE: 'off',
      NODE_ENV: 'development',
      // The import test's fixture recipe site listens on loopback (decision 018).
      IMPORT_ALLOW_LOOPBACK: 'true',
      // Lets several checkouts' builds of the web app be tested side by side.
      WEB_DIST: process.env.WEB_DIST ?? '',
    },
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // The offline specs allow the service worker (test.use); elsewhere it would only install.
    serviceWorkers: 'block',
    // A failed test keeps its trace of actions and page snapshots. Without the screencast: filming
    // every test cost about a fifth of the browser tests' CPU (docs/performance.md).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: Array.from({ length: workers }, (_, index) => site(port + index)),
});
