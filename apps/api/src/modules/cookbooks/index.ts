import path from 'node:path';
import type { Router } from 'express';
import type { CookbookSettings } from '../../config/cookbook-settings.js';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { householdLookup } from '../households/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { fileStorageOf, type Storage } from '../storage/storage.js';
import { BookRecipesRepository } from './book-recipes.repository.js';
import { CookbookChoices } from './cookbook-choice.js';
import { CookbookPdfMaker } from './cookbook-pdf.js';
import { CookbookPreviews, cookbookPreviewRouter } from './cookbook-preview.js';
import { CookbooksRepository } from './cookbooks.repository.js';
import { cookbooksRouter } from './cookbooks.router.js';
import { CookbooksService } from './cookbooks.service.js';
import { RenderQueue } from './render-queue.js';
import { previewInThread, renderInThread } from './render-thread.js';

export { COOKBOOKS_BACKUP } from './cookbook-backup.js';

export interface CookbooksModuleDeps {
  db: Db;
  /** The site's storage: recipe photos are read from it, covers and PDFs written to it. */
  storage: Storage;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** DATA_DIR: a PDF is written under its tmp folder before it is stored. */
  dataDir: string;
  /** PDFs made at once and the pages a book may run to (COOKBOOK_RENDERS, COOKBOOK_MAX_PAGES). */
  settings: CookbookSettings;
  /** Aborted when the process begins to stop: the books being made are stopped, none starts. */
  stopping?: AbortSignal | undefined;
  logger?: Logger | undefined;
}

/**
 * The family cookbook: saved books of recipes and their PDFs, made in the background, in worker
 * threads, through one line for the whole app (the process builds one).
 */
export function createCookbooksModule(deps: CookbooksModuleDeps): { router: Router } {
  const books = new CookbooksRepository(deps.db);
  const recipes = new BookRecipesRepository(deps.db);
  const queue = new RenderQueue(deps.settings.renders);
  deps.stopping?.addEventListener('abort', () => void queue.stop(), { once: true });
  const pdfs = new CookbookPdfMaker({
    books,
    recipes,
    storage: fileStorageOf(deps.storage),
    render: renderInThread,
    queue,
    maxPages: deps.settings.maxPages,
    tmpDir: path.join(deps.dataDir, 'tmp'),
    logger: deps.logger,
  });
  const service = new CookbooksService(books, recipes, pdfs, deps.storage);
  const choices = new CookbookChoices(recipes, householdLookup(deps.db));
  const router = cookbooksRouter(service, choices, deps.limiter);
  // Previews have a line of their own: one at a time, never behind the books being made.
  const previewQueue = new RenderQueue(1);
  deps.stopping?.addEventListener('abort', () => void previewQueue.stop(), { once: true });
  const previews = new CookbookPreviews({
    books,
    pdfs,
    preview: previewInThread,
    queue: previewQueue,
    maxPages: deps.settings.maxPages,
  });
  router.use(cookbookPreviewRouter(previews, deps.limiter));
  return { router: router.routes };
}
