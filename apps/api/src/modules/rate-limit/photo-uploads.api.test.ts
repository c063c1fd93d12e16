import { cookbookSchema, cookedEntrySchema, RATE_LIMITS } from '@family-recipes/shared';
import type { Express } from 'express';
import request from 'supertest';
import { describe, expect, it, beforeAll } from 'vitest';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createTestUser, type TestUser } from '../../test/test-users.js';
import type { Storage } from '../storage/storage.js';
import { useTestApp } from '../../test/use-test-app.js';

let jpeg: Buffer;
/** Every key the app below stored, in order. */
const stored: string[] = [];
/** The test app with a storage that notes what it is given to keep. */
let app: Express;

const t = useTestApp();

beforeAll(async () => {
  jpeg = await smallJpeg(320, 240);
  const storage: Storage = Object.assign(Object.create(t.storage) as Storage, {
    put: (key: string, body: Buffer, contentType: string) => {
      stored.push(key);
      return t.storage.put(key, body, contentType);
    },
  });
  app = t.build({ storage });
});

const cook = (name: string) => createTestUser(t.identity.settings, { groups: ['user'], name });
const BURST = 30;
const { max } = RATE_LIMITS.photoUploads;

async function bookOf(who: TestUser): Promise<string> {
  const recipeId = await insertRecipe(t);
  const res = await request(app)
    .post('/api/cookbooks')
    .set(bearer(who))
    .send({ title: 'Our Table', recipeIds: [recipeId] })
    .expect(201);
  return cookbookSchema.parse(res.body).id;
}

async function entryOf(who: TestUser): Promise<{ recipeId: string; entryId: string }> {
  const recipeId = await insertRecipe(t);
  const res = await request(app)
    .post(`/api/recipes/${recipeId}/cooked`)
    .set(bearer(who))
    .send({ rating: 5, note: 'Burst' })
    .expect(201);
  return { recipeId, entryId: cookedEntrySchema.parse(res.body)._id };
}

const putCover = (who: TestUser, bookId: string) =>
  request(app)
    .put(`/api/cookbooks/${bookId}/cover`)
    .set(bearer(who))
    .attach('cover', jpeg, 'cover.jpg');
const putNotePhoto = (who: TestUser, at: { recipeId: string; entryId: string }) =>
  request(app)
    .put(`/api/recipes/${at.recipeId}/cooked/${at.entryId}/photo`)
    .set(bearer(who))
    .attach('photo', jpeg, 'dish.jpg');

/** The burst's answers: how many of each status, and every 429's body and Retry-After. */
function tally(answers: request.Response[]) {
  const refused = answers.filter((res) => res.status === 429);
  for (const res of refused) {
    expect(res.body).toEqual({ message: RATE_LIMITS.photoUploads.message });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
  return { ok: answers.filter((res) => res.status === 200).length, refused: refused.length };
}

describe('the limit on single-photo uploads', () => {
  it(`when ${BURST} cover photos arrive at once, then exactly the limit is taken, the rest get 429, and only the taken ones are stored`, async () => {
    expect(max).toBeLessThan(BURST);
    const baker = await cook('Burst Baker');
    const bookId = await bookOf(baker);
    const before = stored.length;
    const answers = await Promise.all(Array.from({ length: BURST }, () => putCover(baker, bookId)));
    expect(tally(answers)).toEqual({ ok: max, refused: BURST - max });
    // Three sizes and the original for print of each cover taken, and nothing of a refused one.
    expect(stored.length - before).toBe(max * 4);
  });

  it(`when ${BURST} photos of a "we made this" note arrive at once, then exactly the limit is taken, the rest get 429, and only the taken ones are stored`, async () => {
    const snapper = await cook('Burst Snapper');
    const entry = await entryOf(snapper);
    const before = stored.length;
    const answers = await Promise.all(
      Array.from({ length: BURST }, () => putNotePhoto(snapper, entry)),
    );
    expect(tally(answers)).toEqual({ ok: max, refused: BURST - max });
    // Three sizes of each photo taken (no book prints these: no original), nothing of a refused one.
    expect(stored.length - before).toBe(max * 3);
  });

  it('when a cook has sent the limit of covers, then a note photo is refused too, and another cook’s is taken', async () => {
    const busy = await cook('Busy Cook');
    const bookId = await bookOf(busy);
    for (let i = 0; i < max; i++) await putCover(busy, bookId).expect(200);
    const before = stored.length;
    const refused = await putNotePhoto(busy, await entryOf(busy)).expect(429);
    expect(refused.body).toEqual({ message: RATE_LIMITS.photoUploads.message });
    expect(stored.length).toBe(before);

    const calm = await cook('Calm Cook');
    await putNotePhoto(calm, await entryOf(calm)).expect(200);
    expect(stored.length - before).toBe(3);
  });
});
