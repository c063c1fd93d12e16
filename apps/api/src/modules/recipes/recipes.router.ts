import { Router, type RequestHandler, type Response } from 'express';
import {
  categoryFromSlug,
  featureRecipe,
  getRecipe,
  listApproved,
  listDenied,
  listFeatured,
  listMyRecipes,
  listPending,
  formatSearchCorrected,
  RECIPE_STATUS,
  SEARCH_CORRECTED_HEADER,
  searchRecipes,
  setRecipeStatus,
  submitRecipe,
  unfeatureRecipe,
  updateRecipe,
  listCategory,
} from '@family-recipes/shared';
import { AppError, invalidField } from '../../http/errors.js';
import { sendList } from '../../http/list-page.js';
import { mount, principalOf } from '../identity/index.js';
import { recipeImages, recipeImageUpload } from '../images/upload.js';
import { rateLimit, type RateLimiter } from '../rate-limit/rate-limiter.js';
import { editedRecipeFromForm, recipeFromForm } from './recipe-form.js';
import type { RecipesService, SearchResult } from './recipes.service.js';

/**
 * Submissions and edits per account: each one decodes a photo and waits for an administrator, so
 * a cook typing in a cookbook stays far below this while a script is stopped.
 */
export const RECIPE_WRITES_RATE_LIMIT = { windowMs: 10 * 60 * 1000, max: 60 } as const;
export const TOO_MANY_RECIPE_WRITES = 'Too many recipes sent. Please try again in a few minutes.';

/**
 * A search's answer: its items, X-Total-Count, the words read as others in X-Search-Corrected
 * (left out when none was) and, only where the settings ask for it (the benches), X-Search-Cache:
 * hit (the cache answered), shared (the same search being answered did) or miss, then the cache's
 * size and counts since the start (decision 037).
 */
function sendSearch(res: Response, result: SearchResult, cacheStats: boolean): void {
  res.set('X-Total-Count', String(result.total));
  if (cacheStats) {
    const { answered, entries, bytes, hits, shared, misses } = result.cache;
    res.set(
      'X-Search-Cache',
      `${answered}; entries=${entries}; bytes=${bytes}; hits=${hits}; shared=${shared}; misses=${misses}`,
    );
  }
  if (result.corrected.length > 0) {
    res.set(SEARCH_CORRECTED_HEADER, formatSearchCorrected(result.corrected));
  }
  res.type('application/json').send(result.json);
}

/**
 * Every recipe and moderation call (docs/product.md, API calls). `reads.public` serves the
 * anonymous reads of lists and recipes, `reads.signedIn` a caller's own lists, from caches that
 * every write invalidates (http/public-cache.ts).
 */
export function recipesRouter(
  service: RecipesService,
  reads: { public: RequestHandler; signedIn: RequestHandler },
  limiter: RateLimiter,
  { cacheStats }: { cacheStats: boolean },
): Router {
  const publicReads = { before: [reads.public] };
  const ownReads = { before: [reads.signedIn] };
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
  const form = { before: [recipeWrites, recipeImageUpload] };

  mount(router, listFeatured, publicReads, async ({ query }, req, res) => {
    sendList(res, await service.listFeatured(query, req.principal));
  });

  mount(router, listApproved, publicReads, async ({ query }, req, res) => {
    sendList(res, await service.listApproved(query, req.principal));
  });

  mount(router, listCategory, publicReads, async ({ params, query }, req, res) => {
    const category = categoryFromSlug(params.category);
    if (!category) throw new AppError(404, `Unknown category: ${params.category.slice(0, 40)}`);
    sendList(res, await service.listApproved(query, req.principal, category));
  });

  mount(router, searchRecipes, {}, async ({ query }, req, res) => {
    sendSearch(res, await service.search(query, req.principal), cacheStats);
  });

  mount(router, getRecipe, publicReads, ({ params }, req) => service.get(params.id, req.principal));

  mount(router, submitRecipe, form, (_input, req) => {
    const images = recipeImages(req);
    const recipe = recipeFromForm(req.body, {
      hasThumbnail: !!images.thumbnail,
      requireThumbnail: true,
    });
    return service.submit(recipe, images, principalOf(req));
  });

  mount(router, updateRecipe, form, async ({ params }, req) => {
    const editor = principalOf(req);
    const existing = await service.editable(params.id, editor);
    const images = recipeImages(req);
    const recipe = editedRecipeFromForm(req.body, !!images.thumbnail, existing.category);
    return service.update(existing, recipe, images, editor);
  });

  mount(router, listMyRecipes, ownReads, async ({ query }, req, res) => {
    sendList(res, await service.listMine(query, principalOf(req)));
  });

  mount(router, listPending, ownReads, async ({ query }, req, res) => {
    sendList(res, await service.listByStatus(RECIPE_STATUS.PENDING, query, principalOf(req)));
  });

  mount(router, listDenied, ownReads, async ({ query }, req, res) => {
    sendList(res, await service.listByStatus(RECIPE_STATUS.DENIED, query, principalOf(req)));
  });

  // An optional JSON body { "note": "..." } (decision 019); the specification's empty call works.
  mount(router, setRecipeStatus, {}, ({ params, body }, req) => {
    const status = Number(params.status);
    if (status !== RECIPE_STATUS.APPROVED && status !== RECIPE_STATUS.DENIED) {
      throw invalidField('status', 'Status must be 101 (approve) or 199 (deny).');
    }
    return service.setStatus(params.id, status, principalOf(req), body);
  });

  mount(router, featureRecipe, {}, ({ params }, req) =>
    service.setFeatured(params.id, true, principalOf(req)),
  );

  mount(router, unfeatureRecipe, {}, ({ params }, req) =>
    service.setFeatured(params.id, false, principalOf(req)),
  );

  return router;
}
