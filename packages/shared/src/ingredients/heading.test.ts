import { describe, expect, it } from 'vitest';
import { isHeadingLine } from './heading.js';
import { parseIngredientLine } from './parse.js';

describe('a line that names a part of the recipe', () => {
  it.each(['Dough:', 'For the bechamel', 'For the filling of the big cake', 'Topping :', '%%%'])(
    'when the line is "%s", then it is a heading',
    (text) => {
      expect(isHeadingLine(parseIngredientLine(text))).toBe(true);
    },
  );

  it.each([
    'salt to taste',
    '2 cups flour',
    'Dough: 500 g flour',
    'fresh parsley',
    'Seasoning: salt and pepper',
  ])('when the line is "%s", then it is not a heading', (text) => {
    expect(isHeadingLine(parseIngredientLine(text))).toBe(false);
  });
});
