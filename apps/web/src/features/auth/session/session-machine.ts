import { API_MESSAGES, AUTH_REFRESH } from '@family-recipes/shared';
import { apiFetch, isApiError, type ApiError } from '../../../lib/api-client';

/** The signed-in person: the lookup's claims, merged with the identity attributes when known. */
export interface AuthUser {
  name: string;
  email: string;
  groups: string[];
  idToken: string;
  /** Epoch seconds of the id token. */
  exp: number;
  iat: number;
  /** Name/value attributes read from the identity library's current session ({} until read). */
  attributes: Record<string, string>;
}

export interface AuthSnapshot {
  /** True until the first user lookup (including the refresh it may trigger) completes. */
  loading: boolean;
  user: AuthUser | null;
}

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
}

/**
 * Calls the API the way apiFetch does: resolves with the JSON body of a 2xx answer and throws an
 * ApiError (status 0 when the server was not reached) for anything else.
 */
export type SessionRequest = (path: string, method: 'GET' | 'POST') => Promise<unknown>;

/** The session's calls go through the app's one API client. */
const apiRequest: SessionRequest = (path, method) => apiFetch(path, { method });

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
  options?: Partial<RefreshOptions>;
}

export interface RefreshOptions {
  retries: number;
  thresholdRatio: number;
  leadTimeMs: number;
  backoffBaseMs: number;
  backoffCapMs: number;
}

const DEFAULT_OPTIONS: RefreshOptions = {
  retries: AUTH_REFRESH.retries,
  thresholdRatio: AUTH_REFRESH.thresholdRatio,
  leadTimeMs: AUTH_REFRESH.leadTimeMs,
  backoffBaseMs: 1_000,
  backoffCapMs: AUTH_REFRESH.backoffCapMs,
};

// Late-bound so that fake timers installed after construction still apply.
const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The auth state machine of docs/product.md (staying signed in), free of React so that every branch
 * can be driven with fake API answers and fake timers. React reads it through subscribe/getSnapshot.
 */
export class SessionMachine {
  private snapshot: AuthSnapshot = { loading: true, user: null };
  private readonly listeners = new Set<() => void>();
  private readonly clock: Clock;
  private readonly options: RefreshOptions;
  private readonly request: SessionRequest;
  private timer: unknown = null;
  private inFlight: Promise<void> | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly deps: SessionMachineDeps) {
    this.clock = deps.clock ?? systemClock;
    this.options = { ...DEFAULT_OPTIONS, ...deps.options };
    this.request = deps.request ?? apiRequest;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Watches page visibility and runs the first lookup. */
  start(): Promise<void> {
    this.stopWatching?.();
    this.stopWatching =
      this.deps.visibility?.onChange(() => {
        const visibility = this.deps.visibility;
        // Only a signed-in person has tokens to renew; a visitor's refresh would only be refused.
        if (visibility?.isVisible() && visibility.isOnline() && this.snapshot.user) {
          void this.refresh();
        }
      }) ?? null;
    return this.lookup();
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.clearTimer();
  }

  /** GET /api/user-token; a 401 there means the id token ran out, so the tokens are refreshed. */
  lookup(): Promise<void> {
    return this.lookupOnce(false);
  }

  /** POST /api/refresh-tokens; callers during a refresh share the one in flight. */
  refresh(): Promise<void> {
    this.inFlight ??= this.runRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /** Server cookies and the identity library's session are both cleared; failures are only logged. */
  async logout(): Promise<void> {
    this.clearTimer();
    try {
      await this.request('/api/logout', 'POST');
    } catch (error) {
      if (isAnswer(error)) this.log(`Logout answered ${error.status}`);
      else this.log('Logout failed', error);
    }
    try {
      await this.deps.signOutIdentity?.();
    } catch (error) {
      this.log('Signing out of the identity library failed', error);
    }
    this.setUser(null);
  }

  private async lookupOnce(afterRefresh: boolean): Promise<void> {
    try {
      let body: unknown;
      try {
        body = await this.request('/api/user-token', 'GET');
      } catch (error) {
        if (isAnswer(error) && error.status === 401) {
          if (afterRefresh) {
            // Fresh tokens refused at once: refreshing again would only loop.
            this.log('The refreshed token was refused');
            this.setUser(null);
          } else {
            await this.refresh();
          }
          return;
        }
        if (isAnswer(error)) this.log(`Fetching the user answered ${error.status}`);
        else this.log('Fetching the user failed', error);
        this.setUser(null);
        return;
      }

      const user = toUser(body);
      if (!user) {
        this.setUser(null);
        return;
      }
      this.setUser(user);
      this.schedule(user, afterRefresh);
      void this.mergeAttributes(user.email);
    } finally {
      if (this.snapshot.loading) this.emit({ ...this.snapshot, loading: false });
    }
  }

  private async runRefresh(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.request('/api/refresh-tokens', 'POST');
      } catch (error) {
        if (!isAnswer(error)) {
          if (this.deps.visibility?.isOnline() === false) {
            // Offline, the cook stays signed in with the session saved for offline use (decision
            // 028); the tokens are renewed once the network is back.
            this.log('Offline: the tokens are refreshed once back online');
            this.retryLater(undefined);
            return;
          }
          if (attempt < this.options.retries) {
            await this.sleep(
              Math.min(this.options.backoffCapMs, this.options.backoffBaseMs * 2 ** attempt),
            );
            continue;
          }
          this.log('Refreshing the tokens failed', error);
          this.setUser(null);
          return;
        }
        if (error.status === 429) {
          // Too many refreshes from this address for now. The tokens refresh ahead of their expiry,
          // so whoever is signed in stays so, and the refresh runs again once the server allows it.
          this.log('Refreshing the tokens answered 429');
          this.retryLater(error.retryAfterSeconds);
          return;
        }
        if (error.status === 401 && error.message === API_MESSAGES.refreshTokenMissing) {
          this.log('The refresh token is missing or expired');
          await this.logout();
          return;
        }
        this.log(`Refreshing the tokens answered ${error.status}`);
        this.setUser(null);
        return;
      }
      await this.lookupOnce(true);
      return;
    }
  }

  private schedule(user: AuthUser, afterRefresh: boolean): void {
    this.clearTimer();
    const lifespanMs = (user.exp - user.iat) * 1000;
    const remainingMs = user.exp * 1000 - this.clock.now();
    const delay =
      remainingMs < this.options.thresholdRatio * lifespanMs
        ? 0
        : remainingMs - this.options.leadTimeMs;

    if (delay <= 0) {
      if (afterRefresh) {
        // A token that needs refreshing the moment it arrives (a skewed clock or a lifespan shorter
        // than the lead time) would refresh in a loop; the next visit or visibility change refreshes.
        this.log('A freshly refreshed token is already due for refresh; not refreshing again');
        return;
      }
      void this.refresh();
      return;
    }
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, delay);
  }

  /** Schedules the next refresh after the Retry-After of a 429 (a minute when it has none). */
  private retryLater(seconds: number | undefined): void {
    const delayMs = seconds !== undefined && seconds > 0 ? seconds * 1000 : 60_000;
    this.clearTimer();
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.refresh();
    }, delayMs);
  }

  private async mergeAttributes(email: string): Promise<void> {
    if (!this.deps.loadAttributes) return;
    try {
      const attributes = await this.deps.loadAttributes();
      const user = this.snapshot.user;
      if (!attributes || !user || user.email !== email) return;
      // A stored identity session of someone else must not leak into this user.
      if (attributes.email !== undefined && attributes.email !== email) return;
      this.setUser({ ...user, name: attributes.name || user.name, attributes });
    } catch (error) {
      this.log('Reading the identity attributes failed', error);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.clock.setTimeout(resolve, ms);
    });
  }

  private clearTimer(): void {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private setUser(user: AuthUser | null): void {
    if (user === null) this.clearTimer();
    this.emit({ ...this.snapshot, user });
  }

  private emit(snapshot: AuthSnapshot): void {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }

  private log(message: string, error?: unknown): void {
    (this.deps.log ?? defaultLog)(message, error);
  }
}

function defaultLog(message: string, error?: unknown) {
  console.warn(`[session] ${message}`, ...(error === undefined ? [] : [error]));
}

/** An answer from the server (any status); status 0 is a call that never reached it. */
function isAnswer(error: unknown): error is ApiError & { status: number } {
  return isApiError(error) && error.status !== 0;
}

function toUser(body: unknown): AuthUser | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (record.loggedIn !== true) return null;
  const { name, email, groups, idToken, exp, iat } = record;
  if (typeof name !== 'string' || typeof email !== 'string' || !name || !email) return null;
  return {
    name,
    email,
    groups: Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [],
    idToken: typeof idToken === 'string' ? idToken : '',
    exp: typeof exp === 'number' ? exp : 0,
    iat: typeof iat === 'number' ? iat : 0,
    attributes: {},
  };
}
