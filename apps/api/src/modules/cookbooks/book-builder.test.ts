import { describe, expect, it } from 'vitest';
import { mainIngredients } from './book-builder.js';

const lines = (...names: string[]) => names.map((ingredient) => ({ ingredient }));

describe('the main ingredients of a recipe, for the index', () => {
  it('when a recipe has ingredients, then the first three names are taken, without notes, brackets or leading numbers, each once', () => {
    expect(
      mainIngredients(
        lines('Butter, softened', 'flour (plain)', 'butter', '2 large Eggs', 'sugar', 'salt'),
      ),
    ).toEqual(['butter', 'flour', 'large eggs']);
  });

  it('when ingredients are blank or only notes, then they are passed over; none gives none', () => {
    expect(mainIngredients(lines('  ', '(optional)', ', to taste', 'Milk'))).toEqual(['milk']);
    expect(mainIngredients([])).toEqual([]);
  });
});
