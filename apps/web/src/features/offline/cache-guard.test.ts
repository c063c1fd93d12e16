import {
  ENDPOINTS,
  getCalendarFeed,
  getConfig,
  getHouseholdAisles,
  getRecipe,
  getUserToken,
  listMyRecipes,
  listShoppingLists,
  logout,
  pathOf,
  refreshTokens,
  setTokens,
  type Endpoint,
} from '@family-recipes/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheGuard, refuseSecrets } from './cache-guard';
import { forgetSavedTokens, TOKEN_PATHS } from './forget-tokens';

const ORIGIN = 'http://localhost:3000';
const JWT =
  'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhYmMtMTIzIiwiZW1haWwiOiJhQGIuYyJ9.c2lnbmF0dXJl';

function answer(body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

const put = (path: string, response: Response) =>
  refuseSecrets({ request: new Request(ORIGIN + path), response });

/** The function as Workbox writes it into sw.js: its source text, with nothing around it. */
function asWrittenIntoTheWorker(guard = refuseSecrets): typeof refuseSecrets {
  const source = guard.toString();
  return new Function(`return (${source});`)() as typeof refuseSecrets;
}

const ID = '11111111-1111-4111-8111-111111111111';
/** The path of a call of `endpoint`, each of its parameters ID. */
const pathWithIds = (endpoint: Endpoint) =>
  pathOf(
    endpoint,
    Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, n]) => [n, ID])),
  );

/** Each read the contract marks readable offline. */
const READABLE = ENDPOINTS.filter((e) => e.method === 'get' && e.offline?.readable).map(
  pathWithIds,
);
const CONFIG = pathOf(getConfig, {});
const LISTS = pathOf(listShoppingLists, {});
/** Not readable offline: the cook's own submissions. */
const MY_RECIPES = pathOf(listMyRecipes, {});

describe('what the service worker may keep', () => {
  it.each(TOKEN_PATHS)(
    'when the answer is %s, then it is never kept, whatever it holds',
    async (path) => {
      expect(await put(path, answer({ loggedIn: false }))).toBeNull();
      expect(await put(`${path}?again=1`, answer({ loggedIn: false }))).toBeNull();
    },
  );

  it('when any other answer holds a token field or a JWT, then it is not kept', async () => {
    expect(await put(CONFIG, answer({ idToken: 'opaque' }))).toBeNull();
    expect(await put(LISTS, answer({ refresh_token: 'opaque' }))).toBeNull();
    expect(await put(pathOf(getRecipe, { id: '1' }), answer({ note: `copied ${JWT}` }))).toBeNull();
  });

  it('when an answer says no-store, then it is not kept, unless it is the cook’s kitchen data', async () => {
    const noStore = { 'Cache-Control': 'no-store' };
    expect(await put(MY_RECIPES, answer({ items: [] }, noStore))).toBeNull();
    expect(await put(pathOf(getCalendarFeed, {}), answer({ enabled: true }, noStore))).toBeNull();
    // Every read marked readable (vite/offline-routes.test.ts lists them), the household's
    // aisles and the site's settings too.
    expect(READABLE).toEqual(
      expect.arrayContaining([getHouseholdAisles, getConfig, listShoppingLists].map(pathWithIds)),
    );
    for (const path of READABLE) {
      const kept = answer({ items: [] }, { 'Cache-Control': 'private, no-store' });
      expect(await put(path, kept), path).toBe(kept);
    }
  });

  it('when an answer holds no token and may be stored, then it is kept as it is, body unread', async () => {
    const list = answer([{ _id: '1', name: 'Saturday market' }]);
    const photo = new Response(new Uint8Array([1, 2, 3]), {
      headers: { 'Content-Type': 'image/webp' },
    });
    expect(await put(LISTS, list)).toBe(list);
    expect(await list.json()).toEqual([{ _id: '1', name: 'Saturday market' }]);
    expect(await put('/uploads/photo-640.webp', photo)).toBe(photo);
  });

  it('when the check is rebuilt from its source text, as Workbox writes it into sw.js, then it refuses the same answers', async () => {
    const source = refuseSecrets.toString();
    // Workbox strips comments from the text: two slashes in a row would cut the code there.
    expect(source).not.toMatch(/\/\/|\/\*/);
    const rebuilt = asWrittenIntoTheWorker();
    // The worker's copy names the contract's token calls.
    expect([...TOKEN_PATHS].sort()).toEqual(
      [logout, refreshTokens, setTokens, getUserToken].map((e) => pathOf(e, {})).sort(),
    );
    for (const path of TOKEN_PATHS) {
      expect(
        await rebuilt({ request: new Request(ORIGIN + path), response: answer({}) }),
      ).toBeNull();
    }
    for (const path of READABLE) {
      const kept = answer([], { 'Cache-Control': 'no-store' });
      expect(await rebuilt({ request: new Request(ORIGIN + path), response: kept }), path).toBe(
        kept,
      );
    }
  });

  it('when the contract marks another read readable, then the check written into sw.js keeps it', async () => {
    const noStore = () => answer([], { 'Cache-Control': 'no-store' });
    const request = new Request(ORIGIN + MY_RECIPES);
    expect(await asWrittenIntoTheWorker()({ request, response: noStore() })).toBeNull();

    const marked = asWrittenIntoTheWorker(cacheGuard(new RegExp(`^${MY_RECIPES}$`)));

    const response = noStore();
    expect(await marked({ request, response })).toBe(response);
  });
});

/** A CacheStorage holding the given paths in one cache per name. */
function fakeCaches(contents: Record<string, string[]>) {
  const stores = new Map(
    Object.entries(contents).map(([name, paths]) => [
      name,
      new Set(paths.map((path) => ORIGIN + path)),
    ]),
  );
  vi.stubGlobal('caches', {
    keys: async () => [...stores.keys()],
    open: async (name: string) => {
      const urls = stores.get(name) ?? new Set<string>();
      return {
        keys: async () => [...urls].map((url) => new Request(url)),
        delete: async (request: Request) => urls.delete(request.url),
      };
    },
  });
  return (name: string) => [...(stores.get(name) ?? [])].map((url) => url.slice(ORIGIN.length));
}

afterEach(() => vi.unstubAllGlobals());

describe('answers an earlier service worker kept', () => {
  it('when a cache holds who is signed in from an earlier build, then the page removes it and keeps the rest', async () => {
    const saved = fakeCaches({
      'kitchen-api': [pathOf(getUserToken, {}), LISTS, CONFIG],
      photos: ['/uploads/a-640.webp'],
    });

    await forgetSavedTokens();

    expect(saved('kitchen-api')).toEqual([LISTS, CONFIG]);
    expect(saved('photos')).toEqual(['/uploads/a-640.webp']);
  });
});
