import { describe, expect, it } from 'vitest';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { UNITS } from '../units/units.js';
import { densityOf } from './densities.js';
import { listLineOf, listOf } from '../test-support/shopping-list.js';
import { parseItemText } from './items.js';
import { toListAmount, type ListAmount } from './list-amount.js';
import { mergeInto, type ListLine } from './merge.js';

/** What a list writes for a line typed by a cook (a free item or an edited line). */
function written(text: string, system: ListUnitSystem): ListAmount {
  return toListAmount(parseItemText(text), system);
}

/** A test a row: the typed line in a list of the row's system reads as the row says. */
function itWrites(rows: [string, ListUnitSystem, ListAmount][]) {
  it.each(rows)(
    'when a cook writes %j in a %s list, then it reads %j',
    (text, system, expected) => {
      expect(written(text, system)).toEqual(expected);
    },
  );
}

function line(text: string): ListLine {
  return listLineOf(parseItemText(text), 'us');
}

describe('densityOf', () => {
  it.each<[string, number | undefined]>([
    ['flour', 125],
    ['rye flour', 125],
    ['whole-wheat flour', 120],
    ['sugar', 200],
    ['caster sugar', 200],
    ['brown sugar', 213],
    ['light brown sugar', 213],
    ['icing sugar', 120],
    ['powdered sugar', 120],
    ['butter', 227],
    ['unsalted butter', 227],
    ['peanut butter', 258],
    ['rice', 190],
    ['oat', 90],
    ['flake oat', 90],
    ['cocoa', 85],
    ['cocoa powder', 85],
    ['salt', 288],
    ['sea salt', 288],
    ['honey', 340],
    ['milk', undefined],
    ['water', undefined],
    ['olive oil', undefined],
    ['chicken stock', undefined],
    ['rice vinegar', undefined],
    ['butter bean', undefined],
    ['constructor', undefined],
  ])('when the key is %j, then a cup weighs %j g', (key, gramsPerCup) => {
    const density = densityOf(key);
    if (gramsPerCup === undefined) expect(density).toBeUndefined();
    else expect((density ?? 0) * UNITS.cup.base).toBeCloseTo(gramsPerCup, 6);
  });
});

describe('toListAmount: dry goods by mass in a metric list', () => {
  itWrites([
    ['2 cups flour', 'metric', { quantity: 250, units: 'g' }],
    ['2 cups flour', 'us', { quantity: 2, units: 'cup' }],
    ['1 1/2 cups plain flour', 'metric', { quantity: 188, units: 'g' }],
    ['1 cup sugar', 'metric', { quantity: 200, units: 'g' }],
    ['1 cup sugar', 'us', { quantity: 1, units: 'cup' }],
    ['1/2 cup brown sugar', 'metric', { quantity: 107, units: 'g' }],
    ['1 cup icing sugar', 'metric', { quantity: 120, units: 'g' }],
    ['1 cup butter', 'metric', { quantity: 227, units: 'g' }],
    ['1/2 cup unsalted butter, melted', 'metric', { quantity: 114, units: 'g' }],
    ['1 cup rice', 'metric', { quantity: 190, units: 'g' }],
    ['1/2 cup rolled oats', 'metric', { quantity: 45, units: 'g' }],
    ['1/4 cup cocoa', 'metric', { quantity: 21.3, units: 'g' }],
    ['1/2 cup honey', 'metric', { quantity: 170, units: 'g' }],
    ['8 cups flour', 'metric', { quantity: 1, units: 'kg' }],
    ['250 ml sugar', 'metric', { quantity: 211, units: 'g' }],
    ['1 dl flour', 'metric', { quantity: 52.8, units: 'g' }],
    ['350 g flour', 'metric', { quantity: 350, units: 'g' }],
    ['350 g flour', 'us', { quantity: 12.3, units: 'oz' }],
    ['1 cup milk', 'metric', { quantity: 237, units: 'ml' }],
    ['1 cup water', 'metric', { quantity: 237, units: 'ml' }],
    ['1/2 cup olive oil', 'metric', { quantity: 118, units: 'ml' }],
    ['5 cups chicken stock', 'metric', { quantity: 1.18, units: 'l' }],
    ['1 cup chopped walnuts', 'metric', { quantity: 237, units: 'ml' }],
    ['1 l milk', 'us', { quantity: 4.23, units: 'cup' }],
  ]);
});

describe('toListAmount: spoons stay spoons', () => {
  itWrites([
    ['1 tsp salt', 'metric', { quantity: 1, units: 'tsp' }],
    ['1 tsp salt', 'us', { quantity: 1, units: 'tsp' }],
    ['1/2 Teaspoon salt', 'metric', { quantity: 0.5, units: 'tsp' }],
    ['2 tbsp butter', 'metric', { quantity: 2, units: 'tbsp' }],
    ['2 tbsp butter', 'us', { quantity: 2, units: 'tbsp' }],
    ['1 tbsp sugar', 'metric', { quantity: 1, units: 'tbsp' }],
    ['1 ½ tablespoon sugar', 'metric', { quantity: 1.5, units: 'tbsp' }],
    ['3 tsp salt', 'metric', { quantity: 1, units: 'tbsp' }],
    ['1 tbsp honey', 'metric', { quantity: 1, units: 'tbsp' }],
    ['1 tbsp olive oil', 'metric', { quantity: 1, units: 'tbsp' }],
    ['1 tsp vanilla extract', 'metric', { quantity: 1, units: 'tsp' }],
    ['3 tbsp milk', 'metric', { quantity: 3, units: 'tbsp' }],
    ['4 tbsp butter', 'metric', { quantity: 56.8, units: 'g' }],
    ['4 tbsp butter', 'us', { quantity: 0.25, units: 'cup' }],
    ['6 tbsp milk', 'metric', { quantity: 88.7, units: 'ml' }],
    ['5 ml vanilla extract', 'metric', { quantity: 5, units: 'ml' }],
    ['5 ml salt', 'metric', { quantity: 6.09, units: 'g' }],
  ]);

  it('when an amount is written without its ingredient, then it is written as before, by volume', () => {
    expect(toListAmount({ quantity: 2, units: 'cup' }, 'metric')).toEqual({
      quantity: 473,
      units: 'ml',
    });
    expect(toListAmount({ quantity: 1, units: 'tsp' }, 'metric')).toEqual({
      quantity: 1,
      units: 'tsp',
    });
  });
});

describe('mergeInto: volumes and masses of one dry good', () => {
  it.each<[string[], ListUnitSystem, ListAmount[]]>([
    [['1 cup flour', '100 g flour'], 'metric', [{ quantity: 225, units: 'g' }]],
    [['100 g flour', '1 cup Flour'], 'metric', [{ quantity: 225, units: 'g' }]],
    [['1 cup flour', '100 g wheat flour'], 'us', [{ quantity: 1.8, units: 'cup' }]],
    [['2 cups all-purpose flour', '350g wheat flour'], 'metric', [{ quantity: 600, units: 'g' }]],
    [['1 tbsp sugar', '100 g sugar'], 'metric', [{ quantity: 113, units: 'g' }]],
    [['1 tsp salt', '1/2 tsp salt'], 'metric', [{ quantity: 1.5, units: 'tsp' }]],
    [['1 tsp salt', '1 tbsp salt'], 'metric', [{ quantity: 1.33, units: 'tbsp' }]],
    [['2 tbsp butter', '2 tbsp butter'], 'metric', [{ quantity: 56.8, units: 'g' }]],
    [['1 tsp salt', '11 g salt'], 'metric', [{ quantity: 17, units: 'g' }]],
    [['1 cup milk', '250 ml milk'], 'metric', [{ quantity: 487, units: 'ml' }]],
    [
      ['1 cup milk', '100 g milk'],
      'metric',
      [
        { quantity: 237, units: 'ml' },
        { quantity: 100, units: 'g' },
      ],
    ],
    [
      ['1 tsp salt', 'salt'],
      'metric',
      [
        { quantity: 1, units: 'tsp' },
        { quantity: null, units: '' },
      ],
    ],
  ])('when %j are added to a %s list, then it reads %j', (texts, system, expected) => {
    expect(listOf(texts, system)).toEqual(expected);
  });

  it('when a line stored in millilitres meets grams of flour, then the line is weighed', () => {
    const stored: ListLine = { key: 'flour', checked: false, quantity: 355, units: 'ml' };
    expect(mergeInto([stored], line('100 g flour'), 'metric')).toEqual({
      index: 0,
      amount: { quantity: 288, units: 'g' },
    });
  });
});
