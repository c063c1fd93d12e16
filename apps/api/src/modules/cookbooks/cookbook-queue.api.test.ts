import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { COOKBOOK_MESSAGES, type Cookbook, type CookbookPdf } from '@family-recipes/shared';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { CookbookSettings } from '../../config/cookbook-settings.js';
import { fileStorageOf, type Storage } from '../storage/storage.js';
import { subOf } from '../../test/test-recipes.js';
import { bearer, type TestUser } from '../../test/test-users.js';
import { BookRecipesRepository } from './book-recipes.repository.js';
import { CookbookPdfMaker, tooManyPages } from './cookbook-pdf.js';
import { CookbooksRepository } from './cookbooks.repository.js';
import { RenderQueue } from './render-queue.js';
import { renderInThread } from './render-thread.js';
import {
  expectDocumented,
  makeBook,
  newCook,
  pdfPath,
  pdfState,
  recipeWithPhoto,
  settled,
  startPdf,
} from './test-cookbooks.js';
import { useTestApp } from '../../test/use-test-app.js';

/*
 * The site's one line of cookbook PDFs (COOKBOOK_RENDERS at once, made in worker threads) and the
 * pages a book may run to (COOKBOOK_MAX_PAGES).
 */

const t = useTestApp();

const withSettings = (cookbooks: CookbookSettings, storage?: Storage) =>
  t.build({ config: { cookbooks }, ...(storage ? { storage } : {}) });

const imageIdOf = (url: string) => /recipes\/([0-9a-f-]{36})-/.exec(url)?.[1] ?? url;

/**
 * The test app's storage, watched: a book starts when its first photo is read, and is done once
 * its PDF is stored. Each book's photos wait until the test lets them go.
 */
function watchedStorage(storage: Storage, books: { id: string; imageId: string }[]) {
  const events: string[] = [];
  const started: string[] = [];
  const stored: string[] = [];
  let most = 0;
  const gates = new Map(
    books.map((book) => {
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      return [book.id, { gate, open }] as const;
    }),
  );
  const listeners = new Set<() => void>();
  const happened = (event: string) => {
    events.push(event);
    listeners.forEach((listener) => listener());
  };
  const files = fileStorageOf(storage);
  const watched = Object.create(files, {
    get: {
      value: async (key: string) => {
        const book = books.find((b) => key.includes(b.imageId));
        if (book && !started.includes(book.id)) {
          started.push(book.id);
          most = Math.max(most, started.length - stored.length);
          happened(`start ${book.id}`);
        }
        if (book) await gates.get(book.id)?.gate;
        return storage.get(key);
      },
    },
    putFile: {
      value: async (key: string, file: string, type: string) => {
        await files.putFile(key, file, type);
        const book = books.find((b) => key.startsWith(`cookbooks/${b.id}-`));
        if (book) {
          stored.push(book.id);
          happened(`stored ${book.id}`);
        }
      },
    },
  }) as Storage;
  /** Resolves once `done` holds, checked at each start and store. */
  const when = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  return {
    storage: watched,
    started,
    stored,
    most: () => most,
    when,
    open: (id: string) => gates.get(id)?.open(),
  };
}

/** A cook with a book of one recipe, with its photo. */
async function cookWithBook(name: string): Promise<{ cook: TestUser; book: Cookbook }> {
  const cook = await newCook(t, name);
  const recipe = await recipeWithPhoto(t, { title: `${name}’s supper` });
  return { cook, book: await makeBook(t.app, cook, { recipeIds: [recipe] }) };
}

describe('the line of books', () => {
  it('when five cooks ask for a book at once, then two are made at a time, the others wait in the order they were taken, each told its place, and all are made', async () => {
    const cooks = await Promise.all(['Ann', 'Bo', 'Cy', 'Di', 'Ed'].map(cookWithBook));
    const books = cooks.map(({ book }) => ({
      id: book.id,
      imageId: imageIdOf(book.recipes[0]?.thumbnail_image ?? ''),
    }));
    const watch = watchedStorage(t.storage, books);
    const app = withSettings({ renders: 2, maxPages: 400 }, watch.storage);

    const answers = await Promise.all(cooks.map(({ cook, book }) => startPdf(app, cook, book.id)));
    const places = answers.map((answer) => answer.queue_position);
    expect([...places].sort()).toEqual([1, 2, 3, null, null]);
    const waiting = cooks
      .map(({ book }, i) => ({ id: book.id, place: places[i] ?? 0 }))
      .filter((book) => book.place > 0)
      .sort((a, b) => a.place - b.place)
      .map((book) => book.id);

    await watch.when(() => watch.started.length === 2);
    // The two running books start side by side, in either order.
    expect([...watch.started].sort()).toEqual(
      cooks
        .filter((_, i) => places[i] === null)
        .map(({ book }) => book.id)
        .sort(),
    );
    // Asked again, a waiting book still says its place and why it waits.
    const third = cooks.find(({ book }) => book.id === waiting[0]);
    if (!third) throw new Error('No book waits');
    const res = await request(app).get(pdfPath(third.book.id)).set(bearer(third.cook)).expect(202);
    expectDocumented('GET', '/cookbooks/:id/pdf', res);
    expect(res.body).toMatchObject({ status: 'making', queue_position: 1 });
    expect(res.body.stage).toBe('Waiting for its turn');

    // Each book is let go as it starts: the next starts only as one is stored.
    for (let i = 0; i < books.length; i += 1) {
      await watch.when(() => watch.started.length > i);
      watch.open(watch.started[i] ?? '');
    }
    await watch.when(() => watch.stored.length === books.length);
    expect(watch.started.slice(2)).toEqual(waiting);
    expect(watch.most()).toBe(2);
    for (const { cook, book } of cooks) {
      const made = await settled(app, cook, book.id);
      expect(made).toMatchObject({ status: 'ready', queue_position: null, error: null });
    }
    // Five threads start one after another: a minute leaves room for a loaded machine.
  }, 60_000);

  it('when one book is made at a time, then a second waits first in line until the first is stored', async () => {
    const [first, second] = await Promise.all(['Fay', 'Gus'].map(cookWithBook));
    if (!first || !second) throw new Error('No cooks');
    const books = [first, second].map(({ book }) => ({
      id: book.id,
      imageId: imageIdOf(book.recipes[0]?.thumbnail_image ?? ''),
    }));
    const watch = watchedStorage(t.storage, books);
    const app = withSettings({ renders: 1, maxPages: 400 }, watch.storage);

    expect((await startPdf(app, first.cook, first.book.id)).queue_position).toBeNull();
    expect((await startPdf(app, second.cook, second.book.id)).queue_position).toBe(1);
    await watch.when(() => watch.started.length === 1);
    expect(await pdfState(app, second.cook, second.book.id)).toMatchObject({ queue_position: 1 });

    watch.open(first.book.id);
    await watch.when(() => watch.started.length === 2);
    expect(watch.stored).toEqual([first.book.id]);
    watch.open(second.book.id);
    expect((await settled(app, second.cook, second.book.id)).status).toBe('ready');
    expect(watch.most()).toBe(1);
  });
});

/** The folder a PDF is written in before it is stored, and the stored PDFs' folder. */
const tmpPdfs = async () =>
  (await readdir(path.join(t.config.dataDir, 'tmp')).catch(() => [])).filter((f) =>
    f.endsWith('.pdf'),
  );

describe('the pages a book may run to', () => {
  it('when a book would run to more pages than a book may, then it fails saying so, and no file is kept', async () => {
    const cook = await newCook(t, 'Long Writer');
    const steps = Array.from({ length: 40 }, (_, i) =>
      `Step ${i + 1}: stir the pot slowly and taste it, then stir it once more. `.repeat(4),
    );
    const recipes = [
      await recipeWithPhoto(t, { title: 'The long stew', instructions: steps }),
      await recipeWithPhoto(t, { title: 'The longer stew', instructions: steps }),
    ];
    const book = await makeBook(t.app, cook, { recipeIds: recipes });
    const app = withSettings({ renders: 1, maxPages: 10 });

    await startPdf(app, cook, book.id);
    const failed = await settled(app, cook, book.id);
    const message = 'This book would run to more than 10 pages. Choose fewer recipes.';
    expect(failed).toMatchObject({ status: 'failed', error: message, pages: null });
    expect(tooManyPages(10)).toBe(message);
    const download = await request(app).get(pdfPath(book.id)).set(bearer(cook)).expect(409);
    expect(download.body.message).toBe(message);
    const row = await new CookbooksRepository(t.db.database.db).findVisible(
      book.id,
      subOf(cook.idToken),
    );
    expect(row?.row.pdfKey).toBeNull();
    expect(await tmpPdfs()).toEqual([]);
  });

  it('when a book has more recipes than pages a book may run to, then it is refused at once and nothing is started', async () => {
    const cook = await newCook(t, 'Many Recipes');
    const recipes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => recipeWithPhoto(t, { title: `Dish ${i}` })),
    );
    const book = await makeBook(t.app, cook, { recipeIds: recipes });
    const app = withSettings({ renders: 1, maxPages: 10 });

    const refused = await request(app).post(pdfPath(book.id)).set(bearer(cook)).expect(409);
    expectDocumented('POST', '/cookbooks/:id/pdf', refused);
    expect(refused.body.message).toBe(tooManyPages(10));
    expect(await pdfState(app, cook, book.id)).toMatchObject({ status: 'none', error: null });
  });
});

describe('a worker that fails', () => {
  it('when the worker making a book dies, then that book fails and the next in line is made, its file readable by this account only', async () => {
    const cooks = await Promise.all(['Hal', 'Ivy'].map(cookWithBook));
    const [broken, next] = cooks;
    if (!broken || !next) throw new Error('No cooks');
    const books = new CookbooksRepository(t.db.database.db);
    const storage = fileStorageOf(t.storage);
    // The first book's thread may grow a heap of only 2 MB: it dies loading the renderer.
    const pdfs = new CookbookPdfMaker({
      books,
      recipes: new BookRecipesRepository(t.db.database.db),
      storage,
      render: (model, file, options) =>
        renderInThread(model, file, model.title === 'Broken' ? { ...options, heapMb: 2 } : options),
      queue: new RenderQueue(1),
      maxPages: 400,
      tmpDir: path.join(t.config.dataDir, 'tmp'),
    });
    const rowOf = async (cook: TestUser, id: string) => {
      const found = await books.findVisible(id, subOf(cook.idToken));
      if (!found) throw new Error('No such book');
      return found.row;
    };
    await request(t.app)
      .put(`/api/cookbooks/${broken.book.id}`)
      .set(bearer(broken.cook))
      .send({ title: 'Broken', recipeIds: broken.book.recipeIds })
      .expect(200);

    const first = await pdfs.start(
      await rowOf(broken.cook, broken.book.id),
      subOf(broken.cook.idToken),
    );
    const second = await pdfs.start(await rowOf(next.cook, next.book.id), subOf(next.cook.idToken));
    expect(pdfs.placeInLine(first)).toBeNull();
    expect(pdfs.placeInLine(second)).toBe(1);

    const failed: CookbookPdf = await settled(t.app, broken.cook, broken.book.id);
    expect(failed).toMatchObject({ status: 'failed', error: COOKBOOK_MESSAGES.pdfFailed });
    const made = await settled(t.app, next.cook, next.book.id);
    expect(made).toMatchObject({ status: 'ready', error: null });
    const { pdfKey } = await rowOf(next.cook, next.book.id);
    if (t.config.storage.kind !== 'local' || !pdfKey) throw new Error('No stored PDF');
    const written = await stat(path.join(t.config.storage.dir, pdfKey));
    expect(written.mode & 0o777).toBe(0o600);
    expect(await tmpPdfs()).toEqual([]);
  });
});
