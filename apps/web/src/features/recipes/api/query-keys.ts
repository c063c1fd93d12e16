/** Every recipe query lives under ['recipes', …] so one invalidation reaches all of them. */
export const recipeKeys = {
  all: ['recipes'] as const,
  featured: () => [...recipeKeys.all, 'featured'] as const,
  latest: () => [...recipeKeys.all, 'latest'] as const,
  lists: () => [...recipeKeys.all, 'list'] as const,
  list: (kind: 'all' | 'search' | 'category', params: { q: string; category?: string }) =>
    [...recipeKeys.lists(), kind, params] as const,
  detail: (id: string) => [...recipeKeys.all, 'detail', id] as const,
};
