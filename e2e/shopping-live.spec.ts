import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createUserAccount, signInAs } from './support/identity';

/** Opens a list and waits until its live updates are connected, so nothing sent later is missed. */
async function openLiveList(page: Page, id: string) {
  const connected = page.waitForResponse(
    (res) => res.url().endsWith(`/api/shopping-lists/${id}/events`) && res.ok(),
  );
  await page.goto(`/shopping-lists/${id}`);
  await connected;
}

test.describe('a shared shopping list, live', () => {
  test('when one cook ticks off a line, then the other cook sees it ticked within a second, without reloading', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const owner = await createUserAccount(page.request, 'Lucia Shopper');
    const partner = await createUserAccount(page.request, 'Marco Shopper');
    await signInAs(page, owner);

    const created = await page.request.post('/api/shopping-lists', {
      data: { name: 'Market day', unit_system: 'metric' },
    });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    const added = await page.request.post(`/api/shopping-lists/${id}/items`, {
      data: { text: '2 lemons' },
    });
    expect(added.ok()).toBe(true);
    const shared = await page.request.post(`/api/shopping-lists/${id}/members`, {
      data: { email: partner.email },
    });
    expect(shared.ok()).toBe(true);

    const partnerContext = await browser.newContext();
    const other = await partnerContext.newPage();
    await signInAs(other, partner);

    await openLiveList(page, id);
    await openLiveList(other, id);
    const mine = page.getByRole('checkbox', { name: '2 lemons' });
    const theirs = other.getByRole('checkbox', { name: '2 lemons' });
    await expect(mine).not.toBeChecked();
    await expect(theirs).not.toBeChecked();
    await expect(other.getByText('shared with you')).toBeVisible();
    let reloads = 0;
    other.on('framenavigated', (frame) => {
      if (frame === other.mainFrame()) reloads += 1;
    });

    await mine.click();
    await expect(mine).toBeChecked();
    await expect(theirs).toBeChecked({ timeout: 1000 });

    // And back the other way: the second cook unticks it, the owner sees it.
    await theirs.click();
    await expect(mine).not.toBeChecked({ timeout: 1000 });
    expect(reloads).toBe(0);

    await partnerContext.close();
  });
});
