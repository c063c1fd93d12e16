import type { CookbookRow } from '../../cookbooks.schema.js';
import type { BookIngredient, BookRecipe } from '../book-model.js';

/** A recipe as the renderer takes it: `fields` over an empty one (a dessert by Rose). */
export function plainRecipe(
  fields: Partial<BookRecipe> & Pick<BookRecipe, 'id' | 'title'>,
): BookRecipe {
  return {
    category: 'Desserts',
    description: '',
    story: '',
    fromKitchenOf: '',
    cookName: 'Rose',
    serving: '',
    prepMinutes: 0,
    cookMinutes: 0,
    totalMinutes: 0,
    ingredients: [],
    instructions: [],
    tips: [],
    mainIngredients: [],
    ...fields,
  };
}

/** An ingredient line as the recipe page sets it: the amount, then the food. */
export const ingredientLine = (amount: string, ingredient: string): BookIngredient => ({
  amount,
  alternate: '',
  ingredient,
  heading: false,
});

/** A cookbook's stored row for a test book: an A4 book in hand order, no photos, its fields over. */
export function bookRow(fields: Partial<CookbookRow> = {}): CookbookRow {
  return {
    title: 'Our Table',
    language: 'en',
    subtitle: '',
    dedication: '',
    pageSize: 'A4',
    orderBy: 'hand',
    photos: false,
    coverImage: null,
    coverRecipeId: null,
    recipeIds: [],
    chapters: [],
    cardRecipeIds: [],
    familyPages: [],
    ...fields,
  } as unknown as CookbookRow;
}
