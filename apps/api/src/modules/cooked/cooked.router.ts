import { Router } from 'express';
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
import { sendList } from '../../http/list-page.js';
import { mount, principalOf } from '../identity/index.js';
import { kitchenNotesRateLimit } from '../rate-limit/kitchen-notes.js';
import { photoUploadsRateLimit } from '../rate-limit/photo-uploads.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { uploadedPhotoOf } from '../images/single-photo-upload.js';
import { cookedPhotoUpload } from './cooked-photo-upload.js';
import type { CookedService } from './cooked.service.js';

/** "We made this" (docs/product.md, the family kitchen): signed-in cooks only. */
export function cookedRouter(cooked: CookedService, limiter: RateLimiter): Router {
  const router = Router();
  // After the token check, so the count is per account and an anonymous call costs nothing; the
  // same count as the favourites' writes.
  const writeLimit = kitchenNotesRateLimit(limiter, (req) => principalOf(req).sub);
  const writes = { before: [writeLimit] };
  // A photo is decoded and stored: it counts against the account's photos too, as a cover does.
  const photoLimit = photoUploadsRateLimit(limiter, (req) => principalOf(req).sub);

  mount(router, addCooked, writes, ({ params, body }, req) =>
    cooked.add(params.id, body, principalOf(req)),
  );

  mount(router, listCooked, {}, ({ params }, req) => cooked.forRecipe(params.id, principalOf(req)));

  mount(router, updateCooked, writes, ({ params, body }, req) =>
    cooked.change(params.id, params.entryId, body, principalOf(req)),
  );

  mount(router, deleteCooked, writes, async ({ params }, req, res) => {
    await cooked.remove(params.id, params.entryId, principalOf(req));
    res.status(204).end();
  });

  // The counts first: a refused call reads no photo.
  mount(
    router,
    setCookedPhoto,
    { before: [writeLimit, photoLimit, cookedPhotoUpload] },
    ({ params }, req) =>
      cooked.setPhoto(params.id, params.entryId, uploadedPhotoOf(req), principalOf(req)),
  );

  mount(router, removeCookedPhoto, writes, ({ params }, req) =>
    cooked.removePhoto(params.id, params.entryId, principalOf(req)),
  );

  mount(router, listRecipeNotes, {}, ({ query }, req) =>
    cooked.recipeNotes(query.ids.split(','), principalOf(req)),
  );

  // Only the page matters: the list keeps one order, the newest first.
  mount(router, listMyCooked, {}, async ({ query }, req, res) => {
    sendList(res, await cooked.mine(query, principalOf(req)));
  });

  return router;
}
