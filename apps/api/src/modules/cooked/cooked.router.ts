import { Router } from 'express';
import { addCooked, listCooked, listMyCooked, setCookedHidden } from '@family-recipes/shared';
import { sendList } from '../../http/list-page.js';
import { mount, principalOf } from '../identity/index.js';
import { kitchenNotesRateLimit } from '../rate-limit/kitchen-notes.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CookedService } from './cooked.service.js';

/** "We made this" (docs/product.md, the family kitchen): signed-in cooks only. */
export function cookedRouter(cooked: CookedService, limiter: RateLimiter): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing; the
  // same count as the favourites' writes.
  const writes = { before: [kitchenNotesRateLimit(limiter, (req) => principalOf(req).sub)] };

  mount(router, addCooked, writes, ({ params, body }, req) =>
    cooked.add(params.id, body, principalOf(req)),
  );

  mount(router, listCooked, {}, ({ params }, req) => cooked.forRecipe(params.id, principalOf(req)));

  mount(router, setCookedHidden, writes, ({ params, body }, req) =>
    cooked.setHidden(params.id, params.entryId, body.hidden, principalOf(req)),
  );

  // Only the page matters: the list keeps one order, the newest first.
  mount(router, listMyCooked, {}, async ({ query }, req, res) => {
    sendList(res, await cooked.mine(query, principalOf(req)));
  });

  return router;
}
