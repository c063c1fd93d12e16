import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COOKBOOK_MESSAGES,
  cookbookPdfSchema,
  cookbookSchema,
  formatAmount,
  parseIngredientLine,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cookbooks } from './cookbooks.schema.js';
import { RateLimitRepository } from '../rate-limit/rate-limit.repository.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { joinHousehold, removeFromHousehold } from '../../test/households.js';
import { recipeForm, subOf, withFields } from '../../test/test-recipes.js';
import { bearer } from '../../test/test-users.js';
import { COOKBOOK_PDF_RATE_LIMIT } from './cookbooks.router.js';
import { lines, pageTexts, setTexts, tempDir } from './pdf/testing/poppler.js';
import { COLORS } from './pdf/theme.js';
import {
  downloadPdf,
  expectDocumented,
  gatedStorage,
  makeBook,
  newCook,
  ownRecipe,
  pdfPath,
  pdfState,
  recipeWithLostPhoto,
  recipeWithPhoto,
  settled,
  startPdf,
  until,
} from './test-cookbooks.js';
import { useTestApp } from '../../test/use-test-app.js';

const t = useTestApp();

const isPdf = (body: Buffer) => body.subarray(0, 5).toString('latin1') === '%PDF-';

describe('making the PDF', () => {
  it('when a PDF is started, then GET answers 202 with progress while it is made and the PDF once it is ready', async () => {
    const cook = await newCook(t, 'Printer');
    const recipes = [await recipeWithPhoto(t, { title: 'Pie' }), await recipeWithPhoto(t)];
    const book = await makeBook(t.app, cook, { title: 'Grandma’s Kitchen!', recipeIds: recipes });
    const gate = gatedStorage(t.storage);
    const app = t.build({ storage: gate.storage });

    const started = await startPdf(app, cook, book.id);
    expect(started).toMatchObject({ status: 'making', progress: 0, made_on: null });
    const making = await request(app).get(pdfPath(book.id)).set(bearer(cook)).expect(202);
    expectDocumented('GET', '/cookbooks/:id/pdf', making);
    expect(cookbookPdfSchema.parse(making.body)).toMatchObject({ status: 'making', error: null });
    expect(making.headers['cache-control']).toBe('private, no-store');

    gate.open();
    const ready = await settled(app, cook, book.id);
    expect(ready).toMatchObject({ status: 'ready', progress: 1, error: null, outdated: false });
    expect(ready.pages).toBeGreaterThan(2);
    const file = await downloadPdf(app, cook, book.id).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="grandma-s-kitchen.pdf"',
    );
    const body = file.body as Buffer;
    expect(isPdf(body)).toBe(true);
    expect(body.length).toBe(ready.size);
  });

  it('when a recipe’s photo is missing from storage, then the book is still made', async () => {
    const cook = await newCook(t);
    const lost = await recipeWithLostPhoto(t, { title: 'Lost photo' });
    const book = await makeBook(t.app, cook, { recipeIds: [lost], coverRecipeId: lost });
    await startPdf(t.app, cook, book.id);
    expect(await settled(t.app, cook, book.id)).toMatchObject({ status: 'ready', error: null });
    expect(isPdf((await downloadPdf(t.app, cook, book.id).expect(200)).body as Buffer)).toBe(true);
  });

  it('when the process making a PDF stopped (no heartbeat for over two minutes), then it reads as failed, 409 on download, and it can be made again', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    const long = new Date(Date.now() - 3 * 60 * 1000);
    await t.db.database.db
      .update(cookbooks)
      .set({
        pdfStatus: 'making',
        pdfJob: randomUUID(),
        pdfMakerSub: subOf(cook.idToken),
        pdfStartedOn: long,
        pdfHeartbeat: long,
      })
      .where(eq(cookbooks.id, book.id));
    expect(await pdfState(t.app, cook, book.id)).toMatchObject({
      status: 'failed',
      error: COOKBOOK_MESSAGES.pdfStopped,
    });
    const download = await request(t.app).get(pdfPath(book.id)).set(bearer(cook)).expect(409);
    expectDocumented('GET', '/cookbooks/:id/pdf', download);
    expect(download.body.message).toBe(COOKBOOK_MESSAGES.pdfStopped);
    await startPdf(t.app, cook, book.id);
    expect((await settled(t.app, cook, book.id)).status).toBe('ready');
  });

  it('when no PDF was made, then GET answers 404 saying to make one', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await ownRecipe(t, cook)] });
    const res = await request(t.app).get(pdfPath(book.id)).set(bearer(cook)).expect(404);
    expect(res.body.message).toBe(COOKBOOK_MESSAGES.noPdf);
  });

  it('when a book is being made, then that book and the cook’s other books are refused with 409 until it is done', async () => {
    const cook = await newCook(t);
    const recipe = await recipeWithPhoto(t);
    const [one, two] = [
      await makeBook(t.app, cook, { recipeIds: [recipe] }),
      await makeBook(t.app, cook, { recipeIds: [recipe] }),
    ];
    const gate = gatedStorage(t.storage);
    const app = t.build({ storage: gate.storage });
    await startPdf(app, cook, one.id);
    const again = await request(app).post(pdfPath(one.id)).set(bearer(cook)).expect(409);
    expectDocumented('POST', '/cookbooks/:id/pdf', again);
    expect(again.body.message).toBe(COOKBOOK_MESSAGES.alreadyMaking);
    const other = await request(app).post(pdfPath(two.id)).set(bearer(cook)).expect(409);
    expect(other.body.message).toBe(COOKBOOK_MESSAGES.anotherMaking);
    // Another cook is not held up.
    const neighbour = await newCook(t);
    const theirs = await makeBook(t.app, neighbour, { recipeIds: [recipe], photos: false });
    await startPdf(app, neighbour, theirs.id);
    gate.open();
    expect((await settled(app, cook, one.id)).status).toBe('ready');
    expect((await settled(app, neighbour, theirs.id)).status).toBe('ready');
    await startPdf(app, cook, two.id);
    expect((await settled(app, cook, two.id)).status).toBe('ready');
  });

  it('when a cook has started the hour’s PDFs, then the next is refused with 429 and Retry-After', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    // The hour's earlier PDFs, counted as the route counts them.
    const limiter = new RateLimiter(new RateLimitRepository(t.db.database.db));
    for (let i = 1; i < COOKBOOK_PDF_RATE_LIMIT.max; i += 1) {
      await limiter.hit(`cookbook-pdfs:${subOf(cook.idToken)}`, COOKBOOK_PDF_RATE_LIMIT);
    }
    await startPdf(t.app, cook, book.id);
    await settled(t.app, cook, book.id);
    const refused = await request(t.app).post(pdfPath(book.id)).set(bearer(cook)).expect(429);
    expectDocumented('POST', '/cookbooks/:id/pdf', refused);
    expect(refused.body.message).toBe(COOKBOOK_MESSAGES.tooManyPdfs);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await pdfState(t.app, cook, book.id)).status).toBe('ready');
  });

  it('when a recipe of the book or the book changes after its PDF, then the PDF is outdated; made again, it is not', async () => {
    const cook = await newCook(t, 'Editor');
    const recipe = await ownRecipe(t, cook, { title: 'Plain Toast', category: 'Breakfast' });
    const book = await makeBook(t.app, cook, { recipeIds: [recipe] });
    await startPdf(t.app, cook, book.id);
    expect(await settled(t.app, cook, book.id)).toMatchObject({ outdated: false });
    const [oldKey] = await t.db.database.db
      .select()
      .from(cookbooks)
      .where(eq(cookbooks.id, book.id));

    await withFields(
      request(t.app).put(`/api/update-recipe/${recipe}`).set(bearer(cook)),
      recipeForm({ title: 'Better Toast' }),
    ).expect(201);
    expect(await pdfState(t.app, cook, book.id)).toMatchObject({ status: 'ready', outdated: true });

    await startPdf(t.app, cook, book.id);
    expect(await settled(t.app, cook, book.id)).toMatchObject({ outdated: false });
    // The PDF it replaced is gone from storage, removed once the new one is recorded.
    expect(oldKey?.pdfKey).toBeTruthy();
    const old = await until(
      () => t.storage.get(oldKey?.pdfKey ?? ''),
      (bytes) => bytes === undefined,
    );
    expect(old).toBeUndefined();

    await request(t.app)
      .put(`/api/cookbooks/${book.id}`)
      .set(bearer(cook))
      .send({ title: 'New title', recipeIds: [recipe] })
      .expect(200);
    expect(await pdfState(t.app, cook, book.id)).toMatchObject({ outdated: true });
  });
});

describe('a book shared with the household', () => {
  it('when a member reads, edits and downloads a shared book, then they may; removed from the household, they get 404 at once', async () => {
    const [owner, member] = [await newCook(t, 'Owner'), await newCook(t, 'Member')];
    await joinHousehold(t, owner, member);
    const recipe = await recipeWithPhoto(t);
    const shared = await makeBook(t.app, owner, { recipeIds: [recipe], shared: true });
    const privateBook = await makeBook(t.app, owner, { recipeIds: [recipe] });
    await request(t.app).get(`/api/cookbooks/${privateBook.id}`).set(bearer(member)).expect(404);

    const read = await request(t.app)
      .get(`/api/cookbooks/${shared.id}`)
      .set(bearer(member))
      .expect(200);
    expect(cookbookSchema.parse(read.body)).toMatchObject({ mine: false, owner_name: 'Owner' });
    const list = await request(t.app).get('/api/cookbooks').set(bearer(member)).expect(200);
    expect(list.body.items.map((i: { id: string }) => i.id)).toEqual([shared.id]);

    // A member edits it, but whether it is shared stays the maker's choice.
    const edited = await request(t.app)
      .put(`/api/cookbooks/${shared.id}`)
      .set(bearer(member))
      .send({ title: 'Edited by a member', recipeIds: [recipe], shared: false })
      .expect(200);
    expect(cookbookSchema.parse(edited.body)).toMatchObject({
      title: 'Edited by a member',
      shared: true,
    });
    const refused = await request(t.app)
      .delete(`/api/cookbooks/${shared.id}`)
      .set(bearer(member))
      .expect(403);
    expect(refused.body.message).toBe(COOKBOOK_MESSAGES.onlyOwnerDeletes);

    await startPdf(t.app, owner, shared.id);
    await settled(t.app, member, shared.id);
    expect(isPdf((await downloadPdf(t.app, member, shared.id).expect(200)).body as Buffer)).toBe(
      true,
    );

    await removeFromHousehold(t, owner, subOf(member.idToken));
    for (const res of [
      await request(t.app).get(`/api/cookbooks/${shared.id}`).set(bearer(member)),
      await request(t.app).get(pdfPath(shared.id)).set(bearer(member)),
      await request(t.app)
        .put(`/api/cookbooks/${shared.id}`)
        .set(bearer(member))
        .send({ title: 'x', recipeIds: [recipe] }),
    ]) {
      expect(res.status).toBe(404);
    }
    const left = await request(t.app).get('/api/cookbooks').set(bearer(member)).expect(200);
    expect(left.body.items).toEqual([]);
  });

  it('when the maker deletes a book with a PDF, then its file is removed too; before, its file was never served from the uploads folder', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    await startPdf(t.app, cook, book.id);
    await until(
      () => pdfState(t.app, cook, book.id),
      (s) => s.status === 'ready',
    );
    const [row] = await t.db.database.db.select().from(cookbooks).where(eq(cookbooks.id, book.id));
    expect(await t.storage.get(row?.pdfKey ?? '')).toBeInstanceOf(Buffer);
    // The file sits in the photos' folder, but only the API hands it out, to those who may read it.
    const url = t.storage.url(row?.pdfKey ?? '');
    expect(url).toMatch(/^\/uploads\/cookbooks\//);
    await request(t.app).get(url).expect(404);
    await request(t.app).get(url.replace('/cookbooks/', '/cookbooks//')).expect(404);
    await request(t.app).get(url.replace('/uploads/cookbooks/', '/uploads/COOKBOOKS/')).expect(404);
    await request(t.app).get(url.replace('/uploads/', '/uploads/recipes/../')).expect(404);
    await request(t.app).delete(`/api/cookbooks/${book.id}`).set(bearer(cook)).expect(204);
    expect(await t.storage.get(row?.pdfKey ?? '')).toBeUndefined();
  });
});

describe('the ingredients in print', () => {
  const NO_BREAK = '\u00a0';
  const capital = (food: string) => `${food.charAt(0).toUpperCase()}${food.slice(1)}`;
  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

  it('when a recipe’s lines are read by the model, then each amount is set apart from its food and the index lists foods only', async () => {
    const cook = await newCook(t, 'Reader');
    const written = [
      '1/4 tsp red pepper flakes',
      '4 cloves of garlic, minced',
      '400g (15 oz) potatoes (firm/waxy)',
      '1 carrot, chopped',
      'salt to taste',
    ];
    const hash = await ownRecipe(t, cook, { title: 'Potato Hash' });
    const sent = written.map((text) => ({ quantity: null, units: '', ingredient: text, text }));
    await withFields(
      request(t.app).put(`/api/update-recipe/${hash}`).set(bearer(cook)),
      recipeForm({ title: 'Potato Hash', ingredients: JSON.stringify(sent) }),
    ).expect(201);
    // A recipe stored before the model: only the three fields, "2 slices bread".
    const toast = await ownRecipe(t, cook, { title: 'Plain Toast' });
    const book = await makeBook(t.app, cook, { recipeIds: [hash, toast], photos: false });
    await startPdf(t.app, cook, book.id);
    expect(await settled(t.app, cook, book.id)).toMatchObject({ status: 'ready' });
    const dir = await tempDir();
    try {
      const file = path.join(dir, 'book.pdf');
      await writeFile(file, (await downloadPdf(t.app, cook, book.id).expect(200)).body as Buffer);
      const pages = await pageTexts(file);
      // A recipe's opening page has no running head: its first line is its title.
      const startOf = (title: string) => pages.findIndex((text) => lines(text)[0] === title) + 1;
      const [hashPage, toastPage] = [startOf('Potato Hash'), startOf('Plain Toast')];
      expect(hashPage).toBeGreaterThan(2);
      expect(toastPage).toBeGreaterThan(2);

      const [flakes, garlic, potatoes, carrot, salt] = written.map(parseIngredientLine);
      const set = await setTexts(file, hashPage);
      // A quarter is printed as the font's ¼, held to its unit by a no-break space.
      expect(formatAmount(flakes?.quantity ?? 0)).toBe('1/4');
      const amount = set.findIndex((piece) => piece.bold && piece.text.startsWith('¼'));
      const unbroken = (text: string) => text.trim().replace(/\s+/g, NO_BREAK);
      expect(set[amount]?.text).toBe(unbroken(`¼ ${flakes?.units}`));
      expect(set[amount + 1]).toMatchObject({ text: ` ${flakes?.ingredient}`, bold: false });
      // The alternate follows the amount, lighter.
      expect(set).toContainEqual(
        expect.objectContaining({
          text: ` (${unbroken(potatoes?.alternate ?? '')})`,
          bold: false,
          color: COLORS.soft,
        }),
      );
      // A line without an amount shows none.
      const toTaste = set.findIndex((piece) => piece.text === salt?.ingredient);
      expect(set[toTaste - 1]).toMatchObject({ text: '•', color: COLORS.accent });

      const index = pages.findIndex((text) => lines(text)[1] === 'Index');
      const main = squash(pages.slice(index, -1).join(' ')).split('Main ingredients')[1] ?? '';
      for (const line of [garlic, potatoes, carrot]) {
        expect(main).toContain(`${capital(line?.food ?? '?')}, ${hashPage}`);
      }
      expect(main).toContain(
        `${capital(parseIngredientLine('2 slices bread').food)}, ${toastPage}`,
      );
      // Seasonings by the teaspoon and pantry staples are not main ingredients.
      expect(main).not.toContain(capital(flakes?.food ?? '?'));
      expect(main).not.toContain(capital(salt?.food ?? '?'));
      for (const word of ['Chopped', 'Minced', 'Kg)', 'Tbsp)', '(', ')']) {
        expect(main).not.toContain(word);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
