import {
  addHouseholdAisle,
  addHouseholdShop,
  getHouseholdAisles,
  orderHouseholdAisles,
  orderHouseholdShop,
  removeHouseholdAisle,
  removeHouseholdShop,
  renameHouseholdAisle,
  renameHouseholdShop,
} from '@family-recipes/shared';
import { created, ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AislesService } from './aisles.service.js';

/** The caller's household's aisles and shops; every change is counted (RATE_LIMITS.householdAisles). */
export function aislesRouter(service: AislesService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(getHouseholdAisles, {}, async ({ caller }) =>
    ok(await service.get(caller.principal)),
  );

  router.mount(orderHouseholdAisles, { missingBody: {} }, async ({ body, caller }) =>
    ok(await service.setOrder(body, caller.principal)),
  );

  router.mount(addHouseholdAisle, { missingBody: {} }, async ({ body, caller }) =>
    created(await service.addAisle(body, caller.principal)),
  );

  router.mount(renameHouseholdAisle, { missingBody: {} }, async ({ params, body, caller }) =>
    ok(await service.renameAisle(params.aisleId, body, caller.principal)),
  );

  router.mount(removeHouseholdAisle, {}, async ({ params, caller }) =>
    ok(await service.removeAisle(params.aisleId, caller.principal)),
  );

  router.mount(addHouseholdShop, { missingBody: {} }, async ({ body, caller }) =>
    created(await service.addShop(body, caller.principal)),
  );

  router.mount(renameHouseholdShop, { missingBody: {} }, async ({ params, body, caller }) =>
    ok(await service.renameShop(params.shopId, body, caller.principal)),
  );

  router.mount(removeHouseholdShop, {}, async ({ params, caller }) =>
    ok(await service.removeShop(params.shopId, caller.principal)),
  );

  router.mount(orderHouseholdShop, { missingBody: {} }, async ({ params, body, caller }) =>
    ok(await service.orderShop(params.shopId, body, caller.principal)),
  );

  return router;
}
