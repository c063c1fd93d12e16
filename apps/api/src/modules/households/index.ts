import type { Router } from 'express';
import type { Db } from '../../db/client.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { HouseholdInvitationsRepository } from './household-invitations.repository.js';
import { HouseholdRepository } from './households.repository.js';
import { householdsRouter } from './households.router.js';
import { HouseholdsService } from './households.service.js';

export {
  householdIdOf,
  householdIdOfSql,
  householdLookup,
  kitchenSubsSql,
  memberCount,
  membersJsonSql,
  membersOf,
  sameHouseholdSql,
  type HouseholdLookup,
} from './household-lookup.repository.js';
export {
  HOUSEHOLDS_BACKUP,
  homesOf,
  householdOfCook,
  memberAddressOf,
  MEMBERS_BACKUP,
  type RestoredCook,
} from './households-backup.repository.js';

export interface HouseholdsModuleDeps {
  db: Db;
  /** The site's address (siteUrl): the invitation's link. */
  publicUrl: string;
  /** The app's limiter: its counters are shared by every instance. */
  limiter: RateLimiter;
  /** Called once an invitation's mail is stored (the notices outbox's nudge). */
  onMail?: (() => void) | undefined;
}

export interface HouseholdsModule {
  /** The caller's household; mount under /api after authenticate. */
  router: Router;
  service: HouseholdsService;
}

/** Households: the cooks who share one kitchen (the meal plan and its calendar feed). */
export function createHouseholdsModule(deps: HouseholdsModuleDeps): HouseholdsModule {
  const households = new HouseholdRepository(deps.db);
  const service = new HouseholdsService(
    households,
    new HouseholdInvitationsRepository(deps.db, households),
    { publicUrl: deps.publicUrl, onMail: deps.onMail },
  );
  return { router: householdsRouter(service, deps.limiter).routes, service };
}
