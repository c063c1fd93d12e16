import { parseIngredientLine, RECIPE_LIMITS } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { draftFromSchemaOrg } from './recipe-mapping.js';

function draftWith(lines: string[]) {
  return draftFromSchemaOrg(
    { '@type': 'Recipe', name: 'Stew', recipeIngredient: lines },
    'https://example.test/stew',
  );
}

describe('draftFromSchemaOrg ingredients', () => {
  it('when a page writes its lines with HTML, then each is the parser reading of its plain text', () => {
    const draft = draftWith(['1 &frac12; cups <b>flour</b>', '  ', '4 cloves of garlic, minced']);
    expect(draft.ingredients).toEqual([
      parseIngredientLine('1 ½ cups flour'),
      parseIngredientLine('4 cloves of garlic, minced'),
    ]);
  });

  it('when a line is longer than the form takes, then its text is cut at a word and what it holds fits the limits', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`).join(' ');
    const line = `2 cups ${words}`;
    const { ingredients } = draftWith([line]);
    expect(ingredients).toHaveLength(1);
    for (const read of ingredients) {
      const text = read.text ?? '';
      expect(read).toEqual(parseIngredientLine(text));
      expect(text).not.toBe('');
      expect(line.startsWith(text)).toBe(true);
      expect(text.length).toBeLessThanOrEqual(RECIPE_LIMITS.ingredientLineMax);
      expect(read.ingredient.length).toBeLessThanOrEqual(RECIPE_LIMITS.ingredientMax);
    }
  });
});
