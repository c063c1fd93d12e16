import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = path.resolve(`test-results/e2e-data-${port}`);

export default defineConfig({
  testDir: './e2e',
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built site exactly as `pnpm start` serves it, on its own port and data folder.
    command: `rm -rf "${dataDir}" && node apps/api/dist/server.js`,
    url: `http://localhost:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
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
  },
});
