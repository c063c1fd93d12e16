import {
  getConfig,
  getDigest,
  getRecipe,
  getUser,
  listAccounts,
  listApproved,
  listCategory,
  listFavourites,
  listFeatured,
  listMyRecipes,
  listPending,
  searchRecipes,
} from '@family-recipes/shared';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { endpointKey } from './endpoint-query';
import { invalidateRecipeQueries } from './query-keys';

function cacheWith(keys: QueryKey[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, { cached: true });
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
  return { client, invalidated };
}

const recipePage = (id: string) => endpointKey(getRecipe, { params: { id } });

describe('invalidateRecipeQueries', () => {
  it('when a recipe was moderated, then its page, every list, the admin lists and the pending count are refreshed, and nothing else', async () => {
    const refreshed = [
      endpointKey(listFeatured, {}, 'page'),
      endpointKey(listApproved, { query: { limit: 4 } }, 'page'),
      endpointKey(listApproved, { query: { q: '', limit: 12 } }, 'pages'),
      endpointKey(listCategory, { params: { category: 'desserts' }, query: { q: '' } }, 'pages'),
      endpointKey(listMyRecipes, { query: { limit: 12 } }, 'pages'),
      endpointKey(listPending, { query: { limit: 12 } }, 'pages'),
      endpointKey(listPending, { query: { limit: 1 } }, 'page'),
      endpointKey(searchRecipes, { query: { q: 'pie', limit: 6 } }, 'page'),
      recipePage('r1'),
    ];
    const kept = [
      recipePage('r2'),
      endpointKey(listFavourites, { query: { limit: 12 } }, 'pages'),
      endpointKey(getUser, { params: { email: 'ada@example.test' } }),
      endpointKey(listAccounts),
      endpointKey(getDigest),
      endpointKey(getConfig),
    ];
    const { client, invalidated } = cacheWith([...refreshed, ...kept]);

    await invalidateRecipeQueries(client, 'r1');

    expect(invalidated()).toEqual(expect.arrayContaining(refreshed));
    expect(invalidated()).toHaveLength(refreshed.length);
  });

  it('when the recipe is not named, then every recipe page is refreshed too', async () => {
    const { client, invalidated } = cacheWith([
      recipePage('r1'),
      recipePage('r2'),
      endpointKey(getUser, { params: { email: 'ada@example.test' } }),
    ]);

    await invalidateRecipeQueries(client);

    expect(invalidated()).toEqual([recipePage('r1'), recipePage('r2')]);
  });
});
