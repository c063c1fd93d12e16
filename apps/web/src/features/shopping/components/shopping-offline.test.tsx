import type { ShoppingList } from '@family-recipes/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw';
import {
  clearToasts,
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  stubMatchMedia,
} from '../testing/shopping-fixtures';
import { ShoppingListView } from './shopping-list-view';

const LIST_URL = `/api/shopping-lists/${LIST_ID}`;
/** The cook of renderShopping: their waiting changes are kept under their account's sub. */
const PENDING_KEY = 'family-recipes:pending:ada-sub-0001';

let online = true;

beforeEach(() => {
  stubMatchMedia();
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  clearToasts();
  localStorage.clear();
  // The page's store of waiting changes reads storage again, as when another tab changed it.
  window.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY }));
});

function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

const stored = () =>
  (JSON.parse(localStorage.getItem(PENDING_KEY) ?? '{"ops":[]}') as { ops: { kind: string }[] })
    .ops;

function answerList(current: () => ShoppingList) {
  let reads = 0;
  server.use(
    http.get(LIST_URL, () => {
      reads += 1;
      return HttpResponse.json(current());
    }),
  );
  return { reads: () => reads };
}

describe('ShoppingListView offline', () => {
  it('when the cook ticks a line and adds an item offline, then both show at once as waiting, and are sent in order once back online', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    let current = makeList({ items: [carrots] });
    const list = answerList(() => current);
    const writes: { method: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.patch(`${LIST_URL}/items/${carrots._id}`, async ({ request }) => {
        writes.push({ method: 'PATCH', body: (await request.json()) as Record<string, unknown> });
        current = makeList({ items: [{ ...carrots, checked: true, version: 2 }] });
        return HttpResponse.json(current.items[0]);
      }),
      http.post(`${LIST_URL}/items`, async ({ request }) => {
        writes.push({ method: 'POST', body: (await request.json()) as Record<string, unknown> });
        current = makeList({ items: [...current.items, makeItem({ ingredient: 'lemons' })] });
        return HttpResponse.json(current, { status: 201 });
      }),
    );
    renderShopping(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: '2 carrots' });
    goOffline();

    await user.click(screen.getByRole('checkbox', { name: '2 carrots' }));
    await user.type(screen.getByRole('textbox', { name: 'Add an item' }), '2 lemons');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByRole('checkbox', { name: '2 carrots' })).toBeChecked();
    const waiting = screen.getByRole('list', { name: 'Added on this device' });
    expect(within(waiting).getByText('2 lemons')).toBeInTheDocument();
    expect(screen.getAllByText('Waiting to be sent')).toHaveLength(2);
    expect(
      screen.getAllByText('Saved on this device; it will be sent when you are back online.')[0],
    ).toBeInTheDocument();
    expect(writes).toEqual([]);
    expect(stored().map((op) => op.kind)).toEqual(['check', 'add']);

    goOnline();

    await waitFor(() => expect(writes.map((write) => write.method)).toEqual(['PATCH', 'POST']));
    expect(writes[0]?.body).toMatchObject({
      checked: true,
      base_version: 1,
      op_id: expect.any(String),
      edited_at: expect.any(String),
    });
    expect(writes[1]?.body).toEqual({ text: '2 lemons', op_id: expect.any(String) });
    expect(await screen.findByRole('checkbox', { name: '2 lemons' })).not.toBeChecked();
    await waitFor(() => expect(screen.queryByText('Waiting to be sent')).toBeNull());
    expect(screen.getByRole('checkbox', { name: '2 carrots' })).toBeChecked();
    expect(list.reads()).toBeGreaterThan(1);
    expect(stored()).toEqual([]);
  });

  it('when the connection fails while a tick is sent, then the tick is kept on the device, not lost', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    answerList(() => makeList({ items: [carrots] }));
    const sent: unknown[] = [];
    server.use(
      http.patch(`${LIST_URL}/items/${carrots._id}`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.error();
      }),
    );
    renderShopping(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '2 carrots' }));

    await waitFor(() => expect(stored().map((op) => op.kind)).toEqual(['check']));
    expect(screen.getByRole('checkbox', { name: '2 carrots' })).toBeChecked();
    expect(screen.getByText('Waiting to be sent')).toBeInTheDocument();
    expect(screen.queryByText(/We could not tick off/)).toBeNull();
    // The op id sent is the one kept: sent again, the server applies it once.
    const kept = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '') as {
      ops: { op_id: string }[];
    };
    expect((sent[0] as { op_id: string }).op_id).toBe(kept.ops[0]?.op_id);
  });

  it('when a change kept on the device meets a later one from someone else, then the page says it was not kept and shows their version', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    const theirs = { ...carrots, quantity: 3, version: 2 };
    answerList(() => makeList({ items: [theirs] }));
    localStorage.setItem(
      PENDING_KEY,
      JSON.stringify({
        ops: [
          {
            kind: 'edit',
            op_id: '44444444-4444-4444-8444-000000000001',
            edited_at: '2026-11-25T09:00:00.000Z',
            list_id: LIST_ID,
            item_id: carrots._id,
            base_version: 1,
            label: '2 carrots',
            text: '5 carrots',
          },
        ],
        notices: [],
      }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_KEY }));
    server.use(
      http.patch(`${LIST_URL}/items/${carrots._id}`, () =>
        HttpResponse.json(
          {
            message: 'Someone changed this line after you did; their change was kept.',
            item: theirs,
          },
          { status: 409 },
        ),
      ),
    );
    renderShopping(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();

    const notices = await screen.findByRole('region', { name: 'Changes from this device' });
    const text =
      'Not kept: “5 carrots”. “2 carrots” was changed by someone else after you; their version “3 carrots” was kept.';
    expect(within(notices).getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: '3 carrots' })).toBeInTheDocument();
    expect(stored()).toEqual([]);

    await user.click(within(notices).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Changes from this device' })).toBeNull();
  });
});
