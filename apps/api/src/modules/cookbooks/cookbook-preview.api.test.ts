import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COOKBOOK_MESSAGES,
  COOKBOOK_PREVIEW_MESSAGES,
  cookbookPreviewSchema,
  previewCookbook,
} from '@family-recipes/shared';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHousehold } from '../../test/households.js';
import { wholeBody } from '../../test/test-app.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { storeRecipeImage } from '../images/image-processor.js';
import { pageCount, pageTexts, tempDir } from './pdf/testing/poppler.js';
import {
  downloadPdf,
  expectDocumented,
  makeBook,
  newCook,
  recipeWithPhoto,
  settled,
  startPdf,
} from './test-cookbooks.js';

const t = useTestApp();

const previewPath = (id: string) => `/api/cookbooks/${id}/preview`;
const pdfOf = (id: string, recipe?: string) =>
  `/api/cookbooks/${id}/preview.pdf${recipe ? `?recipe=${recipe}` : ''}`;

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A page's words, so that two renders of one page compare equal. */
const words = (text: string) => text.split(/\s+/).filter(Boolean).join(' ');

async function preview(cook: TestUser, id: string, body: object = {}) {
  const res = await request(t.app).post(previewPath(id)).set(bearer(cook)).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expectDocumented('POST', '/cookbooks/:id/preview', res);
  return cookbookPreviewSchema.parse(res.body);
}

async function previewPdf(cook: TestUser, id: string, recipe: string): Promise<string> {
  const res = await request(t.app)
    .get(pdfOf(id, recipe))
    .set(bearer(cook))
    .buffer(true)
    .parse(wholeBody)
    .expect(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const file = path.join(dir, `preview-${randomUUID()}.pdf`);
  await writeFile(file, res.body as Buffer);
  return file;
}

describe('the cookbook preview', () => {
  it('gives the real PDF’s page count, the warnings, and the cover and a recipe’s pages as the book prints them', async () => {
    const cook = await newCook(t, 'Preview Cook');
    const large = await storeRecipeImage(t.storage, await smallJpeg(1600, 1067));
    const cake = await insertRecipe(t, { title: 'Apple Cake', thumbnailImage: large.url });
    const steps = Array.from(
      { length: 70 },
      (_, i) =>
        `Step ${i + 1}: stir the stew slowly with a wooden spoon, scraping the bottom of the pot, and taste it for salt before going on.`,
    );
    const stew = await recipeWithPhoto(t, { title: 'Long Stew', instructions: steps });
    const book = await makeBook(t.app, cook, {
      title: 'Preview Kitchen',
      recipeIds: [cake, stew],
      order: 'hand',
      coverRecipeId: stew,
    });

    const first = await preview(cook, book.id);
    expect(first.recipe_id).toBe(cake);
    const codes = first.warnings.map((w) => [w.code, w.recipeId]);
    expect(codes).toEqual([
      ['small-cover', null],
      ['small-photo', stew],
      ['long-recipe', stew],
    ]);
    expect(first.warnings[2]?.message).toMatch(/^“Long Stew” runs to \d+ pages/);

    const chosen = await preview(cook, book.id, { recipeId: stew });
    expect(chosen.pages).toBe(first.pages);
    const { first: from, last } = chosen.recipe_pages;
    expect(last - from + 1).toBeGreaterThanOrEqual(3);

    await startPdf(t.app, cook, book.id);
    expect((await settled(t.app, cook, book.id)).status).toBe('ready');
    const whole = path.join(dir, 'whole.pdf');
    await writeFile(whole, (await downloadPdf(t.app, cook, book.id).expect(200)).body as Buffer);
    expect(await pageCount(whole)).toBe(first.pages);

    const file = await previewPdf(cook, book.id, stew);
    const printed = (await pageTexts(whole)).map(words);
    const previewed = (await pageTexts(file)).map(words);
    expect(previewed.length).toBe(await pageCount(file));
    expect(previewed[0]).toContain('Preview Kitchen');
    expect(previewed[0]).toBe(printed[0]);
    // The recipe's pages, page numbers and running heads included, are the book's.
    expect(previewed.slice(-(last - from + 1))).toEqual(printed.slice(from - 1, last));
    expect(previewed.at(-(last - from + 1))).toContain('Long Stew');
  }, 120_000);

  it('is read as the book is: its household when shared, else 404; bad input is 400', async () => {
    const owner = await newCook(t, 'Owner');
    const member = await newCook(t, 'Member');
    const stranger = await newCook(t, 'Stranger');
    await joinHousehold(t, owner, member);
    const recipe = await recipeWithPhoto(t, { title: 'Shared Soup' });
    const book = await makeBook(t.app, owner, { recipeIds: [recipe], shared: true });
    const own = await makeBook(t.app, owner, { recipeIds: [recipe] });

    expect((await preview(member, book.id)).recipe_id).toBe(recipe);
    await request(t.app).post(previewPath(book.id)).send({}).expect(401);
    await request(t.app).get(pdfOf(book.id)).expect(401);
    for (const [who, id] of [
      [stranger, book.id],
      [member, own.id],
      [owner, randomUUID()],
    ] as const) {
      const res = await request(t.app).post(previewPath(id)).set(bearer(who)).send({});
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COOKBOOK_MESSAGES.notFound);
      await request(t.app).get(pdfOf(id)).set(bearer(who)).expect(404);
    }

    const bad = async (body: object, message: string) => {
      const res = await request(t.app).post(previewPath(book.id)).set(bearer(owner)).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await bad({ recipeId: 'soup' }, COOKBOOK_PREVIEW_MESSAGES.badRecipe);
    await bad({ recipe: recipe }, COOKBOOK_PREVIEW_MESSAGES.badRecipe);
    await bad({ recipeId: randomUUID() }, COOKBOOK_PREVIEW_MESSAGES.recipeNotInBook);
    const res = await request(t.app)
      .get(`${pdfOf(book.id)}?recipe=soup`)
      .set(bearer(owner));
    expect(res.status).toBe(400);
  }, 120_000);

  it('when 40 previews are asked at once, then as many as the limit are made and the rest answer 429', async () => {
    const cook = await newCook(t, 'Hasty Cook');
    const recipe = await recipeWithPhoto(t, { title: 'Quick Toast' });
    const book = await makeBook(t.app, cook, { recipeIds: [recipe] });
    const [limit] = previewCookbook.limits;

    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        request(t.app).post(previewPath(book.id)).set(bearer(cook)).send({}),
      ),
    );

    const made = answers.filter((res) => res.status === 200);
    const refused = answers.filter((res) => res.status === 429);
    expect(made).toHaveLength(limit.max);
    expect(refused).toHaveLength(40 - limit.max);
    for (const res of refused) {
      expect(res.body.message).toBe(limit.message);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    const pages = new Set(made.map((res) => cookbookPreviewSchema.parse(res.body).pages));
    expect(pages.size).toBe(1);
  }, 120_000);
});
