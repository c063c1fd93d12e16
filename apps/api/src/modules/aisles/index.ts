import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import { householdLookup } from '../households/index.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { HouseholdAislesRepository } from './aisles.repository.js';
import { aislesRouter } from './aisles.router.js';
import { AislesService } from './aisles.service.js';

export {
  AISLE_ORDERS_BACKUP,
  HOUSEHOLD_AISLES_BACKUP,
  ITEM_AISLES_BACKUP,
  LIST_SHOPS_BACKUP,
  SHOPS_BACKUP,
} from './aisles-backup.js';

export { aisleViewOf, shownAisle } from './aisle-view.js';

export {
  aisleViewSql,
  chosenAisleSql,
  chosenAislesSql,
  HouseholdAislesRepository,
  type HouseholdAisleChoices,
} from './aisles.repository.js';

export interface AislesModuleDeps {
  db: Db;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
}

/**
 * The household's aisles and shops (/api/household/aisles, /api/household/shops; decision 048).
 * Moving a line to an aisle, or setting a list's shop,
 * is a write of its list (modules/shopping); the lists' views read them all.
 */
export function createAislesModule(deps: AislesModuleDeps): { router: Router } {
  const service = new AislesService(
    new HouseholdAislesRepository(deps.db),
    householdLookup(deps.db),
  );
  return { router: aislesRouter(service, deps.limiter).routes };
}
