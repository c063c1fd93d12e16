import type { NewRecipeRow } from '../modules/recipes/recipes.schema.js';
import { RecipesRepository } from '../modules/recipes/recipes.repository.js';
import type { TestApp } from './test-app.js';
import { claimsOf } from './test-tokens.js';

/** An approved recipe row with plain values; tests override what they look at. */
export function recipeRow(overrides: Partial<NewRecipeRow>): NewRecipeRow {
  return {
    title: 'Plain Toast',
    description: 'Bread, toasted.',
    thumbnailImage: '/uploads/recipes/x-1280.webp',
    category: 'Breakfast',
    tags: ['quick'],
    ingredients: [{ quantity: 2, units: 'slices', ingredient: 'bread' }],
    instructions: ['Toast the bread.'],
    tips: [],
    reviews: [],
    status: 101,
    featured: false,
    prepTime: 1,
    cookTime: 3,
    totalTime: 4,
    serving: '1 serving',
    difficulty: 'Easy',
    source: 'Grandpa Joe',
    userName: 'Joe',
    userEmail: 'joe@example.test',
    ...overrides,
  };
}

/** The text fields of a valid POST /api/submit-recipe form; tests override what they look at. */
export function recipeForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Plain Toast',
    description: 'Bread, toasted.',
    category: 'Breakfast',
    instructions: JSON.stringify(['Toast the bread.']),
    tags: '[]',
    ingredients: JSON.stringify([{ quantity: 2, units: 'slices', ingredient: 'bread' }]),
    reviews: '[]',
    tips: '[]',
    more: JSON.stringify({
      prep_time: 1,
      cook_time: 3,
      total_time: 4,
      serving: '1 serving',
      difficulty: 'Easy',
      source: 'Grandpa Joe',
    }),
    ...overrides,
  };
}

/** The `more` form field of the apple pie the recipe and page tests submit. */
export const APPLE_PIE_MORE = JSON.stringify({
  prep_time: 30,
  cook_time: 50,
  total_time: 80,
  serving: '8 slices',
  difficulty: 'Medium',
  source: 'Grandma Rose',
});

/** A multipart request (supertest) with each of `fields` as a form field. */
export function withFields<R extends { field(name: string, value: string): R }>(
  req: R,
  fields: Record<string, string>,
): R {
  let withAll = req;
  for (const [name, value] of Object.entries(fields)) withAll = withAll.field(name, value);
  return withAll;
}

/** Stores a recipeRow() straight in the test app's database; resolves with its id. */
export async function insertRecipe(
  t: Pick<TestApp, 'db'>,
  overrides: Partial<NewRecipeRow> = {},
): Promise<string> {
  const row = await new RecipesRepository(t.db.database.db).insert(recipeRow(overrides));
  return row.id;
}

/** The `sub` of the account a (real, signed-in) id token belongs to. */
export function subOf(idToken: string): string {
  const { sub } = claimsOf(idToken);
  if (typeof sub !== 'string') throw new Error('The id token has no sub');
  return sub;
}

/** The owner columns of a recipe that this signed-in account submitted. */
export function ownedBy(user: {
  name: string;
  email: string;
  idToken: string;
}): Pick<NewRecipeRow, 'userName' | 'userEmail' | 'ownerSub'> {
  return { userName: user.name, userEmail: user.email, ownerSub: subOf(user.idToken) };
}

/** A recipe's rating as its row keeps it: how many rated it and the sum of their ratings. */
export async function storedRatingOf(t: TestApp, id: string) {
  const row = await new RecipesRepository(t.db.database.db).findById(id);
  return row && { count: row.ratingCount, total: row.ratingTotal };
}
