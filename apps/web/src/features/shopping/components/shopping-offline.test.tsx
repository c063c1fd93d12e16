import { addListItem, updateListItem } from '@family-recipes/shared';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../lib/session';
import { answer, failure, networkError } from '../../../testing/api-mocks';
import { server } from '../../../testing/msw';
import { PendingSync } from '../../sync';
import {
  answerList,
  clearToasts,
  LIST_ID,
  makeItem,
  makeList,
  renderShopping,
  stubMatchMedia,
} from '../testing/shopping-fixtures';
import { ShoppingListView } from './shopping-list-view';

/** Each test's own cook: a save still on its way from the last test is not theirs. */
let cook: SessionUser;
let cooks = 0;
/** Where the cook's waiting writes are saved (TanStack's persister, by the account's sub). */
const savedKey = () => `family-recipes:kitchen-writes:${cook.sub ?? ''}`;

let online = true;

beforeEach(() => {
  stubMatchMedia();
  online = true;
  cooks += 1;
  cook = {
    sub: `ada-sub-${cooks}`,
    name: 'Ada Cook',
    email: 'ada@example.test',
    groups: ['user'],
    idToken: 'id-token',
  };
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  clearToasts();
  act(() => onlineManager.setOnline(true));
  localStorage.clear();
});

/** The browser's events, and TanStack Query told as the site tells it (use-offline-kitchen.ts). */
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
    onlineManager.setOnline(true);
  });
}

function goOffline() {
  online = false;
  act(() => {
    window.dispatchEvent(new Event('offline'));
    onlineManager.setOnline(false);
  });
}

/** The page as the site shows it to a signed-in cook: the waiting writes kept on the device. */
function renderKitchen(ui: ReactNode) {
  return renderShopping(
    <>
      <PendingSync />
      {ui}
    </>,
    { user: cook },
  );
}

interface SavedWrite {
  kind: string;
  op_id: string;
}

const stored = () =>
  (
    JSON.parse(localStorage.getItem(savedKey()) ?? 'null') as {
      clientState: { mutations: { state: { variables: SavedWrite } }[] };
    } | null
  )?.clientState.mutations.map((m) => m.state.variables) ?? [];

describe('ShoppingListView offline', () => {
  it('when the cook ticks a line and adds an item offline, then both show at once as waiting, and are sent in order once back online', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    let current = makeList({ items: [carrots] });
    const list = answerList(() => current);
    const writes: { method: string; body: unknown }[] = [];
    server.use(
      answer(updateListItem, { id: LIST_ID, itemId: carrots._id }, ({ body }) => {
        writes.push({ method: 'PATCH', body });
        const ticked = { ...carrots, checked: true, version: 2 };
        current = makeList({ items: [ticked] });
        return ticked;
      }),
      answer(addListItem, { id: LIST_ID }, ({ body }) => {
        writes.push({ method: 'POST', body });
        current = makeList({ items: [...current.items, makeItem({ ingredient: 'lemons' })] });
        return current;
      }),
    );
    renderKitchen(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: '2 carrots' });
    goOffline();

    await user.click(screen.getByRole('checkbox', { name: '2 carrots' }));
    // A ticked line waits in the basket, closed until opened.
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));
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
    await waitFor(() => expect(stored().map((op) => op.kind)).toEqual(['check', 'add']));

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
    expect(list.calls.length).toBeGreaterThan(1);
    await waitFor(() => expect(localStorage.getItem(savedKey())).toBeNull());
  });

  it('when the connection fails while a tick is sent, then the tick is kept on the device, not lost', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    answerList(() => makeList({ items: [carrots] }));
    const failed = answer(updateListItem, { id: LIST_ID, itemId: carrots._id }, networkError);
    server.use(failed);
    renderKitchen(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('checkbox', { name: '2 carrots' }));

    await waitFor(() => expect(stored().map((op) => op.kind)).toEqual(['check']));
    await user.click(screen.getByRole('button', { name: 'In the basket (1)' }));
    expect(screen.getByRole('checkbox', { name: '2 carrots' })).toBeChecked();
    expect(screen.getByText('Waiting to be sent')).toBeInTheDocument();
    expect(screen.queryByText(/We could not tick off/)).toBeNull();
    // The op id sent is the one kept: sent again, the server applies it once.
    expect(failed.bodies[0]?.op_id).toBe(stored()[0]?.op_id);

    // The connection works again: the same write goes out, and leaves the device.
    const sent = answer(updateListItem, { id: LIST_ID, itemId: carrots._id }, () => ({
      ...carrots,
      checked: true,
      version: 2,
    }));
    server.use(sent);
    await waitFor(() => expect(localStorage.getItem(savedKey())).toBeNull(), { timeout: 10_000 });
    const opIds = [...failed.bodies, ...sent.bodies].map((body) => body.op_id);
    expect(new Set(opIds).size).toBe(1);
    expect(screen.queryByText('Waiting to be sent')).toBeNull();
  });

  it('when a change kept on the device meets a later one from someone else, then the page says it was not kept and shows their version', async () => {
    const carrots = makeItem({ ingredient: 'carrots', key: 'carrot' });
    const theirs = { ...carrots, quantity: 3, version: 2 };
    let current = makeList({ items: [carrots] });
    answerList(() => current);
    // Offline, the cook types the line again; the page closes before it is sent.
    const first = renderKitchen(<ShoppingListView id={LIST_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit 2 carrots' }));
    goOffline();
    const field = screen.getByRole('textbox', { name: 'Change “2 carrots”' });
    await user.clear(field);
    await user.type(field, '5 carrots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(stored().map((op) => op.kind)).toEqual(['edit']));
    first.unmount();
    clearToasts();

    // Meanwhile someone else changed it; the site opens again online.
    current = makeList({ items: [theirs] });
    server.use(
      answer(updateListItem, { id: LIST_ID, itemId: carrots._id }, () =>
        failure(409, 'Someone changed this line after you did; their change was kept.', {
          item: theirs,
        }),
      ),
    );
    goOnline();
    renderKitchen(<ShoppingListView id={LIST_ID} />);

    const notices = await screen.findByRole('region', { name: 'Changes from this device' });
    const text =
      'Not kept: “5 carrots”. “2 carrots” was changed by someone else after you; their version “3 carrots” was kept.';
    expect(within(notices).getByText(text)).toBeInTheDocument();
    expect(screen.getAllByText(text)).toHaveLength(2);
    expect(await screen.findByRole('checkbox', { name: '3 carrots' })).toBeInTheDocument();
    expect(stored()).toEqual([]);

    await user.click(within(notices).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('region', { name: 'Changes from this device' })).toBeNull();
  });
});
