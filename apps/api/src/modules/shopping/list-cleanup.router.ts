import { Router, type RequestHandler } from 'express';
import {
  clearTickedLines,
  moveItemToAisle,
  removeRecipeLines,
  untickAllLines,
} from '@family-recipes/shared';
import { mount, principalOf } from '../identity/index.js';
import { ListCleanup } from './list-cleanup.js';
import type { ShoppingService } from './shopping.service.js';

/**
 * A list's clean-up and a line's aisle: writes of the list, counted with its other writes
 * (`writeLimit`, the list write limit of shopping.router.ts).
 */
export function listCleanupRouter(service: ShoppingService, writeLimit: RequestHandler): Router {
  const router = Router();
  const cleanup = new ListCleanup(service);
  // A clean-up without a JSON body is read as an empty one.
  const writes = { before: [writeLimit], missingBody: {} };

  mount(router, clearTickedLines, writes, ({ params, body }, req) =>
    cleanup.clearTicked(params.id, body, principalOf(req)),
  );

  mount(router, untickAllLines, writes, ({ params, body }, req) =>
    cleanup.untickAll(params.id, body, principalOf(req)),
  );

  mount(router, removeRecipeLines, writes, ({ params }, req) =>
    cleanup.removeRecipe(params.id, params.recipeId, principalOf(req)),
  );

  mount(router, moveItemToAisle, writes, ({ params, body }, req) =>
    cleanup.moveToAisle(params.id, params.itemId, body, principalOf(req)),
  );

  return router;
}
