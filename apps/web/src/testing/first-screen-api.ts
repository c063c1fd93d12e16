import type { ApiTransport, Recipe } from '@family-recipes/shared';
import { stubRecipeApi } from '../features/recipes/testing/recipe-fixtures';
import { listResponse, makeRecipe } from './recipes';
import { jsonResponse } from './test-utils';

/**
 * The stub's answers as the server's render gets them (entry-server.tsx): called in process, as
 * the API calls its services, never through fetch. Each call is noted in the stub's mock too.
 */
function inProcess(fetchMock: ReturnType<typeof stubRecipeApi>): ApiTransport {
  return async ({ method, path, body }) => {
    const res = await fetchMock(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: Object.fromEntries(res.headers),
      payload: text === '' ? undefined : (JSON.parse(text) as unknown),
    };
  };
}

/**
 * Three approved recipes, one featured, and the API answers a visitor gets about them: over the
 * network (msw) for the browser, and in process (`api`) for the server's render.
 */
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
  return { recipes, featured, fetchMock, api: inProcess(fetchMock) };
}
