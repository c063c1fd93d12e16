import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  COOKBOOK_MESSAGES,
  cookbookPdfSchema,
  type CookbookEdition,
  type CookbookPdf,
} from '@family-recipes/shared';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinHousehold } from '../../test/households.js';
import { wholeBody } from '../../test/test-app.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { useTestApp } from '../../test/use-test-app.js';
import { fileStorageOf } from '../storage/storage.js';
import { cookbooks } from './cookbooks.schema.js';
import { PAPER_MM_PER_LEAF } from './pdf/print.js';
import { pageBoxes } from './pdf/testing/boxes.js';
import { pageCount, pageTexts, tempDir, tool } from './pdf/testing/poppler.js';
import { themeFor } from './pdf/theme.js';
import {
  expectDocumented,
  gatedStorage,
  makeBook,
  newCook,
  pdfPath,
  pdfState,
  recipeWithPhoto,
  settled,
} from './test-cookbooks.js';

const t = useTestApp();

const MM = 72 / 25.4;
const coverPath = (id: string) => `/api/cookbooks/${id}/cover.pdf`;

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the PDF in `edition`; answers its state (making). */
async function startEdition(
  app: Express,
  cook: TestUser,
  id: string,
  edition: CookbookEdition,
): Promise<CookbookPdf> {
  const res = await request(app).post(pdfPath(id)).set(bearer(cook)).send({ edition }).expect(202);
  expectDocumented('POST', '/cookbooks/:id/pdf', res);
  return cookbookPdfSchema.parse(res.body);
}

/** Downloads `url` whole into a file of `dir` named `name`; answers its path. */
async function download(app: Express, cook: TestUser, url: string, name: string) {
  const res = await request(app).get(url).set(bearer(cook)).buffer(true).parse(wholeBody);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const file = path.join(dir, name);
  await writeFile(file, res.body as Buffer);
  return { file, res };
}

/** The stored keys of the book's PDF and cover. */
async function keysOf(id: string) {
  const [row] = await t.db.database.db.select().from(cookbooks).where(eq(cookbooks.id, id));
  return { pdf: row?.pdfKey ?? null, cover: row?.pdfCoverKey ?? null };
}

/** Whether the site's storage holds a file at `key`. */
async function stored(key: string): Promise<boolean> {
  const body = await fileStorageOf(t.storage).openRead(key);
  body?.destroy();
  return body !== undefined;
}

describe('the print-shop edition', () => {
  it('when a print edition is made, then its interior has bleed and trim boxes on every page and a multiple of 4 pages, and its cover sheet fits them', async () => {
    const cook = await newCook(t, 'Printer');
    const recipes = [await recipeWithPhoto(t, { title: 'Pie' }), await recipeWithPhoto(t)];
    const book = await makeBook(t.app, cook, {
      title: 'Print Me',
      subtitle: 'For the print shop',
      recipeIds: recipes,
      coverRecipeId: recipes[0],
    });
    const gate = gatedStorage(t.storage);
    const app = t.build({ storage: gate.storage });

    const started = await startEdition(app, cook, book.id, 'print');
    expect(started).toMatchObject({ status: 'making', edition: 'print', cover: false });
    const making = await request(app).get(coverPath(book.id)).set(bearer(cook)).expect(202);
    expectDocumented('GET', '/cookbooks/:id/cover.pdf', making);
    expect(cookbookPdfSchema.parse(making.body)).toMatchObject({ status: 'making' });
    gate.open();

    const ready = await settled(app, cook, book.id);
    expect(ready).toMatchObject({ status: 'ready', edition: 'print', cover: true, error: null });
    const interior = await download(app, cook, pdfPath(book.id), 'interior.pdf');
    const cover = await download(app, cook, coverPath(book.id), 'cover.pdf');
    expect(cover.res.headers['content-disposition']).toBe(
      'attachment; filename="print-me-cover.pdf"',
    );

    const pages = await pageCount(interior.file);
    expect(pages % 4).toBe(0);
    expect(ready.pages).toBe(pages);
    const { width, height } = themeFor(book.pageSize);
    const boxes = await pageBoxes(interior.file);
    expect(boxes.length).toBe(pages);
    for (const page of boxes) {
      const [x0, y0, x1, y1] = page.media;
      expect([x0, y0]).toEqual([0, 0]);
      expect(x1).toBeCloseTo(width + 6 * MM, 1);
      expect(y1).toBeCloseTo(height + 6 * MM, 1);
      expect(page.trim[0]).toBeCloseTo(8.504, 1);
      expect(page.trim[1]).toBeCloseTo(8.504, 1);
      expect(page.trim[2]).toBeCloseTo(x1 - 8.504, 1);
      expect(page.trim[3]).toBeCloseTo(y1 - 8.504, 1);
    }
    const [first] = await pageTexts(interior.file);
    expect(first).not.toContain('For the print shop');

    const [sheet] = await pageBoxes(cover.file);
    expect(await pageCount(cover.file)).toBe(1);
    const spine = (pages / 2) * PAPER_MM_PER_LEAF * MM;
    expect(sheet?.media[2]).toBeCloseTo(2 * width + spine + 6 * MM, 1);
    expect(sheet?.media[3]).toBeCloseTo(height + 6 * MM, 1);
    expect(sheet?.trim[0]).toBeCloseTo(8.504, 1);
    expect((await pageTexts(cover.file)).join('')).toContain('For the print shop');
    for (const file of [interior.file, cover.file]) {
      expect((await tool('qpdf', ['--check', file])).code).toBe(0);
    }
  });

  it('when the body names no edition or a wrong one, then it answers 400 saying to choose one and starts nothing', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    const bad = [
      (r: request.Test) => r.send({ edition: 'poster' }),
      (r: request.Test) => r.send({ edition: 'print', x: 1 }),
      (r: request.Test) => r.type('json').send('["print"]'),
      (r: request.Test) => r.type('text').send('print'),
    ];
    for (const send of bad) {
      const res = await send(request(t.app).post(pdfPath(book.id)).set(bearer(cook))).expect(400);
      expectDocumented('POST', '/cookbooks/:id/pdf', res);
      expect(res.body.message).toBe(COOKBOOK_MESSAGES.badEdition);
    }
    // A string as JSON is refused by the JSON reader itself.
    await request(t.app)
      .post(pdfPath(book.id))
      .set(bearer(cook))
      .type('json')
      .send('"print"')
      .expect(400);
    expect(await pdfState(t.app, cook, book.id)).toMatchObject({ status: 'none', cover: false });

    const res = await request(t.app).post(pdfPath(book.id)).set(bearer(cook)).send({});
    expect(res.status).toBe(202);
    expect(cookbookPdfSchema.parse(res.body)).toMatchObject({ edition: 'screen' });
    expect(await settled(t.app, cook, book.id)).toMatchObject({ edition: 'screen', cover: false });
  });

  it('when no print edition is ready, then the cover is 404; a screen edition made over a print one removes its cover', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    const noCover = async () => {
      const res = await request(t.app).get(coverPath(book.id)).set(bearer(cook)).expect(404);
      expectDocumented('GET', '/cookbooks/:id/cover.pdf', res);
      expect(res.body.message).toBe(COOKBOOK_MESSAGES.noCover);
    };
    await noCover();

    await startEdition(t.app, cook, book.id, 'print');
    expect(await settled(t.app, cook, book.id)).toMatchObject({ edition: 'print', cover: true });
    const print = await keysOf(book.id);
    expect(print.cover).not.toBeNull();
    expect(await stored(print.cover ?? '')).toBe(true);

    await startEdition(t.app, cook, book.id, 'screen');
    expect(await settled(t.app, cook, book.id)).toMatchObject({ edition: 'screen', cover: false });
    await noCover();
    expect(await keysOf(book.id)).toMatchObject({ cover: null });
    expect(await stored(print.cover ?? '')).toBe(false);
    expect(await stored(print.pdf ?? '')).toBe(false);
  });

  it('when a cook outside the household asks for the cover, then it is 404 as the PDF is; a member of a shared book’s household gets it; deleting the book removes it', async () => {
    const [owner, member, stranger] = [
      await newCook(t, 'Owner'),
      await newCook(t, 'Member'),
      await newCook(t, 'Stranger'),
    ];
    await joinHousehold(t, owner, member);
    const book = await makeBook(t.app, owner, {
      recipeIds: [await recipeWithPhoto(t)],
      shared: true,
    });
    await startEdition(t.app, owner, book.id, 'print');
    expect(await settled(t.app, owner, book.id)).toMatchObject({ cover: true });

    for (const url of [coverPath(book.id), pdfPath(book.id)]) {
      const res = await request(t.app).get(url).set(bearer(stranger)).expect(404);
      expect(res.body.message).toBe(COOKBOOK_MESSAGES.notFound);
    }
    await download(t.app, member, coverPath(book.id), 'member-cover.pdf');

    const { pdf, cover } = await keysOf(book.id);
    await request(t.app).delete(`/api/cookbooks/${book.id}`).set(bearer(owner)).expect(204);
    expect(await stored(cover ?? '')).toBe(false);
    expect(await stored(pdf ?? '')).toBe(false);
  });

  it('when one cook asks for the print edition 60 times at once, then exactly one starts and the rest are refused', async () => {
    const cook = await newCook(t);
    const book = await makeBook(t.app, cook, { recipeIds: [await recipeWithPhoto(t)] });
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        request(t.app).post(pdfPath(book.id)).set(bearer(cook)).send({ edition: 'print' }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(1);
    expect(statuses.every((status) => status === 202 || status === 409 || status === 429)).toBe(
      true,
    );
    expect(await settled(t.app, cook, book.id)).toMatchObject({
      status: 'ready',
      edition: 'print',
      cover: true,
    });
  }, 120_000);
});
