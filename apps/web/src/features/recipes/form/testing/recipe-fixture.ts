import type { Recipe } from '@family-recipes/shared';
import { makeRecipe } from '../../../../testing/recipes';

/** The owner's approved apple pie the form tests edit. */
export function recipeFixture(overrides: Partial<Recipe> = {}): Recipe {
  return makeRecipe({
    _id: '7f0c5a34-3c1b-4d8e-9a55-0a4b1d2e3f40',
    title: 'Grandma’s Apple Pie',
    description: 'The pie we bake every autumn.',
    thumbnail_image: '/uploads/apple-pie-640.webp',
    tags: ['holiday', 'vegetarian'],
    ingredients: [
      { quantity: 1.5, units: 'cups', ingredient: 'flour' },
      { quantity: 0.125, units: 'teaspoon', ingredient: 'salt' },
      { quantity: null, units: '', ingredient: 'apples' },
    ],
    instructions: ['Make the crust.', 'Fill and bake.'],
    tips: ['Serve warm.'],
    more: {
      prep_time: 30,
      cook_time: 45,
      total_time: 75,
      serving: '8 slices',
      difficulty: 'Medium',
      source: 'Grandma Rose',
      created_on: '2025-01-01T10:00:00.000Z',
      updated_on: '2025-01-01T10:00:00.000Z',
    },
    user_name: 'Rose',
    user_email: 'rose@example.test',
    ...overrides,
  });
}
