import { randomUUID } from 'node:crypto';
import {
  cookbookPdfSchema,
  cookbookSchema,
  IMAGE_LIMITS,
  type Cookbook,
  type CookbookInput,
  type CookbookPdf,
} from '@family-recipes/shared';
import type { Express } from 'express';
import request from 'supertest';
import type { NewRecipeRow } from '../recipes/index.js';
import { storeRecipeImage } from '../images/image-processor.js';
import type { Storage } from '../storage/storage.js';
import { expectDocumented } from '../../test/documented.js';
import { wholeBody, type TestApp } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe, ownedBy } from '../../test/test-recipes.js';
import { bearer, createCook, type TestUser } from '../../test/test-users.js';

/* What the cookbook tests share: cooks, recipes with photos, books, and waiting for a PDF. */

/** The cookbook tests' check of an answer against the OpenAPI document. */
export { expectDocumented };

export const newCook = (t: TestApp, name = 'Book Cook') => createCook(t, name);

/** An approved recipe (or as `overrides` say) with a real stored photo. */
export async function recipeWithPhoto(
  t: TestApp,
  overrides: Partial<NewRecipeRow> = {},
): Promise<string> {
  const photo = await storeRecipeImage(t.storage, await smallJpeg(320, 240));
  return insertRecipe(t, { thumbnailImage: photo.url, ...overrides });
}

/** An approved recipe whose photo address is the site's but whose file is not in storage. */
export function recipeWithLostPhoto(t: TestApp, overrides: Partial<NewRecipeRow> = {}) {
  const largest = Math.max(...IMAGE_LIMITS.widths);
  const thumbnailImage = t.storage.url(`recipes/${randomUUID()}-${largest}.webp`);
  return insertRecipe(t, { thumbnailImage, ...overrides });
}

/** A recipe of `cook`'s own, in the status given (100 pending unless said). */
export const ownRecipe = (t: TestApp, cook: TestUser, overrides: Partial<NewRecipeRow> = {}) =>
  insertRecipe(t, { status: 100, ...ownedBy(cook), ...overrides });

export async function makeBook(
  app: Express,
  cook: TestUser,
  input: Partial<CookbookInput> & Pick<CookbookInput, 'recipeIds'>,
): Promise<Cookbook> {
  const res = await request(app)
    .post('/api/cookbooks')
    .set(bearer(cook))
    .send({ title: 'Our Table', ...input })
    .expect(201);
  expectDocumented('POST', '/cookbooks', res);
  return cookbookSchema.parse(res.body);
}

export const pdfPath = (id: string) => `/api/cookbooks/${id}/pdf`;

/** The book's PDF state as its GET tells it. */
export async function pdfState(app: Express, cook: TestUser, id: string): Promise<CookbookPdf> {
  const res = await request(app).get(`/api/cookbooks/${id}`).set(bearer(cook)).expect(200);
  return cookbookSchema.parse(res.body).pdf;
}

/** Asks again until `done` says yes, at most `ms`; answers the last value. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The PDF once it is made (or failed). */
export const settled = (app: Express, cook: TestUser, id: string) =>
  until(
    () => pdfState(app, cook, id),
    (state) => state.status === 'ready' || state.status === 'failed',
  );

/** Starts the PDF; answers its state (making). */
export async function startPdf(app: Express, cook: TestUser, id: string): Promise<CookbookPdf> {
  const res = await request(app).post(pdfPath(id)).set(bearer(cook)).expect(202);
  expectDocumented('POST', '/cookbooks/:id/pdf', res);
  return cookbookPdfSchema.parse(res.body);
}

/** Downloads the PDF whole. */
export function downloadPdf(app: Express, cook: TestUser, id: string) {
  return request(app).get(pdfPath(id)).set(bearer(cook)).buffer(true).parse(wholeBody);
}

/**
 * The test app's storage whose reads of recipe photos wait until `open()`: a PDF being made stays
 * so while the test looks at it.
 */
export function gatedStorage(storage: Storage): { storage: Storage; open: () => void } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const gated = Object.create(storage, {
    get: {
      value: async (key: string) => {
        if (key.startsWith('recipes/')) await gate;
        return storage.get(key);
      },
    },
  }) as Storage;
  return { storage: gated, open };
}
