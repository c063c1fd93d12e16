import { Router } from 'express';
import { API_MESSAGES } from '@family-recipes/shared';
import type { Database } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../http/errors.js';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down.';

/**
 * /health says the process answers; /ready says it should be sent traffic: the database answers
 * and the process is not shutting down (server.ts), so that a proxy stops routing to it first.
 */
export function healthRouter(database: Database, isStopping: () => boolean = () => false): Router {
  const router = Router();
  router.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/ready', async (req, res) => {
    if (isStopping()) {
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: SHUTTING_DOWN_MESSAGE });
      return;
    }
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
