import {
  addCooked,
  deleteCooked,
  listCooked,
  listMyCooked,
  listRecipeNotes,
  removeCookedPhoto,
  setCookedPhoto,
  updateCooked,
} from '@family-recipes/shared';
import { created, httpOf, noContent, ok, type ApiRouter } from '../../http/endpoint.js';
import { listReply } from '../../http/list-page.js';
import { apiRouter } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { uploadedPhotoOf } from '../images/single-photo-upload.js';
import { cookedPhotoUpload } from './cooked-photo-upload.js';
import type { CookedService } from './cooked.service.js';

/**
 * "We made this" (docs/product.md, the family kitchen): signed-in cooks only. Writes count with the
 * favourites' (RATE_LIMITS.kitchenNotes); a photo also against the account's photos, as a cover
 * does, and both counts come before the photo is read.
 */
export function cookedRouter(cooked: CookedService, limiter: RateLimiter): ApiRouter {
  const router = apiRouter(limiter);

  router.mount(addCooked, {}, async ({ params, body, caller }) =>
    created(await cooked.add(params.id, body, caller.principal)),
  );

  router.mount(listCooked, {}, async ({ params, caller }) =>
    ok(await cooked.forRecipe(params.id, caller.principal)),
  );

  router.mount(updateCooked, {}, async ({ params, body, caller }) =>
    ok(await cooked.change(params.id, params.entryId, body, caller.principal)),
  );

  router.mount(deleteCooked, {}, async ({ params, caller }) => {
    await cooked.remove(params.id, params.entryId, caller.principal);
    return noContent();
  });

  router.mount(setCookedPhoto, { before: [cookedPhotoUpload] }, async ({ params, caller }) =>
    ok(
      await cooked.setPhoto(
        params.id,
        params.entryId,
        uploadedPhotoOf(httpOf(caller).req),
        caller.principal,
      ),
    ),
  );

  router.mount(removeCookedPhoto, {}, async ({ params, caller }) =>
    ok(await cooked.removePhoto(params.id, params.entryId, caller.principal)),
  );

  router.mount(listRecipeNotes, {}, async ({ query, caller }) =>
    ok(await cooked.recipeNotes(query.ids.split(','), caller.principal)),
  );

  // Only the page matters: the list keeps one order, the newest first.
  router.mount(listMyCooked, {}, async ({ query, caller }) =>
    listReply(await cooked.mine(query, caller.principal)),
  );

  return router;
}
