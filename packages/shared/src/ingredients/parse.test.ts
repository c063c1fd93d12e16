import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../schemas/recipes.js';
import type { IngredientLine } from './model.js';
import { anyText, friendlyAmount } from '../test-support/arbitraries.js';
import {
  formatIngredient,
  ingredientToLine,
  parseIngredientLine,
  parseIngredients,
} from './parse.js';

type Read = Partial<IngredientLine>;

describe('parseIngredientLine', () => {
  it.each<[string, Read]>([
    ['eggs', { quantity: null, units: '', ingredient: 'eggs', food: 'eggs' }],
    ['2 eggs', { quantity: 2, units: '', ingredient: 'eggs', food: 'eggs' }],
    ['1 cup sugar', { quantity: 1, units: 'cup', unit: 'cup', ingredient: 'sugar' }],
    ['2 cups flour', { quantity: 2, units: 'cups', unit: 'cup', ingredient: 'flour' }],
    ['1 1/2 cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1½ cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1 ½ cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1-1/2 cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['½ tsp salt', { quantity: 0.5, units: 'tsp', unit: 'tsp', ingredient: 'salt' }],
    ['.25 cup milk', { quantity: 0.25, units: 'cup', ingredient: 'milk' }],
    ['  3   tbsp \t butter  ', { quantity: 3, units: 'tbsp', ingredient: 'butter' }],
    ['1 egg', { quantity: 1, units: '', unit: null, ingredient: 'egg', food: 'egg' }],
    ['salt', { quantity: null, units: '', unit: null, ingredient: 'salt', food: 'salt' }],
  ])('when given %j, then it reads amount, unit and ingredient', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it.each<[string, Read]>([
    [
      '1/4 tsp red pepper flakes',
      {
        quantity: 0.25,
        units: 'tsp',
        unit: 'tsp',
        ingredient: 'red pepper flakes',
        food: 'red pepper flakes',
      },
    ],
    [
      '4 cloves of garlic, minced',
      {
        quantity: 4,
        units: 'cloves',
        unit: 'clove',
        ingredient: 'garlic, minced',
        food: 'garlic',
        note: 'minced',
      },
    ],
    [
      '400g (15 oz) potatoes (firm/waxy)',
      {
        quantity: 400,
        units: 'g',
        alternate: '15 oz',
        ingredient: 'potatoes (firm/waxy)',
        food: 'potatoes',
        note: 'firm/waxy',
      },
    ],
    [
      '2 large eggs',
      { quantity: 2, units: '', unit: null, ingredient: 'large eggs', food: 'eggs' },
    ],
    [
      '1 cup brown sugar',
      { quantity: 1, units: 'cup', ingredient: 'brown sugar', food: 'brown sugar' },
    ],
    [
      '1-2 cups flour',
      { quantity: 1, range: { low: 1, high: 2 }, units: 'cups', unit: 'cup', food: 'flour' },
    ],
    [
      'salt to taste',
      { quantity: null, units: '', ingredient: 'salt to taste', food: 'salt', note: 'to taste' },
    ],
    [
      '3 Garlic cloves, crushed',
      {
        quantity: 3,
        units: 'cloves',
        unit: 'clove',
        ingredient: 'Garlic, crushed',
        food: 'garlic',
        note: 'crushed',
      },
    ],
    [
      '1 small bunch of coriander',
      {
        quantity: 1,
        units: 'small bunch',
        unit: 'bunch',
        ingredient: 'coriander',
        food: 'coriander',
      },
    ],
    ['~800g mince', { quantity: 800, unit: 'g', food: 'mince', approximate: true }],
    ['1 tsp cinnamon (optional)', { food: 'cinnamon', note: 'optional', optional: true }],
    [
      'Sugar 2 tbsp',
      { quantity: 2, units: 'tbsp', unit: 'tbsp', ingredient: 'Sugar', food: 'sugar' },
    ],
    ['a pinch of salt', { quantity: 1, units: 'pinch', unit: 'pinch', ingredient: 'salt' }],
  ])('when given %j, then it reads it as a cook means it', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it.each<[string, number | null, string | null, string]>([
    ['half a cup of milk', 0.5, 'cup', 'milk'],
    ['Three quarters of a pound of butter', 0.75, 'lb', 'butter'],
    ['One and a half cups sugar', 1.5, 'cup', 'sugar'],
    ['two dozen clams', 24, null, 'clams'],
    ['an onion', 1, null, 'onion'],
    ['a 400g tin of tomatoes', 1, 'can', 'tomatoes'],
    ['A drizzle of olive oil', null, null, 'olive oil'],
    ['Garlic x2', 2, null, 'garlic'],
    ['2 x eggs', 2, null, 'eggs'],
    ['1 tablespoon + 1 teaspoon sugar', 1, 'tbsp', 'sugar'],
    ['1 (3-inch) piece ginger, peeled', 1, 'piece', 'ginger'],
    ['Two 15-oz cans of beans', 2, 'can', 'beans'],
    ['Carrots (2-3)', 2, null, 'carrots'],
    ['Dough: 500 g flour', 500, 'g', 'flour'],
    ['Optional: chopped walnuts', null, null, 'walnuts'],
    ['Salt + pepper to taste', null, null, 'salt + pepper'],
    ['1 tsp each salt and pepper', 1, 'tsp', 'salt and pepper'],
    ['A teacupful of sugar', 1, 'teacup', 'sugar'],
  ])('when given %j, then it reads %j %j of %j', (line, quantity, unit, food) => {
    expect(parseIngredientLine(line)).toMatchObject({ quantity, unit, food });
  });

  it.each(['salt to taste', 'fresh basil', 'a few sprigs thyme'])(
    'when the line %j has no amount, then it is all ingredient',
    (line) => {
      expect(parseIngredientLine(line)).toMatchObject({
        quantity: null,
        units: '',
        ingredient: line,
      });
    },
  );

  it.each(['2', '1 1/2', '½', '???', '%%%', '\u0000\u0007'])(
    'when the line %j has no letter, then it cannot be read and is kept whole',
    (line) => {
      expect(parseIngredientLine(line)).toMatchObject({
        quantity: null,
        units: '',
        unit: null,
        ingredient: line.trim(),
        food: '',
      });
    },
  );

  it.each<[string, number, number, string]>([
    ['1-2 cups flour', 1, 2, 'cups'],
    ['1 to 2 cups flour', 1, 2, 'cups'],
    ['1 1/2 - 2 cups flour', 1.5, 2, 'cups'],
    ['2–3 eggs', 2, 3, ''],
    ['6 or 7 tbsp of sugar', 6, 7, 'tbsp'],
    ['1 (or 2) clove(s) of garlic', 1, 2, 'clove(s)'],
    ['1 ( or 2 ) cloves garlic', 1, 2, 'cloves'],
  ])(
    'when the line %j starts with a range, then the quantity is its low end',
    (line, low, high, units) => {
      expect(parseIngredientLine(line)).toMatchObject({
        quantity: low,
        range: { low, high },
        units,
      });
    },
  );

  it('when a mixed number is written with a spaced hyphen, then it is one amount, not a range', () => {
    expect(parseIngredientLine('1 - 2/3 cups Milk')).toMatchObject({
      quantity: 1 + 2 / 3,
      units: 'cups',
      ingredient: 'Milk',
      range: null,
    });
  });

  it.each<[string, Read]>([
    ['350g wheat flour', { quantity: 350, units: 'g', ingredient: 'wheat flour' }],
    ['1Tbsp peppercorns', { quantity: 1, units: 'Tbsp', ingredient: 'peppercorns' }],
    ['100mL vinegar', { quantity: 100, units: 'mL', unit: 'ml', ingredient: 'vinegar' }],
    ['1L sunflower oil', { quantity: 1, units: 'L', unit: 'l', ingredient: 'sunflower oil' }],
    ['1.5kg potatoes', { quantity: 1.5, units: 'kg', ingredient: 'potatoes' }],
    ['1/2lb chicken', { quantity: 0.5, units: 'lb', ingredient: 'chicken' }],
  ])('when the unit is glued to the amount in %j, then they are read apart', (line, expected) => {
    expect(parseIngredientLine(line)).toMatchObject(expected);
  });

  it.each(['7x7cm paper squares', '24h soaked beans'])(
    'when a number is glued to something other than a measure in %j, then it is all ingredient',
    (line) => {
      expect(parseIngredientLine(line)).toMatchObject({
        quantity: null,
        units: '',
        ingredient: line,
      });
    },
  );

  it('when a count is glued to an x, then it counts what follows and the size is a remark', () => {
    expect(parseIngredientLine('2x 2 quart baking dishes')).toMatchObject({
      quantity: 2,
      units: '',
      ingredient: 'baking dishes',
      note: '2 quart',
    });
  });

  it('when the line holds Markdown links, then only their words are kept', () => {
    expect(parseIngredientLine('8 servings [shortcrust pastry](/shortcrust-pastry)')).toMatchObject(
      {
        quantity: 8,
        units: 'servings',
        ingredient: 'shortcrust pastry',
      },
    );
    expect(
      parseIngredientLine('1 box Penne ([Ronzoni](https://example.test/search?q=penne&tbm=shop))'),
    ).toMatchObject({ quantity: 1, units: 'box', ingredient: 'Penne (Ronzoni)', food: 'penne' });
    expect(parseIngredientLine('[[nested](/a)](/b) spice')).toMatchObject({
      quantity: null,
      units: '',
      ingredient: 'nested spice',
    });
    expect(parseIngredientLine('[ ](/empty) salt')).toMatchObject({
      quantity: null,
      units: '',
      ingredient: '[ ](/empty) salt',
    });
  });

  it.each([
    [
      'when the first word is a broken fraction, then it is part of the ingredient',
      '1/0 cup milk',
      { quantity: null, units: '', ingredient: '1/0 cup milk' },
    ],
    [
      'when the line is a heading, then it has no amount and is its own ingredient',
      'For the sauce:',
      { quantity: null, units: '', ingredient: 'For the sauce:', food: 'for the sauce' },
    ],
    [
      'when the line is blank, then the ingredient is empty',
      '   ',
      { quantity: null, units: '', ingredient: '' },
    ],
  ])('%s', (_name, line, reading) => {
    expect(parseIngredientLine(line)).toMatchObject(reading);
  });
});

describe('parseIngredients', () => {
  it('when given lines, then it reads one ingredient per line and drops blank lines', () => {
    expect(parseIngredients('2 eggs\n\n  \r\n1 cup milk\rsalt to taste\n')).toMatchObject([
      { quantity: 2, units: '', ingredient: 'eggs' },
      { quantity: 1, units: 'cup', ingredient: 'milk' },
      { quantity: null, units: '', ingredient: 'salt to taste' },
    ]);
  });

  it('when the text is empty, then there are no ingredients', () => {
    expect(parseIngredients('')).toEqual([]);
  });
});

describe('formatIngredient', () => {
  const flour: Ingredient = { quantity: 1.5, units: 'cups', ingredient: 'flour' };

  it('when shown at 1x, then the amount reads as a fraction', () => {
    expect(formatIngredient(flour)).toBe('1 1/2 cups flour');
  });

  it('when scaled, then the amount is multiplied', () => {
    expect(formatIngredient(flour, 2)).toBe('3 cups flour');
    expect(formatIngredient({ quantity: 1 / 3, units: 'cup', ingredient: 'oil' }, 2)).toBe(
      '2/3 cup oil',
    );
  });

  it('when there is no amount or unit, then only the words present are shown', () => {
    expect(formatIngredient({ quantity: null, units: '', ingredient: 'salt to taste' }, 3)).toBe(
      'salt to taste',
    );
    expect(formatIngredient({ quantity: 2, units: '', ingredient: 'eggs' }, 3)).toBe('6 eggs');
  });
});

describe('ingredientToLine', () => {
  it('when converting for the submit form, then the amount is a fraction', () => {
    expect(ingredientToLine({ quantity: 0.75, units: 'cup', ingredient: 'milk' })).toBe(
      '3/4 cup milk',
    );
  });

  it('when converting for the edit form, then the amount is a decimal that keeps eighths exact', () => {
    expect(
      ingredientToLine({ quantity: 1.125, units: 'cups', ingredient: 'flour' }, { decimals: true }),
    ).toBe('1.125 cups flour');
    expect(
      ingredientToLine({ quantity: 1 / 3, units: 'cup', ingredient: 'oil' }, { decimals: true }),
    ).toBe('0.333 cup oil');
  });

  it('when there is no amount, then the line is the ingredient text', () => {
    expect(ingredientToLine({ quantity: null, units: '', ingredient: 'pinch of salt' })).toBe(
      'pinch of salt',
    );
  });
});

describe('ingredient properties', () => {
  it('when an amount and a food are written as a line and read back, then they are unchanged', () => {
    const food = fc.constantFrom('flour', 'sugar', 'rice', 'olive oil', 'brown lentils');
    const units = fc.constantFrom('', 'cup', 'tbsp', 'g', 'cloves', 'pinch');
    fc.assert(
      fc.property(
        friendlyAmount,
        units,
        food,
        fc.boolean(),
        (amount, unit, ingredient, decimals) => {
          const fields = { quantity: amount.value, units: unit, ingredient };
          const read = parseIngredientLine(ingredientToLine(fields, { decimals }));
          expect(read.units).toBe(unit);
          expect(read.ingredient).toBe(ingredient);
          expect(read.quantity).toBeCloseTo(amount.value, 2);
        },
      ),
    );
  });

  it('when scaled by 1, then any ingredient shows as it is', () => {
    const anyIngredient = fc.record({
      quantity: fc.option(fc.double({ noNaN: true })),
      units: fc.string(),
      ingredient: fc.string(),
    });
    fc.assert(
      fc.property(
        anyIngredient,
        (ingredient) => formatIngredient(ingredient, 1) === ingredientToLine(ingredient),
      ),
    );
  });

  it('when given any text, then reading lines never throws and every ingredient is named', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        parseIngredientLine(text);
        return parseIngredients(text).every((ingredient) => ingredient.ingredient !== '');
      }),
    );
  });
});
