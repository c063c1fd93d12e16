import { recipeSummarySchema, type RecipeSummary, RATE_LIMITS } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { favourites } from './favourites.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [cook, other] = useUsers(t, 'Cook Carla', 'Other Olga');

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A fresh cook, so that each test starts with no favourites. */
const freshCook = () => createCook(t);

const favourite = (user: TestUser, id: string) =>
  request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(user));
const unfavourite = (user: TestUser, id: string) =>
  request(t.app).delete(`/api/recipes/${id}/favourite`).set(bearer(user));
const myFavourites = (user: TestUser, query = '') =>
  request(t.app).get(`/api/my-favourites${query}`).set(bearer(user));
const myIds = async (user: TestUser) =>
  (await request(t.app).get('/api/my-favourite-ids').set(bearer(user)).expect(200))
    .body as string[];
const titles = (body: unknown) => (body as RecipeSummary[]).map((r) => r.title);

describe('favourites for visitors', () => {
  it('when an anonymous visitor calls any favourites route, then 401 and nothing is stored', async () => {
    const id = await insertRecipe(t, { title: 'Anonymous Soup' });
    const answers = await Promise.all([
      request(t.app).put(`/api/recipes/${id}/favourite`),
      request(t.app).delete(`/api/recipes/${id}/favourite`),
      request(t.app).get('/api/my-favourites'),
      request(t.app).get('/api/my-favourite-ids'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    const stored = await t.db.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.recipeId, id));
    expect(stored).toEqual([]);
  });
});

describe('PUT and DELETE /api/recipes/:id/favourite', () => {
  it('when a cook favourites an approved recipe twice and takes it back twice, then each answer is the same and it is listed once, then not at all', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Twice Pie' });

    for (let i = 0; i < 2; i += 1) {
      const res = await favourite(me, id).expect(200);
      expect(res.body).toEqual({ favourite: true });
      expectDocumented('PUT', '/recipes/:id/favourite', { status: 200, body: res.body });
    }
    expect(await myIds(me)).toEqual([id]);
    const listed = await myFavourites(me).expect(200);
    expect(titles(listed.body)).toEqual(['Twice Pie']);
    expect(listed.headers['x-total-count']).toBe('1');

    for (let i = 0; i < 2; i += 1) {
      const res = await unfavourite(me, id).expect(200);
      expect(res.body).toEqual({ favourite: false });
    }
    expect(await myIds(me)).toEqual([]);
    const empty = await myFavourites(me).expect(200);
    expect(empty.body).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
  });

  it('when a cook removes a recipe that was never a favourite, then 200 with favourite false', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Never Loved Loaf' });
    const res = await unfavourite(me, id).expect(200);
    expect(res.body).toEqual({ favourite: false });
  });

  it('when a cook favourites another cook’s pending or denied recipe, an unknown id or a malformed id, then 404 Recipe not found and nothing is stored', async () => {
    const me = await freshCook();
    const pending = await insertRecipe(t, {
      title: 'Secret Pending',
      status: 100,
      ...ownedBy(other),
    });
    const denied = await insertRecipe(t, {
      title: 'Secret Denied',
      status: 199,
      ...ownedBy(other),
    });
    for (const id of [pending, denied, UNKNOWN, 'not-a-uuid']) {
      for (const call of [favourite, unfavourite]) {
        const res = await call(me, id).expect(404);
        expect(res.body).toEqual({ message: 'Recipe not found' });
      }
    }
    expect(await myIds(me)).toEqual([]);
  });

  it('when a cook favourites their own pending recipe, then it is listed with what its owner sees', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'My Draft Stew', status: 100, ...ownedBy(me) });
    await favourite(me, id).expect(200);
    const res = await myFavourites(me).expect(200);
    const [card] = res.body as RecipeSummary[];
    expect(card).toMatchObject({ _id: id, status: 100, user_email: me.email });
    expect(recipeSummarySchema.parse(card)).toBeTruthy();
  });
});

describe('GET /api/my-favourites and /api/my-favourite-ids', () => {
  it('when a cook has three favourites, then they come newest favourite first, paged, with the whole count and as cards', async () => {
    const me = await freshCook();
    // Created in the opposite order, so that recipe age cannot explain the order.
    const c = await insertRecipe(t, { title: 'Favourite C' });
    const b = await insertRecipe(t, { title: 'Favourite B' });
    const a = await insertRecipe(t, { title: 'Favourite A', ...ownedBy(other) });
    for (const id of [a, b, c]) await favourite(me, id).expect(200);

    const first = await myFavourites(me, '?limit=2&page=1&sort_by=title&order=1').expect(200);
    expect(titles(first.body)).toEqual(['Favourite C', 'Favourite B']);
    expect(first.headers['x-total-count']).toBe('3');
    const second = await myFavourites(me, '?limit=2&page=2').expect(200);
    expect(titles(second.body)).toEqual(['Favourite A']);
    expect(second.headers['x-total-count']).toBe('3');
    for (const card of [...(first.body as unknown[]), ...(second.body as unknown[])]) {
      const parsed = recipeSummarySchema.parse(card);
      // Another cook's recipe shows the public card: no address, no review note.
      expect(parsed.user_email).toBeUndefined();
      expect(parsed.rating_count).toBe(0);
      expect(parsed.rating_average).toBeNull();
    }
    expectDocumented('GET', '/my-favourites', { status: 200, body: first.body });
    expect(await myIds(me)).toEqual([c, b, a]);

    // Another cook's favourites are their own.
    expect(await myIds(other)).not.toContain(a);
  });

  it('when the page or limit is out of range, then 400 names the field', async () => {
    const res = await myFavourites(cook, '?limit=0').expect(400);
    expect((res.body as { errors: { field: string }[] }).errors[0]?.field).toBe('limit');
  });

  it('when another cook’s favourite recipe goes back to pending, then it leaves the items, the total and the ids, and comes back once approved', async () => {
    const me = await freshCook();
    const kept = await insertRecipe(t, { title: 'Kept Cake' });
    const edited = await insertRecipe(t, { title: 'Edited Cake', ...ownedBy(other) });
    const mine = await insertRecipe(t, { title: 'My Denied Cake', status: 199, ...ownedBy(me) });
    for (const id of [kept, edited, mine]) await favourite(me, id).expect(200);

    await t.db.database.db.update(recipes).set({ status: 100 }).where(eq(recipes.id, edited));
    const res = await myFavourites(me).expect(200);
    expect(titles(res.body)).toEqual(['My Denied Cake', 'Kept Cake']);
    expect(res.headers['x-total-count']).toBe('2');
    expect(await myIds(me)).toEqual([mine, kept]);

    await t.db.database.db.update(recipes).set({ status: 101 }).where(eq(recipes.id, edited));
    expect(await myIds(me)).toEqual([mine, edited, kept]);
  });

  it('when a favourite recipe is deleted, then its favourite goes with it', async () => {
    const me = await freshCook();
    const id = await insertRecipe(t, { title: 'Gone Gratin' });
    await favourite(me, id).expect(200);
    await t.db.database.db.delete(recipes).where(eq(recipes.id, id));
    const left = await t.db.database.db
      .select()
      .from(favourites)
      .where(eq(favourites.userSub, subOf(me.idToken)));
    expect(left).toEqual([]);
    expect(await myIds(me)).toEqual([]);
  });
});

describe('rate limit of favourites and notes', () => {
  it('when one account sends more changes than the limit in ten minutes, then 429 with Retry-After for it alone', async () => {
    const [me, neighbour] = await Promise.all([freshCook(), freshCook()]);
    const id = await insertRecipe(t, { title: 'Clicked Crumble' });
    const { max } = RATE_LIMITS.kitchenNotes;
    for (let i = 0; i < max; i += 1) {
      await (i % 2 === 0 ? favourite(me, id) : unfavourite(me, id)).expect(200);
    }
    const refused = await favourite(me, id);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.kitchenNotes.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Notes share the count; reads do not.
    await request(t.app)
      .post(`/api/recipes/${id}/cooked`)
      .set(bearer(me))
      .send({ rating: 5 })
      .expect(429);
    await myFavourites(me).expect(200);

    await favourite(neighbour, id).expect(200);
  });
});
