import { getHouseholdAisles, orderHouseholdAisles } from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AislesService } from './aisles.service.js';

/** The caller's household's aisles; a change of order is counted (RATE_LIMITS.householdAisles). */
export function aislesRouter(service: AislesService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(getHouseholdAisles, {}, async ({ caller }) =>
    ok(await service.get(caller.principal)),
  );

  router.mount(orderHouseholdAisles, { missingBody: {} }, async ({ body, caller }) =>
    ok(await service.setOrder(body, caller.principal)),
  );

  return router;
}
