import { Router, type Request, type Response } from 'express';
import {
  cookedInputSchema,
  cookedVisibilitySchema,
  listQuerySchema,
  type ListQuery,
  API_MESSAGES,
} from '@family-recipes/shared';
import { requireSignedIn, principalOf } from '../identity/index.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { CookedService } from './cooked.service.js';
import type { Page } from './favourites.repository.js';
import type { FavouritesService } from './favourites.service.js';
import { pathParam, parseInput } from '../../http/request-input.js';

/** Only the page matters: these lists keep one order, the newest first. */
function parseList(req: Request): ListQuery {
  return parseInput(listQuerySchema, req.query, 'Invalid query');
}

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
  const writes = rateLimit({
    limiter,
    name: 'kitchen-notes',
    ...KITCHEN_NOTES_RATE_LIMIT,
    message: TOO_MANY_KITCHEN_NOTES,
    by: (req) => principalOf(req).sub,
  });

  router.put('/recipes/:id/favourite', requireSignedIn, writes, async (req, res) => {
    res.json(await favourites.set(pathParam(req, 'id'), true, principalOf(req)));
  });

  router.delete('/recipes/:id/favourite', requireSignedIn, writes, async (req, res) => {
    res.json(await favourites.set(pathParam(req, 'id'), false, principalOf(req)));
  });

  router.get('/my-favourites', requireSignedIn, async (req, res) => {
    sendList(res, await favourites.list(parseList(req), principalOf(req)));
  });

  router.get('/my-favourite-ids', requireSignedIn, async (req, res) => {
    res.json(await favourites.ids(principalOf(req)));
  });

  router.post('/recipes/:id/cooked', requireSignedIn, writes, async (req, res) => {
    const input = parseInput(cookedInputSchema, req.body, 'Invalid note');
    res.status(201).json(await cooked.add(pathParam(req, 'id'), input, principalOf(req)));
  });

  router.get('/recipes/:id/cooked', requireSignedIn, async (req, res) => {
    res.json(await cooked.forRecipe(pathParam(req, 'id'), principalOf(req)));
  });

  router.patch('/recipes/:id/cooked/:entryId', requireSignedIn, writes, async (req, res) => {
    const { hidden } = parseInput(cookedVisibilitySchema, req.body, 'Invalid visibility');
    res.json(
      await cooked.setHidden(
        pathParam(req, 'id'),
        pathParam(req, 'entryId'),
        hidden,
        principalOf(req),
      ),
    );
  });

  router.get('/my-cooked', requireSignedIn, async (req, res) => {
    sendList(res, await cooked.mine(parseList(req), principalOf(req)));
  });

  return router;
}
