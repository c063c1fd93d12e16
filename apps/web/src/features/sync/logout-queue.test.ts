import { addListItem } from '@family-recipes/shared';
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../lib/api-client';
import { browserSessionStore, PENDING_LOGOUT_KEY } from '../../lib/device-session';
import { server } from '../../testing/msw';
import { createTestQueryClient } from '../../testing/test-utils';
import { keepKitchenWrites, settleOrAskAtLogout, storageKey } from './kitchen-persist';
import { writeOptions, type PendingOp } from './kitchen-writes';
import { mayActFor } from './may-act';
import { keptSites } from './testing/kept-sites';

const LIST = '11111111-1111-4111-8111-111111111111';
/** Each test's own account: a save still on its way from the last test is not theirs. */
let SUB = '';
let accounts = 0;
let counter = 0;

function add(text: string): PendingOp {
  counter += 1;
  return {
    kind: 'add',
    op_id: `44444444-4444-4444-8444-${String(counter).padStart(12, '0')}`,
    edited_at: '2026-11-25T10:00:00.000Z',
    list_id: LIST,
    text,
  };
}

/** Records the items posted; answers 201. */
function recordPosts() {
  const posted: string[] = [];
  server.use(
    http.post(`*${API_PREFIX}${addListItem.path}`, async ({ request }) => {
      posted.push(((await request.json()) as { text: string }).text);
      return HttpResponse.json({}, { status: 201 });
    }),
    http.get(`*${API_PREFIX}/*`, () => HttpResponse.json({})),
  );
  return posted;
}

const { stops, openSite } = keptSites();

/** The site open for SUB, with `texts` added while offline and saved on the device. */
async function offlineWithWaiting(...texts: string[]) {
  onlineManager.setOnline(false);
  const client = await openSite(SUB);
  for (const text of texts) {
    void new MutationObserver(client, writeOptions(client, SUB, true))
      .mutate(add(text))
      .catch(() => undefined);
  }
  await vi.waitFor(() => expect(localStorage.getItem(storageKey(SUB))).toContain(texts.at(-1)));
  return client;
}

beforeEach(() => {
  accounts += 1;
  SUB = `7d8e4a1c-0b5e-4c1f-9a43-${String(accounts).padStart(12, '0')}`;
});

describe('the waiting writes at logout', () => {
  it('when the cook logs out online, then the waiting changes are sent first and leave the device, without a question', async () => {
    const client = await offlineWithWaiting('2 lemons', '1 onion');
    const posted = recordPosts();
    onlineManager.setOnline(true);
    const ask = vi.fn(() => false);

    expect(await settleOrAskAtLogout(client, SUB, ask, localStorage)).toBe(true);

    expect(posted).toEqual(['2 lemons', '1 onion']);
    expect(ask).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(localStorage.getItem(storageKey(SUB))).toBeNull());
  });

  it('when the cook logs out offline and declines, then nothing is sent or lost and they stay logged in; when they agree, the changes leave the device', async () => {
    const client = await offlineWithWaiting('3 onions');
    const posted = recordPosts();
    const asked: string[] = [];

    const declined = await settleOrAskAtLogout(
      client,
      SUB,
      (question) => {
        asked.push(question);
        return false;
      },
      localStorage,
    );
    expect(declined).toBe(false);
    expect(localStorage.getItem(storageKey(SUB))).toContain('3 onions');

    const agreed = await settleOrAskAtLogout(client, SUB, () => true, localStorage);
    expect(agreed).toBe(true);
    await vi.waitFor(() => expect(localStorage.getItem(storageKey(SUB))).toBeNull());
    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(posted).toEqual([]);
    expect(asked).toEqual([
      '1 change you made offline has not been sent yet. Log out and delete it from this device? Choose Cancel to stay logged in; they are sent when you are back online.',
    ]);
  });

  it('when nothing waits at logout, then the cook is not asked', async () => {
    const client = createTestQueryClient();
    const ask = vi.fn(() => false);

    expect(await settleOrAskAtLogout(client, SUB, ask, localStorage)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('when the device’s session has become another account, then the changes are not sent under it and the cook is asked', async () => {
    const client = await offlineWithWaiting('2 lemons');
    browserSessionStore(() => localStorage).setProfile({
      sub: 'another',
      name: 'B',
      email: 'b@c.d',
      groups: [],
    });
    const posted = recordPosts();
    onlineManager.setOnline(true);
    const ask = vi.fn(() => false);

    expect(await settleOrAskAtLogout(client, SUB, ask, localStorage)).toBe(false);
    expect(posted).toEqual([]);
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

describe('queues of earlier versions', () => {
  it('when the site opens, then the account’s queue of an earlier version becomes its waiting writes, in order; queues kept by email are dropped and other keys stay', async () => {
    onlineManager.setOnline(false);
    const waitingOps = [add('2 lemons'), add('1 onion')];
    localStorage.setItem(
      'family-recipes:pending:ada@example.test',
      JSON.stringify({ ops: [add('x')], notices: [] }),
    );
    localStorage.setItem(
      `family-recipes:pending:${SUB}`,
      JSON.stringify({ ops: waitingOps, notices: [] }),
    );
    localStorage.setItem('family-recipes:other', 'kept');
    const client = await openSite(SUB);

    expect(
      client
        .getMutationCache()
        .getAll()
        .map((m) => m.state.variables),
    ).toEqual(waitingOps);
    expect(localStorage.getItem('family-recipes:pending:ada@example.test')).toBeNull();
    expect(localStorage.getItem(`family-recipes:pending:${SUB}`)).toBeNull();
    expect(localStorage.getItem('family-recipes:other')).toBe('kept');

    const posted = recordPosts();
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(posted).toEqual(['2 lemons', '1 onion']));
  });

  it('when an earlier version’s queue is unreadable, then it is dropped and nothing waits', async () => {
    localStorage.setItem(`family-recipes:pending:${SUB}`, '{not json');
    const client = createTestQueryClient();
    const kept = keepKitchenWrites(client, SUB, localStorage);
    stops.push(kept.stop);
    await kept.restored;

    expect(client.getMutationCache().getAll()).toEqual([]);
    expect(localStorage.getItem(`family-recipes:pending:${SUB}`)).toBeNull();
  });
});

describe('sending kept changes for an account', () => {
  it('when a logout is pending or the device’s session is another account, then changes kept for this one may not be sent', () => {
    const store = browserSessionStore(() => localStorage);
    expect(mayActFor(SUB, store)).toBe(true);
    store.setProfile({ sub: SUB, name: 'A', email: 'a@b.c', groups: [] });
    expect(mayActFor(SUB, store)).toBe(true);
    expect(mayActFor('another-sub', store)).toBe(false);
    localStorage.setItem(PENDING_LOGOUT_KEY, new Date().toISOString());
    expect(mayActFor(SUB, store)).toBe(false);
  });
});
