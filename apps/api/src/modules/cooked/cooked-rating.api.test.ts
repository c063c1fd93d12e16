import { cookedEntrySchema, recipeSchema, type CookedEntry } from '@family-recipes/shared';
import { and, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { bearer, insertRecipe } from '../../test/shopping-lists.js';
import { ownedBy, storedRatingOf, subOf } from '../../test/test-recipes.js';
import { createCook, type TestUser } from '../../test/test-users.js';
import { RecipesRepository } from '../recipes/recipes.repository.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';

const t = useTestApp();
const [owner] = useUsers(t, 'Owner Oona');

const freshCook = (name: string) => createCook(t, name);

const cooked = (user: TestUser, id: string, body: object) =>
  request(t.app).post(`/api/recipes/${id}/cooked`).set(bearer(user)).send(body);

/** The average and count as visitors read them on the recipe page. */
async function publicRating(id: string) {
  const res = await request(t.app).get(`/api/recipes/${id}`).expect(200);
  const { rating_average, rating_count } = recipeSchema.parse(res.body);
  return { rating_average, rating_count };
}

/** What the recipe row keeps, for recipes visitors cannot read (pending). */
const storedRating = (id: string) => storedRatingOf(t, id);

const notesOf = async (user: TestUser, id: string) =>
  (
    (await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(user)).expect(200))
      .body as CookedEntry[]
  ).map((entry) => [entry.user_name, entry.rating, entry.note]);

/** Moves the cook's notes on the recipe a day back, as if they were written the day before. */
async function dayPasses(user: TestUser, id: string) {
  await t.db.database.db
    .update(cookedEntries)
    .set({
      cookedOn: sql`${cookedEntries.cookedOn} - 1`,
      createdOn: sql`${cookedEntries.createdOn} - interval '1 day'`,
    })
    .where(and(eq(cookedEntries.recipeId, id), eq(cookedEntries.userSub, subOf(user.idToken))));
}

describe('the public average counts each cook once and never the owner', () => {
  it('when the owner rates their own recipe, then the note is kept and shown but the average does not move', async () => {
    const id = await insertRecipe(t, { title: 'Modest Moussaka', ...ownedBy(owner) });
    const guest = await freshCook('Guest Gita');
    await cooked(guest, id, { rating: 2, note: 'A bit dry' }).expect(201);

    const own = await cooked(owner, id, { rating: 5, note: 'Best ever' });
    expect(own.status).toBe(201);
    expect(cookedEntrySchema.parse(own.body)).toMatchObject({ rating: 5, mine: true });
    expect(await publicRating(id)).toEqual({ rating_average: 2, rating_count: 1 });
    expect(await notesOf(guest, id)).toEqual([
      ['Owner Oona', 5, 'Best ever'],
      ['Guest Gita', 2, 'A bit dry'],
    ]);
  });

  it('when the owner rates their own pending recipe, then the note is stored and the recipe counts no rating', async () => {
    const id = await insertRecipe(t, { title: 'Pending Pavlova', status: 100, ...ownedBy(owner) });
    await cooked(owner, id, { rating: 5, note: 'Trying it out' }).expect(201);
    expect(await storedRating(id)).toEqual({ count: 0, total: 0 });
    expect(await notesOf(owner, id)).toEqual([['Owner Oona', 5, 'Trying it out']]);
  });

  it('when one cook notes the same recipe on five days, then every note shows and the average counts them once with the latest rating', async () => {
    const id = await insertRecipe(t, { title: 'Daily Dal', ...ownedBy(owner) });
    const keen = await freshCook('Keen Kofi');
    const ratings = [1, 2, 5, 3, 4];
    for (const [day, rating] of ratings.entries()) {
      if (day > 0) await dayPasses(keen, id);
      await cooked(keen, id, { rating, note: `Day ${day + 1}` }).expect(201);
      expect(await publicRating(id)).toEqual({ rating_average: rating, rating_count: 1 });
    }
    expect(await notesOf(owner, id)).toEqual(
      ratings.map((rating, day) => ['Keen Kofi', rating, `Day ${day + 1}`]).reverse(),
    );
  });

  it('when two cooks note a recipe, then it counts both; a later note of one replaces only their own rating', async () => {
    const id = await insertRecipe(t, { title: 'Twice Told Tagine', ...ownedBy(owner) });
    const [first, second] = [await freshCook('First Fern'), await freshCook('Second Sol')];
    await cooked(first, id, { rating: 5 }).expect(201);
    await cooked(second, id, { rating: 2 }).expect(201);
    expect(await publicRating(id)).toEqual({ rating_average: 3.5, rating_count: 2 });

    await dayPasses(first, id);
    await cooked(first, id, { rating: 3 }).expect(201);
    expect(await publicRating(id)).toEqual({ rating_average: 2.5, rating_count: 2 });
  });

  it('when a recipe that nobody owned is claimed by a cook who rated it, then their rating leaves its average', async () => {
    const claimer = await freshCook('Claiming Cleo');
    const other = await freshCook('Other Ode');
    const id = await insertRecipe(t, { title: 'Orphan Omelette', userEmail: claimer.email });
    await cooked(claimer, id, { rating: 5 }).expect(201);
    await cooked(other, id, { rating: 3 }).expect(201);
    expect(await storedRating(id)).toEqual({ count: 2, total: 8 });

    const repository = new RecipesRepository(t.db.database.db);
    expect(await repository.claimOwnerless(claimer.email, subOf(claimer.idToken))).toBe(1);
    expect(await storedRating(id)).toEqual({ count: 1, total: 3 });
  });
});
