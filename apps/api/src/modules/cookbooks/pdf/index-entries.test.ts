import { describe, expect, it } from 'vitest';
import { indexEntries } from './book.js';

const recipe = (title: string, ...mainIngredients: string[]) => ({ title, mainIngredients });

describe('the index of main ingredients', () => {
  it('when recipes name a food in the singular and in the plural, then it is one entry, in the plural, with every page', () => {
    const [, ingredients] = indexEntries(
      {
        recipes: [
          recipe('Soup', 'carrot', 'onions'),
          recipe('Stew', 'carrots', 'onion'),
          recipe('Salad', 'carrot'),
        ],
      },
      [5, 9, 12],
    );
    expect(ingredients).toEqual([
      { name: 'Carrots', pages: [5, 9, 12] },
      { name: 'Onions', pages: [5, 9] },
    ]);
  });

  it('when foods differ by more than the plural, then they stay apart', () => {
    const [, ingredients] = indexEntries(
      {
        recipes: [
          recipe('Cake', 'butter', 'egg yolks'),
          recipe('Bread', 'unsalted butter', 'eggs'),
        ],
      },
      [3, 7],
    );
    expect(ingredients.map((entry) => entry.name)).toEqual([
      'Butter',
      'Egg yolks',
      'Eggs',
      'Unsalted butter',
    ]);
  });
});
