import { cookedEntrySchema, KITCHEN_MESSAGES, type CookedEntry } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { insertRecipe, ownedBy, storedRatingOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { ENTRY_NOT_FOUND } from './cooked.service.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [owner] = useUsers(t, 'Owner Olga');

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const freshCook = (name?: string) => createCook(t, name);

async function addEntry(user: TestUser, id: string, body: object = { rating: 4, note: 'Good' }) {
  const res = await request(t.app)
    .post(`/api/recipes/${id}/cooked`)
    .set(bearer(user))
    .send(body)
    .expect(201);
  return cookedEntrySchema.parse(res.body);
}
const edit = (user: TestUser, id: string, entryId: string, body: object) =>
  request(t.app).patch(`/api/recipes/${id}/cooked/${entryId}`).set(bearer(user)).send(body);
const remove = (user: TestUser, id: string, entryId: string) =>
  request(t.app).delete(`/api/recipes/${id}/cooked/${entryId}`).set(bearer(user));
const entriesOf = async (user: TestUser, id: string) =>
  (await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(user)).expect(200))
    .body as CookedEntry[];
const stored = (entryId: string) =>
  t.db.database.db.select().from(cookedEntries).where(eq(cookedEntries.id, entryId));
const ratingOf = (id: string) => storedRatingOf(t, id);

describe('PATCH /api/recipes/:id/cooked/:entryId by its author', () => {
  it('when the author changes the rating, note and day of their entry, then the entry and the recipe’s average follow', async () => {
    const id = await insertRecipe(t, { title: 'Edited Eggplant', ...ownedBy(owner) });
    const cook = await freshCook('Cook Cora');
    const entry = await addEntry(cook, id, { rating: 2, note: 'Too dry' });
    expect(await ratingOf(id)).toEqual({ count: 1, total: 2 });

    const res = await edit(cook, id, entry._id, {
      rating: 5,
      note: '  Better with more oil  ',
      cooked_on: daysAgo(2),
    }).expect(200);
    expectDocumented('PATCH', '/recipes/:id/cooked/:entryId', res);
    expect(res.body).toMatchObject({
      _id: entry._id,
      rating: 5,
      note: 'Better with more oil',
      cooked_on: daysAgo(2),
      mine: true,
      photo: null,
    });
    expect(await ratingOf(id)).toEqual({ count: 1, total: 5 });
    expect((await entriesOf(owner, id)).map((e) => e.note)).toEqual(['Better with more oil']);
  });

  it('when only the note is sent, then the rating and day stay', async () => {
    const id = await insertRecipe(t, { title: 'Noted Nachos' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id, { rating: 3, note: 'First' });
    const res = await edit(cook, id, entry._id, { note: 'Second thoughts' }).expect(200);
    expect(res.body).toMatchObject({ rating: 3, note: 'Second thoughts', cooked_on: today() });
  });

  it('when the day is in the future, not a day, or the body is empty or wrong, then 400 with the message and nothing changes', async () => {
    const id = await insertRecipe(t, { title: 'Future Flan' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id, { rating: 4, note: 'Kept' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [object, string, string][] = [
      [{ cooked_on: tomorrow }, 'cooked_on', KITCHEN_MESSAGES.cookedDayInFuture],
      [{ cooked_on: '2026-02-30' }, 'cooked_on', KITCHEN_MESSAGES.dateInvalid],
      [{ rating: 6 }, 'rating', KITCHEN_MESSAGES.ratingInvalid],
      [{ note: 'x'.repeat(1_001) }, 'note', 'Note must be at most 1000 characters'],
      [{}, 'rating', KITCHEN_MESSAGES.cookedChangeEmpty],
    ];
    for (const [body, field, message] of cases) {
      const res = await edit(cook, id, entry._id, body).expect(400);
      expectDocumented('PATCH', '/recipes/:id/cooked/:entryId', res);
      expect((res.body as { errors: unknown[] }).errors).toContainEqual({ field, message });
    }
    expect(await stored(entry._id)).toMatchObject([{ rating: 4, note: 'Kept', cookedOn: today() }]);
  });

  it('when the new day already has another entry of the author, then 409 and neither changes', async () => {
    const id = await insertRecipe(t, { title: 'Twice Tagine' });
    const cook = await freshCook();
    const older = await addEntry(cook, id, { rating: 3, note: 'Older' });
    await t.db.database.db
      .update(cookedEntries)
      .set({ cookedOn: daysAgo(3) })
      .where(eq(cookedEntries.id, older._id));
    const todays = await addEntry(cook, id, { rating: 5, note: 'Today' });
    const res = await edit(cook, id, todays._id, { cooked_on: daysAgo(3), note: 'Moved' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: KITCHEN_MESSAGES.alreadyCookedThatDay });
    expect(await stored(todays._id)).toMatchObject([{ cookedOn: today(), note: 'Today' }]);
    expect(await stored(older._id)).toMatchObject([{ cookedOn: daysAgo(3), note: 'Older' }]);
  });

  it('when someone else, even the recipe’s owner, edits an entry, then 404 and it is unchanged', async () => {
    const id = await insertRecipe(t, { title: 'Guarded Gumbo', ...ownedBy(owner) });
    const [author, other] = await Promise.all([freshCook(), freshCook()]);
    const entry = await addEntry(author, id, { rating: 4, note: 'Mine' });
    for (const user of [other, owner]) {
      const res = await edit(user, id, entry._id, { note: 'Not yours', rating: 1 }).expect(404);
      expect(res.body).toEqual({ message: ENTRY_NOT_FOUND });
    }
    expect(await stored(entry._id)).toMatchObject([{ rating: 4, note: 'Mine' }]);
  });
});

describe('DELETE /api/recipes/:id/cooked/:entryId', () => {
  it('when the author deletes their entry, then 204, it is gone, the average is recounted and today can be noted again', async () => {
    const id = await insertRecipe(t, { title: 'Deleted Dal', ...ownedBy(owner) });
    const cook = await freshCook();
    const entry = await addEntry(cook, id, { rating: 1, note: 'Oops, wrong recipe' });
    expect(await ratingOf(id)).toEqual({ count: 1, total: 1 });
    const res = await remove(cook, id, entry._id).expect(204);
    expect(res.text).toBe('');
    expect(await stored(entry._id)).toEqual([]);
    expect(await ratingOf(id)).toEqual({ count: 0, total: 0 });
    await addEntry(cook, id, { rating: 5, note: 'The right one' });
  });

  it('when someone else, the recipe’s owner or an unknown id is deleted, then 404 and the entry stays', async () => {
    const id = await insertRecipe(t, { title: 'Kept Kedgeree', ...ownedBy(owner) });
    const elsewhere = await insertRecipe(t, { title: 'Elsewhere Empanada' });
    const [author, other] = await Promise.all([freshCook(), freshCook()]);
    const entry = await addEntry(author, id);
    for (const user of [other, owner]) {
      const res = await remove(user, id, entry._id).expect(404);
      expect(res.body).toEqual({ message: ENTRY_NOT_FOUND });
    }
    await remove(author, elsewhere, entry._id).expect(404);
    await remove(author, id, UNKNOWN).expect(404);
    await remove(author, id, 'nope').expect(404);
    expect(await stored(entry._id)).toHaveLength(1);
    await request(t.app).delete(`/api/recipes/${id}/cooked/${entry._id}`).expect(401);
    expect(await stored(entry._id)).toHaveLength(1);
  });
});
