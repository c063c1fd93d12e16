import { submitRecipe, updateRecipe, type Recipe } from '@family-recipes/shared';
import { ApiError } from '../../../../lib/api-client';
import { upload, type ApiUploadOptions } from '../../../../lib/api-upload';

export type SendRecipeOptions = Omit<ApiUploadOptions, 'method'>;

/**
 * Sends the recipe form as multipart data (POST /api/submit-recipe, PUT /api/update-recipe/:id),
 * reporting the upload's progress: a phone photo can take a while on a slow line. The answer is
 * the saved recipe. `id` is the recipe's when editing, undefined when submitting a new one.
 */
export async function sendRecipeForm(
  id: string | undefined,
  form: FormData,
  options: SendRecipeOptions = {},
): Promise<Recipe> {
  const saved: unknown =
    id === undefined
      ? await upload(submitRecipe, { form, ...options })
      : await upload(updateRecipe, { params: { id }, form, ...options });
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    throw new ApiError(201, 'The server sent an answer that could not be read.');
  }
  return saved as Recipe;
}
