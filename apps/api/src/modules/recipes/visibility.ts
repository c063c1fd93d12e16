import { API_MESSAGES, RECIPE_STATUS } from '@family-recipes/shared';
import { AppError } from '../../http/errors.js';
import { isUuid } from '../../http/ids.js';
import { owns, type Principal } from '../identity/index.js';
import type { RecipeAccessRepository, RecipeAccessRow } from './visibility.repository.js';

/**
 * A cook may favourite, rate and read the notes of an approved recipe or of their own in any
 * status. Anything else is answered as unknown, so another cook's pending or denied recipe is
 * never revealed to exist.
 */
export function canUse(principal: Principal, recipe: RecipeAccessRow): boolean {
  return recipe.status === RECIPE_STATUS.APPROVED || owns(principal, recipe.ownerSub);
}

/** The recipe `id` if the caller may use it; 404 otherwise. */
export async function usableRecipe(
  recipes: RecipeAccessRepository,
  id: string,
  principal: Principal,
): Promise<RecipeAccessRow> {
  const recipe = isUuid(id) ? await recipes.find(id) : undefined;
  if (!recipe || !canUse(principal, recipe)) {
    throw new AppError(404, API_MESSAGES.recipeNotFound);
  }
  return recipe;
}
