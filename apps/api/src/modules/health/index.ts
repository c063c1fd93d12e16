import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import { healthRouter } from './health.router.js';

export interface HealthModuleDeps {
  /** The database /ready pings. */
  database: Database;
  /** True once the process is shutting down: /ready then answers 503. */
  isStopping?: (() => boolean) | undefined;
}

export interface HealthModule {
  /** GET /api/health and /api/ready; mount under /api before anything that can refuse a call. */
  router: Router;
}

export function createHealthModule(deps: HealthModuleDeps): HealthModule {
  return { router: healthRouter(deps.database, deps.isStopping).routes };
}
