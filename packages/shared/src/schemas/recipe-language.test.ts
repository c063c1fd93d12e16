import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../form-messages.js';
import { recipeExtensionSchema } from '../export/exported-recipe.js';
import { validateRecipeInput } from './recipe-input.js';

const SUBMIT = { hasThumbnail: true, requireThumbnail: true };

function formInput(language?: unknown) {
  return {
    title: 'كبسة الدجاج',
    description: 'طبق أرز بالدجاج والبهارات',
    category: 'Entrees',
    ingredients: [{ quantity: 2, units: 'cups', ingredient: 'rice' }],
    instructions: ['يقلى البصل في الزيت'],
    more: {
      prep_time: 15,
      cook_time: 60,
      total_time: 75,
      serving: '4',
      difficulty: 'Medium',
      source: 'Grandma',
    },
    ...(language === undefined ? {} : { language }),
  };
}

function languageOf(raw: unknown) {
  const result = validateRecipeInput(raw, SUBMIT);
  return result.success ? result.data.language : result.errors;
}

describe('a recipe input’s language', () => {
  it('is kept when it is one of the recipe languages, in any case', () => {
    expect(languageOf(formInput('ar'))).toBe('ar');
    expect(languageOf(formInput(' DE '))).toBe('de');
  });

  it('is English when it is not given, or given empty as a form sends it', () => {
    expect(languageOf(formInput())).toBe('en');
    expect(languageOf(formInput(''))).toBe('en');
    expect(languageOf(formInput(null))).toBe('en');
  });

  it.each<[unknown]>([['xx'], ['english'], ['en-US'], [42], [['ar']]])(
    'refuses %j with the language message, naming the field',
    (language) => {
      expect(languageOf(formInput(language))).toEqual([
        { field: 'language', message: VALIDATION.languageInvalid },
      ]);
    },
  );
});

describe('a backed-up recipe’s language', () => {
  it('may be missing (files written before it) but not unknown', () => {
    const shape = recipeExtensionSchema.shape.language;
    expect(shape.safeParse(undefined).success).toBe(true);
    expect(shape.safeParse('he').success).toBe(true);
    expect(shape.safeParse('xx').success).toBe(false);
  });
});
