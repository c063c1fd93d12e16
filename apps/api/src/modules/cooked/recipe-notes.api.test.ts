import { cookedEntrySchema, KITCHEN_MESSAGES, type RecipeNote } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { householdIdOfCook, joinHousehold } from '../../test/households.js';
import { insertRecipe, ownedBy, subOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const freshCook = (name: string) => createCook(t, name);

/** An entry of `user` on the recipe, moved to `day`. */
async function madeOn(user: TestUser, id: string, day: string) {
  const res = await request(t.app)
    .post(`/api/recipes/${id}/cooked`)
    .set(bearer(user))
    .send({ rating: 4 })
    .expect(201);
  const entry = cookedEntrySchema.parse(res.body);
  await t.db.database.db
    .update(cookedEntries)
    .set({ cookedOn: day })
    .where(eq(cookedEntries.id, entry._id));
}
const love = (user: TestUser, id: string) =>
  request(t.app).put(`/api/recipes/${id}/favourite`).set(bearer(user)).expect(200);
const notes = (user: TestUser, ids: string[]) =>
  request(t.app)
    .get('/api/household/recipe-notes')
    .query({ ids: ids.join(',') })
    .set(bearer(user));
async function notesOf(user: TestUser, ids: string[]): Promise<RecipeNote[]> {
  const res = await notes(user, ids).expect(200);
  expectDocumented('GET', '/household/recipe-notes', res);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.body as RecipeNote[];
}

describe('GET /api/household/recipe-notes', () => {
  it('when two members of a household and a cook of another household made and love a recipe, then each household sees only its own last day and count', async () => {
    const [ann, ben, cat] = await Promise.all([
      freshCook('Ann Household'),
      freshCook('Ben Household'),
      freshCook('Cat Elsewhere'),
    ]);
    await joinHousehold(t, ann, ben);
    const id = await insertRecipe(t, { title: 'Shared Shepherd’s Pie' });
    const untouched = await insertRecipe(t, { title: 'Untouched Udon' });
    await madeOn(ann, id, daysAgo(5));
    await madeOn(ben, id, daysAgo(2));
    await madeOn(cat, id, daysAgo(0));
    await Promise.all([love(ann, id), love(ben, id), love(cat, id), love(cat, untouched)]);

    const expected = [
      { recipe_id: id, last_made: daysAgo(2), loved_by: 2 },
      { recipe_id: untouched, last_made: null, loved_by: 0 },
    ];
    expect(await notesOf(ann, [id, untouched])).toEqual(expected);
    expect(await notesOf(ben, [id, untouched])).toEqual(expected);
    expect(await notesOf(cat, [untouched, id])).toEqual([
      { recipe_id: untouched, last_made: null, loved_by: 1 },
      { recipe_id: id, last_made: daysAgo(0), loved_by: 1 },
    ]);
  });

  it('when a cook who has no household yet asks, then only their own entries and heart count, and no household is made', async () => {
    const [dan, eve] = await Promise.all([freshCook('Dan Alone'), freshCook('Eve Alone')]);
    const id = await insertRecipe(t, { title: 'Solo Soup' });
    await madeOn(eve, id, daysAgo(1));
    await love(eve, id);
    expect(await householdIdOfCook(t, dan)).toBeUndefined();
    expect(await notesOf(dan, [id])).toEqual([{ recipe_id: id, last_made: null, loved_by: 0 }]);
    await madeOn(dan, id, daysAgo(3));
    await love(dan, id);
    expect(await notesOf(dan, [id])).toEqual([
      { recipe_id: id, last_made: daysAgo(3), loved_by: 1 },
    ]);
    expect(await householdIdOfCook(t, dan)).toBeUndefined();
  });

  it('when a member is removed, then their entries and hearts stop counting for the household at once', async () => {
    const [fay, gus] = await Promise.all([freshCook('Fay Owner'), freshCook('Gus Leaving')]);
    await joinHousehold(t, fay, gus);
    const id = await insertRecipe(t, { title: 'Departing Dumplings' });
    await madeOn(gus, id, daysAgo(1));
    await love(gus, id);
    expect(await notesOf(fay, [id])).toEqual([
      { recipe_id: id, last_made: daysAgo(1), loved_by: 1 },
    ]);
    await request(t.app)
      .delete(`/api/household/members/${encodeURIComponent(subOf(gus.idToken))}`)
      .set(bearer(fay))
      .expect(200);
    expect(await notesOf(fay, [id])).toEqual([{ recipe_id: id, last_made: null, loved_by: 0 }]);
    expect(await notesOf(gus, [id])).toEqual([
      { recipe_id: id, last_made: daysAgo(1), loved_by: 1 },
    ]);
  });

  it('when a recipe is another cook’s unapproved one or unknown, then it is left out; the caller’s own pending recipe is there', async () => {
    const [hal, ivy] = await Promise.all([freshCook('Hal Asker'), freshCook('Ivy Owner')]);
    const pending = await insertRecipe(t, {
      title: 'Pending Pavlova',
      status: 100,
      ...ownedBy(ivy),
    });
    const mine = await insertRecipe(t, { title: 'My Pending Pie', status: 100, ...ownedBy(hal) });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await notesOf(hal, [pending, unknown, mine, mine])).toEqual([
      { recipe_id: mine, last_made: null, loved_by: 0 },
    ]);
  });

  it('when ids are missing, not uuids or more than 100, then 400 with the message', async () => {
    const jo = await freshCook('Jo Wrong');
    const id = await insertRecipe(t, { title: 'Queried Quiche' });
    const tooMany = Array.from({ length: 101 }, () => id);
    for (const query of [
      {},
      { ids: '' },
      { ids: 'nope' },
      { ids: `${id},` },
      { ids: tooMany.join(',') },
    ]) {
      const res = await request(t.app)
        .get('/api/household/recipe-notes')
        .query(query)
        .set(bearer(jo))
        .expect(400);
      expect((res.body as { errors: unknown[] }).errors).toContainEqual({
        field: 'ids',
        message: KITCHEN_MESSAGES.recipeIdsInvalid,
      });
    }
    await request(t.app).get('/api/household/recipe-notes').query({ ids: id }).expect(401);
  });
});
