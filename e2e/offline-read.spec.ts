import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { signInAsNewCook } from './support/identity';
import { createListThroughApi } from './support/shopping';
import { dropExpectedErrors } from './support/network';

// These tests are about what the service worker keeps: it installs here (elsewhere it is blocked).
test.use({ serviceWorkers: 'allow' });

interface Card {
  _id: string;
  title: string;
}

/** The console errors a page offline is expected to log: the calls that could not go out. */
const OFFLINE_NOISE =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch/;

/** The local calendar day, as the Meal Plan page counts its weeks. */
function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

test.describe('reading the kitchen offline', () => {
  test('when a cook’s favourites, plan and lists were saved, then they open with the network off, the banner says so, an unsaved page says it plainly and signing out forgets them', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    await signInAsNewCook(page, 'Offline Cook');
    const cards = (await (await page.request.get('/api/all-recipes?limit=3')).json()) as Card[];
    const [favourite, planned, unsaved] = cards;
    if (!favourite || !planned || !unsaved) throw new Error('the demo recipes are missing');
    expect((await page.request.put(`/api/recipes/${favourite._id}/favourite`)).status()).toBe(200);
    const plan = await page.request.put(`/api/meal-plan/${today()}`, {
      data: { dinner: [planned._id] },
    });
    expect(plan.status()).toBe(200);
    const listId = await createListThroughApi(page.request, { name: 'Saturday market' });
    const added = await page.request.post(`/api/shopping-lists/${listId}/recipes`, {
      data: { recipeId: favourite._id, servings: 4 },
    });
    expect(added.status()).toBe(200);
    const firstLine = ((await added.json()) as { items: { ingredient: string }[] }).items[0];
    if (!firstLine) throw new Error('the list has no line');

    // The app registers its service worker once the page is shown, and then saves the kitchen.
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
      timeout: 30_000,
    });
    await expect(page.locator('html[data-offline-ready="true"]')).toBeAttached({
      timeout: 60_000,
    });

    await context.setOffline(true);
    // Offline for real, the worker included: a call the worker handles but never saved fails
    // (were the worker's own fetches not cut, it would answer 200), and so does one it leaves to
    // the browser.
    const reaches = (url: string) =>
      page.evaluate(
        (target) =>
          fetch(target).then(
            (res) => res.status,
            () => 'failed',
          ),
        url,
      );
    expect(await reaches(`/api/recipes/${unsaved._id}`)).toBe('failed');
    expect(await reaches('/api/all-recipes?limit=1')).toBe('failed');

    const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });

    await page.goto('/favourites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
    await expect(page.getByText(favourite.title).first()).toBeVisible();
    await expect(banner).toHaveText(
      'You are offline. Saved recipes and shopping lists still work; changes are sent when you are back online.',
    );

    // The banner reads clearly on a wide screen and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    }

    await page.goto(`/recipes/${favourite._id}`);
    await expect(page.getByRole('heading', { level: 1, name: favourite.title })).toBeVisible();
    const ingredients = page.getByRole('region', { name: 'Ingredients' });
    await expect(ingredients.getByRole('listitem').first()).toBeVisible();
    const photo = page.locator('.recipe-detail__photo img');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(banner).toBeVisible();

    await page.goto(`/recipes/${planned._id}`);
    await expect(page.getByRole('heading', { level: 1, name: planned.title })).toBeVisible();

    await page.goto('/meal-plan');
    await expect(page.getByRole('heading', { level: 1, name: 'Meal Plan' })).toBeVisible();
    await expect(page.getByText(planned.title).first()).toBeVisible();

    await page.goto('/shopping-lists');
    await expect(page.getByRole('link', { name: /Saturday market/ })).toBeVisible();

    await page.goto(`/shopping-lists/${listId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();
    await expect(page.getByText(firstLine.ingredient).first()).toBeVisible();

    await page.goto(`/recipes/${unsaved._id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not saved for offline use' }),
    ).toBeVisible();
    await expect(page.getByText(/Open it again when you are back online\./)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: unsaved.title })).toBeVisible();

    // Signing out forgets this cook's saved answers: the next person on the device reads none.
    const savedKitchen = () =>
      page.evaluate(async () =>
        (await (await caches.open('kitchen-api')).keys())
          .map((request) => new URL(request.url).pathname)
          .filter((path) => /^\/api\/(my-favourites|shopping-lists|meal-plan)/.test(path)),
      );
    expect(await savedKitchen()).toContain(`/api/shopping-lists/${listId}`);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Account menu for Offline Cook' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(await savedKitchen()).toEqual([]);

    // What the network being off made the browser log, and nothing else, is expected.
    dropExpectedErrors(consoleErrors, OFFLINE_NOISE);
  });
});
