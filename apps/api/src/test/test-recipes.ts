import type { NewRecipeRow } from '../db/schema.js';

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
