import { Router } from 'express';
import { API_MESSAGES, getPantry, replacePantry } from '@family-recipes/shared';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { PantryService } from './pantry.service.js';

/**
 * Pantry saves per account: a cook tidying the staples saves a few times; a script saving without
 * end does not stop there.
 */
export const PANTRY_WRITES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 120 } as const;

/** The caller's household's pantry staples. */
export function pantryRouter(pantry: PantryService, limiter: RateLimiter): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const writes = rateLimit({
    limiter,
    name: 'pantry-writes',
    ...PANTRY_WRITES_RATE_LIMIT,
    message: API_MESSAGES.tooManyChanges,
    by: (req) => principalOf(req).sub,
  });

  mount(router, getPantry, {}, (_input, req) => pantry.get(principalOf(req)));

  // A save without a JSON body is read as an empty one: its fields then say what is missing.
  mount(router, replacePantry, { before: [writes], missingBody: {} }, ({ body }, req) =>
    pantry.replace(body, principalOf(req)),
  );

  return router;
}
