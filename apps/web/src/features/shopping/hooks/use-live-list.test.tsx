import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getShoppingList,
  listEvents,
  listShoppingLists,
  pathOf,
  updateListItem,
  type ShoppingList,
  type ShoppingListSummary,
} from '@family-recipes/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointKey } from '../../../lib/endpoint-query';
import { answer, heldAnswer } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { renderListView } from '../testing/list-page';
import {
  answerList,
  LIST_ID,
  makeItem,
  makeList,
  resetToastsPerTest,
  serveLineChange,
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

resetToastsPerTest();
beforeEach(() => {
  FakeEventSource.opened = [];
});

describe('useLiveList', () => {
  it('when the server says the list changed, then the list is read again and the change shows without a reload', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    let current = makeList({ items: [lemons] });
    const reads = answerList(() => current);
    renderListView(createEventSource);
    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe(pathOf(listEvents, { id: LIST_ID }));

    current = makeList({ items: [{ ...lemons, checked: true, version: 2 }] });
    source?.send('changed');

    // Ticked by someone else, the line goes into the basket.
    await userEvent.click(await screen.findByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    expect(reads.calls).toHaveLength(2);
  });

  it('when the cook’s own tick is still on its way, then a change heard meanwhile does not untick the box', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const { answered, release } = heldAnswer();
    const ticked = { ...lemons, checked: true, version: 2 };
    const { reads } = serveLineChange([lemons], lemons, ticked, answered);
    const { queryClient } = renderListView(createEventSource);
    const user = userEvent.setup();
    const box = await screen.findByRole('checkbox', { name: '2 lemons' });
    const [source] = FakeEventSource.opened;

    await user.click(box);
    source?.send('changed');

    // The event asked for no read of the list: none is on its way.
    expect(
      queryClient.isFetching({
        queryKey: endpointKey(getShoppingList, { params: { id: LIST_ID } }),
      }),
    ).toBe(0);
    expect(reads.calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
    release();
    await waitFor(() => expect(reads.calls).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: '2 lemons' })).toBeChecked();
  });

  it('when a tick’s answer carries the list’s numbers, then neither the list nor the overview is read again, and the overview shows them', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    const list = makeList({ items: [lemons, makeItem({ ingredient: 'limes' })] });
    const ticked = { ...lemons, checked: true, version: 2 };
    const numbers = { item_count: 2, unchecked_count: 1, updated_on: '2026-11-27T10:00:00.000Z' };
    const reads = { list: answerList(() => list), overview: answer(listShoppingLists, () => []) };
    server.use(
      reads.overview,
      answer(updateListItem, { id: LIST_ID, itemId: lemons._id }, () => ({
        ...ticked,
        list: numbers,
      })),
    );
    const { queryClient } = renderListView(createEventSource);
    const { members: _members, items: _items, aisle_order: _order, ...summary } = list;
    queryClient.setQueryData(endpointKey(listShoppingLists, {}), [
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
    expect(reads.list.calls).toHaveLength(1);
    expect(reads.overview.calls).toHaveLength(0);
    const cached = queryClient.getQueryData<ShoppingList>(
      endpointKey(getShoppingList, { params: { id: LIST_ID } }),
    );
    expect(cached?.items.find((item) => item._id === lemons._id)).toEqual(ticked);
    expect(cached).toMatchObject(numbers);
    // The list changed last: first in the overview, with its new numbers.
    expect(
      queryClient.getQueryData<ShoppingListSummary[]>(endpointKey(listShoppingLists, {}))?.[0],
    ).toEqual({
      ...summary,
      ...numbers,
    });
  });

  it('when another cook’s tick is heard, then the list alone is read, and the overview is only marked stale', async () => {
    const lemons = makeItem({ ingredient: 'lemons' });
    let current = makeList({ items: [lemons] });
    const reads = {
      list: answerList(() => current),
      overview: answer(listShoppingLists, () => []),
    };
    server.use(reads.overview);
    const { queryClient } = renderListView(createEventSource);
    await screen.findByRole('checkbox', { name: '2 lemons' });
    queryClient.setQueryData(endpointKey(listShoppingLists, {}), []);
    const [source] = FakeEventSource.opened;

    current = makeList({ items: [{ ...lemons, checked: true, version: 2 }] });
    source?.send('changed', { item: lemons._id, version: 2 });

    await waitFor(() => expect(reads.list.calls).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(reads.overview.calls).toHaveLength(0);
    expect(queryClient.getQueryState(endpointKey(listShoppingLists, {}))?.isInvalidated).toBe(true);
  });

  it('when the connection comes back after a drop, then what changed meanwhile is read', async () => {
    const reads = answerList(() => makeList());
    renderListView(createEventSource);
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;

    source?.send('open');
    expect(reads.calls).toHaveLength(1);
    source?.send('open');

    await waitFor(() => expect(reads.calls).toHaveLength(2));
  });

  it('when the list is deleted meanwhile, then the overview opens with "This list was deleted."', async () => {
    answerList(() => makeList());
    renderListView(createEventSource);
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;

    source?.send('deleted');

    expect(await screen.findByRole('heading', { name: 'All shopping lists' })).toBeVisible();
    expect(screen.getByText('This list was deleted.')).toBeInTheDocument();
    expect(source?.closed).toBe(true);
  });

  it('when the page is left, then the stream is closed', async () => {
    answerList(() => makeList());
    const { unmount } = renderListView(createEventSource);
    await screen.findByRole('heading', { level: 1, name: 'Saturday market' });
    const [source] = FakeEventSource.opened;
    expect(source?.closed).toBe(false);

    unmount();

    expect(source?.closed).toBe(true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('when the browser has no EventSource, then the list still opens, without live updates', async () => {
    vi.stubGlobal('EventSource', undefined);
    answerList(() => makeList());

    renderListView();

    expect(await screen.findByRole('heading', { level: 1, name: 'Saturday market' })).toBeVisible();
    vi.unstubAllGlobals();
  });
});
