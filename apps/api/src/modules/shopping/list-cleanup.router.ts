import {
  clearTickedLines,
  moveItemToAisle,
  removeListItem,
  removeRecipeLines,
  undoListRemoval,
  untickAllLines,
} from '@family-recipes/shared';
import { ok, type ApiRouter } from '../../http/endpoint.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ListCleanup } from './list-cleanup.js';
import { ListUndo } from './list-undo.js';
import type { ShoppingService } from './shopping.service.js';

/**
 * A list's clean-up, taking a line off, undoing a removal, and a line's aisle: writes of the list, counted with its other writes
 * (RATE_LIMITS.shoppingLists). A clean-up without a JSON body is read as an empty one.
 */
export function listCleanupRouter(service: ShoppingService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);
  const cleanup = new ListCleanup(service);
  const undos = new ListUndo(service);
  const writes = { missingBody: {} };

  router.mount(clearTickedLines, writes, async ({ params, body, caller }) =>
    ok(await cleanup.clearTicked(params.id, body ?? {}, caller.principal)),
  );

  router.mount(untickAllLines, writes, async ({ params, body, caller }) =>
    ok(await cleanup.untickAll(params.id, body ?? {}, caller.principal)),
  );

  router.mount(removeRecipeLines, writes, async ({ params, caller }) =>
    ok(await cleanup.removeRecipe(params.id, params.recipeId, caller.principal)),
  );

  router.mount(removeListItem, writes, async ({ params, caller }) =>
    ok(await cleanup.removeItem(params.id, params.itemId, caller.principal)),
  );

  router.mount(undoListRemoval, writes, async ({ params, caller }) =>
    ok(await undos.undo(params.id, params.undoId, caller.principal)),
  );

  router.mount(moveItemToAisle, writes, async ({ params, body, caller }) =>
    ok(await cleanup.moveToAisle(params.id, params.itemId, body, caller.principal)),
  );

  return router;
}
