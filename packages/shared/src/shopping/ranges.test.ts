import { describe, expect, it } from 'vitest';
import type { ListUnitSystem } from '../schemas/kitchen.js';
import { listOf, recipeLineAt } from '../test-support/shopping-list.js';
import { parseItemText } from './items.js';
import { toListAmount, type ListAmount } from './list-amount.js';
import { parseRange, readRange, type AmountRange } from './ranges.js';

describe('parseRange', () => {
  it.each<[string, AmountRange | undefined]>([
    ['6-8', { low: 6, high: 8 }],
    ['2–3', { low: 2, high: 3 }],
    ['2 — 3', { low: 2, high: 3 }],
    ['1 to 2', { low: 1, high: 2 }],
    ['6 or 7', { low: 6, high: 7 }],
    ['1 (or 2)', { low: 1, high: 2 }],
    ['1 1/2 to 2', { low: 1.5, high: 2 }],
    ['1/2-1', { low: 0.5, high: 1 }],
    ['½-¾', { low: 0.5, high: 0.75 }],
    ['3-1', undefined],
    ['2', undefined],
    ['1 - 2/3', undefined],
    ['a-b', undefined],
  ])('when the text is %j, then the range is %j', (text, expected) => {
    expect(parseRange(text)).toEqual(expected);
  });

  it.each<[string, { range: AmountRange; unit: string } | undefined]>([
    ['9-12 tbsp', { range: { low: 9, high: 12 }, unit: 'tbsp' }],
    ['1 1/2 to 2 cups', { range: { low: 1.5, high: 2 }, unit: 'cups' }],
    ['3-5', { range: { low: 3, high: 5 }, unit: '' }],
    ['3-5 cloves', { range: { low: 3, high: 5 }, unit: 'cloves' }],
    ['tbsp', undefined],
    ['', undefined],
  ])('when a line holds the units %j, then they read back as %j', (units, expected) => {
    expect(readRange(units)).toEqual(expected);
  });
});

describe('ranges scaled with the recipe', () => {
  it.each<[string, number, ListUnitSystem, string]>([
    ['6-8 tbsp Butter', 1, 'us', '6-8 tbsp Butter'],
    ['6-8 tbsp Butter', 1.5, 'us', '9-12 tbsp Butter'],
    ['6-8 tbsp Butter', 1.5, 'metric', '9-12 tbsp Butter'],
    ['6-8 tbsp Butter', 2, 'metric', '12-16 tbsp Butter'],
    ['2–3 cloves garlic', 1, 'metric', '2-3 cloves Garlic'],
    ['2–3 cloves garlic', 1.5, 'metric', '3-5 cloves Garlic'],
    ['2–3 cloves garlic', 2, 'us', '4-6 cloves Garlic'],
    ['6 or 7 tbsp of sugar', 1.5, 'metric', '9 to 10 1/2 tbsp Sugar'],
    ['6 or 7 tbsp of sugar', 2, 'us', '12-14 tbsp Sugar'],
    ['1 (or 2) clove(s) of garlic, roughly chopped', 1, 'metric', '1-2 cloves Garlic'],
    ['1 to 2 cups flour', 1, 'us', '1-2 cups Flour'],
    ['1 to 2 cups flour', 1, 'metric', '125-250 g Flour'],
    ['2-3 cups milk', 1.5, 'metric', '710-1065 ml Milk'],
    ['1-2 cups milk', 1, 'us', '1-2 cups Milk'],
    ['200-250 g sugar', 2, 'metric', '400-500 g Sugar'],
    ['200-250 g sugar', 1, 'us', '7 to 8 7/8 oz Sugar'],
    ['2-3 eggs', 1.5, 'us', '3-5 Eggs'],
    ['1/2-1 lemon', 1, 'us', '1 Lemon'],
  ])(
    'when the recipe says %j at %dx in a %s list, then the line reads %j',
    (text, factor, system, expected) => {
      expect(recipeLineAt(text, factor, system)).toBe(expected);
    },
  );
});

describe('ranges on a list', () => {
  it.each<[string[], ListUnitSystem, ListAmount[]]>([
    [['6-8 tbsp butter', '6-8 tbsp butter'], 'us', [{ quantity: null, units: '12-16 tbsp' }]],
    [['6-8 tbsp butter', '1 tbsp butter'], 'metric', [{ quantity: null, units: '7-9 tbsp' }]],
    [['2-3 eggs', '2 eggs'], 'us', [{ quantity: null, units: '4-5' }]],
    [['2-3 cloves garlic', '1 clove garlic'], 'us', [{ quantity: null, units: '3-4 cloves' }]],
    [['1-2 cups flour', '100 g flour'], 'metric', [{ quantity: null, units: '225-350 g' }]],
    [['9-12 tbsp butter'], 'us', [{ quantity: null, units: '9-12 tbsp' }]],
    [
      ['6-8 tbsp butter', 'butter'],
      'metric',
      [
        { quantity: null, units: '6-8 tbsp' },
        { quantity: null, units: '' },
      ],
    ],
    [
      ['2-3 cloves garlic', '1 garlic'],
      'metric',
      [
        { quantity: null, units: '2-3 cloves' },
        { quantity: 1, units: '' },
      ],
    ],
    [
      ['1-2 cups milk', '100 g milk'],
      'metric',
      [
        { quantity: null, units: '235-475 ml' },
        { quantity: 100, units: 'g' },
      ],
    ],
  ])('when %j are added to a %s list, then it reads %j', (texts, system, expected) => {
    expect(listOf(texts, system)).toEqual(expected);
  });

  it('when a line of a range is edited to a range, then it keeps the range', () => {
    expect(toListAmount(parseItemText('9-12 tbsp Butter'), 'metric')).toEqual({
      quantity: null,
      units: '9-12 tbsp',
    });
  });

  it('when a list with a range changes its units, then the range is converted', () => {
    expect(toListAmount({ quantity: null, units: '2-3 cups' }, 'metric')).toEqual({
      quantity: null,
      units: '475-710 ml',
    });
    expect(toListAmount({ quantity: null, units: '475-710 ml' }, 'us')).toEqual({
      quantity: null,
      units: '2-3 cups',
    });
  });
});
