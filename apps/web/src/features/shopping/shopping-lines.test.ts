import { formatMessage } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { shoppingMessages, type ShoppingT } from './messages';
import { groupByAisle, leftText, lineText, sourcesText } from './shopping-lines';
import { makeItem } from './testing/shopping-fixtures';

/** The messages in English, as a reader of the English site reads them. */
const t: ShoppingT = (key, values) => formatMessage(shoppingMessages.en[key], values, 'en');

describe('groupByAisle', () => {
  it('when lines come from several aisles, then the aisles follow the shop order and empty ones are left out', () => {
    const items = [
      makeItem({ ingredient: 'frozen peas', key: 'frozen pea', aisle: 'frozen' }),
      makeItem({ ingredient: 'milk', key: 'milk', aisle: 'dairy' }),
      makeItem({ ingredient: 'lemons', key: 'lemon', aisle: 'produce' }),
      makeItem({ ingredient: 'string', key: 'string', aisle: 'other' }),
    ];

    const groups = groupByAisle(items, t);

    expect(groups.map((group) => group.heading)).toEqual(['Produce', 'Dairy', 'Frozen', 'Other']);
  });

  it('when two lines share a key, then they sit together under one ingredient, in the order given', () => {
    const flourCups = makeItem({ ingredient: 'plain flour', key: 'flour', aisle: 'pantry' });
    const sugar = makeItem({ ingredient: 'sugar', key: 'sugar', aisle: 'pantry' });
    const flourPinch = makeItem({
      ingredient: 'flour',
      key: 'flour',
      units: 'handful',
      aisle: 'pantry',
    });

    const [pantry] = groupByAisle([flourCups, sugar, flourPinch], t);

    expect(pantry?.heading).toBe('Pantry');
    expect(pantry?.ingredients.map((group) => group.key)).toEqual(['flour', 'sugar']);
    expect(pantry?.ingredients[0]?.lines).toEqual([flourCups, flourPinch]);
  });

  it('when the aisle is meat and fish, then its heading reads "Meat and fish"', () => {
    const [group] = groupByAisle([makeItem({ aisle: 'meat and fish' })], t);

    expect(group?.heading).toBe('Meat and fish');
  });

  it('when the list is empty, then there are no aisles', () => {
    expect(groupByAisle([], t)).toEqual([]);
  });
});

describe('lineText', () => {
  it.each([
    [{ quantity: 1.5, units: 'cup', ingredient: 'milk' }, '1 1/2 cups milk'],
    [{ quantity: 1, units: 'cup', ingredient: 'milk' }, '1 cup milk'],
    [{ quantity: 500, units: 'g', ingredient: 'plain flour' }, '500 g plain flour'],
    [{ quantity: 0.25, units: 'fl-oz', ingredient: 'vanilla' }, '1 1/2 tsp vanilla'],
    [{ quantity: 2, units: 'cloves', ingredient: 'garlic' }, '2 cloves garlic'],
    [{ quantity: 2, units: '', ingredient: 'lemons' }, '2 lemons'],
    [{ quantity: null, units: '', ingredient: 'salt' }, 'salt'],
    [{ quantity: 2.46, units: 'ml', ingredient: 'salt' }, '2.5 ml salt'],
    [{ quantity: 4.4, units: '', ingredient: 'eggs' }, '5 eggs'],
    [{ quantity: 1.2, units: 'packets', ingredient: 'yeast' }, '2 packets yeast'],
    [{ quantity: 1250, units: 'g', ingredient: 'flour' }, '1.3 kg flour'],
  ])('when the line is %o, then it reads "%s"', (item, text) => {
    expect(lineText({ ...item, key: item.ingredient })).toBe(text);
  });

  it.each([
    ['de', '3 EL Zucker'],
    ['fr', '3 c. à s. de sucre'],
    ['en', '3 tbsp sugar'],
  ] as const)('when a %s reader reads a line of sugar, then it reads "%s"', (language, text) => {
    const line = { quantity: 3, units: 'tbsp', ingredient: 'sugar', key: 'sugar' };
    expect(lineText(line, language)).toBe(text);
  });
});

describe('sourcesText', () => {
  it('when a line comes from two recipes, then the first names its servings and the second its number', () => {
    expect(
      sourcesText(
        [
          { recipe_id: '00000000-0000-4000-8000-000000000001', title: 'Apple pie', servings: 4 },
          { recipe_id: '00000000-0000-4000-8000-000000000002', title: 'Soup', servings: 2 },
        ],
        t,
        'en',
      ),
    ).toBe('from Apple pie (4 servings), Soup (2)');
  });

  it('when a line was typed in, then it names no recipe', () => {
    expect(sourcesText([], t, 'en')).toBe('');
  });
});

describe('leftText', () => {
  it.each([
    [{ item_count: 12, unchecked_count: 5 }, '5 of 12 left'],
    [{ item_count: 3, unchecked_count: 0 }, 'All 3 ticked off'],
    [{ item_count: 0, unchecked_count: 0 }, 'Empty'],
  ])('when the counts are %o, then the list reads "%s"', (counts, text) => {
    expect(leftText(counts, t)).toBe(text);
  });
});

describe('groupByAisle with the household’s aisle names', () => {
  it('when a line names an aisle the household no longer has, then it is grouped in Other, and own aisles are headed by name', () => {
    const drinks = `a_${'d'.repeat(32)}`;
    const gone = `a_${'e'.repeat(32)}`;
    const cola = makeItem({ ingredient: 'cola', key: 'cola', aisle: drinks });
    const crisps = makeItem({ ingredient: 'crisps', key: 'crisps', aisle: gone });

    const groups = groupByAisle([cola, crisps], t, [drinks, 'other'], {
      [drinks]: 'Drinks',
      other: 'Other',
    });

    expect(groups.map((group) => [group.heading, group.ingredients.map((i) => i.key)])).toEqual([
      ['Drinks', ['cola']],
      ['Other', ['crisps']],
    ]);
  });
});
