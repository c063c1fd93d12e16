import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COOKBOOK_MESSAGES, cookbookSchema, type Cookbook } from '@family-recipes/shared';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeRecipeImage } from '../images/image-processor.js';
import { smallJpeg } from '../../test/test-images.js';
import { insertRecipe } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { bookmarks } from './pdf/testing/links.js';
import { lines, pageTexts, tempDir, tool } from './pdf/testing/poppler.js';
import {
  downloadPdf,
  expectDocumented,
  makeBook,
  newCook,
  settled,
  startPdf,
} from './test-cookbooks.js';

/* The family in the book: chapters they name, recipe cards, family pages, the dedication. */

const t = useTestApp();
let cook: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  [cook, stranger] = await Promise.all([newCook(t, 'Family Cook'), newCook(t, 'Not Family')]);
});

const getBook = async (id: string) =>
  cookbookSchema.parse(
    (await request(t.app).get(`/api/cookbooks/${id}`).set(bearer(cook)).expect(200)).body,
  );

/** A recipe whose scanned card is stored, `width` × `height` pixels. */
async function recipeWithCard(title: string, width: number, height: number): Promise<string> {
  const card = await storeRecipeImage(t.storage, await smallJpeg(width, height));
  return insertRecipe(t, { title, category: 'Desserts', cardImage: card.url });
}

describe('the family’s chapters, cards and pages', () => {
  it('when chapters, cards or pages are wrong, then 400 says what, and the book is unchanged', async () => {
    const [a, b] = [await insertRecipe(t), await insertRecipe(t)];
    const book = await makeBook(t.app, cook, { recipeIds: [a, b] });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ order: 'chapters', chapters: [] }, 'chapters', COOKBOOK_MESSAGES.noChapters],
      [
        { order: 'chapters', chapters: [{ title: 'Ours', recipeIds: [a] }] },
        'chapters',
        COOKBOOK_MESSAGES.recipeNotInChapter,
      ],
      [
        {
          order: 'chapters',
          chapters: [
            { title: 'A', recipeIds: [a, b] },
            { title: 'B', recipeIds: [b] },
          ],
        },
        'chapters.1.recipeIds',
        COOKBOOK_MESSAGES.recipeInTwoChapters,
      ],
      [
        { order: 'chapters', chapters: [{ title: '  ', recipeIds: [a, b] }] },
        'chapters.0.title',
        COOKBOOK_MESSAGES.chapterTitleRequired,
      ],
      [{ cardRecipeIds: [randomUUID()] }, 'cardRecipeIds', COOKBOOK_MESSAGES.cardNotInBook],
      [{ cardRecipeIds: [a] }, 'cardRecipeIds', COOKBOOK_MESSAGES.noCard],
      [
        { familyPages: [{ id: randomUUID(), title: 'Us', after: 3 }] },
        'familyPages.0.after',
        COOKBOOK_MESSAGES.familyPlaceOutside,
      ],
      [
        { familyPages: [{ id: randomUUID(), title: 'Us', caption: 'x'.repeat(201), after: 0 }] },
        'familyPages.0.caption',
        COOKBOOK_MESSAGES.familyCaptionTooLong,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await request(t.app)
        .put(`/api/cookbooks/${book.id}`)
        .set(bearer(cook))
        .send({ title: 'Changed', recipeIds: [a, b], ...change });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.errors).toContainEqual({ field, message });
    }
    expect(await getBook(book.id)).toMatchObject({ title: book.title, order: 'category' });
  });

  it('when a book has chapters, cards and a family page, then they round trip and the page’s photo is uploaded apart', async () => {
    const [soup, pie] = [
      await insertRecipe(t, { title: 'Soup' }),
      await recipeWithCard('Pie', 300, 400),
    ];
    const pageId = randomUUID();
    const book = await makeBook(t.app, cook, {
      recipeIds: [soup, pie],
      order: 'chapters',
      chapters: [
        { title: 'Sweet Things', recipeIds: [pie] },
        { title: 'To Begin', recipeIds: [soup] },
      ],
      cardRecipeIds: [pie],
      familyPages: [
        { id: pageId, title: 'The Farm', caption: 'Summer 1962', story: 'We', after: 1 },
      ],
    });
    expect(book.recipeIds).toEqual([pie, soup]);
    expect(book.recipes.map((r) => [r.title, r.has_card])).toEqual([
      ['Pie', true],
      ['Soup', false],
    ]);
    expect(book.familyPages).toEqual([
      { id: pageId, title: 'The Farm', caption: 'Summer 1962', story: 'We', after: 1, image: null },
    ]);
    const photoPath = `/api/cookbooks/${book.id}/pages/${pageId}/photo`;
    const upload = (who: TestUser, bytes: Buffer, to = photoPath) =>
      request(t.app).put(to).set(bearer(who)).attach('photo', bytes, 'farm.jpg');
    const text = await upload(cook, Buffer.from('not a photo at all')).expect(415);
    expectDocumented('PUT', '/cookbooks/:id/pages/:pageId/photo', text);
    const none = await request(t.app).put(photoPath).set(bearer(cook)).field('x', 'y').expect(400);
    expect(none.body.message).toBe(COOKBOOK_MESSAGES.photoRequired);
    const photo = await smallJpeg(400, 300);
    const elsewhere = `/api/cookbooks/${book.id}/pages/${randomUUID()}/photo`;
    expect((await upload(cook, photo, elsewhere).expect(404)).body.message).toBe(
      COOKBOOK_MESSAGES.familyPageNotFound,
    );
    expect((await upload(stranger, photo).expect(404)).body.message).toBe(
      COOKBOOK_MESSAGES.notFound,
    );
    const res = await upload(cook, photo).expect(200);
    expectDocumented('PUT', '/cookbooks/:id/pages/:pageId/photo', res);
    const image = cookbookSchema.parse(res.body).familyPages[0]?.image ?? '';
    expect(image).toMatch(/^\/uploads\/recipes\/.+\.webp$/);

    // Sent back as GET answers it, the book keeps the page's photo; without the page, it goes.
    const again = await getBook(book.id);
    const kept = await request(t.app)
      .put(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .send(again);
    expect(cookbookSchema.parse(kept.body).familyPages[0]?.image).toBe(image);
    const key = image.replace('/uploads/', '');
    expect(await t.storage.get(key)).toBeDefined();
    await request(t.app)
      .put(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .send({ ...again, familyPages: [] })
      .expect(200);
    expect(await t.storage.get(key)).toBeUndefined();
  });
});

describe('the family’s book in print', () => {
  let book: Cookbook;
  let texts: string[];
  let file: string;

  beforeAll(async () => {
    const soup = await insertRecipe(t, { title: 'Nana’s Soup', category: 'Appetizers' });
    const pie = await recipeWithCard('Apple Pie', 320, 480);
    const stew = await insertRecipe(t, { title: 'Winter Stew', category: 'Entrees' });
    book = await makeBook(t.app, cook, {
      title: 'Our Family Table',
      dedication: 'For Nana Ruth',
      photos: false,
      recipeIds: [soup, pie, stew],
      order: 'chapters',
      chapters: [
        { title: 'Sunday Dinners', recipeIds: [stew, soup] },
        { title: 'Something Sweet', recipeIds: [pie] },
      ],
      cardRecipeIds: [pie],
      familyPages: [
        {
          id: randomUUID(),
          title: 'The Old Farm',
          caption: 'Harvest, 1962',
          story: 'We ate well.',
          after: 1,
        },
      ],
    });
    const pageId = book.familyPages[0]?.id ?? '';
    await request(t.app)
      .put(`/api/cookbooks/${book.id}/pages/${pageId}/photo`)
      .set(bearer(cook))
      .attach('photo', await smallJpeg(480, 320), 'farm.jpg')
      .expect(200);
    await startPdf(t.app, cook, book.id);
    expect((await settled(t.app, cook, book.id)).status).toBe('ready');
    const pdf = (await downloadPdf(t.app, cook, book.id).expect(200)).body as Buffer;
    file = path.join(await tempDir(), 'family.pdf');
    await writeFile(file, pdf);
    texts = await pageTexts(file);
  }, 120_000);

  const pageOf = (first: string) => texts.findIndex((text) => lines(text)[0] === first) + 1;

  it('when a book has a dedication, then it is alone on a right-hand page after the cover', () => {
    expect(lines(texts[2] ?? '')).toEqual(['For Nana Ruth']);
    expect(lines(texts[1] ?? '')).toEqual([]);
    expect(lines(texts[3] ?? '')).toEqual([]);
    expect(lines(texts[4] ?? '')[0]).toBe('Contents');
  });

  it('when the book is in the family’s chapters, then the contents, openers and bookmarks name them in their order', async () => {
    const contents = lines(texts[4] ?? '');
    const at = (name: string) => contents.findIndex((line) => line.startsWith(name));
    const order = [
      'Sunday Dinners',
      'Winter Stew',
      'The Old Farm',
      'Nana’s Soup',
      'Something Sweet',
      'Apple Pie',
    ];
    const found = order.map(at);
    expect(found.every((i) => i >= 0)).toBe(true);
    expect(found).toEqual([...found].sort((x, y) => x - y));
    const sunday = pageOf('Sunday Dinners');
    const sweet = pageOf('Something Sweet');
    expect(sunday).toBeGreaterThan(5);
    expect(sweet).toBeGreaterThan(pageOf('The Old Farm'));
    const marks = await bookmarks(file);
    expect(marks.map((m) => m.title)).toEqual([
      'Contents',
      'Sunday Dinners',
      'Something Sweet',
      'Index',
    ]);
    expect(marks[1]?.kids.map((m) => [m.title, m.page])).toEqual([
      ['Winter Stew', pageOf('Winter Stew')],
      ['The Old Farm', pageOf('The Old Farm')],
      ['Nana’s Soup', pageOf('Nana’s Soup')],
    ]);
    expect(marks[1]?.page).toBe(sunday);
  });

  it('when a family page and a card are printed, then the page has its caption and the card follows its recipe, framed images at print resolution', async () => {
    const farm = lines(texts[pageOf('The Old Farm') - 1] ?? '');
    expect(farm).toEqual(expect.arrayContaining(['Harvest, 1962', 'We ate well.']));
    const cardPage = pageOf('Apple Pie') + 1;
    expect(lines(texts[cardPage - 1] ?? '')).toContain('The recipe card');
    const images = lines((await tool('pdfimages', ['-list', file])).out)
      .slice(2)
      .map((line) => line.split(/\s+/));
    // No recipe photos (photos: false): the family page's photo and the card, each once.
    expect(images.map((cols) => Number(cols[0]))).toEqual([pageOf('The Old Farm'), cardPage]);
    for (const cols of images) {
      expect(Number(cols[12])).toBeGreaterThanOrEqual(199);
      expect(Number(cols[3])).toBeLessThanOrEqual(480);
    }
  });
});
