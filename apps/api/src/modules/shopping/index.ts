import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ListEvents } from './list-events.js';
import { ShoppingRepository } from './shopping.repository.js';
import { shoppingRouter } from './shopping.router.js';
import { ShoppingService } from './shopping.service.js';

/** For other modules' writes sent from a cook's device ("we made this"). */
export { AppliedOps } from './applied-ops.repository.js';

export interface ShoppingModuleDeps {
  /** The whole database: live updates listen on it, not only query it. */
  database: Pick<Database, 'db' | 'listen'>;
  logger: Logger;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** Aborted when the process begins to stop: open event streams end so the server can close. */
  stopping?: AbortSignal | undefined;
}

export interface ShoppingModule {
  /** Shopping lists and their event streams; mount under /api after authenticate. */
  router: Router;
  /** For other modules that add to a list (the meal plan). */
  service: ShoppingService;
  /** Ends the open event streams and stops listening. */
  close(): Promise<void>;
}

export function createShoppingModule(deps: ShoppingModuleDeps): ShoppingModule {
  const service = new ShoppingService(new ShoppingRepository(deps.database.db));
  const events = new ListEvents({ database: deps.database, logger: deps.logger });
  const close = () => events.close();
  if (deps.stopping?.aborted) void close();
  else deps.stopping?.addEventListener('abort', () => void close(), { once: true });
  return { router: shoppingRouter(service, events, deps.limiter), service, close };
}
