import { defineConfig, devices } from '@playwright/test';

/**
 * The compose journey and the replica checks (CI only, not part of `pnpm test`): run by
 * .ci/compose/run.sh against the stack that `docker-compose.yml` starts; nothing is started here.
 */
export default defineConfig({
  testDir: '.',
  // run.sh names the one to run: the journey on the default stack, scale on `--profile scale`.
  testMatch: ['journey.spec.ts', 'restore-drill.spec.ts', 'scale.spec.ts'],
  outputDir: '../../test-results/compose',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  timeout: 300_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.COMPOSE_SITE_URL ?? 'http://127.0.0.1:3000',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
