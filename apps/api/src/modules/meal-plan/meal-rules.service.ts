import { defaultMealRules, type MealRules, type MealRulesInput } from '@family-recipes/shared';
import type { HouseholdLookup } from '../households/index.js';
import type { Principal } from '../identity/index.js';
import type { MealRulesRepository } from './meal-rules.repository.js';

/**
 * A household's meal rules (docs/product.md, the family kitchen): every member reads and changes
 * the same ones, and the plans open in the household read them again.
 */
export class MealRulesService {
  constructor(
    private readonly rules: MealRulesRepository,
    private readonly households: HouseholdLookup,
  ) {}

  /** The rules as they apply; a cook without a household yet has the defaults. */
  async read(principal: Principal): Promise<MealRules> {
    const householdId = await this.households.existingHouseholdOf(principal);
    return householdId === null ? defaultMealRules() : this.rules.read(householdId);
  }

  async replace(input: MealRulesInput, principal: Principal): Promise<MealRules> {
    const householdId = await this.households.householdOf(principal);
    return this.rules.replace(householdId, input);
  }
}
