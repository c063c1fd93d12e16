import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsNewCook } from './support/identity';
import { createListThroughApi } from './support/shopping';
import { dropExpectedErrors } from './support/network';
import { firstListedRecipe } from './support/recipes';

// These tests are about what the service worker keeps: it installs here (elsewhere it is blocked).
test.use({ serviceWorkers: 'allow' });

/** The console errors a page offline is expected to log: the calls that could not go out. */
const OFFLINE_NOISE =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch/;

const OFFLINE_LOGOUT_MESSAGE =
  'You are logged out on this device. The server will be told when you are back online.';

/** Who the server says is signed in, asked with the browser's own cookies. */
async function serverSession(page: Page): Promise<{ loggedIn: boolean; email?: string }> {
  const answer = await page.request.get('/api/user-token');
  return (await answer.json()) as { loggedIn: boolean; email?: string };
}

/** The service worker controls the page: from now on the app's code is there offline too. */
async function workerInControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/**
 * Signs a new cook in on the home page, waits for the service worker, then logs out with the
 * network off and sees the offline logout message. Answers the cook and their account menu button.
 */
async function logOutOfflineAsNewCook(page: Page, name: string) {
  const cook = await signInAsNewCook(page, name);
  await page.goto('/');
  await workerInControl(page);
  const menu = page.getByRole('button', { name: `Account menu for ${cook.name}` });
  await expect(menu).toBeVisible();
  await page.context().setOffline(true);
  await menu.click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText(OFFLINE_LOGOUT_MESSAGE)).toBeVisible();
  return { cook, menu };
}

const pendingLogout = (page: Page) =>
  page.evaluate(() => localStorage.getItem('family-recipes:pending-logout'));

test.describe('a session that really ends', () => {
  test('when a cook logs out offline and comes back online, then the server forgets the session and a reload shows nobody signed in', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const { cook, menu } = await logOutOfflineAsNewCook(page, 'Leaving Cook');

    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await pendingLogout(page)).not.toBeNull();
    // The server has not heard of it yet: the browser's cookies still hold the session.
    expect(await serverSession(page)).toMatchObject({ loggedIn: true, email: cook.email });

    const told = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/logout' &&
        response.request().method() === 'POST',
    );
    await context.setOffline(false);
    expect((await told).status()).toBe(200);
    await expect.poll(() => pendingLogout(page)).toBeNull();

    await page.reload();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(await serverSession(page)).toEqual({ loggedIn: false });
    const inPage = await page.evaluate(() =>
      fetch('/api/user-token', { credentials: 'include' }).then((res) => res.json()),
    );
    expect(inPage).toEqual({ loggedIn: false });

    dropExpectedErrors(consoleErrors, OFFLINE_NOISE);
  });

  test('when the site is opened again with a logout still pending, then the logout is sent before anyone is looked up and nobody is signed in', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await logOutOfflineAsNewCook(page, 'Closing Cook');
    // The tab is closed before the network returns.
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    const sessionCalls: string[] = [];
    again.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/logout' || path === '/api/user-token') sessionCalls.push(path);
    });
    const told = again.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/logout',
    );
    await again.goto('/');
    expect((await told).status()).toBe(200);
    await expect(again.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(sessionCalls[0]).toBe('/api/logout');
    expect(sessionCalls).not.toContain('/api/user-token');
    await expect
      .poll(() => again.evaluate(() => localStorage.getItem('family-recipes:pending-logout')))
      .toBeNull();
    expect(await serverSession(again)).toEqual({ loggedIn: false });

    dropExpectedErrors(consoleErrors, OFFLINE_NOISE);
  });
});

test.describe('nothing secret in the caches', () => {
  test('when a signed-in cook has visited the kitchen pages, then no cache of the site holds a token call or a token', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Careful Cook');
    const recipe = await firstListedRecipe(page.request);
    expect((await page.request.put(`/api/recipes/${recipe._id}/favourite`)).status()).toBe(200);
    const listId = await createListThroughApi(page.request, { name: 'Sunday roast' });
    const { idToken } = (await (await page.request.get('/api/user-token')).json()) as {
      idToken: string;
    };
    expect(idToken.length).toBeGreaterThan(20);

    await page.goto('/');
    await workerInControl(page);
    await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({
      timeout: 60_000,
    });
    for (const path of [
      '/favourites',
      '/meal-plan',
      '/shopping-lists',
      `/shopping-lists/${listId}`,
      `/recipes/${recipe._id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    // The session answer read through the worker, as the app reads it at every visit.
    const read = await page.evaluate(() =>
      fetch('/api/user-token', { credentials: 'include' }).then((res) => res.json()),
    );
    expect(read).toMatchObject({ loggedIn: true });

    const saved = await page.evaluate(async () => {
      const found: { cache: string; path: string; body: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const response = await cache.match(request);
          const type = response?.headers.get('Content-Type') ?? '';
          const body = response && /json|text/.test(type) ? await response.text() : '';
          found.push({ cache: name, path: new URL(request.url).pathname, body });
        }
      }
      return found;
    });
    const paths = saved.map((entry) => entry.path);
    // The kitchen is saved (the cache works), and none of it is a token call or holds a token.
    expect(paths).toContain(`/api/shopping-lists/${listId}`);
    for (const tokenCall of [
      '/api/user-token',
      '/api/refresh-tokens',
      '/api/set-tokens',
      '/api/logout',
    ]) {
      expect(paths).not.toContain(tokenCall);
    }
    expect(
      saved.filter((entry) => entry.body.includes(idToken)).map((entry) => entry.path),
    ).toEqual([]);
    expect(saved.filter((entry) => /"(?:id|access|refresh)Token"\s*:/.test(entry.body))).toEqual(
      [],
    );
  });
});
