import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

const RESERVED = /^\/(api|uploads|dev)(\/|$)/;

/**
 * Serves the built web app (DESIGN.md D6): hashed assets cached for a year, index.html never
 * cached and answered for every other GET so that the SPA shows its own pages and 404.
 */
export function spaRouter(webDist: string): Router | undefined {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
    }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || RESERVED.test(req.path)) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
