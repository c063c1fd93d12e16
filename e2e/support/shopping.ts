import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInAsNewCook } from './identity';

/** Opens a list and waits until its live updates are connected, so nothing sent later is missed. */
export async function openLiveList(page: Page, id: string) {
  const connected = page.waitForResponse(
    (res) => res.url().endsWith(`/api/shopping-lists/${id}/events`) && res.ok(),
  );
  await page.goto(`/shopping-lists/${id}`);
  await connected;
}

/**
 * Starts a shopping list for the cook signed in on `request`, with `items` added as a cook types
 * them, one after the other; answers its id.
 */
export async function createListThroughApi(
  request: APIRequestContext,
  data: { name: string; unit_system?: string },
  items: readonly string[] = [],
): Promise<string> {
  const created = await request.post('/api/shopping-lists', { data });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  for (const text of items) {
    const added = await request.post(`/api/shopping-lists/${id}/items`, { data: { text } });
    expect(added.status()).toBe(201);
  }
  return id;
}

/**
 * A new cook signed in on `page` (a 390 px phone unless `viewport` says otherwise), with a list of
 * their own ("<cook>'s list") holding `items`; answers the list's id.
 */
export async function newCookWithList(
  page: Page,
  cook: string,
  items: readonly string[],
  viewport = { width: 390, height: 844 },
): Promise<string> {
  await signInAsNewCook(page, cook, viewport);
  return createListThroughApi(page.request, { name: `${cook}’s list` }, items);
}
