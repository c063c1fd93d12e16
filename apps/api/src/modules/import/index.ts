import type { Router } from 'express';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { RecipesService } from '../recipes/index.js';
import { importRouter } from './import.router.js';
import { ImportService } from './import.service.js';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from './safe-fetch.js';

export interface ImportModuleDeps {
  recipes: RecipesService;
  limiter: RateLimiter;
  /** Loopback fixture servers are reachable only when the configuration says so (tests). */
  allowLoopback: boolean;
  /** Replaces parts of the fetch rules in tests (a resolver that answers a private address). */
  fetchPolicy?: Partial<FetchPolicy> | undefined;
  /** Shorter waits than the defaults, for tests: each photo's fetch and a whole file's photos. */
  timeouts?: ImportTimeouts | undefined;
}

export interface ImportTimeouts {
  fetchMs: number;
  fileMs: number;
}

export interface ImportModule {
  /** POST /api/import/url and /api/import/file; mount under /api after authenticate. */
  router: Router;
  service: ImportService;
}

/** POST /api/import/url and /api/import/file (docs/decisions/018). */
export function createImportModule(deps: ImportModuleDeps): ImportModule {
  const policy: FetchPolicy = {
    ...DEFAULT_FETCH_POLICY,
    allowLoopback: deps.allowLoopback,
    ...deps.fetchPolicy,
    ...(deps.timeouts ? { timeoutMs: deps.timeouts.fetchMs } : {}),
  };
  const service = new ImportService(deps.recipes, policy, deps.timeouts?.fileMs);
  return { service, router: importRouter(service, deps.limiter).routes };
}
