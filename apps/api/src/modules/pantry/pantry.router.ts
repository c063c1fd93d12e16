import { getPantry, replacePantry } from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { PantryService } from './pantry.service.js';

/** The caller's household's pantry staples; saves are counted (RATE_LIMITS.pantryWrites). */
export function pantryRouter(pantry: PantryService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(getPantry, {}, async ({ caller }) => ok(await pantry.get(caller.principal)));

  // A save without a JSON body is read as an empty one: its fields then say what is missing.
  router.mount(replacePantry, { missingBody: {} }, async ({ body, caller }) =>
    ok(await pantry.replace(body, caller.principal)),
  );

  return router;
}
