import { createHash } from 'node:crypto';
import {
  COOKBOOK_MESSAGES,
  COOKBOOK_PREVIEW_LIMITS,
  COOKBOOK_PREVIEW_MESSAGES,
  getCookbookPreviewPdf,
  previewCookbook,
  type CookbookPreview,
  type CookbookPreviewWarning,
} from '@family-recipes/shared';
import sharp from 'sharp';
import { AppError, invalidField } from '../../http/errors.js';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { isUuid } from '../../http/ids.js';
import { apiRouter, type Principal } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { tooManyPages, type CookbookPdfMaker } from './cookbook-pdf.js';
import type { CookbooksRepository } from './cookbooks.repository.js';
import type { CookbookRow } from './cookbooks.schema.js';
import type { BookModel } from './pdf/book-model.js';
import { coverBleedSize, coverPhotoSharp, MIN_PPI, recipeFrame } from './pdf/frames.js';
import { TooManyPages } from './pdf/pager.js';
import type { BookLayout } from './pdf/preview.js';
import { POINTS_PER_INCH } from './pdf/theme.js';
import type { RenderQueue } from './render-queue.js';
import type { Previewed, PreviewJob } from './render-messages.js';

/** Makes a preview off the request loop (previewInThread). */
type PreviewBook = (
  book: BookModel,
  job: Omit<PreviewJob, 'book'>,
  options: { signal: AbortSignal },
) => Promise<Previewed>;

export interface CookbookPreviewDeps {
  books: CookbooksRepository;
  /** Builds the book as the PDF would print it. */
  pdfs: Pick<CookbookPdfMaker, 'model'>;
  preview: PreviewBook;
  /** The previews' own line, so that a preview never waits behind whole books being made. */
  queue: RenderQueue;
  /** Pages a book may run to (COOKBOOK_MAX_PAGES). */
  maxPages: number;
}

/** Layouts kept, by book and content: the last few books looked at. */
const KEPT_LAYOUTS = 32;

type Pixels = { width: number; height: number };

const notFound = () => new AppError(404, COOKBOOK_MESSAGES.notFound);

/** A photo's pixel size from its file's header; undefined when it cannot be read. */
async function pixelsOf(photo: BookModel['cover']): Promise<Pixels | undefined> {
  try {
    const bytes = photo ? await photo() : undefined;
    if (!bytes) return undefined;
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : undefined;
  } catch {
    return undefined;
  }
}

/** The pixels a photo needs to fill the full-bleed cover at MIN_PPI. */
function coverPixels(book: BookModel): Pixels {
  const size = coverBleedSize(book.pageSize);
  const at = (points: number) => Math.ceil((points / POINTS_PER_INCH) * MIN_PPI);
  return { width: at(size.width), height: at(size.height) };
}

/** What may print badly, the book's warnings first, then the recipes' in print order. */
async function warningsOf(book: BookModel, layout: BookLayout): Promise<CookbookPreviewWarning[]> {
  const warnings: CookbookPreviewWarning[] = [];
  const cover = await pixelsOf(book.cover);
  if (cover && !coverPhotoSharp(book.pageSize, cover)) {
    const message = COOKBOOK_PREVIEW_MESSAGES.smallCover(coverPixels(book));
    warnings.push({ code: 'small-cover', message, recipeId: null });
  }
  if (layout.pages > COOKBOOK_PREVIEW_LIMITS.printShopPages) {
    const message = COOKBOOK_PREVIEW_MESSAGES.longBook(layout.pages);
    warnings.push({ code: 'long-book', message, recipeId: null });
  }
  book.recipes.forEach((recipe, i) => {
    const title = recipe.title.trim();
    if (book.photos && recipe.photoSize) {
      if (recipeFrame(book.pageSize, recipe.photoSize).kind === 'small') {
        const message = COOKBOOK_PREVIEW_MESSAGES.smallPhoto(title);
        warnings.push({ code: 'small-photo', message, recipeId: recipe.id });
      }
    }
    const span = layout.spans[i];
    const pages = span ? span.end - span.start + 1 : 0;
    if (pages >= COOKBOOK_PREVIEW_LIMITS.longRecipePages) {
      const message = COOKBOOK_PREVIEW_MESSAGES.longRecipe(title, pages);
      warnings.push({ code: 'long-recipe', message, recipeId: recipe.id });
    }
  });
  return warnings;
}

/**
 * The cookbook's preview: read as the book is (its maker, or their household when shared;
 * anything else is unknown), laid out by the renderer in a worker thread through the previews'
 * own line. The layout of the same book with the same content is kept, so looking at another
 * recipe prints only that recipe.
 */
export class CookbookPreviews {
  private readonly layouts = new Map<string, BookLayout>();
  /** Layouts being made, so that a burst of the same question lays the book out once. */
  private readonly pending = new Map<string, Promise<BookLayout>>();

  constructor(private readonly deps: CookbookPreviewDeps) {}

  /** The pages, the warnings, and the pages of the recipe asked for (the first if none). */
  async summary(
    id: string,
    recipeId: string | undefined,
    principal: Principal,
  ): Promise<CookbookPreview> {
    const { book, recipe, key } = await this.prepare(id, recipeId, principal);
    const layout = this.layouts.get(key) ?? (await this.laidOut(book, key));
    const span = layout.spans[recipe];
    const chosen = book.recipes[recipe];
    if (!span || !chosen) throw new Error('The book’s layout misses a recipe.');
    return {
      pages: layout.pages,
      warnings: await warningsOf(book, layout),
      recipe_id: chosen.id,
      recipe_pages: { first: span.start, last: span.end },
    };
  }

  /** The PDF of the cover and the pages of the recipe asked for (the first if none). */
  async pdf(id: string, recipeId: string | undefined, principal: Principal): Promise<Buffer> {
    const { book, recipe, key } = await this.prepare(id, recipeId, principal);
    const { pdf } = await this.run(book, key, recipe);
    if (!pdf) throw new Error('The preview has no PDF.');
    return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  }

  private async prepare(id: string, recipeId: string | undefined, principal: Principal) {
    const found = isUuid(id) ? await this.deps.books.findVisible(id, principal.sub) : undefined;
    if (!found) throw notFound();
    const book = await this.deps.pdfs.model(found.row);
    if (book.recipes.length === 0) throw new AppError(409, COOKBOOK_PREVIEW_MESSAGES.noRecipes);
    const recipe = recipeId === undefined ? 0 : book.recipes.findIndex((r) => r.id === recipeId);
    if (recipe === -1) throw invalidField('recipeId', COOKBOOK_PREVIEW_MESSAGES.recipeNotInBook);
    return { book, recipe, key: layoutKey(found.row, book) };
  }

  private laidOut(book: BookModel, key: string): Promise<BookLayout> {
    const known = this.pending.get(key);
    if (known) return known;
    const made = this.run(book, key, null)
      .then(({ layout }) => layout)
      .finally(() => this.pending.delete(key));
    this.pending.set(key, made);
    return made;
  }

  /** A preview's turn in the previews' line; the layout it found is kept. */
  private run(book: BookModel, key: string, recipe: number | null): Promise<Previewed> {
    const { maxPages, queue, preview } = this.deps;
    const known = this.layouts.get(key);
    return new Promise<Previewed>((resolve, reject) => {
      const added = queue.add(key, (signal) =>
        preview(book, { maxPages, recipe, ...(known ? { layout: known } : {}) }, { signal }).then(
          resolve,
          reject,
        ),
      );
      if (!added) reject(new AppError(503, 'The server is stopping. Please try again shortly.'));
    })
      .then((made) => {
        this.keep(key, made.layout);
        return made;
      })
      .catch((err: unknown) => {
        if (err instanceof TooManyPages) throw new AppError(409, tooManyPages(err.limit));
        throw err;
      });
  }

  private keep(key: string, layout: BookLayout): void {
    this.layouts.delete(key);
    this.layouts.set(key, layout);
    for (const old of this.layouts.keys()) {
      if (this.layouts.size <= KEPT_LAYOUTS) break;
      this.layouts.delete(old);
    }
  }
}

/**
 * The key of a book's layout: its id, when it was last changed, and everything the renderer is
 * given but the photos' bytes and the date (the photos' sizes are in it).
 */
function layoutKey(row: CookbookRow, book: BookModel): string {
  const { madeOn: _madeOn, ...rest } = book;
  const text = JSON.stringify({ id: row.id, updated: row.updatedOn, book: rest });
  return createHash('sha256').update(text).digest('hex');
}

/** The preview's endpoints, mounted beside the cookbooks' (index.ts). */
export function cookbookPreviewRouter(previews: CookbookPreviews, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);
  router.mount(previewCookbook, { missingBody: {} }, async ({ params, body, caller }) =>
    ok(await previews.summary(params.id, body.recipeId, caller.principal)),
  );
  router.mount(getCookbookPreviewPdf, {}, async ({ params, query, caller }) => {
    const pdf = await previews.pdf(params.id, query.recipe, caller.principal);
    const headers = {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': 'inline; filename="preview.pdf"',
      'Cache-Control': 'private, no-store',
    };
    return { status: 200 as const, body: pdf, headers };
  });
  return router;
}
