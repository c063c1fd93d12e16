import { Router } from 'express';
import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  removeFavourite,
} from '@family-recipes/shared';
import { sendList } from '../../http/list-page.js';
import { mount, principalOf } from '../identity/index.js';
import { kitchenNotesRateLimit } from '../rate-limit/kitchen-notes.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { FavouritesService } from './favourites.service.js';

/** Favourites (docs/product.md, the family kitchen): signed-in cooks only. */
export function favouritesRouter(favourites: FavouritesService, limiter: RateLimiter): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const writes = { before: [kitchenNotesRateLimit(limiter, (req) => principalOf(req).sub)] };

  mount(router, addFavourite, writes, ({ params }, req) =>
    favourites.set(params.id, true, principalOf(req)),
  );

  mount(router, removeFavourite, writes, ({ params }, req) =>
    favourites.set(params.id, false, principalOf(req)),
  );

  // Only the page matters: these lists keep one order, the newest first.
  mount(router, listFavourites, {}, async ({ query }, req, res) => {
    sendList(res, await favourites.list(query, principalOf(req)));
  });

  mount(router, listFavouriteIds, {}, (_input, req) => favourites.ids(principalOf(req)));

  return router;
}
