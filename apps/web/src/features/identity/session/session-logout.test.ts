import { getUserToken, logout, PAGE_TEXT, pathOf } from '@family-recipes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  browserSessionStore,
  memorySessionStore,
  PROFILE_KEY,
  type SessionStore,
} from '../../../lib/device-session';
import type { PageVisibility } from './session-deps';
import { SessionMachine } from './session-machine';
import { logoutMessage } from './logout-steps';

const NOW_S = 1_700_000_000;
const USER_TOKEN = pathOf(getUserToken, {});
const LOGOUT = pathOf(logout, {});
const SUB = '7d8e4a1c-0b5e-4c1f-9a43-2f6a1b3c4d5e';

/** An id token as the server hands it out; only its payload is read by the app. */
function idTokenFor(sub: string): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'RS256' })}.${part({ sub, email: 'ada@example.test' })}.c2ln`;
}

const signedIn = {
  loggedIn: true,
  name: 'Ada Cook',
  email: 'ada@example.test',
  groups: ['user'],
  idToken: idTokenFor(SUB),
  iat: NOW_S,
  exp: NOW_S + 3_600,
};

type Reply = unknown | ApiError;
const unreachable = () => new ApiError(0, PAGE_TEXT.networkError);

/** The API as the session sees it: each path answers the next of its replies, the last repeats. */
function fakeApi(replies: Record<string, Reply[]>) {
  const calls: string[] = [];
  const request = vi.fn(async (path: string) => {
    calls.push(path);
    const queue = replies[path];
    if (!queue || queue.length === 0) throw new Error(`unexpected call ${path}`);
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    if (reply instanceof ApiError) throw reply;
    return reply;
  });
  return { request, calls, count: (path: string) => calls.filter((c) => c === path).length };
}

function network(online: boolean) {
  const state = { online };
  const listeners = new Set<() => void>();
  const visibility: PageVisibility = {
    isVisible: () => true,
    isOnline: () => state.online,
    onChange: () => () => {},
    onOnline: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const goOnline = () => {
    state.online = true;
    for (const listener of listeners) listener();
  };
  const goOffline = () => {
    state.online = false;
  };
  return { visibility, goOnline, goOffline };
}

function machineWith(
  api: ReturnType<typeof fakeApi>,
  store: SessionStore,
  visibility?: PageVisibility,
) {
  return new SessionMachine({
    request: api.request,
    store,
    log: () => {},
    signOutIdentity: async () => {},
    ...(visibility ? { visibility } : {}),
  });
}

/** A machine that looked the cook up over `api` while online, and has since lost the network. */
async function startedThenOffline(api: ReturnType<typeof fakeApi>) {
  const store = memorySessionStore();
  const net = network(true);
  const machine = machineWith(api, store, net.visibility);
  await machine.start();
  net.goOffline();
  return { store, net, machine };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW_S * 1000);
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('logging out without a network', () => {
  it('when the cook logs out offline, then they are signed out at once, the logout is kept as pending and no call is tried', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn] });
    const { store, machine } = await startedThenOffline(api);

    const told = await machine.logout();

    expect(told).toBe(false);
    expect(machine.getSnapshot().user).toBeNull();
    expect(store.isLogoutPending()).toBe(true);
    expect(store.readProfile()).toBeNull();
    expect(api.count(LOGOUT)).toBe(0);
  });

  it('when the network comes back, then the logout is sent before anything else and only its success clears it', async () => {
    const api = fakeApi({
      [USER_TOKEN]: [signedIn],
      [LOGOUT]: [new ApiError(503, 'Busy'), { message: 'Logged out' }],
    });
    const { store, net, machine } = await startedThenOffline(api);
    await machine.logout();
    api.calls.length = 0;

    net.goOnline();
    await vi.advanceTimersByTimeAsync(0);

    expect(api.calls).toEqual([LOGOUT]);
    expect(store.isLogoutPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toEqual([LOGOUT, LOGOUT]);
    expect(store.isLogoutPending()).toBe(false);
    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when the site opens with a logout pending, then the visitor is signed out without asking who is signed in, and the server is told', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn], [LOGOUT]: [{ message: 'Logged out' }] });
    const store = memorySessionStore();
    store.setLogoutPending(true);
    const machine = machineWith(api, store, network(true).visibility);

    await machine.start();

    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(api.calls).toEqual([LOGOUT]);
    expect(store.isLogoutPending()).toBe(false);
  });

  it('when the site opens offline with a logout pending, then the visitor is signed out and the logout waits for the network', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn], [LOGOUT]: [{ message: 'Logged out' }] });
    const store = memorySessionStore();
    store.setLogoutPending(true);
    store.setProfile({ sub: SUB, name: 'Ada Cook', email: 'a@b.c', groups: [] });
    const net = network(false);
    const machine = machineWith(api, store, net.visibility);

    await machine.start();
    expect(machine.getSnapshot()).toEqual({ loading: false, user: null });
    expect(api.calls).toEqual([]);

    net.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.calls).toEqual([LOGOUT]);
    expect(store.isLogoutPending()).toBe(false);
  });

  it('when a lookup is asked for while the logout is pending, then the user token is not asked for', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn], [LOGOUT]: [new ApiError(500, 'Down')] });
    const store = memorySessionStore();
    const machine = machineWith(api, store);
    await machine.start();
    await machine.logout();
    api.calls.length = 0;

    await machine.lookup();

    expect(api.calls).toEqual([LOGOUT]);
    expect(machine.getSnapshot().user).toBeNull();
  });
});

describe('who is signed in, offline, without a token', () => {
  it('when the lookup succeeds, then the profile kept on the device has the account’s sub, name, email and groups, and no token', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn] });
    const store = browserSessionStore(() => localStorage);
    const machine = machineWith(api, store);

    await machine.start();

    expect(machine.getSnapshot().user?.sub).toBe(SUB);
    const saved = localStorage.getItem(PROFILE_KEY) ?? '';
    expect(JSON.parse(saved)).toEqual({
      sub: SUB,
      name: 'Ada Cook',
      email: 'ada@example.test',
      groups: ['user'],
    });
    expect(saved).not.toContain(signedIn.idToken);
    expect(saved).not.toMatch(/token/i);
  });

  it('when the server cannot be reached and a profile is kept, then the cook is signed in from it without a token, and looked up again once the network is back', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn, unreachable(), signedIn] });
    const store = memorySessionStore();
    const net = network(true);
    await machineWith(api, store).start();
    net.goOffline();
    const machine = machineWith(api, store, net.visibility);

    await machine.start();

    expect(machine.getSnapshot().user).toMatchObject({ sub: SUB, name: 'Ada Cook', idToken: '' });
    net.goOnline();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.count(USER_TOKEN)).toBe(3);
    expect(machine.getSnapshot().user?.idToken).toBe(signedIn.idToken);
  });

  it('when the server says nobody is signed in, then the kept profile is forgotten', async () => {
    const api = fakeApi({ [USER_TOKEN]: [signedIn, { loggedIn: false }, unreachable()] });
    const store = memorySessionStore();
    const machine = machineWith(api, store);
    await machine.start();

    await machine.lookup();
    expect(store.readProfile()).toBeNull();
    await machine.lookup();

    expect(machine.getSnapshot().user).toBeNull();
  });

  it('when storage holds a profile with extra fields, then only the profile’s own fields are read', () => {
    localStorage.setItem(
      PROFILE_KEY,
      JSON.stringify({
        sub: SUB,
        name: 'A',
        email: 'a@b.c',
        groups: ['user', 3],
        idToken: 'x',
      }),
    );

    expect(browserSessionStore(() => localStorage).readProfile()).toEqual({
      sub: SUB,
      name: 'A',
      email: 'a@b.c',
      groups: ['user'],
    });
  });
});

describe('what the cook is told after Log Out', () => {
  it('when the server could not be told, then the message says they are logged out here and the server will be told', () => {
    expect(logoutMessage(false)).toBe(
      'You are logged out on this device. The server will be told when you are back online.',
    );
    expect(logoutMessage(true)).toBeNull();
  });
});
