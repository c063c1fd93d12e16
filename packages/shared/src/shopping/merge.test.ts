import { describe, expect, it } from 'vitest';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import type { IngredientLine } from '../ingredients/model.js';
import type { Ingredient } from '../schemas/recipes.js';
import { isShoppable, itemFromIngredient, parseItemText, type ParsedItem } from './items.js';
import { toListAmount, type ListAmount } from './list-amount.js';
import { mergeInto, totalOf, type ListLine } from './merge.js';
import { parsedLine } from '../test-support/parsed-line.js';

function line(text: string, checked = false): ListLine {
  const item = parseItemText(text);
  return { key: item.key, quantity: item.quantity, units: item.units, checked };
}

/** What a list shows after `incoming` is added: the merged line, or both lines. */
function addToList(
  existing: readonly string[],
  incoming: string,
  system: ListUnitSystem,
  checked = false,
): ListAmount[] {
  const lines = existing.map((text) => line(text, checked));
  const added = line(incoming);
  const merged = mergeInto(lines, added, system);
  if (!merged) {
    return [...lines, added].map(({ quantity, units }) => ({ quantity, units }));
  }
  return lines.map((entry, index) =>
    index === merged.index ? merged.amount : { quantity: entry.quantity, units: entry.units },
  );
}

describe('mergeInto', () => {
  it.each<[string[], string, ListUnitSystem, ListAmount[]]>([
    [['1 cup milk'], '250 ml milk', 'metric', [{ quantity: 487, units: 'ml' }]],
    [['1 cup milk'], '250 ml milk', 'us', [{ quantity: 2.06, units: 'cup' }]],
    [['2 eggs'], '3 eggs', 'metric', [{ quantity: 5, units: '' }]],
    [['2 large eggs'], '3 Eggs, beaten', 'us', [{ quantity: 5, units: '' }]],
    [['1 cup flour'], '100 g flour', 'metric', [{ quantity: 225, units: 'g' }]],
    [
      ['1 cup milk'],
      '100 g milk',
      'metric',
      [
        { quantity: 1, units: 'cup' },
        { quantity: 100, units: 'g' },
      ],
    ],
    [['1 tbsp sugar'], '1 tsp sugar', 'us', [{ quantity: 1.33, units: 'tbsp' }]],
    [['1 tbsp sugar'], '1 tsp sugar', 'metric', [{ quantity: 1.33, units: 'tbsp' }]],
    [['1 tsp salt'], '1/2 tsp salt', 'us', [{ quantity: 1.5, units: 'tsp' }]],
    [['3 tbsp butter'], '1 tbsp butter', 'us', [{ quantity: 0.25, units: 'cup' }]],
    [['500 g sugar'], '1 kg sugar', 'metric', [{ quantity: 1.5, units: 'kg' }]],
    [['8 oz cheese'], '1 lb cheese', 'us', [{ quantity: 1.5, units: 'lb' }]],
    [['8 oz cheese'], '8 oz cheese', 'us', [{ quantity: 1, units: 'lb' }]],
    [['8 oz cheese'], '1 lb cheese', 'metric', [{ quantity: 680, units: 'g' }]],
    [['600 ml stock'], '1/2 l stock', 'metric', [{ quantity: 1.1, units: 'l' }]],
    [['2 cloves garlic'], '1 clove garlic', 'metric', [{ quantity: 3, units: 'cloves' }]],
    [['1 clove garlic'], '2 cloves of garlic', 'us', [{ quantity: 3, units: 'cloves' }]],
    [['4 garlic cloves, minced'], '3 cloves garlic', 'us', [{ quantity: 7, units: 'cloves' }]],
    [['1 can tomatoes'], '1 can peeled tomatoes', 'metric', [{ quantity: 2, units: 'can' }]],
    [
      ['1 can tomatoes'],
      '2 tomatoes',
      'metric',
      [
        { quantity: 1, units: 'can' },
        { quantity: 2, units: '' },
      ],
    ],
    [
      ['2 cloves garlic'],
      '1 pinch garlic',
      'metric',
      [
        { quantity: 2, units: 'cloves' },
        { quantity: 1, units: 'pinch' },
      ],
    ],
    [['salt'], 'salt to taste', 'metric', [{ quantity: null, units: '' }]],
    [
      ['1 tsp salt'],
      'salt',
      'metric',
      [
        { quantity: 1, units: 'tsp' },
        { quantity: null, units: '' },
      ],
    ],
    [
      ['2 lemons'],
      '2 limes',
      'metric',
      [
        { quantity: 2, units: '' },
        { quantity: 2, units: '' },
      ],
    ],
  ])(
    'when %j gets %j in a %s list, then the list reads %j',
    (existing, incoming, system, expected) => {
      expect(addToList(existing, incoming, system)).toEqual(expected);
    },
  );

  it('when the matching line is checked, then the new amount gets a line of its own', () => {
    expect(addToList(['2 eggs'], '3 eggs', 'metric', true)).toEqual([
      { quantity: 2, units: '' },
      { quantity: 3, units: '' },
    ]);
  });

  it('when a checked line comes first, then the first unchecked compatible line takes the amount', () => {
    const lines: ListLine[] = [
      { ...line('2 eggs'), checked: true },
      line('100 g flour'),
      line('1 egg'),
      line('4 eggs'),
    ];
    expect(mergeInto(lines, line('3 eggs'), 'metric')).toEqual({
      index: 2,
      amount: { quantity: 4, units: '' },
    });
  });

  it('when the incoming line is already checked, then it merges with nothing', () => {
    expect(mergeInto([line('2 eggs')], line('3 eggs', true), 'metric')).toBeNull();
  });

  it('when the keys differ but the units agree, then nothing merges', () => {
    expect(mergeInto([line('1 cup milk'), line('1 cup flour')], line('1 cup sugar'), 'us')).toBe(
      null,
    );
  });
});

describe('totalOf', () => {
  it.each<[ListAmount[], string, ListUnitSystem, ListAmount | null]>([
    [[{ quantity: 62.5, units: 'g' }], 'sugar', 'metric', { quantity: 62.5, units: 'g' }],
    [
      [
        { quantity: 125, units: 'g' },
        { quantity: 62.5, units: 'g' },
      ],
      'sugar',
      'metric',
      { quantity: 188, units: 'g' },
    ],
    [
      [
        { quantity: 1, units: 'cup' },
        { quantity: 100, units: 'g' },
      ],
      'flour',
      'metric',
      { quantity: 225, units: 'g' },
    ],
    [
      [
        { quantity: null, units: '6-8 tbsp' },
        { quantity: 2, units: 'tbsp' },
      ],
      'butter',
      'us',
      { quantity: null, units: '8-10 tbsp' },
    ],
    [
      [
        { quantity: 2, units: 'cloves' },
        { quantity: 1, units: 'clove' },
      ],
      'garlic',
      'us',
      { quantity: 3, units: 'cloves' },
    ],
    [
      [
        { quantity: 1, units: 'cup' },
        { quantity: 100, units: 'g' },
      ],
      'milk',
      'metric',
      null,
    ],
    [[], 'milk', 'metric', null],
  ])(
    'when %j of %s are added up in a %s list, then they read %j',
    (amounts, key, system, total) => {
      expect(totalOf(amounts, key, system)).toEqual(total);
    },
  );
});

describe('toListAmount', () => {
  it.each<[ListAmount, ListUnitSystem, ListAmount]>([
    [{ quantity: 1, units: 'cup' }, 'metric', { quantity: 237, units: 'ml' }],
    [{ quantity: 5, units: 'cup' }, 'metric', { quantity: 1.18, units: 'l' }],
    [{ quantity: 1000, units: 'ml' }, 'metric', { quantity: 1, units: 'l' }],
    [{ quantity: 999, units: 'g' }, 'metric', { quantity: 999, units: 'g' }],
    [{ quantity: 2.5, units: 'dl' }, 'metric', { quantity: 250, units: 'ml' }],
    [{ quantity: 1, units: 'lb' }, 'metric', { quantity: 454, units: 'g' }],
    [{ quantity: 3, units: 'lb' }, 'metric', { quantity: 1.36, units: 'kg' }],
    [{ quantity: 500, units: 'mg' }, 'metric', { quantity: 0.5, units: 'g' }],
    [{ quantity: 5, units: 'ml' }, 'us', { quantity: 1.01, units: 'tsp' }],
    [{ quantity: 15, units: 'ml' }, 'us', { quantity: 1.01, units: 'tbsp' }],
    [{ quantity: 4, units: 'tbsp' }, 'us', { quantity: 0.25, units: 'cup' }],
    [{ quantity: 3, units: 'tsp' }, 'us', { quantity: 1, units: 'tbsp' }],
    [{ quantity: 1, units: 'quart' }, 'us', { quantity: 4, units: 'cup' }],
    [{ quantity: 1, units: 'gallon' }, 'us', { quantity: 16, units: 'cup' }],
    [{ quantity: 250, units: 'ml' }, 'us', { quantity: 1.06, units: 'cup' }],
    [{ quantity: 16, units: 'oz' }, 'us', { quantity: 1, units: 'lb' }],
    [{ quantity: 100, units: 'g' }, 'us', { quantity: 3.53, units: 'oz' }],
    [{ quantity: 1, units: 'kg' }, 'us', { quantity: 2.2, units: 'lb' }],
    [{ quantity: 0.125, units: 'tsp' }, 'us', { quantity: 0.125, units: 'tsp' }],
    [{ quantity: 2, units: 'cups' }, 'us', { quantity: 2, units: 'cup' }],
    [{ quantity: 3, units: '' }, 'us', { quantity: 3, units: '' }],
    [{ quantity: 2, units: 'cloves' }, 'metric', { quantity: 2, units: 'cloves' }],
    [{ quantity: null, units: '' }, 'metric', { quantity: null, units: '' }],
  ])('when %j is written in a %s list, then it reads %j', (amount, system, expected) => {
    expect(toListAmount(amount, system)).toEqual(expected);
  });
});

describe('itemFromIngredient and parseItemText', () => {
  it.each<[string, IngredientLine, number, ParsedItem]>([
    [
      '2 large eggs',
      parsedLine(2, '', null, 'large eggs', 'eggs'),
      1.5,
      { quantity: 3, units: '', ingredient: 'Eggs', key: 'egg', aisle: 'dairy' },
    ],
    [
      '1 cup brown sugar',
      parsedLine(1, 'cup', 'cup', 'brown sugar', 'brown sugar'),
      2,
      { quantity: 2, units: 'cup', ingredient: 'Brown sugar', key: 'brown sugar', aisle: 'pantry' },
    ],
    [
      '4 cloves of garlic, minced',
      parsedLine(4, 'cloves', 'clove', 'garlic, minced', 'garlic'),
      1,
      { quantity: 4, units: 'cloves', ingredient: 'Garlic', key: 'garlic', aisle: 'produce' },
    ],
    [
      '4 garlic cloves, minced',
      parsedLine(4, '', null, 'garlic cloves, minced', 'garlic cloves'),
      1,
      { quantity: 4, units: 'cloves', ingredient: 'Garlic', key: 'garlic', aisle: 'produce' },
    ],
    [
      '1 small bunch of coriander leaves',
      parsedLine(1, 'small bunch', 'bunch', 'coriander leaves', 'coriander leaves'),
      1,
      {
        quantity: 1,
        units: 'bunch',
        ingredient: 'Coriander leaves',
        key: 'coriander leaf',
        aisle: 'produce',
      },
    ],
    [
      '1 can peeled tomatoes',
      parsedLine(1, 'can', 'can', 'peeled tomatoes', 'tomatoes'),
      1,
      { quantity: 1, units: 'can', ingredient: 'Tomatoes', key: 'tomato', aisle: 'pantry' },
    ],
    [
      '6-8 tbsp Butter',
      parsedLine(6, 'tbsp', 'tbsp', 'Butter', 'butter', { range: { low: 6, high: 8 } }),
      1.5,
      { quantity: null, units: '9-12 tbsp', ingredient: 'Butter', key: 'butter', aisle: 'dairy' },
    ],
    [
      '2-3 lemons',
      parsedLine(2, '', null, 'lemons', 'lemons', { range: { low: 2, high: 3 } }),
      0.5,
      { quantity: null, units: '1-2', ingredient: 'Lemons', key: 'lemon', aisle: 'produce' },
    ],
    [
      '1 Cup (stick) unsalted butter',
      parsedLine(1, 'Cup', 'cup', 'unsalted butter', 'unsalted butter'),
      1,
      { quantity: 1, units: 'cup', ingredient: 'Butter', key: 'butter', aisle: 'dairy' },
    ],
    [
      '50 g Grated Pecorino Romano',
      parsedLine(50, 'g', 'g', 'Grated Pecorino Romano', 'pecorino romano'),
      1,
      {
        quantity: 50,
        units: 'g',
        ingredient: 'Pecorino Romano',
        key: 'pecorino romano',
        aisle: 'dairy',
      },
    ],
    [
      'salt to taste',
      parsedLine(null, '', null, 'salt to taste', 'salt'),
      4,
      { quantity: null, units: '', ingredient: 'Salt', key: 'salt', aisle: 'pantry' },
    ],
    [
      'a line the parser could not read',
      parsedLine(null, '', null, 'Frozen peas, as many as you like', ''),
      1,
      { quantity: null, units: '', ingredient: 'Frozen peas', key: 'frozen pea', aisle: 'frozen' },
    ],
  ])(
    'when the recipe says %j, read as %j, at %dx, then the item is %j',
    (_line, source, factor, expected) => {
      expect(itemFromIngredient(source, factor)).toEqual(expected);
    },
  );

  it('when an ingredient was stored before the model, then it is read from its rebuilt line', () => {
    const stored: Ingredient = { quantity: 2, units: '', ingredient: 'lemons' };
    expect(itemFromIngredient(stored, 1)).toEqual({
      quantity: 2,
      units: '',
      ingredient: 'Lemons',
      key: 'lemon',
      aisle: 'produce',
    });
  });

  it.each<[string, ParsedItem]>([
    ['2 lemons', { quantity: 2, units: '', ingredient: 'Lemons', key: 'lemon', aisle: 'produce' }],
    ['1 cup milk', { quantity: 1, units: 'cup', ingredient: 'Milk', key: 'milk', aisle: 'dairy' }],
    [
      '350g flour',
      { quantity: 350, units: 'g', ingredient: 'Flour', key: 'flour', aisle: 'pantry' },
    ],
    [
      '1 Cup (stick) unsalted butter',
      { quantity: 1, units: 'cup', ingredient: 'Butter', key: 'butter', aisle: 'dairy' },
    ],
    [
      'frozen peas',
      { quantity: null, units: '', ingredient: 'Frozen peas', key: 'frozen pea', aisle: 'frozen' },
    ],
  ])('when a cook types %j, then the item is %j', (text, expected) => {
    expect(parseItemText(text)).toEqual(expected);
  });
});

describe('isShoppable', () => {
  it.each<[Ingredient, boolean]>([
    [{ quantity: null, units: '', ingredient: 'Dough:' }, false],
    [{ quantity: null, units: '', ingredient: 'For the bechamel' }, false],
    [{ quantity: null, units: '', ingredient: '  ' }, false],
    [{ quantity: null, units: '', ingredient: 'salt to taste' }, true],
    [{ quantity: 2, units: '', ingredient: 'eggs' }, true],
    [{ quantity: 1, units: 'cup', ingredient: 'milk for the sauce:' }, true],
  ])('when the line is %j, then it is shoppable: %s', (ingredient, expected) => {
    expect(isShoppable(ingredient)).toBe(expected);
  });
});
