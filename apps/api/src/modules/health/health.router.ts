import { Router } from 'express';
import { API_MESSAGES } from '@family-recipes/shared';
import type { Database } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../http/errors.js';

export function healthRouter(database: Database): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    try {
      await database.ping();
      res.json({ status: 'ready', database: database.kind });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: API_MESSAGES.databaseUnavailable });
    }
  });
  return router;
}
