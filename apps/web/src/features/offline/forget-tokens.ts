import { getUserToken, logout, pathOf, refreshTokens, setTokens } from '@family-recipes/shared';

/**
 * The calls whose answers carry or set the session's tokens, as the contract declares them. The
 * service worker never keeps them (cache-guard.ts), and pages remove any that an earlier worker
 * kept (`forgetSavedTokens`).
 */
export const TOKEN_PATHS: readonly string[] = [getUserToken, refreshTokens, setTokens, logout].map(
  (endpoint) => pathOf(endpoint, {}),
);

/**
 * Removes answers of the token calls that a service worker of an earlier build kept (it saved
 * the answer of getUserToken, whose body holds the id token), from every cache of the site.
 */
export async function forgetSavedTokens(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (TOKEN_PATHS.includes(new URL(request.url).pathname)) await cache.delete(request);
      }
    }
  } catch {
    // Storage the browser refuses to open cannot be read by anyone either.
  }
}
