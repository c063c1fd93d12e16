import type { ICognitoStorage } from 'amazon-cognito-identity-js';

/** The prefix of every key amazon-cognito-identity-js writes. */
export const IDENTITY_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/**
 * Storage for amazon-cognito-identity-js that lasts as long as the page. By default the library
 * keeps its tokens, the refresh token included, in localStorage, where any script that ever runs
 * on the site reads them for a month. The session lives in httpOnly cookies (decision 008); the
 * library needs its tokens only for calls made on this page (sign-in, a password or name change).
 */
class MemoryStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }

  /** True while the library keeps anything here, such as a signed-in user. */
  holdsIdentity(): boolean {
    for (const key of this.items.keys()) {
      if (key.startsWith(IDENTITY_KEY_PREFIX)) return true;
    }
    return false;
  }
}

/** The one store of this page, shared by every pool and user the auth screens build. */
export const identityStorage = new MemoryStorage();

/**
 * Deletes what earlier versions of the site let the library leave in localStorage, refresh token
 * included. Nobody is signed out by it: the session is in the cookies.
 */
export function forgetIdentityInLocalStorage(): void {
  try {
    const keys: string[] = [];
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key?.startsWith(IDENTITY_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Storage that cannot be read (blocked by the browser's settings) holds nothing of ours.
  }
}
