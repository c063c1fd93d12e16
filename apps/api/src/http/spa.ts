import { existsSync, readdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pageLanguage } from '@family-recipes/shared';
import express, { type Request, type Router } from 'express';
import type { FirstScreen } from './first-screen.js';
import { withPageLanguage } from './html.js';

const RESERVED = /^\/(api|uploads|dev)(\/|$)/;

const YEAR = { immutable: true, maxAge: '365d' } as const;

/** What the web build writes for the installed site (apps/web/vite.config.ts). */
const SERVICE_WORKER = 'sw.js';
const WORKBOX_SCRIPT = /^workbox-[\da-f]{8}\.js$/;

/**
 * The hashed assets that the web build also wrote brotli-compressed beside themselves, in folders
 * too (the card scan's text recognition, apps/web/vite/card-scan-files.ts).
 */
function brotliVariants(assetsDir: string): Set<string> {
  if (!existsSync(assetsDir)) return new Set();
  return new Set(
    readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.br'))
      .map((file) => file.slice(0, -'.br'.length)),
  );
}

/** index.html as text, read again only when the file changes (a rebuild while running). */
export function indexReader(): (file: string) => Promise<string> {
  let cached: { file: string; mtimeMs: number; text: string } | undefined;
  return async (file) => {
    const { mtimeMs } = await stat(file);
    if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
      cached = { file, mtimeMs, text: await readFile(file, 'utf8') };
    }
    return cached.text;
  };
}

/** Fills index.html for one page (a recipe's head, decision 016); undefined sends the file as is. */
export type PageRenderer = (req: Request, indexFile: string) => Promise<string | undefined>;

/**
 * Serves the built web app (docs/decisions/003-one-process-one-port.md): hashed assets cached for a
 * year, index.html never cached and answered for every other GET so that the SPA shows its own
 * pages and 404. An asset the build compressed with brotli (at its highest quality, smaller than
 * on-the-fly compression) is sent as that file to browsers that accept it. The service worker is
 * never cached, so that a new build reaches installed sites (decision 028). With `firstScreen`,
 * public pages come with their first screen drawn (decision 023).
 */
export function spaRouter(
  webDist: string,
  renderPage?: PageRenderer,
  firstScreen?: FirstScreen,
): Router | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const readIndex = indexReader();
  const assetsDir = path.join(webDist, 'assets');
  const brotli = brotliVariants(assetsDir);
  const router = express.Router();
  router.use('/assets', (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !brotli.has(name)) {
      next();
      return;
    }
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br', 'identity') !== 'br') {
      next();
      return;
    }
    // The type of the original file; the compression middleware leaves an encoded body alone.
    res.type(path.extname(name));
    res.set('Content-Encoding', 'br');
    res.sendFile(`${name}.br`, { root: assetsDir, ...YEAR }, (err) => {
      if (err) next(err);
    });
  });
  router.use('/assets', express.static(assetsDir, { ...YEAR, fallthrough: false }));
  router.use(
    express.static(webDist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        const name = path.basename(file);
        // The browser looks for a new service worker on every visit (decision 028); the
        // workbox script it loads is named after its content.
        if (name === SERVICE_WORKER) res.set('Cache-Control', 'no-cache');
        else if (WORKBOX_SCRIPT.test(name))
          res.set('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  router.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || RESERVED.test(req.path)) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    // The page is drawn in the visitor's language (decision 043).
    const language = pageLanguage({
      cookie: req.get('cookie'),
      acceptLanguage: req.get('accept-language'),
    });
    res.vary('Accept-Language').vary('Cookie').set('Content-Language', language);
    // The language goes on the page's own HTML before its first screen makes it long.
    const shell = withPageLanguage(
      (await renderPage?.(req, indexFile)) ?? (await readIndex(indexFile)),
      language,
    );
    res.type('html').send(firstScreen ? await firstScreen(req, shell, language) : shell);
  });
  return router;
}
