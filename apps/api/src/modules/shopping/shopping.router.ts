import {
  KITCHEN_MESSAGES,
  addListItem,
  addRecipeToList,
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  householdEvents,
  listEvents,
  listShoppingLists,
  updateListItem,
  updateShoppingList,
} from '@family-recipes/shared';
import { created, noContent, ok, Streamed, type ApiRouter } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Principal } from '../identity/index.js';
import type { ListEvents, StreamTopic } from './list-events.js';
import { listCleanupRouter } from './list-cleanup.router.js';
import type { ShoppingService } from './shopping.service.js';

const LIVE_UPDATES_UNAVAILABLE = 'Live updates are unavailable. Please try again.';

/** The headers of a list's live stream. */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  // One cook's events; no-transform keeps the compression middleware from holding them back.
  'Cache-Control': 'private, no-store, no-transform',
  'X-Accel-Buffering': 'no',
  // Once a stream ends (list deleted, shutdown) its connection goes too, instead of idling.
  Connection: 'close',
};

/**
 * The household's shopping lists and their live updates: signed-in cooks only. Writes are counted
 * per account (RATE_LIMITS.shoppingLists); a write without a JSON body is read as an empty one, so
 * its fields say what is missing.
 */
export function shoppingRouter(
  service: ShoppingService,
  events: ListEvents,
  limiter: RateLimiter,
): ApiRouter {
  const router = apiRouter(limiter);
  const writes = { missingBody: {} };
  router.use(listCleanupRouter(service, limiter));

  router.mount(listShoppingLists, {}, async ({ caller }) =>
    ok(await service.lists(caller.principal)),
  );

  router.mount(createShoppingList, writes, async ({ body, caller }) =>
    created(await service.create(body, caller.principal)),
  );

  router.mount(getShoppingList, {}, async ({ params, caller }) =>
    ok(await service.get(params.id, caller.principal)),
  );

  router.mount(updateShoppingList, writes, async ({ params, body, caller }) =>
    ok(await service.update(params.id, body, caller.principal)),
  );

  router.mount(deleteShoppingList, writes, async ({ params, caller }) => {
    await service.remove(params.id, caller.principal);
    return noContent();
  });

  router.mount(addRecipeToList, writes, async ({ params, body, caller }) =>
    ok(await service.addRecipes(params.id, [body], caller.principal)),
  );

  router.mount(addListItem, writes, async ({ params, body, caller }) => {
    const { list, created: isNew } = await service.addItem(params.id, body, caller.principal);
    // An op_id sent again adds nothing: 200 with the list as it is.
    return isNew ? created(list) : ok(list);
  });

  router.mount(updateListItem, writes, async ({ params, body, caller }) => {
    const result = await service.updateItem(params.id, params.itemId, body, caller.principal);
    if (result.kept === 'theirs') {
      return {
        status: 409 as const,
        body: { message: KITCHEN_MESSAGES.itemChangedLater, item: result.item },
      };
    }
    return ok(result.item);
  });

  /** Listening before the access check: a change made after the check is never missed. */
  const listening = async () => {
    if (events.stopping) throw new AppError(503, LIVE_UPDATES_UNAVAILABLE);
    try {
      await events.ready();
    } catch {
      throw new AppError(503, LIVE_UPDATES_UNAVAILABLE);
    }
  };

  /** Before any header: beyond the caps `open` answers 429 as JSON. */
  const stream = (topic: StreamTopic, principal: Principal, prelude = ': open\n\n') => ({
    status: 200 as const,
    body: new Streamed((res) => events.open(topic, principal, res), prelude),
    headers: STREAM_HEADERS,
  });

  router.mount(listEvents, {}, async ({ params, caller }) => {
    await listening();
    await service.assertVisible(params.id, caller.principal);
    return stream({ list: params.id }, caller.principal);
  });

  router.mount(householdEvents, {}, async ({ caller }) => {
    await listening();
    const household = await service.householdOf(caller.principal);
    // `removed` ends the stream: the browser opens it again a second later, for the new household.
    return stream({ household }, caller.principal, 'retry: 1000\n: open\n\n');
  });

  return router;
}
