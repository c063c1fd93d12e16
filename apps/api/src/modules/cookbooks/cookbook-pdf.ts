import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { COOKBOOK_MESSAGES, PDF_STAGES, type CookbookEdition } from '@family-recipes/shared';
import type { CookbookRow } from './cookbooks.schema.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../http/logger.js';
import type { FileStorage } from '../storage/storage.js';
import { buildBookModel, inPrintOrder } from './book-builder.js';
import { withPhotoSizes } from './book-photos.js';
import type { BookRecipesRepository } from './book-recipes.repository.js';
import { isOneAtATime, type CookbooksRepository } from './cookbooks.repository.js';
import { isMaking, PDF_STALE_MS } from './cookbooks.mapper.js';
import type { BookModel, RenderedBook } from './pdf/book-model.js';
import { TooManyPages } from './pdf/pager.js';
import { pdfProgress, type PdfProgress } from './pdf-progress.js';
import type { RenderQueue } from './render-queue.js';
import type { ThreadRender } from './render-thread.js';

/**
 * Writes the book to `file` off the request loop (renderInThread); with `options.coverFile`, the
 * print edition, whose cover goes to that file.
 */
type RenderBook = (book: BookModel, file: string, options: ThreadRender) => Promise<RenderedBook>;

export interface CookbookPdfDeps {
  books: CookbooksRepository;
  recipes: BookRecipesRepository;
  storage: FileStorage;
  render: RenderBook;
  /** The process's one line of books to make (render-queue.ts). */
  queue: RenderQueue;
  /** Pages a book may run to (COOKBOOK_MAX_PAGES). */
  maxPages: number;
  /** Where a PDF is written before it goes to storage (DATA_DIR/tmp). */
  tmpDir: string;
  logger?: Logger | undefined;
}

/** The share of the progress bar the pages take; storing the file is the rest. */
const RENDER_SHARE = 0.95;
/** What a book waiting for its turn says, on every replica. */
const WAITING = PDF_STAGES.waiting;
const GETTING_READY = PDF_STAGES.gettingReady;
/** Pages every book has besides its recipes: cover, dedication, contents, index, back cover. */
const FIXED_PAGES = 5;

/** Why a book over the page cap is not made. */
export const tooManyPages = (limit: number) =>
  `This book would run to more than ${limit} pages. Choose fewer recipes.`;

/** A ready PDF, opened for the download. */
export interface PdfFile {
  body: Readable;
  size: number | null;
}

/**
 * Makes a book's PDF in the background of the process that was asked, with its record in the
 * database so that any replica answers its progress: in the process's line of books, laid out and
 * written to a temporary file by a worker thread, then put in the site's storage under a new key;
 * the previous PDF is removed once the new one is recorded.
 */
export class CookbookPdfMaker {
  constructor(private readonly deps: CookbookPdfDeps) {}

  /**
   * Starts an attempt at `edition` for `makerSub`: 409 when this book or another of theirs is
   * being made. The attempts of any cook whose process stopped are recorded failed first. The book
   * waits in line when as many as the process makes at once are being made.
   */
  async start(
    book: CookbookRow,
    makerSub: string,
    edition: CookbookEdition = 'screen',
    cropMarks = false,
  ): Promise<CookbookRow> {
    const now = new Date();
    const { books, queue } = this.deps;
    await books.failStopped(new Date(now.getTime() - PDF_STALE_MS), COOKBOOK_MESSAGES.pdfStopped);
    const job = randomUUID();
    let claimed: CookbookRow | undefined;
    try {
      const marks = edition === 'print' && cropMarks;
      claimed = await books.claim(book.id, { makerSub, job, edition, cropMarks: marks }, now);
    } catch (err) {
      if (isOneAtATime(err)) throw new AppError(409, COOKBOOK_MESSAGES.anotherMaking);
      throw err;
    }
    if (!claimed) throw new AppError(409, COOKBOOK_MESSAGES.alreadyMaking);
    const started = claimed;
    const progress = pdfProgress(books, started.id, job, this.deps.logger);
    // A process that is stopping starts nothing: the record then reads as stopped.
    queue.add(job, (stopping) =>
      this.run(started, job, progress, stopping).catch((err: unknown) => {
        this.deps.logger?.error({ err, cookbook: started.id }, 'cookbook PDF not recorded');
      }),
    );
    if (queue.placeOf(job) !== null) progress.report(0, WAITING);
    return started;
  }

  /** The book's place in the line while it waits for its turn (1 for the next); else null. */
  placeInLine(book: CookbookRow): number | null {
    return book.pdfStatus === 'making' && book.pdfJob ? this.deps.queue.placeOf(book.pdfJob) : null;
  }

  /**
   * Refuses at once what start() would refuse, before anything is counted, and a book that cannot
   * fit in the pages a book may run to: each of its `printable` recipes takes a page at least.
   */
  assertCanStart(book: CookbookRow, mine: CookbookRow[], printable: number, now: Date): void {
    if (isMaking(book, now)) throw new AppError(409, COOKBOOK_MESSAGES.alreadyMaking);
    if (mine.some((other) => isMaking(other, now))) {
      throw new AppError(409, COOKBOOK_MESSAGES.anotherMaking);
    }
    const { maxPages } = this.deps;
    if (printable + FIXED_PAGES > maxPages) throw new AppError(409, tooManyPages(maxPages));
  }

  /** The ready PDF's bytes, or undefined when its file is gone. */
  async open(book: CookbookRow): Promise<PdfFile | undefined> {
    const body = book.pdfKey ? await this.deps.storage.openRead(book.pdfKey) : undefined;
    return body ? { body, size: book.pdfSize } : undefined;
  }

  /** The ready print edition's cover PDF, or undefined when there is none or its file is gone. */
  async openCover(book: CookbookRow): Promise<PdfFile | undefined> {
    const key = book.pdfEdition === 'print' ? book.pdfCoverKey : null;
    const body = key ? await this.deps.storage.openRead(key) : undefined;
    return body ? { body, size: null } : undefined;
  }

  /** Removes the book's stored PDF and its cover (the book is gone). */
  async remove(book: CookbookRow): Promise<void> {
    const keys = [book.pdfKey, book.pdfCoverKey].filter((key): key is string => key !== null);
    if (keys.length) await this.deps.storage.remove(keys);
  }

  /** The book's turn in line: nothing when its attempt is gone meanwhile (deleted, stopped). */
  private async run(
    book: CookbookRow,
    job: string,
    progress: PdfProgress,
    stopping: AbortSignal,
  ): Promise<void> {
    const { books, storage, logger } = this.deps;
    const file = path.join(this.deps.tmpDir, `cookbook-${job}.pdf`);
    const print = book.pdfEdition === 'print';
    const coverFile = print ? path.join(this.deps.tmpDir, `cookbook-${job}-cover.pdf`) : undefined;
    let stored: string[] = [];
    try {
      // The heartbeat then writes this stage too, not the waiting one.
      progress.report(0, GETTING_READY);
      if (!(await books.progress(book.id, job, 0, GETTING_READY))) {
        await progress.stop();
        return;
      }
      const model = { ...(await this.model(book)), cropMarks: print && book.pdfCropMarks };
      await mkdir(this.deps.tmpDir, { recursive: true });
      // The pages are most of the work; the book is done only once stored, so the renderer's
      // own "done" is not passed on.
      const rendered = await this.deps.render(model, file, {
        maxPages: this.deps.maxPages,
        ...(coverFile ? { coverFile } : {}),
        signal: stopping,
        onProgress: (share, stage) => {
          if (share < 1) progress.report(share * RENDER_SHARE, stage);
        },
      });
      const { size } = await stat(file);
      progress.report(RENDER_SHARE, PDF_STAGES.storing);
      const name = `cookbooks/${book.id}-${randomBytes(16).toString('hex')}`;
      const key = `${name}.pdf`;
      stored.push(key);
      await storage.putFile(key, file, 'application/pdf');
      const coverKey = coverFile ? `${name}-cover.pdf` : null;
      if (coverFile && coverKey) {
        stored.push(coverKey);
        await storage.putFile(coverKey, coverFile, 'application/pdf');
      }
      await progress.stop();
      const replaced = await books.finish(book.id, job, {
        status: 'ready',
        key,
        coverKey,
        size,
        pages: rendered.pages,
        madeOn: new Date(),
      });
      // Gone or taken over meanwhile, the new files belong to no record; else the old ones do not.
      const unused = replaced ?? stored;
      stored = [];
      if (unused.length) await this.removeQuietly(unused, book.id);
    } catch (err) {
      await progress.stop();
      // Stopping, the process records nothing more: its database closes next, and the attempt
      // reads as stopped once its heartbeat is old.
      if (stopping.aborted) return;
      logger?.warn({ err, cookbook: book.id }, 'cookbook PDF failed');
      if (stored.length) await this.removeQuietly(stored, book.id);
      const error =
        err instanceof TooManyPages ? tooManyPages(err.limit) : COOKBOOK_MESSAGES.pdfFailed;
      await books.finish(book.id, job, { status: 'failed', error });
    } finally {
      await rm(file, { force: true });
      if (coverFile) await rm(coverFile, { force: true });
    }
  }

  /** A file left behind is only space: the book's record is what counts. */
  private async removeQuietly(keys: string[], id: string): Promise<void> {
    await this.deps.storage.remove(keys).catch((err: unknown) => {
      this.deps.logger?.warn({ err, cookbook: id, keys }, 'cookbook PDF file not removed');
    });
  }

  /** The book as the renderer takes it, its photos' sizes read (the preview lays out the same). */
  async model(book: CookbookRow): Promise<BookModel> {
    const rows = await this.deps.recipes.printable(book.recipeIds, book.ownerSub);
    const ordered = inPrintOrder(book.orderBy, book.recipeIds, rows);
    return withPhotoSizes(buildBookModel(book, ordered, this.deps.storage, new Date()));
  }
}
