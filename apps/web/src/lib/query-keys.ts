import {
  getCalendarFeed,
  getHouseholdAisles,
  getMealPlan,
  getPantry,
  getRecipe,
  getShoppingList,
  listShoppingLists,
  listApproved,
  listCategory,
  listDenied,
  listFeatured,
  listMyRecipes,
  listPending,
  searchRecipes,
} from '@family-recipes/shared';
import type { QueryClient } from '@tanstack/react-query';
import { endpointKey, refreshReads } from './endpoint-query';

/**
 * The reads several features change together. Their keys are the endpoints' (endpoint-query.ts):
 * a recipe approved on its page must refresh the admin lists, the count in the Admin menu and My
 * Recipes, whichever feature reads them.
 */

/**
 * Every list of recipes moderation or a note can change: the public lists, the carousel, search
 * (and the originals and plan picks it answers), My Recipes, the admin lists and the pending
 * count, which is one card of the pending list.
 */
const RECIPE_LISTS = [
  listFeatured,
  listApproved,
  listCategory,
  searchRecipes,
  listMyRecipes,
  listPending,
  listDenied,
];

/**
 * After a recipe was saved or moderated: the lists it may have joined or left, the counts, and the
 * recipe's own page (every recipe's when `id` is not known). User records, the runtime settings
 * and the digest setting are untouched.
 */
export function invalidateRecipeQueries(queryClient: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    refreshReads(queryClient, RECIPE_LISTS),
    queryClient.invalidateQueries({
      queryKey: endpointKey(getRecipe, id === undefined ? {} : { params: { id } }),
    }),
  ]).then(() => undefined);
}

/**
 * What a cook reads of their household's kitchen: after joining or leaving one, all of it
 * belongs to the household they left, and is read again.
 */
export const KITCHEN_READS = [
  getMealPlan,
  getCalendarFeed,
  listShoppingLists,
  getShoppingList,
  getHouseholdAisles,
  getPantry,
];

/**
 * The key of the meal plan's own changes while they are saved: a live `plan` event meanwhile is
 * the page's own write, and a read would put back the days not saved yet.
 */
export const PLAN_CHANGE = ['plan-change'] as const;
