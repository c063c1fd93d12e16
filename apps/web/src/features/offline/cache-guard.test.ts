import { afterEach, describe, expect, it, vi } from 'vitest';
import { refuseSecrets, TOKEN_PATHS } from './cache-guard';
import { forgetSavedTokens } from './forget-tokens';

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
function asWrittenIntoTheWorker(): typeof refuseSecrets {
  const source = refuseSecrets.toString();
  return new Function(`return (${source});`)() as typeof refuseSecrets;
}

describe('what the service worker may keep', () => {
  it.each(TOKEN_PATHS)(
    'when the answer is %s, then it is never kept, whatever it holds',
    async (path) => {
      expect(await put(path, answer({ loggedIn: false }))).toBeNull();
      expect(await put(`${path}?again=1`, answer({ loggedIn: false }))).toBeNull();
    },
  );

  it('when any other answer holds a token field or a JWT, then it is not kept', async () => {
    expect(await put('/api/config', answer({ idToken: 'opaque' }))).toBeNull();
    expect(await put('/api/shopping-lists', answer({ refresh_token: 'opaque' }))).toBeNull();
    expect(await put('/api/recipes/1', answer({ note: `copied ${JWT}` }))).toBeNull();
  });

  it('when an answer says no-store, then it is not kept, unless it is the cook’s kitchen data', async () => {
    const noStore = { 'Cache-Control': 'no-store' };
    expect(await put('/api/config', answer({ region: 'x' }, noStore))).toBeNull();
    expect(await put('/api/meal-plan/calendar', answer({ enabled: true }, noStore))).toBeNull();
    for (const path of [
      '/api/shopping-lists',
      '/api/shopping-lists/11111111-1111-4111-8111-111111111111',
      '/api/meal-plan',
      '/api/my-favourites',
      '/api/my-favourite-ids',
      '/api/recipes/11111111-1111-4111-8111-111111111111/cooked',
    ]) {
      const kept = answer({ items: [] }, { 'Cache-Control': 'private, no-store' });
      expect(await put(path, kept), path).toBe(kept);
    }
  });

  it('when an answer holds no token and may be stored, then it is kept as it is, body unread', async () => {
    const list = answer([{ _id: '1', name: 'Saturday market' }]);
    const photo = new Response(new Uint8Array([1, 2, 3]), {
      headers: { 'Content-Type': 'image/webp' },
    });
    expect(await put('/api/shopping-lists', list)).toBe(list);
    expect(await list.json()).toEqual([{ _id: '1', name: 'Saturday market' }]);
    expect(await put('/uploads/photo-640.webp', photo)).toBe(photo);
  });

  it('when the check is rebuilt from its source text, as Workbox writes it into sw.js, then it refuses the same answers', async () => {
    const source = refuseSecrets.toString();
    // Workbox strips comments from the text: two slashes in a row would cut the code there.
    expect(source).not.toMatch(/\/\/|\/\*/);
    const rebuilt = asWrittenIntoTheWorker();
    // The worker's own copy names the same calls as the contract.
    expect([...TOKEN_PATHS].sort()).toEqual(
      ['/api/logout', '/api/refresh-tokens', '/api/set-tokens', '/api/user-token'].sort(),
    );
    for (const path of TOKEN_PATHS) {
      expect(
        await rebuilt({ request: new Request(ORIGIN + path), response: answer({}) }),
      ).toBeNull();
    }
    const list = answer([]);
    expect(
      await rebuilt({ request: new Request(`${ORIGIN}/api/shopping-lists`), response: list }),
    ).toBe(list);
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
  it('when a cache holds /api/user-token from an earlier build, then the page removes it and keeps the rest', async () => {
    const saved = fakeCaches({
      'kitchen-api': ['/api/user-token', '/api/shopping-lists', '/api/config'],
      photos: ['/uploads/a-640.webp'],
    });

    await forgetSavedTokens();

    expect(saved('kitchen-api')).toEqual(['/api/shopping-lists', '/api/config']);
    expect(saved('photos')).toEqual(['/uploads/a-640.webp']);
  });
});
