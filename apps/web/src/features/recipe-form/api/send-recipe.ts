import type { Recipe } from '@family-recipes/shared';
import { ApiError, apiUpload, type ApiUploadOptions } from '../../../lib/api-client';

export type SendRecipeOptions = Omit<ApiUploadOptions, 'method'>;

/**
 * Sends the recipe form as multipart data (POST /api/submit-recipe, PUT /api/update-recipe/:id),
 * reporting the upload's progress: a phone photo can take a while on a slow line. The answer is
 * the saved recipe.
 */
export async function sendRecipeForm(
  method: 'POST' | 'PUT',
  url: string,
  body: FormData,
  options: SendRecipeOptions = {},
): Promise<Recipe> {
  const saved = await apiUpload<unknown>(url, body, { ...options, method });
  if (typeof saved !== 'object' || saved === null || Array.isArray(saved)) {
    throw new ApiError(201, 'The server sent an answer that could not be read.');
  }
  return saved as Recipe;
}
