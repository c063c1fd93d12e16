import { PDF_STAGES } from '@family-recipes/shared';
import { Writable } from 'node:stream';
import { bookPass, type Plan } from './book.js';
import type { BookModel, BookProgress, RenderedBook } from './book-model.js';
import { withoutImageCache } from './photo.js';
import { printCover } from './print.js';

/*
 * The cookbook PDF (decision 036). Laid out twice: a first pass to nowhere, without reading the
 * photos, finds the page every recipe starts on; the second prints the book with those numbers
 * in its contents. Layout never depends on the photos' pixels (frames come from their stored
 * sizes), so both passes break pages alike; a difference would be a bug and fails the book.
 */

/** The layout pass's share of the progress reported. */
const LAYOUT_SHARE = 0.1;

const nowhere = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

const samePlan = (a: Plan, b: Plan) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a render may take: the pages the book may run to (TooManyPages past them), and for the
 * print shop's edition the stream its cover is written to (print.ts).
 */
export interface RenderOptions {
  maxPages?: number;
  cover?: NodeJS.WritableStream | Writable;
}

/**
 * Writes the whole book to `out` as a PDF and ends it. Photos are read one at a time, when their
 * page is printed; one that can't be had prints as a placeholder.
 */
export function renderCookbook(
  book: BookModel,
  out: NodeJS.WritableStream | Writable,
  onProgress?: BookProgress,
  options: RenderOptions = {},
): Promise<RenderedBook> {
  return withoutImageCache(() => printCookbook(book, out, onProgress, options));
}

/**
 * renderCookbook without turning libvips's cache off: for a worker thread, as that cache is the
 * whole process's and its parent turns it off around the worker (render-thread.ts).
 */
export async function printCookbook(
  book: BookModel,
  out: NodeJS.WritableStream | Writable,
  onProgress?: BookProgress,
  options: RenderOptions = {},
): Promise<RenderedBook> {
  const total = Math.max(1, book.recipes.length);
  const print = options.cover !== undefined;
  onProgress?.(0, PDF_STAGES.layingOut);
  // The layout pass reads no photo, so a book over the cap stops there, before any is converted.
  const layout = await bookPass(book, nowhere(), {
    decode: false,
    maxPages: options.maxPages,
    print,
    step: (done) => onProgress?.((done / total) * LAYOUT_SHARE, PDF_STAGES.layingOut),
  });
  const printed = await bookPass(book, out, {
    plan: layout.plan,
    decode: true,
    maxPages: options.maxPages,
    print,
    step: (done) =>
      onProgress?.(
        LAYOUT_SHARE + (done / total) * (1 - LAYOUT_SHARE) * 0.98,
        PDF_STAGES.printingRecipes,
      ),
  });
  if (!samePlan(layout.plan, printed.plan)) {
    throw new Error('The cookbook’s pages moved between layout and printing.');
  }
  if (options.cover) {
    onProgress?.(0.99, PDF_STAGES.printingCover);
    await printCover(book, printed.pages, options.cover, { decode: true });
  }
  onProgress?.(1, PDF_STAGES.done);
  return { pages: printed.pages, bytes: printed.bytes };
}
