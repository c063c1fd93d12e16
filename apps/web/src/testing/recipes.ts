import type { Recipe } from '@family-recipes/shared';

let counter = 0;

/** A complete approved recipe; each call gets its own id. */
export function makeRecipe(overrides: Partial<Recipe> = {}): Recipe {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    title: `Test recipe ${counter}`,
    description: 'A dish for testing.',
    thumbnail_image: `/uploads/recipes/${id}-1280.webp`,
    category: 'Desserts',
    tags: [],
    language: 'en',
    ingredients: [
      { quantity: 1.5, units: 'cups', ingredient: 'flour' },
      { quantity: 0.25, units: 'tsp', ingredient: 'salt' },
      { quantity: null, units: '', ingredient: 'butter for the pan' },
    ],
    instructions: ['Mix.', 'Bake.'],
    tips: [],
    reviews: [],
    story: '',
    from_kitchen_of: '',
    card_image: null,
    variation_of: null,
    original: null,
    variations: [],
    rating_average: null,
    rating_count: 0,
    status: 101,
    featured: false,
    more: {
      prep_time: 15,
      cook_time: 60,
      total_time: 75,
      serving: '24 cookies',
      difficulty: 'Easy',
      source: 'Grandma Rosa',
      created_on: '2024-01-01T00:00:00.000Z',
      updated_on: '2024-01-01T00:00:00.000Z',
    },
    user_name: 'Rosa',
    ...overrides,
  };
}
