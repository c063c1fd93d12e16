import { getUserToken, logout, refreshTokens, setTokens } from '@family-recipes/shared';

/**
 * The calls whose answers carry or set the session's tokens, as the contract declares them. The
 * service worker never keeps them (`refuseSecrets`), and pages remove any that an earlier worker
 * kept (`forgetSavedTokens`).
 */
export const TOKEN_PATHS: readonly string[] = [getUserToken, refreshTokens, setTokens, logout].map(
  (endpoint) => `/api${endpoint.path}`,
);

/**
 * Checked by the service worker before it puts any answer in its caches (a Workbox
 * `cacheWillUpdate` on the kitchen and photo routes, apps/web/vite.config.ts): null keeps the
 * answer out of the cache, the answer itself lets it in.
 *
 * - Never kept: the token calls above, whatever they answer, and any answer whose body holds a
 *   token (a token field, or anything shaped like a JWT), wherever it comes from.
 * - `Cache-Control: no-store` keeps an answer out, except the cook's own kitchen data (favourites,
 *   the meal plan, the shopping lists, recipes and their notes). The server marks those no-store
 *   so that no shared cache (a proxy, a CDN) keeps one cook's data for another; the offline
 *   kitchen (decision 028) is exactly that data read without a connection, on the cook's own
 *   device, and it is deleted at logout (`clearKitchenCaches`). Holding no token, it is kept.
 *
 * Workbox writes this function into sw.js as its source text, so it refers to nothing outside
 * itself: the lists are repeated in its body (the tests check they agree with TOKEN_PATHS), and
 * no string or pattern in it holds two slashes in a row, which Workbox would take for a comment.
 */
export async function refuseSecrets({
  request,
  response,
}: {
  request: Request;
  response: Response;
}): Promise<Response | null> {
  const tokenPaths = ['/api/user-token', '/api/refresh-tokens', '/api/set-tokens', '/api/logout'];
  const kitchenData =
    /^\/api\/(?:recipes\/[^/]+(?:\/cooked)?|my-favourites|my-favourite-ids|meal-plan|shopping-lists(?:\/[^/]+)?)$/;
  const path = new URL(request.url).pathname;
  if (tokenPaths.includes(path)) return null;
  const cacheControl = response.headers.get('Cache-Control') ?? '';
  if (/(?:^|[\s,])no-store(?:$|[\s,;=])/i.test(cacheControl) && !kitchenData.test(path)) {
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
