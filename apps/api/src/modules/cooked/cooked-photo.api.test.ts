import { cookedEntrySchema, IMAGE_LIMITS, KITCHEN_MESSAGES } from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookedEntries } from './cooked.schema.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';
import { IMAGE_MESSAGES, storedImageKeys } from '../images/image-processor.js';
import { UPLOAD_MESSAGES } from '../images/upload.js';
import { ENTRY_NOT_FOUND } from './cooked.service.js';
import { useTestApp } from '../../test/use-test-app.js';
import { expectDocumented } from '../../test/documented.js';

const t = useTestApp();

const freshCook = () => createCook(t);

async function addEntry(user: TestUser, id: string) {
  const res = await request(t.app)
    .post(`/api/recipes/${id}/cooked`)
    .set(bearer(user))
    .send({ rating: 5, note: 'With a picture' })
    .expect(201);
  return cookedEntrySchema.parse(res.body);
}
const putPhoto = (user: TestUser, id: string, entryId: string, file: Buffer, name = 'dish.jpg') =>
  request(t.app)
    .put(`/api/recipes/${id}/cooked/${entryId}/photo`)
    .set(bearer(user))
    .attach('photo', file, name);
const photoOf = async (entryId: string) =>
  (
    await t.db.database.db
      .select({ photo: cookedEntries.photo })
      .from(cookedEntries)
      .where(eq(cookedEntries.id, entryId))
  )[0]?.photo;

/** Whether every variant of a stored photo is in storage: all of them, or none. */
async function storedVariants(url: string): Promise<boolean[]> {
  const keys = storedImageKeys(t.storage, url);
  expect(keys).toHaveLength(IMAGE_LIMITS.widths.length);
  return Promise.all(keys.map(async (key) => (await t.storage.get(key)) !== undefined));
}

function matchesDocument(res: request.Response) {
  expectDocumented('PUT', '/recipes/:id/cooked/:entryId/photo', res);
}

describe('PUT /api/recipes/:id/cooked/:entryId/photo', () => {
  it('when the author sends a real JPEG, then it is stored as WebP variants and the entry shows it to the family', async () => {
    const id = await insertRecipe(t, { title: 'Photographed Pho' });
    const [cook, other] = await Promise.all([freshCook(), freshCook()]);
    const entry = await addEntry(cook, id);
    const res = await putPhoto(cook, id, entry._id, await smallJpeg(120, 90)).expect(200);
    matchesDocument(res);
    const photo = cookedEntrySchema.parse(res.body).photo;
    expect(photo).toMatch(/\/recipes\/[0-9a-f-]{36}-1280\.webp$/);
    expect(await storedVariants(photo ?? '')).toEqual([true, true, true]);
    const [key] = storedImageKeys(t.storage, photo ?? '');
    const meta = await sharp((await t.storage.get(key ?? '')) ?? Buffer.alloc(0)).metadata();
    expect(meta.format).toBe('webp');
    const seen = await request(t.app).get(`/api/recipes/${id}/cooked`).set(bearer(other));
    expect(seen.body).toMatchObject([{ _id: entry._id, photo, mine: false }]);
  });

  it('when the author sends a PNG over an earlier photo, then the new one replaces it and the old files are removed', async () => {
    const id = await insertRecipe(t, { title: 'Replaced Ratatouille' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id);
    const first = cookedEntrySchema.parse(
      (await putPhoto(cook, id, entry._id, await smallJpeg()).expect(200)).body,
    ).photo;
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 160, b: 60 } },
    })
      .png()
      .toBuffer();
    const res = await putPhoto(cook, id, entry._id, png, 'dish.png').expect(200);
    const second = cookedEntrySchema.parse(res.body).photo;
    expect(second).not.toBe(first);
    expect(await storedVariants(first ?? '')).toEqual([false, false, false]);
    expect(await storedVariants(second ?? '')).toEqual([true, true, true]);
  });

  it('when the file is not an image, even named .jpg, then 415 with the message and the entry keeps no photo', async () => {
    const id = await insertRecipe(t, { title: 'Textual Tart' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id);
    const res = await putPhoto(cook, id, entry._id, Buffer.from('just some text, not a photo'));
    expect(res.status).toBe(415);
    matchesDocument(res);
    expect(res.body).toEqual({ message: IMAGE_MESSAGES.unsupported });
    expect(await photoOf(entry._id)).toBeNull();
  });

  it('when the file is above the recipe photo’s size limit, then 413 with the message and nothing is stored', async () => {
    const id = await insertRecipe(t, { title: 'Oversized Osso Buco' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id);
    const jpeg = await smallJpeg();
    const huge = Buffer.concat([jpeg, Buffer.alloc(IMAGE_LIMITS.maxBytes + 1 - jpeg.length)]);
    const res = await putPhoto(cook, id, entry._id, huge);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: UPLOAD_MESSAGES.fileTooLarge });
    expect(res.body).toEqual({ message: 'The image is too large. The limit is 15 MB.' });
    expect(await photoOf(entry._id)).toBeNull();
  });

  it('when no photo is sent, or in another field, then 400 with the field to use', async () => {
    const id = await insertRecipe(t, { title: 'Empty Enchilada' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id);
    const path = `/api/recipes/${id}/cooked/${entry._id}/photo`;
    const none = await request(t.app).put(path).set(bearer(cook)).send({}).expect(400);
    const missing = {
      message: KITCHEN_MESSAGES.photoRequired,
      errors: [{ field: 'photo', message: KITCHEN_MESSAGES.photoRequired }],
    };
    expect(none.body).toEqual(missing);
    const elsewhere = await request(t.app)
      .put(path)
      .set(bearer(cook))
      .attach('thumbnail_image', await smallJpeg(), 'dish.jpg')
      .expect(400);
    expect(elsewhere.body).toEqual(missing);
    expect(await photoOf(entry._id)).toBeNull();
  });

  it('when someone else puts a photo on an entry, then 404 and it keeps none', async () => {
    const id = await insertRecipe(t, { title: 'Private Paella' });
    const [cook, other] = await Promise.all([freshCook(), freshCook()]);
    const entry = await addEntry(cook, id);
    const res = await putPhoto(other, id, entry._id, await smallJpeg()).expect(404);
    expect(res.body).toEqual({ message: ENTRY_NOT_FOUND });
    expect(await photoOf(entry._id)).toBeNull();
  });
});

describe('a photo goes with its entry', () => {
  it('when the author deletes the entry, then its photo files are removed from storage', async () => {
    const id = await insertRecipe(t, { title: 'Vanishing Vindaloo' });
    const cook = await freshCook();
    const entry = await addEntry(cook, id);
    const { photo } = cookedEntrySchema.parse(
      (await putPhoto(cook, id, entry._id, await smallJpeg()).expect(200)).body,
    );
    expect(await storedVariants(photo ?? '')).toEqual([true, true, true]);
    await request(t.app)
      .delete(`/api/recipes/${id}/cooked/${entry._id}`)
      .set(bearer(cook))
      .expect(204);
    expect(await storedVariants(photo ?? '')).toEqual([false, false, false]);
  });

  it('when the author takes the photo off, then the entry stays without it and the files are removed', async () => {
    const id = await insertRecipe(t, { title: 'Plain Polenta' });
    const [cook, other] = await Promise.all([freshCook(), freshCook()]);
    const entry = await addEntry(cook, id);
    const { photo } = cookedEntrySchema.parse(
      (await putPhoto(cook, id, entry._id, await smallJpeg()).expect(200)).body,
    );
    const path = `/api/recipes/${id}/cooked/${entry._id}/photo`;
    await request(t.app).delete(path).set(bearer(other)).expect(404);
    expect(await photoOf(entry._id)).toBe(photo);
    const res = await request(t.app).delete(path).set(bearer(cook)).expect(200);
    expect(res.body).toMatchObject({ _id: entry._id, photo: null, note: 'With a picture' });
    expect(await storedVariants(photo ?? '')).toEqual([false, false, false]);
  });
});
