import { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { bookPass, newDocument, type RecipeSpan } from './book.js';
import type { BookModel, RenderedBook } from './book-model.js';
import { cover } from './front.js';
import { Pager } from './pager.js';
import { printRecipe } from './recipe.js';
import { themeFor } from './theme.js';

/*
 * The book's preview: the layout pass alone (no photo read, nothing written) gives the pages the
 * screen edition runs to and each recipe's pages; a small PDF then holds the cover and one
 * recipe's pages exactly as the book prints them. A recipe starts on a new page and its pages
 * depend only on the page it follows (its side of the spread), so it is printed after the cover
 * with the page count set to the pages before it in the book: the same breaks, running heads and
 * page numbers as in the book.
 */

/** The book as its layout pass found it. */
export interface BookLayout {
  /** The pages of the screen edition. */
  pages: number;
  /** Each recipe's pages, in print order. */
  spans: RecipeSpan[];
}

const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/** Lays the whole book out without printing it; TooManyPages past `maxPages`. */
export async function layOutBook(book: BookModel, maxPages?: number): Promise<BookLayout> {
  const { pages, spans } = await bookPass(book, nowhere(), {
    decode: false,
    maxPages,
    step: () => undefined,
  });
  return { pages, spans };
}

/**
 * Writes to `out` the cover, then the pages of recipe `recipe` (its index in print order) as the
 * book prints them at `span`: from the page after the one it follows (a blank page when its story
 * must fall on a left-hand page) to its last. Fails when the recipe lands on other pages than the
 * book's layout gave.
 */
export async function printPreview(
  book: BookModel,
  recipe: number,
  span: RecipeSpan,
  out: NodeJS.WritableStream,
): Promise<RenderedBook> {
  const chosen = book.recipes[recipe];
  if (!chosen) throw new RangeError(`No recipe ${recipe} in the book.`);
  const doc = newDocument(book, false);
  let bytes = 0;
  doc.on('data', (chunk: Buffer) => (bytes += chunk.length));
  const done = finished(out);
  doc.pipe(out);
  const pager = new Pager(
    doc,
    themeFor(book.pageSize),
    book.title,
    Infinity,
    undefined,
    book.language,
  );
  const ctx = { pager, book, decode: true };
  await cover(ctx);
  pager.pages = span.after;
  const start = await printRecipe(ctx, chosen);
  const end = pager.pages;
  doc.end();
  await done;
  if (start !== span.start || end !== span.end) {
    throw new Error('The recipe’s pages moved between the book’s layout and its preview.');
  }
  return { pages: 1 + span.end - span.after, bytes };
}
