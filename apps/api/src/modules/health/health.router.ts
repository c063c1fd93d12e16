import { Router } from 'express';
import { API_MESSAGES, getHealth, getReady } from '@family-recipes/shared';
import type { Database } from '../../db/client.js';
import { RETRY_AFTER_SECONDS } from '../../http/errors.js';
import { mount } from '../identity/index.js';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down.';

/**
 * /health says the process answers; /ready says it should be sent traffic: the database answers
 * and the process is not shutting down (server.ts), so that a proxy stops routing to it first.
 */
export function healthRouter(database: Database, isStopping: () => boolean = () => false): Router {
  const router = Router();
  mount(router, getHealth, {}, () => ({ status: 'ok' }) as const);
  mount(router, getReady, {}, async (_input, req, res) => {
    if (isStopping()) {
      res
        .status(503)
        .set('Retry-After', String(RETRY_AFTER_SECONDS))
        .json({ message: SHUTTING_DOWN_MESSAGE });
      return;
    }
    try {
      await database.ping();
      return { status: 'ready', database: database.kind } as const;
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
