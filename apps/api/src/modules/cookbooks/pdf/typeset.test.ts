import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balancedBreaks,
  joinUnits,
  NBSP,
  servingPhrase,
  vulgarFractions,
  type Word,
} from './typeset.js';

const all = () => true;
/** The vulgar fractions the book's fonts have (Literata: halves and quarters). */
const halvesAndQuarters = (char: string) => '½¼¾'.includes(char);

describe('vulgar fractions', () => {
  it.each([
    ['1 1/2', '1½'],
    ['2 3/4', '2¾'],
    ['1/2', '½'],
    ['1/2 cup milk', '½ cup milk'],
    [`1${NBSP}1/2${NBSP}cups`, `1½${NBSP}cups`],
    ['1 1/2–2 cups', '1½–2 cups'],
    ['cut into 1/4-inch slices', 'cut into ¼-inch slices'],
  ])('when the text is "%s", then it prints "%s"', (text, expected) => {
    expect(vulgarFractions(text, halvesAndQuarters)).toBe(expected);
  });

  it.each(['12/25/2024', '350/180', 'on 1/2/2026', '1/16 tsp', '3/7 of it', '10/12', 'v1.1/2'])(
    'when "%s" is no fraction of a small denominator, then it is left as written',
    (text) => {
      expect(vulgarFractions(text, all)).toBe(text);
    },
  );

  it('when the font has no glyph for a fraction, then it keeps its slash', () => {
    expect(vulgarFractions('1 1/3 cups and 1/2 cup', halvesAndQuarters)).toBe(
      '1 1/3 cups and ½ cup',
    );
    expect(vulgarFractions('2/3', all)).toBe('⅔');
  });

  /** The value of "w n/d", "w½", "½" or "w"; NaN for anything else. */
  const valueOf = (text: string) => {
    const match = /^(\d+)?[ \u00a0]?(?:(\d)\/(\d)|(\p{No}))?$/u.exec(text);
    if (!match) return NaN;
    const [, whole = '0', num, den, vulgar] = match;
    const [n = '0', d = '1'] = vulgar ? vulgar.normalize('NFKD').split('\u2044') : [num, den];
    return Number(whole) + Number(n) / Number(d);
  };

  it('when any mixed number is set, then its value stays and only a fraction the font has changes', () => {
    const printable = fc.subarray([...'½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞']);
    const fraction = fc
      .tuple(fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 8 }))
      .filter(([den, num]) => num < den)
      .map(([den, num]) => `${num}/${den}`);
    const mixed = fc.tuple(fc.option(fc.nat({ max: 999 })), fraction);
    fc.assert(
      fc.property(printable, mixed, (chars, [whole, frac]) => {
        const text = whole === null ? frac : `${whole} ${frac}`;
        const out = vulgarFractions(text, (char) => chars.includes(char));
        expect(valueOf(out)).toBeCloseTo(valueOf(text), 12);
        if (out !== text) expect(chars).toContain(out.at(-1));
        expect(vulgarFractions(text, () => false)).toBe(text);
      }),
    );
  });
});

describe('numbers held to their units', () => {
  it.each([
    ['Simmer for 10 minutes', `Simmer for 10${NBSP}minutes`],
    ['200 g flour', `200${NBSP}g flour`],
    ['2 cups milk', `2${NBSP}cups milk`],
    ['Bake at 350 °F', `Bake at 350${NBSP}°F`],
    ['1½ tbsp sugar', `1½${NBSP}tbsp sugar`],
    ['Prep 1 h 30 min', `Prep 1${NBSP}h 30${NBSP}min`],
    ['a 9 inch pan', `a 9${NBSP}inch pan`],
  ])('when the text is "%s", then the space before the unit does not break', (text, expected) => {
    expect(joinUnits(text)).toBe(expected);
  });

  it.each(['2 large eggs', 'put 2 in the bowl', 'Step 2 garnish', 'Serves 6 people', '2  cups'])(
    'when "%s" has no number and unit one space apart, then it is left as written',
    (text) => {
      expect(joinUnits(text)).toBe(text);
    },
  );

  it('when any text is joined, then only spaces change, to no-break spaces, and joining again changes nothing', () => {
    const token = fc.constantFrom(
      ...['1', '10', '½', '2.5', ' ', '\t', '  ', NBSP, '-', '°F', 'cups', 'cup', 'g', 'garlic'],
      ...['min', 'minutes', 'tbsp', 'in', 'x', 'oz.', '\n', 'Grams'],
    );
    fc.assert(
      fc.property(fc.array(token, { maxLength: 12 }), (tokens) => {
        const text = tokens.join('');
        const out = joinUnits(text);
        expect(out).toHaveLength(text.length);
        [...out].forEach((char, i) => {
          if (char !== text[i]) {
            expect(char).toBe(NBSP);
            expect(text[i]).toMatch(/^[ \t]$/);
          }
        });
        expect(joinUnits(out)).toBe(out);
      }),
    );
  });
});

describe('the serving line', () => {
  it.each([
    ['6', 'Serves 6'],
    ['4-6', 'Serves 4–6'],
    ['4 to 6', 'Serves 4–6'],
    ['6 people', 'Serves 6'],
    ['4 servings', 'Serves 4'],
    ['Serves 8', 'Serves 8'],
    ['about 6 portions', 'Serves about 6'],
    ['30 puffs', 'Makes 30 puffs'],
    ['2 loaves', 'Makes 2 loaves'],
    ['1 cake', 'Makes 1 cake'],
    ['Makes 12 cookies', 'Makes 12 cookies'],
    ['A crowd', 'A crowd'],
    ['', ''],
  ])('when the serving is "%s", then it prints "%s"', (serving, expected) => {
    expect(servingPhrase(serving)).toBe(expected);
  });
});

describe('balanced title lines', () => {
  /** Words as wide as their letters, ten points a letter, a space between them. */
  const wordsOf = (text: string): Word[] =>
    text.split(' ').map((w) => ({ width: w.length * 10, gap: 10 }));
  const widthOf = (words: readonly Word[], from: number, to: number) =>
    words.slice(from, to).reduce((w, word, i) => w + word.width + (i ? word.gap : 0), 0);
  const lineWidths = (words: readonly Word[], starts: number[]) =>
    starts.map((s, i) => widthOf(words, s, starts[i + 1] ?? words.length));
  /** Starts of lines filled as full as they go. */
  const greedy = (words: readonly Word[], maxWidth: number) => {
    const starts = [0];
    words.forEach((_, i) => {
      const from = starts.at(-1) ?? 0;
      if (i > from && widthOf(words, from, i + 1) > maxWidth) starts.push(i);
    });
    return starts;
  };

  it('when a title takes two lines, then the second is more than a word and the first the longer', () => {
    const words = wordsOf("Grandma's Slow Cooked Sunday Beef");
    expect(greedy(words, 300)).toEqual([0, 4]);
    expect(balancedBreaks(words, 300, 2)).toEqual([0, 3]);
  });

  it('when no setting narrows down the lines, then the most even one is taken', () => {
    const words: Word[] = [
      { width: 10, gap: 5 },
      { width: 100, gap: 5 },
    ];
    expect(balancedBreaks(words, 105, 2)).toEqual([0, 1]);
  });

  it('when the words do not go into the lines, then there is no setting', () => {
    expect(balancedBreaks(wordsOf('one two'), 20, 3)).toBeUndefined();
    expect(balancedBreaks(wordsOf('a widewideword'), 50, 2)).toBeUndefined();
  });

  it('when any words are balanced into the greedy count of lines, then each fits and the lines are no less even than greedy ones', () => {
    const widths = fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 14 });
    fc.assert(
      fc.property(widths, fc.double({ min: 0, max: 1, noNaN: true }), (sizes, share) => {
        const words = sizes.map((width) => ({ width, gap: 4 }));
        const widest = Math.max(...sizes);
        const maxWidth = widest + share * (widthOf(words, 0, words.length) - widest);
        const filled = greedy(words, maxWidth);
        const starts = balancedBreaks(words, maxWidth, filled.length);
        expect(starts).toBeDefined();
        const lines = lineWidths(words, starts ?? []);
        expect(starts?.[0]).toBe(0);
        expect(lines).toHaveLength(filled.length);
        for (const w of lines) expect(w).toBeLessThanOrEqual(maxWidth + 0.01);
        const squares = (ws: number[]) => ws.reduce((sum, w) => sum + w * w, 0);
        const full = lineWidths(words, filled);
        const narrowing = (ws: number[]) => ws.every((w, i) => i === 0 || w <= (ws[i - 1] ?? 0));
        if (narrowing(full)) {
          expect(narrowing(lines)).toBe(true);
          expect(squares(lines)).toBeLessThanOrEqual(squares(full) + 1e-6);
        }
      }),
    );
  });
});
