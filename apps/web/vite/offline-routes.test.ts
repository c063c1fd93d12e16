import { ENDPOINTS } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { readableOfflinePattern, readableOfflineRoute } from './offline-routes';

const READABLE = [
  '/api/recipes/6a1f0c3e-2b7d-4f4e-9d3c-1f2e3d4c5b6a',
  '/api/recipes/6a1f0c3e-2b7d-4f4e-9d3c-1f2e3d4c5b6a/cooked',
  '/api/my-favourites',
  '/api/my-favourite-ids',
  '/api/meal-plan',
  '/api/shopping-lists',
  '/api/shopping-lists/0d6c9f8e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  '/api/config',
];

const NOT_KEPT = [
  '/api/user-token',
  '/api/refresh-tokens',
  '/api/recipes',
  '/api/recipes/x/favourite',
  '/api/shopping-lists/x/events',
  '/api/shopping-lists/x/items/y',
  '/api/meal-plan/calendar',
  '/api/admin/users',
  '/api/my-recipes',
  '/api/recipes/x/cooked/y',
  '/other/api/config',
  '/api/configs',
];

describe('the service worker’s offline reads, from the contract', () => {
  it('when the contract is read, then exactly the reads it marks readable offline are kept', () => {
    const pattern = readableOfflinePattern();
    for (const path of READABLE) expect(pattern.test(path), path).toBe(true);
    for (const path of NOT_KEPT) expect(pattern.test(path), path).toBe(false);
  });

  it('when a read is marked or unmarked in the contract, then the pattern follows', () => {
    const marked = ENDPOINTS.map((endpoint) =>
      endpoint.path === '/my-recipes' && endpoint.method === 'get'
        ? { ...endpoint, offline: { readable: true } }
        : endpoint,
    );
    expect(readableOfflinePattern(marked).test('/api/my-recipes')).toBe(true);
    const unmarked = ENDPOINTS.filter((endpoint) => endpoint.path !== '/config');
    expect(readableOfflinePattern(unmarked).test('/api/config')).toBe(false);
  });

  it('when the route is written into sw.js as text, then it still matches the same-origin reads only', () => {
    const route = readableOfflineRoute();
    const revived = new Function(`return (${route.toString()});`)() as typeof route;
    const url = new URL('https://family.example/api/my-favourites?page=2');
    expect(revived({ sameOrigin: true, url })).toBe(true);
    expect(revived({ sameOrigin: false, url })).toBe(false);
    expect(
      revived({ sameOrigin: true, url: new URL('https://family.example/api/user-token') }),
    ).toBe(false);
  });
});
