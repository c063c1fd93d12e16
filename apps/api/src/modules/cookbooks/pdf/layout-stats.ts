import { Writable } from 'node:stream';
import type { BookModel } from './book-model.js';
import { bookPass } from './book.js';
import type { RecipeLayout } from './layout.js';
import { themeFor } from './theme.js';

/*
 * How well the recipes sit on their pages, read from the layout pass's own records (no PDF is
 * parsed): pages, recipes on two pages or more, breaks inside the method (and of those, the ones
 * that need the page turned: a break from a right-hand page to the next left-hand one), pages
 * holding less than a quarter page of text that do not end a chapter, and blank pages added.
 */

export interface LayoutStats {
  pages: number;
  recipes: number;
  onTwoPagesOrMore: number;
  spreads: number;
  methodBreaks: number;
  methodTurns: number;
  nearEmpty: number;
  blankPages: number;
  smallFrames: number;
  seconds: number;
}

const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/** Whether recipe `i` is the last of its chapter (or of the book). */
function endsChapter(book: BookModel, i: number): boolean {
  const next = book.recipes[i + 1];
  if (!next) return true;
  return book.order === 'category' && next.category !== book.recipes[i]?.category;
}

/** The book laid out (the layout pass, to nowhere), with each recipe's pages. */
export async function layoutOf(book: BookModel): Promise<{ pages: number; log: RecipeLayout[] }> {
  const log: RecipeLayout[] = [];
  const { pages } = await bookPass(book, nowhere(), { decode: false, step: () => {}, log });
  return { pages, log };
}

/** The layout pass's figures for `book`. */
export async function layoutStats(book: BookModel): Promise<LayoutStats> {
  const started = performance.now();
  const { pages, log } = await layoutOf(book);
  const seconds = (performance.now() - started) / 1000;
  return statsOf(book, pages, log, seconds);
}

/** The figures of `book` laid out in `pages` pages as `log` says. */
function statsOf(book: BookModel, pages: number, log: RecipeLayout[], seconds = 0): LayoutStats {
  const theme = themeFor(book.pageSize);
  const quarter = (theme.height - theme.top - theme.bottom) / 4;
  const stats: LayoutStats = {
    pages,
    recipes: log.length,
    onTwoPagesOrMore: 0,
    spreads: 0,
    methodBreaks: 0,
    methodTurns: 0,
    nearEmpty: 0,
    blankPages: 0,
    smallFrames: 0,
    seconds,
  };
  log.forEach((recipe, i) => {
    const body = recipe.pages.filter((p) => p.page >= recipe.opening);
    stats.blankPages += recipe.pages.filter((p) => p.used === 0).length;
    if (recipe.frame === 'small') stats.smallFrames += 1;
    if (body.length > 1) stats.onTwoPagesOrMore += 1;
    if (body.length === 2 && recipe.opening % 2 === 0) stats.spreads += 1;
    body.forEach((page, at) => {
      const last = at === body.length - 1;
      if (!last && page.part === 'method') {
        stats.methodBreaks += 1;
        if (page.page % 2 === 1) stats.methodTurns += 1;
      }
      if (page.used < quarter && !(last && endsChapter(book, i))) stats.nearEmpty += 1;
    });
  });
  return stats;
}
