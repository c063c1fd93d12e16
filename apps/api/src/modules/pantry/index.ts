import type { Router } from 'express';
import type { Principal } from '../identity/index.js';
import type { Db } from '../../db/client.js';
import { householdLookup } from '../households/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { PantryRepository } from './pantry.repository.js';
import { pantryRouter } from './pantry.router.js';
import { PantryService } from './pantry.service.js';

export { PANTRIES_BACKUP, STAPLES_BACKUP } from './pantry-backup.js';

export interface PantryModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

export interface PantryModule {
  /** The caller's household's pantry; mount under /api after authenticate. */
  router: Router;
  /** The keys of the caller's household's staples, for what a shopping list leaves off. */
  stapleKeys(principal: Principal): Promise<Set<string>>;
}

/** The household's pantry: the staples it always has. */
export function createPantryModule(deps: PantryModuleDeps): PantryModule {
  const service = new PantryService(new PantryRepository(deps.db), householdLookup(deps.db));
  return {
    router: pantryRouter(service, deps.limiter).routes,
    stapleKeys: (principal) => service.stapleKeys(principal),
  };
}
