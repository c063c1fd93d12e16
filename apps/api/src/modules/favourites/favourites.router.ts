import { Router, type Response } from 'express';
import {
  addCooked,
  addFavourite,
  listCooked,
  listFavouriteIds,
  listFavourites,
  listMyCooked,
  removeFavourite,
  setCookedHidden,
  API_MESSAGES,
} from '@family-recipes/shared';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CookedService } from './cooked.service.js';
import type { Page } from './favourites.repository.js';
import type { FavouritesService } from './favourites.service.js';

function sendList<T>(res: Response, page: Page<T>) {
  res.set('X-Total-Count', String(page.total)).json(page.items);
}

/**
 * Hearts and notes per account: a cook tapping through a cookbook stays far below it, a script
 * filling the ratings does not.
 */
export const KITCHEN_NOTES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 120 } as const;
export const TOO_MANY_KITCHEN_NOTES = API_MESSAGES.tooManyChanges;

/** Favourites and "we made this" (docs/product.md, the family kitchen): signed-in cooks only. */
export function favouritesRouter(
  favourites: FavouritesService,
  cooked: CookedService,
  limiter: RateLimiter,
): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const writes = {
    before: [
      rateLimit({
        limiter,
        name: 'kitchen-notes',
        ...KITCHEN_NOTES_RATE_LIMIT,
        message: TOO_MANY_KITCHEN_NOTES,
        by: (req) => principalOf(req).sub,
      }),
    ],
  };

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

  mount(router, addCooked, writes, ({ params, body }, req) =>
    cooked.add(params.id, body, principalOf(req)),
  );

  mount(router, listCooked, {}, ({ params }, req) => cooked.forRecipe(params.id, principalOf(req)));

  mount(router, setCookedHidden, writes, ({ params, body }, req) =>
    cooked.setHidden(params.id, params.entryId, body.hidden, principalOf(req)),
  );

  mount(router, listMyCooked, {}, async ({ query }, req, res) => {
    sendList(res, await cooked.mine(query, principalOf(req)));
  });

  return router;
}
