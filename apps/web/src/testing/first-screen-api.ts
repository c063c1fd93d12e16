import type { Recipe } from '@family-recipes/shared';
import { stubRecipeApi } from '../features/recipes/testing/recipe-fixtures';
import { listResponse, makeRecipe } from './recipes';
import { jsonResponse } from './test-utils';

/** Three approved recipes, one featured, and the API answers a visitor gets about them. */
export function stubPublicApi() {
  const featured = makeRecipe({ title: 'Nonna’s lasagna', featured: true });
  const recipes: Recipe[] = [featured, makeRecipe({ title: 'Apple crumble' }), makeRecipe()];
  const fetchMock = stubRecipeApi((url) => {
    if (url.pathname === '/api/featured-recipes') return listResponse([featured]);
    if (url.pathname === '/api/all-recipes') return listResponse(recipes);
    if (url.pathname.startsWith('/api/categories/')) return listResponse(recipes);
    const id = /^\/api\/recipes\/([^/]+)$/.exec(url.pathname)?.[1];
    const recipe = recipes.find((r) => r._id === id);
    if (id)
      return recipe ? jsonResponse(recipe) : jsonResponse({ message: 'Recipe not found' }, 404);
    return undefined;
  });
  return { recipes, featured, fetchMock };
}
