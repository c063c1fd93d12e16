import { INGREDIENT_TEXT, parseIngredientLine } from '@family-recipes/shared';
import { describe, expect, it } from 'vitest';
import { correctedLine, fieldsOf, replaceLine } from './ingredient-correction';

describe('correctedLine', () => {
  it('when the fields are a plain reading, then the line is amount, unit, food and ", note"', () => {
    const result = correctedLine({ amount: '1 1/2', unit: 'cups', food: 'flour', note: 'sifted' });
    expect(result).toEqual({ ok: true, text: '1 1/2 cups flour, sifted' });
    expect(parseIngredientLine('1 1/2 cups flour, sifted')).toMatchObject({
      quantity: 1.5,
      units: 'cups',
      food: 'flour',
      note: 'sifted',
    });
  });

  it('when the amount is a range, then both ends are kept', () => {
    expect(correctedLine({ amount: '1 - 2', unit: 'cups', food: 'flour', note: '' })).toEqual({
      ok: true,
      text: '1 - 2 cups flour',
    });
  });

  it('when the food is left empty or the amount cannot be read, then it says what to fix', () => {
    expect(correctedLine({ amount: '2', unit: '', food: ' ', note: '' })).toEqual({
      ok: false,
      problem: INGREDIENT_TEXT.foodRequired,
    });
    expect(correctedLine({ amount: 'lots', unit: '', food: 'eggs', note: '' })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('Enter an amount'),
    });
  });

  it('when the parser would read the line otherwise, then its reading is given back', () => {
    const result = correctedLine({ amount: '2', unit: 'cups', food: 'flour, sifted', note: '' });
    expect(result).toMatchObject({ ok: false, problem: INGREDIENT_TEXT.readDifferently });
    expect(result.ok ? undefined : result.read).toEqual(
      parseIngredientLine('2 cups flour, sifted'),
    );
  });

  it.each([
    '1/4 tsp red pepper flakes',
    '4 cloves of garlic, minced',
    '2 large eggs',
    'salt to taste',
    '1-2 cups flour',
    '400g (15 oz) potatoes (firm/waxy)',
  ])('when %j is opened for correcting and applied as it is, then it reads the same', (text) => {
    const line = parseIngredientLine(text);
    const result = correctedLine(fieldsOf(line));
    if (!result.ok) throw new Error(`${text}: ${result.problem}`);
    expect(parseIngredientLine(result.text)).toMatchObject({
      quantity: line.quantity,
      range: line.range,
      units: line.units,
      food: line.food,
      note: line.note,
    });
  });

  it('when a German cook corrects an amount, then it shows and takes a decimal comma', () => {
    expect(fieldsOf(parseIngredientLine('0.3 l milk'), 'de')).toMatchObject({ amount: '0,3' });
    expect(fieldsOf(parseIngredientLine('0.3 l milk'), 'en')).toMatchObject({ amount: '0.3' });
    expect(correctedLine({ amount: '0,5', unit: 'l', food: 'Milch', note: '' }, 'de')).toEqual({
      ok: true,
      text: '0,5 l Milch',
    });
    expect(parseIngredientLine('0,5 l Milch')).toMatchObject({ quantity: 0.5, units: 'l' });
  });

  it('when a line could not be read, then its correction starts with the whole line as the food', () => {
    expect(fieldsOf(parseIngredientLine('%%%'))).toEqual({
      amount: '',
      unit: '',
      food: '%%%',
      note: '',
    });
  });
});

describe('replaceLine', () => {
  it('when lines are counted, then blank ones are skipped and the rest is kept as typed', () => {
    expect(replaceLine('flour\n\n  \n%%%\nsalt', 1, '2 eggs')).toBe('flour\n\n  \n2 eggs\nsalt');
    expect(replaceLine('flour\r\nsalt', 0, 'rye flour')).toBe('rye flour\nsalt');
  });
});
