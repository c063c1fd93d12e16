import { isApiError, type ApiError } from '../../../lib/api-client';
import type { SessionStore } from '../../../lib/device-session';
import { sessionPaths, type SessionRequest } from './session-deps';
import type { SessionTimer } from './session-timer';

/** An answer from the server (any status); status 0 is a call that never reached it. */
export function isAnswer(error: unknown): error is ApiError & { status: number } {
  return isApiError(error) && error.status !== 0;
}

export interface LogoutSenderDeps {
  request: SessionRequest;
  store: SessionStore;
  timer: SessionTimer;
  /** How long before a failed logout is sent again. */
  retryMs: number;
  /** False when the browser says it is offline. */
  isOnline: () => boolean;
  log: (message: string, error?: unknown) => void;
  /** What runs when the retry timer fires: the session's lookup, which sends it again. */
  retry: () => void;
}

/**
 * POST /api/logout for a pending logout; only its success clears it. Offline it waits for the
 * network; online, a failure is tried again `retryMs` later. Callers share the one in flight.
 */
export class LogoutSender {
  private telling: Promise<boolean> | null = null;

  constructor(private readonly deps: LogoutSenderDeps) {}

  /** Resolves true when the server has cleared the cookies. */
  send(): Promise<boolean> {
    if (!this.deps.isOnline()) return Promise.resolve(false);
    this.telling ??= this.post().finally(() => {
      this.telling = null;
    });
    return this.telling;
  }

  private async post(): Promise<boolean> {
    const { request, store, timer, log } = this.deps;
    timer.clear();
    try {
      await request(sessionPaths.logout, 'POST');
    } catch (error) {
      if (isAnswer(error)) log(`Logout answered ${error.status}`);
      else log('Logout failed', error);
      timer.set(this.deps.retryMs, this.deps.retry);
      return false;
    }
    store.setLogoutPending(false);
    return true;
  }
}
