import { getRecipe, listCategory, updateListItem } from '@family-recipes/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from './api-client';
import { call, callList, urlOf } from './endpoint-client';

function answering(body: unknown, headers: Record<string, string> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(
    async () => new Response(JSON.stringify(body), { status: 200, headers }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('calls made from the contract', () => {
  it('when an address is made, then the parameters are encoded and blank query values left out', () => {
    expect(
      urlOf(listCategory, {
        params: { category: 'Side dishes/&' },
        query: { q: '', sort_by: 'title', order: 1, page: 2 },
      }),
    ).toBe(`${API_PREFIX}/categories/Side%20dishes%2F%26?sort_by=title&order=1&page=2`);
  });

  it('when an endpoint is called, then its declared method and path are used and the answer returned', async () => {
    const fetch = answering({ _id: 'r1', title: 'Soup' });
    await expect(call(getRecipe, { params: { id: 'r 1' } })).resolves.toEqual({
      _id: 'r1',
      title: 'Soup',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_PREFIX}/recipes/r%201`);
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('when a write is called, then its body goes as JSON with the declared method', async () => {
    const fetch = answering({ item: {} });
    await call(updateListItem, {
      params: { id: 'l1', itemId: 'i1' },
      body: { checked: true, op_id: '7b0e4a0e-8f0e-4a5e-9a55-3f1c2b9d6e11' },
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`${API_PREFIX}/shopping-lists/l1/items/i1`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(init?.body as string)).toEqual({
      checked: true,
      op_id: '7b0e4a0e-8f0e-4a5e-9a55-3f1c2b9d6e11',
    });
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('when a list is called, then the page and the whole length come back', async () => {
    answering([{ _id: 'a' }, { _id: 'b' }], { 'X-Total-Count': '40' });
    const page = await callList(listCategory, { params: { category: 'Desserts' } });
    expect(page).toEqual({ items: [{ _id: 'a' }, { _id: 'b' }], total: 40 });
  });
});
