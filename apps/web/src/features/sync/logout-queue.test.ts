import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserSessionStore, PENDING_LOGOUT_KEY, PROFILE_KEY } from '../../lib/device-session';
import { server } from '../../testing/msw';
import { flushPending } from './flush';
import { mayActFor } from './may-act';
import { dropEmailKeyedQueues, PendingOpsStore, pendingKey, type PendingOp } from './pending-ops';
import { settleAtLogout, settleOrAskAtLogout } from './use-pending-sync';

const LIST = '11111111-1111-4111-8111-111111111111';
const SUB = '7d8e4a1c-0b5e-4c1f-9a43-2f6a1b3c4d5e';
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
    http.post('*/api/shopping-lists/:id/items', async ({ request }) => {
      posted.push(((await request.json()) as { text: string }).text);
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  return posted;
}

let online = true;
beforeEach(() => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  localStorage.clear();
  window.dispatchEvent(new StorageEvent('storage', { key: pendingKey(SUB) }));
});

describe('the queue at logout', () => {
  it('when the cook logs out online, then the waiting changes are sent first and the queue leaves the device', async () => {
    new PendingOpsStore(localStorage, SUB).add(add('2 lemons'));
    window.dispatchEvent(new StorageEvent('storage', { key: pendingKey(SUB) }));
    const posted = recordPosts();

    const kept = await settleAtLogout(SUB);

    expect(posted).toEqual(['2 lemons']);
    expect(kept).toBe(0);
    expect(localStorage.getItem(pendingKey(SUB))).toBeNull();
  });

  it('when the cook logs out offline, then the changes stay on the device under the account’s sub and nothing is sent', async () => {
    online = false;
    const op = add('1 loaf of bread');
    new PendingOpsStore(localStorage, SUB).add(op);
    window.dispatchEvent(new StorageEvent('storage', { key: pendingKey(SUB) }));
    const posted = recordPosts();

    const kept = await settleAtLogout(SUB);

    expect(kept).toBe(1);
    expect(posted).toEqual([]);
    expect(new PendingOpsStore(localStorage, SUB).ops()).toEqual([op]);
  });

  it('when the cook logs out offline and agrees to lose what waits, then the queue leaves the device and the logout goes ahead; when they decline, nothing is lost and they stay logged in', async () => {
    online = false;
    const op = add('3 onions');
    new PendingOpsStore(localStorage, SUB).add(op);
    window.dispatchEvent(new StorageEvent('storage', { key: pendingKey(SUB) }));
    const posted = recordPosts();
    const asked: string[] = [];

    const declined = await settleOrAskAtLogout(SUB, (question) => {
      asked.push(question);
      return false;
    });
    expect(declined).toBe(false);
    expect(new PendingOpsStore(localStorage, SUB).ops()).toEqual([op]);

    const agreed = await settleOrAskAtLogout(SUB, () => true);
    expect(agreed).toBe(true);
    expect(localStorage.getItem(pendingKey(SUB))).toBeNull();
    expect(posted).toEqual([]);
    expect(asked).toEqual([
      '1 change you made offline has not been sent yet. Log out and delete it from this device? Choose Cancel to stay logged in; they are sent when you are back online.',
    ]);
  });

  it('when nothing waits at logout, then the cook is not asked', async () => {
    const ask = vi.fn(() => false);

    expect(await settleOrAskAtLogout(SUB, ask)).toBe(true);
    expect(ask).not.toHaveBeenCalled();
  });

  it('when the device’s session has become another account, then the changes are not sent under it', async () => {
    const store = new PendingOpsStore(localStorage, SUB);
    store.add(add('2 lemons'));
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({ sub: 'another', name: 'B', email: 'b@c.d', groups: [] }),
    );
    const posted = recordPosts();

    const report = await flushPending(store, undefined, () => false);
    const kept = await settleAtLogout(SUB);

    expect(report.stopped).toBe(true);
    expect(posted).toEqual([]);
    expect(kept).toBe(1);
  });
});

describe('queues kept under an email address by earlier versions', () => {
  it('when the site starts, then queues keyed by an email are dropped and those keyed by an account’s sub stay', () => {
    localStorage.setItem(
      pendingKey('ada@example.test'),
      JSON.stringify({ ops: [add('x')], notices: [] }),
    );
    localStorage.setItem(pendingKey('old@example.test'), '{not json');
    new PendingOpsStore(localStorage, SUB).add(add('2 lemons'));
    localStorage.setItem('family-recipes:other', 'kept');

    expect(dropEmailKeyedQueues(localStorage)).toBe(1);

    expect(localStorage.getItem(pendingKey('ada@example.test'))).toBeNull();
    expect(localStorage.getItem(pendingKey('old@example.test'))).toBeNull();
    expect(new PendingOpsStore(localStorage, SUB).ops()).toHaveLength(1);
    expect(localStorage.getItem('family-recipes:other')).toBe('kept');
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
