import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import { DataVersion } from '../../http/data-version.js';
import type { ApiRouter } from '../../http/endpoint.js';
import type { Logger } from '../../http/logger.js';
import { publicReadCache, signedInReadCache } from '../../http/public-cache.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { Storage } from '../storage/storage.js';
import { RecipesRepository } from './recipes.repository.js';
import { recipesRouter } from './recipes.router.js';
import { RecipesService } from './recipes.service.js';

/*
 * The recipes module: recipes, their moderation and search, who may use which recipe, and the
 * recipes' data version that cached answers go by. Other modules import it only through this file.
 */

export { canUse, usableRecipe } from './visibility.js';
export { RecipeAccessRepository, usableBy, type RecipeAccessRow } from './visibility.repository.js';
export {
  newSubmissions,
  recipeCountRows,
  recipeListFields,
  recipeRows,
  recipesForLists,
  recipeView,
  type RecipeForList,
} from './recipe-reads.repository.js';
export { setRatings } from './recipe-ratings.repository.js';
export { rereadIngredients } from './ingredients-reread.repository.js';
/** What export and restore read and write of the recipes (modules/export). */
export * as recipeBackup from './recipe-backup.repository.js';
export type { NewStatusChangeRow } from './recipe-backup.repository.js';
export type {
  NewRecipeRow,
  RecipeListRow,
  RecipeRow,
  RecipeStatusChangeRow,
} from './recipes.schema.js';
export { recipeFactsOf, toRecipeSummaryJson } from './recipe.mapper.js';
export { recipeHeadColumns } from './recipes.schema.js';
export { recipeFromForm } from './recipe-form.js';
export { moreColumns } from './recipe-writes.js';
export type { RecipesService } from './recipes.service.js';
export type { RecipesRepository } from './recipes.repository.js';

export interface RecipesModuleDeps {
  /** The whole database: the data version listens on it, not only queries it. */
  database: Pick<Database, 'db' | 'listen'>;
  storage: Storage;
  logger: Logger;
  /** The site's address (siteUrl), for the links in the mail a cook gets. */
  publicUrl: string;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** A mail was stored in the outbox: deliver it soon. */
  onNotice?: (() => void) | undefined;
  /** Search answers carry the search cache's counts (config.searchCacheStats). */
  searchCacheStats?: boolean;
}

export interface RecipesModule {
  /** Every recipe and moderation call; mount under /api after authenticate. */
  router: Router;
  /** The same calls, for the in-process caller (the page render). */
  api: ApiRouter;
  /** The recipe rules, for other modules (import) and the server's page render. */
  service: RecipesService;
  /**
   * The recipes' data version (decision 021): mount `trackWrites()` under /api before any route;
   * `current()` is what cached answers (these reads, the sitemap) go by.
   */
  dataVersion: DataVersion;
}

export function createRecipesModule(deps: RecipesModuleDeps): RecipesModule {
  const repository = new RecipesRepository(deps.database.db);
  const dataVersion = new DataVersion({
    read: () => repository.dataVersion(),
    database: deps.database,
    logger: deps.logger,
  });
  const service = new RecipesService(repository, deps.storage, deps.logger, {
    publicUrl: deps.publicUrl,
    onNotice: deps.onNotice,
    searchVersion: (options) => dataVersion.current(options),
  });
  const reads = {
    public: publicReadCache({
      version: () => dataVersion.current(),
      // Searches have their own cache, keyed by what changes their answer (search-cache.ts).
      skip: (req) => typeof req.query['q'] === 'string' && req.query['q'].trim() !== '',
    }),
    // Read afresh: the cook's own write may have gone through another app process (decision 021).
    signedIn: signedInReadCache({ version: () => dataVersion.current({ fresh: true }) }),
  };
  const api = recipesRouter(service, reads, deps.limiter, {
    cacheStats: deps.searchCacheStats ?? false,
  });
  return {
    router: api.routes,
    api,
    service,
    dataVersion,
  };
}
