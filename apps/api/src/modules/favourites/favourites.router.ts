import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
} from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { listReply } from '../../http/list-page.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { FavouritesService } from './favourites.service.js';

/**
 * Favourites (docs/product.md, the family kitchen): signed-in cooks only; changes are counted with
 * the kitchen's notes (RATE_LIMITS.kitchenNotes).
 */
export function favouritesRouter(favourites: FavouritesService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(addFavourite, {}, async ({ params, caller }) =>
    ok(await favourites.set(params.id, true, caller.principal)),
  );

  router.mount(removeFavourite, {}, async ({ params, caller }) =>
    ok(await favourites.set(params.id, false, caller.principal)),
  );

  // Only the page matters: these lists keep one order, the newest first.
  router.mount(listFavourites, {}, async ({ query, caller }) =>
    listReply(await favourites.list(query, caller.principal)),
  );

  router.mount(listFavouriteIds, {}, async ({ caller }) =>
    ok(await favourites.ids(caller.principal)),
  );

  return router;
}
