import {
  getRecipe,
  listApproved,
  listCategory,
  listFeatured,
  type ApiTransport,
  type Recipe,
} from '@family-recipes/shared';
import { stubRecipeApi } from '../features/recipes/testing/recipe-fixtures';
import { answer, failure, page } from './api-mocks';
import { makeRecipe } from './recipes';

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
  const fetchMock = stubRecipeApi(
    answer(listFeatured, () => page([featured])),
    answer(listApproved, () => page(recipes)),
    answer(listCategory, () => page(recipes)),
    answer(
      getRecipe,
      ({ params }) =>
        recipes.find((recipe) => recipe._id === params.id) ?? failure(404, 'Recipe not found'),
    ),
  );
  return { recipes, featured, fetchMock, api: inProcess(fetchMock) };
}
