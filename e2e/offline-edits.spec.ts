import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { joinHouseholdOf } from './support/household';
import { signInAs, signInAsNewCook, twoCooksFirstSignedIn } from './support/identity';
import { createListThroughApi, openLiveList } from './support/shopping';
import { dropExpectedErrors } from './support/network';
import { firstListedRecipe } from './support/recipes';

/** The console errors a page offline is expected to log: the calls that could not go out. */
const OFFLINE_NOISE =
  /ERR_INTERNET_DISCONNECTED|Failed to load resource|FetchEvent|Failed to fetch|EventSource/;

interface Line {
  ingredient: string;
  quantity: number | null;
  checked: boolean;
}

/** Cuts the context's network, and checks that a call from the page really fails. */
async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  const answer = await page.evaluate(() =>
    fetch(`/api/health?offline-check=${Date.now()}`, { cache: 'no-store' }).then(
      (res) => `answered ${res.status}`,
      () => 'failed',
    ),
  );
  expect(answer).toBe('failed');
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** Opens the folded group of ticked lines ("In the basket (N)") unless it is open already. */
async function openBasket(page: Page) {
  const basket = page.getByRole('button', { name: /^In the basket/ });
  if ((await basket.getAttribute('aria-expanded')) !== 'true') await basket.click();
}

/** Ticks a line, adds a free item and types a line again, all on this device. */
async function editOffline(page: Page, tick: string, add: string, line: string, typed: string) {
  await page.getByRole('checkbox', { name: tick }).click();
  await page.getByRole('textbox', { name: 'Add an item' }).fill(add);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Added on this device' })).toContainText(add);
  await page.getByRole('button', { name: `Edit ${line}` }).click();
  await page.getByRole('textbox', { name: `Change “${line}”` }).fill(typed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('checkbox', { name: typed })).toBeVisible();
  await openBasket(page);
  await expect(page.getByRole('checkbox', { name: tick })).toBeChecked();
  await expect(page.getByText('Waiting to be sent')).toHaveCount(3);
}

test.describe('changes made offline', () => {
  test('when two cooks change one list offline, then both keep their changes, the later edit of a line wins and the other cook is told', async ({
    page,
    context,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const [, ben] = await twoCooksFirstSignedIn(page, 'Offline Ann', 'Offline Ben');
    const id = await createListThroughApi(
      page.request,
      { name: 'Cabin weekend', unit_system: 'metric' },
      ['2 carrots', '1 cucumber', '2 onions'],
    );

    const benContext = await browser.newContext();
    const other = await benContext.newPage();
    const benErrors: string[] = [];
    other.on('console', (msg) => {
      if (msg.type() === 'error') benErrors.push(msg.text());
    });
    await signInAs(other, ben);
    await joinHouseholdOf(page.request, other.request, ben.email);
    await openLiveList(page, id);
    await openLiveList(other, id);
    await expect(page.getByRole('checkbox', { name: '2 onions' })).toBeVisible();
    await expect(other.getByRole('checkbox', { name: '2 onions' })).toBeVisible();
    let reloads = 0;
    for (const p of [page, other]) {
      p.on('framenavigated', (frame) => {
        if (frame === p.mainFrame()) reloads += 1;
      });
    }

    await goOffline(context, page);
    await goOffline(benContext, other);
    await editOffline(page, '2 carrots', '2 lemons', '2 onions', '3 onions');
    // Ben's edit of the onions is made after Ann's.
    await editOffline(other, '1 cucumber', '1 loaf of bread', '2 onions', '4 onions');

    // Ben comes back first, then Ann.
    await benContext.setOffline(false);
    await expect(other.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 20_000 });
    await context.setOffline(false);
    await expect(page.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 20_000 });

    const response = await page.request.get(`/api/shopping-lists/${id}`);
    expect(response.status()).toBe(200);
    const { items } = (await response.json()) as { items: Line[] };
    const line = (ingredient: RegExp) => items.filter((item) => ingredient.test(item.ingredient));
    expect(items).toHaveLength(5);
    expect(line(/carrot/i)).toMatchObject([{ checked: true, quantity: 2 }]);
    expect(line(/cucumber/i)).toMatchObject([{ checked: true, quantity: 1 }]);
    expect(line(/onion/i)).toMatchObject([{ checked: false, quantity: 4 }]);
    expect(line(/lemon/i)).toMatchObject([{ checked: false, quantity: 2 }]);
    expect(line(/bread/i)).toHaveLength(1);

    const notices = page.getByRole('region', { name: 'Changes from this device' });
    await expect(notices).toContainText('Not kept: “3 onions”');
    await expect(notices).toContainText('their version “4 Onions” was kept');

    // Both pages show the same list, read again after the live events, without a reload.
    for (const p of [page, other]) {
      await expect(p.getByRole('button', { name: 'In the basket (2)' })).toBeVisible();
      await openBasket(p);
      await expect(p.getByRole('checkbox', { name: '2 carrots' })).toBeChecked();
      await expect(p.getByRole('checkbox', { name: '1 cucumber' })).toBeChecked();
      await expect(p.getByRole('checkbox', { name: '4 onions' })).not.toBeChecked();
      await expect(p.getByRole('checkbox', { name: '2 lemons' })).toBeVisible();
      await expect(p.getByRole('checkbox', { name: /bread/i })).toBeVisible();
    }
    expect(reloads).toBe(0);
    expect(benErrors.filter((message) => !OFFLINE_NOISE.test(message))).toEqual([]);
    await benContext.close();

    dropExpectedErrors(consoleErrors, OFFLINE_NOISE);
  });

  test('when a cook notes "we made this" offline, then it is sent once when the connection is back', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    await signInAsNewCook(page, 'Offline Olga');
    const recipe = await firstListedRecipe(page.request);
    await page.goto(`/recipes/${recipe._id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'We made this' })).toBeVisible();
    const posts: number[] = [];
    page.on('response', (res) => {
      if (
        res.request().method() === 'POST' &&
        res.url().endsWith(`/recipes/${recipe._id}/cooked`)
      ) {
        posts.push(res.status());
      }
    });

    await goOffline(context, page);
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page
      .getByRole('textbox', { name: /A note for the family/ })
      .fill('Made it in the cabin.');
    await page.getByRole('button', { name: 'Save our note' }).click();
    await expect(page.locator('.cooked-form__kept')).toHaveText(
      'Saved on this device; it will be sent when you are back online.',
    );

    await context.setOffline(false);
    await expect.poll(() => posts, { timeout: 20_000 }).toEqual([201]);
    await expect(page.getByText('Made it in the cabin.').first()).toBeVisible();
    const entries = (await (
      await page.request.get(`/api/recipes/${recipe._id}/cooked`)
    ).json()) as { mine: boolean; note: string }[];
    expect(entries.filter((entry) => entry.mine)).toMatchObject([
      { note: 'Made it in the cabin.', rating: 4 },
    ]);
    expect(posts).toEqual([201]);

    dropExpectedErrors(consoleErrors, OFFLINE_NOISE);
  });
});
