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
}

export interface SessionStore {
  /** True from a logout until the server has confirmed it (POST /api/logout answered 2xx). */
  isLogoutPending(): boolean;
  setLogoutPending(pending: boolean): void;
  /** The profile of the last lookup that found someone signed in; null after a logout. */
  readProfile(): SavedProfile | null;
  /** Keeps the profile, or forgets it (null). */
  setProfile(profile: SavedProfile | null): void;
}

export const PENDING_LOGOUT_KEY = 'family-recipes:pending-logout';
export const PROFILE_KEY = 'family-recipes:profile';

/**
 * Only the profile's own fields, checked, so that nothing else (a token) is written or read back;
 * null for anything that is not a profile.
 */
function profileFields(value: unknown): SavedProfile | null {
  const { sub, name, email, groups } = (value ?? {}) as Partial<Record<string, unknown>>;
  if (typeof sub !== 'string' || typeof name !== 'string' || typeof email !== 'string') return null;
  if (!name || !email || !Array.isArray(groups)) return null;
  return { sub, name, email, groups: groups.filter((group) => typeof group === 'string') };
}

/**
 * The store in the browser's localStorage, shared by the site's tabs and kept across visits.
 * Storage that refuses (private mode, full) leaves the logout pending in this page's memory: it
 * still holds for as long as the page is open.
 */
export function browserSessionStore(storage: () => Storage | undefined): SessionStore {
  let pendingHere = false;
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
      if (value === null) target?.removeItem(key);
      else target?.setItem(key, value);
      return target !== undefined;
    } catch {
      return false;
    }
  };
  return {
    isLogoutPending: () => pendingHere || read(PENDING_LOGOUT_KEY) !== null,
    setLogoutPending: (pending) => {
      pendingHere =
        !write(PENDING_LOGOUT_KEY, pending ? new Date().toISOString() : null) && pending;
    },
    readProfile: () => {
      try {
        return profileFields(JSON.parse(read(PROFILE_KEY) ?? 'null'));
      } catch {
        return null;
      }
    },
    setProfile: (profile) => {
      write(PROFILE_KEY, profile && JSON.stringify(profileFields(profile)));
    },
  };
}

/** A store for one page's life, for tests. */
export function memorySessionStore(): SessionStore {
  let pending = false;
  let profile: SavedProfile | null = null;
  return {
    isLogoutPending: () => pending,
    setLogoutPending: (next) => {
      pending = next;
    },
    readProfile: () => profile,
    setProfile: (next) => {
      profile = profileFields(next);
    },
  };
}

/** This browser's store: the one every tab of the site and every later visit reads. */
export const deviceSession = browserSessionStore(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);
