import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS, RECIPE_LIMITS } from '../constants.js';
import {
  EXPORT_EXTENSION_KEY,
  backupSchema,
  exportedRecipeSchema,
  minutesToIsoDuration,
} from './export-format.js';

const extension = {
  version: 1,
  id: '6f1c1d3e-0a4b-4c5d-8e9f-0a1b2c3d4e5f',
  title: 'Pancakes',
  description: 'Fluffy',
  category: 'Breakfast',
  tags: ['sweet'],
  ingredients: [{ quantity: 2, units: 'cups', ingredient: 'flour' }],
  instructions: ['Mix', 'Fry'],
  tips: [],
  reviews: [],
  status: 101,
  featured: true,
  prep_time: 10,
  cook_time: 20,
  total_time: 30,
  serving: '8 pancakes',
  difficulty: 'Easy',
  source: 'Grandma',
  user_name: 'Ann',
  user_email: 'ann@example.com',
  created_on: '2026-01-02T03:04:05.000Z',
  updated_on: '2026-01-02T03:04:05.000Z',
  image: { content_type: 'image/webp', file_name: 'photos/pancakes.webp', data: 'UklGRg==' },
};

const recipe = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Pancakes',
  description: 'Fluffy',
  recipeCategory: 'Breakfast',
  keywords: 'sweet',
  recipeIngredient: ['2 cups flour'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Mix' },
    { '@type': 'HowToStep', text: 'Fry' },
  ],
  prepTime: 'PT10M',
  cookTime: 'PT20M',
  totalTime: 'PT30M',
  recipeYield: '8 pancakes',
  author: { '@type': 'Person', name: 'Ann' },
  datePublished: '2026-01-02T03:04:05.000Z',
  dateModified: '2026-01-02T03:04:05.000Z',
  [EXPORT_EXTENSION_KEY]: extension,
};

describe('export format', () => {
  it('when a recipe carries every field, then it parses', () => {
    expect(exportedRecipeSchema.parse(recipe).family_recipes.status).toBe(101);
  });

  it('when the status or the image data is not valid, then it is refused', () => {
    expect(
      exportedRecipeSchema.safeParse({
        ...recipe,
        [EXPORT_EXTENSION_KEY]: { ...extension, status: 102 },
      }).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({
        ...recipe,
        [EXPORT_EXTENSION_KEY]: {
          ...extension,
          image: { ...extension.image, data: 'not base64!' },
        },
      }).success,
    ).toBe(false);
  });

  it('when a backup has users and recipes, then it parses, and another format is refused', () => {
    const backup = {
      format: 'family-recipes-backup',
      version: 1,
      created_on: '2026-01-02T03:04:05.000Z',
      users: [
        {
          id: '6f1c1d3e-0a4b-4c5d-8e9f-0a1b2c3d4e5f',
          name: 'Ann',
          email: 'ann@example.com',
          birth_day: null,
          birth_month: null,
          groups: ['user'],
          created_on: '2026-01-02T03:04:05.000Z',
          updated_on: '2026-01-02T03:04:05.000Z',
        },
      ],
      recipes: [recipe],
    };
    expect(backupSchema.safeParse(backup).success).toBe(true);
    expect(backupSchema.safeParse({ ...backup, format: 'other' }).success).toBe(false);
  });

  it('when minutes are written as a duration, then hours and minutes are split', () => {
    expect(minutesToIsoDuration(0)).toBe('PT0M');
    expect(minutesToIsoDuration(45)).toBe('PT45M');
    expect(minutesToIsoDuration(60)).toBe('PT1H');
    expect(minutesToIsoDuration(95)).toBe('PT1H35M');
    expect(exportedRecipeSchema.shape.prepTime.safeParse('PT').success).toBe(false);
  });
});

describe('export format limits', () => {
  const withSite = (site: Record<string, unknown>) => ({
    ...recipe,
    [EXPORT_EXTENSION_KEY]: { ...extension, ...site },
  });

  it('when a field of a recipe is longer than the forms allow, then it is refused', () => {
    expect(exportedRecipeSchema.safeParse(withSite({ title: 'a'.repeat(51) })).success).toBe(false);
    expect(
      exportedRecipeSchema.safeParse(withSite({ story: 'a'.repeat(RECIPE_LIMITS.storyMax + 1) }))
        .success,
    ).toBe(false);
    expect(exportedRecipeSchema.safeParse({ ...recipe, name: 'a'.repeat(51) }).success).toBe(false);
  });

  it('when a list of a recipe holds more entries than the forms allow, then it is refused', () => {
    const tags = Array.from({ length: RECIPE_LIMITS.tagsCount + 1 }, () => 'tag');
    expect(exportedRecipeSchema.safeParse(withSite({ tags })).success).toBe(false);
    const reviews = Array.from({ length: 200_000 }, () => 0);
    expect(exportedRecipeSchema.safeParse(withSite({ reviews })).success).toBe(false);
  });

  it('when the photo is over the upload limit or its address is not a web address, then it is refused', () => {
    const data = 'A'.repeat(Math.ceil(IMAGE_LIMITS.maxBytes / 3) * 4 + 4);
    expect(
      exportedRecipeSchema.safeParse(withSite({ image: { ...extension.image, data } })).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse(
        withSite({ image: { ...extension.image, content_type: 'text/html' } }),
      ).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({ ...recipe, image: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      exportedRecipeSchema.safeParse({ ...recipe, image: '/uploads/a-640.webp' }).success,
    ).toBe(true);
  });
});
