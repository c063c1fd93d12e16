import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from './parse.js';

function read(text: string) {
  const { quantity, unit, food, note } = parseIngredientLine(text);
  return { quantity, unit, food, note };
}

describe('alternatives and states in a line', () => {
  it('when a line names two foods joined by "or" without a second amount, then the food keeps both', () => {
    expect(read('300 g jam or marmalade')).toEqual({
      quantity: 300,
      unit: 'g',
      food: 'jam or marmalade',
      note: '',
    });
    expect(read('2 Tbsp  maple syrup, agave, or honey').food).toBe('maple syrup, agave, or honey');
  });

  it('when the alternative has its own amount or is a remark, then it is the note', () => {
    expect(read('30g butter or 3 tablespoons of oil')).toMatchObject({
      food: 'butter',
      note: 'or 3 tablespoons of oil',
    });
    expect(read('2 Tbsp Peanut Oil or other suitable frying oil').food).toBe('peanut oil');
    expect(read('2 cups water, or as needed').food).toBe('water');
  });

  it('when a plural unit has no number, then the line has no quantity', () => {
    expect(read('Sprigs of mint')).toMatchObject({ quantity: null, food: 'mint' });
    expect(read('Pinch salt')).toMatchObject({ quantity: 1, unit: 'pinch', food: 'salt' });
  });

  it('when preparations come before the unit, then they are a note and the unit is read', () => {
    expect(read('4 thinly cut slices of ham')).toEqual({
      quantity: 4,
      unit: 'slice',
      food: 'ham',
      note: 'thinly cut',
    });
  });

  it('when "hot" says the state, then it is a note, and when it names a product, it stays', () => {
    expect(read('1 cup hot water')).toMatchObject({ food: 'water', note: 'hot' });
    expect(read('2 cups Very Hot Water').food).toBe('water');
    expect(read('1 tbsp hot sauce').food).toBe('hot sauce');
    expect(read('4 hot dogs').food).toBe('hot dogs');
  });

  it('when "crushed" names the product, then it stays, and after the food it is a note', () => {
    expect(read('100 g of crushed tomatoes').food).toBe('crushed tomatoes');
    expect(read('3 garlic cloves, crushed')).toMatchObject({ food: 'garlic', note: 'crushed' });
  });

  it('when a counted food is said whole, then "whole" is a note unless it names the product', () => {
    expect(read('2 whole Green Onions')).toMatchObject({ food: 'green onions', note: 'whole' });
    expect(read('2 Cups whole milk').food).toBe('whole milk');
    expect(read('1 teaspoon whole cloves').food).toBe('whole cloves');
  });

  it('when a half is said after the unit, then it adds to the quantity', () => {
    expect(read('Three ounces and a half of fresh butter.')).toMatchObject({
      quantity: 3.5,
      unit: 'oz',
      food: 'butter',
    });
  });
});
