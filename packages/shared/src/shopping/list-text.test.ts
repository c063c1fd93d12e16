import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AISLES } from '../schemas/kitchen.js';
import { lineAsText, listAsText, NOTHING_TO_BUY, type TextLine } from './list-text.js';

function line(ingredient: string, fields: Partial<TextLine> = {}): TextLine {
  return {
    ingredient,
    key: ingredient,
    quantity: null,
    units: '',
    aisle: 'pantry',
    checked: false,
    ...fields,
  };
}

describe('lineAsText', () => {
  it.each<[Partial<TextLine>, string]>([
    [{ quantity: 2, units: 'cup' }, '2 cups flour'],
    [{ quantity: 1.5, units: 'cup' }, '1 1/2 cups flour'],
    [{ quantity: 500, units: 'g' }, '500 g flour'],
    [{ quantity: 4.4, units: '' }, '5 flour'],
    [{ quantity: 2, units: 'cloves' }, '2 cloves flour'],
    [{ quantity: null, units: '6-8 tbsp' }, '6-8 tbsp flour'],
    [{ quantity: null, units: '' }, 'flour'],
  ])('when the line is %o, then it reads "%s"', (fields, text) => {
    expect(lineAsText(line('flour', fields))).toBe(text);
  });
});

describe('listAsText', () => {
  it('when a list has lines in several aisles, then they follow its aisle order under their names', () => {
    const text = listAsText({
      name: 'Saturday shop',
      aisle_order: ['bakery', 'produce', 'pantry'],
      items: [
        line('flour', { quantity: 2, units: 'cup' }),
        line('lemon', { aisle: 'produce', quantity: 2 }),
        line('bread', { aisle: 'bakery', quantity: 1 }),
        line('sugar', { quantity: 100, units: 'g', checked: true }),
        line('salt'),
      ],
    });
    expect(text).toBe(
      'Saturday shop\n\nBakery\n- 1 bread\n\nProduce\n- 2 lemon\n\nPantry\n- 2 cups flour\n- salt\n',
    );
  });

  it('when the household named its own aisles or renamed one, then the text heads them by those names', () => {
    const own = `a_${'c'.repeat(32)}`;
    const text = listAsText({
      name: 'Party',
      items: [line('cola', { aisle: own }), line('milk', { aisle: 'dairy' })],
      aisle_order: ['dairy', own],
      aisle_names: { [own]: 'Drinks', dairy: 'Fridge' },
    });
    expect(text).toBe('Party\n\nFridge\n- milk\n\nDrinks\n- cola\n');
  });

  it('when every line is ticked, then the text says nothing is left to buy', () => {
    expect(listAsText({ name: 'Done', items: [line('salt', { checked: true })] })).toBe(
      `Done\n\n${NOTHING_TO_BUY}\n`,
    );
  });

  it('when names hold line breaks, then each stays on one line', () => {
    const text = listAsText({ name: 'Big\nshop', items: [line('fresh\n\nbasil')] });
    expect(text).toBe('Big shop\n\nPantry\n- fresh basil\n');
  });

  it('when two lines of one ingredient are apart, then they are written together', () => {
    const text = listAsText({
      name: 'L',
      items: [
        line('milk', { quantity: 1, units: 'cup' }),
        line('egg'),
        line('milk', { quantity: 2, units: 'bottles' }),
      ],
    });
    expect(text).toBe('L\n\nPantry\n- 1 cup milk\n- 2 bottles milk\n- egg\n');
  });

  const lines = fc.array(
    fc.record({
      ingredient: fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8})?$/),
      quantity: fc.option(fc.integer({ min: 1, max: 50 })),
      units: fc.constantFrom('', 'g', 'cup', 'cloves'),
      aisle: fc.constantFrom(...AISLES),
      checked: fc.boolean(),
    }),
    { maxLength: 30 },
  );

  it('for any list, each unticked line appears once, no ticked line appears, and aisles follow the order', () => {
    fc.assert(
      fc.property(lines, fc.shuffledSubarray([...AISLES]), (raw, order) => {
        const items = raw.map((entry) => ({ ...entry, key: entry.ingredient }));
        const text = listAsText({ name: 'List', items, aisle_order: order });
        const written = text.split('\n').filter((row) => row.startsWith('- '));
        const expected = items
          .filter((item) => !item.checked)
          .map((item) => `- ${lineAsText(item)}`);
        expect([...written].sort()).toEqual([...expected].sort());
        const headings = text
          .split('\n\n')
          .slice(1)
          .map((section) => section.split('\n')[0] ?? '');
        // Aisles the order names come first, in its order; the rest after them.
        const positions = headings
          .filter((heading) => heading !== NOTHING_TO_BUY)
          .map((heading) => {
            const at = order.findIndex((aisle) => aisle === heading.toLowerCase());
            return at === -1 ? order.length : at;
          });
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(text.endsWith('\n')).toBe(true);
        expect(written.length === 0).toBe(text.includes(NOTHING_TO_BUY));
      }),
    );
  });
});
