import { validateRecipeInput, type RecipeInput } from '@family-recipes/shared';
import { invalidInput } from '../../http/errors.js';

/**
 * The submit form's fields (multipart text, the lists as JSON) checked into a recipe, or a 400
 * naming each field in the form's order. `hasThumbnail`: a photo came with them.
 */
export function recipeFromForm(
  fields: unknown,
  photo: { hasThumbnail: boolean; requireThumbnail: boolean },
): RecipeInput {
  const result = validateRecipeInput(fields, photo);
  if (!result.success) throw invalidInput(result.errors, 'Invalid recipe');
  return result.data;
}

/**
 * The edit form's fields checked into a recipe. The category is fixed once submitted; the edit
 * form shows it disabled and may omit it, so a missing one is the recipe's own. So is a missing
 * language: an edit that does not name one keeps the recipe's.
 */
export function editedRecipeFromForm(
  fields: unknown,
  hasThumbnail: boolean,
  existing: { category: string; language: string },
): RecipeInput {
  const sent =
    typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>) : {};
  const missing = (value: unknown) => value === undefined || value === '';
  const withKept = {
    ...sent,
    ...(missing(sent['category']) ? { category: existing.category } : {}),
    ...(missing(sent['language']) ? { language: existing.language } : {}),
  };
  return recipeFromForm(withKept, { hasThumbnail, requireThumbnail: false });
}
