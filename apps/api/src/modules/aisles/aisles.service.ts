import { AISLES, type AisleOrderInput, type HouseholdAisles } from '@family-recipes/shared';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { HouseholdAislesRepository } from './aisles.repository.js';

/**
 * The household's aisles: any member reads and changes its order; a caller only ever reaches
 * their own household (made for them when they have none, as every household call does).
 */
export class AislesService {
  constructor(
    private readonly repository: HouseholdAislesRepository,
    private readonly households: HouseholdLookup,
  ) {}

  async get(principal: Principal): Promise<HouseholdAisles> {
    const householdId = await this.households.householdOf(principal);
    return { order: await this.repository.order(householdId), aisles: [...AISLES] };
  }

  /** The body was checked to name every aisle once (aisleOrderSchema). */
  async setOrder(input: AisleOrderInput, principal: Principal): Promise<HouseholdAisles> {
    const householdId = await this.households.householdOf(principal);
    await this.repository.setOrder(householdId, input.order);
    return { order: await this.repository.order(householdId), aisles: [...AISLES] };
  }
}
