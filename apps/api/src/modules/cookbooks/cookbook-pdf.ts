import { randomBytes, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { COOKBOOK_MESSAGES } from '@family-recipes/shared';
import type { CookbookRow } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { Logger } from '../../http/logger.js';
import type { FileStorage } from '../storage/storage.js';
import { buildBookModel, inPrintOrder, withPhotoSizes } from './book-builder.js';
import type { BookRecipesRepository } from './book-recipes.repository.js';
import { isOneAtATime, type CookbooksRepository } from './cookbooks.repository.js';
import { isMaking, PDF_STALE_MS } from './cookbooks.mapper.js';
import type { BookModel, BookProgress, RenderedBook } from './pdf/book-model.js';

type RenderBook = (
  book: BookModel,
  out: Writable,
  onProgress?: BookProgress,
) => Promise<RenderedBook>;

export interface CookbookPdfDeps {
  books: CookbooksRepository;
  recipes: BookRecipesRepository;
  storage: FileStorage;
  render: RenderBook;
  /** Where a PDF is written before it goes to storage (DATA_DIR/tmp). */
  tmpDir: string;
  logger?: Logger | undefined;
}

/** The share of the progress bar the pages take; storing the file is the rest. */
const RENDER_SHARE = 0.95;
/** How often a running attempt renews its heartbeat even when the renderer reports nothing. */
const HEARTBEAT_MS = 30 * 1000;
/** Progress is written at most this often: the pages poll, the renderer reports per page. */
const PROGRESS_WRITE_MS = 500;

/** A ready PDF, opened for the download. */
export interface PdfFile {
  body: Readable;
  size: number | null;
}

/**
 * Makes a book's PDF in the background of the process that was asked, with its record in the
 * database so that any replica answers its progress: written to a temporary file, then put in the
 * site's storage under a new key; the previous PDF is removed once the new one is recorded.
 */
export class CookbookPdfMaker {
  constructor(private readonly deps: CookbookPdfDeps) {}

  /**
   * Starts an attempt for `makerSub`: 409 when this book or another of theirs is being made. The
   * attempts of any cook whose process stopped are recorded failed first.
   */
  async start(book: CookbookRow, makerSub: string): Promise<CookbookRow> {
    const now = new Date();
    const { books } = this.deps;
    await books.failStopped(new Date(now.getTime() - PDF_STALE_MS), COOKBOOK_MESSAGES.pdfStopped);
    const job = randomUUID();
    let claimed: CookbookRow | undefined;
    try {
      claimed = await books.claim(book.id, makerSub, job, now);
    } catch (err) {
      if (isOneAtATime(err)) throw new AppError(409, COOKBOOK_MESSAGES.anotherMaking);
      throw err;
    }
    if (!claimed) throw new AppError(409, COOKBOOK_MESSAGES.alreadyMaking);
    const started = claimed;
    void this.run(started, job).catch((err: unknown) => {
      this.deps.logger?.error({ err, cookbook: started.id }, 'cookbook PDF not recorded');
    });
    return started;
  }

  /** Refuses at once what start() would refuse, before anything is counted. */
  assertCanStart(book: CookbookRow, mine: CookbookRow[], now: Date): void {
    if (isMaking(book, now)) throw new AppError(409, COOKBOOK_MESSAGES.alreadyMaking);
    if (mine.some((other) => isMaking(other, now))) {
      throw new AppError(409, COOKBOOK_MESSAGES.anotherMaking);
    }
  }

  /** The ready PDF's bytes, or undefined when its file is gone. */
  async open(book: CookbookRow): Promise<PdfFile | undefined> {
    const body = book.pdfKey ? await this.deps.storage.openRead(book.pdfKey) : undefined;
    return body ? { body, size: book.pdfSize } : undefined;
  }

  /** Removes the book's stored PDF (the book is gone). */
  async remove(book: CookbookRow): Promise<void> {
    if (book.pdfKey) await this.deps.storage.remove([book.pdfKey]);
  }

  private async run(book: CookbookRow, job: string): Promise<void> {
    const { books, storage, logger } = this.deps;
    const file = path.join(this.deps.tmpDir, `cookbook-${job}.pdf`);
    const progress = this.reporter(book.id, job);
    let key: string | undefined;
    let out: Writable | undefined;
    try {
      const model = await this.model(book);
      await mkdir(this.deps.tmpDir, { recursive: true });
      out = createWriteStream(file);
      // The pages are most of the work; the book is done only once stored, so the renderer's
      // own "done" is not passed on.
      const rendered = await this.deps.render(model, out, (share, stage) => {
        if (share < 1) progress.report(share * RENDER_SHARE, stage);
      });
      if (!out.writableEnded) out.end();
      await finished(out);
      const { size } = await stat(file);
      progress.report(RENDER_SHARE, 'Storing the PDF');
      key = `cookbooks/${book.id}-${randomBytes(16).toString('hex')}.pdf`;
      await storage.putFile(key, file, 'application/pdf');
      await progress.stop();
      const replaced = await books.finish(book.id, job, {
        status: 'ready',
        key,
        size,
        pages: rendered.pages,
        madeOn: new Date(),
      });
      // Gone or taken over meanwhile, the new file belongs to no record; else the old one does not.
      const unused = replaced === undefined ? key : replaced;
      key = undefined;
      if (unused) await this.removeQuietly(unused, book.id);
    } catch (err) {
      await progress.stop();
      logger?.warn({ err, cookbook: book.id }, 'cookbook PDF failed');
      if (key) await this.removeQuietly(key, book.id);
      await books.finish(book.id, job, { status: 'failed', error: COOKBOOK_MESSAGES.pdfFailed });
    } finally {
      out?.destroy();
      await rm(file, { force: true });
    }
  }

  /** A file left behind is only space: the book's record is what counts. */
  private async removeQuietly(key: string, id: string): Promise<void> {
    await this.deps.storage.remove([key]).catch((err: unknown) => {
      this.deps.logger?.warn({ err, cookbook: id, key }, 'cookbook PDF file not removed');
    });
  }

  private async model(book: CookbookRow): Promise<BookModel> {
    const rows = await this.deps.recipes.printable(book.recipeIds, book.ownerSub);
    const ordered = inPrintOrder(book.orderBy, book.recipeIds, rows);
    return withPhotoSizes(buildBookModel(book, ordered, this.deps.storage, new Date()));
  }

  /**
   * The renderer's progress, written now and then (one write at a time, the latest wins), and a
   * heartbeat while it reports nothing (a slow photo).
   */
  private reporter(id: string, job: string) {
    const { books, logger } = this.deps;
    let latest = { progress: 0, stage: null as string | null };
    let writtenAt = 0;
    let writing = Promise.resolve();
    const write = () => {
      writtenAt = Date.now();
      const { progress, stage } = latest;
      writing = writing
        .then(() => books.progress(id, job, progress, stage))
        .catch((err: unknown) => logger?.warn({ err, cookbook: id }, 'cookbook progress'));
    };
    const heartbeat = setInterval(write, HEARTBEAT_MS);
    heartbeat.unref();
    return {
      report: (progress: number, stage: string) => {
        latest = { progress: Math.min(1, Math.max(0, progress)), stage };
        if (Date.now() - writtenAt >= PROGRESS_WRITE_MS) write();
      },
      stop: async () => {
        clearInterval(heartbeat);
        await writing;
      },
    };
  }
}
