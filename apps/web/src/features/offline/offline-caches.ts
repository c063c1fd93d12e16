import { isApiError } from '../../lib/api-client';

/**
 * The service worker's cache of the cook's own API answers (apps/web/vite.config.ts, decision 028):
 * favourites, meal plan, shopping lists, recipes and the site's settings. Never a token
 * (cache-guard.ts): who is signed in is kept, without one, by the session.
 */
const KITCHEN_API_CACHE = 'kitchen-api';

/**
 * Forgets the signed-in cook's saved answers, so that the next person on this device never reads
 * their lists offline. Photos stay: they are the recipes', not the cook's.
 */
export async function clearKitchenCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(KITCHEN_API_CACHE);
  } catch {
    // Storage the browser refuses to open holds nothing to forget.
  }
}

/** A read that never reached the server while the browser is offline, with nothing saved for it. */
export function isOfflineFailure(error: unknown, online: boolean): boolean {
  return !online && isApiError(error) && error.status === 0;
}
