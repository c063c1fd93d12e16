import {
  API_MESSAGES,
  AUTH_REFRESH,
  getUserToken,
  logout,
  PAGE_TEXT,
  pathOf,
  refreshTokens,
} from '@family-recipes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { memorySessionStore } from '../../../lib/device-session';
import type { PageVisibility, SessionMachineDeps } from './session-deps';
import { SessionMachine } from './session-machine';

type Answer = Response | Error | (() => Response | Promise<Response>);

const NOW_S = 1_700_000_000;
const HOUR_S = 3_600;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The account the user-token lookup answers with. */
const ADA = {
  name: 'Ada Cook',
  email: 'ada@example.test',
  groups: ['user'],
  idToken: 'id-token',
  iat: NOW_S,
  exp: NOW_S + HOUR_S,
};

function signedIn(overrides: Record<string, unknown> = {}) {
  return json({ loggedIn: true, ...ADA, ...overrides });
}

const refreshed = () => json({ idToken: 'new-id', accessToken: 'new-access' });
const refreshMissing = () => json({ message: API_MESSAGES.refreshTokenMissing }, 401);
const networkError = () => new ApiError(0, PAGE_TEXT.networkError);

/** What apiFetch makes of an answer: the body of a 2xx, otherwise an ApiError. */
async function asApiFetch(response: Response): Promise<unknown> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return body;
  const message =
    typeof body === 'object' &&
    body !== null &&
    'message' in body &&
    typeof body.message === 'string'
      ? body.message
      : `Request failed with status ${response.status}.`;
  const retryAfter = response.headers.get('Retry-After');
  throw new ApiError(response.status, message, [], retryAfter ? Number(retryAfter) : undefined);
}

/** A fake API: each path answers from its own queue; the last answer repeats. */
function fakeApi(answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  const request = vi.fn(async (path: string) => asApiFetch(await answer(path)));
  const answer = vi.fn(async (path: string): Promise<Response> => {
    calls.push(path);
    const queue = answers[path];
    if (!queue || queue.length === 0) throw new Error(`unexpected call ${path}`);
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer instanceof Error) throw answer;
    if (typeof answer === 'function') return answer();
    if (!answer) throw new Error(`no answer for ${path}`);
    // A Response body can be read once; hand out a copy each time.
    return answer.clone();
  });
  const count = (path: string) => calls.filter((call) => call === path).length;
  return { request, calls, count };
}

function fakeVisibility(initial = { visible: true, online: true }) {
  const state = { ...initial };
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isVisible: () => state.visible,
    isOnline: () => state.online,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const change = (next: Partial<typeof state>) => {
    Object.assign(state, next);
    for (const listener of listeners) listener();
  };
  return { visibility, change, listeners };
}

function machineWith(api: ReturnType<typeof fakeApi>, deps: Partial<SessionMachineDeps> = {}) {
  const log = vi.fn();
  const signOutIdentity = vi.fn(async () => {});
  const machine = new SessionMachine({
    request: api.request,
    log,
    signOutIdentity,
    store: memorySessionStore(),
    ...deps,
  });
  return { machine, log, signOutIdentity };
}

/** The answers of a signed-in session whose tokens refresh once. */
const oneRefresh = () => ({ [USER_TOKEN]: [signedIn()], [REFRESH]: [refreshed()] });

/** A machine on a fake API giving `answers`, started. */
async function startedWith(answers: Record<string, Answer[]>) {
  const api = fakeApi(answers);
  const { machine } = machineWith(api);
  await machine.start();
  return { api, machine };
}

const USER_TOKEN = pathOf(getUserToken, {});
const REFRESH = pathOf(refreshTokens, {});
const LOGOUT = pathOf(logout, {});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_S * 1000);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionMachine: the first lookup', () => {
  it('when it is created, then loading is true and there is no user', () => {
    const { machine } = machineWith(fakeApi({}));

    expect(machine.getSnapshot()).toEqual({ loading: true, user: null });
  });

  it('when the lookup answers a name and email, then the user is set and loading ends', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const { machine } = machineWith(api);

    await machine.start();

    expect(machine.getSnapshot()).toEqual({
      loading: false,
      user: {
        // A token that is not a JWT names no account.
        sub: '',
        ...ADA,
        attributes: {},
      },
    });
  });

  it('when the lookup answers loggedIn false, then the user is null and loading ends', async () => {
    const api = fakeApi({ [USER_TOKEN]: [json({ loggedIn: false })] });
    const { machine } = machineWith(api);

    await machine.start();

    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(api.count(REFRESH)).toBe(0);
  });

  it('when the lookup answers loggedIn true without a name, then the user is null', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn({ name: '' })] });
    const { machine } = machineWith(api);

    await machine.start();

    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when the lookup cannot reach the server, then the failure is logged and the user is null', async () => {
    const api = fakeApi({ [USER_TOKEN]: [networkError()] });
    const { machine, log } = machineWith(api);

    await machine.start();

    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(log).toHaveBeenCalledWith('Fetching the user failed', expect.any(ApiError));
  });

  it('when the lookup answers 500, then the failure is logged and the user is null', async () => {
    const api = fakeApi({ [USER_TOKEN]: [json({ message: 'boom' }, 500)] });
    const { machine, log } = machineWith(api);

    await machine.start();

    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(log).toHaveBeenCalledWith('Fetching the user answered 500', undefined);
    expect(api.count(REFRESH)).toBe(0);
  });

  it('when a listener is subscribed, then it hears every change until it unsubscribes', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const { machine } = machineWith(api);
    const listener = vi.fn();
    const unsubscribe = machine.subscribe(listener);

    await machine.start();
    const heard = listener.mock.calls.length;
    unsubscribe();
    await machine.logout().catch(() => {});

    expect(heard).toBeGreaterThan(0);
    expect(listener).toHaveBeenCalledTimes(heard);
  });
});

describe('SessionMachine: a 401 on the lookup', () => {
  it('when the lookup answers 401, then the tokens are refreshed and the user looked up again', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [json({ message: 'Token expired' }, 401), signedIn()],
      [REFRESH]: [refreshed()],
    });
    const { machine } = machineWith(api);

    await machine.start();

    expect(api.calls).toEqual([USER_TOKEN, REFRESH, USER_TOKEN]);
    expect(machine.getSnapshot().loading).toBe(false);
    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
  });

  it('when the lookup after a successful refresh answers 401 again, then the user is null without another refresh', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [json({}, 401)],
      [REFRESH]: [refreshed()],
    });
    const { machine, log } = machineWith(api);

    await machine.start();

    expect(api.count(REFRESH)).toBe(1);
    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(log).toHaveBeenCalledWith('The refreshed token was refused', undefined);
  });

  it('when the loading flag is read during the refresh, then it stays true until the refresh completes', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    const api = fakeApi({
      [USER_TOKEN]: [json({}, 401), signedIn()],
      [REFRESH]: [() => new Promise<Response>((resolve) => (answerRefresh = resolve))],
    });
    const { machine } = machineWith(api);

    const started = machine.start();
    await vi.waitFor(() => expect(api.count(REFRESH)).toBe(1));
    expect(machine.getSnapshot().loading).toBe(true);

    answerRefresh(refreshed());
    await started;
    expect(machine.getSnapshot().loading).toBe(false);
  });
});

describe('SessionMachine: refresh failures', () => {
  it("when the refresh answers 401 'Refresh token missing or expired', then the user is logged out", async () => {
    const api = fakeApi({
      [USER_TOKEN]: [json({}, 401)],
      [REFRESH]: [refreshMissing()],
      [LOGOUT]: [json({ message: 'Logged out' })],
    });
    const { machine, signOutIdentity } = machineWith(api);

    await machine.start();

    expect(api.calls).toEqual([USER_TOKEN, REFRESH, LOGOUT]);
    expect(signOutIdentity).toHaveBeenCalledTimes(1);
    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
  });

  it('when the refresh answers 401 with another message, then the user is null without logging out', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [json({}, 401)],
      [REFRESH]: [json({ message: 'Invalid token' }, 401)],
    });
    const { machine, signOutIdentity } = machineWith(api);

    await machine.start();

    expect(api.count(LOGOUT)).toBe(0);
    expect(signOutIdentity).not.toHaveBeenCalled();
    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
  });

  it('when the refresh answers 503, then the user is null without logging out or retrying', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [signedIn()],
      [REFRESH]: [json({ message: 'Identity service unavailable' }, 503)],
    });
    const { machine, log } = machineWith(api);
    await machine.start();

    await machine.refresh();

    expect(api.count(REFRESH)).toBe(1);
    expect(api.count(LOGOUT)).toBe(0);
    expect(machine.getSnapshot().user).toBeNull();
    expect(log).toHaveBeenCalledWith('Refreshing the tokens answered 503', undefined);
  });

  it('when the refresh answers 429, then the user stays signed in and the refresh runs again after Retry-After', async () => {
    const tooMany = () =>
      new Response(JSON.stringify({ message: 'Too many session refreshes.' }), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
      });
    const api = fakeApi({ [USER_TOKEN]: [signedIn()], [REFRESH]: [tooMany, refreshed] });
    const { machine, log } = machineWith(api);
    await machine.start();

    await machine.refresh();

    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
    expect(api.count(LOGOUT)).toBe(0);
    expect(log).toHaveBeenCalledWith('Refreshing the tokens answered 429', undefined);
    await vi.advanceTimersByTimeAsync(41_999);
    expect(api.count(REFRESH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.count(REFRESH)).toBe(2);
    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
  });

  it('when the refresh answers 401 with an unreadable body, then the user is null without logging out', async () => {
    const { api, machine } = await startedWith({
      [USER_TOKEN]: [signedIn()],
      [REFRESH]: [new Response('not json', { status: 401 })],
    });

    await machine.refresh();

    expect(api.count(LOGOUT)).toBe(0);
    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when the refresh hits a network error once, then it is retried after 1 s and succeeds', async () => {
    const { api, machine } = await startedWith({
      [USER_TOKEN]: [signedIn()],
      [REFRESH]: [networkError(), refreshed()],
    });

    const refreshing = machine.refresh();
    await vi.advanceTimersByTimeAsync(999);
    expect(api.count(REFRESH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;

    expect(api.count(REFRESH)).toBe(2);
    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
  });

  it('when every refresh attempt hits a network error, then it is retried 3 more times with back-off 1, 2, 4 s and the user becomes null', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()], [REFRESH]: [networkError()] });
    const { machine, log } = machineWith(api);
    await machine.start();

    const refreshing = machine.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count(REFRESH)).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api.count(REFRESH)).toBe(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.count(REFRESH)).toBe(3);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(api.count(REFRESH)).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;

    expect(api.count(REFRESH)).toBe(1 + AUTH_REFRESH.retries);
    expect(machine.getSnapshot().user).toBeNull();
    expect(log).toHaveBeenCalledWith('Refreshing the tokens failed', expect.any(ApiError));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.count(REFRESH)).toBe(4);
  });

  it('when the browser is offline and the refresh cannot reach the server, then the cook stays signed in and it is tried again a minute later', async () => {
    const { visibility, change } = fakeVisibility({ visible: true, online: false });
    // A session saved for offline use whose token is already due for renewal.
    const api = fakeApi({
      [USER_TOKEN]: [signedIn({ iat: NOW_S - 50 * 60, exp: NOW_S + 10 * 60 })],
      [REFRESH]: [networkError(), networkError(), refreshed()],
    });
    const { machine, log } = machineWith(api, { visibility });
    await machine.start();
    await vi.advanceTimersByTimeAsync(30_000);

    expect(api.count(REFRESH)).toBe(1);
    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
    expect(log).toHaveBeenCalledWith(
      'Offline: the tokens are refreshed once back online',
      undefined,
    );
    await vi.advanceTimersByTimeAsync(30_000);
    expect(api.count(REFRESH)).toBe(2);
    expect(machine.getSnapshot().user).not.toBeNull();

    change({ online: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count(REFRESH)).toBe(3);
    expect(machine.getSnapshot().user?.email).toBe('ada@example.test');
  });

  it('when the back-off would grow past 5 s, then it is capped at 5 s', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [signedIn()],
      [REFRESH]: [networkError(), networkError(), networkError(), networkError(), refreshed()],
    });
    const { machine } = machineWith(api, { options: { retries: 5 } });
    await machine.start();

    const refreshing = machine.refresh();
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 4_000);
    expect(api.count(REFRESH)).toBe(4);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(api.count(REFRESH)).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    await refreshing;

    expect(api.count(REFRESH)).toBe(5);
    expect(machine.getSnapshot().user).not.toBeNull();
  });
});

describe('SessionMachine: one refresh at a time', () => {
  it('when refresh is asked for while one runs, then both share the one request', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    const { api, machine } = await startedWith({
      [USER_TOKEN]: [signedIn()],
      [REFRESH]: [() => new Promise<Response>((resolve) => (answerRefresh = resolve))],
    });

    const first = machine.refresh();
    const second = machine.refresh();
    expect(second).toBe(first);
    answerRefresh(refreshed());
    await Promise.all([first, second]);

    expect(api.count(REFRESH)).toBe(1);
  });

  it('when a refresh has finished, then the next one sends a new request', async () => {
    const { api, machine } = await startedWith(oneRefresh());

    await machine.refresh();
    await machine.refresh();

    expect(api.count(REFRESH)).toBe(2);
  });
});

describe('SessionMachine: visibility', () => {
  it.each([
    {
      title: 'when the page becomes visible while online, then the tokens are refreshed',
      signedInNow: true,
      online: true,
      becomesVisible: true,
      refreshes: 1,
    },
    {
      title: 'when the page becomes visible while offline, then nothing is refreshed',
      signedInNow: true,
      online: false,
      becomesVisible: true,
      refreshes: 0,
    },
    {
      title: 'when a signed-out visitor comes back to the page, then nothing is refreshed',
      signedInNow: false,
      online: true,
      becomesVisible: true,
      refreshes: 0,
    },
    {
      title: 'when the page becomes hidden, then nothing is refreshed',
      signedInNow: true,
      online: true,
      becomesVisible: false,
      refreshes: 0,
    },
  ])('$title', async ({ signedInNow, online, becomesVisible, refreshes }) => {
    const api = fakeApi({
      [USER_TOKEN]: [signedInNow ? signedIn() : json({ loggedIn: false })],
      [REFRESH]: [refreshed()],
    });
    const { visibility, change } = fakeVisibility({ visible: !becomesVisible, online });
    const { machine } = machineWith(api, { visibility });
    await machine.start();

    change({ visible: becomesVisible });
    await vi.advanceTimersByTimeAsync(0);

    expect(api.count(REFRESH)).toBe(refreshes);
  });

  it('when the machine is stopped, then visibility changes and timers no longer refresh', async () => {
    const api = fakeApi(oneRefresh());
    const { visibility, change, listeners } = fakeVisibility({ visible: false, online: true });
    const { machine } = machineWith(api, { visibility });
    await machine.start();

    machine.stop();
    change({ visible: true });
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);

    expect(listeners.size).toBe(0);
    expect(api.count(REFRESH)).toBe(0);
  });

  it('when start is called twice, then only one visibility listener is kept', async () => {
    const api = fakeApi({ [USER_TOKEN]: [json({ loggedIn: false })] });
    const { visibility, listeners } = fakeVisibility();
    const { machine } = machineWith(api, { visibility });

    await machine.start();
    await machine.start();

    expect(listeners.size).toBe(1);
  });
});

describe('SessionMachine: the refresh timer', () => {
  it('when more than 80% of the lifespan is left, then the refresh runs 5 minutes before expiry', async () => {
    const { api } = await startedWith(oneRefresh());

    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - AUTH_REFRESH.leadTimeMs - 1);
    expect(api.count(REFRESH)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);

    expect(api.count(REFRESH)).toBe(1);
  });

  it.each([
    [
      'when exactly 80% of the lifespan is left, then the refresh waits for 5 minutes before expiry',
      {
        answers: () => ({
          [USER_TOKEN]: [signedIn({ iat: NOW_S - 0.2 * HOUR_S, exp: NOW_S + 0.8 * HOUR_S })],
        }),
        refreshes: 0,
      },
    ],
    [
      'when less than 80% of the lifespan is left, then the refresh runs immediately',
      {
        answers: () => ({
          [USER_TOKEN]: [
            signedIn({ iat: NOW_S - 0.3 * HOUR_S, exp: NOW_S + 0.7 * HOUR_S }),
            signedIn(),
          ],
          [REFRESH]: [refreshed()],
        }),
        refreshes: 1,
      },
    ],
    [
      // A 4-minute token: all of it left, but expiry is nearer than the 5-minute lead time.
      'when the delay before expiry is negative, then the refresh runs immediately',
      {
        answers: () => ({
          [USER_TOKEN]: [signedIn({ iat: NOW_S, exp: NOW_S + 240 }), signedIn()],
          [REFRESH]: [refreshed()],
        }),
        refreshes: 1,
      },
    ],
  ])('%s', async (_name, { answers, refreshes }) => {
    const { api } = await startedWith(answers());
    await vi.advanceTimersByTimeAsync(0);

    expect(api.count(REFRESH)).toBe(refreshes);
  });

  it('when a freshly refreshed token is already due, then it is not refreshed again in a loop', async () => {
    const shortLived = signedIn({ iat: NOW_S, exp: NOW_S + 240 });
    const api = fakeApi({ [USER_TOKEN]: [shortLived], [REFRESH]: [refreshed()] });
    const { machine, log } = machineWith(api);

    await machine.start();
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);

    expect(api.count(REFRESH)).toBe(1);
    expect(machine.getSnapshot().user).not.toBeNull();
    expect(log).toHaveBeenCalledWith(
      'A freshly refreshed token is already due for refresh; not refreshing again',
      undefined,
    );
  });

  it('when the timed refresh succeeds, then a new timer is scheduled for the new token', async () => {
    const { api, machine } = await startedWith({
      [USER_TOKEN]: [
        signedIn(),
        signedIn({ iat: NOW_S + 55 * 60, exp: NOW_S + 55 * 60 + HOUR_S, name: 'Ada Renewed' }),
      ],
      [REFRESH]: [refreshed()],
    });

    await vi.advanceTimersByTimeAsync(55 * 60 * 1000);
    expect(api.count(REFRESH)).toBe(1);
    expect(machine.getSnapshot().user?.name).toBe('Ada Renewed');
    await vi.advanceTimersByTimeAsync(55 * 60 * 1000);

    expect(api.count(REFRESH)).toBe(2);
  });

  it('when the user becomes signed out, then the pending timer is cancelled', async () => {
    const { api, machine } = await startedWith({
      [USER_TOKEN]: [signedIn(), json({ loggedIn: false })],
      [REFRESH]: [refreshed()],
    });

    await machine.lookup();
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);

    expect(api.count(REFRESH)).toBe(0);
  });

  it('when the lookup runs again, then the earlier timer is replaced, not doubled', async () => {
    const { api, machine } = await startedWith(oneRefresh());

    await machine.lookup();
    await vi.advanceTimersByTimeAsync(HOUR_S * 1000 - AUTH_REFRESH.leadTimeMs);

    expect(api.count(REFRESH)).toBe(1);
  });
});

describe('SessionMachine: identity attributes', () => {
  it('when the identity session has attributes, then they are merged into the user', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const loadAttributes = vi.fn(async () => ({
      email: 'ada@example.test',
      name: 'Ada Lovelace',
      sub: 'abc',
    }));
    const { machine } = machineWith(api, { loadAttributes });

    await machine.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(machine.getSnapshot().user).toMatchObject({
      name: 'Ada Lovelace',
      attributes: { email: 'ada@example.test', name: 'Ada Lovelace', sub: 'abc' },
    });
  });

  it('when there is no identity session, then the user keeps the lookup values', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const { machine } = machineWith(api, { loadAttributes: async () => null });

    await machine.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(machine.getSnapshot().user).toMatchObject({ name: 'Ada Cook', attributes: {} });
  });

  it('when the identity session belongs to someone else, then its attributes are ignored', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const { machine } = machineWith(api, {
      loadAttributes: async () => ({ email: 'other@example.test', name: 'Other' }),
    });

    await machine.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(machine.getSnapshot().user).toMatchObject({ name: 'Ada Cook', attributes: {} });
  });

  it('when the attributes arrive after the user signed out, then they are ignored', async () => {
    let answer: (value: Record<string, string>) => void = () => {};
    const api = fakeApi({
      [USER_TOKEN]: [signedIn()],
      [LOGOUT]: [json({ message: 'Logged out' })],
    });
    const { machine } = machineWith(api, {
      loadAttributes: () => new Promise((resolve) => (answer = resolve)),
    });
    await machine.start();

    await machine.logout();
    answer({ email: 'ada@example.test', name: 'Ada' });
    await vi.advanceTimersByTimeAsync(0);

    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when reading the attributes fails, then it is only logged', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()] });
    const failure = new Error('User is not authenticated');
    const { machine, log } = machineWith(api, {
      loadAttributes: async () => {
        throw failure;
      },
    });

    await machine.start();
    await vi.advanceTimersByTimeAsync(0);

    expect(machine.getSnapshot().user?.name).toBe('Ada Cook');
    expect(log).toHaveBeenCalledWith('Reading the identity attributes failed', failure);
  });
});

describe('SessionMachine: logout', () => {
  it('when logging out, then the server cookies and identity session are cleared and the user is null', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [signedIn()],
      [LOGOUT]: [json({ message: 'Logged out' })],
    });
    const { machine, signOutIdentity } = machineWith(api);
    await machine.start();

    await machine.logout();

    expect(api.count(LOGOUT)).toBe(1);
    expect(signOutIdentity).toHaveBeenCalledTimes(1);
    expect(machine.getSnapshot().user).toBeNull();
    await vi.advanceTimersByTimeAsync(2 * HOUR_S * 1000);
    expect(api.count(REFRESH)).toBe(0);
  });

  it('when the logout call fails, then it is logged and the user is still signed out', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()], [LOGOUT]: [networkError()] });
    const { machine, log, signOutIdentity } = machineWith(api);
    await machine.start();

    await machine.logout();

    expect(log).toHaveBeenCalledWith('Logout failed', expect.any(ApiError));
    expect(signOutIdentity).toHaveBeenCalled();
    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when the logout call answers 500, then it is logged and the user is still signed out', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()], [LOGOUT]: [json({}, 500)] });
    const { machine, log } = machineWith(api);
    await machine.start();

    await machine.logout();

    expect(log).toHaveBeenCalledWith('Logout answered 500', undefined);
    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when the identity sign-out fails, then it is logged and the user is still signed out', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn()], [LOGOUT]: [json({})] });
    const failure = new Error('storage unavailable');
    const { machine, log } = machineWith(api, {
      signOutIdentity: async () => {
        throw failure;
      },
    });
    await machine.start();

    await machine.logout();

    expect(log).toHaveBeenCalledWith('Signing out of the identity library failed', failure);
    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when no logger is given, then failures go to console.warn', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = fakeApi({ [USER_TOKEN]: [networkError()] });
    const machine = new SessionMachine({ request: api.request, store: memorySessionStore() });

    await machine.start();

    expect(warn).toHaveBeenCalledWith('[session] Fetching the user failed', expect.any(ApiError));
  });
});
