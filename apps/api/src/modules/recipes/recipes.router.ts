import type { RequestHandler } from 'express';
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
import { created, httpOf, JsonText, ok, type ApiRouter, type Caller } from '../../http/endpoint.js';
import { listReply } from '../../http/list-page.js';
import { apiRouter } from '../identity/index.js';
import { recipeImages, recipeImageUpload } from '../images/upload.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { editedRecipeFromForm, recipeFromForm } from './recipe-form.js';
import type { RecipesService, SearchResult } from './recipes.service.js';

/**
 * A search's answer: its items, X-Total-Count, the words read as others in X-Search-Corrected
 * (left out when none was) and, only where the settings ask for it (the benches), X-Search-Cache:
 * hit (the cache answered), shared (the same search being answered did) or miss, then the cache's
 * size and counts since the start (decision 037).
 */
function searchReply(result: SearchResult, cacheStats: boolean) {
  const headers: Record<string, string> = { 'X-Total-Count': String(result.total) };
  if (cacheStats) {
    const { answered, entries, bytes, hits, shared, misses } = result.cache;
    headers['X-Search-Cache'] =
      `${answered}; entries=${entries}; bytes=${bytes}; hits=${hits}; shared=${shared}; misses=${misses}`;
  }
  if (result.corrected.length > 0) {
    headers[SEARCH_CORRECTED_HEADER] = formatSearchCorrected(result.corrected);
  }
  return { status: 200 as const, body: new JsonText(result.json), headers };
}

/** The uploaded images of a recipe form, read by its upload middleware (HTTP only). */
function formImages(caller: Caller) {
  const { req } = httpOf(caller);
  return { images: recipeImages(req), fields: req.body as unknown };
}

/**
 * Every recipe and moderation call (docs/product.md, API calls). `reads.public` serves the
 * anonymous reads of lists and recipes, `reads.signedIn` a caller's own lists, from caches that
 * every write invalidates (http/public-cache.ts). Submissions and edits are counted per account
 * (RATE_LIMITS.recipeWrites) before the upload is read.
 */
export function recipesRouter(
  service: RecipesService,
  reads: { public: RequestHandler; signedIn: RequestHandler },
  limiter: RateLimiter,
  { cacheStats }: { cacheStats: boolean },
): ApiRouter {
  const publicReads = { before: [reads.public] };
  const ownReads = { before: [reads.signedIn] };
  const router = apiRouter(limiter);
  const form = { before: [recipeImageUpload] };

  router.mount(listFeatured, publicReads, async ({ query, caller }) =>
    listReply(await service.listFeatured(query, caller.principal)),
  );

  router.mount(listApproved, publicReads, async ({ query, caller }) =>
    listReply(await service.listApproved(query, caller.principal)),
  );

  router.mount(listCategory, publicReads, async ({ params, query, caller }) => {
    const category = categoryFromSlug(params.category);
    if (!category) throw new AppError(404, `Unknown category: ${params.category.slice(0, 40)}`);
    return listReply(await service.listApproved(query, caller.principal, category));
  });

  router.mount(searchRecipes, {}, async ({ query, caller }) =>
    searchReply(await service.search(query, caller.principal), cacheStats),
  );

  router.mount(getRecipe, publicReads, async ({ params, caller }) =>
    ok(await service.get(params.id, caller.principal)),
  );

  router.mount(submitRecipe, form, async ({ caller }) => {
    const { images, fields } = formImages(caller);
    const recipe = recipeFromForm(fields, {
      hasThumbnail: !!images.thumbnail,
      requireThumbnail: true,
    });
    return created(await service.submit(recipe, images, caller.principal));
  });

  router.mount(updateRecipe, form, async ({ params, caller }) => {
    const editor = caller.principal;
    const existing = await service.editable(params.id, editor);
    const { images, fields } = formImages(caller);
    const recipe = editedRecipeFromForm(fields, !!images.thumbnail, existing);
    return created(await service.update(existing, recipe, images, editor));
  });

  router.mount(listMyRecipes, ownReads, async ({ query, caller }) =>
    listReply(await service.listMine(query, caller.principal)),
  );

  router.mount(listPending, ownReads, async ({ query, caller }) =>
    listReply(await service.listByStatus(RECIPE_STATUS.PENDING, query, caller.principal)),
  );

  router.mount(listDenied, ownReads, async ({ query, caller }) =>
    listReply(await service.listByStatus(RECIPE_STATUS.DENIED, query, caller.principal)),
  );

  // An optional JSON body { "note": "..." } (decision 019); the specification's empty call works.
  router.mount(setRecipeStatus, {}, async ({ params, body, caller }) => {
    const status = Number(params.status);
    if (status !== RECIPE_STATUS.APPROVED && status !== RECIPE_STATUS.DENIED) {
      throw invalidField('status', 'Status must be 101 (approve) or 199 (deny).');
    }
    return ok(await service.setStatus(params.id, status, caller.principal, body));
  });

  router.mount(featureRecipe, {}, async ({ params, caller }) =>
    ok(await service.setFeatured(params.id, true, caller.principal)),
  );

  router.mount(unfeatureRecipe, {}, async ({ params, caller }) =>
    ok(await service.setFeatured(params.id, false, caller.principal)),
  );

  return router;
}
