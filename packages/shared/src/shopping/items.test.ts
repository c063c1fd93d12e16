import { describe, expect, it } from 'vitest';
import type { IngredientLine } from '../ingredients/model.js';
import { itemFromIngredient } from './items.js';
import type { ListAmount } from './list-amount.js';
import { mergeInto } from './merge.js';
import { parsedLine } from '../test-support/parsed-line.js';
import { listLineOf } from '../test-support/shopping-list.js';

/** The merged amount when `second` joins a metric list holding `first`; null: two lines. */
function merged(first: IngredientLine, second: IngredientLine): ListAmount | null {
  const listLine = (line: IngredientLine) => listLineOf(itemFromIngredient(line, 1), 'metric');
  return mergeInto([listLine(first)], listLine(second), 'metric')?.amount ?? null;
}

describe('which recipe lines share a shopping line', () => {
  it.each<[string, IngredientLine, IngredientLine, ListAmount]>([
    [
      '"unsalted butter" and "butter"',
      parsedLine(100, 'g', 'g', 'unsalted butter', 'unsalted butter'),
      parsedLine(50, 'g', 'g', 'butter, softened', 'butter'),
      { quantity: 150, units: 'g' },
    ],
    [
      '"3 cloves garlic" and "4 garlic cloves"',
      parsedLine(3, 'cloves', 'clove', 'garlic', 'garlic'),
      parsedLine(4, '', null, 'garlic cloves, minced', 'garlic cloves'),
      { quantity: 7, units: 'cloves' },
    ],
    [
      '"1 clove of garlic" and "2 cloves garlic"',
      parsedLine(1, 'clove', 'clove', 'garlic', 'garlic'),
      parsedLine(2, 'cloves', 'clove', 'garlic', 'garlic'),
      { quantity: 3, units: 'cloves' },
    ],
    [
      '"2 large eggs" and "3 eggs"',
      parsedLine(2, '', null, 'large eggs', 'eggs'),
      parsedLine(3, '', null, 'eggs, beaten', 'eggs'),
      { quantity: 5, units: '' },
    ],
    [
      '"plain flour" and "flour"',
      parsedLine(1, 'cup', 'cup', 'plain flour', 'plain flour'),
      parsedLine(100, 'g', 'g', 'flour', 'flour'),
      { quantity: 225, units: 'g' },
    ],
    [
      '"extra-virgin olive oil" and "olive oil"',
      parsedLine(2, 'tbsp', 'tbsp', 'extra-virgin olive oil', 'extra-virgin olive oil'),
      parsedLine(1, 'tbsp', 'tbsp', 'olive oil', 'olive oil'),
      { quantity: 3, units: 'tbsp' },
    ],
    [
      '"1 can of chopped tomatoes" and "1 can tomatoes"',
      parsedLine(1, 'can', 'can', 'chopped tomatoes', 'tomatoes'),
      parsedLine(1, 'can', 'can', 'tomatoes', 'tomatoes'),
      { quantity: 2, units: 'can' },
    ],
  ])('when a list gets %s, then they are one line: %j', (_names, first, second, expected) => {
    expect(merged(first, second)).toEqual(expected);
  });

  it.each<[string, IngredientLine, IngredientLine]>([
    [
      '"red pepper flakes" and "red pepper"',
      parsedLine(0.25, 'tsp', 'tsp', 'red pepper flakes', 'red pepper flakes'),
      parsedLine(1, 'tsp', 'tsp', 'red pepper, diced', 'red pepper'),
    ],
    [
      '"crushed red pepper" and "red pepper"',
      parsedLine(1, 'tsp', 'tsp', 'crushed red pepper', 'crushed red pepper'),
      parsedLine(1, 'tsp', 'tsp', 'red pepper', 'red pepper'),
    ],
    [
      '"olive oil" and "oil"',
      parsedLine(2, 'tbsp', 'tbsp', 'olive oil', 'olive oil'),
      parsedLine(1, 'tbsp', 'tbsp', 'oil', 'oil'),
    ],
    [
      '"salted butter" and "unsalted butter"',
      parsedLine(50, 'g', 'g', 'salted butter', 'salted butter'),
      parsedLine(50, 'g', 'g', 'unsalted butter', 'unsalted butter'),
    ],
    [
      '"garlic powder" and "garlic"',
      parsedLine(1, 'tsp', 'tsp', 'garlic powder', 'garlic powder'),
      parsedLine(1, 'tsp', 'tsp', 'garlic', 'garlic'),
    ],
    [
      '"egg yolks" and "eggs"',
      parsedLine(2, '', null, 'egg yolks', 'egg yolks'),
      parsedLine(2, '', null, 'eggs', 'eggs'),
    ],
    [
      '"brown sugar" and "sugar"',
      parsedLine(1, 'cup', 'cup', 'brown sugar', 'brown sugar'),
      parsedLine(1, 'cup', 'cup', 'sugar', 'sugar'),
    ],
    [
      '"1 can tomatoes" and "2 tomatoes"',
      parsedLine(1, 'can', 'can', 'tomatoes', 'tomatoes'),
      parsedLine(2, '', null, 'tomatoes', 'tomatoes'),
    ],
    [
      '"frozen peas" (frozen a note of the recipe) and "peas"',
      parsedLine(1, 'cup', 'cup', 'frozen peas', 'peas', { note: 'frozen' }),
      parsedLine(1, 'cup', 'cup', 'peas', 'peas'),
    ],
  ])('when a list gets %s, then they stay two lines', (_names, first, second) => {
    expect(merged(first, second)).toBeNull();
  });
});
