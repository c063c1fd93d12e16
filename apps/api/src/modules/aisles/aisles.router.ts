import { Router } from 'express';
import { API_MESSAGES, getHouseholdAisles, orderHouseholdAisles } from '@family-recipes/shared';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AislesService } from './aisles.service.js';

/** Changes of the aisle order per account: a family sets it a few times, not hundreds. */
const AISLE_ORDER_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 120 } as const;

/** The caller's household's aisles. */
export function aislesRouter(service: AislesService, limiter: RateLimiter): Router {
  const router = Router();
  const writeLimit = rateLimit({
    limiter,
    name: 'household-aisles',
    ...AISLE_ORDER_RATE_LIMIT,
    message: API_MESSAGES.tooManyChanges,
    by: (req) => principalOf(req).sub,
  });

  mount(router, getHouseholdAisles, {}, (_input, req) => service.get(principalOf(req)));

  mount(router, orderHouseholdAisles, { before: [writeLimit], missingBody: {} }, ({ body }, req) =>
    service.setOrder(body, principalOf(req)),
  );

  return router;
}
