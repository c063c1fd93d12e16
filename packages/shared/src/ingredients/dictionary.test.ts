import { describe, expect, it } from 'vitest';
import { UNITS } from '../units/units.js';
import { UNIT_SPELLINGS, unitKeyOf } from './dictionary.js';

describe('unitKeyOf', () => {
  it.each([
    ['T', 'tbsp'],
    ['t', 'tsp'],
    ['Tbsp.', 'tbsp'],
    ['tbs', 'tbsp'],
    ['c.', 'cup'],
    ['cups', 'cup'],
    ['fl oz', 'fl-oz'],
    ['lbs', 'lb'],
    ['pound', 'lb'],
    ['EL', 'tbsp'],
    ['el', 'tbsp'],
    ['TL', 'tsp'],
    ['c. à s.', 'tbsp'],
    ['c. à c.', 'tsp'],
    ['cda', 'tbsp'],
    ['cdta', 'tsp'],
    ['cucchiaio', 'tbsp'],
    ['cucchiaino', 'tsp'],
    ['msk', 'tbsp'],
    ['tsk', 'tsp'],
    ['krm', 'ml'],
    ['dl', 'dl'],
    ['Prise', 'pinch'],
    ['cloves', 'clove'],
    ['clove(s)', 'clove'],
    ['tins', 'can'],
    ['packet', 'package'],
    ['sticks', 'stick'],
  ])('when the word is %j, then its key is %j', (word, key) => {
    expect(unitKeyOf(word)).toBe(key);
  });

  it.each(['large', 'small', 'eggs', 'flour', 'x', ''])(
    'when the word %j is no unit, then it has no key',
    (word) => {
      expect(unitKeyOf(word)).toBeNull();
    },
  );

  it('when any spelling of the dictionary is looked up, then it names its own unit and no other', () => {
    for (const { spelling, key } of UNIT_SPELLINGS) expect(unitKeyOf(spelling), spelling).toBe(key);
  });

  it('when a measure is in the dictionary, then its key is the UnitId conversion reads', () => {
    const measures = new Set(Object.keys(UNITS));
    for (const id of measures)
      expect(
        UNIT_SPELLINGS.some(({ key }) => key === id),
        id,
      ).toBe(true);
  });
});
