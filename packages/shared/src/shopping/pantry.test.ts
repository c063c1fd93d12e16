import { describe, expect, it } from 'vitest';
import { itemFromIngredient } from './items.js';
import { DEFAULT_STAPLES, isStaple, stapleKey } from './pantry.js';

const defaults = new Set(DEFAULT_STAPLES.map(stapleKey));
const keyOf = (ingredient: string) =>
  itemFromIngredient({ quantity: 1, units: '', ingredient }, 1).key;

describe('stapleKey', () => {
  it.each([
    ['Salt', 'salt'],
    ['  salts ', 'salt'],
    ['Olive Oil', 'olive oil'],
    ['Eggs', 'egg'],
  ])('when a staple is named "%s", then its key is "%s"', (name, key) => {
    expect(stapleKey(name)).toBe(key);
  });
});

describe('isStaple', () => {
  it.each([
    'salt',
    'sea salt',
    'kosher salt, to taste',
    'freshly ground black pepper',
    'olive oil',
    'extra virgin olive oil',
    'vegetable oil',
    'warm water',
    'Salt and pepper to taste',
    'Salt & pepper',
  ])(
    'when a recipe asks for "%s" and the pantry holds the defaults, then it is a staple',
    (line) => {
      expect(isStaple(keyOf(line), defaults)).toBe(true);
    },
  );

  it.each([
    'red pepper',
    'bell peppers',
    'coconut water',
    'sesame oil',
    'salted butter',
    'flour',
    'salt and sugar',
  ])('when a recipe asks for "%s", then it is not one of the default staples', (line) => {
    expect(isStaple(keyOf(line), defaults)).toBe(false);
  });

  it('when the pantry is empty, then nothing is a staple', () => {
    expect(isStaple('salt', new Set())).toBe(false);
  });
});
