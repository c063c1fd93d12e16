import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditsOf } from './credits.js';

describe('the back cover’s credits', () => {
  it('when a recipe names the kitchen it came from, then that person is thanked, not the account that typed it', () => {
    expect(
      creditsOf([
        { fromKitchenOf: 'Rosa Martinelli', cookName: 'Site Admin' },
        { fromKitchenOf: '', cookName: 'Ada Cook' },
        { fromKitchenOf: '  rosa   martinelli ', cookName: 'Site Admin' },
        { fromKitchenOf: 'Grandma Rose', cookName: 'Ada Cook' },
        { fromKitchenOf: ' ', cookName: ' ' },
      ]),
    ).toEqual(['Rosa Martinelli', 'Ada Cook', 'Grandma Rose']);
  });

  it('when any recipes are credited, then each name is thanked once, as tidied, and none is empty', () => {
    const name = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.record({ fromKitchenOf: name, cookName: name })), (recipes) => {
        const credits = creditsOf(recipes);
        const keys = credits.map((c) => c.toLocaleLowerCase('en'));
        expect(new Set(keys).size).toBe(keys.length);
        for (const credit of credits) {
          expect(credit).not.toBe('');
          expect(credit).toBe(credit.trim().replace(/\s+/g, ' '));
        }
        for (const recipe of recipes) {
          const expected = (recipe.fromKitchenOf.trim() || recipe.cookName.trim())
            .replace(/\s+/g, ' ')
            .toLocaleLowerCase('en');
          if (expected) expect(keys).toContain(expected);
        }
      }),
    );
  });
});
