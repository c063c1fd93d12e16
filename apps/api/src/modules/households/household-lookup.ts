import type { Db } from '../../db/client.js';
import type { Principal } from '../identity/index.js';
import { HouseholdRepository } from './households.repository.js';
import { kitchenName } from './households.service.js';

/** What the kitchen's modules need of households: whose kitchen a caller shares. */
export interface HouseholdLookup {
  /** The caller's household's id; one of their own is made when they have none. */
  householdOf(principal: Principal): Promise<string>;
  /** The caller's household's id, or null when they have none yet (a read makes none). */
  existingHouseholdOf(principal: Principal): Promise<string | null>;
  /** The subs of the household's members now. */
  memberSubs(householdId: string): Promise<string[]>;
}

export function householdLookup(db: Db): HouseholdLookup {
  const households = new HouseholdRepository(db);
  return {
    householdOf: async (principal) =>
      (
        await households.ensure(
          { sub: principal.sub, name: principal.name, email: principal.email },
          kitchenName(principal.name),
        )
      ).householdId,
    existingHouseholdOf: async (principal) =>
      (await households.membership(principal.sub))?.householdId ?? null,
    memberSubs: (householdId) => households.memberSubs(householdId),
  };
}
