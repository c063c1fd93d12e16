import { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  categoryFromSlug,
  listQuerySchema,
  RECIPE_STATUS,
  type ListQuery,
} from '@family-recipes/shared';
import { AppError, fieldErrorsOf, invalidField, invalidInput } from '../../http/errors.js';
import { requireAdmin, requireSignedIn, requireSubmitter, principalOf } from '../identity/index.js';
import { recipeImages, recipeImageUpload } from '../images/upload.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { ListResult, RecipesService } from './recipes.service.js';

function parseList(req: Request): ListQuery {
  const parsed = listQuerySchema.safeParse(req.query);
  if (!parsed.success) {
    throw invalidInput(fieldErrorsOf(parsed.error), 'Invalid query');
  }
  return parsed.data;
}

function sendList(res: Response, result: ListResult) {
  res.set('X-Total-Count', String(result.total)).json(result.items);
}

function idParam(req: Request): string {
  const id = req.params['id'];
  return typeof id === 'string' ? id : '';
}

/**
 * Submissions and edits per account: each one decodes a photo and waits for an administrator, so
 * a cook typing in a cookbook stays far below this while a script is stopped.
 */
export const RECIPE_WRITES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 60 } as const;
export const TOO_MANY_RECIPE_WRITES = 'Too many recipes sent. Please try again in a few minutes.';

/**
 * Every recipe and moderation call (docs/product.md, API calls). `reads.public` serves the
 * anonymous reads of lists and recipes, `reads.signedIn` a caller's own lists, from caches that
 * every write invalidates (http/public-cache.ts).
 */
export function recipesRouter(
  service: RecipesService,
  reads: { public: RequestHandler; signedIn: RequestHandler },
  limiter: RateLimiter,
): Router {
  const publicReads = reads.public;
  const ownReads = reads.signedIn;
  const router = Router();
  // Counted per account (the token's subject), after the token check and before the upload is
  // read, so a refused request costs one small query and no decoding.
  const recipeWrites = rateLimit({
    limiter,
    name: 'recipe-writes',
    ...RECIPE_WRITES_RATE_LIMIT,
    message: TOO_MANY_RECIPE_WRITES,
    by: (req) => principalOf(req).sub,
  });

  router.get('/featured-recipes', publicReads, async (req, res) => {
    sendList(res, await service.listFeatured(parseList(req), req.principal));
  });

  router.get('/all-recipes', publicReads, async (req, res) => {
    sendList(res, await service.listApproved(parseList(req), req.principal));
  });

  router.get('/categories/:category', publicReads, async (req, res) => {
    const slug = typeof req.params['category'] === 'string' ? req.params['category'] : '';
    const category = categoryFromSlug(slug);
    if (!category) throw new AppError(404, `Unknown category: ${slug.slice(0, 40)}`);
    sendList(res, await service.listApproved(parseList(req), req.principal, category));
  });

  router.get('/recipes', async (req, res) => {
    sendList(res, await service.search(parseList(req), req.principal));
  });

  router.get('/recipes/:id', publicReads, async (req, res) => {
    res.json(await service.get(idParam(req), req.principal));
  });

  router.post(
    '/submit-recipe',
    requireSubmitter,
    recipeWrites,
    recipeImageUpload,
    async (req, res) => {
      const recipe = await service.submit(req.body, recipeImages(req), principalOf(req));
      res.status(201).json(recipe);
    },
  );

  router.put(
    '/update-recipe/:id',
    requireSignedIn,
    recipeWrites,
    recipeImageUpload,
    async (req, res) => {
      const recipe = await service.update(
        idParam(req),
        req.body,
        recipeImages(req),
        principalOf(req),
      );
      res.status(201).json(recipe);
    },
  );

  router.get('/my-recipes', requireSignedIn, ownReads, async (req, res) => {
    sendList(res, await service.listMine(parseList(req), principalOf(req)));
  });

  router.get('/admin/pending-recipes', requireAdmin, ownReads, async (req, res) => {
    sendList(
      res,
      await service.listByStatus(RECIPE_STATUS.PENDING, parseList(req), principalOf(req)),
    );
  });

  router.get('/admin/denied-recipes', requireAdmin, ownReads, async (req, res) => {
    sendList(
      res,
      await service.listByStatus(RECIPE_STATUS.DENIED, parseList(req), principalOf(req)),
    );
  });

  router.put('/admin/recipes/:id/status/:status', requireAdmin, async (req, res) => {
    const status = Number(req.params['status']);
    if (status !== RECIPE_STATUS.APPROVED && status !== RECIPE_STATUS.DENIED) {
      throw invalidField('status', 'Status must be 101 (approve) or 199 (deny).');
    }
    // An optional JSON body { "note": "..." } (decision 019); the specification's empty call works.
    res.json(await service.setStatus(idParam(req), status, principalOf(req), req.body));
  });

  router.put('/feature-recipe/:id', requireAdmin, async (req, res) => {
    res.json(await service.setFeatured(idParam(req), true, principalOf(req)));
  });

  router.put('/unfeature-recipe/:id', requireAdmin, async (req, res) => {
    res.json(await service.setFeatured(idParam(req), false, principalOf(req)));
  });

  return router;
}
