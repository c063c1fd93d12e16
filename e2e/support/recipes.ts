import { expect, type APIRequestContext } from '@playwright/test';

/** A real 48x36 PNG (a warm orange), small enough to inline, valid for the server's image check. */
export const PNG_48X36 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAkCAIAAABAJy5dAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAUElEQVR4nO2WQQ0AQAzCJgxNyK2ek8E9mkwAIdBxNF/dzRWgoOhQzRC2LHP8IBijQzVD2LLMIYQDLTpUM4QtixyKYKyvA59rnB/dTzP+HGgPcOAgl4fc3LUAAAAASUVORK5CYII=',
  'base64',
);

/** A recipe's multipart fields as the submit form sends them. */
type RecipeFields = Record<string, string | { name: string; mimeType: string; buffer: Buffer }>;

/** The text fields of a plain recipe as the submit form sends them, but its title. */
export const PLAIN_RECIPE_TEXT: Record<string, string> = {
  description: 'A recipe to deny.',
  category: 'Other',
  instructions: JSON.stringify(['Mix.']),
  tags: '[]',
  // Not a pantry staple: once approved it may be the first card, whose lines a list then gets.
  ingredients: JSON.stringify([{ quantity: 2, units: '', ingredient: 'lemons' }]),
  reviews: '[]',
  tips: '[]',
  more: JSON.stringify({
    prep_time: 1,
    cook_time: 1,
    total_time: 2,
    serving: '1',
    difficulty: 'Easy',
    source: 'Test',
  }),
};

/** What submitRecipeThroughApi sends for each field it is not given. */
const PLAIN_RECIPE: RecipeFields = {
  ...PLAIN_RECIPE_TEXT,
  status: '100',
  thumbnail_image: { name: 'deny.png', mimeType: 'image/png', buffer: PNG_48X36 },
};

/**
 * Submits a recipe without the browser form (for flows that are about moderation); `fields`
 * replace the plain recipe's. Answers the new recipe's id.
 */
export async function submitRecipeThroughApi(
  request: APIRequestContext,
  title: string,
  fields: RecipeFields = {},
): Promise<string> {
  const res = await request.post('/api/submit-recipe', {
    multipart: { title, ...PLAIN_RECIPE, ...fields },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { _id: string })._id;
}

/** The first recipe card the API lists (a demo recipe when no test has added one before). */
export async function firstListedRecipe(
  request: APIRequestContext,
): Promise<{ _id: string; title: string }> {
  const cards = (await (await request.get('/api/all-recipes?limit=1')).json()) as {
    _id: string;
    title: string;
  }[];
  const recipe = cards[0];
  if (!recipe) throw new Error('the demo recipes are missing');
  return recipe;
}
