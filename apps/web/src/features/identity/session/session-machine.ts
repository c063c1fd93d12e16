import { API_MESSAGES } from '@family-recipes/shared';
import { isAnswer, LogoutSender } from './logout-sender';
import {
  apiRequest,
  sessionPaths,
  DEFAULT_OPTIONS,
  systemClock,
  type RefreshOptions,
  type SessionMachineDeps,
  type SessionRequest,
} from './session-deps';
import { refreshDelay, retryAfterMs, SessionTimer } from './session-timer';
import type { SessionStore } from '../../../lib/device-session';
import { userFromLookup, userFromProfile, type AuthUser } from './session-user';

export interface AuthSnapshot {
  /** True until the first user lookup (including the refresh it may trigger) completes. */
  loading: boolean;
  user: AuthUser | null;
}

/**
 * The auth state machine of docs/product.md (staying signed in), free of React so that every branch
 * can be driven with fake API answers and fake timers. React reads it through subscribe/getSnapshot.
 */
export class SessionMachine {
  private snapshot: AuthSnapshot = { loading: true, user: null };
  private readonly listeners = new Set<() => void>();
  private readonly options: RefreshOptions;
  private readonly request: SessionRequest;
  private readonly store: SessionStore;
  private readonly timer: SessionTimer;
  private readonly logoutSender: LogoutSender;
  private inFlight: Promise<void> | null = null;
  /** The server was not reached at the last lookup: the user, if any, is the saved profile. */
  private unreached = false;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly deps: SessionMachineDeps) {
    this.options = { ...DEFAULT_OPTIONS, ...deps.options };
    this.request = deps.request ?? apiRequest;
    this.store = deps.store;
    this.timer = new SessionTimer(deps.clock ?? systemClock);
    this.logoutSender = new LogoutSender({
      request: this.request,
      store: this.store,
      timer: this.timer,
      retryMs: this.options.retryMs,
      isOnline: () => this.deps.visibility?.isOnline() !== false,
      log: (message, error) => this.log(message, error),
      retry: () => void this.lookup(),
    });
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Watches page visibility and the network, and runs the first lookup. */
  start(): Promise<void> {
    this.stopWatching?.();
    const visibility = this.deps.visibility;
    const stopVisibility = visibility?.onChange(() => {
      if (!visibility.isVisible() || !visibility.isOnline()) return;
      // The server was not reached last time: asked again. Otherwise only a signed-in person has
      // tokens to renew; a visitor's refresh would only be refused.
      if (this.unreached) void this.lookup();
      else if (this.snapshot.user) void this.refresh();
    });
    // The network is back: a pending logout goes first (lookup sends it instead of asking who is
    // signed in), then a user known only from the device is looked up.
    const stopOnline = visibility?.onOnline?.(() => {
      if (this.store.isLogoutPending() || this.unreached) void this.lookup();
    });
    this.stopWatching = () => {
      stopVisibility?.();
      stopOnline?.();
    };
    return this.lookup();
  }

  stop(): void {
    this.stopWatching?.();
    this.stopWatching = null;
    this.timer.clear();
  }

  /**
   * GET /api/user-token; a 401 there means the id token ran out, so the tokens are refreshed.
   * While a logout waits for the server, the visitor is signed out and the lookup is not made:
   * the cookies would still answer for the person who logged out. The logout is sent instead.
   */
  lookup(): Promise<void> {
    if (this.store.isLogoutPending()) return this.whileLogoutPending();
    return this.lookupOnce(false);
  }

  /** POST /api/refresh-tokens; callers during a refresh share the one in flight. */
  refresh(): Promise<void> {
    this.inFlight ??= this.runRefresh().finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  /**
   * Server cookies and the identity library's session are both cleared; failures are only logged.
   * The logout is kept as pending before the call, so that a device offline, a server that does
   * not answer or a tab closed meanwhile still ends the session at the next chance: the next
   * visit, the network coming back. Resolves true when the server has cleared the cookies.
   */
  async logout(): Promise<boolean> {
    this.store.setLogoutPending(true);
    // What this device keeps of the cook (saved answers, the library's session) goes before the
    // page shows nobody signed in, whatever the server answers and however long it takes.
    try {
      await this.deps.signOutIdentity?.();
    } catch (error) {
      this.log('Signing out of the identity library failed', error);
    }
    this.setUser(null);
    return this.logoutSender.send();
  }

  private async whileLogoutPending(): Promise<void> {
    this.setUser(null);
    await this.logoutSender.send();
  }

  private async lookupOnce(afterRefresh: boolean): Promise<void> {
    try {
      // A logout made while this lookup's refresh was under way wins over it.
      if (this.store.isLogoutPending()) {
        this.setUser(null);
        return;
      }
      let body: unknown;
      try {
        body = await this.request(sessionPaths.userToken, 'GET');
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
        if (isAnswer(error)) {
          this.log(`Fetching the user answered ${error.status}`);
          this.setUser(null);
          return;
        }
        this.log('Fetching the user failed', error);
        // The server was not reached: the person of the saved profile stays signed in, as the
        // kitchen is read offline (decision 028), with no token. The lookup runs again when the
        // network comes back or the page is shown again.
        this.setUser(userFromProfile(this.store.readProfile()), true);
        return;
      }

      if (this.store.isLogoutPending()) {
        this.setUser(null);
        return;
      }
      const user = userFromLookup(body);
      if (!user) {
        this.setUser(null);
        return;
      }
      // The store keeps the profile's fields only: never the token.
      this.store.setProfile(user);
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
        await this.request(sessionPaths.refreshTokens, 'POST');
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
            await this.timer.sleep(
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
    this.timer.clear();
    const delay = refreshDelay(user, this.timer.now(), this.options);

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
    this.timer.set(delay, () => void this.refresh());
  }

  /** Schedules the next refresh after the Retry-After of a 429 (a minute when it has none). */
  private retryLater(seconds: number | undefined): void {
    this.timer.clear();
    this.timer.set(retryAfterMs(seconds), () => void this.refresh());
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

  /**
   * Whoever the server said is signed in, or nobody. For nobody, the saved profile goes too, so
   * that no later visit offline shows them; unless the server was not reached (`fromDevice`).
   */
  private setUser(user: AuthUser | null, fromDevice = false): void {
    this.unreached = fromDevice;
    if (user === null) {
      this.timer.clear();
      if (!fromDevice) this.store.setProfile(null);
    }
    // Whoever it is, they are known now: the first lookup is over.
    this.emit({ loading: false, user });
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
