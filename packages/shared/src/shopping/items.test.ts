import { describe, expect, it } from 'vitest';
import type { IngredientLine } from '../ingredients/model.js';
import { itemFromIngredient } from './items.js';
import { toListAmount, type ListAmount } from './list-amount.js';
import { mergeInto, type ListLine } from './merge.js';

/** The model fields that decide what a shopping line is (ingredients/model.ts). */
interface Read {
  quantity: number | null;
  units?: string;
  unit?: string | null;
  ingredient: string;
  food: string;
  note?: string;
}

function model(read: Read): IngredientLine {
  const units = read.units ?? '';
  return {
    quantity: read.quantity,
    units,
    ingredient: read.ingredient,
    text: [read.quantity ?? '', units, read.ingredient].filter((part) => part !== '').join(' '),
    food: read.food,
    note: read.note ?? '',
    unit: read.unit ?? null,
    range: null,
    alternate: '',
    optional: false,
    approximate: false,
  };
}

function listLine(read: Read): ListLine {
  const item = itemFromIngredient(model(read), 1);
  return { key: item.key, checked: false, ...toListAmount(item, 'metric') };
}

/** The merged amount when `second` joins a metric list holding `first`; null: two lines. */
function merged(first: Read, second: Read): ListAmount | null {
  return mergeInto([listLine(first)], listLine(second), 'metric')?.amount ?? null;
}

describe('which recipe lines share a shopping line', () => {
  it.each<[string, Read, Read, ListAmount]>([
    [
      '"unsalted butter" and "butter"',
      {
        quantity: 100,
        units: 'g',
        unit: 'g',
        ingredient: 'unsalted butter',
        food: 'unsalted butter',
      },
      { quantity: 50, units: 'g', unit: 'g', ingredient: 'butter, softened', food: 'butter' },
      { quantity: 150, units: 'g' },
    ],
    [
      '"3 cloves garlic" and "4 garlic cloves"',
      { quantity: 3, units: 'cloves', unit: 'clove', ingredient: 'garlic', food: 'garlic' },
      { quantity: 4, ingredient: 'garlic cloves, minced', food: 'garlic cloves' },
      { quantity: 7, units: 'cloves' },
    ],
    [
      '"1 clove of garlic" and "2 cloves garlic"',
      { quantity: 1, units: 'clove', unit: 'clove', ingredient: 'garlic', food: 'garlic' },
      { quantity: 2, units: 'cloves', unit: 'clove', ingredient: 'garlic', food: 'garlic' },
      { quantity: 3, units: 'cloves' },
    ],
    [
      '"2 large eggs" and "3 eggs"',
      { quantity: 2, ingredient: 'large eggs', food: 'eggs' },
      { quantity: 3, ingredient: 'eggs, beaten', food: 'eggs' },
      { quantity: 5, units: '' },
    ],
    [
      '"plain flour" and "flour"',
      { quantity: 1, units: 'cup', unit: 'cup', ingredient: 'plain flour', food: 'plain flour' },
      { quantity: 100, units: 'g', unit: 'g', ingredient: 'flour', food: 'flour' },
      { quantity: 225, units: 'g' },
    ],
    [
      '"extra-virgin olive oil" and "olive oil"',
      {
        quantity: 2,
        units: 'tbsp',
        unit: 'tbsp',
        ingredient: 'extra-virgin olive oil',
        food: 'extra-virgin olive oil',
      },
      { quantity: 1, units: 'tbsp', unit: 'tbsp', ingredient: 'olive oil', food: 'olive oil' },
      { quantity: 3, units: 'tbsp' },
    ],
    [
      '"1 can of chopped tomatoes" and "1 can tomatoes"',
      { quantity: 1, units: 'can', unit: 'can', ingredient: 'chopped tomatoes', food: 'tomatoes' },
      { quantity: 1, units: 'can', unit: 'can', ingredient: 'tomatoes', food: 'tomatoes' },
      { quantity: 2, units: 'can' },
    ],
  ])('when a list gets %s, then they are one line: %j', (_names, first, second, expected) => {
    expect(merged(first, second)).toEqual(expected);
  });

  it.each<[string, Read, Read]>([
    [
      '"red pepper flakes" and "red pepper"',
      {
        quantity: 0.25,
        units: 'tsp',
        unit: 'tsp',
        ingredient: 'red pepper flakes',
        food: 'red pepper flakes',
      },
      {
        quantity: 1,
        units: 'tsp',
        unit: 'tsp',
        ingredient: 'red pepper, diced',
        food: 'red pepper',
      },
    ],
    [
      '"crushed red pepper" and "red pepper"',
      {
        quantity: 1,
        units: 'tsp',
        unit: 'tsp',
        ingredient: 'crushed red pepper',
        food: 'crushed red pepper',
      },
      { quantity: 1, units: 'tsp', unit: 'tsp', ingredient: 'red pepper', food: 'red pepper' },
    ],
    [
      '"olive oil" and "oil"',
      { quantity: 2, units: 'tbsp', unit: 'tbsp', ingredient: 'olive oil', food: 'olive oil' },
      { quantity: 1, units: 'tbsp', unit: 'tbsp', ingredient: 'oil', food: 'oil' },
    ],
    [
      '"salted butter" and "unsalted butter"',
      { quantity: 50, units: 'g', unit: 'g', ingredient: 'salted butter', food: 'salted butter' },
      {
        quantity: 50,
        units: 'g',
        unit: 'g',
        ingredient: 'unsalted butter',
        food: 'unsalted butter',
      },
    ],
    [
      '"garlic powder" and "garlic"',
      {
        quantity: 1,
        units: 'tsp',
        unit: 'tsp',
        ingredient: 'garlic powder',
        food: 'garlic powder',
      },
      { quantity: 1, units: 'tsp', unit: 'tsp', ingredient: 'garlic', food: 'garlic' },
    ],
    [
      '"egg yolks" and "eggs"',
      { quantity: 2, ingredient: 'egg yolks', food: 'egg yolks' },
      { quantity: 2, ingredient: 'eggs', food: 'eggs' },
    ],
    [
      '"brown sugar" and "sugar"',
      { quantity: 1, units: 'cup', unit: 'cup', ingredient: 'brown sugar', food: 'brown sugar' },
      { quantity: 1, units: 'cup', unit: 'cup', ingredient: 'sugar', food: 'sugar' },
    ],
    [
      '"1 can tomatoes" and "2 tomatoes"',
      { quantity: 1, units: 'can', unit: 'can', ingredient: 'tomatoes', food: 'tomatoes' },
      { quantity: 2, ingredient: 'tomatoes', food: 'tomatoes' },
    ],
    [
      '"frozen peas" (frozen a note of the recipe) and "peas"',
      {
        quantity: 1,
        units: 'cup',
        unit: 'cup',
        ingredient: 'frozen peas',
        food: 'peas',
        note: 'frozen',
      },
      { quantity: 1, units: 'cup', unit: 'cup', ingredient: 'peas', food: 'peas' },
    ],
  ])('when a list gets %s, then they stay two lines', (_names, first, second) => {
    expect(merged(first, second)).toBeNull();
  });
});
