import { randomUUID } from 'node:crypto';
import {
  COOKBOOK_LIMITS,
  COOKBOOK_MESSAGES,
  cookbookListSchema,
  cookbookSchema,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { recipes } from '../recipes/recipes.schema.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import {
  expectDocumented,
  makeBook,
  newCook,
  ownRecipe,
  recipeWithPhoto,
} from './test-cookbooks.js';
import { useTestApp } from '../../test/use-test-app.js';

let cook: TestUser;
let stranger: TestUser;

const t = useTestApp();

beforeAll(async () => {
  [cook, stranger] = await Promise.all([newCook(t, 'Ada Book'), newCook(t, 'Stranger')]);
});

const post = (who: TestUser, body: unknown) =>
  request(t.app)
    .post('/api/cookbooks')
    .set(bearer(who))
    .send(body as object);
const put = (who: TestUser, id: string, body: unknown) =>
  request(t.app)
    .put(`/api/cookbooks/${id}`)
    .set(bearer(who))
    .send(body as object);

describe('saving a cookbook', () => {
  it('when a cook saves a book, then it answers 201 with the settings, the recipes in chapters and no PDF', async () => {
    const soup = await insertRecipe(t, { title: 'Soup', category: 'Appetizers' });
    const toast = await insertRecipe(t, { title: 'Toast', category: 'Breakfast' });
    const eggs = await insertRecipe(t, { title: 'Eggs', category: 'Breakfast' });
    const res = await post(cook, {
      title: '  Family Favourites ',
      subtitle: 'Since 1962',
      dedication: 'For Grandma',
      recipeIds: [soup, toast, eggs],
      coverRecipeId: toast,
      pageSize: 'A5',
      photos: false,
    }).expect(201);
    expectDocumented('POST', '/cookbooks', res);
    const book = cookbookSchema.parse(res.body);
    expect(book).toMatchObject({
      title: 'Family Favourites',
      subtitle: 'Since 1962',
      dedication: 'For Grandma',
      recipeIds: [soup, toast, eggs],
      order: 'category',
      coverRecipeId: toast,
      pageSize: 'A5',
      photos: false,
      shared: false,
      mine: true,
      owner_name: 'Ada Book',
      cover_image: null,
      pdf: { status: 'none', progress: 0, outdated: false },
    });
    // Breakfast comes before Appetizers in the site's categories; by title within a chapter.
    expect(book.recipes.map((r) => r.title)).toEqual(['Eggs', 'Toast', 'Soup']);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const read = await request(t.app)
      .get(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .expect(200);
    expectDocumented('GET', '/cookbooks/:id', read);
    expect(cookbookSchema.parse(read.body)).toEqual(book);
  });

  it('when the order is by title or by hand, then the recipes are printed so', async () => {
    const b = await insertRecipe(t, { title: 'Bread', category: 'Breakfast' });
    const a = await insertRecipe(t, { title: 'apple pie', category: 'Desserts' });
    const c = await insertRecipe(t, { title: 'Chowder', category: 'Sides' });
    const byTitle = await makeBook(t.app, cook, { recipeIds: [c, b, a], order: 'title' });
    expect(byTitle.recipes.map((r) => r.title)).toEqual(['apple pie', 'Bread', 'Chowder']);
    const byHand = await makeBook(t.app, cook, { recipeIds: [c, a, b], order: 'hand' });
    expect(byHand.recipes.map((r) => r._id)).toEqual([c, a, b]);
  });

  it('when the form is wrong, then 400 names each field with the book’s own words', async () => {
    const recipe = await insertRecipe(t);
    const cases: [unknown, string, string][] = [
      [{ title: ' ', recipeIds: [recipe] }, 'title', COOKBOOK_MESSAGES.titleRequired],
      [{ title: 'x'.repeat(81), recipeIds: [recipe] }, 'title', COOKBOOK_MESSAGES.titleTooLong],
      [
        { title: 'A', subtitle: 'x'.repeat(121), recipeIds: [recipe] },
        'subtitle',
        COOKBOOK_MESSAGES.subtitleTooLong,
      ],
      [
        { title: 'A', dedication: 'x'.repeat(1001), recipeIds: [recipe] },
        'dedication',
        COOKBOOK_MESSAGES.dedicationTooLong,
      ],
      [{ title: 'A', recipeIds: [] }, 'recipeIds', COOKBOOK_MESSAGES.noRecipes],
      [{ title: 'A', recipeIds: [recipe, recipe] }, 'recipeIds', COOKBOOK_MESSAGES.repeatedRecipe],
      [
        { title: 'A', recipeIds: Array.from({ length: 301 }, () => randomUUID()) },
        'recipeIds',
        COOKBOOK_MESSAGES.tooManyRecipes,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(cook, body).expect(400);
      expectDocumented('POST', '/cookbooks', res);
      expect(res.body.errors, message).toContainEqual({ field, message });
      expect(res.body.message).toBe(message);
    }
  });

  it('when a recipe is unknown, another cook’s pending one, or the cover is not in the book, then 400 says so; one’s own pending recipe is taken', async () => {
    const approved = await insertRecipe(t);
    const theirs = await ownRecipe(t, stranger);
    const mine = await ownRecipe(t, cook, { status: 199 });
    for (const recipeIds of [
      [approved, randomUUID()],
      [approved, theirs],
    ]) {
      const res = await post(cook, { title: 'A', recipeIds }).expect(400);
      expect(res.body.errors).toEqual([
        { field: 'recipeIds', message: COOKBOOK_MESSAGES.recipeNotAvailable },
      ]);
    }
    const cover = await post(cook, {
      title: 'A',
      recipeIds: [approved],
      coverRecipeId: mine,
    }).expect(400);
    expect(cover.body.errors).toEqual([
      { field: 'coverRecipeId', message: COOKBOOK_MESSAGES.coverNotInBook },
    ]);
    const book = await makeBook(t.app, cook, { recipeIds: [approved, mine], coverRecipeId: mine });
    expect(book.recipeIds).toEqual([approved, mine]);
  });

  it('when a cook keeps the most books they may, then another is refused with 409', async () => {
    const keeper = await newCook(t, 'Keeper');
    const recipe = await insertRecipe(t);
    for (let i = 0; i < COOKBOOK_LIMITS.booksPerCook; i += 1) {
      await post(keeper, { title: `Book ${i}`, recipeIds: [recipe] }).expect(201);
    }
    const refused = await post(keeper, { title: 'One more', recipeIds: [recipe] }).expect(409);
    expect(refused.body.message).toBe(COOKBOOK_MESSAGES.tooManyBooks);
  });
});

describe('changing, listing and deleting', () => {
  it('when the maker edits a book, then every setting and recipe is replaced and the list shows it first', async () => {
    const first = await insertRecipe(t, { title: 'First' });
    const second = await insertRecipe(t, { title: 'Second' });
    const older = await makeBook(t.app, cook, { recipeIds: [first] });
    const book = await makeBook(t.app, cook, { recipeIds: [first] });
    const res = await put(cook, older.id, {
      title: 'Renamed',
      recipeIds: [second, first],
      order: 'hand',
      shared: true,
    }).expect(200);
    expectDocumented('PUT', '/cookbooks/:id', res);
    const edited = cookbookSchema.parse(res.body);
    expect(edited).toMatchObject({ title: 'Renamed', recipeIds: [second, first], shared: true });
    expect(Date.parse(edited.updated_on)).toBeGreaterThan(Date.parse(older.updated_on));

    const list = await request(t.app).get('/api/cookbooks').set(bearer(cook)).expect(200);
    expectDocumented('GET', '/cookbooks', list);
    const items = cookbookListSchema.parse(list.body).items;
    expect(items[0]).toMatchObject({ id: older.id, title: 'Renamed', recipe_count: 2, mine: true });
    expect(items.map((i) => i.id)).toContain(book.id);
  });

  it('when a recipe of a book is removed or stops being approved, then the book leaves it out and can be saved back as it reads', async () => {
    const kept = await insertRecipe(t, { title: 'Kept' });
    const denied = await insertRecipe(t, { title: 'Later denied' });
    const book = await makeBook(t.app, cook, { recipeIds: [kept, denied], coverRecipeId: denied });
    await t.db.database.db.update(recipes).set({ status: 199 }).where(eq(recipes.id, denied));
    const read = await request(t.app)
      .get(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .expect(200);
    const now = cookbookSchema.parse(read.body);
    expect(now.recipeIds).toEqual([kept]);
    expect(now.coverRecipeId).toBeNull();
    await put(cook, book.id, now).expect(200);
  });

  it('when the maker deletes a book, then it is gone: 204, then 404', async () => {
    const book = await makeBook(t.app, cook, { recipeIds: [await insertRecipe(t)] });
    const res = await request(t.app)
      .delete(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .expect(204);
    expect(res.text).toBe('');
    const gone = await request(t.app)
      .get(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .expect(404);
    expect(gone.body.message).toBe(COOKBOOK_MESSAGES.notFound);
  });
});

describe('the cover photo', () => {
  it('when a photo is uploaded, then it is the cover instead of a recipe’s; taken off, the book has none', async () => {
    const recipe = await recipeWithPhoto(t);
    const book = await makeBook(t.app, cook, { recipeIds: [recipe], coverRecipeId: recipe });
    const res = await request(t.app)
      .put(`/api/cookbooks/${book.id}/cover`)
      .set(bearer(cook))
      .attach('cover', await smallJpeg(400, 300), 'cover.jpg')
      .expect(200);
    expectDocumented('PUT', '/cookbooks/:id/cover', res);
    const covered = cookbookSchema.parse(res.body);
    expect(covered.cover_image).toMatch(/^\/uploads\/recipes\/.+\.webp$/);
    expect(covered.coverRecipeId).toBeNull();
    const removed = await request(t.app)
      .delete(`/api/cookbooks/${book.id}/cover`)
      .set(bearer(cook))
      .expect(200);
    expectDocumented('DELETE', '/cookbooks/:id/cover', removed);
    expect(cookbookSchema.parse(removed.body).cover_image).toBeNull();
    const key = (covered.cover_image ?? '').replace('/uploads/', '');
    expect(await t.storage.get(key)).toBeUndefined();
  });

  it('when the cover is not an image or is missing, then 415 and 400 as the recipe form answers', async () => {
    const book = await makeBook(t.app, cook, { recipeIds: [await insertRecipe(t)] });
    const path = `/api/cookbooks/${book.id}/cover`;
    const text = await request(t.app)
      .put(path)
      .set(bearer(cook))
      .attach('cover', Buffer.from('not a photo at all'), 'cover.jpg')
      .expect(415);
    expectDocumented('PUT', '/cookbooks/:id/cover', text);
    const none = await request(t.app).put(path).set(bearer(cook)).field('x', 'y').expect(400);
    expect(none.body.message).toBe(COOKBOOK_MESSAGES.coverRequired);
  });
});

describe('another cook’s private book', () => {
  it('when another cook or a wrong id asks for a book on any route, then 404 says there is no such cookbook', async () => {
    const book = await makeBook(t.app, cook, { recipeIds: [await insertRecipe(t)] });
    const valid = { title: 'Mine now', recipeIds: book.recipeIds };
    for (const id of [book.id, 'not-a-uuid', randomUUID()]) {
      const base = `/api/cookbooks/${id}`;
      const photo = await smallJpeg();
      const calls = {
        get: request(t.app).get(base),
        put: request(t.app).put(base).send(valid),
        delete: request(t.app).delete(base),
        cover: request(t.app).put(`${base}/cover`).attach('cover', photo, 'c.jpg'),
        uncover: request(t.app).delete(`${base}/cover`),
        make: request(t.app).post(`${base}/pdf`),
        download: request(t.app).get(`${base}/pdf`),
      };
      for (const [name, call] of Object.entries(calls)) {
        const res = await call.set(bearer(stranger));
        expect({ name, id, status: res.status }).toEqual({ name, id, status: 404 });
        expect(res.body.message).toBe(COOKBOOK_MESSAGES.notFound);
      }
    }
    const list = await request(t.app).get('/api/cookbooks').set(bearer(stranger)).expect(200);
    expect(cookbookListSchema.parse(list.body).items.map((i) => i.id)).not.toContain(book.id);
    const still = await request(t.app)
      .get(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .expect(200);
    expect(cookbookSchema.parse(still.body).title).toBe('Our Table');
  });

  it('when a body names an id, an owner, a cover address or a PDF, then none of them is taken: the book is the caller’s, under its own id, without a PDF', async () => {
    const theirs = await makeBook(t.app, cook, { recipeIds: [await insertRecipe(t)] });
    const chosen = {
      title: 'Chosen fields',
      recipeIds: theirs.recipeIds,
      id: theirs.id,
      mine: false,
      owner_name: 'Ada Book',
      owner_sub: 'someone-else',
      cover_image: '/uploads/cookbooks/x.pdf',
      pdf: { status: 'ready', progress: 1, stage: null, made_on: null, size: 1, pages: 1 },
    };
    const made = cookbookSchema.parse((await post(stranger, chosen).expect(201)).body);
    expect(made.id).not.toBe(theirs.id);
    expect(made).toMatchObject({ mine: true, owner_name: 'Stranger', cover_image: null });
    expect(made.pdf.status).toBe('none');
    // Sent to the stranger's own book, they change nothing of the cook's.
    await put(stranger, made.id, chosen).expect(200);
    const still = await request(t.app).get(`/api/cookbooks/${theirs.id}`).set(bearer(cook));
    expect(cookbookSchema.parse(still.body)).toMatchObject({ title: theirs.title, mine: true });
    await request(t.app).get(`/api/cookbooks/${made.id}/pdf`).set(bearer(stranger)).expect(404);
  });

  it('when nobody is signed in, then the cookbooks answer 401', async () => {
    await request(t.app).get('/api/cookbooks').expect(401);
    await request(t.app).post('/api/cookbooks').send({}).expect(401);
  });
});
