import { describe, expect, it } from 'vitest';
import { findUnit, measureOfKey, UNITS, type UnitId } from './units.js';

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

  it('when the unit word is written with spaces and dots, then it is kept as written', () => {
    expect(findUnit(' fl. oz. ')).toEqual({ unit: UNITS['fl-oz'], written: 'fl. oz.' });
  });

  it.each(['cups all-purpose', 'fl oz cold', 'tsp red pepper', 't sugar'])(
    'when a unit word is followed by other words (%j), then it is no measure',
    (units) => {
      expect(findUnit(units)).toBeUndefined();
    },
  );

  it.each(['', 'large', 'cans', 'pinch', 'cloves', 'slices', 'bunch fresh', 'handful', 'x'])(
    'when the units read %j, then no measure is found',
    (units) => {
      expect(findUnit(units)).toBeUndefined();
    },
  );

  it('when the only word is a lower-case or capital t, then the case decides the spoon', () => {
    expect(findUnit('t')?.unit.id).toBe('tsp');
    expect(findUnit('T')?.unit.id).toBe('tbsp');
  });
});

describe('measureOfKey', () => {
  it('when the key is a measure of the dictionary, then its measure is given', () => {
    expect(measureOfKey('tbsp')).toBe(UNITS.tbsp);
    expect(measureOfKey('fl-oz')).toBe(UNITS['fl-oz']);
  });

  it.each([null, 'clove', 'can', 'pinch', 'toString'])(
    'when the key is %j, then there is no measure to convert',
    (key) => {
      expect(measureOfKey(key)).toBeUndefined();
    },
  );
});
