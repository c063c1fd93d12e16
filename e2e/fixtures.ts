import { test as base, expect, type Page } from '@playwright/test';
import { trackRequests } from './support/network';

/** apps/web/src/app/app.tsx sets it on <html> once the app has taken the page over. */
const APP_READY = 'html[data-app-ready]';

/**
 * A public page arrives drawn by the server and its controls answer once the app has hydrated it
 * (decision 023), as a person waits for a page to respond: navigations wait for that moment. The
 * page's requests are counted from the start, for networkQuiet() (support/network.ts).
 */
function waitForApp(page: Page) {
  trackRequests(page);
  for (const name of ['goto', 'reload'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        if (response?.headers()['content-type']?.startsWith('text/html')) {
          await page.locator(APP_READY).waitFor({ state: 'attached' });
        }
        return response;
      },
    });
  }
}

/** Every browser test fails on an uncaught page error or an unexpected console error. */
export const test = base.extend<{ consoleErrors: string[]; appReadyInEveryContext: void }>({
  // Each worker uses the site of its own (playwright.config.ts): the configured port plus the
  // worker's index.
  baseURL: async ({ baseURL }, use, testInfo) => {
    const url = new URL(baseURL ?? 'http://localhost:3199');
    url.port = String(Number(url.port) + testInfo.parallelIndex);
    await use(url.origin);
  },
  page: async ({ page }, use) => {
    waitForApp(page);
    await use(page);
  },
  // A second person's page (browser.newContext()) waits for the app the same way: on a busy machine
  // a click on a page the server drew, before the app had taken it over, did nothing.
  appReadyInEveryContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        // A context without JavaScript has no app to wait for.
        if (args[0]?.javaScriptEnabled !== false) context.on('page', waitForApp);
        return context;
      };
      await use();
      browser.newContext = newContext;
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
      });
      await use(errors);
      expect(errors, 'unexpected errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
