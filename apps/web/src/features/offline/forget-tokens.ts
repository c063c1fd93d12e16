import { TOKEN_PATHS } from './cache-guard';

/**
 * Removes answers of the token calls that a service worker of an earlier build kept (it saved
 * /api/user-token, whose body holds the id token), from every cache of the site.
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
