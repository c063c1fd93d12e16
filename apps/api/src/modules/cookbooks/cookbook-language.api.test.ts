import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_KITCHEN_SECTIONS,
  COOKBOOK_MESSAGES,
  cookbookListSchema,
  cookbookSchema,
  type SiteLanguage,
} from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { COOKBOOKS_BACKUP } from './cookbook-backup.js';
import { pageTexts, tempDir } from './pdf/testing/poppler.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import {
  downloadPdf,
  expectDocumented,
  makeBook,
  newCook,
  ownRecipe,
  settled,
  startPdf,
} from './test-cookbooks.js';
import { useTestApp } from '../../test/use-test-app.js';

/* The language a cookbook prints its own words in: chosen for the book, else its maker's. */

const t = useTestApp();

const GERMAN_MONTHS =
  'Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember';
const ENGLISH_MONTHS =
  'January|February|March|April|May|June|July|August|September|October|November|December';

/** The cook's user record, with the language their account reads in. */
async function chooseLanguage(cook: TestUser, language: SiteLanguage): Promise<void> {
  const inserted = await request(t.app)
    .post('/api/insert-user')
    .set(bearer(cook))
    .send({ name: cook.name, email: cook.email })
    .expect(201);
  const id = (inserted.body as { _id: string })._id;
  await request(t.app)
    .put(`/api/update-db-user/${id}`)
    .set(bearer(cook))
    .send({ language })
    .expect(201);
}

const getBook = async (cook: TestUser, id: string) =>
  cookbookSchema.parse(
    (await request(t.app).get(`/api/cookbooks/${id}`).set(bearer(cook)).expect(200)).body,
  );

/** The PDF of the book, made and read back page by page as text. */
async function printedPages(cook: TestUser, id: string): Promise<string[]> {
  await startPdf(t.app, cook, id);
  expect(await settled(t.app, cook, id)).toMatchObject({ status: 'ready', error: null });
  const dir = await tempDir();
  try {
    const file = path.join(dir, 'book.pdf');
    await writeFile(file, (await downloadPdf(t.app, cook, id).expect(200)).body as Buffer);
    return await pageTexts(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const oneLine = (pages: string[]) => pages.join('\n').replace(/\s+/g, ' ');

describe('the language a cookbook prints in', () => {
  it('when a book is saved in German, then its PDF prints German headings and a German date; an English book stays English', async () => {
    const cook = await newCook(t, 'Greta Koch');
    const recipe = await ownRecipe(t, cook, { title: 'Apfelkuchen', category: 'Breakfast' });
    const german = await makeBook(t.app, cook, {
      title: 'Unsere Küche',
      recipeIds: [recipe],
      photos: false,
      language: 'de',
    });
    expect(german.language).toBe('de');
    const english = await makeBook(t.app, cook, {
      title: 'Our Kitchen',
      recipeIds: [recipe],
      photos: false,
      language: 'en',
    });

    const de = oneLine(await printedPages(cook, german.id));
    for (const words of ['Inhalt', 'Frühstück', '1 Rezept', 'Register', 'Hauptzutaten']) {
      expect(de).toContain(words);
    }
    expect(de).toContain('Mit Rezepten aus den Küchen von');
    expect(de).toMatch(new RegExp(`Erstellt am \\d{1,2}\\. (${GERMAN_MONTHS}) \\d{4}`));
    expect(de).not.toContain('Contents');
    expect(de).not.toContain('Made on');
    // The recipe keeps its own words.
    expect(de).toContain('Apfelkuchen');

    const en = oneLine(await printedPages(cook, english.id));
    for (const words of ['Contents', 'Breakfast', '1 recipe', 'Index', 'Main ingredients']) {
      expect(en).toContain(words);
    }
    expect(en).toMatch(new RegExp(`Made on \\d{1,2} (${ENGLISH_MONTHS}) \\d{4}`));
    expect(en).not.toContain('Inhalt');
  }, 120_000);

  it('when a book is made without a language, then it takes its maker’s; an update keeps it unless it gives one', async () => {
    const cook = await newCook(t, 'Claire Cuisine');
    await chooseLanguage(cook, 'fr');
    const recipe = await ownRecipe(t, cook);
    const book = await makeBook(t.app, cook, { recipeIds: [recipe] });
    expect(book.language).toBe('fr');

    const put = (body: object) =>
      request(t.app).put(`/api/cookbooks/${book.id}`).set(bearer(cook)).send(body);
    const kept = await put({ title: 'Renamed', recipeIds: [recipe] }).expect(200);
    expectDocumented('PUT', '/cookbooks/:id', kept);
    expect(cookbookSchema.parse(kept.body)).toMatchObject({ title: 'Renamed', language: 'fr' });
    const changed = await put({ title: 'Renamed', recipeIds: [recipe], language: 'ar' });
    expect(cookbookSchema.parse(changed.body).language).toBe('ar');
    expect((await getBook(cook, book.id)).language).toBe('ar');

    // A cook whose account chose no language makes English books.
    const plain = await newCook(t, 'No Choice');
    const theirs = await makeBook(t.app, plain, { recipeIds: [await ownRecipe(t, plain)] });
    expect(theirs.language).toBe('en');
  });

  it('when the language is not one of the site’s, then 400 with the reason and nothing is changed', async () => {
    const cook = await newCook(t, 'Careful Cook');
    const recipe = await ownRecipe(t, cook);
    const list = async () =>
      cookbookListSchema.parse(
        (await request(t.app).get('/api/cookbooks').set(bearer(cook)).expect(200)).body,
      ).items;

    for (const language of ['xx', 'EN', '', 7, null]) {
      const res = await request(t.app)
        .post('/api/cookbooks')
        .set(bearer(cook))
        .send({ title: 'Nope', recipeIds: [recipe], language })
        .expect(400);
      expectDocumented('POST', '/cookbooks', res);
      expect(res.body.errors).toContainEqual({
        field: 'language',
        message: COOKBOOK_MESSAGES.languageUnknown,
      });
    }
    expect(await list()).toEqual([]);

    const book = await makeBook(t.app, cook, {
      title: 'Kept',
      recipeIds: [recipe],
      language: 'it',
    });
    const res = await request(t.app)
      .put(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .send({ title: 'Changed', recipeIds: [recipe], language: 'klingon' })
      .expect(400);
    expect(res.body.message).toBe(COOKBOOK_MESSAGES.languageUnknown);
    expect(await getBook(cook, book.id)).toMatchObject({ title: 'Kept', language: 'it' });
  });

  it('when a backup made before books had a language is restored, then its books print in English', () => {
    const entry = BACKUP_KITCHEN_SECTIONS.cookbooks.parse({
      id: '6f1c2a5e-9d41-4c1b-8f43-2b7d0e5a9c11',
      owner_sub: 'sub-1',
      owner_name: 'Ann',
      title: 'Our Table',
      subtitle: '',
      dedication: '',
      recipe_ids: [],
      order: 'category',
      cover_recipe_id: null,
      page_size: 'A5',
      photos: true,
      shared: false,
      created_on: '2026-01-05T10:00:00.000Z',
      updated_on: '2026-01-05T10:00:00.000Z',
    });
    expect(COOKBOOKS_BACKUP.toRow(entry)).toMatchObject({ title: 'Our Table', language: 'en' });
    expect(COOKBOOKS_BACKUP.toRow({ ...entry, language: 'zh' }).language).toBe('zh');
  });
});
