import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { ownedBy } from '../test/test-recipes.js';
import { bearer, createList, insertRecipe, registerCook } from '../test/shopping-lists.js';
import { PRIVATE_NO_STORE } from './private-answers.js';
import { useTestApp, useUsers } from '../test/use-test-app.js';

/*
 * Answers that belong to one cook are never kept by a browser's or a shared cache: every /api
 * answer to a request with credentials says `private, no-store`; public reads for anonymous
 * visitors keep theirs.
 */

let recipeId: string;
let listId: string;

const t = useTestApp();
const [cook] = useUsers(t, 'Private Pat');

beforeAll(async () => {
  await registerCook(t, cook);
  recipeId = await insertRecipe(t, { title: 'Private soup', ...ownedBy(cook) });
  listId = (await createList(t, cook))._id;
});

const today = new Date().toISOString().slice(0, 10);

describe('Cache-Control of a signed-in cook’s answers', () => {
  it.each<[string, string, () => string, number]>([
    ['GET', '/api/shopping-lists', () => '/api/shopping-lists', 200],
    ['GET', '/api/shopping-lists/:id', () => `/api/shopping-lists/${listId}`, 200],
    [
      'GET',
      '/api/shopping-lists/:id (unknown: 404)',
      () => '/api/shopping-lists/00000000-0000-4000-8000-000000000000',
      404,
    ],
    ['GET', '/api/my-favourites', () => '/api/my-favourites', 200],
    ['GET', '/api/my-favourite-ids', () => '/api/my-favourite-ids', 200],
    ['PUT', '/api/recipes/:id/favourite', () => `/api/recipes/${recipeId}/favourite`, 200],
    ['GET', '/api/my-cooked', () => '/api/my-cooked', 200],
    ['GET', '/api/recipes/:id/cooked', () => `/api/recipes/${recipeId}/cooked`, 200],
    ['GET', '/api/my-recipes', () => '/api/my-recipes', 200],
    ['GET', '/api/recipes/:id (their own)', () => `/api/recipes/${recipeId}`, 200],
    ['GET', '/api/meal-plan', () => `/api/meal-plan?from=${today}&to=${today}`, 200],
    ['GET', '/api/meal-plan/calendar', () => '/api/meal-plan/calendar', 200],
    ['GET', '/api/user-token', () => '/api/user-token', 200],
    ['GET', '/api/user/:email', () => `/api/user/${encodeURIComponent(cook.email)}`, 200],
    ['GET', '/api/export/my-recipes', () => '/api/export/my-recipes?format=json', 200],
    ['GET', '/api/all-recipes', () => '/api/all-recipes', 200],
  ])(
    'when a signed-in cook calls %s %s, then the answer is private, no-store',
    async (method, _route, path, status) => {
      const req = method === 'PUT' ? request(t.app).put(path()) : request(t.app).get(path());
      const res = await req.set(bearer(cook));
      expect(res.status).toBe(status);
      expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    },
  );

  it('when the cook is known by the session cookie alone, then the answer is private, no-store too', async () => {
    const res = await request(t.app)
      .get('/api/my-favourites')
      .set('Cookie', `idToken=${cook.idToken}`)
      .expect(200);
    expect(res.headers['cache-control']).toBe(PRIVATE_NO_STORE);
  });

  it('when an anonymous visitor reads the public lists and a recipe, then nothing marks them private or unstorable', async () => {
    for (const path of ['/api/all-recipes', '/api/featured-recipes', `/api/recipes/${recipeId}`]) {
      const res = await request(t.app).get(path).expect(200);
      expect(res.headers['cache-control'] ?? '', path).not.toMatch(/private|no-store/);
    }
  });
});
