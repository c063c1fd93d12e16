import type { RecipeInput } from '@family-recipes/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  fieldErrorsOf,
  validateRecipeForm,
  type RecipeFieldName,
  type RecipeFormValues,
} from '../recipe-form-values';

/** The form's state: the typed fields, and the chosen photo and card picture. */
export type RecipeFormData = RecipeFormValues & { thumbnail: File | null; card: File | null };

export interface RecipeResolverContext {
  /** The submit form requires a photo; the edit form keeps the current one. */
  requireThumbnail: boolean;
}

/** Fields in the order they appear, so the first invalid one can take the focus. */
export const FIELD_ORDER: RecipeFieldName[] = [
  'title',
  'description',
  'category',
  'difficulty',
  'language',
  'source',
  'thumbnail',
  'prepTime',
  'cookTime',
  'totalTime',
  'serving',
  'ingredients',
  'instructions',
  'tips',
  'tags',
  'story',
  'fromKitchenOf',
  'card',
  'variationOf',
];

export function validateRecipeData(data: RecipeFormData, context: RecipeResolverContext) {
  return validateRecipeForm(data, {
    hasThumbnail: data.thumbnail !== null,
    requireThumbnail: context.requireThumbnail,
  });
}

/**
 * Checks the form with the shared recipe schema (what the API checks) and gives each message to
 * the field it names; a valid form hands over the recipe as the API takes it.
 */
export const recipeResolver: Resolver<RecipeFormData, RecipeResolverContext, RecipeInput> = (
  data,
  context,
) => {
  const result = validateRecipeData(data, context ?? { requireThumbnail: true });
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<RecipeFormData> = {};
  for (const [name, message] of Object.entries(fieldErrorsOf(result.errors))) {
    errors[name as RecipeFieldName] = { type: 'validation', message };
  }
  return { values: {}, errors };
};
