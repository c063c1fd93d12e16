/**
 * What the session keeps on the device between visits: a logout the server has not heard of yet,
 * and who was signed in, without any token. The tokens live only in the server's httpOnly cookies
 * and in memory: a saved answer of /api/user-token would hold the id token (decision 028 kept one
 * in the service worker's cache; no longer).
 */

/** Who is signed in, as much as the pages show offline; nothing here lets anyone call the API. */
export interface SavedProfile {
  sub: string;
  name: string;
  email: string;
  groups: string[];
  /** Epoch seconds of the id token the profile was read with. */
  exp: number;
  iat: number;
}

export interface SessionStore {
  /** True from a logout until the server has confirmed it (POST /api/logout answered 2xx). */
  isLogoutPending(): boolean;
  markLogoutPending(): void;
  clearLogoutPending(): void;
  /** The profile of the last lookup that found someone signed in; null after a logout. */
  readProfile(): SavedProfile | null;
  saveProfile(profile: SavedProfile): void;
  forgetProfile(): void;
}

export const PENDING_LOGOUT_KEY = 'family-recipes:pending-logout';
export const PROFILE_KEY = 'family-recipes:profile';

function isProfile(value: unknown): value is SavedProfile {
  if (typeof value !== 'object' || value === null) return false;
  const { sub, name, email, groups, exp, iat } = value as Record<string, unknown>;
  return (
    typeof sub === 'string' &&
    typeof name === 'string' &&
    name !== '' &&
    typeof email === 'string' &&
    email !== '' &&
    Array.isArray(groups) &&
    groups.every((group) => typeof group === 'string') &&
    typeof exp === 'number' &&
    typeof iat === 'number'
  );
}

/** Only the profile's own fields are written, so that nothing else (a token) can slip in. */
function profileFields({ sub, name, email, groups, exp, iat }: SavedProfile): SavedProfile {
  return { sub, name, email, groups: [...groups], exp, iat };
}

/**
 * The store in the browser's localStorage, shared by the site's tabs and kept across visits.
 * Storage that refuses (private mode, full) falls back to this page's memory: the logout still
 * holds for as long as the page is open.
 */
export function browserSessionStore(storage: () => Storage | undefined): SessionStore {
  const memory = memorySessionStore();
  const read = (key: string): string | null => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string | null): boolean => {
    try {
      const target = storage();
      if (!target) return false;
      if (value === null) target.removeItem(key);
      else target.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  return {
    isLogoutPending: () => read(PENDING_LOGOUT_KEY) !== null || memory.isLogoutPending(),
    markLogoutPending: () => {
      if (!write(PENDING_LOGOUT_KEY, new Date().toISOString())) memory.markLogoutPending();
    },
    clearLogoutPending: () => {
      write(PENDING_LOGOUT_KEY, null);
      memory.clearLogoutPending();
    },
    readProfile: () => {
      try {
        const value: unknown = JSON.parse(read(PROFILE_KEY) ?? 'null');
        return isProfile(value) ? profileFields(value) : null;
      } catch {
        return null;
      }
    },
    saveProfile: (profile) => {
      write(PROFILE_KEY, JSON.stringify(profileFields(profile)));
    },
    forgetProfile: () => {
      write(PROFILE_KEY, null);
    },
  };
}

/** A store for one page's life: tests, and pages without storage. */
export function memorySessionStore(): SessionStore {
  let pending = false;
  let profile: SavedProfile | null = null;
  return {
    isLogoutPending: () => pending,
    markLogoutPending: () => {
      pending = true;
    },
    clearLogoutPending: () => {
      pending = false;
    },
    readProfile: () => profile,
    saveProfile: (next) => {
      profile = profileFields(next);
    },
    forgetProfile: () => {
      profile = null;
    },
  };
}

/** This browser's store: the one every tab of the site and every later visit reads. */
export const deviceSession = browserSessionStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

/**
 * Whether changes kept for `owner` (an account's sub) may be sent with this device's cookies now:
 * not while a logout waits for the server, and not when the last account the server confirmed
 * on this device (in any tab) is another one. Where nothing is saved (no storage), the cookies'
 * own answer decides: a write without a session is refused with 401.
 */
export function mayActFor(owner: string, store: SessionStore = deviceSession): boolean {
  if (store.isLogoutPending()) return false;
  const profile = store.readProfile();
  return profile === null || profile.sub === owner;
}
