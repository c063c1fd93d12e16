import { todayUtc, type CookedEntry, type Recipe } from '@family-recipes/shared';
import { TEST_COOK } from '../../../testing/kitchen';

let counter = 0;

/**
 * The test cook's own note of `recipe`, made today: 4 stars, "Crisp on top.", no photo. Each call
 * gets its own id.
 */
export function makeCookedEntry(
  recipe: Pick<Recipe, '_id'>,
  overrides: Partial<CookedEntry> = {},
): CookedEntry {
  counter += 1;
  return {
    _id: `44444444-4444-4444-8444-${String(counter).padStart(12, '0')}`,
    recipe_id: recipe._id,
    user_name: TEST_COOK.name,
    rating: 4,
    note: 'Crisp on top.',
    cooked_on: todayUtc(),
    hidden: false,
    mine: true,
    photo: null,
    ...overrides,
  };
}
