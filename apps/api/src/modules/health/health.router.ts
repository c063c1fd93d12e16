import { API_MESSAGES, getHealth, getReady } from '@family-recipes/shared';
import type { Database } from '../../db/client.js';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { apiRouter } from '../identity/index.js';

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down.';

/**
 * /health says the process answers; /ready says it should be sent traffic: the database answers
 * and the process is not shutting down (server.ts), so that a proxy stops routing to it first.
 * A 503 carries Retry-After (http/errors.ts).
 */
export function healthRouter(
  database: Database,
  isStopping: () => boolean = () => false,
): ApiRouter {
  const router = apiRouter();

  router.mount(getHealth, {}, () => ok({ status: 'ok' as const }));

  router.mount(getReady, {}, async ({ caller }) => {
    if (isStopping()) throw new AppError(503, SHUTTING_DOWN_MESSAGE);
    try {
      await database.ping();
    } catch (err) {
      caller.http?.req.log.warn({ err }, 'readiness check failed');
      throw new AppError(503, API_MESSAGES.databaseUnavailable);
    }
    return ok({ status: 'ready' as const, database: database.kind });
  });

  return router;
}
