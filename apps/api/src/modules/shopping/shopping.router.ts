import { Router } from 'express';
import {
  KITCHEN_MESSAGES,
  addItemSchema,
  addRecipeToListSchema,
  createListSchema,
  shareListSchema,
  updateItemSchema,
  updateListSchema,
  API_MESSAGES,
} from '@family-recipes/shared';
import type { z } from 'zod';
import { AppError, fieldErrorsOf, invalidInput } from '../../http/errors.js';
import { requireSignedIn, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ListEvents } from './list-events.js';
import type { ShoppingService } from './shopping.service.js';
import { pathParam } from '../../http/request-input.js';

function parse<T extends z.ZodType>(schema: T, value: unknown, fallback: string): z.output<T> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) throw invalidInput(fieldErrorsOf(parsed.error), fallback);
  return parsed.data;
}

/**
 * Changes to lists per account: a family ticking off a big shop in the store stays far below it,
 * a script filling lists does not.
 */
const SHOPPING_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 600 } as const;
const TOO_MANY_LIST_CHANGES = API_MESSAGES.tooManyChanges;
/**
 * Sharing by email tells whether an address has an account, so it is counted on its own: a cook
 * shares a list with a few relatives, not with hundreds of addresses tried one after another.
 */
export const SHARE_RATE_LIMIT = { windowMs: 60 * 60 * 1000, max: 20 } as const;
const TOO_MANY_SHARES = 'Too many invitations. Please try again later.';
const LIVE_UPDATES_UNAVAILABLE = 'Live updates are unavailable. Please try again.';

/** Shopping lists, their sharing and their live updates: signed-in cooks only. */
export function shoppingRouter(
  service: ShoppingService,
  events: ListEvents,
  limiter: RateLimiter,
): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing.
  const writes = rateLimit({
    limiter,
    name: 'shopping-lists',
    ...SHOPPING_RATE_LIMIT,
    message: TOO_MANY_LIST_CHANGES,
    by: (req) => principalOf(req).sub,
  });
  const shares = rateLimit({
    limiter,
    name: 'shopping-shares',
    ...SHARE_RATE_LIMIT,
    message: TOO_MANY_SHARES,
    by: (req) => principalOf(req).sub,
  });

  router.get('/shopping-lists', requireSignedIn, async (req, res) => {
    res.json(await service.lists(principalOf(req)));
  });

  router.post('/shopping-lists', requireSignedIn, writes, async (req, res) => {
    const input = parse(createListSchema, req.body, 'Invalid list');
    res.status(201).json(await service.create(input, principalOf(req)));
  });

  router.get('/shopping-lists/:id', requireSignedIn, async (req, res) => {
    res.json(await service.get(pathParam(req, 'id'), principalOf(req)));
  });

  router.patch('/shopping-lists/:id', requireSignedIn, writes, async (req, res) => {
    const input = parse(updateListSchema, req.body, 'Invalid list');
    res.json(await service.update(pathParam(req, 'id'), input, principalOf(req)));
  });

  router.delete('/shopping-lists/:id', requireSignedIn, writes, async (req, res) => {
    await service.remove(pathParam(req, 'id'), principalOf(req));
    res.status(204).end();
  });

  router.post('/shopping-lists/:id/recipes', requireSignedIn, writes, async (req, res) => {
    const input = parse(addRecipeToListSchema, req.body, 'Invalid recipe');
    res.json(await service.addRecipes(pathParam(req, 'id'), [input], principalOf(req)));
  });

  router.post('/shopping-lists/:id/items', requireSignedIn, writes, async (req, res) => {
    const input = parse(addItemSchema, req.body, 'Invalid item');
    const { list, created } = await service.addItem(pathParam(req, 'id'), input, principalOf(req));
    // An op_id sent again adds nothing: 200 with the list as it is.
    res.status(created ? 201 : 200).json(list);
  });

  router.patch('/shopping-lists/:id/items/:itemId', requireSignedIn, writes, async (req, res) => {
    const input = parse(updateItemSchema, req.body, 'Invalid item');
    const result = await service.updateItem(
      pathParam(req, 'id'),
      pathParam(req, 'itemId'),
      input,
      principalOf(req),
    );
    if (result.kept === 'theirs') {
      res.status(409).json({ message: KITCHEN_MESSAGES.itemChangedLater, item: result.item });
      return;
    }
    res.json(result.item);
  });

  router.delete('/shopping-lists/:id/items/:itemId', requireSignedIn, writes, async (req, res) => {
    await service.removeItem(pathParam(req, 'id'), pathParam(req, 'itemId'), principalOf(req));
    res.status(204).end();
  });

  router.post('/shopping-lists/:id/members', requireSignedIn, writes, shares, async (req, res) => {
    const input = parse(shareListSchema, req.body, 'Invalid email');
    res.json(await service.share(pathParam(req, 'id'), input, principalOf(req)));
  });

  router.delete('/shopping-lists/:id/members/:email', requireSignedIn, writes, async (req, res) => {
    await service.removeMember(pathParam(req, 'id'), pathParam(req, 'email'), principalOf(req));
    res.status(204).end();
  });

  router.get('/shopping-lists/:id/events', requireSignedIn, async (req, res) => {
    const id = pathParam(req, 'id');
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
