import { AUTH_REFRESH, getUserToken, logout, refreshTokens } from '@family-recipes/shared';
import { apiFetch } from '../../../lib/api-client';
import { urlOf } from '../../../lib/endpoint-client';
import type { SessionStore } from '../../../lib/device-session';

/** What the session machine is built with: the API, time, the page, the device's storage. */

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PageVisibility {
  isVisible(): boolean;
  isOnline(): boolean;
  /** Calls the listener whenever the page's visibility changes; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
  /** Calls the listener when the browser's network comes back; returns the unsubscribe. */
  onOnline?(listener: () => void): () => void;
}

/**
 * Calls the API the way apiFetch does: resolves with the JSON body of a 2xx answer and throws an
 * ApiError (status 0 when the server was not reached) for anything else.
 */
export type SessionRequest = (path: string, method: 'GET' | 'POST') => Promise<unknown>;

/** The addresses of the session's calls, from the contract's endpoints. */
export const sessionPaths = {
  userToken: urlOf(getUserToken, {}),
  refreshTokens: urlOf(refreshTokens, {}),
  logout: urlOf(logout, {}),
} as const;

/** The session's calls go through the app's one API client. */
export const apiRequest: SessionRequest = (path, method) => apiFetch(path, { method });

export interface SessionMachineDeps {
  /** apiFetch unless a test answers for the API. */
  request?: SessionRequest;
  clock?: Clock;
  visibility?: PageVisibility;
  /** Reads the identity library's current session attributes; null when there is none. */
  loadAttributes?: () => Promise<Record<string, string> | null>;
  /** Forgets the identity library's local session. */
  signOutIdentity?: () => Promise<void>;
  /** The specification only logs these failures. */
  log?: (message: string, error?: unknown) => void;
  /** The pending logout and the profile kept between visits. */
  store: SessionStore;
  options?: Partial<RefreshOptions>;
}

export interface RefreshOptions {
  retries: number;
  thresholdRatio: number;
  leadTimeMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
  /** While a logout waits for the server: how long before it is tried again. */
  retryMs: number;
}

export const DEFAULT_OPTIONS: RefreshOptions = {
  retries: AUTH_REFRESH.retries,
  thresholdRatio: AUTH_REFRESH.thresholdRatio,
  leadTimeMs: AUTH_REFRESH.leadTimeMs,
  backoffBaseMs: 1_000,
  backoffCapMs: AUTH_REFRESH.backoffCapMs,
  retryMs: 60_000,
};

// Late-bound so that fake timers installed after construction still apply.
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
