import { readableOfflinePattern } from '../../../vite/offline-routes';
import { TOKEN_PATHS } from './forget-tokens';

/** What Workbox gives a `cacheWillUpdate` plugin: null keeps the answer out of the cache. */
export type CacheGuard = (options: {
  request: Request;
  response: Response;
}) => Promise<Response | null>;

/**
 * The check the service worker makes before it puts any answer in its caches (a Workbox
 * `cacheWillUpdate` on the kitchen and photo routes, apps/web/vite.config.ts): null keeps the
 * answer out of the cache, the answer itself lets it in.
 *
 * - Never kept: the token calls (`tokenPaths`), whatever they answer, and any answer whose body
 *   holds a token (a token field, or anything shaped like a JWT), wherever it comes from.
 * - `Cache-Control: no-store` keeps an answer out, except the reads the contract marks readable
 *   offline (`readable`): the cook's own kitchen data and the site's settings. The server marks
 *   those no-store so that no shared cache (a proxy, a CDN) keeps one cook's data for another;
 *   the offline kitchen (decision 028) is exactly that data read without a connection, on the
 *   cook's own device, and it is deleted at logout (`clearKitchenCaches`). Holding no token, it
 *   is kept.
 *
 * Workbox writes the check into sw.js as source text (`cacheGuard`), so it refers to nothing
 * outside itself, and no string or pattern in it holds two slashes in a row, which Workbox would
 * take for a comment.
 */
async function keepUnlessSecret(
  { request, response }: { request: Request; response: Response },
  tokenPaths: readonly string[],
  readable: RegExp,
): Promise<Response | null> {
  const path = new URL(request.url).pathname;
  if (tokenPaths.includes(path)) return null;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (/(?:^|[\s,])no-store(?:$|[\s,;=])/i.test(cacheControl) && !readable.test(path)) {
    return null;
  }
  const type = response.headers.get('Content-Type') ?? '';
  if (/json|^text\b/i.test(type)) {
    const body = await response.clone().text();
    const tokenField =
      /"(?:idToken|accessToken|refreshToken|id_token|access_token|refresh_token)"\s*:/;
    const jwt = /eyJ[\w-]{10,}\.eyJ[\w-]{10,}\./;
    if (tokenField.test(body) || jwt.test(body)) return null;
  }
  return response;
}

/**
 * The check with its lists written into its text, as the worker runs it: made at build time from
 * the contract (the token calls, and the reads marked `offline.readable`).
 */
export function cacheGuard(
  readable: RegExp = readableOfflinePattern(),
  tokenPaths: readonly string[] = TOKEN_PATHS,
): CacheGuard {
  return new Function(
    'options',
    `return (${keepUnlessSecret.toString()})(options, ${JSON.stringify(tokenPaths)}, ${readable.toString()});`,
  ) as CacheGuard;
}

/** The check the service worker's caches use (apps/web/vite.config.ts). */
export const refuseSecrets: CacheGuard = cacheGuard();
