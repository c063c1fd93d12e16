import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { BookModel } from './book-model.js';
import { renderCookbook } from './index.js';
import { TooManyPages } from './pager.js';
import { bookOf, demoRecipes } from './testing/demo-book.js';

/* The pages a book may run to: a longer book stops as soon as it passes them. */

const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

/** The demo book, counting the photos read (the cover's among them). */
async function countedBook(): Promise<{ book: BookModel; photosRead: () => number }> {
  let read = 0;
  const recipes = (await demoRecipes()).map((recipe) => {
    const { photo } = recipe;
    return photo
      ? {
          ...recipe,
          photo: () => {
            read += 1;
            return photo();
          },
        }
      : recipe;
  });
  return { book: bookOf(recipes), photosRead: () => read };
}

describe('the page cap', () => {
  it('when a book would run past its pages, then it fails with TooManyPages during the layout, before any photo is read or page printed', async () => {
    const { book, photosRead } = await countedBook();
    const stages = new Set<string>();
    let furthest = 0;
    const rendering = renderCookbook(
      book,
      nowhere(),
      (share, stage) => {
        stages.add(stage);
        furthest = Math.max(furthest, share);
      },
      { maxPages: 20 },
    );

    const failure = await rendering.then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(failure).toBeInstanceOf(TooManyPages);
    expect((failure as TooManyPages).limit).toBe(20);
    expect([...stages]).toEqual(['Laying out the pages']);
    // The 40 recipes run to 90 pages: about a fifth of them were laid out.
    expect(furthest).toBeLessThan(0.1 * 0.5);
    expect(photosRead()).toBe(0);
  });

  it('when a book runs to just the pages it may, then it is made whole; with one page fewer, it fails', async () => {
    const book = bookOf((await demoRecipes()).slice(0, 6), { photos: false });
    const { pages } = await renderCookbook(book, nowhere());

    const made = await renderCookbook(book, nowhere(), undefined, { maxPages: pages });
    expect(made.pages).toBe(pages);
    await expect(
      renderCookbook(book, nowhere(), undefined, { maxPages: pages - 1 }),
    ).rejects.toBeInstanceOf(TooManyPages);
  });
});
