import {
  addFavourite,
  getRecipe,
  listApproved,
  listCategory,
  listShoppingLists,
  removeFavourite,
  setRecipeStatus,
} from '@family-recipes/shared';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from './api-client';
import {
  endpointKey,
  endpointMutation,
  endpointPage,
  endpointPages,
  endpointQuery,
  writeKey,
} from './endpoint-query';

/** Answers every fetch with `body` (and `headers`), noting what was asked. */
function answering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status: 200, headers }),
  );
  vi.stubGlobal('fetch', fetch);
  const asked = () =>
    fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`);
  return { fetch, asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('keys made from the contract', () => {
  it('when a read is named, then its key is the declared path and what the call was given', () => {
    expect(endpointKey(listShoppingLists, {})).toEqual(['/shopping-lists']);
    expect(endpointKey(getRecipe, { params: { id: 'r1' } })).toEqual([
      '/recipes/:id',
      { params: { id: 'r1' } },
    ]);
    expect(
      endpointQuery(listCategory, { params: { category: 'desserts' }, query: { q: 'pie' } })
        .queryKey,
    ).toEqual(['/categories/:category', { params: { category: 'desserts' }, query: { q: 'pie' } }]);
  });

  it('when a list is read as one page or page by page, then each has a key of its own under the endpoint’s', () => {
    const one = endpointPage(listApproved, { query: { limit: 4 } }).queryKey;
    const paged = endpointPages(listApproved, { query: { limit: 4 } }).queryKey;
    const all = endpointKey(listApproved);

    expect(one).not.toEqual(paged);
    const client = new QueryClient();
    client.setQueryData(one, { items: [], total: 0 });
    client.setQueryData(paged, { pages: [], pageParams: [] });
    client.setQueryData(endpointKey(getRecipe, { params: { id: 'r1' } }), undefined);
    expect(client.getQueryCache().findAll({ queryKey: all })).toHaveLength(2);
  });

  it('when writes are keyed, then both methods of one path share its prefix', () => {
    expect(writeKey(addFavourite)).toEqual(['/recipes/:id/favourite', 'put']);
    expect(writeKey(removeFavourite)).toEqual(['/recipes/:id/favourite', 'delete']);
    expect(writeKey(addFavourite).slice(0, 1)).toEqual(endpointKey(addFavourite));
  });
});

describe('calls made by the options', () => {
  it('when a read runs, then it calls the endpoint with its parameters and query', async () => {
    const { asked } = answering({ _id: 'r1' });
    const client = new QueryClient();

    await expect(
      client.fetchQuery(endpointQuery(getRecipe, { params: { id: 'r 1' } })),
    ).resolves.toEqual({ _id: 'r1' });

    expect(asked()).toEqual([`GET ${API_PREFIX}/recipes/r%201`]);
  });

  it('when a list is read page by page, then each page adds its number to the query and the list stops at its length', async () => {
    const { asked } = answering([{ _id: 'a' }, { _id: 'b' }], { 'X-Total-Count': '4' });
    const client = new QueryClient();
    const options = endpointPages(listApproved, { query: { q: 'pie', limit: 2 } });

    const first = await client.fetchInfiniteQuery(options);
    const both = await client.fetchInfiniteQuery({ ...options, pages: 2 });

    expect(first.pages[0]).toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], total: 4 });
    expect(both.pages).toHaveLength(2);
    expect(options.getNextPageParam(both.pages[1]!, both.pages, 2, both.pageParams)).toBe(
      undefined,
    );
    expect(asked()).toEqual([
      `GET ${API_PREFIX}/all-recipes?q=pie&limit=2&page=1`,
      `GET ${API_PREFIX}/all-recipes?q=pie&limit=2&page=1`,
      `GET ${API_PREFIX}/all-recipes?q=pie&limit=2&page=2`,
    ]);
  });

  it('when a write runs, then its variables become the call, with the declared method', async () => {
    const { fetch, asked } = answering({ _id: 'r1' });
    const client = new QueryClient();
    const options = endpointMutation(setRecipeStatus, (id: string) => ({
      params: { id, status: '101' },
      body: { note: 'Lovely' },
    }));

    await new MutationObserver(client, options).mutate('r1');

    expect(options.mutationKey).toEqual(writeKey(setRecipeStatus));
    expect(asked()).toEqual([`PUT ${API_PREFIX}/admin/recipes/r1/status/101`]);
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ note: 'Lovely' });
  });
});
