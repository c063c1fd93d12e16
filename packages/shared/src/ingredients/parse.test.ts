import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../schemas/recipe.js';
import { anyText, friendlyAmount } from '../test-support/arbitraries.js';
import {
  formatIngredient,
  ingredientToLine,
  parseIngredientLine,
  parseIngredients,
} from './parse.js';

describe('parseIngredientLine', () => {
  it.each<[string, Ingredient]>([
    ['eggs', { quantity: null, units: '', ingredient: 'eggs' }],
    ['2 eggs', { quantity: 2, units: '', ingredient: 'eggs' }],
    ['1 cup sugar', { quantity: 1, units: 'cup', ingredient: 'sugar' }],
    ['1 1/2 cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1½ cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1 ½ cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['1-1/2 cups flour', { quantity: 1.5, units: 'cups', ingredient: 'flour' }],
    ['½ tsp salt', { quantity: 0.5, units: 'tsp', ingredient: 'salt' }],
    ['.25 cup milk', { quantity: 0.25, units: 'cup', ingredient: 'milk' }],
    ['  3   tbsp \t butter  ', { quantity: 3, units: 'tbsp', ingredient: 'butter' }],
  ])('when given %j, then it reads amount, unit and ingredient', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it('when there are several middle words, then they are joined as the unit, as the specification says', () => {
    expect(parseIngredientLine('2 large eggs')).toEqual({
      quantity: 2,
      units: 'large',
      ingredient: 'eggs',
    });
    expect(parseIngredientLine('1 cup brown sugar')).toEqual({
      quantity: 1,
      units: 'cup brown',
      ingredient: 'sugar',
    });
  });

  it.each(['salt to taste', 'pinch of salt', 'fresh basil', 'a few sprigs thyme'])(
    'when the line %j does not start with an amount, then it is all ingredient',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ quantity: null, units: '', ingredient: line });
    },
  );

  it.each(['2', '1 1/2', '½'])(
    'when the line %j is only an amount, then it is the ingredient, as one part is',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ quantity: null, units: '', ingredient: line });
    },
  );

  it.each(['1-2 cups flour', '1 to 2 cups flour', '1 1/2 - 2 cups flour', '2–3 eggs'])(
    'when the line %j starts with a range, then it is kept as written, without an amount to scale',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ quantity: null, units: '', ingredient: line });
    },
  );

  it.each(['6 or 7 tbsp of sugar', '1 (or 2) clove(s) of garlic', '1 ( or 2 ) cloves garlic'])(
    'when the line %j starts with two amounts as alternatives, then it is kept as written, like a range',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ quantity: null, units: '', ingredient: line });
    },
  );

  it('when a mixed number is written with a spaced hyphen, then it is one amount, not a range', () => {
    expect(parseIngredientLine('1 - 2/3 cups Milk')).toEqual({
      quantity: 1 + 2 / 3,
      units: 'cups',
      ingredient: 'Milk',
    });
  });

  it.each<[string, Ingredient]>([
    ['350g wheat flour', { quantity: 350, units: 'g wheat', ingredient: 'flour' }],
    ['1Tbsp peppercorns', { quantity: 1, units: 'Tbsp', ingredient: 'peppercorns' }],
    ['100mL vinegar', { quantity: 100, units: 'mL', ingredient: 'vinegar' }],
    ['1L sunflower oil', { quantity: 1, units: 'L sunflower', ingredient: 'oil' }],
    ['1.5kg potatoes', { quantity: 1.5, units: 'kg', ingredient: 'potatoes' }],
    ['1/2lb chicken', { quantity: 0.5, units: 'lb', ingredient: 'chicken' }],
  ])('when the unit is glued to the amount in %j, then they are read apart', (line, expected) => {
    expect(parseIngredientLine(line)).toEqual(expected);
  });

  it.each(['2x 2 quart baking dishes', '7x7cm paper squares', '24h soaked beans'])(
    'when a number is glued to something other than a measure in %j, then it is all ingredient',
    (line) => {
      expect(parseIngredientLine(line)).toEqual({ quantity: null, units: '', ingredient: line });
    },
  );

  it('when the line holds Markdown links, then only their words are kept', () => {
    expect(parseIngredientLine('8 servings [shortcrust pastry](/shortcrust-pastry)')).toEqual({
      quantity: 8,
      units: 'servings shortcrust',
      ingredient: 'pastry',
    });
    expect(
      parseIngredientLine('1 box Penne ([Ronzoni](https://example.test/search?q=penne&tbm=shop))'),
    ).toEqual({ quantity: 1, units: 'box Penne', ingredient: '(Ronzoni)' });
    expect(parseIngredientLine('[[nested](/a)](/b) spice')).toEqual({
      quantity: null,
      units: '',
      ingredient: 'nested spice',
    });
    expect(parseIngredientLine('[ ](/empty) salt')).toEqual({
      quantity: null,
      units: '',
      ingredient: '[ ](/empty) salt',
    });
  });

  it('when the first word is a broken fraction, then it is part of the ingredient', () => {
    expect(parseIngredientLine('1/0 cup milk')).toEqual({
      quantity: null,
      units: '',
      ingredient: '1/0 cup milk',
    });
  });

  it('when the line is blank, then the ingredient is empty', () => {
    expect(parseIngredientLine('   ')).toEqual({ quantity: null, units: '', ingredient: '' });
  });
});

describe('parseIngredients', () => {
  it('when given lines, then it reads one ingredient per line and drops blank lines', () => {
    expect(parseIngredients('2 eggs\n\n  \r\n1 cup milk\rsalt to taste\n')).toEqual([
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

const word = fc.stringMatching(/^[a-z]{1,8}$/);
const friendlyIngredient = fc
  .record({
    amount: friendlyAmount,
    units: fc.array(word, { maxLength: 2 }),
    ingredient: word,
  })
  .map(({ amount, units, ingredient }) => ({
    quantity: amount.value,
    units: units.join(' '),
    ingredient,
  }));

describe('ingredient properties', () => {
  it('when an ingredient is written as a line and read back, then it is unchanged', () => {
    fc.assert(
      fc.property(friendlyIngredient, fc.boolean(), (ingredient, decimals) => {
        const read = parseIngredientLine(ingredientToLine(ingredient, { decimals }));
        expect(read.units).toBe(ingredient.units);
        expect(read.ingredient).toBe(ingredient.ingredient);
        expect(read.quantity).toBeCloseTo(ingredient.quantity, 2);
      }),
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

  it('when a parsed line is written back and read again, then it reads the same', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = parseIngredientLine(text);
        const twice = parseIngredientLine(ingredientToLine(once));
        expect(twice.units).toBe(once.units);
        expect(twice.ingredient).toBe(once.ingredient);
        if (once.quantity === null) expect(twice.quantity).toBeNull();
      }),
    );
  });
});
