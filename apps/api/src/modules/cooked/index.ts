import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { RecipeAccessRepository } from '../recipes/index.js';
import { CookedRepository } from './cooked.repository.js';
import { cookedRouter } from './cooked.router.js';
import { CookedService } from './cooked.service.js';

export interface CookedModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

export interface CookedModule {
  /** "We made this": ratings and notes per cook; mount under /api after authenticate. */
  router: Router;
}

/** "We made this" (decision 027): a rating and a note, once a day per cook and recipe. */
export function createCookedModule(deps: CookedModuleDeps): CookedModule {
  const service = new CookedService(
    new CookedRepository(deps.db),
    new RecipeAccessRepository(deps.db),
  );
  return { router: cookedRouter(service, deps.limiter) };
}
