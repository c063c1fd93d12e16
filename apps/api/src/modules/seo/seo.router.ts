import express, { type Request, type Response, type Router } from 'express';
import { matchPublicPage } from '@family-recipes/shared';
import type { Logger } from '../../http/logger.js';
import { indexReader } from '../../http/spa.js';
import type { SeoService } from './seo.service.js';

/** Link previews may be refetched after a day; the recipe's approval is checked at each fetch. */
const SHARE_IMAGE_CACHE = 'public, max-age=86400';
/** Crawlers read these now and then; five minutes keeps a burst from rebuilding them. */
const CRAWLER_FILE_CACHE = 'public, max-age=300';

const SHARE_IMAGE_FILE = /^([^/.]+)\.jpg$/;
const SITEMAP_PART = /^\/sitemap-([1-9]\d{0,5})\.xml$/;

function notFound(res: Response): void {
  res.status(404).type('text/plain').send('Not found');
}

/**
 * GET /robots.txt, /sitemap.xml, /sitemap-<n>.xml and /share-images/<recipe id>.jpg. `siteUrl` is
 * the site's absolute URL without a trailing slash, never taken from the request.
 */
export function seoRouter(service: SeoService, siteUrl: string): Router {
  const router = express.Router();

  router.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', CRAWLER_FILE_CACHE);
    res.type('text/plain').send(service.robots(siteUrl));
  });

  const sitemap = (part: (req: Request) => number | undefined) =>
    async function sendSitemap(req: Request, res: Response) {
      const body = await service.sitemap(siteUrl, part(req));
      if (body === undefined) {
        notFound(res);
        return;
      }
      res.set('Cache-Control', CRAWLER_FILE_CACHE);
      res.type('application/xml').send(body);
    };
  router.get(
    '/sitemap.xml',
    sitemap(() => undefined),
  );
  router.get(
    SITEMAP_PART,
    sitemap((req) => Number((req.params as Record<string, string>)[0])),
  );

  router.get('/share-images/:file', async (req, res) => {
    const id = SHARE_IMAGE_FILE.exec(req.params.file)?.[1];
    const jpeg = id === undefined ? undefined : await service.shareImage(id);
    if (!jpeg) {
      notFound(res);
      return;
    }
    res.set('Cache-Control', SHARE_IMAGE_CACHE);
    // Previews are shown on other sites: helmet's same-origin default would block them there.
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type('image/jpeg').send(jpeg);
  });

  return router;
}

/**
 * The page hook for the SPA's index.html: a recipe page's head for an approved recipe, otherwise
 * undefined (the file is sent as it is). A failure here, such as the database being down, also
 * leaves the generic page: the app then shows the API's own answer.
 */
export function recipePageHead(
  service: SeoService,
  siteUrl: string,
  logger: Logger,
): (req: Request, indexFile: string) => Promise<string | undefined> {
  const readIndex = indexReader();
  return async (req, indexFile) => {
    const page = matchPublicPage(req.path);
    if (page?.page !== 'recipe') return undefined;
    const id = page.params['id'] ?? '';
    try {
      return await service.recipePage(id, await readIndex(indexFile), siteUrl);
    } catch (err) {
      logger.warn({ err }, 'Could not fill the head of a recipe page');
      return undefined;
    }
  };
}
