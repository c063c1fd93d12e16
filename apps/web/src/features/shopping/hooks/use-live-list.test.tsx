import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ShoppingList, ShoppingListSummary } from '@family-recipes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shoppingKeys } from '../../../lib/query-keys';
import { server } from '../../../testing/msw';
import { ShoppingListView } from '../components/shopping-list-view';
import {
  clearToasts,
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  stubMatchMedia,
} from '../testing/shopping-fixtures';
import type { ListEventSource } from './use-live-list';

/** A stand-in for the browser's EventSource (jsdom has none): the test sends its events. */
class FakeEventSource implements ListEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((event: { data?: unknown }) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data?: unknown }) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  send(type: string, data?: object) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener({ data: JSON.stringify({ list: LIST_ID, ...data }) });
      }
    });
  }
}

const createEventSource = (url: string) => new FakeEventSource(url);

beforeEach(() => {
  stubMatchMedia();
  FakeEventSource.opened = [];
});
afterEach(clearToasts);

describe('useLiveList', () => {
  it('when the server says the list changed, then the list is read again and the change shows without a reload', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    let current = makeList({ items: [lemons] });
    let reads = 0;
    server.use(
      http.get(`/api/shopping-lists/${LIST_ID}`, () => {
        reads += 1;
        return HttpResponse.json(current);
      }),
    );
    renderShopping(<ShoppingListView id={LIST_ID} createEventSource={createEventSource} />);
    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe(`/api/shopping-lists/${LIST_ID}/events`);

    current = makeList({ items: [{ ...lemons, checked: true, version: 2 }] });
    source?.send('changed');

    // Ticked by someone else, the line goes into the basket.
    await userEvent.click(await screen.findByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    expect(reads).toBe(2);
  });

  it('when the cook’s own tick is still on its way, then a change heard meanwhile does not untick the box', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    let current = makeList({ items: [lemons] });
    let reads = 0;
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`/api/shopping-lists/${LIST_ID}`, () => {
        reads += 1;
        return HttpResponse.json(current);
      }),
      http.patch(`/api/shopping-lists/${LIST_ID}/items/${lemons._id}`, async () => {
        await answered;
        const ticked = { ...lemons, checked: true, version: 2 };
        current = makeList({ items: [ticked] });
        return HttpResponse.json(ticked);
      }),
    );
    const { queryClient } = renderShopping(
      <ShoppingListView id={LIST_ID} createEventSource={createEventSource} />,
    );
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: '2 lemons' });
    const [source] = FakeEventSource.opened;

    await user.click(box);
    source?.send('changed');

    // The event asked for no read of the list: none is on its way.
    expect(queryClient.isFetching({ queryKey: shoppingKeys.detail(LIST_ID) })).toBe(0);
    expect(reads).toBe(1);
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    answer();
    await waitFor(() => expect(reads).toBe(2));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
  });

  it('when a tick’s answer carries the list’s numbers, then neither the list nor the overview is read again, and the overview shows them', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const list = makeList({ items: [lemons, makeItem({ ingredient: 'limes' })] });
    const reads = { list: 0, overview: 0 };
    const ticked = { ...lemons, checked: true, version: 2 };
    const numbers = { item_count: 2, unchecked_count: 1, updated_on: '2026-11-27T10:00:00.000Z' };
    server.use(
      http.get(`/api/shopping-lists/${LIST_ID}`, () => {
        reads.list += 1;
        return HttpResponse.json(list);
      }),
      http.get('/api/shopping-lists', () => {
        reads.overview += 1;
        return HttpResponse.json([]);
      }),
      http.patch(`/api/shopping-lists/${LIST_ID}/items/${lemons._id}`, () =>
        HttpResponse.json({ ...ticked, list: numbers }),
      ),
    );
    const { queryClient } = renderShopping(
      <ShoppingListView id={LIST_ID} createEventSource={createEventSource} />,
    );
    const { members: _members, items: _items, aisle_order: _order, ...summary } = list;
    queryClient.setQueryData(shoppingKeys.lists(), [
      { ...summary, _id: '22222222-2222-4222-8222-222222222222' },
      summary,
    ]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: '2 lemons' }));
    const [source] = FakeEventSource.opened;

    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    // The cook's own tick comes back on the stream: this page has that version already.
    source?.send('changed', { item: lemons._id, version: 2 });

    expect(queryClient.isFetching()).toBe(0);
    expect(reads).toEqual({ list: 1, overview: 0 });
    const cached = queryClient.getQueryData<ShoppingList>(shoppingKeys.detail(LIST_ID));
    expect(cached?.items.find((item) => item._id === lemons._id)).toEqual(ticked);
    expect(cached).toMatchObject(numbers);
    // The list changed last: first in the overview, with its new numbers.
    expect(queryClient.getQueryData<ShoppingListSummary[]>(shoppingKeys.lists())?.[0]).toEqual({
      ...summary,
      ...numbers,
    });
  });

  it('when another cook’s tick is heard, then the list alone is read, and the overview is only marked stale', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    let current = makeList({ items: [lemons] });
    const reads = { list: 0, overview: 0 };
    server.use(
      http.get(`/api/shopping-lists/${LIST_ID}`, () => {
        reads.list += 1;
        return HttpResponse.json(current);
      }),
      http.get('/api/shopping-lists', () => {
        reads.overview += 1;
        return HttpResponse.json([]);
      }),
    );
    const { queryClient } = renderShopping(
      <ShoppingListView id={LIST_ID} createEventSource={createEventSource} />,
    );
    await screen.findByRole('checkbox', { name: '2 lemons' });
    queryClient.setQueryData(shoppingKeys.lists(), []);
    const [source] = FakeEventSource.opened;

    current = makeList({ items: [{ ...lemons, checked: true, version: 2 }] });
    source?.send('changed', { item: lemons._id, version: 2 });

    await waitFor(() => expect(reads.list).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads.overview).toBe(0);
    expect(queryClient.getQueryState(shoppingKeys.lists())?.isInvalidated).toBe(true);
  });

  it('when the connection comes back after a drop, then what changed meanwhile is read', async () => {
    let reads = 0;
    server.use(
      http.get(`/api/shopping-lists/${LIST_ID}`, () => {
        reads += 1;
        return HttpResponse.json(makeList());
      }),
    );
    renderShopping(<ShoppingListView id={LIST_ID} createEventSource={createEventSource} />);
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;

    source?.send('open');
    expect(reads).toBe(1);
    source?.send('open');

    await waitFor(() => expect(reads).toBe(2));
  });

  it('when the list is deleted meanwhile, then the overview opens with "This list was deleted."', async () => {
    server.use(http.get(`/api/shopping-lists/${LIST_ID}`, () => HttpResponse.json(makeList())));
    renderShopping(<ShoppingListView id={LIST_ID} createEventSource={createEventSource} />);
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;

    source?.send('deleted');

    expect(await screen.findByRole('heading', { name: 'All shopping lists' })).toBeVisible();
    expect(screen.getByText('This list was deleted.')).toBeInTheDocument();
    expect(source?.closed).toBe(true);
  });

  it('when the page is left, then the stream is closed', async () => {
    server.use(http.get(`/api/shopping-lists/${LIST_ID}`, () => HttpResponse.json(makeList())));
    const { unmount } = renderShopping(
      <ShoppingListView id={LIST_ID} createEventSource={createEventSource} />,
    );
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;
    expect(source?.closed).toBe(false);

    unmount();

    expect(source?.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('when the browser has no EventSource, then the list still opens, without live updates', async () => {
    vi.stubGlobal('EventSource', undefined);
    server.use(http.get(`/api/shopping-lists/${LIST_ID}`, () => HttpResponse.json(makeList())));

    renderShopping(<ShoppingListView id={LIST_ID} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();
    vi.unstubAllGlobals();
  });
});
