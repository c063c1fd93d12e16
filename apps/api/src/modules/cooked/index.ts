import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { RecipeAccessRepository } from '../recipes/index.js';
import type { Storage } from '../storage/storage.js';
import { CookedRepository } from './cooked.repository.js';
import { cookedRouter } from './cooked.router.js';
import { CookedService } from './cooked.service.js';
import { RecipeNotesRepository } from './recipe-notes.repository.js';

export { COOKED_BACKUP, entriesOfCook } from './cooked-backup.repository.js';
export { PhotoOwnersRepository } from './photo-owners.repository.js';
export { recipesWithEntries, recountRatings } from './recipe-ratings.repository.js';

export interface CookedModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** Where entries' photos are kept (the recipe photos' storage). */
  storage: Storage;
}

export interface CookedModule {
  /** "We made this": ratings and notes per cook; mount under /api after authenticate. */
  router: Router;
}

/**
 * "We made this" (decision 027): a rating, a note and a photo, once a day per cook and recipe,
 * which the author edits and deletes; and what the household knows of a recipe (last made, loved
 * by).
 */
export function createCookedModule(deps: CookedModuleDeps): CookedModule {
  const service = new CookedService(
    new CookedRepository(deps.db),
    new RecipeAccessRepository(deps.db),
    new RecipeNotesRepository(deps.db),
    deps.storage,
  );
  return { router: cookedRouter(service, deps.limiter).routes };
}
