import {
  cookedEntrySchema,
  KITCHEN_LIMITS,
  KITCHEN_MESSAGES,
  myCookedEntrySchema,
  recipeSchema,
  recipeSummarySchema,
  type CookedEntry,
  type MyCookedEntry,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { recipes } from '../recipes/recipes.schema.js';
import { insertRecipe, ownedBy, storedRatingOf } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { ENTRY_NOT_FOUND, ONLY_OWNER_HIDES } from './cooked.service.js';
import { useTestApp, useUsers } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();
const [owner, admin] = useUsers(t, 'Owner Ottilie', {
  groups: ['admin', 'user'],
  name: 'Admin Ada',
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const today = () => new Date().toISOString().slice(0, 10);

const freshCook = (name?: string) => createCook(t, name);

const cooked = (user: TestUser, id: string, body: object) =>
  request(t.app).post(`/api/recipes/${id}/cooked`).set(bearer(user)).send(body);
const entriesOf = async (user: TestUser, id: string) =>
  (await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(user)).expect(200))
    .body as CookedEntry[];
const hide = (user: TestUser, id: string, entryId: string, hidden: unknown) =>
  request(t.app).patch(`/api/recipes/${id}/cooked/${entryId}`).set(bearer(user)).send({ hidden });

describe('"we made this" for visitors', () => {
  it('when an anonymous visitor calls any of its routes, then 401 and nothing is stored', async () => {
    const id = await insertRecipe(t, { title: 'Anonymous Apple Cake' });
    const answers = await Promise.all([
      request(t.app).post(`/api/recipes/${id}/cooked`).send({ rating: 5 }),
      request(t.app).get(`/api/recipes/${id}/cooked`),
      request(t.app).patch(`/api/recipes/${id}/cooked/${UNKNOWN}`).send({ hidden: true }),
      request(t.app).get('/api/my-cooked'),
    ]);
    expect(answers.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    const stored = await t.db.database.db
      .select()
      .from(cookedEntries)
      .where(eq(cookedEntries.recipeId, id));
    expect(stored).toEqual([]);
  });
});

describe('POST /api/recipes/:id/cooked', () => {
  it('when three cooks rate a recipe 5, 4 and 4, then its page and card show 4.3 from 3, fresh for visitors too, and its updated_on stays', async () => {
    const id = await insertRecipe(t, { title: 'Rated Risotto', ...ownedBy(owner) });
    const before = await request(t.app).get(`/api/recipes/${id}`).expect(200);
    expect(before.body).toMatchObject({ rating_average: null, rating_count: 0 });

    const cooks = await Promise.all([freshCook('First Fay'), freshCook(), freshCook()]);
    const ratings = [5, 4, 4];
    for (const [i, cook] of cooks.entries()) {
      const res = await cooked(cook, id, { rating: ratings[i], note: `  Lovely ${i}  ` });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expectDocumented('POST', '/recipes/:id/cooked', res);
    }
    const first = await entriesOf(cooks[0], id);
    expect(first.find((entry) => entry.mine)).toEqual({
      _id: expect.any(String) as string,
      recipe_id: id,
      user_name: 'First Fay',
      rating: 5,
      note: 'Lovely 0',
      cooked_on: today(),
      hidden: false,
      mine: true,
      photo: null,
    });

    // The same anonymous URL as before: the cache must not answer with the old numbers.
    const after = await request(t.app).get(`/api/recipes/${id}`).expect(200);
    const recipe = recipeSchema.parse(after.body);
    expect(recipe.rating_average).toBe(4.3);
    expect(recipe.rating_count).toBe(3);
    expect(recipe.more.updated_on).toBe((before.body as typeof recipe).more.updated_on);
    const cards = await request(t.app).get('/api/all-recipes?limit=100').expect(200);
    const card = (cards.body as unknown[])
      .map((c) => recipeSummarySchema.parse(c))
      .find((c) => c._id === id);
    expect(card).toMatchObject({ rating_average: 4.3, rating_count: 3 });
  });

  it('when a cook notes the same recipe twice in a day, even at the same moment, then one is stored and the other is 409 and changes nothing', async () => {
    const id = await insertRecipe(t, { title: 'Twice Tagine' });
    const cook = await freshCook();
    const [one, two] = await Promise.all([
      cooked(cook, id, { rating: 5, note: 'First' }),
      cooked(cook, id, { rating: 1, note: 'Second' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    const refused = one.status === 409 ? one : two;
    expect(refused.body).toEqual({ message: KITCHEN_MESSAGES.alreadyCookedToday });

    const again = await cooked(cook, id, { rating: 3 }).expect(409);
    expect(again.body).toEqual({ message: KITCHEN_MESSAGES.alreadyCookedToday });
    const row = await storedRatingOf(t, id);
    const stored = one.status === 201 ? 5 : 1;
    expect(row).toEqual({ count: 1, total: stored });
    expect(await entriesOf(cook, id)).toHaveLength(1);
  });

  it('when the rating or the note is wrong, then 400 names each field and nothing is stored', async () => {
    const id = await insertRecipe(t, { title: 'Bad Note Bread' });
    const cook = await freshCook();
    const cases: [object, { field: string; message: string }[]][] = [
      [{}, [{ field: 'rating', message: KITCHEN_MESSAGES.ratingRequired }]],
      [{ rating: 0 }, [{ field: 'rating', message: KITCHEN_MESSAGES.ratingInvalid }]],
      [{ rating: 6 }, [{ field: 'rating', message: KITCHEN_MESSAGES.ratingInvalid }]],
      [{ rating: 4.5 }, [{ field: 'rating', message: KITCHEN_MESSAGES.ratingInvalid }]],
      [{ rating: 'five' }, [{ field: 'rating', message: KITCHEN_MESSAGES.ratingInvalid }]],
      [
        { rating: 9, note: 'x'.repeat(KITCHEN_LIMITS.noteMax + 1) },
        [
          { field: 'rating', message: KITCHEN_MESSAGES.ratingInvalid },
          { field: 'note', message: expect.stringContaining('Note') as string },
        ],
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await cooked(cook, id, body);
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(res.body).toEqual({ message: errors[0]?.message, errors });
    }
    await cooked(cook, id, { rating: '4', note: 'x'.repeat(KITCHEN_LIMITS.noteMax) }).expect(201);
    expect(await entriesOf(cook, id)).toHaveLength(1);
  });

  it('when a cook notes another cook’s pending or denied recipe, an unknown or a malformed id, then 404; their own pending recipe is accepted', async () => {
    const cook = await freshCook();
    const pending = await insertRecipe(t, {
      title: 'Hidden Pending',
      status: 100,
      ...ownedBy(owner),
    });
    const denied = await insertRecipe(t, {
      title: 'Hidden Denied',
      status: 199,
      ...ownedBy(owner),
    });
    for (const id of [pending, denied, UNKNOWN, 'nope']) {
      const res = await cooked(cook, id, { rating: 4 }).expect(404);
      expect(res.body).toEqual({ message: 'Recipe not found' });
      await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(cook)).expect(404);
    }
    const [row] = await t.db.database.db
      .select({ count: recipes.ratingCount })
      .from(recipes)
      .where(eq(recipes.id, pending));
    expect(row?.count).toBe(0);

    await cooked(owner, pending, { rating: 5 }).expect(201);
  });
});

describe('hidden notes', () => {
  it('when the owner hides a note, then the owner, an administrator and its author get it marked hidden and another cook does not', async () => {
    const id = await insertRecipe(t, { title: 'Hidden Note Hash', ...ownedBy(owner) });
    const [author, passerby] = await Promise.all([freshCook(), freshCook()]);
    const added = await cooked(author, id, { rating: 2, note: 'Too salty for me' }).expect(201);
    await cooked(passerby, id, { rating: 5, note: 'Perfect' }).expect(201);
    const entryId = (added.body as CookedEntry)._id;

    const hidden = await hide(owner, id, entryId, true).expect(200);
    expect(cookedEntrySchema.parse(hidden.body)).toMatchObject({
      _id: entryId,
      hidden: true,
      mine: false,
    });
    expectDocumented('PATCH', '/recipes/:id/cooked/:entryId', hidden);

    for (const viewer of [owner, admin]) {
      const entries = await entriesOf(viewer, id);
      expect(entries.map((e) => [e.note, e.hidden, e.mine])).toEqual([
        ['Perfect', false, false],
        ['Too salty for me', true, false],
      ]);
    }
    const own = await entriesOf(author, id);
    expect(own.map((e) => [e.note, e.hidden, e.mine])).toEqual([
      ['Perfect', false, false],
      ['Too salty for me', true, true],
    ]);
    const others = await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(passerby));
    expect((others.body as CookedEntry[]).map((e) => [e.note, e.mine])).toEqual([
      ['Perfect', true],
    ]);
    expectDocumented('GET', '/recipes/:id/cooked', others);
    for (const entry of others.body as unknown[]) cookedEntrySchema.parse(entry);

    // A hidden note keeps its rating; an administrator can show it again.
    const detail = await request(t.app).get(`/api/recipes/${id}`).expect(200);
    expect(detail.body).toMatchObject({ rating_average: 3.5, rating_count: 2 });
    await hide(admin, id, entryId, false).expect(200);
    expect((await entriesOf(passerby, id)).map((e) => e.note)).toEqual([
      'Perfect',
      'Too salty for me',
    ]);
  });

  it('when a cook who neither owns the recipe nor administers hides a note, even their own, then 403 and it stays shown', async () => {
    const id = await insertRecipe(t, { title: 'Forbidden Fudge', ...ownedBy(owner) });
    const author = await freshCook();
    const added = await cooked(author, id, { rating: 3, note: 'Nice' }).expect(201);
    const entryId = (added.body as CookedEntry)._id;
    const res = await hide(author, id, entryId, true).expect(403);
    expect(res.body).toEqual({ message: ONLY_OWNER_HIDES });
    expect((await entriesOf(owner, id)).map((e) => e.hidden)).toEqual([false]);
  });

  it('when the entry is unknown, malformed or belongs to another recipe, or the body is wrong, then 404 or 400', async () => {
    const id = await insertRecipe(t, { title: 'Lost Note Lasagne', ...ownedBy(owner) });
    const elsewhere = await insertRecipe(t, { title: 'Elsewhere Eclair' });
    const cook = await freshCook();
    const added = await cooked(cook, elsewhere, { rating: 4, note: 'Elsewhere' }).expect(201);
    const foreign = (added.body as CookedEntry)._id;
    for (const entryId of [UNKNOWN, 'nope', foreign]) {
      const res = await hide(owner, id, entryId, true).expect(404);
      expect(res.body).toEqual({ message: ENTRY_NOT_FOUND });
    }
    expect((await entriesOf(cook, elsewhere)).map((e) => e.hidden)).toEqual([false]);
    const bad = await hide(owner, id, foreign, 'yes').expect(400);
    expect((bad.body as { errors: { field: string }[] }).errors[0]?.field).toBe('hidden');
    await hide(owner, UNKNOWN, foreign, true).expect(404);
  });

  it('when an administrator reads and hides the notes of another cook’s recipe waiting for review, then it works, while other cooks get 404', async () => {
    const id = await insertRecipe(t, { title: 'Edited Empanada', ...ownedBy(owner) });
    const cook = await freshCook();
    const added = await cooked(cook, id, { rating: 4, note: 'Before the edit' }).expect(201);
    await t.db.database.db.update(recipes).set({ status: 100 }).where(eq(recipes.id, id));
    const entryId = (added.body as CookedEntry)._id;
    await hide(cook, id, entryId, true).expect(404);
    await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(cook)).expect(404);
    const read = await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(admin));
    expect(read.status).toBe(200);
    expect((read.body as CookedEntry[]).map((entry) => entry.note)).toEqual(['Before the edit']);
    const res = await hide(admin, id, entryId, true).expect(200);
    expect(res.body).toMatchObject({ hidden: true });
  });
});

describe('GET /api/my-cooked', () => {
  it('when a cook has noted three recipes, then they come newest first, paged, with the recipe and the whole count', async () => {
    const cook = await freshCook();
    const ids: string[] = [];
    for (const title of ['Noted One', 'Noted Two', 'Noted Three']) {
      const id = await insertRecipe(t, { title, thumbnailImage: `/uploads/recipes/${title}.webp` });
      await cooked(cook, id, { rating: 4, note: title }).expect(201);
      ids.push(id);
    }
    const first = await request(t.app).get('/api/my-cooked?limit=2').set(bearer(cook)).expect(200);
    expect(first.headers['x-total-count']).toBe('3');
    const entries = (first.body as unknown[]).map((e) => myCookedEntrySchema.parse(e));
    expect(entries.map((e) => [e.note, e.mine, e.recipe.title])).toEqual([
      ['Noted Three', true, 'Noted Three'],
      ['Noted Two', true, 'Noted Two'],
    ]);
    expect(entries[0]?.recipe).toEqual({
      _id: ids[2],
      title: 'Noted Three',
      thumbnail_image: '/uploads/recipes/Noted Three.webp',
    });
    expectDocumented('GET', '/my-cooked', first);
    const second = await request(t.app)
      .get('/api/my-cooked?limit=2&page=2')
      .set(bearer(cook))
      .expect(200);
    expect((second.body as MyCookedEntry[]).map((e) => e.note)).toEqual(['Noted One']);

    // Another cook's list holds none of them.
    const mine = await request(t.app).get('/api/my-cooked').set(bearer(owner)).expect(200);
    expect((mine.body as MyCookedEntry[]).some((e) => ids.includes(e.recipe._id))).toBe(false);
  });

  it('when a noted recipe is deleted, then its entries go with it', async () => {
    const cook = await freshCook();
    const id = await insertRecipe(t, { title: 'Deleted Dumplings' });
    await cooked(cook, id, { rating: 5 }).expect(201);
    await t.db.database.db.delete(recipes).where(eq(recipes.id, id));
    const res = await request(t.app).get('/api/my-cooked').set(bearer(cook)).expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
    const left = await t.db.database.db
      .select()
      .from(cookedEntries)
      .where(eq(cookedEntries.recipeId, id));
    expect(left).toEqual([]);
  });
});
