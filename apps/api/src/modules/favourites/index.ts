import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { RecipeAccessRepository } from '../recipes/index.js';
import { FavouritesRepository } from './favourites.repository.js';
import { favouritesRouter } from './favourites.router.js';
import { FavouritesService } from './favourites.service.js';

export {
  FAVOURITES_BACKUP,
  favouriteRows,
  favouritesOfCook,
  lovedBySql,
} from './favourites-backup.repository.js';

export interface FavouritesModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

export interface FavouritesModule {
  /** A cook's favourite recipes; mount under /api after authenticate. */
  router: Router;
}

export function createFavouritesModule(deps: FavouritesModuleDeps): FavouritesModule {
  const service = new FavouritesService(
    new FavouritesRepository(deps.db),
    new RecipeAccessRepository(deps.db),
  );
  return { router: favouritesRouter(service, deps.limiter).routes };
}
