import { describe, expect, it } from 'vitest';
import { findUnit, type UnitId } from './units.js';

describe('findUnit', () => {
  it.each<[string, UnitId]>([
    ['cup', 'cup'],
    ['cups', 'cup'],
    ['Cups', 'cup'],
    ['c', 'cup'],
    ['C', 'cup'],
    ['c.', 'cup'],
    ['tbsp', 'tbsp'],
    ['Tbsp.', 'tbsp'],
    ['TBSP', 'tbsp'],
    ['tbs', 'tbsp'],
    ['tablespoon', 'tbsp'],
    ['Tablespoons', 'tbsp'],
    ['T', 'tbsp'],
    ['T.', 'tbsp'],
    ['tsp', 'tsp'],
    ['tsp.', 'tsp'],
    ['teaspoon', 'tsp'],
    ['teaspoons', 'tsp'],
    ['t', 'tsp'],
    ['fl oz', 'fl-oz'],
    ['fl. oz.', 'fl-oz'],
    ['fl.oz', 'fl-oz'],
    ['fluid ounces', 'fl-oz'],
    ['pt', 'pint'],
    ['pints', 'pint'],
    ['qt', 'quart'],
    ['quarts', 'quart'],
    ['gal', 'gallon'],
    ['oz', 'oz'],
    ['oz.', 'oz'],
    ['ounces', 'oz'],
    ['lb', 'lb'],
    ['lbs', 'lb'],
    ['lbs.', 'lb'],
    ['pound', 'lb'],
    ['g', 'g'],
    ['grams', 'g'],
    ['gr', 'g'],
    ['kg', 'kg'],
    ['kilograms', 'kg'],
    ['mg', 'mg'],
    ['ml', 'ml'],
    ['mL', 'ml'],
    ['millilitres', 'ml'],
    ['milliliters', 'ml'],
    ['cl', 'cl'],
    ['dl', 'dl'],
    ['l', 'l'],
    ['L', 'l'],
    ['litre', 'l'],
    ['liters', 'l'],
  ])('when the units read %j, then the measure is %s', (units, id) => {
    expect(findUnit(units)?.unit.id).toBe(id);
  });

  it('when the units text holds more words, then the measure comes first and the rest is kept', () => {
    expect(findUnit('cups all-purpose')).toMatchObject({
      unit: { id: 'cup' },
      written: 'cups',
      rest: 'all-purpose',
    });
    expect(findUnit('fl oz cold')).toMatchObject({
      unit: { id: 'fl-oz' },
      written: 'fl oz',
      rest: 'cold',
    });
  });

  it.each(['', 'large', 'cans', 'pinch', 'cloves', 'slices', 'bunch fresh', 'handful', 'x'])(
    'when the units read %j, then no measure is found',
    (units) => {
      expect(findUnit(units)).toBeUndefined();
    },
  );

  it('when the only word is a lower-case or capital t, then the case decides the spoon', () => {
    expect(findUnit('t sugar')?.unit.id).toBe('tsp');
    expect(findUnit('T sugar')?.unit.id).toBe('tbsp');
  });
});
