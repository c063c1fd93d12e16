import { Router } from 'express';
import {
  KITCHEN_MESSAGES,
  addListItem,
  addRecipeToList,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listEvents,
  listShoppingLists,
  removeListItem,
  updateListItem,
  updateShoppingList,
  API_MESSAGES,
} from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { mount, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ListEvents } from './list-events.js';
import { listCleanupRouter } from './list-cleanup.router.js';
import type { ShoppingService } from './shopping.service.js';

/**
 * Changes to lists per account: a family ticking off a big shop in the store stays far below it,
 * a script filling lists does not.
 */
const SHOPPING_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 600 } as const;
const TOO_MANY_LIST_CHANGES = API_MESSAGES.tooManyChanges;
const LIVE_UPDATES_UNAVAILABLE = 'Live updates are unavailable. Please try again.';

/** The household's shopping lists and their live updates: signed-in cooks only. */
export function shoppingRouter(
  service: ShoppingService,
  events: ListEvents,
  limiter: RateLimiter,
): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const writeLimit = rateLimit({
    limiter,
    name: 'shopping-lists',
    ...SHOPPING_RATE_LIMIT,
    message: TOO_MANY_LIST_CHANGES,
    by: (req) => principalOf(req).sub,
  });
  // A write without a JSON body is read as an empty one: its fields then say what is missing.
  const writes = { before: [writeLimit], missingBody: {} };
  router.use(listCleanupRouter(service, writeLimit));

  mount(router, listShoppingLists, {}, (_input, req) => service.lists(principalOf(req)));

  mount(router, createShoppingList, writes, ({ body }, req) =>
    service.create(body, principalOf(req)),
  );

  mount(router, getShoppingList, {}, ({ params }, req) => service.get(params.id, principalOf(req)));

  mount(router, updateShoppingList, writes, ({ params, body }, req) =>
    service.update(params.id, body, principalOf(req)),
  );

  mount(router, deleteShoppingList, writes, async ({ params }, req, res) => {
    await service.remove(params.id, principalOf(req));
    res.status(204).end();
  });

  mount(router, addRecipeToList, writes, ({ params, body }, req) =>
    service.addRecipes(params.id, [body], principalOf(req)),
  );

  mount(router, addListItem, writes, async ({ params, body }, req, res) => {
    const { list, created } = await service.addItem(params.id, body, principalOf(req));
    // An op_id sent again adds nothing: 200 with the list as it is.
    res.status(created ? 201 : 200).json(list);
  });

  mount(router, updateListItem, writes, async ({ params, body }, req, res) => {
    const result = await service.updateItem(params.id, params.itemId, body, principalOf(req));
    if (result.kept === 'theirs') {
      res.status(409).json({ message: KITCHEN_MESSAGES.itemChangedLater, item: result.item });
      return;
    }
    return result.item;
  });

  mount(router, removeListItem, writes, async ({ params }, req, res) => {
    await service.removeItem(params.id, params.itemId, principalOf(req));
    res.status(204).end();
  });

  mount(router, listEvents, {}, async ({ params }, req, res) => {
    const id = params.id;
    const principal = principalOf(req);
    if (events.stopping) throw new AppError(503, LIVE_UPDATES_UNAVAILABLE);
    // Listening before the access check: a change made after the check is never missed.
    try {
      await events.ready();
    } catch {
      throw new AppError(503, LIVE_UPDATES_UNAVAILABLE);
    }
    await service.assertVisible(id, principal);
    // Before any header: beyond the caps this answers 429 as JSON.
    events.open(id, principal, res);
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      // One cook's events; no-transform keeps the compression middleware from holding them back.
      'Cache-Control': 'private, no-store, no-transform',
      'X-Accel-Buffering': 'no',
      // Once a stream ends (list deleted, shutdown) its connection goes too, instead of idling.
      Connection: 'close',
    });
    res.flushHeaders();
    res.write(': open\n\n');
  });

  return router;
}
