import type { Router } from 'express';
import type { Database } from '../../db/client.js';
import type { Logger } from '../../http/logger.js';
import { householdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ListEvents, type ListEventsOptions } from './list-events.js';
import { ShoppingRepository } from './shopping.repository.js';
import { shoppingRouter } from './shopping.router.js';
import { ShoppingService } from './shopping.service.js';
import type { StapleKeys } from './recipe-lines-choice.js';
// Adds the lists' part in the household moves (src/db/owned-tables.ts).
import './household-lists.repository.js';

export {
  itemFields,
  LIST_ITEMS_BACKUP,
  LISTS_BACKUP,
  listsOfHousehold,
} from './shopping-backup.repository.js';

export interface ShoppingModuleDeps {
  /** The whole database: live updates listen on it, not only query it. */
  database: Pick<Database, 'db' | 'listen'>;
  logger: Logger;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** Aborted when the process begins to stop: open event streams end so the server can close. */
  stopping?: AbortSignal | undefined;
  /** The caps on open event streams; the defaults of list-events.ts unless a test sets them. */
  streamLimits?: Pick<ListEventsOptions, 'maxStreams' | 'maxStreamsPerAccount'> | undefined;
  /** The household's pantry staples, left off a list unless chosen; none when not given. */
  stapleKeys?: StapleKeys | undefined;
}

export interface ShoppingModule {
  /** Shopping lists and their event streams; mount under /api after authenticate. */
  router: Router;
  /** For other modules that add to a list (the meal plan). */
  service: ShoppingService;
  /** Ends the open event streams and stops listening. */
  close(): Promise<void>;
  /**
   * The caller's session logged out: its event streams end on this instance at once and on the
   * others when they hear the database's notice. Never rejects: logging out must work anyway.
   */
  endSession(caller: Pick<Principal, 'session'>): Promise<void>;
}

export function createShoppingModule(deps: ShoppingModuleDeps): ShoppingModule {
  const repository = new ShoppingRepository(deps.database.db);
  const service = new ShoppingService(
    repository,
    householdLookup(deps.database.db),
    deps.stapleKeys,
  );
  const events = new ListEvents({
    database: deps.database,
    logger: deps.logger,
    ...deps.streamLimits,
  });
  const close = () => events.close();
  if (deps.stopping?.aborted) void close();
  else deps.stopping?.addEventListener('abort', () => void close(), { once: true });
  const endSession = async ({ session }: Pick<Principal, 'session'>) => {
    if (session === undefined) return;
    // Here first: this instance's own subscription may be down, the log-out must still hold.
    events.endSession(session);
    try {
      await repository.notifySessionEnded(session);
    } catch (err) {
      deps.logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'Could not tell other instances to end a logged-out session’s list streams',
      );
    }
  };
  return {
    router: shoppingRouter(service, events, deps.limiter).routes,
    service,
    close,
    endSession,
  };
}
