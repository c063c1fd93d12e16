import path from 'node:path';
import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { ShareImages } from '../images/share-image.js';
import type { Storage } from '../storage/storage.js';
import { recipePageHead, seoRouter } from './seo.router.js';
import { SeoRepository } from './seo.repository.js';
import { SeoService, type SeoServiceOptions } from './seo.service.js';

export interface SeoModuleDeps extends SeoServiceOptions {
  db: Db;
  storage: Storage;
  logger: Logger;
  /** The site's absolute URL without a trailing slash (PUBLIC_URL, or this machine's address). */
  publicUrl: string;
  /** DATA_DIR: share images are cached in its cache/share-images folder. */
  dataDir: string;
}

export interface SeoModule {
  /** robots.txt, the sitemap and share images; mount at the root, after /api. */
  router: Router;
  /** Fills the head of index.html for a recipe page: the SPA router's page hook. */
  recipePage: ReturnType<typeof recipePageHead>;
}

/**
 * Link previews and structured data for recipe pages, the sitemap and robots.txt (issue 13,
 * decision 016): `router` serves the crawler files and share images, `recipePage` fills the head
 * of index.html for the SPA router.
 */
export function createSeoModule(deps: SeoModuleDeps): SeoModule {
  const shareImages = new ShareImages(
    deps.storage,
    path.join(deps.dataDir, 'cache', 'share-images'),
    deps.logger,
  );
  const service = new SeoService(new SeoRepository(deps.db), shareImages, deps);
  return {
    router: seoRouter(service, deps.publicUrl),
    recipePage: recipePageHead(service, deps.publicUrl, deps.logger),
  };
}
