import type { BookFamilyPage, BookModel, BookRecipe } from './pdf/book-model.js';
import type { BookLayout } from './pdf/preview.js';

/*
 * What a cookbook's worker thread and the thread that started it say to each other
 * (render-thread.ts, render-worker.ts): plain data only, as messages between threads are copies.
 */

/** A photo as the worker knows it: its number among those the parent reads for it. */
export type PhotoRef = number;

/** The book as the worker gets it: each photo a number, asked of the parent when printed. */
export interface PlainBook extends Omit<BookModel, 'cover' | 'recipes' | 'familyPages'> {
  cover?: PhotoRef;
  recipes: (Omit<BookRecipe, 'photo' | 'card'> & { photo?: PhotoRef; card?: PhotoRef })[];
  familyPages?: (Omit<BookFamilyPage, 'photo'> & { photo?: PhotoRef })[];
}

/**
 * A book to make: the book, the file to write it to, the pages it may run to; for the print
 * shop's edition, the file its cover is written to.
 */
export interface RenderJob {
  book: PlainBook;
  file: string;
  maxPages: number;
  coverFile?: string;
}

/**
 * A preview to make (pdf/preview.ts): the book laid out, unless its `layout` is known already,
 * and with `recipe` (an index in print order) a PDF of the cover and that recipe's pages.
 */
export interface PreviewJob {
  book: PlainBook;
  maxPages: number;
  recipe: number | null;
  layout?: BookLayout;
}

/** A made preview: the book's layout and the preview PDF, when one was asked for. */
export interface Previewed {
  layout: BookLayout;
  pdf: Uint8Array | null;
}

export type FromWorker =
  | { type: 'photo'; id: number; ref: PhotoRef }
  | { type: 'progress'; share: number; stage: string }
  | { type: 'done'; pages: number; bytes: number; preview?: Previewed }
  | { type: 'too-many-pages'; limit: number }
  | { type: 'failed'; message: string };

/** A photo's bytes (null for none), or why it could not be read. */
export interface PhotoAnswer {
  type: 'photo';
  id: number;
  bytes: Uint8Array | null;
  error: string | null;
}

/** A book to make (a worker makes one at a time, and the next when it is kept), or a photo. */
export type ToWorker =
  { type: 'job'; job: RenderJob } | { type: 'preview'; job: PreviewJob } | PhotoAnswer;
