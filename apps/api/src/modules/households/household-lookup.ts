import type { Db } from '../../db/client.js';
import type { Principal } from '../identity/index.js';
import { HouseholdRepository } from './households.repository.js';
import { kitchenName } from './households.service.js';

/** What the kitchen's modules need of households: whose kitchen a caller shares. */
export interface HouseholdLookup {
  /** The caller's household's id; one of their own is made when they have none. */
  householdOf(principal: Principal): Promise<string>;
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
    memberSubs: (householdId) => households.memberSubs(householdId),
  };
}
