import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../test-support/arbitraries.js';
import { UNIT_SPELLINGS, unitKeyOf } from './dictionary.js';
import { parseIngredientLine } from './parse.js';
import { SIZES } from './sizes.js';

/** Food words a cook writes, none of them a unit, a size, a remark or a preparation. */
const FOOD_WORDS =
  `flour sugar butter rice lentils basil oregano cheddar chicken beans tomatoes carrots
  spinach honey vinegar olive oil cocoa oats yoghurt almonds raisins quinoa paprika cumin mustard
  ketchup lemon juice apple cider ginger parsley coconut milk cream broth noodles walnuts barley
  couscous semolina polenta chickpeas tofu salmon mushrooms onion leek potato pumpkin zucchini
  cabbage kale peas corn vanilla cinnamon nutmeg saffron turmeric pepper salt gnocchi hazelnuts`
    .split(/\s+/)
    .filter((word) => word !== '' && unitKeyOf(word) === null && !SIZES.has(word));

interface Written {
  text: string;
  value: number;
}

const whole = fc.integer({ min: 1, max: 999 }).map((n) => ({ text: String(n), value: n }));
const fraction = fc
  .constantFrom<[number, number]>([1, 2], [1, 3], [2, 3], [1, 4], [3, 4], [1, 8], [3, 8])
  .map(([top, bottom]) => ({ text: `${top}/${bottom}`, value: top / bottom }));
const vulgar = fc.constantFrom<Written>(
  { text: '½', value: 0.5 },
  { text: '¼', value: 0.25 },
  { text: '¾', value: 0.75 },
  { text: '⅓', value: 1 / 3 },
  { text: '⅛', value: 0.125 },
);
const amount: fc.Arbitrary<Written> = fc.oneof(
  whole,
  fc
    .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 99 }), fc.boolean())
    .map(([units, hundredths, comma]) => ({
      text: `${units}${comma ? ',' : '.'}${String(hundredths).padStart(2, '0')}`,
      value: units + hundredths / 100,
    })),
  fraction,
  fc
    .tuple(whole, fraction, fc.constantFrom(' ', '-'))
    .map(([w, f, join]) => ({ text: `${w.text}${join}${f.text}`, value: w.value + f.value })),
  vulgar,
  fc
    .tuple(whole, vulgar, fc.constantFrom('', ' '))
    .map(([w, v, join]) => ({ text: `${w.text}${join}${v.text}`, value: w.value + v.value })),
);
const unit = fc.constantFrom(...UNIT_SPELLINGS);
const food = fc
  .array(fc.constantFrom(...FOOD_WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));

type Order = (amount: string, unit: string, food: string, glued: boolean) => string | undefined;
const ORDERS: readonly Order[] = [
  (a, u, f) => `${a} ${u} ${f}`,
  (a, u, f) => `${f} ${a} ${u}`,
  (a, u, f) => `${f}: ${a} ${u}`,
  (a, u, f) => `${f} - ${a} ${u}`,
  (a, u, f) => `${a} ${u} of ${f}`,
  (a, u, f, glued) => (glued ? `${a}${u} ${f}` : undefined),
];

describe('ingredient line properties', () => {
  it('when an amount, a unit and a food are put together in the usual orders, then they read back as themselves', () => {
    fc.assert(
      fc.property(amount, unit, food, fc.constantFrom(...ORDERS), (a, u, f, order) => {
        const line = order(a.text, u.spelling, f, u.glued);
        fc.pre(line !== undefined);
        const read = parseIngredientLine(line ?? '');
        expect(read.quantity).toBeCloseTo(a.value, 9);
        expect(read.unit).toBe(u.key);
        expect(read.food).toBe(f);
      }),
      { numRuns: 2000 },
    );
  });

  it('when given any text, then it never throws, keeps the text, and a line it cannot read is kept whole', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const read = parseIngredientLine(text);
        expect(read.text).toBe(text);
        if (read.quantity === null && read.food === '') expect(read.ingredient).toBe(text.trim());
      }),
      { numRuns: 2000 },
    );
  });

  it.each([
    ['brackets', '['.repeat(10_000)],
    ['parentheses', '('.repeat(10_000)],
    ['links', '[a]('.repeat(2_500)],
    ['fractions', '1/'.repeat(5_000)],
    ['commas', 'a, '.repeat(3_333)],
    ['words', 'flour '.repeat(1_666)],
    ['amounts', '1 - '.repeat(2_500)],
    ['units', '2 cups '.repeat(1_428)],
  ])('when a line of 10,000 characters repeats %s, then it is read and kept whole', (_, text) => {
    // How long such lines take is measured by scripts/bench/ingredients.js (hostile lines).
    const read = parseIngredientLine(text);
    expect(read.text).toBe(text);
    expect(read.ingredient.length).toBeGreaterThan(0);
    expect(read.ingredient.length).toBeLessThanOrEqual(text.length);
  });
});
