/*
 * The recipes module: recipes, their moderation and search, and who may use which recipe. Other
 * modules import it only through this file.
 */

export { canUse, usableRecipe } from './visibility.js';
export { RecipeAccessRepository, usableBy, type RecipeAccessRow } from './visibility.repository.js';
export { toRecipeSummaryJson } from './recipe.mapper.js';
export { recipeFromForm } from './recipe-form.js';
export type { RecipesService } from './recipes.service.js';
