import type {
  Category,
  Difficulty,
  Recipe,
  RecipeStatus,
  RecipeSummary,
} from '@family-recipes/shared';
import type { RecipeListRow, RecipeRow } from '../../db/schema.js';

/**
 * The specification's document shape (`_id`, nested `more`); `user_email` only for the owner and
 * admins (DESIGN.md section 3).
 */
export function toRecipeJson(row: RecipeRow, options: { includeEmail: boolean }): Recipe {
  return {
    ...toRecipeSummaryJson(row, options),
    ingredients: row.ingredients,
    instructions: row.instructions,
    tips: row.tips,
    reviews: row.reviews,
  };
}

/** The list calls' card-sized recipe: no ingredients, instructions, tips or reviews. */
export function toRecipeSummaryJson(
  row: RecipeListRow,
  options: { includeEmail: boolean },
): RecipeSummary {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    thumbnail_image: row.thumbnailImage,
    category: row.category as Category,
    tags: row.tags,
    status: row.status as RecipeStatus,
    featured: row.featured,
    more: {
      prep_time: row.prepTime,
      cook_time: row.cookTime,
      total_time: row.totalTime,
      serving: row.serving,
      difficulty: row.difficulty as Difficulty,
      source: row.source,
      created_on: row.createdOn.toISOString(),
      updated_on: row.updatedOn.toISOString(),
    },
    user_name: row.userName,
    ...(options.includeEmail ? { user_email: row.userEmail } : {}),
  };
}
