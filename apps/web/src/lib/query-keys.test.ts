import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  digestKeys,
  invalidateRecipeQueries,
  recipeKeys,
  runtimeConfigKeys,
  userKeys,
} from './query-keys';

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

describe('invalidateRecipeQueries', () => {
  it('when a recipe was moderated, then its page, every list, the admin lists and the pending count are refreshed, and nothing else', async () => {
    const refreshed = [
      recipeKeys.featured(),
      recipeKeys.latest(),
      recipeKeys.list('all', { q: '' }),
      recipeKeys.list('category', { category: 'desserts', q: '' }),
      recipeKeys.pagesOf('mine'),
      recipeKeys.pagesOf('pending'),
      recipeKeys.pendingCount(),
      recipeKeys.originals('pie'),
      recipeKeys.detail('r1'),
    ];
    const kept = [
      recipeKeys.detail('r2'),
      userKeys.record('ada@example.test'),
      userKeys.adminList(),
      digestKeys.setting(),
      runtimeConfigKeys.config(),
    ];
    const { client, invalidated } = cacheWith([...refreshed, ...kept]);

    await invalidateRecipeQueries(client, 'r1');

    expect(invalidated()).toEqual(expect.arrayContaining(refreshed));
    expect(invalidated()).toHaveLength(refreshed.length);
  });

  it('when the recipe is not named, then every recipe page is refreshed too', async () => {
    const { client, invalidated } = cacheWith([
      recipeKeys.detail('r1'),
      recipeKeys.detail('r2'),
      userKeys.record('ada@example.test'),
    ]);

    await invalidateRecipeQueries(client);

    expect(invalidated()).toEqual([recipeKeys.detail('r1'), recipeKeys.detail('r2')]);
  });
});
