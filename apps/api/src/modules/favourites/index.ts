import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { CookedRepository } from './cooked.repository.js';
import { CookedService } from './cooked.service.js';
import { FavouritesRepository } from './favourites.repository.js';
import { favouritesRouter } from './favourites.router.js';
import { FavouritesService } from './favourites.service.js';
import { RecipeAccessRepository } from '../recipes/index.js';

export interface FavouritesModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

export interface FavouritesModule {
  /** Favourites and "we made this"; mount under /api after authenticate. */
  router: Router;
}

export function createFavouritesModule(deps: FavouritesModuleDeps): FavouritesModule {
  const recipes = new RecipeAccessRepository(deps.db);
  return {
    router: favouritesRouter(
      new FavouritesService(new FavouritesRepository(deps.db), recipes),
      new CookedService(new CookedRepository(deps.db), recipes),
      deps.limiter,
    ),
  };
}
